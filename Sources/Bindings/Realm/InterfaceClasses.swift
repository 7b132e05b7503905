import DOM
import JavaScriptEngine

/// The class each kind of node's wrapper gets.
enum InterfaceClasses {
    static let node = InterfaceRegistry.shared.jsClass("Node")
    static let element = InterfaceRegistry.shared.jsClass("Element")
    static let htmlElement = InterfaceRegistry.shared.jsClass("HTMLElement")
    static let characterData = InterfaceRegistry.shared.jsClass("CharacterData")
    static let text = InterfaceRegistry.shared.jsClass("Text")
    static let document = InterfaceRegistry.shared.jsClass("Document")
    static let documentFragment = InterfaceRegistry.shared.jsClass("DocumentFragment")
    private static let comment = InterfaceRegistry.shared.jsClass("Comment")
    private static let cdataSection = InterfaceRegistry.shared.jsClass("CDATASection")
    private static let processingInstruction = InterfaceRegistry.shared.jsClass("ProcessingInstruction")
    private static let documentType = InterfaceRegistry.shared.jsClass("DocumentType")
    private static let svgElement = InterfaceRegistry.shared.jsClass("SVGElement")
    private static let htmlUnknownElement = InterfaceRegistry.shared.jsClass("HTMLUnknownElement")

    /// HTML element classes by local name.
    private static let htmlElementClasses: [Atom: JSClass] = {
        var classes: [Atom: JSClass] = [:]
        for (tag, interface) in HTMLInterfaceNames.byTag {
            classes[Atom.predefined(tag)] = InterfaceRegistry.shared.jsClass(interface)
        }
        return classes
    }()

    /// The class of `node`'s wrapper.
    static func jsClass(for node: NodeID, in store: NodeStore) -> JSClass {
        switch store.kind(of: node) {
        case .element:
            switch store.namespace(of: node) {
            case .html:
                let name = store.localName(of: node)
                if let jsClass = htmlElementClasses[name] { return jsClass }
                if HTMLInterfaceNames.plainHTMLElements.contains(name) { return htmlElement }
                return store.localNameString(of: node).contains("-") ? htmlElement : htmlUnknownElement
            case .svg: return svgElement
            default: return element
            }
        case .text: return text
        case .cdataSection: return cdataSection
        case .comment: return comment
        case .processingInstruction: return processingInstruction
        case .document: return document
        case .documentType: return documentType
        case .documentFragment: return documentFragment
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
