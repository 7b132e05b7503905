import SavedPages
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
    /// The size of the saved bytes (the page's own, in an archive).
    public let byteCount: Int
    /// Whether the page is XHTML (`.xhtml`, `application/xhtml+xml`), which is parsed as XML.
    public let isXML: Bool
    /// Where the page came from, for writing it back in the same format.
    public internal(set) var source = SavedPageSource.file(.html)
    /// What the archive holds besides the page: its frames' documents and its subresources
    /// (style sheets among them). Empty for a bare file.
    public internal(set) var resources = PageResources()
    /// What a user debugging the page should know about how it was read: declarations of
    /// encodings that were ignored, each as one sentence.
    public var warnings: [String] = []
}
