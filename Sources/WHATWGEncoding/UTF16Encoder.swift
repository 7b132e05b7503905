/// UTF-16 code units in either byte order, for writing a page back in the UTF-16 it was read
/// in. (The Encoding Standard has no UTF-16 encoder: its output encoding for UTF-16 is UTF-8.)
enum UTF16Encoder {
    /// Encodes UTF-8 `text` as UTF-16 of the given byte order, without a byte order mark.
    static func encode(_ text: UnsafeRawBufferPointer, bigEndian: Bool) -> [UInt8] {
        var output = EncodedBytes(capacity: text.count * 2)
        func append(_ unit: UInt32) {
            let high = UInt8(truncatingIfNeeded: unit >> 8)
            let low = UInt8(truncatingIfNeeded: unit)
            if bigEndian { output.append(high, low) } else { output.append(low, high) }
        }
        forEachScalar(in: text) { codePoint in
            if codePoint < 0x10000 {
                append(codePoint)
            } else {
                let offset = codePoint - 0x10000
                append(0xD800 + (offset >> 10))
                append(0xDC00 + (offset & 0x3FF))
            }
        }
        return output.bytes
    }
}
