import AppexJS
import ArgumentParser
import Foundation

/// `appexjs-conformance readability`: Mozilla Readability's own test pages, run the way
/// upstream's tests run them, compared with their expected article and metadata.
struct ReadabilityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "readability",
        abstract: "Run Readability.js over its 130 test pages and compare with the expected outputs.",
        discussion: """
            Runs ../shared/tools/fixtures/readability-ext.js after the upstream-conditions prelude and
            Readability.js over ../shared/corpus/readability/*/source.html (URL http://fakehost/test/page.html,
            decoded as UTF-8, scripting disabled as in jsdom). Compares title, byline, excerpt, siteName, dir,
            lang and publishedTime with expected-metadata.json, and the article with expected.html node by
            node (whitespace-only text skipped, whitespace collapsed). Exits non-zero when fewer pages than
            the targets agree, or when the corpus or Readability.js is missing.
            """
    )

    @Option(name: .long, help: "Readability.js (setup.sh fetches it to .build/readability/Readability.js).")
    var readability = ".build/readability/Readability.js"

    @Option(name: .long, help: "The shared material directory.")
    var shared: String?

    @Option(name: .long, help: "Pages whose metadata must all be exact.")
    var minimumMetadata = 128

    @Option(name: .long, help: "Pages whose content must be equal.")
    var minimumContent = 127

    @Option(name: .long, help: "Only pages whose name contains this text.")
    var only: String?

    func run() throws {
        do {
            let suite = try ReadabilitySuite(sharedPath: shared, readabilityPath: readability)
            let outcomes = try suite.run(only: only) { outcome in print(outcome.line) }
            let summary = ReadabilitySummary(outcomes: outcomes)
            print(summary.text)
            guard only != nil || summary.meets(metadata: minimumMetadata, content: minimumContent) else {
                print("appexjs-conformance: below target (metadata ≥ \(minimumMetadata), content ≥ \(minimumContent) of 130)")
                throw ExitCode.failure
            }
        } catch let error as ConformanceError {
            FileHandle.standardError.write(Data("appexjs-conformance: error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }
}
