import ArgumentParser
import CorpusRunning

/// The options of a comparison with golden files and its reports, which `appexjs corpus`
/// and `appexjs compare` share.
struct ComparisonOptions: ParsableArguments {
    @Option(name: .customLong("ignore-keys"), help: ArgumentHelp("Comma-separated globs of key paths to leave out of comparisons (e.g. 'timestamp,*.id,images[*]').", valueName: "globs"))
    var ignoreKeys: String?

    @Option(help: ArgumentHelp("Write a JUnit XML report to this file.", valueName: "file.xml"))
    var junit: String?

    @Option(help: ArgumentHelp("Write a self-contained HTML report to this file.", valueName: "report.html"))
    var report: String?

    func validate() throws {
        if let ignoreKeys, KeyPathPattern.list(ignoreKeys).isEmpty {
            throw ValidationError("--ignore-keys '\(ignoreKeys)' has no key path; give globs separated by commas, e.g. 'timestamp,*.id'")
        }
    }

    /// The `--ignore-keys` patterns.
    var ignoredKeyPaths: [KeyPathPattern] { ignoreKeys.map(KeyPathPattern.list) ?? [] }
}
