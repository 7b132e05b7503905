package import AppexJS
import Foundation

/// Runs the extension's scripts on one page after another in a worker: one
/// ``ScriptEngine`` for all of them, a fresh ``ExtensionSession`` (and JavaScript
/// context) for each page.
package final class PageRunner {
    private let scripts: [ExtensionScript]
    private let options: SessionOptions
    private let urlTemplate: String?
    private let finalizeArgument: [String: PropertyListValue]?
    private let engine = ScriptEngine()
    /// Scripts requests named by path, read once.
    private var scriptsByPath: [String: ExtensionScript] = [:]

    /// A runner for `scripts`. `urlTemplate` is the document URL, with `{id}` replaced by
    /// the page id; nil for each page's `file://` URL.
    package init(
        scripts: [ExtensionScript], options: SessionOptions, urlTemplate: String?,
        finalizeArgument: [String: PropertyListValue]?
    ) {
        self.scripts = scripts
        self.options = options
        self.urlTemplate = urlTemplate
        self.finalizeArgument = finalizeArgument
        // Only where a core would otherwise idle, as with building a window while a page parses:
        // with a worker per core, building ahead cost two workers 5-6 % of their pages/s.
        engine.preparesWindowsAhead = options.buildsWindowWhileParsing
    }

    /// Builds a page's window and parses a small page once, without the scripts, so that
    /// the engine's start-up is paid before the first page rather than charged to it: a
    /// worker's first page took 80-100 ms against a 14 ms median, most of it building the
    /// first JavaScript context.
    package func warmUp() {
        var options = self.options
        options.url = nil
        options.selection = nil
        _ = try? ExtensionSession(
            html: "<!DOCTYPE html><html><head><title>warm-up</title></head><body><p>warm-up</p></body></html>",
            scripts: [], options: options, engine: engine)
    }

    /// Loads the page at `path`, runs `run()` (and `finalize` when asked for), and says
    /// what happened. Nothing the page or script does escapes as an error.
    package func run(id: String, path: String) -> PageRecord {
        run(WorkerRequest(id: id, page: .path(path)))
    }

    /// Runs the page `request` names with what it sets instead of the runner's own
    /// scripts, URL, encoding, finalize argument and timeout, and says what happened.
    /// Nothing the page or script does escapes as an error.
    package func run(_ request: WorkerRequest) -> PageRecord {
        var options = self.options
        options.url = request.url ?? urlTemplate.map { $0.replacingOccurrences(of: "{id}", with: request.id) }
        if let encoding = request.encoding { options.encoding = encoding }
        if let timeout = request.timeout { options.timeout = timeout }
        options.record = request.record
        options.recordOffset = request.offset
        var finalizeArgument = self.finalizeArgument
        switch request.finalize {
        case nil: break
        case .skip?: finalizeArgument = nil
        case .call(let argument)?: finalizeArgument = argument
        }
        var record = PageRecord(id: request.id, status: .ok)
        if request.record != nil, case .path(let file) = request.page {
            record.warcFile = file
            record.warcOffset = request.offset
        }
        do {
            let scripts = try request.scripts.map(loadScripts) ?? self.scripts
            let session = try makeSession(request.page, scripts: scripts, options: options)
            let finalized = runAndFinalize(session, finalizeArgument: finalizeArgument, into: &record)
            record.take(session.report, finalized: finalized)
        } catch {
            record.fail(error, stage: "load")
        }
        let scriptMilliseconds = (record.timings.run ?? 0) + (record.timings.finalize ?? 0)
        if ScriptEngine.isWorthCollecting(afterRunOf: scriptMilliseconds) { engine.collectGarbage() }
        record.peakResidentMegabytes = peakResidentMegabytes()
        return record
    }

    /// The page's session (the session is gone when the caller lets go of it).
    private func makeSession(
        _ page: WorkerRequest.Page, scripts: [ExtensionScript], options: SessionOptions
    ) throws(AppexError) -> ExtensionSession {
        switch page {
        case .path(let path):
            return try ExtensionSession(pagePath: path, scripts: scripts, options: options, engine: engine)
        case .bytes(let bytes):
            return try ExtensionSession(pageBytes: bytes, scripts: scripts, options: options, engine: engine)
        case .html(let html):
            var options = options
            if options.encoding == nil { options.encoding = "utf-8" }
            return try ExtensionSession(pageBytes: Array(html.utf8), scripts: scripts, options: options, engine: engine)
        }
    }

    /// The scripts at `paths`, each read once per runner.
    private func loadScripts(_ paths: [String]) throws(AppexError) -> [ExtensionScript] {
        try paths.map { path throws(AppexError) in
            if let script = scriptsByPath[path] { return script }
            let script = try ExtensionScript(contentsOf: path)
            scriptsByPath[path] = script
            return script
        }
    }

    /// Runs the session into `record`; whether `finalize` was called.
    private func runAndFinalize(
        _ session: ExtensionSession, finalizeArgument: [String: PropertyListValue]?, into record: inout PageRecord
    ) -> Bool {
        do {
            let item = try session.run()
            record.results = item.preprocessingResults ?? .dictionary([:])
        } catch {
            record.fail(error, stage: "run")
            return false
        }
        guard let finalizeArgument else { return false }
        do {
            try session.finalize(with: finalizeArgument)
            record.finalizedPageSHA256 = SHA256.hexDigest(of: Array(session.pageHTML.utf8))
        } catch {
            record.fail(error, stage: "finalize")
        }
        return true
    }
}

extension PageRecord {
    /// Marks the page failed by `error` during `stage`: `timeout` when the JavaScript
    /// watchdog stopped the script, `out-of-memory` past the session's memory limit or when
    /// the engine refused memory, else `error`.
    package mutating func fail(_ error: AppexError, stage: String) {
        status = error.kind == .timedOut ? .timeout : error.kind == .outOfMemory ? .outOfMemory : .error
        self.error = PageError(
            stage: stage, kind: error.kind.rawValue, message: error.message, file: error.file, line: error.line,
            column: error.column)
    }

    /// Copies the session's console, warnings and timings.
    package mutating func take(_ report: RunReport, finalized: Bool) {
        console = report.console
        runFacts = report.runFacts
        encoding = Encoding(name: report.encoding, source: report.encodingSource)
        warnings = report.warnings + report.uncaughtErrors.map { "uncaught in a timer: \($0)" }
        timings.load = report.timings.loadMilliseconds
        timings.parse = report.timings.parseMilliseconds
        timings.setup = report.timings.setupMilliseconds
        timings.run = report.timings.runMilliseconds
        if finalized { timings.finalize = report.timings.finalizeMilliseconds }
    }
}
