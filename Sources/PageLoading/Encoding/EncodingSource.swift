/// Why a page was decoded with the encoding it was, in the order the decision tries them.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#determining-the-character-encoding
public enum EncodingSource: String, Sendable, Codable, CaseIterable {
    /// A byte order mark, which outranks everything else.
    case byteOrderMark
    /// The charset the page's container declared: a web archive's `WebResourceTextEncodingName`,
    /// an MHTML part's or a WARC record's HTTP `Content-Type` charset.
    case transport
    /// The caller said so (`--encoding`), for a page whose container declared none.
    case override
    /// An XML declaration's `encoding` (`<?xml version="1.0" encoding="…"?>`), which WebKit honours
    /// in HTML pages too, or the UTF-16 bytes of a `<?xml` at the start.
    case xmlDeclaration
    /// A `<meta charset>` or `http-equiv="Content-Type"` within the first 1024 bytes, where the
    /// HTML standard's prescan finds it.
    case metaPrescan
    /// A `<meta>` further on, while the page is still in its head: WebKit keeps looking there
    /// (the HTML standard's "change the encoding").
    case lateMeta
    /// A frame with no declaration of its own takes its parent page's encoding, as WebKit does
    /// for a frame of the same origin.
    case parentFrame
    /// No declaration; the bytes are valid UTF-8 (only for a bare page file, which lost the
    /// transport charset it was served with).
    case validUTF8
    /// No declaration: windows-1252, WebKit's default (UTF-8 for XML).
    case fallback
}
