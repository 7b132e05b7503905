import Testing
import WHATWGEncoding

/// The UTF-8 decoder: well-formed input, and exactly which U+FFFD each ill-formed input gets.
struct UTF8DecoderTests {
    @Test(arguments: [
        ("", ""),
        ("41 42", "AB"),
        ("C3 A9", "é"),
        ("E2 82 AC", "€"),
        ("F0 9F 98 80", "😀"),
        ("ED 9F BF", "\u{D7FF}"),
        ("EE 80 80", "\u{E000}"),
        ("EF BF BD", "\u{FFFD}"),
        ("EF BF BF", "\u{FFFF}"),
        ("F4 8F BF BF", "\u{10FFFF}"),
        // The byte order mark is not removed: BOM sniffing is the caller's.
        ("EF BB BF 41", "\u{FEFF}A"),
    ])
    func wellFormed(hex: String, text: String) {
        #expect(decode(hex, as: "utf-8") == text)
    }

    @Test(arguments: [
        // A stray continuation byte is one error each.
        ("80", "\u{FFFD}"),
        ("BF 41", "\u{FFFD}A"),
        ("80 80 80", "\u{FFFD}\u{FFFD}\u{FFFD}"),
        // C0, C1 and F5–FF never start a sequence.
        ("C0 80", "\u{FFFD}\u{FFFD}"),
        ("C1 BF", "\u{FFFD}\u{FFFD}"),
        ("F5 80", "\u{FFFD}\u{FFFD}"),
        ("FE FF", "\u{FFFD}\u{FFFD}"),
        // Overlong forms fail at the first continuation byte, which is then processed again.
        ("E0 80 80", "\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("E0 9F BF", "\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("F0 80 80 80", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("F0 8F BF BF", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        // Encoded surrogates and code points above U+10FFFF likewise.
        ("ED A0 80", "\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("ED BF BF", "\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("F4 90 80 80", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        // A truncated sequence (a maximal subpart) is one error, and the byte that ended it stays.
        ("E2 82", "\u{FFFD}"),
        ("E2 82 41", "\u{FFFD}A"),
        ("E2 41 AC", "\u{FFFD}A\u{FFFD}"),
        ("F0 9F 98", "\u{FFFD}"),
        ("F0 9F 98 41", "\u{FFFD}A"),
        ("F0 9F 41 98 80", "\u{FFFD}A\u{FFFD}\u{FFFD}"),
        ("C3", "\u{FFFD}"),
        ("C3 C3 A9", "\u{FFFD}é"),
        ("61 F1 80 80 E1 80 C2 62 80 63 80 BF 64", "a\u{FFFD}\u{FFFD}\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}d"),
    ])
    func illFormedGetsReplacementCharacters(hex: String, text: String) {
        #expect(decode(hex, as: "utf-8") == text)
    }

    @Test func longMixedInputKeepsItsValidParts() {
        let valid = Array(String(repeating: "Grüße, 世界! 😀 ", count: 200).utf8)
        let input = valid + [0xFF] + valid + [0xE2, 0x82]
        let expected = String(decoding: valid, as: UTF8.self) + "\u{FFFD}" + String(decoding: valid, as: UTF8.self) + "\u{FFFD}"
        #expect(Encoding.utf8.decode(input) == expected)
    }
}
