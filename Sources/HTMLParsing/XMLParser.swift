public import DOM

/// Parses XML documents (an XHTML page, `application/xhtml+xml`) as WebKit's
/// `XMLDocumentParser` does.
public enum XMLParser {
    /// Parses `utf8` into `document` (an empty document). XML has no error recovery: the first
    /// well-formedness error ends the parse, the document keeps what was built up to it, and
    /// WebKit's `parsererror` block (listing the errors by line and column) is put first in the
    /// document element. Returns the errors, empty for a well-formed document.
    ///
    /// https://html.spec.whatwg.org/multipage/xhtml.html#parsing-xhtml-documents
    @discardableResult
    public static func parseDocument(_ utf8: UnsafeRawBufferPointer, into store: NodeStore, document: NodeID) -> [XMLParseError] {
        let builder = XMLTreeBuilder(store: store, document: document)
        LibXML2XMLParser.parse(utf8, into: builder)
        if builder.errors.contains(where: \.isFatal) { builder.insertErrorMessageBlock() }
        return builder.errors
    }
}
