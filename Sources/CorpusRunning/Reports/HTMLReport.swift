import Foundation

/// `--report FILE`: one self-contained HTML page (inline CSS and script, no network).
/// From the top: whether the run failed, counts that add up to the number of pages, the
/// regressions with their differences open, the other failures grouped by error with
/// their count, the improvements, a histogram of per-page time, and a sortable table of
/// every page. It reads at desktop and phone widths (wide parts scroll sideways).
package struct HTMLReport {
    package let summary: CorpusSummary

    package init(summary: CorpusSummary) { self.summary = summary }

    package var html: String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>appexjs corpus: \(summary.outcomes.count) pages, \(summary.failures.count) failed</title>
        <style>\(HTMLReportAssets.css)</style>
        </head>
        <body>
        <header>
        <h1>appexjs corpus</h1>
        \(headline)
        <p class="subtitle">\(Self.escape(subtitle))</p>
        </header>
        <section class="cards" aria-label="\(summary.snapshots ? "Pages by snapshot verdict" : "Pages by status")">\(breakdownCards)</section>
        \(statusLine)
        \(regressionsSection)
        \(failureGroupsSection)
        \(improvementsSection)
        <section class="panel">
        <h2>Time per page <small>(pages per time bin; hover a bar for its count)</small></h2>
        <div class="scroll">\(HistogramChart(milliseconds: summary.outcomes.compactMap(\.milliseconds)).svg)</div>
        </section>
        \(pagesSection)
        <script>\(HTMLReportAssets.script)</script>
        </body>
        </html>

        """
    }

    /// `58 of 130 pages failed`, or `All 130 pages passed`.
    private var headline: String {
        let failed = summary.failures.count
        let total = summary.outcomes.count
        guard failed > 0 else { return "<p class=\"headline good\">All \(total) pages passed</p>" }
        let regressed = summary.regressions.count
        var text = "\(failed) of \(total) pages failed"
        if regressed > 0 && regressed < failed {
            text += " <small>(\(regressed) regressed, \(failed - regressed) other)</small>"
        } else if regressed > 0 {
            text += " <small>(all regressed)</small>"
        }
        return "<p class=\"headline bad\">\(text)</p>"
    }

    private var subtitle: String {
        var text = summary.speedText
        let times = summary.pageTimes
        if !times.values.isEmpty { text += " · per page: median \(format(times.median, decimals: 1)) ms, p95 \(format(times.p95, decimals: 1)) ms" }
        if let peak = summary.peakResidentMegabytes { text += " · peak worker RSS \(format(peak, decimals: 0)) MB" }
        let resumed = summary.outcomes.count - summary.ranCount
        if resumed > 0 { text += " · \(resumed) pages from the earlier run" }
        return text
    }

    /// One card per verdict (with golden files) or status: together they are every page.
    private var breakdownCards: String {
        let counts: [(name: String, count: Int)] = summary.snapshots
            ? summary.breakdown : summary.statusCounts.map { ($0.0.rawValue, $0.1) }
        return counts.map { name, count in
            let kind = summary.snapshots ? "verdict-\(name)" : "status-\(name)"
            return "<div class=\"card \(kind)\(count == 0 ? " zero" : "")\"><b>\(count)</b><span>\(name)</span></div>"
        }.joined()
    }

    /// With golden files, how the pages ended (another split of the same pages).
    private var statusLine: String {
        guard summary.snapshots else { return "" }
        let parts = summary.statusCounts.filter { $0.1 > 0 }.map {
            "<span class=\"badge status-\($0.0.rawValue)\">\($0.0.rawValue)</span> \($0.1)"
        }
        return "<p class=\"statuses\">How the pages ended: \(parts.joined(separator: " · "))</p>"
    }

    /// Text as HTML character data or a quoted attribute value.
    package static func escape(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.append(character)
            }
        }
        return output
    }
}
