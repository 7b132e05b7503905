import AppexJS
import CorpusRunning
import ArgumentParser
import Foundation

/// `appexjs corpus-worker -- <the corpus command's arguments>` (hidden): the process
/// `appexjs corpus` starts for each job. It reads the same command line, so every option
/// of ``CorpusRunSettings`` reaches it.
///
/// Once it has started (and warmed its engine up) it writes a ready line
/// (``WorkerProtocol/readyLine``). Then it reads one request per line on stdin,
/// `{"id": …, "path": …}`, runs the page, and writes one result line
/// (``WorkerProtocol/resultLine(_:)``) per request on stdout, until stdin closes.
/// Nothing else is written to stdout.
struct CorpusWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus-worker",
        abstract: "Serve pages for `appexjs corpus` over stdin and stdout (started by it; not for direct use).",
        shouldDisplay: false)

    @Argument(parsing: .captureForPassthrough, help: "The arguments of the `appexjs corpus` command.")
    var corpusArguments: [String] = []

    func run() throws {
        let runner: PageRunner
        do {
            let arguments = corpusArguments.first == "--" ? Array(corpusArguments.dropFirst()) : corpusArguments
            let command = try CorpusCommand.parse(arguments)
            runner = try command.settings.makeRunner(workers: command.workerCount)
        } catch let error as AppexError {
            DiagnosticsPrinter(verbose: false).fail(error)
            throw ExitCode(1)
        }
        runner.warmUp()
        let hooks = TestHooks()
        do {
            try ProcessCalls.writeAll(STDOUT_FILENO, Array((WorkerProtocol.readyLine + "\n").utf8))
        } catch {
            throw ExitCode(1)  // The runner is gone.
        }
        var input = LineReader(descriptor: STDIN_FILENO)
        while let line = input.nextLine() {
            guard !line.isEmpty else { continue }
            let request: WorkerRequest
            do {
                request = try WorkerRequest(line: line)
            } catch {
                DiagnosticsPrinter(verbose: false).fail(error)
                throw ExitCode(1)
            }
            hooks.misbehave(onPage: request.id)
            let record = runner.run(id: request.id, path: request.path)
            do {
                try ProcessCalls.writeAll(STDOUT_FILENO, Array((WorkerProtocol.resultLine(record) + "\n").utf8))
            } catch {
                throw ExitCode(1)  // The runner is gone.
            }
        }
    }
}
