/// The Encoding Standard's single-byte decoder, with errors replaced by U+FFFD.
///
/// https://encoding.spec.whatwg.org/#single-byte-decoder
enum SingleByteDecoder {
    /// Decodes `bytes` with `index`, the code points for bytes 0x80–0xFF (U+FFFD where the index
    /// has none, which is an error and so decodes to U+FFFD anyway).
    static func decode(_ bytes: UnsafeRawBufferPointer, index: [UInt16]) -> String {
        var text = DecodedText(capacity: bytes.count + bytes.count / 2)
        var position = 0
        while position < bytes.count {
            // Step 2: ASCII bytes are their own code points; copy runs of them whole.
            let asciiEnd = bytes.endOfASCIIRun(from: position)
            if asciiEnd > position {
                text.appendUTF8(UnsafeRawBufferPointer(rebasing: bytes[position..<asciiEnd]))
                position = asciiEnd
                continue
            }
            // Steps 3-5: the index code point for byte − 0x80; an unmapped byte is U+FFFD.
            text.append(codePoint: UInt32(index[Int(bytes[position]) - 0x80]))
            position += 1
        }
        return text.makeString()
    }
}
