import AppexJS
import CorpusRunning
import Foundation
import OutputFiles

/// Where output goes: stdout, or a file (see ``AtomicFile``).
struct OutputDestination {
    /// The file, or nil for stdout.
    let path: String?

    func write(_ data: Data) throws(AppexError) {
        guard let path else {
            do {
                try data.withUnsafeBytes { try StandardOutput.write($0) }
            } catch {
                throw AppexError(.outputFailed, String(describing: error))
            }
            return
        }
        try AtomicFile.write(data, to: path)
    }
}
