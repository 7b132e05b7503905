/// The pages of the Readability suite that are expected to fail, each with what fails and
/// why, as jsdom's `test/web-platform-tests/to-run.yaml` lists its expected failures. The
/// run fails when a page fails that is not listed here, fails in another way than listed,
/// or passes although it is listed (then the entry is stale: remove it).
enum ReadabilityKnownFailures {
    /// What fails on a page, and why.
    struct Entry: Equatable {
        /// Whether the metadata (title, byline, excerpt, siteName, dir, lang, publishedTime) differs.
        var metadata = false
        /// Whether the article differs from `expected.html`.
        var content = false
        /// Why; a reader must be able to check it.
        var reason: String
    }

    /// By page name.
    static let pages: [String: Entry] = [
        "lwn-1": Entry(
            content: true,
            reason: "expected.html was changed by mozilla/readability d7949dc (2025-09-29), after main@a07e62c, "
                + "the Readability.js the fast-readability 0.0.1 wheel ships; jsdom with that Readability differs "
                + "the same way (../shared/corpus/readability/SOURCE.md)"),
        "wapo-1": Entry(
            content: true,
            reason: "expected.html was changed by mozilla/readability d7949dc (2025-09-29), after main@a07e62c, "
                + "the Readability.js the fast-readability 0.0.1 wheel ships; jsdom with that Readability differs "
                + "the same way (../shared/corpus/readability/SOURCE.md)"),
    ]
}

/// How the run's outcomes compare with ``ReadabilityKnownFailures``.
struct ReadabilityVerdict: Equatable {
    /// Pages that failed and are not listed, or failed in a way not listed: `name: what`.
    var unexpectedFailures: [String] = []
    /// Listed pages that passed where their entry says they fail: `name: what`.
    var unexpectedPasses: [String] = []

    /// The verdict on `outcomes` (pages not run, with `--only`, are not judged).
    init(outcomes: [PageOutcome], known: [String: ReadabilityKnownFailures.Entry] = ReadabilityKnownFailures.pages) {
        for outcome in outcomes {
            let entry = known[outcome.name]
            if let failure = outcome.failure {
                unexpectedFailures.append("\(outcome.name): the run failed: \(failure)")
                continue
            }
            let parts: [(String, failed: Bool, expected: Bool)] = [
                ("metadata", !outcome.metadataExact, entry?.metadata ?? false),
                ("content", !outcome.contentEqual, entry?.content ?? false),
            ]
            for (part, failed, expected) in parts where failed != expected {
                if failed {
                    unexpectedFailures.append("\(outcome.name): \(part) differs and is not listed as an expected failure")
                } else {
                    unexpectedPasses.append("\(outcome.name): \(part) now matches; remove it from ReadabilityKnownFailures")
                }
            }
        }
    }

    /// Whether every page went as expected.
    var isClean: Bool { unexpectedFailures.isEmpty && unexpectedPasses.isEmpty }

    /// What went unexpectedly, one line each.
    var lines: [String] {
        unexpectedFailures.map { "unexpected failure: \($0)" } + unexpectedPasses.map { "unexpected pass: \($0)" }
    }
}
