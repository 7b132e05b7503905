/// Reads a WARC file (`.warc`, or `.warc.gz` with a gzip member per record) one record at a
/// time, never whole: a record's block is read only when asked for, and skipped otherwise.
///
/// https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/
public final class WARCReader {
    /// The file's path.
    public var path: String { input.file.path }
    private let input: WARCInput
    /// The record whose block has not been read or skipped yet, and how much of it is left.
    private var currentRecord: WARCRecord?
    private var blockLeft = 0

    /// Opens the WARC at `path`.
    public init(path: String) throws(SavedPageError) {
        input = try WARCInput(file: SavedFile(path: path))
    }

    /// Whether the file is gzip-compressed.
    public var isGzip: Bool { input.isGzip }

    /// Moves to the record at (or in the gzip member at) file offset `offset`.
    public func seek(toRecordAt offset: Int) throws(SavedPageError) {
        try input.seek(toFileOffset: offset)
        blockLeft = 0
    }

    /// The next record's head, or nil at the end of the file. Whatever is left of the previous
    /// record's block is skipped first.
    ///
    /// - Throws: when the bytes at a record's start are not a WARC record head, or its
    ///   `Content-Length` is missing or not a number.
    public func nextRecord() throws(SavedPageError) -> WARCRecord? {
        if let currentRecord, blockLeft > 0 { try skipBlock(of: currentRecord) }
        blockLeft = 0
        currentRecord = nil
        // The CRLF CRLF after a block, and any blank lines between records.
        var versionLine: [UInt8]
        var start: Int
        repeat {
            start = input.position
            guard let line = try input.readLine() else { return nil }
            versionLine = line
        } while versionLine.isEmpty
        let offset = input.fileOffset(ofStreamPosition: start)
        guard versionLine.starts(with: Array("WARC/".utf8)) else {
            let shown = String(decoding: versionLine.prefix(40), as: UTF8.self).replacingNonPrintable()
            throw SavedPageError(
                file: path, location: "byte \(offset)",
                reason: "expected the start of a WARC record ('WARC/1.1'), found '\(shown)': the file is corrupt or not a WARC file")
        }
        // The header fields, up to the empty line.
        var head: [UInt8] = []
        while true {
            guard let line = try input.readLine() else {
                throw SavedPageError(file: path, location: "the record at byte \(offset)", reason: "the file ends inside its header fields: it is cut short")
            }
            head += line
            head.append(0x0A)
            if line.isEmpty { break }
        }
        let headers = HeaderFields.parse(head[...])?.fields ?? HeaderFields()
        var record = WARCRecord(version: String(decoding: versionLine, as: UTF8.self), headers: headers, offset: offset, contentLength: 0)
        guard let lengthText = headers["Content-Length"], let length = Int(lengthText), length >= 0 else {
            throw SavedPageError(
                file: path, location: record.location,
                reason: headers["Content-Length"] == nil
                    ? "it has no Content-Length, so its block cannot be found" : "its Content-Length '\(headers["Content-Length"]!)' is not a number")
        }
        record.contentLength = length
        blockLeft = length
        currentRecord = record
        return record
    }

    /// Up to `count` bytes of the current record's block, from where the last read stopped.
    ///
    /// - Throws: when the file ends before the block does.
    public func readBlock(of record: WARCRecord, upTo count: Int) throws(SavedPageError) -> [UInt8] {
        let wanted = min(count, blockLeft)
        let bytes = try input.read(wanted)
        blockLeft -= bytes.count
        guard bytes.count == wanted else { throw pastTheEnd(record) }
        return bytes
    }

    /// Up to `count` bytes of what is left of the current record's block, without taking them.
    func peekBlock(upTo count: Int) throws(SavedPageError) -> ArraySlice<UInt8> {
        let wanted = min(count, blockLeft)
        let ready = try input.fill(wanted)
        return input.available.prefix(min(wanted, ready))
    }

    /// Skips what is left of the current record's block.
    ///
    /// - Throws: when the file ends before the block does.
    public func skipBlock(of record: WARCRecord) throws(SavedPageError) {
        let wanted = blockLeft
        let skipped = try input.skip(wanted)
        blockLeft = 0
        guard skipped == wanted else { throw pastTheEnd(record) }
    }

    private func pastTheEnd(_ record: WARCRecord) -> SavedPageError {
        var reason = "its Content-Length \(record.contentLength) runs past the end of the file: it is cut short"
        if let member = input.truncatedMember { reason += " (the gzip member at byte \(member) is incomplete)" }
        return SavedPageError(file: path, location: record.location, reason: reason)
    }
}

extension String {
    /// The string with control characters shown as `?`, for quoting bytes in messages.
    func replacingNonPrintable() -> String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0.value < 0x20 || $0 == "\u{FFFD}" ? "?" : $0 }))
    }
}
