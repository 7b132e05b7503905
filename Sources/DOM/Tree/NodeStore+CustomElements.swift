/// Which elements are custom elements, for `:defined`: the bindings mark the elements a
/// definition made or upgraded.
extension NodeStore {
    /// Records that `element` is a custom element (its state is "custom").
    public func markCustomElement(_ element: NodeID) {
        customElementNodes.insert(element)
        recordStyleChange(of: element)
    }

    /// Records that `element` failed to become one.
    public func unmarkCustomElement(_ element: NodeID) {
        customElementNodes.remove(element)
        recordStyleChange(of: element)
    }

    /// Whether `element` is defined: not an HTML element of a valid custom element name
    /// that no definition has made custom.
    ///
    /// https://dom.spec.whatwg.org/#concept-element-defined
    public func isDefined(_ element: NodeID) -> Bool {
        guard namespace(of: element) == .html else { return true }
        let name = localNameString(of: element)
        guard name.contains("-"), CustomElementName.problem(with: name) == nil else { return true }
        return customElementNodes.contains(element)
    }
}

/// Valid custom element names.
///
/// https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name
public enum CustomElementName {
    /// Names HTML, SVG and MathML already use with a hyphen.
    public static let reserved: Set<String> = [
        "annotation-xml", "color-profile", "font-face", "font-face-src", "font-face-uri", "font-face-format",
        "font-face-name", "missing-glyph",
    ]

    /// Why `name` is not a valid custom element name (WebKit's message), or nil when it is.
    public static func problem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else {
            return "Custom element name must have a lowercase ASCII letter as its first character"
        }
        if name.unicodeScalars.contains(where: { ("A"..."Z").contains($0) }) {
            return "Custom element name cannot contain an upper case ASCII letter"
        }
        if !name.contains("-") { return "Custom element name must contain a hyphen" }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "." || scalar == "_"
                || scalar.value == 0xB7 || scalar.value >= 0xC0
        }
        if !allowed { return "Custom element name contains a character that is not allowed" }
        if reserved.contains(name) { return "Custom element name cannot be same as one of the standard elements" }
        return nil
    }
}

