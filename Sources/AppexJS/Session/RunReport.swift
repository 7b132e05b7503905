/// What a run produced besides its result, and how it ran: console output, warnings,
/// timings, the platform and window, and what became of `finalize`.
public struct RunReport: Sendable, Equatable {
    /// `console.*` calls, in order.
    public var console: [ConsoleMessage] = []
    /// Things a user should know that did not stop the run (a second `completionFunction`
    /// call, `NaN` in the result, a top-level throw before `run`).
    public var warnings: [String] = []
    /// Exceptions nothing could catch (thrown in timer callbacks), as `Name: message`.
    public var uncaughtErrors: [String] = []
    /// Navigations scripts asked for (`assign https://…`); nothing navigates.
    public var navigationRequests: [String] = []
    /// `alert`, `confirm`, `prompt` and `print` calls, in order; each was answered at once
    /// (`confirm` with true, `prompt` with null).
    public var dialogs: [DialogMessage] = []
    /// The encoding the page was decoded with.
    public var encoding = ""
    /// Why that encoding was chosen: `byteOrderMark`, `transport`, `override`, `xmlDeclaration`,
    /// `metaPrescan`, `lateMeta`, `parentFrame`, `validUTF8` or `fallback` (see `EncodingSource`).
    public var encodingSource = ""
    /// How long each stage took.
    public var timings = Timings()
    /// The platform whose rules the run followed (it decides whether `finalize` is called).
    public var platform = SessionOptions.Platform.iOS
    /// The window's size in CSS pixels, as the page's scripts saw it (`innerWidth` × `innerHeight`).
    public var viewport = ViewportSize(width: 0, height: 0)
    /// What became of `finalize`; nil when the host did not ask for it.
    public var finalize: FinalizeReport?

    /// An empty report (what a session starts with).
    public init() {}

    /// How the run ran, as `appexjs run` and each corpus line write it: `platform` (`ios` or
    /// `macos`), `viewport` (`390x844`) and `finalize` (``FinalizeReport/propertyListValue``,
    /// or null when it was not asked for).
    public var runFacts: [String: PropertyListValue] {
        [
            "platform": .string(platform.rawValue.lowercased()),
            "viewport": .string("\(viewport.width)x\(viewport.height)"),
            "finalize": finalize?.propertyListValue ?? .null,
        ]
    }

    /// Milliseconds spent in each stage.
    public struct Timings: Sendable, Equatable, Codable {
        /// Reading and decoding the page.
        public var loadMilliseconds = 0.0
        /// Parsing it into the document.
        public var parseMilliseconds = 0.0
        /// Making the page's JavaScript context (globals, interfaces) after parsing: waiting
        /// for it when it was built while the page parsed
        /// (``SessionOptions/buildsWindowWhileParsing``), then attaching the document.
        public var setupMilliseconds = 0.0
        /// Evaluating the script, `run()` and waiting for completion.
        public var runMilliseconds = 0.0
        /// `finalize()` and what it left running.
        public var finalizeMilliseconds = 0.0
    }
}

/// One `alert`, `confirm`, `prompt` or `print` call.
public struct DialogMessage: Sendable, Equatable, Codable {
    /// `alert`, `confirm`, `prompt` or `print`.
    public var kind: String
    /// The message the dialog would have shown.
    public var message: String

    /// A dialog of `kind` showing `message`.
    public init(kind: String, message: String) {
        self.kind = kind
        self.message = message
    }
}

/// One `console.*` call.
public struct ConsoleMessage: Sendable, Equatable, Codable {
    /// `log`, `info`, `warn`, `error`, `debug` or `trace`.
    public var level: String
    /// The arguments, formatted and joined with spaces.
    public var text: String

    /// A console message.
    public init(level: String, text: String) {
        self.level = level
        self.text = text
    }
}
