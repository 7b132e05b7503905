import SavedPages
import Testing
import TestSupport

/// MHTML as Chrome writes it, read, written back and broken.
struct MHTMLArchiveTests {
    /// A file as Chrome saves one: folded Content-Type, quoted-printable HTML with soft line
    /// breaks and `=3D`, a base64 image, `cid:` and `Content-Location` parts.
    static let chromeStyle = """
        From: <Saved by Blink>\r
        Snapshot-Content-Location: https://example.com/page\r
        Subject: =?utf-8?Q?Caf=C3=A9?=\r
        MIME-Version: 1.0\r
        Content-Type: multipart/related;\r
        \ttype="text/html";\r
        \tboundary="----MultipartBoundary--xyz----"\r
        \r
        \r
        ------MultipartBoundary--xyz----\r
        Content-Type: text/html\r
        Content-ID: <frame-AB@mhtml.blink>\r
        Content-Transfer-Encoding: quoted-printable\r
        Content-Location: https://example.com/page\r
        \r
        <html><head><meta http-equiv=3D"Content-Type" content=3D"text/html; charset=3D=\r
        UTF-8"></head><body>Caf=C3=A9 <img src=3D"cid:img-1@mhtml.blink"></body></html>\r
        ------MultipartBoundary--xyz----\r
        Content-Type: image/png\r
        Content-Transfer-Encoding: base64\r
        Content-Location: https://example.com/logo.png\r
        Content-ID: <img-1@mhtml.blink>\r
        \r
        iVBORw0KGgo=\r
        ------MultipartBoundary--xyz------\r

        """

