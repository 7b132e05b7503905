public import Foundation

/// How a session loads the page and runs the script.
public struct SessionOptions: Sendable {
    /// Which host Safari runs on: it decides whether `finalize` is called.
    public enum Platform: String, Sendable, Codable {
        /// iOS and iPadOS: Safari calls `finalize` with what the extension returns.
        case iOS
        /// macOS: Safari never calls `finalize`.
        case macOS
    }

    /// The document URL; the archive's URL for the page, or the page file's `file://` URL, when nil.
    public var url: String?
    /// An encoding label to decode the page with when it has no byte order mark and its
    /// archive declares no charset; nil to decide as WebKit does.
    public var encoding: String?
    /// For a WARC file: the `WARC-Record-ID` or `WARC-Target-URI` of the page to load (the
    /// first HTML page when nil).
    public var record: String?
    /// With `record` (a `WARC-Record-ID`): where its record, or the gzip member holding it, starts
    /// in the file, as `WARCPageReader` lists pages; the file is then read from there.
    public var recordOffset: Int?
    /// Seconds to wait for `completionFunction` (and for `finalize` to settle), and the
    /// longest any one piece of script may run.
    public var timeout: Double = 10
    /// The most memory, in megabytes, the process may add while the session's scripts run
    /// (resident memory, from when the session starts): past it, script stops as it does at
    /// the time limit, and the session fails with an out-of-memory error. It is checked at
    /// each garbage collection, so script can pass it by one step of the engine heap's
    /// growth first. Nil: no limit.
    public var memoryLimit: Double? = 2048
    /// The platform whose rules to follow.
    public var platform: Platform = .iOS
    /// Whether timers wait in real time instead of virtual time.
    public var realTime = false
    /// Where the page's clock starts: `Date.now()` and `new Date()` at the start, and
    /// `performance.timeOrigin`; they move on as timers run. Nil for the wall clock's time
    /// when the page's window is made. A fixed time makes the results of scripts that stamp
    /// them (`collectedTimestamp`) the same on every run.
    public var now: Date?
    /// The HTML parser's scripting flag. On (the default, as in Safari), `<noscript>`
    /// content is raw text; off, it is parsed as markup, as jsdom does and as Mozilla
    /// Readability's expected outputs assume.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#scripting-flag
    public var scriptingEnabled = true

    /// What the user selected before opening the extension; nil for no selection.
    public var selection: UserSelection?
    /// `navigator.userAgent`; nil for Safari's on ``platform``.
    public var userAgent: String?
    /// `navigator.language`; nil for `en-US`.
    public var language: String?
    /// `navigator.platform`; nil for Safari's on ``platform`` (`iPhone`, `MacIntel`).
    public var navigatorPlatform: String?
    /// The window's size in CSS pixels (`innerWidth`, `innerHeight`, `screen`); nil for
    /// the default of ``platform`` (an iPhone's 390×844, or a 1280×800 Mac window).
    public var viewport: ViewportSize?
    /// `document.referrer`.
    public var referrer = ""
    /// Whether the page's window (its JavaScript context and globals) is built on another
    /// thread while the page parses. It shortens every page when a core is idle; turn it
    /// off when each core already runs a page of its own (`appexjs corpus` does when its
    /// workers fill the cores).
    public var buildsWindowWhileParsing = true

    /// The defaults: sniffed encoding, a 10 s deadline, a 2 GB memory limit, iOS, virtual
    /// time, no selection.
    public init() {}
}

/// What the user selected on the page before opening the extension: a saved page has
/// none, so the host says.
public enum UserSelection: Sendable, Equatable {
    /// The contents of the first element matching a CSS selector list.
    case contentsOfFirstMatch(String)
    /// The first occurrence of a text in the page's rendered text, across nodes.
    case text(String)
}

/// A window size in CSS pixels.
public struct ViewportSize: Sendable, Equatable {
    /// Width.
    public var width: Int
    /// Height.
    public var height: Int

    /// A viewport of the given size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `WIDTHxHEIGHT` (`390x844`), or nil when `text` is not two positive integers.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0,
            width <= 100_000, height <= 100_000
        else { return nil }
        self.init(width: width, height: height)
    }
}
