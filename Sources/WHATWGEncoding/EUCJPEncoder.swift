/// The Encoding Standard's EUC-JP encoder, with unrepresentable code points written as numeric
/// character references. (It writes index jis0208 only, never jis0212.)
///
/// https://encoding.spec.whatwg.org/#euc-jp-encoder
enum EUCJPEncoder {
    /// Encodes UTF-8 `text` as EUC-JP.
    static func encode(_ text: UnsafeRawBufferPointer) -> [UInt8] {
        var output = EncodedBytes(capacity: text.count)
        forEachScalar(in: text, ascii: { output.append(contentsOf: $0) }) { codePoint in
            switch codePoint {
            case 0xA5:
                // Step 3.
                output.append(0x5C)
            case 0x203E:
                // Step 4.
                output.append(0x7E)
            case 0xFF61...0xFF9F:
                // Step 5: halfwidth katakana.
                output.append(0x8E, UInt8(codePoint - 0xFF61 + 0xA1))
            default:
                // Steps 6-9.
                guard let pointer = ReversedIndex.jis0208[codePoint == 0x2212 ? 0xFF0D : codePoint], pointer < 94 * 94 else {
                    output.appendNumericCharacterReference(for: codePoint)
                    return
                }
                output.append(UInt8(pointer / 94 + 0xA1), UInt8(pointer % 94 + 0xA1))
            }
        }
        return output.bytes
    }
}
