/// The `display` and `visibility` of elements as far as they follow from the HTML
/// standard's user-agent stylesheet and inline `style` attributes. Page stylesheets
/// are not applied (there is no CSS cascade here).
///
/// https://html.spec.whatwg.org/multipage/rendering.html
public enum Display: Equatable, Sendable {
    case none
    case inline
    case block
    case listItem
    case inlineBlock
    case table
    case tableCaption
    case tableRow
    case tableCell
    case tableRowGroup
    case tableColumn
    case tableColumnGroup
    case other(String)

    /// The CSS keyword.
    public var keyword: String {
        switch self {
        case .none: return "none"
        case .inline: return "inline"
        case .block: return "block"
        case .listItem: return "list-item"
        case .inlineBlock: return "inline-block"
        case .table: return "table"
        case .tableCaption: return "table-caption"
        case .tableRow: return "table-row"
        case .tableCell: return "table-cell"
        case .tableRowGroup: return "table-row-group"
        case .tableColumn: return "table-column"
        case .tableColumnGroup: return "table-column-group"
        case .other(let keyword): return keyword
        }
    }

    /// The display for a keyword from a `style` attribute.
    public init(keyword: String) {
        switch asciiLowercase(keyword) {
        case "none": self = .none
        case "inline": self = .inline
        case "block": self = .block
        case "list-item": self = .listItem
        case "inline-block": self = .inlineBlock
        case "table": self = .table
        case "table-caption": self = .tableCaption
        case "table-row": self = .tableRow
        case "table-cell": self = .tableCell
        case "table-row-group", "table-header-group", "table-footer-group": self = .tableRowGroup
        case "table-column": self = .tableColumn
        case "table-column-group": self = .tableColumnGroup
        case let other: self = .other(other)
        }
    }

    /// Whether the box is block-level (its outer display type is block).
    public var isBlockLevel: Bool {
        switch self {
        case .block, .listItem, .table: return true
        case .other(let keyword): return ["flex", "grid", "flow-root"].contains(keyword)
        default: return false
        }
    }
}

extension NodeStore {
    /// The element's `display`: inline `style` first, then the user-agent default.
    public func display(of element: NodeID) -> Display {
        if let style = attribute(.style, of: element), let value = CSSDeclarations.quickValue(of: "display", in: style) {
            return Display(keyword: value)
        }
        return defaultDisplay(of: element)
    }

    /// Whether the element's inline `style` makes it invisible (`visibility: hidden|collapse`).
    public func isHiddenByVisibility(_ element: NodeID) -> Bool {
        guard let style = attribute(.style, of: element),
            let value = CSSDeclarations.quickValue(of: "visibility", in: style).map(asciiLowercase)
        else { return false }
        return value == "hidden" || value == "collapse"
    }

    static let popoverAttribute = Atom.predefined("popover"), dialogName = Atom.predefined("dialog")

    /// The user-agent stylesheet's `display` for an element.
    ///
    /// https://html.spec.whatwg.org/multipage/rendering.html#the-css-user-agent-style-sheet-and-presentational-hints
    public func defaultDisplay(of element: NodeID) -> Display {
        guard namespace(of: element) == .html else {
            return namespace(of: element) == .svg ? SVGDisplay.display(of: localNameString(of: element)) : .inline
        }
        if hasAttribute(.hidden, on: element) { return .none }
        let name = localName(of: element)
        // `[popover]:not(:popover-open):not(dialog[open])`: no popover is ever shown here.
        if hasAttribute(Self.popoverAttribute, on: element), !(name == Self.dialogName && hasAttribute(.open, on: element)) {
            return .none
        }
        if name == .input, let type = attribute(.type, of: element), asciiLowercase(type) == "hidden" { return .none }
        if name == .noscript {
            let document = self.document(of: element)
            if kind(of: document) != .document || documentState(document).scriptingEnabled { return .none }
        }
        let index = Int(name.rawValue)
        guard index < UserAgentDisplay.byAtom.count, let display = UserAgentDisplay.byAtom[index] else { return .inline }
        return display
    }
}

/// `display` of SVG elements as WebKit computes it: `text` is a block, elements SVG never
/// renders (definitions, metadata, paint servers) are `none`, the rest are inline (their
/// own text is still not rendered; see `RenderedTextCollector.State.inRenderedSVGText`).
///
/// https://svgwg.org/svg2-draft/render.html#TermNeverRenderedElement
enum SVGDisplay {
    static func display(of localName: String) -> Display {
        if localName == "text" { return .block }
        return neverRendered.contains(localName) ? .none : .inline
    }

    private static let neverRendered: Set<String> = [
        "clipPath", "defs", "desc", "filter", "linearGradient", "marker", "mask", "metadata", "pattern",
        "radialGradient", "script", "style", "symbol", "title",
    ]
}

/// The user-agent stylesheet's `display` per HTML element name.
enum UserAgentDisplay {
    /// Indexed by the name's atom (an array: `innerText` asks for every element, and a
    /// `Dictionary` would hash the atom each time). Nil for names displayed `inline`.
    static let byAtom: [Display?] = {
        var table = [Display?](repeating: nil, count: KnownNames.all.count)
        for name in ["area", "base", "basefont", "datalist", "head", "link", "meta", "noembed", "noframes",
                     "param", "rp", "script", "style", "template", "title"] {
            table[Int(Atom.predefined(name).rawValue)] = Display.none
        }
        for name in ["html", "body", "address", "blockquote", "center", "dialog", "div", "figure", "figcaption",
                     "footer", "form", "header", "hr", "legend", "listing", "main", "p", "plaintext", "pre",
                     "search", "xmp", "details", "summary", "dd", "dl", "dt", "menu", "ol", "ul", "article", "aside",
                     "h1", "h2", "h3", "h4", "h5", "h6", "hgroup", "nav", "section", "fieldset", "optgroup", "option",
                     "frameset", "frame"] {
            table[Int(Atom.predefined(name).rawValue)] = .block
        }
        table[Int(Atom.li.rawValue)] = .listItem
        table[Int(Atom.table.rawValue)] = .table
        table[Int(Atom.caption.rawValue)] = .tableCaption
        table[Int(Atom.colgroup.rawValue)] = .tableColumnGroup
        table[Int(Atom.col.rawValue)] = .tableColumn
        table[Int(Atom.thead.rawValue)] = .tableRowGroup
        table[Int(Atom.tbody.rawValue)] = .tableRowGroup
        table[Int(Atom.tfoot.rawValue)] = .tableRowGroup
        table[Int(Atom.tr.rawValue)] = .tableRow
        table[Int(Atom.td.rawValue)] = .tableCell
        table[Int(Atom.th.rawValue)] = .tableCell
        for name in ["input", "button", "select", "textarea", "img", "video", "audio", "canvas", "iframe",
                     "embed", "object", "meter", "progress"] {
            table[Int(Atom.predefined(name).rawValue)] = .inlineBlock
        }
        return table
    }()
}
