import Testing
@testable import WHATWGEncoding

/// Get an encoding, the label table, names and the static members.
struct EncodingTests {
    @Test(arguments: [
        ("utf-8", "UTF-8"),
        ("UTF8", "UTF-8"),
        (" \t\nUtF-8\u{0C}\r ", "UTF-8"),
        ("unicode11utf8", "UTF-8"),
        ("x-unicode20utf8", "UTF-8"),
        ("latin1", "windows-1252"),
        ("ascii", "windows-1252"),
        ("ISO-8859-1", "windows-1252"),
        ("us-ascii", "windows-1252"),
        ("iso-8859-9", "windows-1254"),
        ("tis-620", "windows-874"),
        ("dos-874", "windows-874"),
        ("gb2312", "GBK"),
        ("csiso58gb231280", "GBK"),
        ("GB18030", "gb18030"),
        ("big5-hkscs", "Big5"),
        ("x-sjis", "Shift_JIS"),
        ("windows-31j", "Shift_JIS"),
        ("cseucpkdfmtjapanese", "EUC-JP"),
        ("ks_c_5601-1987", "EUC-KR"),
        ("windows-949", "EUC-KR"),
        ("utf-16", "UTF-16LE"),
        ("ucs-2", "UTF-16LE"),
        ("unicodefffe", "UTF-16BE"),
        ("iso-2022-kr", "replacement"),
        ("hz-gb-2312", "replacement"),
        ("replacement", "replacement"),
        ("koi8-ru", "KOI8-U"),
        ("koi", "KOI8-R"),
        ("visual", "ISO-8859-8"),
        ("logical", "ISO-8859-8-I"),
        ("x-mac-ukrainian", "x-mac-cyrillic"),
        ("mac", "macintosh"),
        ("866", "IBM866"),
        ("x-user-defined", "x-user-defined"),
    ])
    func labelGetsEncoding(label: String, name: String) {
        #expect(Encoding(label: label)?.name == name)
    }

    @Test(arguments: [
        "", "   ", "utf-7", "utf-32", "latin-1", "utf 8", "\u{A0}utf-8", "utf-8\u{0B}", "utf-8\0",
        "ＵＴＦ-8", "İso-8859-1", "x-user-defined-2", "iso-8859-8-i ext", "cseucpkdfmtjapanesex",
    ])
    func unknownLabelIsFailure(label: String) {
        #expect(Encoding(label: label) == nil)
    }

    @Test func labelTableIsComplete() {
        let labels = Encoding.labelTable.flatMap(\.1)
        #expect(labels.count == 228)
        #expect(Set(labels).count == 228)
        #expect(Encoding.labelTable.map(\.0) == Encoding.Kind.allCases)
        #expect(Encoding.all.count == 40)
        #expect(Set(Encoding.all.map(\.name)).count == 40)
    }

    @Test func everyLabelMatchesCaseInsensitively() {
        for (kind, labels) in Encoding.labelTable {
            for label in labels {
                #expect(Encoding(label: label)?.kind == kind, "\(label)")
                #expect(Encoding(label: label.uppercased())?.kind == kind, "\(label)")
            }
        }
    }

    @Test(arguments: Encoding.all)
    func nameIsALabel(encoding: Encoding) {
        #expect(Encoding(label: encoding.name) == encoding)
    }

    @Test func staticMembers() {
        #expect(Encoding.utf8.name == "UTF-8")
        #expect(Encoding.utf16LE.name == "UTF-16LE")
        #expect(Encoding.utf16BE.name == "UTF-16BE")
        #expect(Encoding.windows1252.name == "windows-1252")
        #expect(Encoding.replacement.name == "replacement")
        #expect(Encoding.xUserDefined.name == "x-user-defined")
        #expect(Encoding(label: "latin1") == .windows1252)
        #expect("\(Encoding.utf8)" == "UTF-8")
        #expect(Encoding.windows1252.description == "windows-1252")
    }

