extension NodeStore {
    /// `document.title`: the first `<title>`'s text with white space stripped and collapsed.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#document.title
    public func title(of document: NodeID) -> String {
        guard let title = titleElement(of: document) else { return "" }
        return stripAndCollapseASCIIWhitespace(descendantTextContent(of: title))
    }

    /// Sets `document.title`, making a `<title>` in the head when there is none.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#document.title
    public func setTitle(_ value: String, of document: NodeID) {
        if let title = titleElement(of: document) {
            setTextContent(value, of: title)
        } else if let head = head(of: document) {
            let title = createElement(.title, in: document)
            insert(title, into: head, before: nil)
            setTextContent(value, of: title)
        }
    }

    /// The first `title` element in the document.
    public func titleElement(of document: NodeID) -> NodeID? {
        var found: NodeID?
        forEachDescendantElement(of: document) { element in
            if isHTMLElement(element, named: .title) || (namespace(of: element) == .svg && localName(of: element) == .title) {
                found = element
                return false
            }
            return true
        }
        return found
    }
}

/// `text` with leading and trailing ASCII white space removed and inner runs collapsed to one space.
///
/// https://infra.spec.whatwg.org/#strip-and-collapse-ascii-whitespace
public func stripAndCollapseASCIIWhitespace(_ text: String) -> String {
    text.split(whereSeparator: isASCIIWhitespace).joined(separator: " ")
}
