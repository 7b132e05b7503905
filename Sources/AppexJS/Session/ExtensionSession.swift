import Bindings
import DOM
import Foundation
import HTMLParsing
import JavaScriptEngine
import PageLoading
import WHATWGEncoding
import WHATWGURL

/// One page and one JavaScript context, kept alive from `run()` to `finalize`, as Safari
/// keeps the page an extension was opened on.
///
/// 1. `init` reads and parses the page.
/// 2. ``run()`` evaluates the extension's script, calls `ExtensionPreprocessingJS.run`
///    with a `completionFunction`, waits for it (running timers), and returns the
///    ``ExtensionItem`` Safari would hand the extension.
/// 3. ``finalize(returning:)`` passes what the extension returned to
///    `ExtensionPreprocessingJS.finalize` (on iOS), lets timers settle, and the changed
///    page is ``pageHTML``.
///
/// A session is confined to one thread at a time.
public final class ExtensionSession {
    /// How the session was set up.
    public let options: SessionOptions
    /// The page URL scripts see.
    public let url: String
    /// What happened besides the result: console output, warnings, timings.
    public private(set) var report = RunReport()
    /// Watches the session's script from another thread (see ``StallMonitor``).
    public let stallMonitor: StallMonitor

    private let engine: ScriptEngine
    private let scripts: [ExtensionScript]
    private let store: NodeStore
    private let document: NodeID
    private let realm: Realm
    private let page: LoadedPage
    private var extensionObject: ProtectedValue?
    private var results: PropertyListValue?
    private var completionFailure: AppexError?
    private var asyncRunFailure: AppexError?
    private var state = State.loaded
    /// The style sheets the saved page carries, for the page's cascade (nil for a bare file).
    private(set) var styleSheets: ArchivedStyleSheets?

    private enum State { case loaded, ran, finalized }

    /// Loads the page file at `pagePath` for `scripts`.
    public convenience init(
        pagePath: String, scripts: [ExtensionScript], options: SessionOptions = SessionOptions(),
        engine: ScriptEngine = ScriptEngine()
    ) throws(AppexError) {
        let started = ContinuousClock.now
        let url = try Self.parseURL(options.url)
        let encoding = try Self.encoding(options.encoding)
        let page: LoadedPage
        do {
            page = try PageLoader.load(
                contentsOf: pagePath, url: url, encodingOverride: encoding, record: options.record, recordOffset: options.recordOffset)
        } catch {
            throw AppexError(.pageUnreadable, error.description)
        }
        try self.init(page: page, scripts: scripts, options: options, engine: engine, loadStarted: started)
    }

    /// Uses `html` as the page, loaded as `options.url` (`about:blank` when nil).
    public convenience init(
        html: String, scripts: [ExtensionScript], options: SessionOptions = SessionOptions(),
        engine: ScriptEngine = ScriptEngine()
    ) throws(AppexError) {
        let started = ContinuousClock.now
        let url = try Self.parseURL(options.url) ?? URLRecord.parse("about:blank")!
        let page = PageLoader.decode(Array(html.utf8), url: url, encodingOverride: .utf8)
        try self.init(page: page, scripts: scripts, options: options, engine: engine, loadStarted: started)
    }

    /// Uses `pageBytes` as the page (a saved file's bytes, or a response's body), decoded as a
    /// saved file is (byte order mark, `options.encoding`, the `<meta>` prescan, UTF-8, else
    /// windows-1252) and loaded as `options.url` (`about:blank` when nil).
    public convenience init(
        pageBytes: [UInt8], scripts: [ExtensionScript], options: SessionOptions = SessionOptions(),
        engine: ScriptEngine = ScriptEngine()
    ) throws(AppexError) {
        let started = ContinuousClock.now
        let url = try Self.parseURL(options.url) ?? URLRecord.parse("about:blank")!
        let page = PageLoader.decode(pageBytes, url: url, encodingOverride: try Self.encoding(options.encoding))
        try self.init(page: page, scripts: scripts, options: options, engine: engine, loadStarted: started)
    }

