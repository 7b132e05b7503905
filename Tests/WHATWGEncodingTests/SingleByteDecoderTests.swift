import Testing
@testable import WHATWGEncoding

/// The single-byte decoder and the generated indexes, where the Encoding Standard's rules differ
/// from the vendor tables.
struct SingleByteDecoderTests {
    @Test func windows1252KeepsItsUnmappedC1Bytes() {
        #expect(decode("80 81 8D 8F 90 9D 9E 9F A0 FF", as: "windows-1252")
            == "\u{20AC}\u{81}\u{8D}\u{8F}\u{90}\u{9D}\u{17E}\u{178}\u{A0}\u{FF}")
        // "iso-8859-1" and "ascii" are labels of windows-1252, so they get its C1 mappings too.
        #expect(decode("80 93 94", as: "iso-8859-1") == "€“”")
        #expect(decode("92", as: "ascii") == "’")
        // windows-1252 has no errors at all.
        let everyByte = (0...255).map(UInt8.init)
        #expect(!Encoding.windows1252.decode(everyByte).contains("\u{FFFD}"))
        #expect(Encoding.windows1252.decode(everyByte).unicodeScalars.count == 256)
    }

    @Test(arguments: [
        // KOI8-U is KOI8-RU: 0xAE and 0xBE are Belarusian ў and Ў, not box drawing.
        ("KOI8-U", "AE BE A6 A7", "ўЎії"),
        ("KOI8-R", "AE BE", "\u{255D}\u{256C}"),
        ("windows-1255", "CA", "\u{05BA}"),
        ("windows-874", "80 81 DB", "\u{20AC}\u{81}\u{FFFD}"),
        ("windows-1253", "81 AA", "\u{81}\u{FFFD}"),
        ("ISO-8859-3", "A5 A6", "\u{FFFD}\u{124}"),
        ("ISO-8859-6", "A1 AC", "\u{FFFD}\u{60C}"),
        ("ISO-8859-7", "A4 FF", "\u{20AC}\u{FFFD}"),
        ("macintosh", "DB F0", "\u{20AC}\u{F8FF}"),
        ("x-mac-cyrillic", "A2 B6 FF", "\u{0490}\u{0491}\u{20AC}"),
        ("IBM866", "F0 FF", "\u{401}\u{A0}"),
    ])
    func encodingStandardMappings(name: String, hex: String, text: String) {
        #expect(decode(hex, as: name) == text)
    }

    @Test func iso8859_8IDecodesAsISO8859_8() {
        let everyByte = (0...255).map(UInt8.init)
        #expect(Encoding(label: "iso-8859-8-i")!.decode(everyByte) == Encoding(label: "iso-8859-8")!.decode(everyByte))
    }

    @Test(arguments: Encoding.all.filter { SingleByteIndex.table(for: $0.kind) != nil })
    func indexCoversBytes0x80To0xFF(encoding: Encoding) throws {
        let table = try #require(SingleByteIndex.table(for: encoding.kind))
        #expect(table.count == 128)
        // No surrogates: every entry is a code point, or U+FFFD for "no mapping".
        #expect(table.allSatisfy { !(0xD800...0xDFFF).contains($0) })
        // Each byte decodes to its table entry.
        let high = (0x80...0xFF).map(UInt8.init)
        #expect(encoding.decode(high).unicodeScalars.map(\.value) == table.map(UInt32.init))
    }

    @Test func asciiRunsAroundHighBytes() {
        let input = Array("The price: ".utf8) + [0x80] + Array(String(repeating: "x", count: 30).utf8) + [0xE9]
        #expect(Encoding.windows1252.decode(input) == "The price: €" + String(repeating: "x", count: 30) + "é")
    }

    @Test func xUserDefinedMapsHighBytesToThePrivateUseArea() {
        #expect(decode("00 7F 80 FF", as: "x-user-defined") == "\u{0}\u{7F}\u{F780}\u{F7FF}")
    }

    @Test func replacementDecodesAnyNonEmptyInputToOneReplacementCharacter() {
        #expect(Encoding.replacement.decode([]) == "")
        #expect(decode("41", as: "iso-2022-kr") == "\u{FFFD}")
        #expect(Encoding.replacement.decode([UInt8](repeating: 0x41, count: 1000)) == "\u{FFFD}")
    }
}
