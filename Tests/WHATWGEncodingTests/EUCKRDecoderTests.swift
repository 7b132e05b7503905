import Testing
import WHATWGEncoding

/// The EUC-KR decoder, whose index is all of Windows code page 949.
struct EUCKRDecoderTests {
    @Test(arguments: [
        ("C7 D1 B1 B9", "한국"),
        // The Unified Hangul Code extension.
        ("81 41", "갂"),
        ("A2 E6 A2 E7", "€®"),
        ("C7 D1 41", "한A"),
    ])
    func decodes(hex: String, text: String) {
        #expect(decode(hex, as: "euc-kr") == text)
    }

    @Test(arguments: [
        ("80", "\u{FFFD}"),
        ("FF", "\u{FFFD}"),
        ("C7", "\u{FFFD}"),
        ("C7 FF", "\u{FFFD}"),
        ("81 20", "\u{FFFD} "),
        // In the trail range but not in the index: an ASCII trail byte is kept.
        ("81 5B", "\u{FFFD}["),
        ("A2 E8", "\u{FFFD}"),
        // glibc reports its failure on 0xA2 0xE8 only after it; the next character is still right.
        ("A2 E8 A6 A4", "\u{FFFD}┐"),
        ("C7 D1 A2 E8 B1 B9", "한\u{FFFD}국"),
    ])
    func errors(hex: String, text: String) {
        #expect(decode(hex, as: "euc-kr") == text)
    }
}
