import PageLoading
import Testing
import WHATWGEncoding

/// https://drafts.csswg.org/css-syntax/#input-byte-stream
struct StyleSheetDecodingTests {
    @Test func theOrderOfDeclarations() {
        let latin2: [UInt8] = [0xB1]
        // A byte order mark wins over everything.
        #expect(StyleSheetDecoding.decode([0xEF, 0xBB, 0xBF] + Array("ą".utf8), charset: "iso-8859-2", documentEncoding: .windows1252) == "ą")
        // Then the transport charset, then @charset, then the document's encoding, then UTF-8.
        #expect(StyleSheetDecoding.decode(latin2, charset: "iso-8859-2", documentEncoding: .utf8) == "ą")
        #expect(StyleSheetDecoding.decode(Array("@charset \"iso-8859-2\";".utf8) + latin2, charset: nil, documentEncoding: .utf8).hasSuffix("ą"))
        #expect(StyleSheetDecoding.decode(Array("@charset \"utf-16\";é".utf8), charset: nil, documentEncoding: .windows1252).hasSuffix("é"))
        #expect(StyleSheetDecoding.decode(latin2, charset: nil, documentEncoding: Encoding(label: "iso-8859-2")) == "ą")
        #expect(StyleSheetDecoding.decode(Array("é".utf8), charset: nil, documentEncoding: nil) == "é")
        // '@charset' must be written exactly so.
        #expect(StyleSheetDecoding.decode(Array("@charset 'iso-8859-2';".utf8) + latin2, charset: nil, documentEncoding: nil).hasSuffix("\u{FFFD}"))
    }
}
