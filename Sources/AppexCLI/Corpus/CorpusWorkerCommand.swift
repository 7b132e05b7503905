import AppexJS
import CorpusRunning
import ArgumentParser
import Foundation

/// `appexjs corpus-worker -- <the corpus command's arguments>` (hidden): the process
/// `appexjs corpus` starts for each job. It reads the same command line, so every option
/// of ``CorpusRunSettings`` reaches it, and then speaks the worker protocol as
/// `appexjs serve` does (``WorkerLoop``), leaving deadlines and memory to the pool.
struct CorpusWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus-worker",
        abstract: "Serve pages for `appexjs corpus` over stdin and stdout (started by it; not for direct use).",
        shouldDisplay: false)

    @Argument(parsing: .captureForPassthrough, help: "The arguments of the `appexjs corpus` command.")
    var corpusArguments: [String] = []

    func run() throws {
        let runner: PageRunner
        let command: CorpusCommand
        do {
            let arguments = corpusArguments.first == "--" ? Array(corpusArguments.dropFirst()) : corpusArguments
            command = try CorpusCommand.parse(arguments)
            runner = try command.settings.makeRunner(workers: command.workerCount)
        } catch let error as AppexError {
            DiagnosticsPrinter(verbose: false).fail(error)
            throw ExitCode(1)
        }
        do {
            // The pool polices its workers (deadline, memory), so the worker does not.
            try WorkerLoop(runner: runner, pageTimeout: command.settings.timeout, limits: nil).serve()
        } catch {
            throw ExitCode(1)  // The runner is gone.
        }
    }
}
