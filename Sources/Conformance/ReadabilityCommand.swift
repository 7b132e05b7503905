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
            node (whitespace-only text skipped, whitespace collapsed). The pages expected to fail are listed,
            each with what fails and why, in ReadabilityKnownFailures. Exits 1 when a page fails that is not
            listed (or otherwise than listed) or a listed page passes, 2 when the corpus or Readability.js is
            missing.
            """
    )

    @Option(name: .long, help: "Readability.js (setup.sh fetches it to .build/readability/Readability.js).")
    var readability = ".build/readability/Readability.js"

    @Option(name: .long, help: "The shared material directory.")
    var shared: String?

    @Option(name: .long, help: "Only pages whose name contains this text.")
    var only: String?

    func run() throws {
        do {
            let suite = try ReadabilitySuite(sharedPath: shared, readabilityPath: readability)
            let outcomes = try suite.run(only: only) { outcome in print(outcome.line) }
            print(ReadabilitySummary(outcomes: outcomes).text)
            let verdict = ReadabilityVerdict(outcomes: outcomes)
            for line in verdict.lines { print(line) }
            guard verdict.isClean else {
                print("appexjs-conformance: \(verdict.unexpectedFailures.count) unexpected failures, \(verdict.unexpectedPasses.count) unexpected passes")
                throw ExitCode.failure
            }
            let expected = outcomes.filter { ReadabilityKnownFailures.pages[$0.name] != nil }.map(\.name)
            if !expected.isEmpty { print("expected failures (ReadabilityKnownFailures): \(expected.joined(separator: ", "))") }
        } catch let error as ConformanceError {
            FileHandle.standardError.write(Data("appexjs-conformance: error: \(error.description)\n".utf8))
            throw ExitCode(2)
        }
    }
}