    private init(
        page: LoadedPage, scripts: [ExtensionScript], options: SessionOptions, engine: ScriptEngine,
        loadStarted: ContinuousClock.Instant
    ) throws(AppexError) {
        self.options = options
        self.engine = engine
        self.scripts = scripts
        self.page = page
        self.url = page.url.href
        report.timings.loadMilliseconds = milliseconds(since: loadStarted)
        report.encoding = page.encoding.name
        report.encodingSource = page.encodingSource.rawValue
        report.warnings.append(contentsOf: page.warnings.map { "\(page.path ?? "the page"): \($0)" })

        let parseStarted = ContinuousClock.now
        let environment = options.browserEnvironment
        report.platform = options.platform
        report.viewport = ViewportSize(width: environment.viewport.width, height: environment.viewport.height)
        let window: WindowPreparation
        if let prepared = engine.takeWindowPrepared(for: environment) {
            window = prepared
            store = prepared.store
            document = prepared.document
            store.updateDocumentState(document) { state in
                state.url = page.url
                state.characterSet = page.encoding.name
            }
        } else {
            store = NodeStore()
            document = store.createDocument(url: page.url, characterSet: page.encoding.name)
            window = WindowPreparation(
                document: document, in: store, engine: engine, machine: engine.machineForSession,
                environment: environment, concurrently: options.buildsWindowWhileParsing)
        }
        engine.sessionStarted(in: window)
        store.updateDocumentState(document) { state in
            state.scriptingEnabled = options.scriptingEnabled
            if page.isXML { state.contentType = "application/xhtml+xml" }
        }
        let store = self.store
        let document = self.document
        if page.isXML {
            // XHTML is XML: the first well-formedness error ends the parse, as in WebKit.
            let errors = page.utf8.withUnsafeBytes { XMLParser.parseDocument($0, into: store, document: document) }
            let file = page.path ?? page.url.href
            report.warnings += errors.map { "\(file):\($0.line):\($0.column): XML \($0.isFatal ? "error" : "warning"): \($0.message)"
                + ($0.isFatal ? " (the page is what was parsed before it, as in WebKit)" : "") }
        } else {
            page.utf8.withUnsafeBytes { HTMLParser.parseDocument($0, into: store, document: document) }
        }
        report.timings.parseMilliseconds = milliseconds(since: parseStarted)

        let setupStarted = ContinuousClock.now
        do {
            realm = try window.finish()
        } catch {
            throw AppexError(.scriptThrew, "setting up the page's JavaScript context failed: \(error.details.summary)")
        }
        if !page.resources.isEmpty {
            styleSheets = ArchivedStyleSheets(page: page, store: store, document: document)
            store.styleSheetLoader = styleSheets
            let frames = FramePages(page: page)
            realm.frameContentProvider = { url, parentURL in frames.content(at: url, parentURL: parentURL) }
        }
        if let selection = options.selection { try realm.select(selection) }
        stallMonitor = StallMonitor(machine: window.machine, timeout: options.timeout, file: scripts.last?.name ?? "script")
        realm.limitScriptTime(seconds: options.timeout)
        if let megabytes = options.memoryLimit {
            realm.limitScriptMemory(toResidentBytes: (ResidentMemory.bytes() ?? 0) + Int(megabytes * 1_048_576))
        }
        report.timings.setupMilliseconds = milliseconds(since: setupStarted)
    }

    deinit {
        extensionObject = nil
        realm.limitScriptMemory(toResidentBytes: nil)
        realm.close()
    }

    /// The page serialized as HTML: its doctype and document element, with what scripts
    /// changed, form values they filled in written as attributes. An XHTML page is serialized
    /// as XML, after an XML declaration naming its encoding.
    public var pageHTML: String {
        if page.isXML {
            // An XML declaration keeps the page's encoding when it is read again (XML's default is UTF-8).
            return "<?xml version=\"1.0\" encoding=\"\(page.encoding.name)\"?>\n" + XMLNodeSerializer(store: store).serialize(document)
        }
        var serializer = HTMLSerializer(store: store)
        serializer.writesFormState = true
        return serializer.serialize(document)
    }

    /// The page as it is saved: ``pageHTML`` in the encoding the page was read in, each
    /// character that encoding cannot represent written as a numeric character reference.
    public var pageData: [UInt8] {
        PageWriter.bytes(of: pageHTML, in: page.encoding)
    }

