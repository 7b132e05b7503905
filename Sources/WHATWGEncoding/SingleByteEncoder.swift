/// The Encoding Standard's single-byte encoder, with unrepresentable code points written as
/// numeric character references.
///
/// https://encoding.spec.whatwg.org/#single-byte-encoder
enum SingleByteEncoder {
    /// For each single-byte encoding, the byte of each code point its index maps (the inverse of
    /// the index; where two bytes map to one code point, the first, as "index pointer" says).
    static let reversedIndexes: [Encoding.Kind: [UInt32: UInt8]] = {
        var indexes: [Encoding.Kind: [UInt32: UInt8]] = [:]
        for kind in Encoding.Kind.allCases {
            guard let table = SingleByteIndex.table(for: kind) else { continue }
            var reversed: [UInt32: UInt8] = [:]
            for (offset, codePoint) in table.enumerated().reversed() where codePoint != 0xFFFD {
                reversed[UInt32(codePoint)] = UInt8(0x80 + offset)
            }
            indexes[kind] = reversed
        }
        return indexes
    }()

    /// Encodes UTF-8 `text` in the single-byte encoding `kind`.
    static func encode(_ text: UnsafeRawBufferPointer, kind: Encoding.Kind) -> [UInt8] {
        let index = reversedIndexes[kind] ?? [:]
        var output = EncodedBytes(capacity: text.count)
        forEachScalar(in: text, ascii: { output.append(contentsOf: $0) }) { codePoint in
            // Step 2: ASCII is itself; steps 3-5: the index pointer for the code point, or an error.
            if let byte = index[codePoint] {
                output.append(byte)
            } else {
                output.appendNumericCharacterReference(for: codePoint)
            }
        }
        return output.bytes
    }
}
