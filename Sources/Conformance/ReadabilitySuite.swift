import AppexJS
import Foundation

/// Readability's test pages, run as upstream's test runs them: comments removed first,
/// `classesToPreserve: ["caption"]`, URL `http://fakehost/test/page.html`, the bytes read
/// as UTF-8 and scripting disabled (jsdom's defaults, so `<noscript>` holds elements).
///
/// https://github.com/mozilla/readability/blob/main/test/test-readability.js
struct ReadabilitySuite {
    /// The page directories (each with `source.html`, `expected.html`, `expected-metadata.json`).
    let pageDirectories: [URL]
    /// The prelude, Readability.js, the extension, and the article-fields addendum, in order.
    let scripts: [ExtensionScript]

    static let pageURL = "http://fakehost/test/page.html"

    init(sharedPath: String?, readabilityPath: String) throws(ConformanceError) {
        let shared = try SharedMaterial(path: sharedPath)
        let corpus = try shared.file("corpus/readability")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        pageDirectories = names.sorted().map { corpus.appendingPathComponent($0, isDirectory: true) }
            .filter { FileManager.default.fileExists(atPath: $0.appendingPathComponent("source.html").path) }
        guard !pageDirectories.isEmpty else { throw ConformanceError("\(corpus.path) holds no pages (no */source.html)") }
        guard FileManager.default.fileExists(atPath: readabilityPath) else {
            throw ConformanceError(
                "Readability.js is missing at \(readabilityPath): run ./setup.sh test "
                    + "(it downloads the fast-readability wheel with pip), or pass --readability PATH")
        }
        scripts = [
            try Self.script(at: try shared.file("tools/fixtures/readability-upstream-prelude.js").path),
            try Self.script(at: readabilityPath),
            try Self.script(at: try shared.file("tools/fixtures/readability-ext.js").path),
            ExtensionScript(source: Self.articleFieldsAddendum, name: "readability-article-fields.js"),
        ]
    }

    private static func script(at path: String) throws(ConformanceError) -> ExtensionScript {
        do {
            return try ExtensionScript(contentsOf: path)
        } catch {
            throw ConformanceError(error.description)
        }
    }

    /// Runs every page (or those whose name contains `only`), calling `report` after each.
    func run(only: String?, report: (PageOutcome) -> Void) throws(ConformanceError) -> [PageOutcome] {
        let engine = ScriptEngine()
        var outcomes: [PageOutcome] = []
        for directory in pageDirectories where only.map({ directory.lastPathComponent.contains($0) }) ?? true {
            let outcome = try runPage(in: directory, engine: engine)
            report(outcome)
            outcomes.append(outcome)
        }
        return outcomes
    }

    private func runPage(in directory: URL, engine: ScriptEngine) throws(ConformanceError) -> PageOutcome {
        let name = directory.lastPathComponent
        let expectations = try ReadabilityExpectations(directory: directory)
        var options = SessionOptions()
        options.url = Self.pageURL
        options.encoding = "utf-8"
        options.scriptingEnabled = false
        options.timeout = 60
        let started = ContinuousClock.now
        let results: [String: PropertyListValue]
        do {
            let session = try ExtensionSession(
                pagePath: directory.appendingPathComponent("source.html").path, scripts: scripts, options: options,
                engine: engine)
            results = try session.run().preprocessingResults?.dictionaryValue ?? [:]
        } catch {
            return PageOutcome(name: name, failure: error.description, milliseconds: milliseconds(since: started))
        }
        let elapsed = milliseconds(since: started)
        if let error = results["error"]?.stringValue {
            return PageOutcome(name: name, failure: "Readability threw: \(error)", milliseconds: elapsed)
        }
        let metadata = expectations.metadataMismatches(in: results)
        let content = ContentComparison.firstDifference(
            actual: results["content"]?.stringValue ?? "", expected: expectations.content)
        return PageOutcome(name: name, metadataMismatches: metadata, contentDifference: content, milliseconds: elapsed)
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    /// readability-ext.js reports title, byline, excerpt and siteName; upstream's test also
    /// compares dir, lang and publishedTime, so this adds them from the article `parse()`
    /// returned.
    static let articleFieldsAddendum = """
        (function () {
          var parse = Readability.prototype.parse, article = null;
          Readability.prototype.parse = function () { article = parse.apply(this, arguments); return article; };
          var extension = ExtensionPreprocessingJS, run = extension.run;
          extension.run = function (args) {
            return run.call(extension, { completionFunction: function (result) {
              if (article && result && !result.error) {
                result.dir = article.dir; result.lang = article.lang; result.publishedTime = article.publishedTime;
              }
              args.completionFunction(result);
            } });
          };
        })();
        """
}

/// How one page went.
struct PageOutcome {
    let name: String
    var metadataMismatches: [String] = []
    var contentDifference: String?
    /// Set when the run itself failed.
    var failure: String?
    let milliseconds: Double

    init(
        name: String, metadataMismatches: [String] = [], contentDifference: String? = nil, failure: String? = nil,
        milliseconds: Double
    ) {
        self.name = name
        self.metadataMismatches = metadataMismatches
        self.contentDifference = contentDifference
        self.failure = failure
        self.milliseconds = milliseconds
    }

    var metadataExact: Bool { failure == nil && metadataMismatches.isEmpty }
    var contentEqual: Bool { failure == nil && contentDifference == nil }

    /// `ok   name` or `FAIL name: what differed`.
    var line: String {
        if let failure { return "FAIL \(name): \(failure)" }
        if metadataExact && contentEqual { return "ok   \(name)" }
        var parts = metadataMismatches.map { "metadata \($0)" }
        if let contentDifference { parts.append("content \(contentDifference)") }
        return "FAIL \(name): " + parts.joined(separator: "; ")
    }
}
