import Testing
import WHATWGEncoding

/// The ISO-2022-JP decoder's state machine: its escape sequences, its states and its errors.
struct ISO2022JPDecoderTests {
    @Test(arguments: [
        ("1B 24 42 46 7C 4B 5C 1B 28 42", "日本"),
        // ESC $ @ is JIS X 0208 too.
        ("1B 24 40 46 7C 1B 28 42", "日"),
        // The ESC ( J "Roman" state maps 0x5C to ¥ and 0x7E to ‾; ASCII maps them to themselves.
        ("1B 28 4A 5C 7E 1B 28 42 5C 7E", "¥‾\\~"),
        // ESC ( I: halfwidth katakana.
        ("1B 28 49 31 5F 1B 28 42", "ｱﾟ"),
        // An escape sequence with nothing before it is fine.
        ("1B 28 42 41", "A"),
        // The text may end in any state.
        ("1B 24 42 46 7C", "日"),
    ])
    func decodes(hex: String, text: String) {
        #expect(decode(hex, as: "iso-2022-jp") == text)
    }

    @Test(arguments: [
        // Two escape sequences in a row: the second is an error.
        ("1B 28 4A 1B 28 42 41", "\u{FFFD}A"),
        // An unknown escape: the error, then the bytes after ESC as they are.
        ("1B 41", "\u{FFFD}A"),
        ("1B 24 41", "\u{FFFD}$A"),
        ("1B", "\u{FFFD}"),
        ("1B 24", "\u{FFFD}$"),
        // SO, SI and bytes above 0x7F.
        ("0E 0F 80", "\u{FFFD}\u{FFFD}\u{FFFD}"),
        // An escape where a trail byte should be, and a text that ends there.
        ("1B 24 42 46 1B 28 42", "\u{FFFD}"),
        ("1B 24 42 46", "\u{FFFD}"),
        // A newline in the JIS X 0208 state is an error.
        ("41 1B 24 42 0A", "A\u{FFFD}"),
        // A pair with no jis0208 entry.
        ("1B 24 42 22 2F 1B 28 42", "\u{FFFD}"),
        // Katakana state only has 0x21–0x5F.
        ("1B 28 49 60 1B 28 42", "\u{FFFD}"),
    ])
    func errors(hex: String, text: String) {
        #expect(decode(hex, as: "iso-2022-jp") == text)
    }
}