    /// The file the page came from, with the page as scripts left it: a bare file is
    /// ``pageData``; a web archive, MHTML or WARC file is written back in its format, with only
    /// the page's own resource replaced (see `PageWriter.savedBytes(of:for:)`).
    public func savedPageData() throws(AppexError) -> [UInt8] {
        do {
            return try PageWriter.savedBytes(of: pageHTML, for: page)
        } catch {
            throw AppexError(.pageUnreadable, "cannot write the page back: \(error.description)")
        }
    }

    /// The format the page was read in.
    public var pageFormat: String { page.source.format.rawValue }

    // MARK: - run()

    /// Evaluates the scripts, calls `ExtensionPreprocessingJS.run({completionFunction})`,
    /// waits for `completionFunction` (running timers on the session's clock) and returns
    /// the item Safari would hand the extension: a property-list attachment holding
    /// `{NSExtensionJavaScriptPreprocessingResultsKey: results}` and the page URL.
    public func run() throws(AppexError) -> ExtensionItem {
        guard state == .loaded else {
            throw AppexError(.callOutOfOrder, "run() was already called on this session; make a new ExtensionSession to run again")
        }
        state = .ran
        let started = ContinuousClock.now
        defer {
            report.timings.runMilliseconds = milliseconds(since: started)
            collectDiagnostics()
        }
        try evaluateScripts()
        let extensionObject = try lookUpExtensionObject()
        self.extensionObject = ProtectedValue(extensionObject.value, in: realm.context)
        let run = try function(named: "run", of: extensionObject, missing: .missingRunFunction)
        try callRun(run, on: extensionObject)
        try waitForCompletion(deadline: ContinuousClock.now + .seconds(options.timeout))
        if let completionFailure { throw completionFailure }
        guard let results else {
            if let asyncRunFailure { throw asyncRunFailure }
            if realm.eventLoop.hasPendingTimers {
                throw AppexError(
                    .completionNeverCalled,
                    "completionFunction was not called within \(formatSeconds(options.timeout)); timers were still pending "
                        + "(raise --timeout if the script needs longer)",
                    file: mainScriptName)
            }
            throw AppexError(
                .completionNeverCalled,
                "run() finished without calling completionFunction, and no timer is left that could call it",
                file: mainScriptName)
        }
        return ExtensionItem.preprocessingResults(results, pageURL: url)
    }

    /// The name of the extension's own script (the last one).
    private var mainScriptName: String { scripts.last?.name ?? "script" }

    private func evaluateScripts() throws(AppexError) {
        for script in scripts {
            beginStage("the top level of \(script.name)")
            let failure = Self.exception { () throws(JSException) in
                _ = try realm.context.evaluate(script.source, sourceURL: script.name)
            }
            try checkForTermination(during: "the top level of \(script.name)", stageReturned: failure == nil)
            if let failure { try handleEvaluationFailure(failure, in: script) }
        }
    }

    /// What `body` threw, or nil.
    private static func exception(_ body: () throws(JSException) -> Void) -> JSException? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// A syntax error fails the run. A top-level throw fails it only when no
    /// `ExtensionPreprocessingJS` got defined; otherwise (as Safari still calls `run`)
    /// it is a warning.
    private func handleEvaluationFailure(_ error: JSException, in script: ExtensionScript) throws(AppexError) {
        let details = error.details
        if details.name == "SyntaxError", (try? realm.context.checkSyntax(script.source, sourceURL: script.name)) == nil {
            throw AppexError(
                .scriptSyntaxError, details.summary, file: details.sourceURL ?? script.name, line: details.line,
                column: details.column)
        }
        if script.name == mainScriptName, (try? lookUpExtensionObject()) != nil {
            report.warnings.append("\(location(of: details, in: script)): the script's top level threw \(details.summary); run() is still called")
            return
        }
        throw AppexError(
            details.isOutOfMemory ? .outOfMemory : .scriptThrew, "\(details.summary) (while evaluating the script's top level)",
            file: details.sourceURL ?? script.name, line: details.line, column: details.column, stack: details.stack)
    }

