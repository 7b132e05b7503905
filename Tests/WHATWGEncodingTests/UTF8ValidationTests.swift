import TestSupport
import Testing
import WHATWGEncoding

/// isValidUTF8: every sequence kind at and around its boundaries, and the word-at-a-time paths.
struct UTF8ValidationTests {
    @Test(arguments: [
        ("", true),
        ("00", true),
        ("7F", true),
        ("C2 80", true),
        ("DF BF", true),
        ("E0 A0 80", true),
        ("ED 9F BF", true),
        ("EE 80 80", true),
        ("EF BF BF", true),
        ("F0 90 80 80", true),
        ("F4 8F BF BF", true),
        ("EF BB BF", true),
        ("80", false),
        ("BF", false),
        ("C0 80", false),
        ("C1 BF", false),
        ("C2", false),
        ("C2 41", false),
        ("C2 C0", false),
        ("E0 9F BF", false),
        ("E1 80", false),
        ("ED A0 80", false),
        ("ED BF BF", false),
        ("F0 8F BF BF", false),
        ("F1 80 80", false),
        ("F4 90 80 80", false),
        ("F5 80 80 80", false),
        ("FF", false),
    ])
    func sequence(hex: String, isValid: Bool) {
        #expect(bytes(hex).withUnsafeBytes(isValidUTF8) == isValid)
    }

    @Test(arguments: 0..<40)
    func aBadByteIsFoundAtAnyOffset(offset: Int) {
        // Offsets around the 8- and 16-byte steps of the ASCII fast path.
        var input = [UInt8](repeating: 0x61, count: 40)
        #expect(input.withUnsafeBytes(isValidUTF8))
        input[offset] = 0x80
        #expect(!input.withUnsafeBytes(isValidUTF8))
        input[offset] = 0xC3
        #expect(!input.withUnsafeBytes(isValidUTF8))
        if offset < 39 {
            input[offset + 1] = 0xA9
            #expect(input.withUnsafeBytes(isValidUTF8))
        }
    }

    @Test func truncatedSequenceAtTheEndIsInvalid() {
        let input = Array(String(repeating: "a", count: 23).utf8) + [0xE2, 0x82]
        #expect(!input.withUnsafeBytes(isValidUTF8))
    }

    @Test func longMultilingualTextIsValid() {
        let input = Array(String(repeating: "<p>Grüße, 世界! Привет 😀</p>\n", count: 500).utf8)
        #expect(input.withUnsafeBytes(isValidUTF8))
    }

    @Test func agreesWithTheDecoder() {
        // Valid exactly when decoding gives back the same bytes (U+FFFD in the input included).
        // Bytes come from the boundaries of the sequence table, so that many inputs are valid.
        let alphabet: [UInt8] = [
            0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF,
            0xF0, 0xF1, 0xF4, 0xF5, 0xFF,
        ]
        var generator = SeededRandomNumberGenerator(seed: 42)
        var validCount = 0
        for _ in 0..<20000 {
            let input = (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let roundTrips = Array(Encoding.utf8.decode(input).utf8) == input
            let isValid = input.withUnsafeBytes(isValidUTF8)
            #expect(isValid == roundTrips, "\(input)")
            if isValid { validCount += 1 }
        }
        #expect(validCount > 1000)
    }
}
