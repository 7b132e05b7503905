/// The text a legacy multi-byte decoder produces, with index lookups that wait to go through iconv
/// together.
///
/// The CJK decoders run the Encoding Standard's steps one byte at a time, but asking iconv for one
/// code point at a time would be slow. So a lookup ("index code point for pointer") is queued, with
/// the byte sequence that means that pointer in the converter's charset, and a run of queued
/// lookups is converted in one `iconv` call as soon as anything else is appended, or at the end.
/// Output order is kept. A lookup that iconv cannot map is an error: U+FFFD, followed by the byte the
/// standard restores to the input when that byte is ASCII.
struct MultiByteDecodedText {
    /// The text so far, not counting queued lookups.
    private var text: DecodedText
    /// The queued byte sequences, back to back.
    private var queuedSequences: [UInt8] = []
    /// Where each queued sequence ends in `queuedSequences`.
    private var queuedEnds: [Int] = []
    /// For each queued sequence, the ASCII byte to append after U+FFFD if the lookup fails.
    private var queuedRestoredBytes: [UInt8?] = []
    /// The converter all queued sequences are for.
    private var queuedConverter: IconvConverter?

    /// Makes an empty text with room for about `capacity` UTF-8 bytes.
    init(capacity: Int) {
        text = DecodedText(capacity: capacity)
    }

    /// Appends a run of ASCII bytes.
    mutating func appendASCII(_ bytes: UnsafeRawBufferPointer) {
        runQueuedLookups()
        text.appendUTF8(bytes)
    }

    /// Appends a code point, which must be a Unicode scalar value.
    mutating func append(codePoint: UInt32) {
        runQueuedLookups()
        text.append(codePoint: codePoint)
    }

    /// Appends U+FFFD for a decoder error.
    mutating func appendReplacementCharacter() {
        runQueuedLookups()
        text.appendReplacementCharacter()
    }

    /// Queues the lookup of the code point that `sequence` (bytes in `converter`'s charset) maps to.
    /// If the lookup fails, U+FFFD is appended and then `restoredByte`, if there is one.
    ///
    /// With no converter (iconv could not open the charset), the lookup fails at once.
    mutating func appendLookup(
        _ sequence: UnsafeRawBufferPointer,
        in converter: IconvConverter?,
        restoringOnFailure restoredByte: UInt8? = nil
    ) {
        guard let converter else {
            runQueuedLookups()
            appendFailedLookup(restoring: restoredByte)
            return
        }
        if queuedConverter !== converter {
            runQueuedLookups()
            queuedConverter = converter
        }
        queuedSequences.append(contentsOf: sequence)
        queuedEnds.append(queuedSequences.count)
        queuedRestoredBytes.append(restoredByte)
    }

    /// Queues the lookup of a two-byte sequence; see ``appendLookup(_:in:restoringOnFailure:)``.
    mutating func appendLookup(
        _ first: UInt8,
        _ second: UInt8,
        in converter: IconvConverter?,
        restoringOnFailure restoredByte: UInt8? = nil
    ) {
        withUnsafeBytes(of: (first, second)) { sequence in
            appendLookup(sequence, in: converter, restoringOnFailure: restoredByte)
        }
    }

    /// Runs the queued lookups and returns the whole text.
    mutating func makeString() -> String {
        runQueuedLookups()
        return text.makeString()
    }

    /// Converts the queued sequences, in as few `iconv` calls as the failures allow.
    private mutating func runQueuedLookups() {
        guard let converter = queuedConverter, !queuedEnds.isEmpty else { return }
        var sequences: [UInt8] = []
        swap(&sequences, &queuedSequences)
        sequences.withUnsafeBytes { sequences in
            var next = 0
            while next < queuedEnds.count {
                let mark = text.count
                let outcome = convert(sequences, next..<queuedEnds.count, with: converter)
                guard case .unmappedSequence(let offset) = outcome else { break }
                // iconv may report a failure at the start of the sequence it could not map, or
                // (glibc's UHC does, for 0xA2 0xE8) only after it: the sequence that ends at the
                // offset is a suspect too. Redo the stretch so that each suspect is converted alone.
                text.truncate(to: mark)
                var failed = next
                while failed < queuedEnds.count - 1, queuedEnds[failed] <= offset { failed += 1 }
                let firstSuspect = max(next, failed - 1)
                if firstSuspect > next {
                    let redoMark = text.count
                    if convert(sequences, next..<firstSuspect, with: converter) != .converted {
                        text.truncate(to: redoMark)
                        convertOneByOne(sequences, next..<firstSuspect, with: converter)
                    }
                }
                convertOneByOne(sequences, firstSuspect..<(failed + 1), with: converter)
                next = failed + 1
            }
        }
        sequences.removeAll(keepingCapacity: true)
        queuedSequences = sequences
        queuedEnds.removeAll(keepingCapacity: true)
        queuedRestoredBytes.removeAll(keepingCapacity: true)
    }

    /// Converts the queued sequences `range` in one `iconv` call; the offset of a failure is from
    /// the start of `sequences`.
    private mutating func convert(
        _ sequences: UnsafeRawBufferPointer,
        _ range: Range<Int>,
        with converter: IconvConverter
    ) -> IconvConverter.Outcome {
        let start = range.lowerBound == 0 ? 0 : queuedEnds[range.lowerBound - 1]
        let end = queuedEnds[range.upperBound - 1]
        let outcome = converter.convert(UnsafeRawBufferPointer(rebasing: sequences[start..<end]), appendingTo: &text)
        guard case .unmappedSequence(let offset) = outcome else { return outcome }
        return .unmappedSequence(at: start + offset)
    }

    /// Converts the queued sequences `range` one `iconv` call each, so that each failure is
    /// pinned to its sequence.
    private mutating func convertOneByOne(
        _ sequences: UnsafeRawBufferPointer,
        _ range: Range<Int>,
        with converter: IconvConverter
    ) {
        for sequence in range {
            let mark = text.count
            if convert(sequences, sequence..<(sequence + 1), with: converter) != .converted {
                text.truncate(to: mark)
                appendFailedLookup(restoring: queuedRestoredBytes[sequence])
            }
        }
    }

    /// Appends the output of a lookup that found no code point: an error, then the restored byte.
    private mutating func appendFailedLookup(restoring restoredByte: UInt8?) {
        text.appendReplacementCharacter()
        if let restoredByte {
            text.appendASCII(restoredByte)
        }
    }
}
