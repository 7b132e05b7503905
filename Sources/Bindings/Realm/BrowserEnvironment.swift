/// What a page's scripts learn about the browser and the device: fixed, documented
/// answers where a real browser would measure something.
public struct BrowserEnvironment: Sendable, Equatable {
    /// `navigator.userAgent`: Safari 18 on macOS by default.
    public var userAgent =
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15"
    /// `navigator.language`.
    public var language = "en-US"
    /// `navigator.platform`.
    public var platform = "MacIntel"
    /// `navigator.vendor`.
    public var vendor = "Apple Computer, Inc."
    /// `innerWidth` × `innerHeight`, in CSS pixels.
    public var viewport = Viewport(width: 1280, height: 800)
    /// `devicePixelRatio`.
    public var devicePixelRatio = 2.0
    /// `document.referrer`.
    public var referrer = ""
    /// The initial `document.cookie`.
    public var cookie = ""
    /// `document.lastModified` (`MM/DD/YYYY hh:mm:ss`): the saved file's time when known.
    public var lastModified = "01/01/1970 00:00:00"
    /// How timers advance.
    public var clock = EventLoop.Clock.virtual
    /// When the page's clock starts, in milliseconds since the Unix epoch: `Date.now()` and
    /// `new Date()` at the start, and `performance.timeOrigin`. Nil for the wall clock's time
    /// when the window is made.
    public var timeOrigin: Double?

    /// The defaults.
    public init() {}
}

/// A viewport size in CSS pixels.
public struct Viewport: Sendable, Equatable {
    /// Width.
    public var width: Int
    /// Height.
    public var height: Int

    /// A viewport of the given size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// One `console.*` call.
public struct ConsoleMessage: Sendable, Equatable, Codable {
    /// How the message was printed (see ``ConsoleFunctions`` for which method prints at
    /// which level).
    public enum Level: String, Sendable, Codable {
        case log, info, warn, error, debug, trace
    }

    /// The method.
    public var level: Level
    /// The arguments, formatted and joined with spaces.
    public var text: String

    /// A message.
    public init(level: Level, text: String) {
        self.level = level
        self.text = text
    }
}
