package import AppexJS
import Foundation

/// What `--expect` compares for a page, and `--update` writes: its status, its results,
/// the error when it failed (without the parts that vary from run to run), and the
/// finalized page's hash.
package enum Snapshot {
    /// The key of the results in a snapshot (key paths start with it).
    package static let resultsKey = "results"

    /// The order differences are shown in: what happened first, then the details.
    package static let keyOrder = ["status", "error", resultsKey, "finalizedHTMLSha256"]

    /// How snapshot `new` differs from `old`, `status` first.
    package static func differences(
        from old: PropertyListValue, to new: PropertyListValue, ignoring patterns: [KeyPathPattern]
    ) -> [PropertyListDifference] {
        let keys = Set((old.dictionaryValue ?? [:]).keys).union((new.dictionaryValue ?? [:]).keys)
        let ordered = keyOrder.filter(keys.contains) + keys.subtracting(keyOrder).sorted()
        return ordered.flatMap { key in
            PropertyListDiff.differences(
                from: old[key], to: new[key], at: PropertyListDiff.appending(key: key, to: ""), ignoring: patterns)
        }
    }

    /// The snapshot of `record`.
    package static func value(of record: PageRecord) -> PropertyListValue {
        var dictionary: [String: PropertyListValue] = ["status": .string(record.status.rawValue)]
        dictionary[resultsKey] = record.results
        if let error = record.error {
            var errorValue: [String: PropertyListValue] = ["stage": .string(error.stage), "kind": .string(error.kind)]
            if error.stage != "worker" {
                // The worker's messages hold times, memory sizes and stderr: they vary.
                errorValue["message"] = .string(error.message)
                errorValue["line"] = error.line.map { .integer(Int64($0)) }
                errorValue["column"] = error.column.map { .integer(Int64($0)) }
            }
            dictionary["error"] = .dictionary(errorValue)
        }
        dictionary["finalizedHTMLSha256"] = record.finalizedPageSHA256.map(PropertyListValue.string)
        return .dictionary(dictionary)
    }
}
