import ArgumentParser

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
            RunCommand.self, BenchCommand.self, SelectorBenchCommand.self, CorpusCommand.self, CorpusWorkerCommand.self,
        ])
}
