import Testing
import WHATWGEncoding

/// The Shift_JIS decoder: its single bytes, its pairs, and its errors.
struct ShiftJISDecoderTests {
    @Test(arguments: [
        ("93 FA 96 7B", "日本"),
        // ASCII stays ASCII: 0x5C is a backslash and 0x7E a tilde, not ¥ and ‾.
        ("5C 7E", "\\~"),
        ("80", "\u{80}"),
        // Halfwidth katakana.
        ("B1 DF", "ｱﾟ"),
        // Index jis0208 as the standard has it (Windows-31J's choices).
        ("81 5F 81 60 81 61 81 7C", "\u{FF3C}\u{FF5E}\u{2225}\u{FF0D}"),
        // NEC row 13 and the IBM extensions.
        ("87 40 87 54", "①Ⅰ"),
        ("FA 40 FA 55", "ⅰ\u{FFE4}"),
        // The user-defined area becomes the Private Use Area.
        ("F0 40 F9 FC", "\u{E000}\u{E757}"),
    ])
    func decodes(hex: String, text: String) {
        #expect(decode(hex, as: "shift_jis") == text)
    }

    @Test(arguments: [
        // Bytes that are neither characters nor leads.
        ("A0", "\u{FFFD}"),
        ("FD FE FF", "\u{FFFD}\u{FFFD}\u{FFFD}"),
        // A lead at the end.
        ("93", "\u{FFFD}"),
        ("41 93", "A\u{FFFD}"),
        // A lead before a byte outside the trail ranges: an ASCII byte is kept, others are not.
        ("81 20", "\u{FFFD} "),
        ("82 39", "\u{FFFD}9"),
        ("81 7F", "\u{FFFD}\u{7F}"),
        ("81 FD", "\u{FFFD}"),
        // A pair with no index entry: an ASCII trail byte is kept.
        ("85 40", "\u{FFFD}@"),
        ("85 9F", "\u{FFFD}"),
        ("93 FA 85 40 96 7B", "日\u{FFFD}@本"),
    ])
    func errors(hex: String, text: String) {
        #expect(decode(hex, as: "shift_jis") == text)
    }

    @Test func longTextWithErrorsKeepsItsOrder() {
        // Thousands of pairs go through iconv in runs; errors and ASCII break the runs.
        let word = bytes("93 FA 96 7B")
        var input: [UInt8] = []
        var expected = ""
        for index in 0..<3000 {
            input += word
            expected += "日本"
            if index % 700 == 0 {
                input += bytes("85 40")
                expected += "\u{FFFD}@"
            }
            if index % 1000 == 999 {
                input += bytes("0A")
                expected += "\n"
            }
        }
        #expect(Encoding(label: "shift_jis")!.decode(input) == expected)
    }
}
