import AppexJS
import ArgumentParser

/// What the page's window reports and what the user selected: a saved page carries
/// neither, so the command line says.
struct PageEnvironmentOptions: ParsableArguments {
    @Option(name: .customLong("select"), help: "The user's selection: the contents of the first element matching this CSS selector.")
    var selectSelector: String?

    @Option(name: .customLong("select-text"), help: "The user's selection: the first occurrence of this text on the page.")
    var selectText: String?

    @Option(name: .customLong("user-agent"), help: "navigator.userAgent (default: Safari 18 on the --platform).")
    var userAgent: String?

    @Option(help: "navigator.language (default: en-US).")
    var language: String?

    @Option(name: .customLong("navigator-platform"), help: "navigator.platform (default: iPhone on ios, MacIntel on macos).")
    var navigatorPlatform: String?

    @Option(help: "The window size in CSS pixels, WIDTHxHEIGHT (default: 390x844 on ios, 1280x800 on macos).")
    var viewport: String?

    @Option(help: "document.referrer (default: empty).")
    var referrer: String?

    @Option(help: ArgumentHelp(
        "Where the page's clock starts, an ISO 8601 date and time such as 2025-01-31T09:30:00Z: Date.now(), new Date() and performance.timeOrigin (default: the wall clock).",
        valueName: "date"))
    var now: String?

    func validate() throws {
        if selectSelector != nil && selectText != nil {
            throw ValidationError("--select and --select-text both give the selection; use one of them")
        }
        if let selectText, selectText.isEmpty { throw ValidationError("--select-text needs a non-empty text") }
        if let viewport, ViewportSize(parsing: viewport) == nil {
            throw ValidationError("--viewport '\(viewport)' is not WIDTHxHEIGHT in CSS pixels, for example 390x844")
        }
        if let now, SessionOptions.clockStart(iso8601: now) == nil {
            throw ValidationError(
                "--now '\(now)' is not an ISO 8601 date and time with a zone, for example 2025-01-31T09:30:00Z or 2025-01-31")
        }
    }

    func apply(to options: inout SessionOptions) {
        if let selectSelector { options.selection = .contentsOfFirstMatch(selectSelector) }
        if let selectText { options.selection = .text(selectText) }
        options.userAgent = userAgent
        options.language = language
        options.navigatorPlatform = navigatorPlatform
        options.viewport = viewport.flatMap(ViewportSize.init(parsing:))
        if let referrer { options.referrer = referrer }
        options.now = now.flatMap(SessionOptions.clockStart(iso8601:))
    }
}