    /// `ExtensionPreprocessingJS`, found by identifier so `var`, `let`, `const` and
    /// `class` declarations all work.
    private func lookUpExtensionObject() throws(AppexError) -> JSObject {
        let value: JSValue
        do {
            value = try realm.context.evaluate(
                "typeof ExtensionPreprocessingJS === 'undefined' ? undefined : ExtensionPreprocessingJS",
                sourceURL: ScriptErrorDetails.hostScriptScheme + "lookup")
        } catch {
            try checkForTermination(during: "looking up ExtensionPreprocessingJS", stageReturned: false)
            throw AppexError(.missingExtensionObject, "looking up ExtensionPreprocessingJS threw \(error.details.summary)")
        }
        guard let object = value.asObject(in: realm.context) else {
            let what = value.isUndefined(in: realm.context) ? "does not define" : "defines a non-object"
            throw AppexError(
                .missingExtensionObject,
                "the script \(what) ExtensionPreprocessingJS; define it, for example `var ExtensionPreprocessingJS = { run: function (args) { … } };`",
                file: mainScriptName)
        }
        return object
    }

    private func function(named name: String, of object: JSObject, missing: AppexError.Kind) throws(AppexError) -> JSObject {
        let value: JSValue
        do {
            value = try object.property(name, in: realm.context)
        } catch {
            try checkForTermination(during: "reading ExtensionPreprocessingJS.\(name)", stageReturned: false)
            throw AppexError(missing, "reading ExtensionPreprocessingJS.\(name) threw \(error.details.summary)", file: mainScriptName)
        }
        guard let function = value.asObject(in: realm.context), function.isFunction(in: realm.context) else {
            throw AppexError(
                missing, "ExtensionPreprocessingJS has no \(name) function (it is \(describe(value)))", file: mainScriptName)
        }
        return function
    }

    private func callRun(_ run: JSObject, on extensionObject: JSObject) throws(AppexError) {
        let context = realm.context
        let completionFunction = realm.makeFunction(name: "completionFunction") { [weak self] call in
            guard let self else { return call.context.undefined }
            self.realm.withCallbackStage(.hostFunction("completionFunction, reading the results it was given")) {
                self.complete(with: call[0])
            }
            return call.context.undefined
        }
        beginStage("ExtensionPreprocessingJS.run")
        let failure = Self.exception { () throws(JSException) in
            let arguments = try context.makeObject(dataProperties: [("completionFunction", completionFunction.value)])
            _ = try realm.callWatchingRejection(run, on: extensionObject, argument: arguments.value, rejected: rejectionHandler())
        }
        try checkForTermination(during: "ExtensionPreprocessingJS.run", stageReturned: failure == nil)
        if let failure { throw runFailure(failure.details, during: "ExtensionPreprocessingJS.run") }
    }

    /// What an `async run()` that rejects calls: it ends the wait at once, as a throw would.
    private func rejectionHandler() -> JSObject {
        realm.makeFunction(name: "") { [weak self] call in
            guard let self else { return call.context.undefined }
            let details = JSException(context: call.context, value: call[0].raw).details
            self.asyncRunFailure = self.runFailure(details, during: "ExtensionPreprocessingJS.run (its promise rejected)")
            return call.context.undefined
        }
    }

    private func runFailure(_ details: ScriptErrorDetails, during stage: String) -> AppexError {
        AppexError(
            details.isOutOfMemory ? .outOfMemory : .runThrew, "\(details.summary) (in \(stage))", file: details.sourceURL ?? mainScriptName, line: details.line,
            column: details.column, stack: details.stack)
    }

    /// Starts a stage of the session's script: its time limit covers the promise jobs it
    /// queues too (see `Realm.beginScriptStage()`).
    private func beginStage(_ name: String) {
        realm.beginScriptStage()
        stallMonitor.enter(name)
    }

    /// Throws the timeout when the watchdog stopped script during `stage` (what the host
    /// called), naming where: one of the page's callbacks (a listener, an observer), a
    /// promise job the stage queued (when the stage itself returned), or the stage.
    private func checkForTermination(during stage: String, stageReturned: Bool) throws(AppexError) {
        guard let termination = realm.takeTermination() else { return }
        let place: String
        if let callback = termination.callbackStage {
            place = "\(callback), during \(stage)"
        } else {
            place = stageReturned ? "a promise callback (microtask) queued during \(stage)" : stage
        }
        switch termination.reason {
        case .timeLimit: throw timedOut(during: place)
        case .stageTimeLimit: throw timedOut(during: "promise callbacks (microtasks) queued during \(stage)")
        case .memoryLimit:
            throw AppexError(
                .outOfMemory,
                "the page's scripts used more than \(formatMegabytes(options.memoryLimit ?? 0)) of memory (in \(place)); "
                    + "raise --max-memory if the page needs more",
                file: mainScriptName)
        }
    }

