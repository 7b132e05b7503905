import Testing
import WHATWGEncoding

/// The EUC-JP decoder: JIS X 0208 pairs, halfwidth katakana, JIS X 0212 triples, and errors.
struct EUCJPDecoderTests {
    @Test(arguments: [
        ("C6 FC CB DC", "日本"),
        ("5C 7E", "\\~"),
        // 0x8E and a byte in 0xA1–0xDF: halfwidth katakana.
        ("8E B1 8E DF", "ｱﾟ"),
        // 0x8F and a pair: index jis0212.
        ("8F B0 A1 8F A2 B7", "丂\u{FF5E}"),
        // Index jis0208 is the one Shift_JIS uses: the same code points as 81 60 and NEC row 13.
        ("A1 C1 AD A1", "\u{FF5E}①"),
    ])
    func decodes(hex: String, text: String) {
        #expect(decode(hex, as: "euc-jp") == text)
    }

    @Test(arguments: [
        ("80", "\u{FFFD}"),
        ("FF", "\u{FFFD}"),
        ("A1", "\u{FFFD}"),
        ("8F A1", "\u{FFFD}"),
        // A lead before an ASCII byte: the error, then the byte.
        ("A1 20", "\u{FFFD} "),
        ("8E 41", "\u{FFFD}A"),
        ("8F 41", "\u{FFFD}A"),
        ("8F A1 41", "\u{FFFD}A"),
        // 0x8E before a byte beyond the katakana: one error for both.
        ("8E E0", "\u{FFFD}"),
        // A pair with no jis0208 entry.
        ("A9 A1", "\u{FFFD}"),
    ])
    func errors(hex: String, text: String) {
        #expect(decode(hex, as: "euc-jp") == text)
    }
}
