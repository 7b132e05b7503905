/// The summary `appexjs corpus` prints at the end: the regressions first, each with its
/// differences; then the other failures, identical ones grouped with their count; then
/// the improvements; then counts that add up to the number of pages, and speed.
package struct TerminalSummary {
    package let summary: CorpusSummary
    /// The HTML report's path, when one is written (long lists point to it).
    package let reportPath: String?
    /// The command that reports, which starts the counts line.
    package let command: String

    package init(summary: CorpusSummary, reportPath: String?, command: String = "appexjs corpus") {
        self.summary = summary
        self.reportPath = reportPath
        self.command = command
    }

    /// How many regressions are shown with their differences, and how many lines of each.
    static let regressionLimit = 20
    static let differenceLimit = 20
    /// How many failure groups are shown, and how many page ids of each.
    static let groupLimit = 10
    static let idLimit = 6

    package var text: String {
        var lines: [String] = []
        let regressions = summary.regressions
        for outcome in regressions.prefix(Self.regressionLimit) {
            lines.append("regressed: \(outcome.id)")
            let details = outcome.failureDetails
            lines += details.prefix(Self.differenceLimit).map { "  " + $0 }
            if details.count > Self.differenceLimit { lines.append("  … and \(details.count - Self.differenceLimit) more differences") }
        }
        if regressions.count > Self.regressionLimit {
            lines.append("… and \(regressions.count - Self.regressionLimit) more regressed pages" + elsewhere)
        }
        let groups = summary.failureGroups
        for group in groups.prefix(Self.groupLimit) {
            let pages = group.ids.count == 1 ? "1 page" : "\(group.ids.count) pages"
            lines.append("\(group.label) (\(pages)): \(group.details.first ?? "")")
            lines += group.details.dropFirst().map { "  " + $0 }
            var ids = group.ids.prefix(Self.idLimit).joined(separator: ", ")
            if group.ids.count > Self.idLimit { ids += ", … and \(group.ids.count - Self.idLimit) more" }
            lines.append("  " + ids)
        }
        if groups.count > Self.groupLimit {
            let rest = groups.dropFirst(Self.groupLimit)
            lines.append("… and \(rest.count) more kinds of failure on \(rest.map(\.ids.count).reduce(0, +)) pages" + elsewhere)
        }
        for outcome in summary.improvements {
            lines.append("improved: \(outcome.id) (now ok; run with --update to record it)")
        }
        lines += counts
        return lines.joined(separator: "\n")
    }

    /// ` (all in report.html)` when there is a report; nothing otherwise.
    private var elsewhere: String {
        reportPath.map { " (all in \($0))" } ?? ""
    }

    /// The counts: failed, how the pages split (adding up to their number), speed and memory.
    private var counts: [String] {
        let resumed = summary.outcomes.count - summary.ranCount
        var head = "\(command): \(summary.outcomes.count) pages"
        if resumed > 0 { head += " (\(resumed) from the earlier run)" }
        head += ", \(summary.failures.count) failed"
        var lines = [head]
        let statuses = summary.statusCounts.filter { $0.1 > 0 }.map { "\($0.0.rawValue) \($0.1)" }
        if summary.snapshots {
            lines.append("  snapshots: " + summary.verdictCounts.map { "\($0.1) \($0.0)" }.joined(separator: ", "))
        }
        lines.append("  statuses: " + statuses.joined(separator: ", "))
        var speed = "  " + summary.speedText
        let times = summary.pageTimes
        if !times.values.isEmpty {
            speed += "; per page: median \(format(times.median, decimals: 1)) ms, p95 \(format(times.p95, decimals: 1)) ms"
        }
        if let peak = summary.peakResidentMegabytes { speed += "; peak worker RSS \(format(peak, decimals: 1)) MB" }
        lines.append(speed)
        return lines
    }
}
