import PageLoading
import SavedPages
import Testing
import TestSupport
import WHATWGEncoding
import WHATWGURL

/// Loading the page an archive holds, and writing it back: each format, several encodings.
@Suite struct PageLoaderArchiveTests {
    /// (file name, bytes).
    static func samples() throws -> [(String, [UInt8])] {
        [
            ("article.webarchive", try SavedPageSamples.webArchive()),
            ("article-xml.webarchive", try SavedPageSamples.webArchive(binary: false)),
            ("article.mhtml", SavedPageSamples.mhtml()),
            ("pages.warc", try SavedPageSamples.warc()),
            ("pages.warc.gz", try SavedPageSamples.warc(gzip: true)),
        ]
    }

    @Test func eachFormatLoadsTheArticleWithItsTransportCharset() throws {
        for (name, bytes) in try Self.samples() {
            let file = try TemporaryFile(name: name, bytes: bytes)
            defer { file.remove() }
            let page = try PageLoader.load(contentsOf: file.path)
            #expect(page.url.href == SavedPageSamples.url, "\(name)")
            #expect(page.encoding.name == "ISO-8859-2", "\(name)")
            #expect(page.encodingSource == .transport, "\(name)")
            #expect(String(decoding: page.utf8, as: UTF8.self).contains("Pchnąć w tę łódź"), "\(name)")
            #expect(page.warnings.isEmpty, "\(name)")
        }
    }

    @Test func theURLOptionWinsOverTheArchivesURL() throws {
        let file = try TemporaryFile(name: "a.webarchive", bytes: SavedPageSamples.webArchive())
        defer { file.remove() }
        let page = try PageLoader.load(contentsOf: file.path, url: URLRecord.parse("https://other.example/x"))
        #expect(page.url.href == "https://other.example/x")
    }

    /// A charset the archive declares outranks `--encoding`; without one, `--encoding` is used,
    /// and without either, WebKit's default (not the UTF-8 guess a bare file gets).
    @Test func encodingOverrideAppliesOnlyWhereTheArchiveDeclaresNone() throws {
        var archived = SavedPageSamples.archivedPage
        let declared = try TemporaryFile(name: "a.webarchive", bytes: WebArchive.encode(archived))
        defer { declared.remove() }
        #expect(try PageLoader.load(contentsOf: declared.path, encodingOverride: .windows1252).encodingSource == .transport)
        archived.mainResource.charset = nil
        archived.mainResource.data = Array("<p>żółw</p>".utf8)
        let undeclared = try TemporaryFile(name: "b.webarchive", bytes: WebArchive.encode(archived))
        defer { undeclared.remove() }
        #expect(try PageLoader.load(contentsOf: undeclared.path, encodingOverride: .utf8).encodingSource == .override)
        let fallback = try PageLoader.load(contentsOf: undeclared.path)
        #expect(fallback.encoding == .windows1252 && fallback.encodingSource == .fallback)
    }

