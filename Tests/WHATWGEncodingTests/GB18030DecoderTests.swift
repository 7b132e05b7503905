import Testing
import WHATWGEncoding

/// The gb18030 decoder (also GBK's): one, two and four bytes, and how errors give bytes back.
struct GB18030DecoderTests {
    @Test(arguments: [
        ("D6 D0 CE C4", "中文"),
        ("80", "€"),
        // 0xA3 0xA0 stays U+3000 for deployed content.
        ("A3 A0", "\u{3000}"),
        // GB18030-2022's two-byte mappings, and Private Use code points the standard keeps.
        ("A6 D9 FE 59", "\u{FE10}\u{9FB4}"),
        ("FE 51 A1 40", "\u{E816}\u{E4C6}"),
        ("A8 BC", "\u{1E3F}"),
        // Four bytes: index gb18030 ranges.
        ("81 30 81 30", "\u{80}"),
        ("81 35 F4 37", "\u{E7C7}"),
        ("82 35 90 37 84 31 82 36", "\u{9FB4}\u{FE10}"),
        ("84 31 A4 39", "\u{FFFF}"),
        ("90 30 81 30", "\u{10000}"),
        ("94 39 FC 36", "😀"),
        ("E3 32 9A 35", "\u{10FFFF}"),
    ])
    func decodes(hex: String, text: String) {
        #expect(decode(hex, as: "gb18030") == text)
        // GBK's decoder is gb18030's.
        #expect(decode(hex, as: "gbk") == text)
    }

    @Test(arguments: [
        ("FF", "\u{FFFD}"),
        ("81", "\u{FFFD}"),
        ("81 30", "\u{FFFD}"),
        ("81 30 81", "\u{FFFD}"),
        // Pointers that index gb18030 ranges has no code point for.
        ("84 31 A5 30", "\u{FFFD}"),
        ("E3 32 9A 36", "\u{FFFD}"),
        // A lead before an ASCII byte outside the trail ranges: the error, then the byte.
        ("81 7F", "\u{FFFD}\u{7F}"),
        ("81 FF", "\u{FFFD}"),
        // A broken four-byte sequence gives back all but its first byte.
        ("81 30 41", "\u{FFFD}0A"),
        ("81 30 81 41", "\u{FFFD}0\u{4E04}"),
        ("81 30 81 30 81 30 81", "\u{80}\u{FFFD}"),
    ])
    func errors(hex: String, text: String) {
        #expect(decode(hex, as: "gb18030") == text)
    }
}
