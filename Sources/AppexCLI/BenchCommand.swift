import AppexJS
import Benchmarking
import CorpusRunning
import ArgumentParser
import Foundation
import OutputFiles

/// `appexjs bench`: runs a script over pages in this process and reports per-page
/// median and p95, pages/s, peak memory, and the bare libxml2 parse of the same bytes.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure run time per page against a bare libxml2 parse of the same pages.",
        discussion: """
            Each page is loaded, parsed and run like `appexjs run` (a fresh JavaScript context per page, \
            one shared engine), --repeat times after one warm-up pass. Build with -c release to measure.
            """)

    @Argument(help: "Pages, or folders to search for pages.")
    var pages: [String]

    @Option(name: .long, help: "The script (repeat for several, evaluated in order).")
    var script: [String] = []

    @Option(help: "In folders, only use files with this name (for example source.html).")
    var name: String?

    @Option(help: "The document URL for every page.")
    var url: String?

    @Option(help: "Decode every page with this encoding label.")
    var encoding: String?

    @Option(name: .customLong("repeat"), help: "How many measured passes over the pages.")
    var passes: Int = 3

    @Flag(name: .customLong("scripting-disabled"), help: "Parse with the HTML scripting flag off.")
    var scriptingDisabled = false

    @Flag(
        name: .customLong("windows-ahead"), inversion: .prefixedNo,
        help: "Build the next page's window as soon as a page ends, as corpus workers do.")
    var preparesWindowsAhead = true

    @Flag(help: "Print the summary as JSON.")
    var json = false

    mutating func validate() throws {
        guard !script.isEmpty else { throw ValidationError("--script is required") }
        guard passes > 0 else { throw ValidationError("--repeat must be at least 1") }
    }

    func run() throws {
        let paths: [String]
        do {
            paths = try PageCollector.collect(pages, named: name)
        } catch {
            throw ValidationError(String(describing: error))
        }
        let scripts = try script.map { path throws(AppexError) in try ExtensionScript(contentsOf: path) }
        var options = SessionOptions()
        options.url = url
        options.encoding = encoding
        options.scriptingEnabled = !scriptingDisabled
        let engine = ScriptEngine()
        engine.preparesWindowsAhead = preparesWindowsAhead
        let floors = try paths.map { path throws(AppexError) in try ParseFloor(pagePath: path, encoding: encoding) }

        var runTimes = Array(repeating: [Double](), count: paths.count)
        var parseTimes = Array(repeating: [Double](), count: paths.count)
        var failures: [String: String] = [:]
        var stages: [String: [Double]] = [:]
        var measuredWall = 0.0
        for pass in 0...passes {
            let passStarted = ContinuousClock.now
            for (index, path) in paths.enumerated() {
                let started = ContinuousClock.now
                var scriptMilliseconds = 0.0
                do {
                    let session = try ExtensionSession(pagePath: path, scripts: scripts, options: options, engine: engine)
                    _ = try session.run()
                    let timings = session.report.timings
                    scriptMilliseconds = timings.runMilliseconds
                    if pass > 0 {
                        stages["load", default: []].append(timings.loadMilliseconds)
                        stages["parse", default: []].append(timings.parseMilliseconds)
                        stages["setup", default: []].append(timings.setupMilliseconds)
                        stages["run", default: []].append(timings.runMilliseconds)
                    }
                } catch {
                    failures[path] = String(describing: error)
                }
                if pass > 0 { runTimes[index].append(milliseconds(since: started)) }
                // Between pages, as `appexjs corpus` workers do; pages/s counts it.
                if ScriptEngine.isWorthCollecting(afterRunOf: scriptMilliseconds) { engine.collectGarbage() }
            }
            if pass > 0 { measuredWall += milliseconds(since: passStarted) }
            for (index, floor) in floors.enumerated() {
                let started = ContinuousClock.now
                floor.parse()
                if pass > 0 { parseTimes[index].append(milliseconds(since: started)) }
            }
        }
        let perPageRun = runTimes.map { Statistics($0).median }
        let perPageParse = parseTimes.map { Statistics($0).median }
        let summary = BenchSummary(
            pages: paths.count, passes: passes, scripts: script, failures: failures.count,
            run: Statistics(perPageRun), parse: Statistics(perPageParse),
            perPageRatio: Statistics(zip(perPageRun, perPageParse).map { $0 / max($1, 0.001) }),
            pagesPerSecond: Double(paths.count * passes) / (measuredWall / 1000),
            peakResidentMegabytes: peakResidentMegabytes(),
            bytes: floors.reduce(0) { $0 + $1.byteCount },
            stages: stages.mapValues { Statistics($0) })
        print(json ? summary.json : summary.text)
        for (path, failure) in failures.sorted(by: { $0.key < $1.key }) {
            StandardError.write("appexjs: warning: \(path): \(failure)\n")
        }
    }
}

/// What `appexjs bench` reports.
struct BenchSummary {
    let pages: Int
    let passes: Int
    let scripts: [String]
    let failures: Int
    let run: Statistics
    let parse: Statistics
    let perPageRatio: Statistics
    let pagesPerSecond: Double
    let peakResidentMegabytes: Double
    let bytes: Int
    /// Each stage's time per page (load, parse, setup, run).
    let stages: [String: Statistics]

    var text: String {
        """
        appexjs bench: \(pages) pages (\(format(Double(bytes) / 1_048_576, decimals: 1)) MB) × \(passes) passes, 1 worker, \
        scripts: \(scripts.map { ($0 as NSString).lastPathComponent }.joined(separator: " + "))
          end to end (per page)   median \(format(run.median)) ms   p95 \(format(run.p95)) ms   mean \(format(run.mean)) ms
          libxml2 parse only      median \(format(parse.median)) ms   p95 \(format(parse.p95)) ms   mean \(format(parse.mean)) ms
          end to end / parse      \(format(run.median / parse.median))× (medians)   per-page ratio median \(format(perPageRatio.median))×
          pages/s                 \(format(pagesPerSecond, decimals: 1))
          peak RSS                \(format(peakResidentMegabytes, decimals: 1)) MB
          failed pages            \(failures)
          stages (median ms)      \(["load", "parse", "setup", "run"].map { "\($0) \(format(stages[$0]?.median ?? .nan))" }.joined(separator: "  "))
        """
    }

    var json: String {
        let value = PropertyListValue.dictionary([
            "pages": .integer(Int64(pages)), "passes": .integer(Int64(passes)), "failures": .integer(Int64(failures)),
            "run_ms": .dictionary(["median": .real(run.median), "p95": .real(run.p95), "mean": .real(run.mean)]),
            "parse_ms": .dictionary(["median": .real(parse.median), "p95": .real(parse.p95), "mean": .real(parse.mean)]),
            "ratio_of_medians": .real(run.median / parse.median), "per_page_ratio_median": .real(perPageRatio.median),
            "pages_per_s": .real(pagesPerSecond), "peak_rss_mb": .real(peakResidentMegabytes),
        ])
        return value.jsonText()
    }
}
