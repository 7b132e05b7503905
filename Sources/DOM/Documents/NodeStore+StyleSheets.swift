extension NodeStore {
    /// Whether `element` is a `link` whose `rel` has the `stylesheet` keyword and that has
    /// an `href`: one whose sheet `document.styleSheets` lists.
    ///
    /// https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet
    public func isStyleSheetLink(_ element: NodeID) -> Bool {
        guard isHTMLElement(element, named: .link), let href = attribute(.href, of: element), !href.isEmpty else { return false }
        return (attribute(.rel, of: element) ?? "").split(whereSeparator: isASCIIWhitespace)
            .contains { asciiLowercase(String($0)) == "stylesheet" }
    }
}
