import Testing
import WHATWGEncoding

/// The shared UTF-16 decoder: byte order, surrogate pairs, and what becomes U+FFFD.
struct UTF16DecoderTests {
    @Test(arguments: [
        ("68 00 69 00", "hi"),
        ("3D D8 00 DE", "😀"),
        // An unpaired lead surrogate is an error, and the code unit after it is kept.
        ("3D D8 41 00", "\u{FFFD}A"),
        ("3D D8 3D D8 00 DE", "\u{FFFD}😀"),
        // An unpaired trail surrogate.
        ("00 DE 41 00", "\u{FFFD}A"),
        // At the end: a lead surrogate, an odd byte, or both, are one error.
        ("3D D8", "\u{FFFD}"),
        ("41 00 42", "A\u{FFFD}"),
        ("3D D8 41", "\u{FFFD}"),
        // The byte order mark is not removed.
        ("FF FE 41 00", "\u{FEFF}A"),
    ])
    func littleEndian(hex: String, text: String) {
        #expect(decode(hex, as: "utf-16le") == text)
    }

    @Test(arguments: [
        ("00 68 00 69", "hi"),
        ("D8 3D DE 00", "😀"),
        ("D8 3D 00 41", "\u{FFFD}A"),
        ("DE 00", "\u{FFFD}"),
        ("00 41 00", "A\u{FFFD}"),
        ("FF FE", "\u{FFFE}"),
    ])
    func bigEndian(hex: String, text: String) {
        #expect(decode(hex, as: "utf-16be") == text)
    }
}
