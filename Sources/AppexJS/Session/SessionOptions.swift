/// How a session loads the page and runs the script.
public struct SessionOptions: Sendable {
    /// Which host Safari runs on: it decides whether `finalize` is called.
    public enum Platform: String, Sendable, Codable {
        /// iOS and iPadOS: Safari calls `finalize` with what the extension returns.
        case iOS
        /// macOS: Safari never calls `finalize`.
        case macOS
    }

    /// The document URL; the page file's `file://` URL when nil.
    public var url: String?
    /// An encoding label to decode the page with unless it has a byte order mark
    /// (like an HTTP charset); nil to sniff as a browser does.
    public var encoding: String?
    /// Seconds to wait for `completionFunction` (and for `finalize` to settle), and the
    /// longest any one piece of script may run.
    public var timeout: Double = 10
    /// The platform whose rules to follow.
    public var platform: Platform = .iOS
    /// Whether timers wait in real time instead of virtual time.
    public var realTime = false
    /// The HTML parser's scripting flag. On (the default, as in Safari), `<noscript>`
    /// content is raw text; off, it is parsed as markup, as jsdom does and as Mozilla
    /// Readability's expected outputs assume.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#scripting-flag
    public var scriptingEnabled = true

    /// The defaults: sniffed encoding, a 10 s deadline, iOS, virtual time.
    public init() {}
}
