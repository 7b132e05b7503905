import PageLoading
import Testing
import WHATWGEncoding
import WHATWGURL

@Suite struct PageLoaderTests {
    static let url = URLRecord.parse("https://example.com/")!

    func load(_ bytes: [UInt8], override: Encoding? = nil) -> LoadedPage {
        PageLoader.decode(bytes, url: Self.url, encodingOverride: override)
    }

    @Test func aByteOrderMarkWinsOverEverything() {
        let page = load([0xEF, 0xBB, 0xBF] + Array("<meta charset=latin1>é".utf8), override: .windows1252)
        #expect(page.encoding == .utf8)
        #expect(page.encodingSource == .byteOrderMark)
        #expect(String(decoding: page.utf8, as: UTF8.self) == "<meta charset=latin1>é")
    }

    @Test func anOverrideWinsOverTheMetaPrescan() {
        let page = load(Array("<meta charset=windows-1252>é".utf8), override: .utf8)
        #expect(page.encodingSource == .override)
        #expect(String(decoding: page.utf8, as: UTF8.self).hasSuffix("é"))
    }

    @Test func theMetaPrescanWinsOverValidUTF8() {
        let page = load(Array("<meta charset=\"iso-8859-1\"><p>\u{E9}".utf8))
        #expect(page.encoding == .windows1252)
        #expect(page.encodingSource == .metaPrescan)
        #expect(String(decoding: page.utf8, as: UTF8.self).hasSuffix("Ã©"))
    }

    @Test func undeclaredPagesAreUTF8WhenValidElseWindows1252() {
        let utf8 = load(Array("<p>caf\u{E9}".utf8))
        #expect(utf8.encodingSource == .validUTF8)
        let latin = load(Array("<p>caf".utf8) + [0xE9, 0x80])
        #expect(latin.encoding == .windows1252)
        #expect(latin.encodingSource == .fallback)
        #expect(String(decoding: latin.utf8, as: UTF8.self) == "<p>café€")
    }

    static let preprocessing: [(String, String)] = [
        ("a\r\nb\rc\0d", "a\nb\ncd"),
        ("\r\n\r\n", "\n\n"), ("\r\r\n", "\n\n"), ("\0\0x\0", "x"), ("\r", "\n"), ("x\r", "x\n"),
        ("no specials", "no specials"), ("\0\r\n\0", "\n"), ("\n\r", "\n\n"),
        (String(repeating: "line\r\n", count: 300) + "end\0", String(repeating: "line\n", count: 300) + "end"),
    ]

    /// https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream
    @Test(arguments: preprocessing)
    func inputIsPreprocessed(input: String, expected: String) {
        let page = load(Array(input.utf8))
        #expect(String(decoding: page.utf8, as: UTF8.self) == expected)
    }

    @Test func relativePathsGetAbsoluteFileURLs() {
        #expect(PageLoader.fileURL(for: "/tmp/a b.html").href == "file:///tmp/a%20b.html")
        #expect(PageLoader.fileURL(for: "x.html").href.hasPrefix("file:///"))
        #expect(PageLoader.fileURL(for: "x.html").href.hasSuffix("/x.html"))
    }

    @Test func unreadableFilesAreErrorsWithTheReason() {
        #expect(throws: PageLoadError.self) { try PageLoader.load(contentsOf: "/nonexistent/page.html") }
        do {
            _ = try PageLoader.load(contentsOf: "/tmp")
            Issue.record("a directory loaded")
        } catch {
            #expect(error.description == "cannot read page '/tmp': it is a directory")
        }
    }
}
