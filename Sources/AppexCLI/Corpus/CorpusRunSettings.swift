import AppexJS
import CorpusRunning
import ArgumentParser
import Foundation

/// How each page is run: the options of `appexjs corpus` that its workers use (they are
/// given the same command line, see ``CorpusWorkerCommand``).
struct CorpusRunSettings: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The extension's JavaScript file. Repeat to evaluate several files in order (a library, then the extension).", valueName: "file.js"))
    var script: [String] = []

    @Option(help: "The document URL for every page; {id} is replaced by the page id (default: each page's file:// URL).")
    var url: String?

    @Option(help: ArgumentHelp("Decode every page with this encoding label unless it has a byte order mark.", valueName: "label"))
    var encoding: String?

    @Option(help: ArgumentHelp("Seconds a page may take: scripts are stopped after this long, and a worker that has not answered a second later is killed.", valueName: "seconds"))
    var timeout: Double = 30

    @Option(help: ArgumentHelp("Also call finalize with this dictionary (inline JSON, or a JSON or plist file), and hash the page it leaves.", valueName: "json-or-file"))
    var finalize: String?

    @Flag(name: .customLong("scripting-disabled"), help: "Parse with the HTML scripting flag off (<noscript> content becomes elements).")
    var scriptingDisabled = false

    @Option(help: "The host's platform: ios (finalize is called) or macos (it never is).")
    var platform: PlatformOption = .ios

    @OptionGroup var environment: PageEnvironmentOptions

    @OptionGroup(title: "The extension as it ships") var bundle: ExtensionBundleOptions

    func validate() throws {
        try bundle.requireScript(script)
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be a positive number of seconds") }
        try environment.validate()
    }

    /// Reads the scripts (and the bundle's, warning as `run` does) and the finalize argument.
    ///
    /// - Throws: `AppexError` naming the script file, the bundle's key, or the `--finalize`
    ///   value that is wrong.
    func load(warn: (String) -> Void = { _ in }) throws(AppexError) -> LoadedRunSettings {
        let appExtension = try bundle.load()
        for warning in try appExtension?.runWarnings(on: platform.sessionPlatform) ?? [] { warn(warning) }
        let scripts = try ExtensionBundleOptions.scripts(script, then: appExtension)
        var options = SessionOptions()
        options.encoding = encoding
        options.timeout = timeout
        options.scriptingEnabled = !scriptingDisabled
        options.platform = platform.sessionPlatform
        environment.apply(to: &options)
        return LoadedRunSettings(
            scripts: scripts, options: options, urlTemplate: url, finalizeArgument: try finalize.map { spec throws(AppexError) in try PropertyListValue.finalizeArgument(from: spec) })
    }

    /// A runner for one of `workers` workers. A worker builds each page's window while the
    /// page parses only when the workers leave a core idle.
    func makeRunner(workers: Int) throws(AppexError) -> PageRunner {
        let loaded = try load()
        var options = loaded.options
        options.buildsWindowWhileParsing = workers < ProcessInfo.processInfo.activeProcessorCount
        return PageRunner(
            scripts: loaded.scripts, options: options, urlTemplate: loaded.urlTemplate,
            finalizeArgument: loaded.finalizeArgument)
    }
}

/// ``CorpusRunSettings`` with the files read.
struct LoadedRunSettings {
    let scripts: [ExtensionScript]
    let options: SessionOptions
    let urlTemplate: String?
    let finalizeArgument: [String: PropertyListValue]?
}
