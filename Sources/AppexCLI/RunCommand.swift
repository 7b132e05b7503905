import AppexJS
import CorpusRunning
import ArgumentParser
import Foundation

/// `appexjs run PAGE --script EXT.js`: one page, one run, the item on stdout.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the script's ExtensionPreprocessingJS.run() on one saved page and print the extension item.",
        discussion: ExitStatus.helpText)

    @Argument(help: "The saved page: .html, .xhtml, .webarchive, .mhtml/.mht, or .warc/.warc.gz.")
    var page: String

    @Option(name: .long, help: "The extension's JavaScript file. Repeat to evaluate several files in order (a library, then the extension).")
    var script: [String] = []

    @Option(help: "The document URL (default: the page's file:// URL).")
    var url: String?

    @Option(help: "Decode the page with this encoding label, unless it has a byte order mark or its archive declares a charset.")
    var encoding: String?

    @Option(help: "For a WARC file: the WARC-Record-ID or WARC-Target-URI of the page to run (default: the first HTML page).")
    var record: String?

    @Option(help: "Seconds to wait for completionFunction, and the longest any script may run.")
    var timeout: Double = 10

    @Option(name: .customLong("max-memory"), help: ArgumentHelp("Stop the scripts once the process has grown by this many megabytes.", valueName: "mb"))
    var maximumMegabytes: Double = 2048

    @Option(help: "Output format: json, xml (a property list) or binary (a binary property list).")
    var format: OutputFormat = .json

    @Option(help: "Write the output to this file instead of stdout (replaced atomically, only on success).")
    var output: String?

    @Option(help: "After run(), call finalize with this dictionary: inline JSON, or a JSON or plist file.")
    var finalize: String?

    @Option(name: .customLong("write-page"), help: "Write the page, as the script left it, to this file: in the page's encoding and the format it came in.")
    var writePage: String?

    @Option(help: "The host's platform: ios (finalize is called) or macos (it never is).")
    var platform: PlatformOption = .ios

    @OptionGroup var environment: PageEnvironmentOptions

    @OptionGroup(title: "The extension as it ships") var bundle: ExtensionBundleOptions

    @Flag(help: "Print console messages and details of errors on stderr.")
    var verbose = false

    @Flag(name: .customLong("real-time"), help: "Wait for timers in wall-clock time instead of virtual time.")
    var realTime = false

    @Flag(
        name: .customLong("scripting-disabled"),
        help: "Parse as a browser with JavaScript off: <noscript> content becomes elements (as in jsdom).")
    var scriptingDisabled = false

    mutating func validate() throws {
        try bundle.requireScript(script)
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be a positive number of seconds") }
        guard maximumMegabytes > 0, maximumMegabytes.isFinite else { throw ValidationError("--max-memory must be a positive number of megabytes") }
        try environment.validate()
    }

    func run() throws {
        var options = SessionOptions()
        options.url = url
        options.encoding = encoding
        options.record = record
        options.timeout = timeout
        options.memoryLimit = maximumMegabytes
        options.realTime = realTime
        options.platform = platform.sessionPlatform
        options.scriptingEnabled = !scriptingDisabled
        environment.apply(to: &options)
        let reporter = DiagnosticsPrinter(verbose: verbose)
        do {
            for path in [output, writePage].compactMap({ $0 }) { try AtomicFile.checkDestination(path) }
            let appExtension = try bundle.load()
            for warning in try appExtension?.runWarnings(on: options.platform) ?? [] { reporter.warn(warning) }
            let scripts = try ExtensionBundleOptions.scripts(script, then: appExtension)
            let finalizeArgument = try finalize.map { spec throws(AppexError) in try PropertyListValue.finalizeArgument(from: spec) }
            let session = try ExtensionSession(pagePath: page, scripts: scripts, options: options)
            StallBackstop.watch(session.stallMonitor, reporter: reporter)
            let item: ExtensionItem
            do {
                item = try session.run()
                if let finalizeArgument { try session.finalize(with: finalizeArgument) }
            } catch {
                reporter.print(session.report)
                throw error
            }
            reporter.print(session.report)
            let extensionSummary = try appExtension.map { (bundle) throws(AppexError) in try ExtensionBundleOptions.summary(of: bundle) }
            let bytes = try RunOutput(item: item, report: session.report, bundle: extensionSummary).encoded(as: format, warn: reporter.warn)
            // Nothing is written unless everything succeeded.
            let pageBytes = try writePage.map { _ throws(AppexError) in Data(try session.savedPageData()) }
            try OutputDestination(path: output).write(bytes)
            if let writePage, let pageBytes { try AtomicFile.write(pageBytes, to: writePage) }
        } catch {
            reporter.fail(error)
            throw ExitStatus(for: error).exitCode
        }
    }
}