    @Test(arguments: [
        ("UTF-8", "68 C3 A9 6C 6C 6F 20 E2 82 AC F0 9F 98 80", "héllo €😀"),
        ("IBM866", "8F E0 A8 A2 A5 E2", "Привет"),
        ("ISO-8859-2", "A3 F3 64 BC", "Łódź"),
        ("ISO-8859-3", "A1 61 F5 61 72", "Ħaġar"),
        ("ISO-8859-4", "AB 69 72 74 73 20 D3 BA 6E 69 F1 B9", "Ģirts Ķēniņš"),
        ("ISO-8859-5", "BF E0 D8 D2 D5 E2", "Привет"),
        ("ISO-8859-6", "E5 D1 CD C8 C7", "مرحبا"),
        ("ISO-8859-7", "CA E1 EB E7 EC DD F1 E1", "Καλημέρα"),
        ("ISO-8859-8", "F9 EC E5 ED", "שלום"),
        ("ISO-8859-8-I", "F9 EC E5 ED", "שלום"),
        ("ISO-8859-10", "DE F3 72 F0 75 72", "Þórður"),
        ("ISO-8859-13", "C0 FE 75 6F 6C 61 73", "Ąžuolas"),
        ("ISO-8859-14", "D0 79 6E 20 FE", "Ŵyn ŷ"),
        ("ISO-8859-15", "A4 75 72 6F 20 BD", "€uro œ"),
        ("ISO-8859-16", "AA 63 6F 61 6C E3", "Școală"),
        ("KOI8-R", "F0 D2 C9 D7 C5 D4", "Привет"),
        ("KOI8-U", "EB C9 A7 D7", "Київ"),
        ("macintosh", "63 61 66 8E 20 AA", "café ™"),
        ("windows-874", "CA C7 D1 CA B4 D5", "สวัสดี"),
        ("windows-1250", "A3 F3 64 9F", "Łódź"),
        ("windows-1251", "CF F0 E8 E2 E5 F2", "Привет"),
        ("windows-1252", "63 61 66 E9", "café"),
        ("windows-1253", "CA E1 EB E7 EC DD F1 E1", "Καλημέρα"),
        ("windows-1254", "54 FC 72 6B E7 65 20 F0 FD FE", "Türkçe ğış"),
        ("windows-1255", "F9 EC E5 ED", "שלום"),
        ("windows-1256", "E3 D1 CD C8 C7", "مرحبا"),
        ("windows-1257", "C0 FE 75 6F 6C 61 73", "Ąžuolas"),
        ("windows-1258", "D0 F5 6E 20 76 FD", "Đơn vư"),
        ("x-mac-cyrillic", "8F F0 E8 E2 E5 F2", "Привет"),
        ("GBK", "D6 D0 CE C4", "中文"),
        ("gb18030", "D6 D0 CE C4 94 39 FC 36", "中文😀"),
        ("Big5", "A4 A4 A4 E5", "中文"),
        ("EUC-JP", "C6 FC CB DC", "日本"),
        ("ISO-2022-JP", "1B 24 42 46 7C 4B 5C 1B 28 42", "日本"),
        ("Shift_JIS", "93 FA 96 7B", "日本"),
        ("EUC-KR", "C7 D1 B1 B9", "한국"),
        ("replacement", "1B 24 29 43 0E 21 21", "\u{FFFD}"),
        ("UTF-16BE", "00 68 00 69 D8 3D DE 00", "hi😀"),
        ("UTF-16LE", "68 00 69 00 3D D8 00 DE", "hi😀"),
        ("x-user-defined", "61 80 FF", "a\u{F780}\u{F7FF}"),
    ])
    func everyEncodingDecodesASample(name: String, hex: String, text: String) {
        #expect(decode(hex, as: name) == text)
    }

    @Test(arguments: Encoding.all)
    func emptyInputDecodesToEmptyText(encoding: Encoding) {
        #expect(encoding.decode([]) == "")
    }

    @Test(arguments: Encoding.all.filter { ![.utf16BE, .utf16LE, .replacement].contains($0) })
    func asciiDecodesToItselfInASCIICompatibleEncodings(encoding: Encoding) {
        // Every byte below 0x80 but ESC, SO and SI (which ISO-2022-JP treats specially).
        let ascii: [UInt8] = (0..<0x80).map(UInt8.init).filter { ![0x0E, 0x0F, 0x1B].contains($0) }
        #expect(encoding.decode(ascii) == String(decoding: ascii, as: UTF8.self))
    }

    @Test(arguments: Encoding.all)
    func randomBytesAlwaysDecode(encoding: Encoding) {
        // Errors become U+FFFD and decoding goes on: no crash, no hang, and output for any input.
        for input in randomByteStrings(count: 300, maximumLength: 64, seed: 0x5EED) {
            let text = encoding.decode(input)
            // Every code point of output, U+FFFD included, stands for at least one byte of input.
            #expect(text.unicodeScalars.count <= input.count)
            if encoding != Encoding(label: "iso-2022-jp") {
                // Only ISO-2022-JP has bytes that decode to nothing: its escape sequences.
                #expect(text.isEmpty == input.isEmpty)
            }
            if SingleByteIndex.table(for: encoding.kind) != nil || encoding == .xUserDefined {
                // One code point per byte.
                #expect(text.unicodeScalars.count == input.count)
            }
        }
    }

    @Test func decodeAcceptsARawBufferPointer() {
        let input = bytes("63 61 66 E9")
        let text = input.withUnsafeBytes { Encoding.windows1252.decode($0) }
        #expect(text == "café")
    }
}
