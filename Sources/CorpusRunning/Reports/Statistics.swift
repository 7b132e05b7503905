import Foundation

/// Summary statistics of timings.
package struct Statistics {
    package let values: [Double]

    package init(_ values: [Double]) { self.values = values.sorted() }

    /// The `p`-quantile (0…1), interpolated between the closest ranks.
    package func quantile(_ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let position = Double(values.count - 1) * p
        let lower = Int(position)
        let upper = min(lower + 1, values.count - 1)
        return values[lower] + (values[upper] - values[lower]) * (position - Double(lower))
    }

    package var median: Double { quantile(0.5) }
    package var p95: Double { quantile(0.95) }
    package var mean: Double { values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count) }
    package var sum: Double { values.reduce(0, +) }
}

/// The peak resident set size of this process so far, in megabytes (`getrusage`).
package func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// `1.23`, with two decimals.
package func format(_ value: Double, decimals: Int = 2) -> String {
    String(format: "%.\(decimals)f", value)
}

/// Milliseconds since `start`.
package func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
}
