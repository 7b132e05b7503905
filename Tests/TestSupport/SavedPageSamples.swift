public import SavedPages

/// Saved pages built in the tests: the same Polish article (windows-1250 and ISO-8859-2 bytes
/// differ, so a wrong encoding shows) in each format, with a style sheet and a frame.
public enum SavedPageSamples {
    /// The article's markup: a linked style sheet, a frame the archive holds and one it does not.
    public static let article = """
        <html><head><title>Zażółć gęślą jaźń</title><link rel=stylesheet href=style.css></head>\
        <body><p id=text>Pchnąć w tę łódź</p><iframe id=held src="frame.html"></iframe>\
        <iframe id=missing src="https://ads.example/ad.html"></iframe></body></html>
        """
    /// Its URL.
    public static let url = "https://example.pl/artykul"
    /// The frame document's markup.
    public static let frame = "<html><body><p>ramka – ćma</p></body></html>"
    /// The style sheet.
    public static let styleSheet = "p { color: red } /* ż */"

    /// `text` in ISO-8859-2 (only characters it has).
    public static func latin2(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { scalar in
            let table: [Unicode.Scalar: UInt8] = [
                "ą": 0xB1, "ę": 0xEA, "ł": 0xB3, "ż": 0xBF, "ó": 0xF3, "ć": 0xE6, "ś": 0xB6, "ź": 0xBC, "ń": 0xF1,
            ]
            return table[scalar] ?? UInt8(scalar.value)
        }
    }

    /// The article as an archived page: ISO-8859-2, the style sheet and the frame UTF-8, each
    /// with its charset declared.
    public static var archivedPage: ArchivedPage {
        ArchivedPage(
            mainResource: ArchivedResource(url: url, mimeType: "text/html", charset: "ISO-8859-2", data: latin2(article)),
            subresources: [ArchivedResource(url: "https://example.pl/style.css", mimeType: "text/css", charset: "UTF-8", data: Array(styleSheet.utf8))],
            subframes: [
                ArchivedPage(mainResource: ArchivedResource(url: "https://example.pl/frame.html", mimeType: "text/html", charset: "UTF-8", data: Array(frame.utf8)))
            ])
    }

    /// The article as a web archive.
    public static func webArchive(binary: Bool = true) throws -> [UInt8] {
        try WebArchive.encode(archivedPage, binary: binary)
    }

    /// The article as MHTML: the frame is a part of its own, which the page names by `cid:`.
    public static func mhtml() -> [UInt8] {
        var page = archivedPage
        page.mainResource.data = latin2(article.replacingOccurrences(of: "src=\"frame.html\"", with: "src=\"cid:frame-1@mhtml.blink\""))
        let frameResource = ArchivedResource(
            url: "https://example.pl/frame.html", mimeType: "text/html", charset: "UTF-8", data: Array(frame.utf8), contentID: "frame-1@mhtml.blink")
        page.subresources.append(frameResource)
        page.subframes = []
        return MHTMLArchive.encode(page)
    }

    /// A WARC of four responses: an image, the article chunked, the article gzip-coded (at
    /// `/gz`), and one Brotli-coded (at `/br`). Each record is its own gzip member when `gzip`.
    public static func warc(gzip: Bool = false) throws -> [UInt8] {
        let html = latin2(article)
        var chunked: [UInt8] = Array("a\r\n".utf8)
        chunked += html[..<10]
        chunked += Array("\r\n\(String(html.count - 10, radix: 16));ext=1\r\n".utf8)
        chunked += html[10...]
        chunked += Array("\r\n0\r\nX-Trailer: 1\r\n\r\n".utf8)
        let records = [
            WARCWriter.responseRecord(
                targetURI: "https://example.pl/logo.png", httpHead: "HTTP/1.1 200 OK\r\nContent-Type: image/png",
                body: [0x89, 0x50, 0x4E, 0x47], recordID: "<urn:uuid:00000000-0000-0000-0000-000000000001>"),
            WARCWriter.responseRecord(
                targetURI: url, httpHead: "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=ISO-8859-2\r\nTransfer-Encoding: chunked",
                body: chunked, recordID: "<urn:uuid:00000000-0000-0000-0000-000000000002>"),
            WARCWriter.responseRecord(
                targetURI: url + "/gz", httpHead: "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=ISO-8859-2\r\nContent-Encoding: gzip",
                body: try WARCWriter.compressed(html, file: "test"), recordID: "<urn:uuid:00000000-0000-0000-0000-000000000003>"),
            WARCWriter.responseRecord(
                targetURI: url + "/br", httpHead: "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: br",
                body: [0x0B, 0x02, 0x80], recordID: "<urn:uuid:00000000-0000-0000-0000-000000000004>"),
        ]
        return gzip ? try records.flatMap { try WARCWriter.compressed($0, file: "test") } : records.flatMap { $0 }
    }
}
