package import AppexJS
import Foundation
import OutputFiles

/// The `--out` results file: one JSON line per page, appended and flushed as each page
/// finishes, so a run that is killed loses nothing that finished.
package final class ResultsFile {
    package let path: String
    private let file: AppendingFile

    /// What an earlier run left in a results file.
    package struct Existing {
        /// The records of its complete lines.
        package var records: [PageRecord] = []
        /// The length of its complete lines; a torn last line after it is cut off.
        package var validLength = 0
        /// Whether the last line was torn (cut short by a killed run).
        package var hadTornLine = false

        package init() {}
    }

    /// Reads the records an earlier run wrote to `path` (nothing when there is no file).
    /// A last line without its newline, or that is not a record, is a torn line and is
    /// ignored.
    ///
    /// - Throws: `AppexError` when the file cannot be read or a line before the last is
    ///   not a record.
    package static func existing(at path: String) throws(AppexError) -> Existing {
        guard FileManager.default.fileExists(atPath: path) else { return Existing() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AppexError(.invalidInput, "--resume: cannot read the results file '\(path)'")
        }
        var existing = Existing()
        let bytes = [UInt8](data)
        var lineStart = 0
        var lineNumber = 0
        while lineStart < bytes.count {
            lineNumber += 1
            let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n"))
            let lineEnd = newline ?? bytes.count
            let text = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
            let isLast = newline == nil || newline! + 1 == bytes.count
            if !text.trimmingCharacters(in: .whitespaces).isEmpty {
                do {
                    guard newline != nil else { throw PageRecord.LineError(reason: "it has no newline") }
                    existing.records.append(try PageRecord(line: text))
                } catch {
                    guard isLast else {
                        throw AppexError(
                            .invalidInput,
                            "--resume: line \(lineNumber) of '\(path)' is not a results line (\(error)); remove it, or start again without --resume")
                    }
                    existing.hadTornLine = true
                    break
                }
            }
            existing.validLength = newline.map { $0 + 1 } ?? bytes.count
            lineStart = existing.validLength
        }
        return existing
    }

    /// Opens `path` for appending. With `keepingFirst` bytes, what follows them (a torn
    /// line) is cut off first; nil starts the file afresh. A symbolic link is followed, and
    /// a device or FIFO is written as it is (see `OutputFile.openForAppending`).
    package init(path: String, keepingFirst length: Int?) throws(AppexError) {
        self.path = path
        do {
            file = try OutputFile.openForAppending(path, keepingFirst: length ?? 0)
        } catch {
            throw AppexError(.outputFailed, "--out: \(error)")
        }
    }

    /// Appends `record` as one line and flushes it to the file.
    package func append(_ record: PageRecord) throws(AppexError) {
        do {
            try file.append(record.line + "\n")
        } catch {
            throw AppexError(.outputFailed, "--out: \(error)")
        }
    }
}
