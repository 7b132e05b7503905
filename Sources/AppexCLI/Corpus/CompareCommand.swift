import AppexJS
import ArgumentParser
import CorpusRunning
import Foundation

/// `appexjs compare`: compares results that were run elsewhere (an `appexjs corpus --out`
/// file, the Spark job's JSON lines) with golden files, and reports as `appexjs corpus
/// --expect` does, so a run on other machines can gate a release the same way.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare results files (corpus --out, or the Spark job's JSON lines) with golden files, as corpus --expect does.",
        discussion: "Exit status: 0, or 1 when a page regressed, its golden file is missing, or on an error.")

    @Argument(help: "Results files, one JSON record per line, or folders of them (their files, not subfolders; names starting with '.' or '_' are skipped).")
    var results: [String]

    @Option(help: ArgumentHelp("Compare each page's results with the golden file <dir>/<page id>.json.", valueName: "dir"))
    var expect: String

    @OptionGroup var comparison: ComparisonOptions

    @Flag(help: "Print a JSON summary on stdout.")
    var json = false

    func validate() throws {
        guard !results.isEmpty else { throw ValidationError("give at least one results file") }
    }

    func run() throws {
        do {
            let summary = try compare()
            if let junit = comparison.junit { try AtomicFile.write(Data(JUnitReport(summary: summary).xml.utf8), to: junit) }
            if let report = comparison.report { try AtomicFile.write(Data(HTMLReport(summary: summary).html.utf8), to: report) }
            print(json ? summary.json : TerminalSummary(summary: summary, reportPath: comparison.report, command: "appexjs compare").text)
            if !summary.failures.isEmpty { throw ExitCode(1) }
        } catch let error as ExitCode {
            throw error
        } catch {
            DiagnosticsPrinter(verbose: false).fail(error)
            throw ExitCode(1)
        }
    }

    /// Reads every record and compares it.
    private func compare() throws -> CorpusSummary {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expect, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AppexError(.invalidInput, "--expect '\(expect)' is not a folder of golden files")
        }
        for path in [comparison.junit, comparison.report].compactMap({ $0 }) { try AtomicFile.checkDestination(path) }
        let store = SnapshotStore(folder: expect, ignoring: comparison.ignoredKeyPaths)
        var seen: [String: String] = [:]
        var outcomes: [PageOutcome] = []
        for file in try files() {
            let existing = try ResultsFile.existing(at: file)
            if existing.hadTornLine { throw AppexError(.invalidInput, "the last line of '\(file)' is cut short; it is not a complete results file") }
            for record in existing.records {
                if let first = seen[record.id] {
                    throw AppexError(.invalidInput, "the page id '\(record.id)' is in '\(first)' and again in '\(file)'")
                }
                seen[record.id] = file
                outcomes.append(PageOutcome(record, verdict: store.compare(record), resumed: false))
            }
        }
        return CorpusSummary(outcomes: outcomes, wallSeconds: 0, jobs: 0, snapshots: true)
    }

    /// The results files: the files given, and the files in the folders given.
    private func files() throws -> [String] {
        var files: [String] = []
        for input in results {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw AppexError(.invalidInput, "the results file '\(input)' does not exist")
            }
            guard isDirectory.boolValue else {
                files.append(input)
                continue
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: input).sorted()
            for name in names where !name.hasPrefix(".") && !name.hasPrefix("_") {
                let path = (input as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { files.append(path) }
            }
        }
        return files
    }
}
