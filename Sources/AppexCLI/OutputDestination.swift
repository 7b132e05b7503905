import AppexJS
import CorpusRunning
import Foundation

/// Where output goes: stdout, or a file replaced atomically (written to a temporary file
/// beside it, then renamed), so a failed run never leaves a partial file.
struct OutputDestination {
    /// The file, or nil for stdout.
    let path: String?

    func write(_ data: Data) throws(AppexError) {
        guard let path else {
            FileHandle.standardOutput.write(data)
            return
        }
        try AtomicFile.write(data, to: path)
    }
}
