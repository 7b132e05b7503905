import Testing
import WHATWGEncoding

/// BOM sniff: the three byte order marks, and everything that is not one.
struct EncodingBOMSniffingTests {
    @Test(arguments: [
        ("EF BB BF", "UTF-8", 3),
        ("EF BB BF 3C 68", "UTF-8", 3),
        ("FE FF 00 3C", "UTF-16BE", 2),
        ("FF FE 3C 00", "UTF-16LE", 2),
        // A UTF-32LE byte order mark starts with UTF-16LE's, and UTF-32 is no encoding of the web.
        ("FF FE 00 00", "UTF-16LE", 2),
    ])
    func byteOrderMark(hex: String, name: String, length: Int) throws {
        let sniffed = try #require(bytes(hex).withUnsafeBytes(Encoding.sniffBOM))
        #expect(sniffed.encoding.name == name)
        #expect(sniffed.bomLength == length)
    }

    @Test(arguments: ["", "EF", "EF BB", "EF BB 41", "FE", "FF", "FE FE", "00 00 FE FF", "3C 68 74"])
    func noByteOrderMark(hex: String) {
        #expect(bytes(hex).withUnsafeBytes(Encoding.sniffBOM) == nil)
    }

    @Test func sniffThenDecodeTheRest() throws {
        let page = bytes("FF FE 3C 00 70 00 3E 00")
        let text = try page.withUnsafeBytes { buffer in
            let sniffed = try #require(Encoding.sniffBOM(buffer))
            return sniffed.encoding.decode(UnsafeRawBufferPointer(rebasing: buffer[sniffed.bomLength...]))
        }
        #expect(text == "<p>")
    }
}
