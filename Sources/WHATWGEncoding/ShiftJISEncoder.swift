/// The Encoding Standard's Shift_JIS encoder, with unrepresentable code points written as
/// numeric character references.
///
/// https://encoding.spec.whatwg.org/#shift_jis-encoder
enum ShiftJISEncoder {
    /// Encodes UTF-8 `text` as Shift_JIS.
    static func encode(_ text: UnsafeRawBufferPointer) -> [UInt8] {
        var output = EncodedBytes(capacity: text.count)
        forEachScalar(in: text, ascii: { output.append(contentsOf: $0) }) { codePoint in
            switch codePoint {
            case 0x80:
                // Step 2.
                output.append(0x80)
            case 0xA5:
                // Step 3.
                output.append(0x5C)
            case 0x203E:
                // Step 4.
                output.append(0x7E)
            case 0xFF61...0xFF9F:
                // Step 5: halfwidth katakana.
                output.append(UInt8(codePoint - 0xFF61 + 0xA1))
            default:
                // Steps 6-9.
                guard let pointer = ReversedIndex.shiftJIS[codePoint == 0x2212 ? 0xFF0D : codePoint] else {
                    output.appendNumericCharacterReference(for: codePoint)
                    return
                }
                let lead = pointer / 188
                let trail = pointer % 188
                output.append(UInt8(lead + (lead < 0x1F ? 0x81 : 0xC1)), UInt8(trail + (trail < 0x3F ? 0x40 : 0x41)))
            }
        }
        return output.bytes
    }
}
