import DOM
import JavaScriptEngine

/// A registered interface's class and its position in the registry.
struct RegisteredClass {
    let jsClass: JSClass
    let index: Int

    init(_ name: String) {
        guard let index = InterfaceRegistry.shared.index(of: name) else { preconditionFailure("no interface named \(name)") }
        self.index = index
        self.jsClass = InterfaceRegistry.shared.jsClass(at: index)
    }
}

/// The class each kind of node's wrapper gets.
enum InterfaceClasses {
    private static let elementClass = RegisteredClass("Element")
    private static let htmlElementClass = RegisteredClass("HTMLElement")
    private static let textClass = RegisteredClass("Text")
    private static let htmlDocumentClass = RegisteredClass("HTMLDocument")
    private static let xmlDocumentClass = RegisteredClass("XMLDocument")
    private static let documentFragmentClass = RegisteredClass("DocumentFragment")
    private static let commentClass = RegisteredClass("Comment")
    private static let cdataSectionClass = RegisteredClass("CDATASection")
    private static let processingInstructionClass = RegisteredClass("ProcessingInstruction")
    private static let documentTypeClass = RegisteredClass("DocumentType")
    private static let svgElementClass = RegisteredClass("SVGElement")
    private static let mathMLElementClass = RegisteredClass("MathMLElement")
    private static let mathMLMathElementClass = RegisteredClass("MathMLMathElement")
    private static let htmlUnknownElementClass = RegisteredClass("HTMLUnknownElement")

    /// The classes of HTML elements with a predefined local name, indexed by the name's
    /// atom (an array: a wrapper is made for every node a script touches, and a
    /// `Dictionary` or `Set` would hash the atom each time). Nil for names that are
    /// neither an element interface's nor a plain `HTMLElement`'s.
    private static let htmlElementClassesByAtom: [RegisteredClass?] = {
        var classes = [RegisteredClass?](repeating: nil, count: KnownNames.all.count)
        for name in HTMLInterfaceNames.plainHTMLElements { classes[Int(name.rawValue)] = htmlElementClass }
        for (tag, interface) in HTMLInterfaceNames.byTag {
            classes[Int(Atom.predefined(tag).rawValue)] = RegisteredClass(interface)
        }
        return classes
    }()

    /// The classes of SVG elements of the names WebKit knows (``SVGInterfaceNames``).
    private static let svgElementClassesByName = SVGInterfaceNames.byTag.mapValues(RegisteredClass.init)

    /// The class of `node`'s wrapper.
    static func registeredClass(for node: NodeID, in store: NodeStore) -> RegisteredClass {
        switch store.kind(of: node) {
        case .element:
            switch store.namespace(of: node) {
            case .html:
                let atom = Int(store.localName(of: node).rawValue)
                if atom < htmlElementClassesByAtom.count, let registered = htmlElementClassesByAtom[atom] { return registered }
                return store.localNameString(of: node).contains("-") ? htmlElementClass : htmlUnknownElementClass
            case .svg: return svgElementClassesByName[store.localNameString(of: node)] ?? svgElementClass
            case .mathML: return store.localNameString(of: node) == "math" ? mathMLMathElementClass : mathMLElementClass
            default: return elementClass
            }
        case .text: return textClass
        case .cdataSection: return cdataSectionClass
        case .comment: return commentClass
        case .processingInstruction: return processingInstructionClass
        case .document: return store.documentState(node).isHTMLDocument ? htmlDocumentClass : xmlDocumentClass
        case .documentType: return documentTypeClass
        case .documentFragment: return documentFragmentClass
        }
    }
}

/// Which interface each HTML element has.
///
/// https://html.spec.whatwg.org/multipage/indices.html#element-interfaces
enum HTMLInterfaceNames {
    static let byTag: [String: String] = [
        "a": "HTMLAnchorElement", "area": "HTMLAreaElement", "audio": "HTMLAudioElement", "base": "HTMLBaseElement",
        "blockquote": "HTMLQuoteElement", "q": "HTMLQuoteElement", "body": "HTMLBodyElement", "br": "HTMLBRElement",
        "button": "HTMLButtonElement", "canvas": "HTMLCanvasElement", "caption": "HTMLTableCaptionElement",
        "col": "HTMLTableColElement", "colgroup": "HTMLTableColElement", "data": "HTMLDataElement",
        "datalist": "HTMLDataListElement", "del": "HTMLModElement", "ins": "HTMLModElement",
        "details": "HTMLDetailsElement", "dialog": "HTMLDialogElement", "div": "HTMLDivElement", "dl": "HTMLDListElement",
        "embed": "HTMLEmbedElement", "fieldset": "HTMLFieldSetElement", "font": "HTMLFontElement",
        "form": "HTMLFormElement", "frame": "HTMLFrameElement", "frameset": "HTMLFrameSetElement",
        "h1": "HTMLHeadingElement", "h2": "HTMLHeadingElement", "h3": "HTMLHeadingElement",
        "h4": "HTMLHeadingElement", "h5": "HTMLHeadingElement", "h6": "HTMLHeadingElement", "head": "HTMLHeadElement",
        "hr": "HTMLHRElement", "html": "HTMLHtmlElement", "iframe": "HTMLIFrameElement", "img": "HTMLImageElement",
        "input": "HTMLInputElement", "label": "HTMLLabelElement", "legend": "HTMLLegendElement", "li": "HTMLLIElement",
        "link": "HTMLLinkElement", "map": "HTMLMapElement", "menu": "HTMLMenuElement", "meta": "HTMLMetaElement",
        "meter": "HTMLMeterElement", "object": "HTMLObjectElement", "ol": "HTMLOListElement",
        "optgroup": "HTMLOptGroupElement", "option": "HTMLOptionElement", "output": "HTMLOutputElement",
        "p": "HTMLParagraphElement", "param": "HTMLParamElement", "picture": "HTMLPictureElement",
        "pre": "HTMLPreElement", "listing": "HTMLPreElement", "xmp": "HTMLPreElement",
        "progress": "HTMLProgressElement", "script": "HTMLScriptElement", "select": "HTMLSelectElement",
        "slot": "HTMLSlotElement", "source": "HTMLSourceElement", "span": "HTMLSpanElement",
        "style": "HTMLStyleElement", "table": "HTMLTableElement", "tbody": "HTMLTableSectionElement",
        "thead": "HTMLTableSectionElement", "tfoot": "HTMLTableSectionElement", "td": "HTMLTableCellElement",
        "th": "HTMLTableCellElement", "template": "HTMLTemplateElement", "textarea": "HTMLTextAreaElement",
        "time": "HTMLTimeElement", "title": "HTMLTitleElement", "tr": "HTMLTableRowElement", "track": "HTMLTrackElement",
        "ul": "HTMLUListElement", "video": "HTMLVideoElement", "marquee": "HTMLMarqueeElement",
        "applet": "HTMLUnknownElement", "dir": "HTMLDirectoryElement",
    ]

    /// Known elements whose interface is plain `HTMLElement`.
    static let plainHTMLElements: Set<Atom> = Set(
        ["abbr", "address", "article", "aside", "b", "bdi", "bdo", "cite", "code", "dd", "dfn", "dt", "em",
         "figcaption", "figure", "footer", "header", "hgroup", "i", "kbd", "main", "mark", "nav", "noscript", "rp", "rt",
         "ruby", "s", "samp", "search", "section", "small", "strong", "sub", "summary", "sup", "u", "var", "wbr",
         "center", "nobr", "noembed", "noframes", "plaintext", "strike", "tt", "big", "acronym", "basefont"]
            .map { Atom.predefined($0) })
}
