extension NodeStore {
    /// Sets `document.body`: `element` replaces the body element, or is appended to the
    /// document element when there is none. `element` must be an HTML `body` or
    /// `frameset` element (nil is not).
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-body
    public func setBody(_ element: NodeID?, of document: NodeID) throws(DOMException) {
        // 1.
        guard let element, isHTMLElement(element, named: .body) || isHTMLElement(element, named: .frameset) else {
            throw DOMException(.hierarchyRequestError, "the new body must be a body or frameset element")
        }
        let current = body(of: document)
        // 2.
        if current == element { return }
        // 3.
        if let current, let parent = parent(of: current) {
            try replace(current, with: element, in: parent)
            return
        }
        // 4.
        guard let root = documentElement(of: document) else {
            throw DOMException(.hierarchyRequestError, "the document has no document element to hold a body")
        }
        // 5.
        try appendChild(element, to: root)
    }
}
