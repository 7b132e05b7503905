extension HTMLReport {
    /// The sortable, filterable table of every page.
    var pagesSection: String {
        """
        <section class="panel">
        <h2>Pages</h2>
        <div class="controls">
        <input id="filter" type="search" placeholder="Filter by id, status or error…" aria-label="Filter pages">
        <label><input id="failed-only" type="checkbox"> failures only</label>
        <span id="shown"></span>
        <span class="note">Times in ms, memory in MB. Click a column heading to sort.</span>
        </div>
        <div class="scroll">
        <table id="pages">
        <thead><tr>\(tableHeader)</tr></thead>
        <tbody>
        \(summary.outcomes.map(row).joined(separator: "\n"))
        </tbody>
        </table>
        </div>
        </section>
        """
    }

    /// The columns (the snapshot verdict only with golden files), and how each sorts.
    private var columns: [(name: String, type: String)] {
        [("id", "text"), ("status", "text")] + (summary.snapshots ? [("snapshot", "text")] : []) + [
            ("time", "number"), ("parse", "number"), ("run", "number"), ("RSS", "number"), ("details", "text"),
        ]
    }

    private var tableHeader: String {
        columns.map { "<th class=\"column-\($0.name.lowercased())\" data-type=\"\($0.type)\" tabindex=\"0\">\($0.name)</th>" }.joined()
    }

    private func row(_ outcome: PageOutcome) -> String {
        let verdict = outcome.verdict?.name ?? ""
        var cells = [
            "<td class=\"id\">\(Self.escape(outcome.id))</td>",
            "<td><span class=\"badge status-\(outcome.status.rawValue)\">\(outcome.status.rawValue)</span></td>",
        ]
        if summary.snapshots {
            cells.append("<td>\(verdict.isEmpty ? "" : "<span class=\"verdict verdict-\(verdict)\">\(verdict)</span>")</td>")
        }
        cells += [
            Self.numberCell(outcome.milliseconds, decimals: 1),
            Self.numberCell(outcome.timings.parse, decimals: 1),
            Self.numberCell(outcome.timings.run, decimals: 1),
            Self.numberCell(outcome.peakResidentMegabytes, decimals: 0),
        ]
        if outcome.isRegression {
            let count = outcome.verdict?.details.count ?? 0
            cells.append(
                "<td class=\"details\"><a href=\"#\(Self.anchor(outcome.id))\">\(count == 1 ? "1 difference" : "\(count) differences")</a></td>")
        } else {
            let details = outcome.isFailure ? outcome.failureDetails : (outcome.verdict?.details ?? []) + (outcome.error.map { [$0] } ?? [])
            cells.append("<td class=\"details\">\(Self.escape(details.joined(separator: "\n")))</td>")
        }
        return "<tr class=\"\(outcome.isFailure ? "failed" : "")\">" + cells.joined() + "</tr>"
    }

    private static func numberCell(_ value: Double?, decimals: Int) -> String {
        guard let value else { return "<td class=\"number\" data-value=\"-1\"></td>" }
        return "<td class=\"number\" data-value=\"\(value)\">\(format(value, decimals: decimals))</td>"
    }
}
