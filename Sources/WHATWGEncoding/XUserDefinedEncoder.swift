/// The Encoding Standard's x-user-defined encoder: ASCII stays, U+F780–U+F7FF become bytes
/// 0x80–0xFF, and anything else is an error (a numeric character reference).
///
/// https://encoding.spec.whatwg.org/#x-user-defined-encoder
enum XUserDefinedEncoder {
    /// Encodes UTF-8 `text` as x-user-defined.
    static func encode(_ text: UnsafeRawBufferPointer) -> [UInt8] {
        var output = EncodedBytes(capacity: text.count)
        forEachScalar(in: text, ascii: { output.append(contentsOf: $0) }) { codePoint in
            if (0xF780...0xF7FF).contains(codePoint) {
                // Step 3.
                output.append(UInt8(codePoint - 0xF780 + 0x80))
            } else {
                // Step 4.
                output.appendNumericCharacterReference(for: codePoint)
            }
        }
        return output.bytes
    }
}
