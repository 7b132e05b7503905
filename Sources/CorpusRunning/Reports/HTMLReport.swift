import Foundation

/// `--report FILE`: one self-contained HTML page (inline CSS and script, no network):
/// counts by status, a histogram of per-page time, a sortable table of pages, and each
/// failure's differences or error, expandable.
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
        <p class="subtitle">\(Self.escape(subtitle))</p>
        </header>
        <section class="cards">\(statusCards)</section>
        \(snapshotLine)
        <section class="panel">
        <h2>Time per page <small>(pages per time bin; hover a bar for its count)</small></h2>
        \(HistogramChart(milliseconds: summary.outcomes.compactMap(\.milliseconds)).svg)
        </section>
        <section class="panel">
        <h2>Pages</h2>
        <div class="controls">
        <input id="filter" type="search" placeholder="Filter by id, status or error…" aria-label="Filter pages">
        <label><input id="failed-only" type="checkbox"> failures only</label>
        <span id="shown"></span>
        <span class="note">Times in ms, memory in MB. Click a column heading to sort.</span>
        </div>
        <table id="pages">
        <thead><tr>\(tableHeader)</tr></thead>
        <tbody>
        \(summary.outcomes.map(row).joined(separator: "\n"))
        </tbody>
        </table>
        </section>
        <script>\(HTMLReportAssets.script)</script>
        </body>
        </html>

        """
    }

    private var subtitle: String {
        var text = "\(summary.outcomes.count) pages · \(summary.ranCount) run in \(format(summary.wallSeconds, decimals: 1)) s"
        text += " · \(format(summary.pagesPerSecond, decimals: 1)) pages/s · \(summary.jobs) workers"
        if let peak = summary.peakResidentMegabytes { text += " · peak worker RSS \(format(peak, decimals: 0)) MB" }
        return text
    }

    private var statusCards: String {
        let failures = summary.failures.count
        var cards = [
            "<div class=\"card \(failures > 0 ? "bad" : "good")\"><b>\(failures)</b><span>failed</span></div>"
        ]
        for (status, count) in summary.statusCounts {
            cards.append("<div class=\"card status-\(status.rawValue)\(count == 0 ? " zero" : "")\"><b>\(count)</b><span>\(status.rawValue)</span></div>")
        }
        return cards.joined()
    }

    private var snapshotLine: String {
        guard summary.snapshots else { return "" }
        let parts = summary.verdictCounts.map { "<span class=\"verdict verdict-\($0.0)\">\($0.1) \($0.0)</span>" }
        return "<p class=\"snapshots\">Snapshots: \(parts.joined(separator: " "))</p>"
    }

    private var tableHeader: String {
        let columns: [(String, String)] = [
            ("id", "text"), ("status", "text"), ("snapshot", "text"), ("time", "number"), ("parse", "number"),
            ("run", "number"), ("RSS", "number"), ("details", "text"),
        ]
        return columns.map { "<th data-type=\"\($0.1)\" tabindex=\"0\">\($0.0)</th>" }.joined()
    }

    private func row(_ outcome: PageOutcome) -> String {
        let verdict = outcome.verdict?.name ?? ""
        var cells = [
            "<td class=\"id\">\(Self.escape(outcome.id))</td>",
            "<td><span class=\"badge status-\(outcome.status.rawValue)\">\(outcome.status.rawValue)</span></td>",
            "<td>\(verdict.isEmpty ? "" : "<span class=\"verdict verdict-\(verdict)\">\(verdict)</span>")</td>",
            Self.numberCell(outcome.milliseconds, decimals: 1),
            Self.numberCell(outcome.timings.parse, decimals: 1),
            Self.numberCell(outcome.timings.run, decimals: 1),
            Self.numberCell(outcome.peakResidentMegabytes, decimals: 0),
        ]
        let details = outcome.isFailure ? outcome.failureDetails : (outcome.verdict?.details ?? []) + (outcome.error.map { [$0] } ?? [])
        if details.isEmpty {
            cells.append("<td></td>")
        } else if details.count == 1 && details[0].count <= 140 {
            cells.append("<td class=\"details\">\(Self.escape(details[0]))</td>")
        } else {
            let first = Self.escape(String(details[0].prefix(140)))
            let more = details.count > 1 ? " <i>(\(details.count) lines)</i>" : ""
            cells.append(
                "<td class=\"details\"><details><summary>\(first)\(more)</summary><pre>\(Self.escape(details.joined(separator: "\n")))</pre></details></td>")
        }
        return "<tr class=\"\(outcome.isFailure ? "failed" : "")\">" + cells.joined() + "</tr>"
    }

    private static func numberCell(_ value: Double?, decimals: Int) -> String {
        guard let value else { return "<td class=\"number\" data-value=\"-1\"></td>" }
        return "<td class=\"number\" data-value=\"\(value)\">\(format(value, decimals: decimals))</td>"
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
