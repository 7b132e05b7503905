import SavedPages
public import WHATWGEncoding

/// Writes a page back as it was saved: the serialized document in the page's own encoding, in
/// the format it came in.
public enum PageWriter {
    /// The bytes of `page`'s file with its document replaced by `html`: a bare file is the
    /// encoded document; a web archive keeps everything but its main resource's
    /// `WebResourceData`; an MHTML file everything but its root part's body (encoded as it
    /// was); a WARC page becomes a WARC file of one `response` record that replaces the one it
    /// was read from (gzip-compressed when the file was).
    public static func savedBytes(of html: String, for page: LoadedPage) throws(PageLoadError) -> [UInt8] {
        let document = bytes(of: html, in: page.encoding)
        let file = page.path ?? "the page"
        do {
            switch page.source {
            case .file:
                return document
            case .webArchive(let archive):
                return try archive.replacingMainResourceData(with: document, file: file)
            case .mhtml(let archive):
                return archive.replacingRootData(with: document)
            case .warc(let warcPage, let isGzip):
                return try WARCWriter.replacing(warcPage, payload: document, gzip: isGzip)
            }
        } catch {
            throw PageLoadError(error)
        }
    }

    /// The bytes of `html` in `encoding`, as a page read in that encoding is written back: each
    /// character the encoding cannot represent as a numeric character reference, and UTF-16
    /// after a byte order mark (the page was read as UTF-16 only because it had one, or a
    /// container said so). The replacement encoding writes UTF-8.
    ///
    /// https://encoding.spec.whatwg.org/#encode
    public static func bytes(of html: String, in encoding: Encoding) -> [UInt8] {
        switch encoding {
        case .utf16LE: [0xFF, 0xFE] + encoding.encode(html)
        case .utf16BE: [0xFE, 0xFF] + encoding.encode(html)
        default: encoding.encode(html)
        }
    }
}
