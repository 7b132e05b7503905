import Testing
@testable import WHATWGEncoding

/// The Big5 decoder, its two-code-point pairs, and the corrections to glibc's table.
struct Big5DecoderTests {
    @Test(arguments: [
        ("A4 A4 A4 E5", "中文"),
        // Four pairs decode to a letter and a combining mark.
        ("88 62 88 64 88 A3 88 A5", "\u{CA}\u{304}\u{CA}\u{30C}\u{EA}\u{304}\u{EA}\u{30C}"),
        // HKSCS, from glibc.
        ("87 40 C8 A4", "\u{43F0}\u{27607}"),
        // Corrected where glibc differs from index Big5.
        ("A1 45 A2 44 A3 E1", "\u{2027}\u{FFE5}\u{20AC}"),
    ])
    func decodes(hex: String, text: String) {
        #expect(decode(hex, as: "big5") == text)
    }

    @Test(arguments: [
        ("80", "\u{FFFD}"),
        ("FF", "\u{FFFD}"),
        ("A4", "\u{FFFD}"),
        ("A4 20", "\u{FFFD} "),
        ("A4 80", "\u{FFFD}"),
        // A pointer with no index entry: an ASCII trail byte is kept.
        ("81 40", "\u{FFFD}@"),
        ("A4 A4 81 40 A4 E5", "中\u{FFFD}@文"),
    ])
    func errors(hex: String, text: String) {
        #expect(decode(hex, as: "big5") == text)
    }

    @Test func correctionsAreDistinctPairsInTheTrailRanges() {
        #expect(Big5Decoder.indexCorrections.count == 142)
        for pair in Big5Decoder.indexCorrections.keys {
            let trail = UInt8(pair & 0xFF)
            #expect(pair >> 8 >= 0x81 && pair >> 8 <= 0xFE)
            #expect((0x40...0x7E).contains(trail) || (0xA1...0xFE).contains(trail))
        }
    }
}
