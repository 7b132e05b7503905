import AppexJS
import CorpusRunning
import Foundation

/// One `appexjs corpus` invocation: checks every input before writing anything, runs the
/// pages on a ``WorkerPool``, records each result, and reports.
struct CorpusRun {
    let command: CorpusCommand

    /// Runs the corpus; false when a page regressed against its golden file.
    ///
    /// - Throws: `AppexError` (or a collection error) for a bad input, before any output.
    func execute() throws -> Bool {
        let plan = try prepare()
        let results = try plan.resultsPath.map { path throws(AppexError) in
            try ResultsFile(path: path, keepingFirst: command.resume ? plan.existing.validLength : nil)
        }
        var outcomes = try plan.existing.records.filter { plan.pageIDs.contains($0.id) }.map { record in
            PageOutcome(record, verdict: try verdict(for: record, store: plan.store), resumed: true)
        }
        let progress = ProgressReporter(
            mode: ProgressReporter.mode(quiet: command.quiet), total: plan.pageIDs.count, done: outcomes.count,
            failures: outcomes.filter(\.isFailure).count)
        let started = ContinuousClock.now
        let startups = try plan.pool.run(
            plan.pagesToRun,
            finished: { record in
                try results?.append(record)
                let outcome = PageOutcome(record, verdict: try verdict(for: record, store: plan.store), resumed: false)
                outcomes.append(outcome)
                progress.finished(failed: outcome.isFailure)
            },
            tick: progress.tick)
        progress.end()
        let summary = CorpusSummary(
            outcomes: outcomes, wallSeconds: milliseconds(since: started) / 1000, jobs: plan.pool.limits.jobs,
            snapshots: plan.store != nil, workerStartupMilliseconds: startups)
        if let junit = command.junit { try AtomicFile.write(Data(JUnitReport(summary: summary).xml.utf8), to: junit) }
        if let report = command.report { try AtomicFile.write(Data(HTMLReport(summary: summary).html.utf8), to: report) }
        show(summary)
        return command.update || summary.failures.isEmpty || plan.store == nil
    }

    /// The checked inputs of a run.
    private struct Plan {
        var pageIDs: Set<String>
        var pagesToRun: [PageCollector.Page]
        var existing: ResultsFile.Existing
        var resultsPath: String?
        var store: SnapshotStore?
        var pool: WorkerPool
    }

    /// Checks every option and input, and reads what an earlier run left, before any output.
    private func prepare() throws -> Plan {
        var pages = try PageCollector.pages(in: command.pages, named: command.name)
        if let shard = command.shard.flatMap(Shard.init) { pages = pages.filter { shard.contains($0.id) } }
        let settings = command.settings
        let loaded = try settings.load(warn: DiagnosticsPrinter(verbose: false).warn)
        if let first = pages.first { try preflight(first, loaded) }
        let store = try snapshotStore()
        for path in [command.junit, command.report, command.out].compactMap({ $0 }) { try AtomicFile.checkDestination(path) }
        let existing = try command.resume ? command.out.map { path throws(AppexError) in try ResultsFile.existing(at: path) } ?? .init() : .init()
        let done = Set(existing.records.map(\.id))
        let limits = WorkerPool.Limits(
            jobs: command.workerCount,
            pageTimeout: settings.timeout,
            maximumMegabytes: command.maximumMegabytes, pagesPerWorker: command.pagesPerWorker)
        let pool = WorkerPool(
            executable: try ProcessCalls.currentExecutable(),
            workerArguments: Self.corpusArguments, limits: limits)
        ProcessCalls.ignoreBrokenPipes()
        return Plan(
            pageIDs: Set(pages.map(\.id)), pagesToRun: pages.filter { !done.contains($0.id) }, existing: existing,
            resultsPath: command.out, store: store, pool: pool)
    }

    /// The arguments this `appexjs corpus` was given (after the subcommand's name).
    private static var corpusArguments: [String] {
        Array(CommandLine.arguments.dropFirst().drop { $0 != CorpusCommand.configuration.commandName }.dropFirst())
    }

    /// Loads the first page with the options, so a bad `--url` or `--encoding` is one
    /// error now rather than one on every page. (The selection is left out: a page
    /// without the selected text is that page's error.)
    private func preflight(_ page: PageCollector.Page, _ loaded: LoadedRunSettings) throws(AppexError) {
        var options = loaded.options
        options.url = loaded.urlTemplate?.replacingOccurrences(of: "{id}", with: page.id)
        options.selection = nil
        do {
            _ = try ExtensionSession(pagePath: page.path, scripts: [], options: options)
        } catch where error.kind == .invalidInput {
            throw error
        } catch {
            // The page's own problem: it is reported with the page.
        }
    }

    private func snapshotStore() throws(AppexError) -> SnapshotStore? {
        guard let folder = command.expect else { return nil }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue {
            throw AppexError(.invalidInput, "--expect '\(folder)' is a file; it must be a folder of golden files")
        }
        if !exists {
            guard command.update else {
                throw AppexError(
                    .invalidInput, "--expect folder '\(folder)' does not exist; record golden files first with --expect '\(folder)' --update")
            }
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw AppexError(.outputFailed, "cannot create the --expect folder '\(folder)': \(error.localizedDescription)")
            }
        }
        return SnapshotStore(folder: folder, ignoring: command.ignoreKeys.map(KeyPathPattern.list) ?? [])
    }

    private func verdict(for record: PageRecord, store: SnapshotStore?) throws(AppexError) -> SnapshotVerdict? {
        guard let store else { return nil }
        return command.update ? try store.update(record) : store.compare(record)
    }

    private func show(_ summary: CorpusSummary) {
        if command.json {
            print(summary.json)
        } else if !command.quiet {
            print(TerminalSummary(summary: summary, reportPath: command.report).text)
        }
        guard command.quiet, !command.json else { return }
        let failures = summary.failures.filter { $0.verdict != nil }
        for outcome in failures.filter(\.isRegression) + failures.filter({ !$0.isRegression }) {
            var lines = ["appexjs: error: \(outcome.id): \(outcome.verdict!.name)"]
            lines += outcome.failureDetails.map { "  " + $0 }
            FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
    }
}
