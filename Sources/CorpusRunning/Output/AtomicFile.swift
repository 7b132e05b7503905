package import AppexJS
package import Foundation

/// Atomic whole-file replacement.
package enum AtomicFile {
    /// Fails unless `path` can be written: its folder exists and it is not a folder. Checked
    /// before work starts, so a run does not fail at its end.
    package static func checkDestination(_ path: String) throws(AppexError) {
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard folder.isEmpty || (FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue) else {
            throw AppexError(.invalidInput, "cannot write '\(path)': the folder '\(folder)' does not exist")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw AppexError(.invalidInput, "cannot write '\(path)': it is a folder; give a file name")
        }
    }

    /// Writes `data` to a temporary file in `path`'s directory and renames it over `path`.
    package static func write(_ data: Data, to path: String) throws(AppexError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).appexjs-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw AppexError(.outputFailed, "cannot write '\(path)': \(reason)")
            }
        } catch let error as AppexError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw AppexError(.outputFailed, "cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
