import Foundation

/// Summary statistics of timings.
struct Statistics {
    let values: [Double]

    init(_ values: [Double]) { self.values = values.sorted() }

    /// The `p`-quantile (0…1), interpolated between the closest ranks.
    func quantile(_ p: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let position = Double(values.count - 1) * p
        let lower = Int(position)
        let upper = min(lower + 1, values.count - 1)
        return values[lower] + (values[upper] - values[lower]) * (position - Double(lower))
    }

    var median: Double { quantile(0.5) }
    var p95: Double { quantile(0.95) }
    var mean: Double { values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count) }
    var sum: Double { values.reduce(0, +) }
}

/// The peak resident set size of this process so far, in megabytes (`getrusage`).
func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// `1.23`, with two decimals.
func format(_ value: Double, decimals: Int = 2) -> String {
    String(format: "%.\(decimals)f", value)
}