    @Test func anUnknownTransportLabelIsIgnoredAndNamed() throws {
        var archived = SavedPageSamples.archivedPage
        archived.mainResource.charset = "x-klingon"
        archived.mainResource.data = Array("<meta charset=iso-8859-2><p>".utf8) + [0xB1]
        let file = try TemporaryFile(name: "a.webarchive", bytes: WebArchive.encode(archived))
        defer { file.remove() }
        let page = try PageLoader.load(contentsOf: file.path)
        #expect(page.encoding.name == "ISO-8859-2")
        #expect(page.encodingSource == .metaPrescan)
        #expect(page.warnings == [
            "WebMainResource's WebResourceTextEncodingName names the encoding 'x-klingon', which the Encoding Standard does not know; it is ignored, as WebKit ignores it"
        ])
    }

    @Test func aWARCPageIsChosenByRecord() throws {
        let file = try TemporaryFile(name: "pages.warc.gz", bytes: SavedPageSamples.warc(gzip: true))
        defer { file.remove() }
        #expect(try PageLoader.load(contentsOf: file.path, record: SavedPageSamples.url + "/gz").url.href == SavedPageSamples.url + "/gz")
        let brotli = #expect(throws: PageLoadError.self) { try PageLoader.load(contentsOf: file.path, record: SavedPageSamples.url + "/br") }
        #expect(brotli?.description.hasSuffix("its Content-Encoding is br (Brotli), which appexjs does not decode") == true)
    }

    @Test func badArchivesAreOneLineErrors() throws {
        let cut = try TemporaryFile(name: "cut.mhtml", bytes: Array(SavedPageSamples.mhtml().dropLast(60)))
        defer { cut.remove() }
        let error = #expect(throws: PageLoadError.self) { try PageLoader.load(contentsOf: cut.path) }
        #expect(error?.description == "cannot read page '\(cut.path)': part 3: the file ends before the closing boundary \"------MultipartBoundary--appexjs------\": it is cut short")
        let binary = try TemporaryFile(name: "ls.html", bytes: [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0, 0, 0])
        defer { binary.remove() }
        let refused = #expect(throws: PageLoadError.self) { try PageLoader.load(contentsOf: binary.path) }
        #expect(refused?.description.hasPrefix("cannot read page '\(binary.path)': it is not a saved page: it looks like an ELF executable") == true)
    }

    /// Read, write back, read again: the page changed, and nothing else did.
    @Test func roundTripsInEachFormat() throws {
        for (name, bytes) in try Self.samples() {
            let file = try TemporaryFile(name: name, bytes: bytes)
            defer { file.remove() }
            let page = try PageLoader.load(contentsOf: file.path)
            let changed = "<html><head></head><body><p>zmieniona: źdźbło €</p></body></html>"
            let written = try TemporaryFile(name: name, bytes: PageWriter.savedBytes(of: changed, for: page))
            defer { written.remove() }
            let reread = try PageLoader.load(contentsOf: written.path)
            #expect(String(decoding: reread.utf8, as: UTF8.self) == changed.replacingOccurrences(of: "€", with: "&#8364;"), "\(name)")
            #expect(reread.encoding.name == "ISO-8859-2", "\(name)")
            #expect(reread.url.href == page.url.href, "\(name)")
            #expect(reread.resources.all == page.resources.all, "\(name)")
            #expect(reread.source.format == page.source.format, "\(name)")
        }
    }

    @Test func framesAndStyleSheetsComeFromTheArchive() throws {
        for (name, bytes) in [("a.webarchive", try SavedPageSamples.webArchive()), ("a.mhtml", SavedPageSamples.mhtml())] {
            let file = try TemporaryFile(name: name, bytes: bytes)
            defer { file.remove() }
            let page = try PageLoader.load(contentsOf: file.path)
            let sheet = page.resources.styleSheet(at: URLRecord.parse("https://example.pl/style.css#x")!, documentEncoding: page.encoding)
            #expect(sheet == SavedPageSamples.styleSheet, "\(name)")
            #expect(page.resources.styleSheetURLs == ["https://example.pl/style.css"])
            let frameURL = URLRecord.parse(name.hasSuffix("mhtml") ? "cid:frame-1@mhtml.blink" : "https://example.pl/frame.html")!
            let frame = try #require(PageLoader.loadFrame(at: frameURL, of: page), "\(name)")
            #expect(frame.url.href == "https://example.pl/frame.html")
            #expect(frame.encoding == .utf8 && frame.encodingSource == .transport)
            #expect(String(decoding: frame.utf8, as: UTF8.self) == SavedPageSamples.frame)
            #expect(PageLoader.loadFrame(at: URLRecord.parse("https://ads.example/ad.html")!, of: page) == nil)
        }
    }

    @Test func aFrameWithoutACharsetTakesItsParentsEncoding() throws {
        var archived = SavedPageSamples.archivedPage
        archived.subframes[0].mainResource.charset = nil
        archived.subframes[0].mainResource.data = Array("<p>".utf8) + [0xB1]
        let file = try TemporaryFile(name: "a.webarchive", bytes: WebArchive.encode(archived))
        defer { file.remove() }
        let page = try PageLoader.load(contentsOf: file.path)
        let frame = try #require(PageLoader.loadFrame(at: URLRecord.parse("https://example.pl/frame.html")!, of: page))
        #expect(frame.encoding.name == "ISO-8859-2" && frame.encodingSource == .parentFrame)
        #expect(String(decoding: frame.utf8, as: UTF8.self) == "<p>ą")
    }
}
