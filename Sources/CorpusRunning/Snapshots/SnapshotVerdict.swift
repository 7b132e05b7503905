/// How a page's snapshot compared.
package enum SnapshotVerdict: Equatable {
    /// The same as the golden file.
    case same
    /// Different from the golden file, which did not record a failure that is now fixed.
    case regressed([PropertyListDifference])
    /// Now `ok` where the golden file recorded a failure (`--update` to record it).
    case improved([PropertyListDifference])
    /// No golden file (`--update` records one).
    case missing
    /// The golden file is not a snapshot.
    case unreadable(String)
    /// `--update` wrote the golden file (it was missing or different).
    case recorded
    /// `--update` left the golden file as it was.
    case unchanged

    /// Whether it fails the run.
    package var isFailure: Bool {
        switch self {
        case .regressed, .missing, .unreadable: return true
        case .same, .improved, .recorded, .unchanged: return false
        }
    }

    /// `same`, `regressed`, …
    package var name: String {
        switch self {
        case .same: return "same"
        case .regressed: return "regressed"
        case .improved: return "improved"
        case .missing: return "missing"
        case .unreadable: return "unreadable"
        case .recorded: return "recorded"
        case .unchanged: return "unchanged"
        }
    }

    /// What to show for it: the differences, or why there are none to show.
    package var details: [String] {
        switch self {
        case .regressed(let differences), .improved(let differences): return differences.map(\.description)
        case .missing: return ["no golden file; run with --update to record it"]
        case .unreadable(let reason): return [reason]
        case .same, .recorded, .unchanged: return []
        }
    }
}
