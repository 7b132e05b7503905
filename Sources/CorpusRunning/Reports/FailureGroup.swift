/// Failed pages that failed the same way: the same status or snapshot verdict and the same
/// details (an error message, a missing golden file), so a report says "58 pages" once
/// instead of the same line 58 times.
package struct FailureGroup: Equatable {
    /// The status or verdict the pages share (`error`, `crashed`, `missing`, …).
    package let label: String
    /// What failed, as the report shows it (the error or why there is no comparison).
    package let details: [String]
    /// The pages, in id order.
    package let ids: [String]

    package init(label: String, details: [String], ids: [String]) {
        self.label = label
        self.details = details
        self.ids = ids
    }

    /// The failures among `outcomes` other than regressions (whose differences are shown
    /// page by page), grouped; the largest group first, then by label and details.
    package static func groups(of outcomes: [PageOutcome]) -> [FailureGroup] {
        var order: [[String]] = []
        var idsByKey: [[String]: [String]] = [:]
        for outcome in outcomes where outcome.isFailure && !outcome.isRegression {
            let key = [outcome.verdict?.name ?? outcome.status.rawValue] + outcome.failureDetails
            if idsByKey[key] == nil { order.append(key) }
            idsByKey[key, default: []].append(outcome.id)
        }
        let groups = order.map { key in FailureGroup(label: key[0], details: Array(key.dropFirst()), ids: idsByKey[key]!.sorted()) }
        return groups.sorted { first, second in
            if first.ids.count != second.ids.count { return first.ids.count > second.ids.count }
            return (first.label, first.details.joined(separator: "\n")) < (second.label, second.details.joined(separator: "\n"))
        }
    }
}
