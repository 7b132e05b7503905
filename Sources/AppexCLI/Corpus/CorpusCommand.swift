import AppexJS
import CorpusRunning
import ArgumentParser
import Foundation

/// `appexjs corpus`: runs an extension's script over many saved pages in worker
/// processes, writes one results line per page, and compares results with golden files.
struct CorpusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus",
        abstract: "Run the script over many saved pages, in parallel worker processes, and compare the results with golden files.",
        discussion: """
            Each page runs in a fresh JavaScript context in a worker process; a worker that crashes, runs past \
            --timeout or uses more than --max-memory is killed and replaced, and the page is reported as crashed, \
            timeout or out-of-memory. Page ids are paths relative to the folder given (the folder alone when --name \
            picked the file), or the path of a page given as a file.
            Exit status: 0 success; 1 a page regressed against --expect (or an output could not be written);             64 a usage error (a bad option or value); 66 a script or --finalize file cannot be read.
            """)

    @Argument(help: "Pages (.html, .htm, .xhtml), or folders to search for them recursively.")
    var pages: [String]

    @OptionGroup(title: "Running each page") var settings: CorpusRunSettings

    @Option(help: ArgumentHelp("In folders, only use files with this name (for example source.html).", valueName: "file-name"))
    var name: String?

    @Option(help: ArgumentHelp("How many worker processes run pages at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    /// `--jobs`, or the number of cores.
    var workerCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    @Option(name: .customLong("max-memory"), help: ArgumentHelp("Kill a worker whose resident memory passes this many megabytes.", valueName: "mb"))
    var maximumMegabytes: Double?

    @Option(name: .customLong("pages-per-worker"), help: ArgumentHelp("Replace each worker after it served this many pages (default: never).", valueName: "n"))
    var pagesPerWorker: Int?

    @Option(help: ArgumentHelp("Append one JSON line per page to this file as it finishes (started afresh unless --resume).", valueName: "results.jsonl"))
    var out: String?

    @Flag(help: "Skip pages whose id is already in the --out file (after a run was interrupted).")
    var resume = false

    @Option(help: ArgumentHelp("Compare each page's results with the golden file <dir>/<page id>.json.", valueName: "dir"))
    var expect: String?

    @Flag(help: "With --expect, write the golden files instead of comparing.")
    var update = false

    @OptionGroup var comparison: ComparisonOptions
    var ignoreKeys: String? { comparison.ignoreKeys }
    var junit: String? { comparison.junit }
    var report: String? { comparison.report }

    @Option(help: ArgumentHelp("Run only the i-th of n parts of the pages (1/3, 2/3, 3/3), split by a stable hash of the page id.", valueName: "i/n"))
    var shard: String?

    @Flag(help: "Print nothing but errors and regressions.")
    var quiet = false

    @Flag(help: "Print a JSON summary on stdout at the end.")
    var json = false

    mutating func validate() throws {
        guard !pages.isEmpty else { throw ValidationError("give at least one page or folder of pages") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let maximumMegabytes, !(maximumMegabytes > 0) { throw ValidationError("--max-memory must be a positive number of megabytes") }
        if let pagesPerWorker, pagesPerWorker < 1 { throw ValidationError("--pages-per-worker must be at least 1") }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard '\(shard)' must be i/n with 1 ≤ i ≤ n, for example --shard 2/3")
        }
        if update && expect == nil { throw ValidationError("--update writes the golden files of --expect DIR; give --expect too") }
        if resume && out == nil { throw ValidationError("--resume continues the --out file; give --out too") }
        if ignoreKeys != nil && expect == nil { throw ValidationError("--ignore-keys applies to comparisons with --expect DIR; give --expect too") }
    }

    func run() throws {
        let printer = DiagnosticsPrinter(verbose: false)
        let succeeded: Bool
        do {
            succeeded = try CorpusRun(command: self).execute()
        } catch {
            printer.fail(error)
            throw ExitStatus(for: error).exitCode
        }
        if !succeeded { throw ExitCode(1) }
    }
}
