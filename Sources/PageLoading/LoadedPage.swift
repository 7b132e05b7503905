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
    /// What a user debugging the page should know about how it was read: declarations of
    /// encodings that were ignored, each as one sentence.
    public var warnings: [String] = []
}
