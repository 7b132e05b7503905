import AppexJS
import Benchmarking
import CorpusRunning
import ArgumentParser
import Foundation

/// `appexjs bench-selectors`: times `querySelectorAll` in the selector engine against a
/// plain walk of the same tree, and from JavaScript (binding and `NodeList` included).
struct SelectorBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-selectors",
        abstract: "Measure querySelectorAll against a plain tree walk over one page.",
        discussion: """
            Without a page, uses the largest source.html in ../shared/corpus/readability. Each selector is \
            matched --repeat times after a warm-up; medians are per call. Build with -c release to measure.
            """)

    @Argument(help: "The page (default: the largest page of ../shared/corpus/readability).")
    var page: String?

    @Option(name: .customLong("selector"), help: "A selector list to time (repeat for several).")
    var selectors: [String] = ["a[href]", "div > p:not(.x)", "meta[property^=\"og:\"]"]

    @Option(name: .customLong("repeat"), help: "How many timed calls per selector.")
    var repeats: Int = 200

    mutating func validate() throws {
        guard repeats > 0 else { throw ValidationError("--repeat must be at least 1") }
    }

    func run() throws {
        do {
            try measure()
        } catch let error as AppexError {
            DiagnosticsPrinter(verbose: false).fail(error)
            throw ExitCode.failure
        }
    }

    private func measure() throws {
        let path = try page ?? Self.largestCorpusPage()
        let workload = try SelectorWorkload(pagePath: path)
        let walk = Statistics(time(repeats) { _ = workload.walk() })
        print("appexjs bench-selectors: \(path)")
        print("  plain tree walk        median \(format(walk.median * 1000, decimals: 1)) µs   (\(workload.walk()) elements)")
        for selector in selectors {
            let prepared = try workload.prepare(selector)
            let matches = workload.querySelectorAll(prepared)
            let native = Statistics(time(repeats) { _ = workload.querySelectorAll(prepared) })
            let script = try javaScriptMilliseconds(selector, page: path)
            print(
                "  \(selector.padding(toLength: 24, withPad: " ", startingAt: 0)) \(matches) matches   "
                    + "engine median \(format(native.median * 1000, decimals: 1)) µs (\(format(native.median / walk.median))× walk)   "
                    + "from JavaScript \(format(script * 1000, decimals: 1)) µs per call")
        }
    }

    /// `count` timings of `body`, in milliseconds, after one untimed call.
    private func time(_ count: Int, _ body: () -> Void) -> [Double] {
        body()
        return (0..<count).map { _ in
            let started = ContinuousClock.now
            body()
            let elapsed = ContinuousClock.now - started
            return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        }
    }

    /// The mean time of `document.querySelectorAll(selector)` called from a script, in
    /// milliseconds (wall-clock `performance.now()`).
    private func javaScriptMilliseconds(_ selector: String, page: String) throws -> Double {
        let literal = PropertyListValue.string(selector).jsonText()
        let source = """
            var ExtensionPreprocessingJS = { run: function (args) {
              var selector = \(literal), count = \(repeats);
              document.querySelectorAll(selector);
              var started = performance.now();
              for (var i = 0; i < count; i++) document.querySelectorAll(selector);
              args.completionFunction({ milliseconds: (performance.now() - started) / count });
            } };
            """
        var options = SessionOptions()
        options.realTime = true
        options.timeout = 120
        let session = try ExtensionSession(
            pagePath: page, scripts: [ExtensionScript(source: source, name: "bench-selectors.js")], options: options)
        guard case .real(let value)? = try session.run().preprocessingResults?.dictionaryValue?["milliseconds"] else {
            throw ValidationError("the timing script returned no number")
        }
        return value
    }

    /// The largest `source.html` under `../shared/corpus/readability`.
    static func largestCorpusPage() throws -> String {
        let corpus = "../shared/corpus/readability"
        guard FileManager.default.fileExists(atPath: corpus) else {
            throw ValidationError("no page given and \(corpus) does not exist: pass a page, or put the shared material beside the repository")
        }
        let pages = try PageCollector.collect([corpus], named: "source.html")
        let sized = pages.map { path in (path, (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) }
        guard let largest = sized.max(by: { $0.1 < $1.1 }) else { throw ValidationError("\(corpus) holds no source.html") }
        return largest.0
    }
}
