import ArgumentParser
import OutputFiles

/// `appexjs`: runs Safari app-extension JavaScript against saved pages.
@main
struct AppexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appexjs",
        abstract: "Run a Safari share/action extension's JavaScript preprocessing file against saved web pages.",
        discussion: """
            appexjs loads a saved page into a DOM on libxml2, runs the extension's \
            ExtensionPreprocessingJS.run() in JavaScriptCore, and prints what Safari would hand the extension.
            """,
        subcommands: [
            RunCommand.self, InspectCommand.self, BenchCommand.self, SelectorBenchCommand.self, CorpusCommand.self, CompareCommand.self, PagesCommand.self, ServeCommand.self,
            CorpusWorkerCommand.self,
        ])

    /// Runs the command line. A write to a closed pipe (`appexjs run … | head -c 10`) or a
    /// full disk is then one error line and status 1, not a silent death by `SIGPIPE` or a trap.
    static func main() {
        StandardOutput.reportBrokenPipes()
        main(nil)
        do {
            try StandardOutput.flushBufferedWrites()
        } catch {
            DiagnosticsPrinter(verbose: false).fail(error)
            Self.exit(withError: ExitCode(1))
        }
    }
}
