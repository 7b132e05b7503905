@testable import SavedPages
import Testing

struct QuotedPrintableTests {
    @Test(arguments: [
        ("a=3Db", "a=b"), ("soft=\r\nbreak", "softbreak"), ("soft=\nbreak", "softbreak"), ("space  \r\nend", "space\r\nend"),
        ("bad=ZZ", "bad=ZZ"), ("end=", "end"), ("=C3=A9", "é"), ("tab=\t \r\nx", "tabx"),
    ])
    func decodes(encoded: String, decoded: String) {
        #expect(QuotedPrintable.decode(Array(encoded.utf8)[...]) == Array(decoded.utf8))
    }

    @Test func encodedTextDecodesBackInLinesOf76() {
        let text = Array(("line one = é\nline two \t\n" + String(repeating: "0123456789", count: 20) + " \n").utf8) + [0x00, 0xFF]
        let encoded = QuotedPrintable.encode(text)
        #expect(String(decoding: encoded, as: UTF8.self).split(separator: "\r\n").allSatisfy { $0.count <= 76 })
        // The text's LF line breaks come back as the CRLF they were written as.
        #expect(QuotedPrintable.decode(encoded[...]) == text.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] })
        let lfOnly = QuotedPrintable.encode(text, lineBreak: [0x0A])
        #expect(QuotedPrintable.decode(lfOnly[...]) == text)
    }
}
