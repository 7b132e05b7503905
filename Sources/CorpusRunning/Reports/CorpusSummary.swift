import AppexJS
import Foundation

/// What a corpus run adds up to: counts by status and by snapshot verdict, speed, memory.
package struct CorpusSummary {
    /// Every page of the run, sorted by id (resumed ones included).
    package let outcomes: [PageOutcome]
    /// Seconds the pages of this invocation took, wall clock.
    package let wallSeconds: Double
    package let jobs: Int
    /// Whether pages were compared with golden files (or recorded, with `update`).
    package let snapshots: Bool

    package init(outcomes: [PageOutcome], wallSeconds: Double, jobs: Int, snapshots: Bool) {
        self.outcomes = outcomes.sorted { $0.id < $1.id }
        self.wallSeconds = wallSeconds
        self.jobs = jobs
        self.snapshots = snapshots
    }

    /// Pages run by this invocation (not resumed).
    package var ranCount: Int { outcomes.filter { !$0.resumed }.count }
    package var pagesPerSecond: Double { wallSeconds > 0 ? Double(ranCount) / wallSeconds : 0 }
    package var failures: [PageOutcome] { outcomes.filter(\.isFailure) }
    package var improvements: [PageOutcome] { outcomes.filter { if case .improved? = $0.verdict { return true } else { return false } } }

    /// How many pages ended with each status, in ``PageStatus`` order.
    package var statusCounts: [(PageStatus, Int)] {
        PageStatus.allCases.map { status in (status, outcomes.filter { $0.status == status }.count) }
    }

    /// How many pages got each snapshot verdict, by name.
    package var verdictCounts: [(String, Int)] {
        let names = ["same", "regressed", "improved", "missing", "unreadable", "recorded", "unchanged"]
        return names.map { name in (name, outcomes.filter { $0.verdict?.name == name }.count) }.filter { $0.1 > 0 }
    }

    /// End-to-end milliseconds of the pages run now.
    package var pageTimes: Statistics { Statistics(outcomes.filter { !$0.resumed }.compactMap(\.milliseconds)) }

    package var peakResidentMegabytes: Double? { outcomes.compactMap(\.peakResidentMegabytes).max() }

    /// The summary for people: failures with their details, then the counts.
    package var text: String {
        var lines: [String] = []
        for outcome in failures.prefix(50) {
            lines.append("\(outcome.verdict?.name ?? outcome.status.rawValue): \(outcome.id)")
            lines += outcome.failureDetails.prefix(20).map { "  " + $0 }
        }
        if failures.count > 50 { lines.append("… and \(failures.count - 50) more failed pages (see the results file or --report)") }
        for outcome in improvements {
            lines.append("improved: \(outcome.id) (now ok; run with --update to record it)")
        }
        let resumed = outcomes.count - ranCount
        var head = "appexjs corpus: \(outcomes.count) pages"
        if resumed > 0 { head += " (\(resumed) from the earlier run)" }
        head += ", \(ranCount) run in \(format(wallSeconds, decimals: 1)) s (\(format(pagesPerSecond, decimals: 1)) pages/s, \(jobs) workers)"
        lines.append(head)
        lines.append("  " + statusCounts.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: "   "))
        if snapshots { lines.append("  snapshots: " + verdictCounts.map { "\($0.1) \($0.0)" }.joined(separator: ", ")) }
        let times = pageTimes
        if !times.values.isEmpty {
            var timing = "  per page: median \(format(times.median, decimals: 1)) ms, p95 \(format(times.p95, decimals: 1)) ms"
            if let peak = peakResidentMegabytes { timing += "; peak worker RSS \(format(peak, decimals: 1)) MB" }
            lines.append(timing)
        }
        return lines.joined(separator: "\n")
    }

    /// The summary as one JSON object (`--json`).
    package var json: String {
        var line = JSONLine()
        line.add("pages", .integer(Int64(outcomes.count)))
        line.add("ran", .integer(Int64(ranCount)))
        line.add("resumed", .integer(Int64(outcomes.count - ranCount)))
        line.add("statuses", .dictionary(Dictionary(uniqueKeysWithValues: statusCounts.map { ($0.0.rawValue, .integer(Int64($0.1))) })))
        if snapshots {
            line.add("snapshots", .dictionary(Dictionary(uniqueKeysWithValues: verdictCounts.map { ($0.0, .integer(Int64($0.1))) })))
        }
        line.add("failures", .array(failures.map { outcome in
            .dictionary([
                "id": .string(outcome.id), "status": .string(outcome.status.rawValue),
                "verdict": outcome.verdict.map { .string($0.name) } ?? .null,
                "details": .array(outcome.failureDetails.map(PropertyListValue.string)),
            ])
        }))
        line.add("wall_s", .real((wallSeconds * 1000).rounded() / 1000))
        line.add("pages_per_s", .real((pagesPerSecond * 100).rounded() / 100))
        line.add("jobs", .integer(Int64(jobs)))
        let times = pageTimes
        if !times.values.isEmpty {
            line.add("page_ms", .dictionary(["median": .real(times.median), "p95": .real(times.p95), "mean": .real(times.mean)]))
        }
        line.add("peak_rss_mb", peakResidentMegabytes.map { .real($0) })
        return line.text
    }
}
