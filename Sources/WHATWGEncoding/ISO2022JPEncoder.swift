/// The Encoding Standard's ISO-2022-JP encoder, with unrepresentable code points written as
/// numeric character references (which it writes in ASCII, switching state as for any ASCII).
///
/// https://encoding.spec.whatwg.org/#iso-2022-jp-encoder
enum ISO2022JPEncoder {
    /// The encoder's states; the standard's "ISO-2022-JP encoder state".
    private enum State { case ascii, roman, jis0208 }

    /// The escape sequences that switch to each state.
    private static let toASCII: [UInt8] = [0x1B, 0x28, 0x42]
    private static let toRoman: [UInt8] = [0x1B, 0x28, 0x4A]
    private static let toJIS0208: [UInt8] = [0x1B, 0x24, 0x42]

    /// Encodes UTF-8 `text` as ISO-2022-JP.
    static func encode(_ text: UnsafeRawBufferPointer) -> [UInt8] {
        var output = EncodedBytes(capacity: text.count)
        var state = State.ascii
        func process(_ codePoint: UInt32) {
            // A code point "restored" to the queue is handled again after the state switch.
            while true {
                // Step 3.
                if state != .jis0208, codePoint == 0x0E || codePoint == 0x0F || codePoint == 0x1B {
                    for byte in EncodedBytes.numericCharacterReference(for: 0xFFFD) { process(UInt32(byte)) }
                    return
                }
                // Steps 4-5.
                if state == .ascii, codePoint < 0x80 {
                    output.append(UInt8(codePoint))
                    return
                }
                if state == .roman {
                    if codePoint < 0x80, codePoint != 0x5C, codePoint != 0x7E {
                        output.append(UInt8(codePoint))
                        return
                    }
                    if codePoint == 0xA5 { output.append(0x5C); return }
                    if codePoint == 0x203E { output.append(0x7E); return }
                }
                // Step 6.
                if codePoint < 0x80 {
                    state = .ascii
                    output.append(contentsOf: toASCII)
                    continue
                }
                // Step 7.
                if codePoint == 0xA5 || codePoint == 0x203E {
                    state = .roman
                    output.append(contentsOf: toRoman)
                    continue
                }
                // Steps 8-10.
                var lookedUp = codePoint == 0x2212 ? 0xFF0D : codePoint
                if (0xFF61...0xFF9F).contains(lookedUp) { lookedUp = katakana[Int(lookedUp - 0xFF61)] }
                guard let pointer = ReversedIndex.jis0208[lookedUp], pointer < 94 * 94 else {
                    // Step 11.
                    if state == .jis0208 {
                        state = .ascii
                        output.append(contentsOf: toASCII)
                    }
                    for byte in EncodedBytes.numericCharacterReference(for: codePoint) { process(UInt32(byte)) }
                    return
                }
                // Step 12.
                if state != .jis0208 {
                    state = .jis0208
                    output.append(contentsOf: toJIS0208)
                }
                // Steps 13-15.
                output.append(UInt8(pointer / 94 + 0x21), UInt8(pointer % 94 + 0x21))
                return
            }
        }
        forEachScalar(in: text) { process($0) }
        // Step 1: end of queue.
        if state != .ascii { output.append(contentsOf: toASCII) }
        return output.bytes
    }

    /// Index ISO-2022-JP katakana: the fullwidth katakana (and punctuation) that the encoder
    /// writes for halfwidth katakana U+FF61–U+FF9F.
    ///
    /// https://encoding.spec.whatwg.org/#index-iso-2022-jp-katakana
    static let katakana: [UInt32] = [
        0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5,
        0x30E7, 0x30C3, 0x30FC, 0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3,
        0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF, 0x30C1, 0x30C4, 0x30C6, 0x30C8, 0x30CA, 0x30CB, 0x30CC,
        0x30CD, 0x30CE, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB, 0x30DE, 0x30DF, 0x30E0, 0x30E1, 0x30E2, 0x30E4,
        0x30E6, 0x30E8, 0x30E9, 0x30EA, 0x30EB, 0x30EC, 0x30ED, 0x30EF, 0x30F3, 0x309B, 0x309C,
    ]
}