    private func timedOut(during stage: String) -> AppexError {
        AppexError(
            .timedOut,
            "script ran for more than \(formatSeconds(options.timeout)) without returning (in \(stage)); it may loop forever",
            file: mainScriptName)
    }

    /// What `completionFunction` does: the first call's argument is the result.
    private func complete(with value: JSValue) {
        guard results == nil, completionFailure == nil else {
            report.warnings.append("completionFunction was called again; the first call's results are kept")
            return
        }
        let context = realm.context
        guard let object = value.asObject(in: context), !value.isArray(in: context), !object.isFunction(in: context) else {
            completionFailure = AppexError(
                .completionArgumentNotDictionary,
                "completionFunction was called with \(describe(value)); it takes an object (a dictionary of results)",
                file: mainScriptName)
            return
        }
        var converter = ScriptValueConverter(realm: realm)
        do {
            results = try converter.convert(object.value, keyPath: "results") ?? .dictionary([:])
            report.warnings.append(contentsOf: converter.warnings)
        } catch {
            completionFailure = AppexError(
                .resultNotConvertible, "the result cannot become a property list: \(Self.abbreviated(error.keyPath)): \(error.reason)",
                file: mainScriptName)
        }
    }

    /// A key path short enough for one line: its start and end around an ellipsis.
    static func abbreviated(_ keyPath: String) -> String {
        guard keyPath.count > 120 else { return keyPath }
        return "\(keyPath.prefix(60))…\(keyPath.suffix(40))"
    }

    // MARK: - Waiting

    /// Runs timers until `done` (or completion) or the deadline: virtual time may not pass
    /// the timeout, and neither may real time.
    private func waitForCompletion(deadline: ContinuousClock.Instant, until done: (() -> Bool)? = nil) throws(AppexError) {
        let virtualLimit = realm.eventLoop.now + options.timeout * 1000
        let finished = done ?? { [unowned self] in self.results != nil || self.completionFailure != nil || self.asyncRunFailure != nil }
        while !finished() {
            guard let due = realm.eventLoop.nextDueTime, due <= virtualLimit, ContinuousClock.now < deadline else { return }
            beginStage("a timer callback")
            let (_, uncaught) = realm.eventLoop.runNextTimer(in: realm.context)
            try checkForTermination(during: "a timer callback", stageReturned: uncaught == nil)
            if let uncaught {
                realm.reportUncaught(uncaught)
                try checkForTermination(during: "reporting what a timer callback threw", stageReturned: true)
            }
        }
    }

    // MARK: - finalize

    /// Passes what the extension returned to `ExtensionPreprocessingJS.finalize`: the
    /// `NSExtensionJavaScriptFinalizeArgumentKey` dictionary of the first property-list
    /// attachment that has one. Does nothing when no item has one, or on macOS. Then
    /// runs pending timers until none is left or the timeout passes (fill scripts finish
    /// their work in a `setTimeout`).
    ///
    /// - Throws: when the argument is not a dictionary, `finalize` is missing, or it throws;
    ///   `.callOutOfOrder` before ``run()`` or when `finalize` was already asked for.
    public func finalize(returning items: [ExtensionItem]) throws(AppexError) {
        try startFinalize()
        guard let argument = try ExtensionItem.finalizeArgument(in: items) else {
            report.finalize = FinalizeReport(
                called: false, argument: nil, reason: "no returned item holds \(NSExtensionJavaScriptFinalizeArgumentKey)")
            return
        }
        try finalizeOnIOS(with: argument)
    }

    /// Calls `finalize(argument)` directly, for hosts that hold the dictionary already.
    ///
    /// - Throws: when `finalize` is missing or throws; `.callOutOfOrder` before ``run()`` or
    ///   when `finalize` was already asked for.
    public func finalize(with argument: [String: PropertyListValue]) throws(AppexError) {
        try startFinalize()
        try finalizeOnIOS(with: argument)
    }

    /// Checks that `finalize` comes after `run()`, once.
    private func startFinalize() throws(AppexError) {
        switch state {
        case .loaded: throw AppexError(.callOutOfOrder, "finalize comes after run(): call run() first")
        case .finalized: throw AppexError(.callOutOfOrder, "finalize was already called on this session")
        case .ran: state = .finalized
        }
    }

