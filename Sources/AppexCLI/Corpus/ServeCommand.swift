import AppexJS
import ArgumentParser
import CorpusRunning
import Foundation

/// `appexjs serve`: a worker any engine can drive (Spark, a test harness, a queue
/// consumer), speaking the worker protocol of `docs/worker-protocol.md` on stdin and stdout.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run pages sent as JSON lines on stdin, answering each with its result line on stdout (the worker protocol).",
        discussion: """
            After start-up it writes {"v":1,"ready":true}. Each request line, {"v":1,"id":…,"path":…} (or "bytes" in \
            base64, or "html", instead of "path"; optionally "url", "encoding", "scripts", "finalize", "timeout"), \
            is answered by one line: the record `appexjs corpus --out` writes, with "v" first. Each page runs in a \
            fresh JavaScript context; scripts are stopped at the timeout. A page still running a second past its \
            timeout, or a worker grown past --max-memory, is answered as timeout or out-of-memory, and the worker \
            then exits with status 3 for its caller to start another. See docs/worker-protocol.md.
            Exit status: 0 when stdin ends, 1 on a bad option or when stdout is closed, 3 after a page it stopped.
            """)

    @OptionGroup(title: "Running each page (a request may replace --script, --url, --encoding, --finalize, --timeout)")
    var settings: CorpusRunSettings

    @Option(name: .customLong("max-memory"), help: ArgumentHelp("Answer the running page as out-of-memory and exit once resident memory passes this many megabytes.", valueName: "mb"))
    var maximumMegabytes: Double?

    @Option(help: ArgumentHelp("How many workers the caller runs at once on this machine (default: the number of cores); with fewer, each builds the next page's window while a page parses.", valueName: "n"))
    var workers: Int?

    func validate() throws {
        if let maximumMegabytes, !(maximumMegabytes > 0) { throw ValidationError("--max-memory must be a positive number of megabytes") }
        if let workers, workers < 1 { throw ValidationError("--workers must be at least 1") }
    }

    func run() throws {
        let runner: PageRunner
        do {
            runner = try settings.makeRunner(workers: workers ?? ProcessInfo.processInfo.activeProcessorCount)
        } catch {
            DiagnosticsPrinter(verbose: false).fail(error)
            throw ExitCode(1)
        }
        ProcessCalls.ignoreBrokenPipes()
        do {
            try WorkerLoop(
                runner: runner, pageTimeout: settings.timeout, limits: WorkerLoop.Limits(maximumMegabytes: maximumMegabytes)
            ).serve()
        } catch {
            DiagnosticsPrinter(verbose: false).fail(error)
            throw ExitCode(1)
        }
    }
}
