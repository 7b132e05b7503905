import CorpusRunning
import Testing

/// The summary printed at the end of a run.
struct TerminalSummaryTests {
    private func text(_ outcomes: [PageOutcome], snapshots: Bool, report: String? = nil) -> String {
        TerminalSummary(
            summary: CorpusSummary(outcomes: outcomes, wallSeconds: 2, jobs: 2, snapshots: snapshots, workerStartupMilliseconds: [90, 110]),
            reportPath: report
        ).text
    }

    @Test func regressionsComeFirstWithTheirDifferencesThenGroupsThenCounts() {
        let lines = text(
            [
                Outcomes.page("a", verdict: .missing), Outcomes.page("b", verdict: Outcomes.titleChanged),
                Outcomes.page("c", verdict: .same),
            ], snapshots: true
        ).split(separator: "\n").map(String.init)
        #expect(lines == [
            "regressed: b",
            #"  results.title: "Old" → "New""#,
            "missing (1 page): no golden file; run with --update to record it",
            "  a",
            "appexjs corpus: 3 pages, 2 failed",
            "  snapshots: 1 same, 1 regressed, 1 missing",
            "  statuses: ok 3",
            "  3 run in 2.0 s (1.5 pages/s, 2 workers, 2 started in 100 ms median); per page: median 10.0 ms, p95 10.0 ms",
        ])
    }

    @Test func identicalErrorsArePrintedOnceWithTheirCountAndWhole() {
        let outcomes = (1...109).map { Outcomes.page("p\($0)", .error, error: Outcomes.longError) }
        let output = text(outcomes, snapshots: false)
        #expect(output.hasPrefix("error (109 pages): og.js:3:68: \(Outcomes.longError)\n  p1, p10, p100, p101, p102, p103, … and 103 more\n"))
        #expect(!output.contains("/home/me"))
        #expect(output.contains("appexjs corpus: 109 pages, 109 failed\n  statuses: error 109\n"))
    }

    @Test func longListsPointToTheReportOnlyWhenThereIsOne() {
        let outcomes = (1...30).map { Outcomes.page("p\($0)", verdict: Outcomes.titleChanged) }
        let without = text(outcomes, snapshots: true)
        #expect(without.contains("… and 10 more regressed pages\n"))
        #expect(!without.contains("--out") && !without.contains("--report") && !without.contains("results file"))
        #expect(text(outcomes, snapshots: true, report: "report.html").contains("… and 10 more regressed pages (all in report.html)\n"))
    }
}
