package import AppexJS
package import Foundation
import OutputFiles

/// The files a user names for output, written by `OutputFiles`: a regular file replaced
/// atomically, a symbolic link written through, a device or FIFO written in place, a
/// folder refused.
package enum AtomicFile {
    /// Fails unless `path` can be written: its folder exists and it is not a folder. Checked
    /// before work starts, so a run does not fail at its end.
    package static func checkDestination(_ path: String) throws(AppexError) {
        do {
            try OutputFile.checkDestination(path)
        } catch {
            throw AppexError(.invalidInput, error.description)
        }
    }

    /// Writes `data` to `path` (see `OutputFile.write(_:to:)`).
    package static func write(_ data: Data, to path: String) throws(AppexError) {
        do {
            try data.withUnsafeBytes { try OutputFile.write($0, to: path) }
        } catch let error as OutputFileError {
            throw AppexError(error.isRefusedDestination ? .invalidInput : .outputFailed, error.description)
        } catch {
            throw AppexError(.outputFailed, "cannot write '\(path)': \(error)")
        }
    }
}
