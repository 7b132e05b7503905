/// `getComputedStyle` without layout or page stylesheets: a property's value comes from
/// the element's inline `style`, else (for inherited properties) the nearest ancestor's,
/// else the user-agent stylesheet's default for the element. Lengths that need layout
/// (`width`, `height`) are `auto`.
///
/// https://drafts.csswg.org/cssom/#dom-window-getcomputedstyle
extension NodeStore {
    /// The computed value of `property` (lower-case CSS name) for `element`, or "" for a
    /// property this model does not know.
    public func computedStyleValue(of property: String, for element: NodeID) -> String {
        let value = specifiedOrDefaultValue(of: property, for: element)
        return CSSColor.properties.contains(property) ? CSSColor.computed(value) : value
    }

    private func specifiedOrDefaultValue(of property: String, for element: NodeID) -> String {
        if property == "display" { return display(of: element).keyword }
        if let inline = inlineValue(of: property, on: element) { return inline }
        if ComputedStyleDefaults.inherited.contains(property) {
            var ancestor = parentElement(of: element)
            while let current = ancestor {
                if let inline = inlineValue(of: property, on: current) { return inline }
                if let value = ComputedStyleDefaults.elementDefault(property, for: current, in: self) { return value }
                ancestor = parentElement(of: current)
            }
        }
        return ComputedStyleDefaults.elementDefault(property, for: element, in: self)
            ?? ComputedStyleDefaults.initial[property] ?? ""
    }

    /// The properties `getComputedStyle` lists, in order (`length`, `item()`).
    public var computedStyleProperties: [String] { ComputedStyleDefaults.listed }

    private func inlineValue(of property: String, on element: NodeID) -> String? {
        guard let style = attribute(.style, of: element) else { return nil }
        return CSSDeclarations.quickValue(of: property, in: style)
    }
}

/// The user-agent stylesheet's values, from the HTML standard's rendering section.
///
/// https://html.spec.whatwg.org/multipage/rendering.html
enum ComputedStyleDefaults {
    /// Properties whose value children inherit.
    static let inherited: Set<String> = [
        "color", "font-family", "font-size", "font-style", "font-weight", "line-height", "visibility", "white-space",
        "text-align", "direction", "cursor", "letter-spacing", "word-spacing", "text-transform", "list-style-type",
    ]

    /// Initial values (as WebKit serializes them).
    static let initial: [String: String] = [
        "position": "static", "float": "none", "clear": "none", "visibility": "visible", "opacity": "1",
        "color": "rgb(0, 0, 0)", "background-color": "rgba(0, 0, 0, 0)", "background-image": "none",
        "font-size": "16px", "font-weight": "400", "font-style": "normal", "font-family": "-webkit-standard",
        "line-height": "normal", "text-align": "start", "text-decoration": "none", "text-decoration-line": "none",
        "text-transform": "none", "white-space": "normal", "direction": "ltr", "overflow": "visible",
        "overflow-x": "visible", "overflow-y": "visible", "width": "auto", "height": "auto", "top": "auto",
        "left": "auto", "right": "auto", "bottom": "auto", "z-index": "auto", "cursor": "auto",
        "margin-top": "0px", "margin-right": "0px", "margin-bottom": "0px", "margin-left": "0px",
        "padding-top": "0px", "padding-right": "0px", "padding-bottom": "0px", "padding-left": "0px",
        "border-top-width": "0px", "border-right-width": "0px", "border-bottom-width": "0px", "border-left-width": "0px",
        "border-top-style": "none", "border-right-style": "none", "border-bottom-style": "none", "border-left-style": "none",
        "letter-spacing": "normal", "word-spacing": "0px", "vertical-align": "baseline", "list-style-type": "disc",
        "content": "normal", "pointer-events": "auto", "box-sizing": "content-box", "transform": "none",
    ]

    /// What `length`/`item()` list.
    static let listed: [String] = initial.keys.sorted() + ["display"]

    private static let headingSizes: [Atom: String] = [
        .predefined("h1"): "32px", .predefined("h2"): "24px", .predefined("h3"): "18.72px", .predefined("h4"): "16px",
        .predefined("h5"): "13.28px", .predefined("h6"): "10.72px",
    ]
    private static let bold = AtomSet(names: ["b", "strong", "th", "h1", "h2", "h3", "h4", "h5", "h6"])
    private static let italic = AtomSet(names: ["i", "em", "cite", "var", "dfn", "address"])
    private static let monospace = AtomSet(names: ["pre", "code", "kbd", "samp", "tt", "xmp", "listing", "plaintext"])

    /// The user-agent stylesheet's value of `property` for this kind of element, if it sets one.
    static func elementDefault(_ property: String, for element: NodeID, in store: NodeStore) -> String? {
        guard store.namespace(of: element) == .html else { return nil }
        let name = store.localName(of: element)
        switch property {
        case "font-size": return headingSizes[name] ?? (name == .predefined("small") ? "13.333333px" : nil)
        case "font-weight": return bold.contains(name) ? "700" : nil
        case "font-style": return italic.contains(name) ? "italic" : nil
        case "font-family": return monospace.contains(name) ? "monospace" : nil
        case "white-space": return monospace.contains(name) && name != .predefined("code") ? "pre" : nil
        case "color": return (name == .a && store.hasAttribute(.href, on: element)) ? "rgb(0, 0, 238)" : nil
        case "text-decoration", "text-decoration-line":
            if name == .a && store.hasAttribute(.href, on: element) || name == .predefined("u") || name == .predefined("ins") { return "underline" }
            return name == .predefined("s") || name == .predefined("strike") || name == .predefined("del") ? "line-through" : nil
        case "visibility": return nil
        case "cursor": return name == .a && store.hasAttribute(.href, on: element) ? "pointer" : nil
        case "list-style-type": return name == .ol ? "decimal" : nil
        default: return nil
        }
    }
}

