/// The Encoding Standard's Big5 encoder, with unrepresentable code points written as numeric
/// character references.
///
/// https://encoding.spec.whatwg.org/#big5-encoder
enum Big5Encoder {
    /// Encodes UTF-8 `text` as Big5.
    static func encode(_ text: UnsafeRawBufferPointer) -> [UInt8] {
        var output = EncodedBytes(capacity: text.count)
        forEachScalar(in: text, ascii: { output.append(contentsOf: $0) }) { codePoint in
            // Steps 3-8.
            guard let pointer = ReversedIndex.big5[codePoint] else {
                output.appendNumericCharacterReference(for: codePoint)
                return
            }
            let trail = pointer % 157
            output.append(UInt8(pointer / 157 + 0x81), UInt8(trail + (trail < 0x3F ? 0x40 : 0x62)))
        }
        return output.bytes
    }
}
