import AppexJS
import Foundation

/// What a corpus run adds up to: counts by status and by snapshot verdict, failures grouped,
/// speed, memory and the workers' start-up.
package struct CorpusSummary {
    /// Every page of the run, sorted by id (resumed ones included).
    package let outcomes: [PageOutcome]
    /// Seconds the pages of this invocation took, wall clock.
    package let wallSeconds: Double
    package let jobs: Int
    /// Whether pages were compared with golden files (or recorded, with `update`).
    package let snapshots: Bool
    /// How long each worker took from being started to being ready for its first page
    /// (not charged to that page).
    package let workerStartupMilliseconds: [Double]

    package init(
        outcomes: [PageOutcome], wallSeconds: Double, jobs: Int, snapshots: Bool, workerStartupMilliseconds: [Double] = []
    ) {
        self.outcomes = outcomes.sorted { $0.id < $1.id }
        self.wallSeconds = wallSeconds
        self.jobs = jobs
        self.snapshots = snapshots
        self.workerStartupMilliseconds = workerStartupMilliseconds
    }

    /// Pages run by this invocation (not resumed).
    package var ranCount: Int { outcomes.filter { !$0.resumed }.count }
    package var pagesPerSecond: Double { wallSeconds > 0 ? Double(ranCount) / wallSeconds : 0 }
    package var failures: [PageOutcome] { outcomes.filter(\.isFailure) }
    package var regressions: [PageOutcome] { outcomes.filter(\.isRegression) }
    package var improvements: [PageOutcome] { outcomes.filter { if case .improved? = $0.verdict { return true } else { return false } } }
    /// The failures that are not regressions, grouped by what failed.
    package var failureGroups: [FailureGroup] { FailureGroup.groups(of: outcomes) }

    /// How many pages ended with each status, in ``PageStatus`` order.
    package var statusCounts: [(PageStatus, Int)] {
        PageStatus.allCases.map { status in (status, outcomes.filter { $0.status == status }.count) }
    }

    /// How many pages got each snapshot verdict, by name, leaving out verdicts no page got.
    package var verdictCounts: [(String, Int)] {
        let names = ["same", "regressed", "improved", "missing", "unreadable", "recorded", "unchanged"]
        return names.map { name in (name, outcomes.filter { $0.verdict?.name == name }.count) }.filter { $0.1 > 0 }
    }

    /// The counts that split the pages into what decides failure, adding up to the number
    /// of pages: snapshot verdicts with golden files, else statuses (those no page has left
    /// out).
    package var breakdown: [(name: String, count: Int)] {
        snapshots ? verdictCounts : statusCounts.filter { $0.1 > 0 }.map { ($0.0.rawValue, $0.1) }
    }

    /// End-to-end milliseconds of the pages run now.
    package var pageTimes: Statistics { Statistics(outcomes.filter { !$0.resumed }.compactMap(\.milliseconds)) }

    package var peakResidentMegabytes: Double? { outcomes.compactMap(\.peakResidentMegabytes).max() }

    /// `130 run in 1.0 s (129.5 pages/s, 2 workers ready in 85 ms)`: what this invocation ran and how fast.
    /// With no workers (`jobs` 0), the pages were read from results files instead.
    package var speedText: String {
        guard jobs > 0 else { return "\(outcomes.count) read from results files" }
        var text = "\(ranCount) run in \(format(wallSeconds, decimals: 1)) s (\(format(pagesPerSecond, decimals: 1)) pages/s, \(jobs) workers"
        let startups = Statistics(workerStartupMilliseconds)
        if !startups.values.isEmpty {
            text += startups.values.count == 1
                ? ", started in \(format(startups.median, decimals: 0)) ms"
                : ", \(startups.values.count) started in \(format(startups.median, decimals: 0)) ms median"
        }
        return text + ")"
    }

    /// The summary as one JSON object (`--json`).
    package var json: String {
        var line = JSONLine()
        line.add("pages", .integer(Int64(outcomes.count)))
        line.add("failed", .integer(Int64(failures.count)))
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
        line.add("failure_groups", .array(failureGroups.map { group in
            .dictionary([
                "label": .string(group.label), "details": .array(group.details.map(PropertyListValue.string)),
                "count": .integer(Int64(group.ids.count)), "ids": .array(group.ids.map(PropertyListValue.string)),
            ])
        }))
        line.add("wall_s", .real((wallSeconds * 1000).rounded() / 1000))
        line.add("pages_per_s", .real((pagesPerSecond * 100).rounded() / 100))
        line.add("jobs", .integer(Int64(jobs)))
        let times = pageTimes
        if !times.values.isEmpty {
            line.add("page_ms", .dictionary(["median": .real(times.median), "p95": .real(times.p95), "mean": .real(times.mean)]))
        }
        let startups = Statistics(workerStartupMilliseconds)
        if !startups.values.isEmpty {
            line.add("worker_startup_ms", .dictionary([
                "count": .integer(Int64(startups.values.count)), "median": .real(startups.median), "max": .real(startups.values.last!),
            ]))
        }
        line.add("peak_rss_mb", peakResidentMegabytes.map { .real($0) })
        return line.text
    }
}
