/// The Encoding Standard's EUC-KR encoder, with unrepresentable code points written as numeric
/// character references.
///
/// https://encoding.spec.whatwg.org/#euc-kr-encoder
enum EUCKREncoder {
    /// Encodes UTF-8 `text` as EUC-KR.
    static func encode(_ text: UnsafeRawBufferPointer) -> [UInt8] {
        var output = EncodedBytes(capacity: text.count)
        forEachScalar(in: text, ascii: { output.append(contentsOf: $0) }) { codePoint in
            // Steps 3-6.
            guard let pointer = ReversedIndex.eucKR[codePoint] else {
                output.appendNumericCharacterReference(for: codePoint)
                return
            }
            output.append(UInt8(pointer / 190 + 0x81), UInt8(pointer % 190 + 0x41))
        }
        return output.bytes
    }
}
