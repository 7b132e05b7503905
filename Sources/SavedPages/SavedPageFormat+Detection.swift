extension SavedPageFormat {
    /// How many bytes of a file ``detect(path:head:)`` wants to see.
    public static let detectionLength = 1024

    /// The format of the file at `path`, from its first bytes and its name: what the bytes
    /// clearly are wins (a WARC record, a property list, gzip), then the name's extension, then
    /// MIME headers for MHTML; anything else is HTML.
    ///
    /// - Throws: when the bytes are clearly not a page (an executable, an image, a PDF, a ZIP
    ///   archive, compressed data that is not a WARC file, binary data), saying what they look like.
    public static func detect(path: String, head: ArraySlice<UInt8>) throws(SavedPageError) -> SavedPageFormat {
        let named = named(by: path)
        if head.starts(with: Array("WARC/".utf8)) { return .warc }
        if head.starts(with: [0x1F, 0x8B]) {
            if named == .warc || Self.inflatedStart(of: head).starts(with: Array("WARC/".utf8)) { return .warc }
            throw refusal(path, "gzip-compressed data that is not a WARC file (a .warc.gz starts with a gzip member holding 'WARC/1.1')")
        }
        if head.starts(with: Array("bplist00".utf8)) || isXMLPropertyList(head) { return .webArchive }
        if let kind = FileSignature.nonPageKind(of: head) { throw refusal(path, kind) }
        if let named { return named }
        return looksLikeMIMEHeaders(head) ? .mhtml : .html
    }

    /// The refusal of a file that is not a page.
    private static func refusal(_ path: String, _ kind: String) -> SavedPageError {
        SavedPageError(
            file: path,
            reason: "it is not a saved page: it looks like \(kind). appexjs reads HTML (.html, .htm), XHTML (.xhtml), "
                + "web archives (.webarchive), MHTML (.mhtml, .mht) and WARC files (.warc, .warc.gz)")
    }

    /// The first bytes of gzip data inflated, or nothing if they do not inflate.
    private static func inflatedStart(of head: ArraySlice<UInt8>) -> [UInt8] {
        guard let stream = try? ZlibStream(inflating: .gzip) else { return [] }
        var output: [UInt8] = []
        _ = Array(head).withUnsafeBytes { raw in try? stream.inflate(raw, appendingTo: &output) }
        return output
    }

    /// Whether the bytes are an XML property list (`<?xml …?>` then `<!DOCTYPE plist` or `<plist`).
    private static func isXMLPropertyList(_ head: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: head, as: UTF8.self)
        guard text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).hasPrefix("<?xml") else { return false }
        return text.contains("<!DOCTYPE plist") || text.contains("<plist")
    }

    /// Whether the bytes start with MIME header fields an MHTML file has.
    private static func looksLikeMIMEHeaders(_ head: ArraySlice<UInt8>) -> Bool {
        guard let (headers, _) = HeaderFields.parse(head) else { return false }
        let contentType = (headers["Content-Type"] ?? "").lowercased()
        return headers["MIME-Version"] != nil || contentType.hasPrefix("multipart/related")
    }
}
