import Testing
@testable import WHATWGEncoding

/// The iconv wrapper, and the glibc charsets the CJK decoders depend on.
struct IconvConverterTests {
    @Test(arguments: [
        JIS0208Index.charset, EUCJPDecoder.jis0212Charset, EUCKRDecoder.charset, Big5Decoder.charset,
        GB18030Decoder.charset,
    ])
    func charsetOpens(charset: String) {
        #expect(IconvConverter(fromCharset: charset) != nil)
    }

    @Test func unknownCharsetDoesNotOpen() {
        #expect(IconvConverter(fromCharset: "NOT-A-CHARSET") == nil)
    }

    @Test func convertsToUTF8() throws {
        let converter = try #require(IconvConverter(fromCharset: "CP932"))
        var text = DecodedText(capacity: 16)
        let outcome = bytes("93 FA 96 7B").withUnsafeBytes { converter.convert($0, appendingTo: &text) }
        #expect(outcome == .converted)
        #expect(text.makeString() == "日本")
    }

    @Test func stopsAtAnUnmappedSequence() throws {
        let converter = try #require(IconvConverter(fromCharset: "CP932"))
        var text = DecodedText(capacity: 16)
        let outcome = bytes("93 FA 85 40 96 7B").withUnsafeBytes { converter.convert($0, appendingTo: &text) }
        #expect(outcome == .unmappedSequence(at: 2))
        #expect(text.makeString() == "日")
    }

    @Test func convertsOutputLargerThanOneChunk() throws {
        let converter = try #require(IconvConverter(fromCharset: "CP932"))
        // 2500 × 日 is 7500 bytes of UTF-8, more than the 4096-byte output chunk.
        let input = Array(Array(repeating: [UInt8(0x93), 0xFA], count: 2500).joined())
        var text = DecodedText(capacity: 16)
        let outcome = input.withUnsafeBytes { converter.convert($0, appendingTo: &text) }
        #expect(outcome == .converted)
        #expect(text.makeString() == String(repeating: "日", count: 2500))
    }

    @Test func shiftJISSequenceForPointerInvertsTheDecoder() {
        for pointer in [0, 31, 32, 62, 63, 187, 188, 5827, 5828, 8835, 11103] {
            let (lead, trail) = JIS0208Index.shiftJISSequence(forPointer: pointer)
            let leadOffset = lead < 0xA0 ? 0x81 : 0xC1
            let trailOffset = trail < 0x7F ? 0x40 : 0x41
            #expect((Int(lead) - leadOffset) * 188 + Int(trail) - trailOffset == pointer)
            #expect((0x81...0x9F).contains(lead) || (0xE0...0xFC).contains(lead))
            #expect((0x40...0x7E).contains(trail) || (0x80...0xFC).contains(trail))
        }
    }
}
