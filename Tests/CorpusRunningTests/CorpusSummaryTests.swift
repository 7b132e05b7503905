import AppexJS
import CorpusRunning
import Testing

/// Outcomes made in the test, as a run would report them.
enum Outcomes {
    static func page(
        _ id: String, _ status: PageStatus = .ok, error: String? = nil, file: String? = "/home/me/ext/og.js",
        verdict: SnapshotVerdict? = nil, milliseconds: Double = 10
    ) -> PageOutcome {
        var record = PageRecord(id: id, status: status)
        if let error { record.error = PageError(stage: "run", kind: "runThrew", message: error, file: file, line: 3, column: 68) }
        record.timings.total = milliseconds
        return PageOutcome(record, verdict: verdict, resumed: false)
    }

    static let titleChanged = SnapshotVerdict.regressed([
        PropertyListDifference(keyPath: "results.title", change: .changed(from: .string("Old"), to: .string("New")))
    ])

    static let longError = "TypeError: null is not an object (evaluating 'document.querySelector('meta[property=\"og:title\"]').content') (in ExtensionPreprocessingJS.run)"
}

/// What a run adds up to, from outcomes made in the test.
struct CorpusSummaryTests {
    @Test func aRegressedPageIsCountedOnceAndTheBreakdownAddsUpToThePages() {
        let outcomes = (1...129).map { Outcomes.page("p\($0)", verdict: .same) } + [Outcomes.page("q", verdict: Outcomes.titleChanged)]
        let summary = CorpusSummary(outcomes: outcomes, wallSeconds: 1, jobs: 2, snapshots: true)
        #expect(summary.failures.map(\.id) == ["q"])
        #expect(summary.breakdown.map(\.count).reduce(0, +) == 130)
        #expect(summary.breakdown.map(\.name) == ["same", "regressed"])
        #expect(summary.statusCounts.map(\.1).reduce(0, +) == 130)
    }

    @Test func withoutGoldenFilesTheBreakdownIsTheStatusesThatOccur() {
        let outcomes = [Outcomes.page("a"), Outcomes.page("b", .error, error: "x"), Outcomes.page("c", .crashed)]
        let summary = CorpusSummary(outcomes: outcomes, wallSeconds: 1, jobs: 2, snapshots: false)
        #expect(summary.breakdown.map(\.name) == ["ok", "error", "crashed"])
        #expect(summary.failures.count == 2)
    }

    @Test func identicalErrorsAreOneGroupWithTheScriptsNameNotItsPath() {
        let outcomes = (1...109).map { Outcomes.page(String(format: "p%03d", $0), .error, error: Outcomes.longError) }
            + [Outcomes.page("other", .error, error: "ReferenceError: x is not defined", file: "/elsewhere/og.js"), Outcomes.page("fine")]
        let groups = CorpusSummary(outcomes: outcomes, wallSeconds: 1, jobs: 2, snapshots: false).failureGroups
        #expect(groups.count == 2)
        #expect(groups[0].ids.count == 109)
        #expect(groups[0].label == "error")
        #expect(groups[0].details == ["og.js:3:68: " + Outcomes.longError])
        #expect(groups[1].ids == ["other"])
    }

    @Test func regressionsAreNotGroupedButMissingGoldenFilesAre() {
        let outcomes = [
            Outcomes.page("a", verdict: Outcomes.titleChanged), Outcomes.page("b", verdict: .missing),
            Outcomes.page("c", verdict: .missing), Outcomes.page("d", .error, error: "known", verdict: .same),
        ]
        let summary = CorpusSummary(outcomes: outcomes, wallSeconds: 1, jobs: 2, snapshots: true)
        #expect(summary.regressions.map(\.id) == ["a"])
        #expect(summary.failureGroups == [
            FailureGroup(label: "missing", details: ["no golden file; run with --update to record it"], ids: ["b", "c"])
        ])
    }

    @Test func workerStartUpIsReportedApartFromThePages() {
        let summary = CorpusSummary(
            outcomes: [Outcomes.page("a", milliseconds: 12)], wallSeconds: 1, jobs: 2, snapshots: false,
            workerStartupMilliseconds: [80, 100])
        #expect(summary.speedText == "1 run in 1.0 s (1.0 pages/s, 2 workers, 2 started in 90 ms median)")
        #expect(summary.pageTimes.median == 12)
        #expect(summary.json.contains(#""worker_startup_ms":{"count":2,"max":100.0,"median":90.0}"#))
    }
}
