import Testing

@testable import Conformance

/// The Readability suite passes when exactly the listed pages fail, in the listed way.
@Suite struct ReadabilityKnownFailuresTests {
    static let known: [String: ReadabilityKnownFailures.Entry] = [
        "lwn-1": ReadabilityKnownFailures.Entry(content: true, reason: "newer expectations")
    ]

    func outcome(_ name: String, metadata: [String] = [], content: String? = nil, failure: String? = nil) -> PageOutcome {
        PageOutcome(name: name, metadataMismatches: metadata, contentDifference: content, failure: failure, milliseconds: 1)
    }

    @Test func theListedFailureAndPassingPagesAreClean() {
        let verdict = ReadabilityVerdict(outcomes: [outcome("lwn-1", content: "at /div/p[3]"), outcome("ars-1")], known: Self.known)
        #expect(verdict.isClean)
    }

    @Test func aPageThatStartsFailingFailsTheRun() {
        let verdict = ReadabilityVerdict(
            outcomes: [outcome("lwn-1", content: "x"), outcome("ars-1", metadata: ["title"])], known: Self.known)
        #expect(verdict.lines == ["unexpected failure: ars-1: metadata differs and is not listed as an expected failure"])
    }

    @Test func aListedPageThatStartsPassingFailsTheRun() {
        let verdict = ReadabilityVerdict(outcomes: [outcome("lwn-1")], known: Self.known)
        #expect(verdict.lines == ["unexpected pass: lwn-1: content now matches; remove it from ReadabilityKnownFailures"])
    }

    @Test func aListedPageFailingAnotherWayFailsTheRun() {
        let verdict = ReadabilityVerdict(outcomes: [outcome("lwn-1", metadata: ["byline"], content: "x")], known: Self.known)
        #expect(verdict.lines == ["unexpected failure: lwn-1: metadata differs and is not listed as an expected failure"])
        let crashed = ReadabilityVerdict(outcomes: [outcome("lwn-1", failure: "timed out")], known: Self.known)
        #expect(crashed.lines == ["unexpected failure: lwn-1: the run failed: timed out"])
    }

    /// Every listed page exists in the corpus's naming and gives a reason.
    @Test func everyEntryHasAReason() {
        #expect(Set(ReadabilityKnownFailures.pages.keys) == ["lwn-1", "wapo-1"])
        #expect(ReadabilityKnownFailures.pages.values.allSatisfy { $0.reason.count > 40 && ($0.metadata || $0.content) })
    }
}
