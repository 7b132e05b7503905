package import AppexJS

/// Milliseconds each stage of a page took. Stages that did not happen are nil.
package struct PageTimings: Equatable {
    package var load: Double?
    package var parse: Double?
    package var setup: Double?
    package var run: Double?
    package var finalize: Double?
    /// From sending the page to a worker to its answer, as the runner saw it.
    package var total: Double?

    /// The keys of a results line (`parse_ms` and `run_ms` are what the peer harnesses'
    /// `summarize.py` reads).
    private static var keys: [(String, WritableKeyPath<PageTimings, Double?>)] {
        [
            ("load_ms", \.load), ("parse_ms", \.parse), ("setup_ms", \.setup), ("run_ms", \.run),
            ("finalize_ms", \.finalize), ("total_ms", \.total),
        ]
    }

    package var propertyListValue: PropertyListValue {
        var dictionary: [String: PropertyListValue] = [:]
        for (key, path) in Self.keys {
            if let milliseconds = self[keyPath: path] { dictionary[key] = .real((milliseconds * 1000).rounded() / 1000) }
        }
        return .dictionary(dictionary)
    }

    package init() {}

    package init(_ value: PropertyListValue?) {
        for (key, path) in Self.keys { self[keyPath: path] = value?[key]?.doubleValue }
    }
}
