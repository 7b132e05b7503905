package import AppexJS
import Foundation

/// The golden files of `--expect DIR`: one JSON file per page, `DIR/<page id>.json`.
package struct SnapshotStore {
    package let folder: String
    /// Key paths `--ignore-keys` leaves out of comparisons.
    package let ignoring: [KeyPathPattern]

    package init(folder: String, ignoring: [KeyPathPattern]) {
        self.folder = folder
        self.ignoring = ignoring
    }

    /// `folder/<id>.json`, with `..` and `.` path components of the id escaped so the file
    /// stays inside the folder.
    package func path(for id: String) -> String {
        let components = id.split(separator: "/").map { component -> String in
            switch component {
            case "..": return "%2E%2E"
            case ".": return "%2E"
            default: return String(component)
            }
        }
        return (folder as NSString).appendingPathComponent(components.joined(separator: "/") + ".json")
    }

    /// Compares `record` with its golden file.
    package func compare(_ record: PageRecord) -> SnapshotVerdict {
        let path = path(for: record.id)
        guard let data = FileManager.default.contents(atPath: path) else { return .missing }
        let expected: PropertyListValue
        do {
            expected = try PropertyListValue(jsonText: String(decoding: data, as: UTF8.self))
        } catch {
            return .unreadable("the golden file '\(path)' is \(error.message); record it again with --update")
        }
        guard expected.dictionaryValue != nil else {
            return .unreadable("the golden file '\(path)' is a JSON \(expected.kindName), not a snapshot object; record it again with --update")
        }
        let differences = Snapshot.differences(from: expected, to: Snapshot.value(of: record), ignoring: ignoring)
        if differences.isEmpty { return .same }
        let wasFailure = expected["status"]?.stringValue != PageStatus.ok.rawValue
        return wasFailure && record.status == .ok ? .improved(differences) : .regressed(differences)
    }

    /// Writes `record`'s golden file when it is missing or different.
    ///
    /// - Throws: `AppexError` when the file cannot be written.
    package func update(_ record: PageRecord) throws(AppexError) -> SnapshotVerdict {
        let path = path(for: record.id)
        let text = Data((Snapshot.value(of: record).jsonText() + "\n").utf8)
        if FileManager.default.contents(atPath: path) == text { return .unchanged }
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        } catch {
            throw AppexError(.outputFailed, "cannot create the folder for the golden file '\(path)': \(error.localizedDescription)")
        }
        try AtomicFile.write(text, to: path)
        return .recorded
    }
}
