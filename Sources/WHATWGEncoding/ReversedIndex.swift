/// The inverse of one of the standard's multi-byte indexes: the pointer of each code point, the
/// standard's "index pointer".
///
/// The indexes themselves are not tables here (the decoders ask glibc's iconv for them, see
/// ``IconvConverter``), so each inverse is read back from this module's own decoder: the byte
/// sequence of every pointer is decoded in one buffer, and each sequence that decodes to a single
/// code point is an entry. An encoder built on it is then exactly the inverse of the decoder.
/// Each inverse is built once per process, on first use.
///
/// https://encoding.spec.whatwg.org/#index-pointer
struct ReversedIndex: Sendable {
    /// The pointer of each code point.
    private let pointers: [UInt32: Int32]

    /// The pointer of `codePoint`, or `nil` when the index has none.
    subscript(codePoint: UInt32) -> Int? {
        pointers[codePoint].map(Int.init)
    }

    /// An inverse of the entries the decoder finds, keeping for each code point the first pointer,
    /// or the last where `keepsLast` says so.
    init(entries: [(pointer: Int, codePoint: UInt32)], keepsLast: (UInt32) -> Bool = { _ in false }) {
        var pointers: [UInt32: Int32] = [:]
        pointers.reserveCapacity(entries.count)
        for entry in entries where pointers[entry.codePoint] == nil || keepsLast(entry.codePoint) {
            pointers[entry.codePoint] = Int32(entry.pointer)
        }
        self.pointers = pointers
    }

    /// The entries of an index: for each pointer, in order, the code point `encoding`'s decoder
    /// gives the byte sequence `sequence(pointer)`, when it gives exactly one code point and no error.
    static func decodedEntries(
        of pointers: some Sequence<Int>, with encoding: Encoding, sequence: (Int) -> [UInt8]
    ) -> [(pointer: Int, codePoint: UInt32)] {
        // Sequences separated by LF, which no lead or trail byte of these encodings is.
        var buffer: [UInt8] = []
        var order: [Int] = []
        for pointer in pointers {
            buffer.append(contentsOf: sequence(pointer))
            buffer.append(0x0A)
            order.append(pointer)
        }
        var entries: [(pointer: Int, codePoint: UInt32)] = []
        entries.reserveCapacity(order.count)
        var piece = 0
        var scalars: [UInt32] = []
        for scalar in encoding.decode(buffer).unicodeScalars {
            guard scalar != "\n" else {
                if scalars.count == 1, scalars[0] != 0xFFFD, piece < order.count {
                    entries.append((order[piece], scalars[0]))
                }
                piece += 1
                scalars.removeAll(keepingCapacity: true)
                continue
            }
            scalars.append(scalar.value)
        }
        return entries
    }
}

extension ReversedIndex {
    /// Index jis0208's pointers: 94 rows of 94 and the IBM extensions after them, up to 11103,
    /// read through Shift_JIS (whose user-defined pointers 8836–10715 are not index entries).
    private static let jis0208Entries: [(pointer: Int, codePoint: UInt32)] = decodedEntries(
        of: (0..<11104).filter { !(8836...10715).contains($0) }, with: Encoding(.shiftJIS)
    ) { pointer in
        let sequence = JIS0208Index.shiftJISSequence(forPointer: pointer)
        return [sequence.lead, sequence.trail]
    }

    /// Index jis0208, for EUC-JP and ISO-2022-JP.
    ///
    /// https://encoding.spec.whatwg.org/#index-jis0208
    static let jis0208 = ReversedIndex(entries: jis0208Entries)

    /// Index Shift_JIS pointer: index jis0208 without pointers 8272–8835 (the NEC-selected IBM
    /// extensions, which the IBM extensions after them repeat).
    ///
    /// https://encoding.spec.whatwg.org/#index-shift_jis-pointer
    static let shiftJIS = ReversedIndex(entries: jis0208Entries.filter { !(8272...8835).contains($0.pointer) })

    /// Index EUC-KR: 126 lead bytes by 190 trail bytes.
    ///
    /// https://encoding.spec.whatwg.org/#index-euc-kr
    static let eucKR = ReversedIndex(entries: decodedEntries(of: 0..<(126 * 190), with: Encoding(.eucKR)) { pointer in
        [UInt8(pointer / 190 + 0x81), UInt8(pointer % 190 + 0x41)]
    })

    /// Index Big5 pointer: index Big5 without its Hong Kong Supplementary Character Set part (the
    /// pointers before (0xA1 − 0x81) × 157), the last pointer for six code points the index has
    /// twice, the first for the others.
    ///
    /// https://encoding.spec.whatwg.org/#index-big5-pointer
    static let big5 = ReversedIndex(
        entries: decodedEntries(of: ((0xA1 - 0x81) * 157)..<(126 * 157), with: Encoding(.big5)) { pointer in
            let trail = pointer % 157
            return [UInt8(pointer / 157 + 0x81), UInt8(trail + (trail < 0x3F ? 0x40 : 0x62))]
        },
        keepsLast: { [0x2550, 0x255E, 0x2561, 0x256A, 0x5341, 0x5345].contains($0) })

    /// Index gb18030: 126 first bytes by 190 second bytes.
    ///
    /// https://encoding.spec.whatwg.org/#index-gb18030
    static let gb18030 = ReversedIndex(entries: decodedEntries(of: 0..<(126 * 190), with: Encoding(.gb18030)) { pointer in
        let trail = pointer % 190
        return [UInt8(pointer / 190 + 0x81), UInt8(trail + (trail < 0x3F ? 0x40 : 0x41))]
    })

    /// Index gb18030 ranges, for the Basic Multilingual Plane: the pointers of the four-byte
    /// sequences below 39420 (the supplementary planes are linear from pointer 189000).
    ///
    /// https://encoding.spec.whatwg.org/#index-gb18030-ranges-pointer
    static let gb18030Ranges = ReversedIndex(entries: decodedEntries(of: 0..<39420, with: Encoding(.gb18030)) { pointer in
        GB18030Encoder.fourByteSequence(forPointer: pointer)
    })
}