    @Test func readsAFileAsChromeWritesIt() throws {
        var warnings: [String] = []
        let archive = try MHTMLArchive(reading: Array(Self.chromeStyle.utf8), file: "p.mhtml", warnings: &warnings)
        let main = archive.page.mainResource
        #expect(main.url == "https://example.com/page")
        #expect(main.mimeType == "text/html")
        #expect(main.charset == nil)
        #expect(String(decoding: main.data, as: UTF8.self)
            == #"<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body>Café <img src="cid:img-1@mhtml.blink"></body></html>"#)
        #expect(archive.page.subresources == [
            ArchivedResource(url: "https://example.com/logo.png", mimeType: "image/png", data: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], contentID: "img-1@mhtml.blink")
        ])
        #expect(warnings.isEmpty)
    }

    @Test func readsWhatItWrites() throws {
        var warnings: [String] = []
        let archive = try MHTMLArchive(reading: SavedPageSamples.mhtml(), file: "p.mhtml", warnings: &warnings)
        #expect(archive.page.mainResource.charset == "ISO-8859-2")
        #expect(archive.page.mainResource.data == SavedPageSamples.latin2(SavedPageSamples.article.replacingOccurrences(of: "src=\"frame.html\"", with: "src=\"cid:frame-1@mhtml.blink\"")))
        #expect(archive.page.subresources.map(\.url) == ["https://example.pl/style.css", "https://example.pl/frame.html"])
        #expect(archive.page.subresources.last?.contentID == "frame-1@mhtml.blink")
    }

    /// The root is the part `start` names, else the first of `type`'s type, else the first.
    @Test func theRootPart() throws {
        func root(_ parameters: String) throws -> String {
            let text = """
                Content-Type: multipart/related; boundary=b\(parameters)\r
                \r
                --b\r
                Content-Type: text/css\r
                Content-Location: https://e.example/a.css\r
                \r
                p{}\r
                --b\r
                Content-Type: text/html\r
                Content-ID: <one>\r
                Content-Location: https://e.example/1\r
                \r
                <p>1\r
                --b\r
                Content-Type: text/html\r
                Content-ID: <two>\r
                Content-Location: https://e.example/2\r
                \r
                <p>2\r
                --b--\r

                """
            var warnings: [String] = []
            return try MHTMLArchive(reading: Array(text.utf8), file: "r.mht", warnings: &warnings).page.mainResource.url
        }
        #expect(try root("; start=\"<two>\"") == "https://e.example/2")
        #expect(try root("; type=\"text/html\"") == "https://e.example/1")
        #expect(try root("") == "https://e.example/a.css")
    }

    /// (what is wrong, the file, the message).
    static let brokenFiles: [(String, String, String)] = [
        ("no boundary parameter", "Content-Type: multipart/related\r\n\r\n--b\r\n\r\nx\r\n--b--\r\n",
         "m.mhtml: Content-Type: 'multipart/related' has no boundary parameter, so its parts cannot be told apart"),
        ("a boundary that never appears", "Content-Type: multipart/related; boundary=\"zzz\"\r\nSnapshot-Content-Location: https://e.example/\r\n\r\n--b\r\n\r\n<p>x\r\n",
         "m.mhtml: Content-Type: its boundary \"zzz\" never appears in the body, so it has no parts (the file is cut short or not MHTML)"),
        ("no closing boundary", "Content-Type: multipart/related; boundary=b\r\n\r\n--b\r\nContent-Location: https://e.example/\r\n\r\n<p>x\r\n--b\r\nContent-Location: https://e.example/2\r\n\r\n<p>cut",
         "m.mhtml: part 2: the file ends before the closing boundary \"--b--\": it is cut short"),
        ("headers that never end", "Content-Type: multipart/related; boundary=b",
         "m.mhtml: its MIME headers never end (no empty line after them), so it is not an MHTML file"),
        ("corrupt base64", "Content-Type: multipart/related; boundary=b\r\n\r\n--b\r\nContent-Transfer-Encoding: base64\r\nContent-Location: https://e.example/\r\n\r\n!!!\r\n--b--\r\n",
         "m.mhtml: part 1: its base64 body is corrupt"),
        ("a root part without a URL", "Content-Type: multipart/related; boundary=b\r\n\r\n--b\r\nContent-Type: text/html\r\n\r\n<p>x\r\n--b--\r\n",
         "m.mhtml: part 1: the root part has no Content-Location, and the message no Snapshot-Content-Location, so the page has no URL"),
        // Found by Scripts/fuzz.sh (Fuzz/Regressions/mhtml): it trapped, taking the first of no parts.
        ("only the closing boundary", "Content-Type: multipart/related; boundary=b\r\nSnapshot-Content-Location: https://e.example/\r\n\r\n--b--\r\n",
         "m.mhtml: Content-Type: its first boundary is the closing one \"--b--\", so it has no parts"),
    ]

    @Test(arguments: brokenFiles)
    func brokenFilesSayWhatIsWrong(what: String, text: String, message: String) {
        var warnings: [String] = []
        let error = #expect(throws: SavedPageError.self, "\(what)") { try MHTMLArchive(reading: Array(text.utf8), file: "m.mhtml", warnings: &warnings) }
        #expect(error?.description == message)
    }

    /// Writing back re-encodes the root part as it was and keeps every other byte.
    @Test func writingBackReplacesOnlyTheRootPartsBody() throws {
        var warnings: [String] = []
        let original = Array(Self.chromeStyle.utf8)
        let archive = try MHTMLArchive(reading: original, file: "p.mhtml", warnings: &warnings)
        let newPage = Array("<html><body>Caf\u{E9} = new \(String(repeating: "long line ", count: 12))</body></html>".utf8)
        let written = archive.replacingRootData(with: newPage)
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.hasPrefix(String(Self.chromeStyle.prefix(upTo: Self.chromeStyle.range(of: "<html>")!.lowerBound))))
        #expect(text.hasSuffix(String(Self.chromeStyle[Self.chromeStyle.range(of: "\r\n------MultipartBoundary--xyz----\r\nContent-Type: image/png")!.lowerBound...])))
        #expect(text.contains("Caf=C3=A9 =3D new"))
        #expect(text.split(separator: "\r\n").allSatisfy { $0.count <= 76 })
        let reread = try MHTMLArchive(reading: written, file: "p.mhtml", warnings: &warnings)
        #expect(reread.page.mainResource.data == newPage)
        #expect(reread.page.subresources == archive.page.subresources)
    }
}
