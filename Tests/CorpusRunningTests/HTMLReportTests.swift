import CorpusRunning
import Foundation
import Testing

/// The HTML report's structure (its look is checked by eye in headless Chromium).
struct HTMLReportTests {
    private func html(_ outcomes: [PageOutcome], snapshots: Bool) -> String {
        HTMLReport(summary: CorpusSummary(outcomes: outcomes, wallSeconds: 1, jobs: 2, snapshots: snapshots)).html
    }

    @Test func regressionsComeFirstWithTheirDifferencesOpen() throws {
        let report = html(
            [
                Outcomes.page("a", verdict: .missing), Outcomes.page("b", verdict: Outcomes.titleChanged),
                Outcomes.page("c", verdict: .same),
            ], snapshots: true)
        #expect(report.contains("<p class=\"headline bad\">2 of 3 pages failed <small>(1 regressed, 1 other)</small></p>"))
        let regressions = try #require(report.range(of: "<section class=\"panel regressions\">"))
        let failures = try #require(report.range(of: "<section class=\"panel failures\">"))
        let table = try #require(report.range(of: "<table id=\"pages\">"))
        #expect(regressions.lowerBound < failures.lowerBound && failures.lowerBound < table.lowerBound)
        #expect(report.contains(
            #"<details open class="regression" id="\#(HTMLReport.anchor("b"))"><summary><span class="id">b</span>"#))
        #expect(report.contains(
            #"<li><code class="path">results.title</code> <span class="old">&quot;Old&quot;</span> → <span class="new">&quot;New&quot;</span></li>"#))
        #expect(report.contains("<a href=\"#\(HTMLReport.anchor("b"))\">1 difference</a>"))
    }

    @Test func theCardsAddUpToThePages() {
        let report = html([Outcomes.page("a", verdict: Outcomes.titleChanged)] + (1...129).map { Outcomes.page("p\($0)", verdict: .same) }, snapshots: true)
        #expect(report.contains(#"<div class="card verdict-same"><b>129</b><span>same</span></div><div class="card verdict-regressed"><b>1</b><span>regressed</span></div></section>"#))
        #expect(!report.contains("<span>failed</span>"))
    }

    @Test func identicalErrorsAreOneGroupShownWhole() {
        let report = html((1...109).map { Outcomes.page("p\($0)", .error, error: Outcomes.longError) }, snapshots: false)
        let message = HTMLReport.escape("og.js:3:68: " + Outcomes.longError)
        #expect(report.contains("<div class=\"group\"><div class=\"group-head\"><b>109</b> <span class=\"badge status-error\">error</span></div>\n<pre class=\"message\">\(message)</pre>"))
        #expect(!report.contains("/home/me"))
        #expect(!report.contains("<th class=\"column-snapshot\""))
    }
}
