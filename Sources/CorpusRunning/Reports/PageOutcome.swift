/// What a run keeps of each page for its summary and reports (not the results, which
/// can be large and are in the results file).
package struct PageOutcome {
    package let id: String
    package let status: PageStatus
    /// The error as one line, when the page failed.
    package let error: String?
    package let timings: PageTimings
    package let peakResidentMegabytes: Double?
    /// How the page compared with its golden file, with `--expect`.
    package let verdict: SnapshotVerdict?
    /// Whether the record came from the results file of an earlier run (`--resume`).
    package let resumed: Bool

    package init(_ record: PageRecord, verdict: SnapshotVerdict?, resumed: Bool) {
        id = record.id
        status = record.status
        error = record.error?.summary
        timings = record.timings
        peakResidentMegabytes = record.peakResidentMegabytes
        self.verdict = verdict
        self.resumed = resumed
    }

    /// Whether it fails: it regressed against its golden file, or with no golden files,
    /// it did not end `ok`.
    package var isFailure: Bool { verdict.map(\.isFailure) ?? (status != .ok) }

    /// Whether it regressed against its golden file.
    package var isRegression: Bool {
        if case .regressed? = verdict { return true }
        return false
    }

    /// The time the page took end to end: as the runner saw it, else the sum of its stages.
    package var milliseconds: Double? {
        if let total = timings.total { return total }
        let stages = [timings.load, timings.parse, timings.setup, timings.run, timings.finalize].compactMap { $0 }
        return stages.isEmpty ? nil : stages.reduce(0, +)
    }

    /// What a failure report says: the snapshot differences, or the error.
    package var failureDetails: [String] {
        if let verdict, verdict.isFailure {
            var lines = verdict.details
            if let error, case .regressed = verdict { lines.append("error: \(error)") }
            return lines
        }
        return error.map { [$0] } ?? []
    }
}
