import Testing
@testable import WHATWGEncoding

/// The encoders: the Encoding Standard's special cases, numeric character references for what an
/// encoding cannot represent, and round trips through the decoders.
struct EncodingEncoderTests {
    /// (label, text, the bytes the standard's encoder gives, as hex).
    static let standardCases: [(String, String, String)] = [
        ("utf-8", "aé€😀", "61 C3 A9 E2 82 AC F0 9F 98 80"),
        ("utf-16le", "a€😀", "61 00 AC 20 3D D8 00 DE"),
        ("utf-16be", "a€", "00 61 20 AC"),
        ("replacement", "é", "C3 A9"),
        ("windows-1250", "ąę€", "B9 EA 80"),
        ("windows-1252", "é\u{81}", "E9 81"),
        ("koi8-u", "ўЎ", "AE BE"),
        ("x-user-defined", "a\u{F780}\u{F7FF}", "61 80 FF"),
        ("shift_jis", "あ¥‾\u{2212}ｱ\u{80}", "82 A0 5C 7E 81 7C B1 80"),
        // ⅰ is at an NEC-selected IBM pointer (EUC-JP's first pointer) and an IBM one (Shift_JIS's).
        ("shift_jis", "ⅰ", "FA 40"),
        ("euc-jp", "ⅰ", "FC F1"),
        ("euc-jp", "あ¥‾ｱ", "A4 A2 5C 7E 8E B1"),
        ("iso-2022-jp", "aあb", "61 1B 24 42 24 22 1B 28 42 62"),
        ("iso-2022-jp", "¥a", "1B 28 4A 5C 61 1B 28 42"),
        ("iso-2022-jp", "ｱ", "1B 24 42 25 22 1B 28 42"),
        ("euc-kr", "가", "B0 A1"),
        ("big5", "中", "A4 A4"),
        // Six code points Big5 has twice take the last pointer.
        ("big5", "═", "F9 F9"),
        ("gb18030", "中€\u{80}\u{E7C7}𠀀", "D6 D0 A2 E3 81 30 81 30 81 35 F4 37 95 32 82 36"),
        ("gbk", "中€", "D6 D0 80"),
    ]

    @Test(arguments: standardCases)
    func encodesAsTheStandard(label: String, text: String, hex: String) {
        #expect(Encoding(label: label)!.encode(text) == bytes(hex))
    }

    /// (label, text, what is written): a code point the encoding cannot represent becomes `&#…;`.
    static let referenceCases: [(String, String, String)] = [
        ("windows-1252", "a中b", "a&#20013;b"),
        ("windows-1250", "€😀", "\u{80}&#128512;"),
        ("shift_jis", "€", "&#8364;"),
        ("euc-kr", "😀", "&#128512;"),
        ("gbk", "𠀀", "&#131072;"),
        ("gb18030", "\u{E5E5}", "&#58853;"),
        ("x-user-defined", "é", "&#233;"),
        ("big5", "\u{00CA}", "&#202;"),
    ]

    @Test(arguments: referenceCases)
    func writesWhatItCannotRepresentAsCharacterReferences(label: String, text: String, written: String) {
        #expect(Encoding(label: label)!.encode(text) == written.unicodeScalars.map { UInt8($0.value) })
    }

    @Test func iso2022JPWritesReferencesInASCII() {
        // "あ€" : jis0208, then back to ASCII for "&#8364;".
        let expected = bytes("1B 24 42 24 22 1B 28 42") + Array("&#8364;".utf8)
        #expect(Encoding(label: "iso-2022-jp")!.encode("あ€") == expected)
        // ESC, SO and SI cannot be written in it.
        #expect(Encoding(label: "iso-2022-jp")!.encode("\u{1B}") == Array("&#65533;".utf8))
    }

    @Test(arguments: Encoding.all.filter { SingleByteIndex.table(for: $0.kind) != nil })
    func singleByteEncodersInvertTheirIndex(encoding: Encoding) throws {
        let table = try #require(SingleByteIndex.table(for: encoding.kind))
        let mapped = (0x80...0xFF).filter { table[$0 - 0x80] != 0xFFFD }.map(UInt8.init)
        let everyByte = (0..<0x80).map(UInt8.init) + mapped
        #expect(encoding.encode(encoding.decode(everyByte)) == everyByte)
    }

    /// Every pointer each encoder writes decodes back to its code point.
    @Test(arguments: ["shift_jis", "euc-jp", "iso-2022-jp", "euc-kr", "big5", "gbk", "gb18030"])
    func multiByteEncodersInvertTheirDecoders(label: String) throws {
        let encoding = try #require(Encoding(label: label))
        var sample: [UInt8] = []
        switch label {
        case "euc-kr", "gbk", "gb18030":
            for lead in 0x81...0xFE { for trail in 0x41...0xFE { sample += [UInt8(lead), UInt8(trail)] } }
        case "big5":
            for lead in 0xA1...0xFE { for trail in Array(0x40...0x7E) + Array(0xA1...0xFE) { sample += [UInt8(lead), UInt8(trail)] } }
        default:
            for lead in Array(0x81...0x9F) + Array(0xE0...0xFC) { for trail in 0x40...0xFC where trail != 0x7F { sample += [UInt8(lead), UInt8(trail)] } }
        }
        let decodingEncoding = label == "euc-jp" || label == "iso-2022-jp" ? Encoding(label: "shift_jis")! : encoding
        // Without errors, and without the user-defined area Shift_JIS maps to the Private Use Area.
        let text = String(String.UnicodeScalarView(decodingEncoding.decode(sample).unicodeScalars.filter {
            $0 != "\u{FFFD}" && !(0xE000...0xF8FF).contains($0.value)
        }))
        let encoded = encoding.encode(text)
        let roundTrip = encoding.decode(encoded)
        if label == "shift_jis" || label == "euc-kr" || label == "big5" || label == "gbk" || label == "gb18030" {
            #expect(roundTrip == text)
        }
        // EUC-JP and ISO-2022-JP write only jis0208's 94 rows: the rest of Shift_JIS's IBM
        // extensions are there under other pointers, so everything comes back.
        #expect(!roundTrip.contains("&#"), "\(label) could not write part of the text")
        #expect(roundTrip.unicodeScalars.count == text.unicodeScalars.count)
    }

    /// Every code point the decoder gives a two- or four-byte sequence of the Basic Multilingual
    /// Plane comes back. (U+E78D–U+E796, which the standard now gives four-byte sequences, decode
    /// to nothing here: the decoder reads those sequences as U+FE10–U+FE19, see `GB18030Decoder`,
    /// so the encoder writes them as references.)
    @Test func gb18030WritesTheWholeBasicMultilingualPlane() {
        let gb18030 = Encoding(label: "gb18030")!
        #expect(gb18030.encode("\u{E78D}") == Array("&#59277;".utf8))
        var sequences: [UInt8] = []
        for lead in 0x81...0xFE { for trail in 0x40...0xFE where trail != 0x7F { sequences += [UInt8(lead), UInt8(trail)] } }
        for pointer in 0..<39420 { sequences += GB18030Encoder.fourByteSequence(forPointer: pointer) }
        let text = String(String.UnicodeScalarView(gb18030.decode(sequences).unicodeScalars.filter { $0 != "\u{FFFD}" }))
        #expect(text.unicodeScalars.count > 60000)
        #expect(gb18030.decode(gb18030.encode(text)) == text)
    }
}
