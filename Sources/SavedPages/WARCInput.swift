/// A WARC file as a stream of bytes, read in chunks and, for `.warc.gz`, inflated member by
/// member as it goes: only what the reader is looking at is in memory, however large the file.
///
/// It knows where in the file each byte came from: for a plain WARC its offset, for a gzip
/// file the offset of the gzip member it is in (the standard puts each record in a member of
/// its own, so that a record can be read by seeking there).
final class WARCInput {
    let file: SavedFile
    /// Inflates a gzip file; nil for a plain one.
    private var inflater: ZlibStream?
    private let isCompressed: Bool
    /// Bytes ready to read: `pending[pendingStart...]`.
    private var pending: [UInt8] = []
    private var pendingStart = 0
    /// The stream position of `pending[pendingStart]`.
    private(set) var position = 0
    /// Compressed bytes read from the file and not yet inflated.
    private var compressed: [UInt8] = []
    /// The file offset of the next byte the file gives.
    private var fileOffset = 0
    /// For a gzip file: the stream positions at which members start, with each member's file
    /// offset, in order (those before the reader's position are dropped).
    private var memberStarts: [(position: Int, fileOffset: Int)] = []
    /// The file offset of the member being inflated.
    private var currentMemberOffset = 0
    private var atEndOfFile = false
    /// Read this much next: small after a seek, so that reading one record from its offset
    /// inflates little more than that record, doubling up to ``largestChunk`` as a stream goes on.
    private var chunkSize = WARCInput.smallestChunk
    private static let smallestChunk = 16 * 1024
    private static let largestChunk = 256 * 1024

    /// A stream over `file`, gzip-compressed when it starts with the gzip signature.
    init(file: SavedFile) throws(SavedPageError) {
        self.file = file
        let head = try file.read(count: 2)
        isCompressed = head == [0x1F, 0x8B]
        try file.seek(to: 0)
        if isCompressed { try startInflater() }
        memberStarts = isCompressed ? [(0, 0)] : []
    }

    /// Whether the file is gzip-compressed.
    var isGzip: Bool { isCompressed }

    private func startInflater() throws(SavedPageError) {
        do {
            inflater = try ZlibStream(inflating: .gzip)
        } catch {
            throw SavedPageError(file: file.path, reason: "zlib cannot start inflating: \(error.message)")
        }
    }

    /// Where the byte at stream position `streamPosition` (at or after ``position``) comes from
    /// in the file: its offset, or its gzip member's.
    func fileOffset(ofStreamPosition streamPosition: Int) -> Int {
        guard isCompressed else { return streamPosition }
        return memberStarts.last { $0.position <= streamPosition }?.fileOffset ?? currentMemberOffset
    }

    /// Makes at least `count` bytes ready, unless the file ends first; returns how many are.
    @discardableResult
    func fill(_ count: Int) throws(SavedPageError) -> Int {
        while pending.count - pendingStart < count && !atEndOfFile {
            try readChunk()
        }
        return pending.count - pendingStart
    }

    /// The ready bytes (call ``fill(_:)`` first).
    var available: ArraySlice<UInt8> { pending[pendingStart...] }

    /// Drops the next `count` bytes (at most those ready).
    func consume(_ count: Int) {
        let taken = min(count, pending.count - pendingStart)
        pendingStart += taken
        position += taken
        if pendingStart > 1 << 20 || pendingStart == pending.count {
            pending.removeSubrange(..<pendingStart)
            pendingStart = 0
        }
        while memberStarts.count > 1, memberStarts[1].position <= position { memberStarts.removeFirst() }
    }

    /// The next `count` bytes, or fewer if the file ends first.
    func read(_ count: Int) throws(SavedPageError) -> [UInt8] {
        let ready = try fill(count)
        let bytes = Array(available.prefix(min(count, ready)))
        consume(bytes.count)
        return bytes
    }

    /// Skips `count` bytes without keeping them; returns how many there were.
    func skip(_ count: Int) throws(SavedPageError) -> Int {
        var left = count
        while left > 0 {
            let ready = try fill(min(left, Self.largestChunk))
            if ready == 0 { break }
            let taken = min(left, ready)
            consume(taken)
            left -= taken
        }
        return count - left
    }

    /// The next line without its line break (LF or CRLF), or nil at the end of the file; at
    /// most `limit` bytes are looked at (a longer line is returned cut).
    func readLine(limit: Int = 64 * 1024) throws(SavedPageError) -> [UInt8]? {
        var searched = 0
        while true {
            let ready = try fill(searched + 1)
            if ready == 0 { return nil }
            if let lineFeed = available.dropFirst(searched).firstIndex(of: 0x0A) {
                var line = Array(pending[pendingStart..<lineFeed])
                if line.last == 0x0D { line.removeLast() }
                consume(lineFeed - pendingStart + 1)
                return line
            }
            if ready == searched || ready >= limit {
                // The end of the file, or a line too long: what there is.
                let line = Array(available.prefix(limit))
                consume(line.count)
                return line
            }
            searched = ready
        }
    }

    /// Moves to file offset `offset` (a record's, or its gzip member's): the stream position
    /// starts again there.
    func seek(toFileOffset offset: Int) throws(SavedPageError) {
        try file.seek(to: offset)
        fileOffset = offset
        pending = []
        pendingStart = 0
        compressed = []
        atEndOfFile = false
        chunkSize = Self.smallestChunk
        position = offset
        if isCompressed {
            try startInflater()
            currentMemberOffset = offset
            memberStarts = [(position, offset)]
        }
    }

    /// Reads a chunk from the file and, for gzip, inflates it.
    private func readChunk() throws(SavedPageError) {
        let chunk = try file.read(count: chunkSize)
        chunkSize = min(chunkSize * 2, Self.largestChunk)
        fileOffset += chunk.count
        guard let inflater else {
            if chunk.isEmpty { atEndOfFile = true }
            pending += chunk
            return
        }
        if chunk.isEmpty && compressed.isEmpty {
            atEndOfFile = true
            return
        }
        compressed += chunk
        var used = 0
        // The file offset of compressed[0].
        let compressedStart = fileOffset - compressed.count
        while used < compressed.count {
            let before = pending.count
            let step = compressed.withUnsafeBytes { raw in
                Result { () throws(ZlibStream.Failure) in
                    try inflater.inflate(UnsafeRawBufferPointer(rebasing: raw[used...]), appendingTo: &pending)
                }
            }
            let consumed: Int
            let ended: Bool
            do {
                (consumed, ended) = try step.get()
            } catch {
                throw SavedPageError(
                    file: file.path, location: "gzip member at byte \(currentMemberOffset)",
                    reason: "the compressed data is corrupt (zlib: \(error.message))")
            }
            used += consumed
            if ended {
                inflater.resetInflating()
                currentMemberOffset = compressedStart + used
                memberStarts.append((position + (pending.count - pendingStart), currentMemberOffset))
            } else if consumed == 0 && pending.count == before {
                break
            }
        }
        compressed.removeSubrange(..<used)
        if chunk.isEmpty {
            // The file ended: inside a member unless the last one ended exactly here.
            atEndOfFile = true
            if currentMemberOffset != fileOffset { truncatedMember = currentMemberOffset }
        }
    }

    /// The file offset of a gzip member the file ends inside, if it does.
    private(set) var truncatedMember: Int?
}
