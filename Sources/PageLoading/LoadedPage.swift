public import WHATWGEncoding
public import WHATWGURL

/// A saved page ready for the parser: its text as UTF-8, the URL it is loaded as, and
/// how its encoding was found.
public struct LoadedPage: Sendable {
    /// The decoded page as UTF-8, with the HTML input-stream preprocessing applied
    /// (CR and CRLF become LF; NUL characters are dropped).
    public let utf8: [UInt8]
    /// The document URL: the one given, or the file's `file://` URL.
    public let url: URLRecord
    /// The encoding the bytes were decoded with (`document.characterSet`).
    public let encoding: Encoding
    /// Where that encoding came from.
    public let encodingSource: EncodingSource
    /// The file the page came from, if it came from a file.
    public let path: String?
    /// The size of the saved bytes.
    public let byteCount: Int
}

/// How a page's encoding was determined, in the order browsers try.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#determining-the-character-encoding
public enum EncodingSource: String, Sendable, Codable {
    /// A byte order mark.
    case byteOrderMark
    /// The caller said so (`--encoding`), like an HTTP `Content-Type` charset.
    case override
    /// A `<meta charset>` or `http-equiv` found by the prescan.
    case metaPrescan
    /// No declaration; the bytes are valid UTF-8.
    case validUTF8
    /// No declaration and not UTF-8: windows-1252, a browser's default for such files.
    case fallback
}
