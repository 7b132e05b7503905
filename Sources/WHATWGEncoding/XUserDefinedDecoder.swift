/// The Encoding Standard's x-user-defined decoder: ASCII stays, and bytes 0x80–0xFF map to
/// U+F780–U+F7FF. It has no errors.
///
/// https://encoding.spec.whatwg.org/#x-user-defined-decoder
enum XUserDefinedDecoder {
    /// Decodes `bytes` as x-user-defined.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> String {
        var text = DecodedText(capacity: bytes.count * 3)
        for byte in bytes {
            if byte < 0x80 {
                // Step 2.
                text.appendASCII(byte)
            } else {
                // Step 3.
                text.append(codePoint: 0xF780 + UInt32(byte) - 0x80)
            }
        }
        return text.makeString()
    }
}
