/// The Encoding Standard's gb18030 encoder, which with its GBK flag set is the GBK encoder, with
/// unrepresentable code points written as numeric character references.
///
/// https://encoding.spec.whatwg.org/#gb18030-encoder
enum GB18030Encoder {
    /// Encodes UTF-8 `text` as gb18030, or as GBK when `isGBK` (no four-byte sequences, and
    /// U+20AC as the single byte 0x80).
    static func encode(_ text: UnsafeRawBufferPointer, isGBK: Bool) -> [UInt8] {
        var output = EncodedBytes(capacity: text.count)
        forEachScalar(in: text, ascii: { output.append(contentsOf: $0) }) { codePoint in
            // Step 3.
            if codePoint == 0xE5E5 {
                output.appendNumericCharacterReference(for: codePoint)
                return
            }
            // Step 4.
            if isGBK, codePoint == 0x20AC {
                output.append(0x80)
                return
            }
            // Steps 5-6: a two-byte sequence.
            if let pointer = ReversedIndex.gb18030[codePoint] {
                let trail = pointer % 190
                output.append(UInt8(pointer / 190 + 0x81), UInt8(trail + (trail < 0x3F ? 0x40 : 0x41)))
                return
            }
            // Step 7.
            guard !isGBK, let pointer = rangesPointer(for: codePoint) else {
                output.appendNumericCharacterReference(for: codePoint)
                return
            }
            // Steps 8-15: a four-byte sequence.
            output.append(contentsOf: fourByteSequence(forPointer: pointer))
        }
        return output.bytes
    }

    /// The index gb18030 ranges pointer for `codePoint`: linear from pointer 189000 for the
    /// supplementary planes, read back from the decoder for the Basic Multilingual Plane.
    ///
    /// https://encoding.spec.whatwg.org/#index-gb18030-ranges-pointer
    private static func rangesPointer(for codePoint: UInt32) -> Int? {
        if codePoint >= 0x10000 { return 189_000 + Int(codePoint) - 0x10000 }
        return ReversedIndex.gb18030Ranges[codePoint]
    }

    /// The four bytes of a gb18030 ranges pointer (the encoder's steps 8-15).
    static func fourByteSequence(forPointer pointer: Int) -> [UInt8] {
        let byte1 = pointer / (10 * 126 * 10)
        let byte2 = pointer % (10 * 126 * 10) / (10 * 126)
        let byte3 = pointer % (10 * 126) / 10
        let byte4 = pointer % 10
        return [UInt8(byte1 + 0x81), UInt8(byte2 + 0x30), UInt8(byte3 + 0x81), UInt8(byte4 + 0x30)]
    }
}