    /// Calls `finalize(argument)` as Safari does: on iOS only.
    private func finalizeOnIOS(with argument: [String: PropertyListValue]) throws(AppexError) {
        guard options.platform == .iOS else {
            report.warnings.append("finalize is not called on macOS")
            report.finalize = FinalizeReport(called: false, argument: argument, reason: "finalize is not called on macOS")
            return
        }
        report.finalize = FinalizeReport(called: true, argument: argument)
        try callFinalize(with: argument)
    }

    private func callFinalize(with argument: [String: PropertyListValue]) throws(AppexError) {
        let started = ContinuousClock.now
        defer {
            report.timings.finalizeMilliseconds = milliseconds(since: started)
            collectDiagnostics()
        }
        guard let extensionObject = extensionObject?.object else {
            throw AppexError(.missingFinalizeFunction, "run() did not complete, so finalize cannot be called")
        }
        let finalize = try function(named: "finalize", of: extensionObject, missing: .missingFinalizeFunction)
        let context = realm.context
        beginStage("ExtensionPreprocessingJS.finalize")
        let failure = Self.exception { () throws(JSException) in
            let value = try PropertyListValue.dictionary(argument).javaScriptValue(in: realm)
            _ = try finalize.call(this: extensionObject, arguments: [value], in: context)
        }
        try checkForTermination(during: "ExtensionPreprocessingJS.finalize", stageReturned: failure == nil)
        if let failure {
            let details = failure.details
            throw AppexError(
                details.isOutOfMemory ? .outOfMemory : .finalizeThrew, "\(details.summary) (in ExtensionPreprocessingJS.finalize)",
                file: details.sourceURL ?? mainScriptName, line: details.line, column: details.column, stack: details.stack)
        }
        try waitForCompletion(deadline: ContinuousClock.now + .seconds(options.timeout)) { false }
    }

    // MARK: - Reporting

    private func collectDiagnostics() {
        report.console = realm.consoleMessages.map { ConsoleMessage(level: $0.level.rawValue, text: $0.text) }
        report.uncaughtErrors = realm.uncaughtErrors.map(\.summary)
        report.navigationRequests = realm.navigationRequests.map(\.summary)
        report.dialogs = realm.dialogs.map { DialogMessage(kind: $0.kind, message: $0.message) }
        for warning in realm.warnings where !report.warnings.contains(warning) { report.warnings.append(warning) }
    }

    private func location(of details: ScriptErrorDetails, in script: ExtensionScript) -> String {
        var text = details.sourceURL ?? script.name
        if let line = details.line { text += ":\(line)" }
        if let column = details.column { text += ":\(column)" }
        return text
    }

    /// How a value reads in an error message: `undefined`, `a string`, `an array`, …
    private func describe(_ value: JSValue) -> String {
        let context = realm.context
        switch value.kind(in: context) {
        case .undefined: return "undefined"
        case .null: return "null"
        case .boolean: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .symbol: return "a symbol"
        case .bigInt: return "a BigInt"
        case .object:
            if value.isArray(in: context) { return "an array" }
            if value.isFunction(in: context) { return "a function" }
            return "an object"
        }
    }

    private static func parseURL(_ text: String?) throws(AppexError) -> URLRecord? {
        guard let text else { return nil }
        guard let url = URLRecord.parse(text) else {
            throw AppexError(.invalidInput, "--url '\(text)' is not a valid absolute URL (for example https://example.com/page.html)")
        }
        return url
    }

    private static func encoding(_ label: String?) throws(AppexError) -> Encoding? {
        guard let label else { return nil }
        guard let encoding = Encoding(label: label) else {
            throw AppexError(.invalidInput, "--encoding '\(label)' is not an encoding label the Encoding Standard knows (try utf-8 or windows-1252)")
        }
        return encoding
    }
}

/// Milliseconds since `start`.
func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}

/// `2048 MB`.
func formatMegabytes(_ megabytes: Double) -> String {
    megabytes == megabytes.rounded() ? "\(Int(megabytes)) MB" : "\(megabytes) MB"
}

extension ScriptErrorDetails {
    /// Whether the engine refused memory (`RangeError: Out of memory`: a string or buffer
    /// longer than it allows, or an allocation that failed).
    var isOutOfMemory: Bool { name == "RangeError" && message == "Out of memory" }
}

/// `10 s`, `0.5 s`.
func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}
