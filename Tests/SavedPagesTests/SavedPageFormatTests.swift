import SavedPages
import Testing
import TestSupport

/// Which format a file is, and the files that are not pages at all.
struct SavedPageFormatTests {
    @Test func formatsFromTheirBytesAndNames() throws {
        func detect(_ name: String, _ bytes: [UInt8]) throws -> SavedPageFormat {
            try SavedPageFormat.detect(path: name, head: bytes.prefix(SavedPageFormat.detectionLength))
        }
        #expect(try detect("page.html", Array("<p>".utf8)) == .html)
        #expect(try detect("page", Array("<!doctype html>".utf8)) == .html)
        #expect(try detect("page.XHTML", Array("<?xml version='1.0'?><html/>".utf8)) == .xhtml)
        #expect(try detect("page", SavedPageSamples.webArchive()) == .webArchive)
        #expect(try detect("page.html", SavedPageSamples.webArchive(binary: false)) == .webArchive)
        #expect(try detect("page", SavedPageSamples.mhtml()) == .mhtml)
        #expect(try detect("page.mht", Array("x".utf8)) == .mhtml)
        #expect(try detect("crawl", SavedPageSamples.warc()) == .warc)
        #expect(try detect("crawl.bin", SavedPageSamples.warc(gzip: true)) == .warc)
    }

    /// (the file, its first bytes, what it is said to look like).
    static let nonPages: [(String, [UInt8], String)] = [
        ("ls", [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00], "an ELF executable or shared library"),
        ("photo.html", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D], "a PNG image"),
        ("photo.jpg", [0xFF, 0xD8, 0xFF, 0xE0], "a JPEG image"),
        ("paper.html", Array("%PDF-1.7\n".utf8), "a PDF document"),
        ("archive.html", Array("PK\u{3}\u{4}\u{14}\u{0}".utf8), "a ZIP archive (or a file made of one: .docx, .xlsx, .epub, .jar, .ipa)"),
        ("page.html.gz", [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xB3, 0x29, 0xB0, 0x03, 0x00],
         "gzip-compressed data that is not a WARC file (a .warc.gz starts with a gzip member holding 'WARC/1.1')"),
        ("app.exe", Array("MZ\u{90}\u{0}\u{3}\u{0}".utf8), "a Windows executable (PE)"),
        ("blob.html", [0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x41, 0x00, 0x00, 0x05], "binary data (it holds NUL bytes and is not UTF-16 text)"),
    ]

    @Test(arguments: nonPages)
    func filesThatAreNotPagesAreRefusedSayingWhatTheyLookLike(name: String, bytes: [UInt8], kind: String) {
        let error = #expect(throws: SavedPageError.self) { try SavedPageFormat.detect(path: name, head: bytes[...]) }
        #expect(error?.description == "\(name): it is not a saved page: it looks like \(kind). appexjs reads HTML (.html, .htm), "
            + "XHTML (.xhtml), web archives (.webarchive), MHTML (.mhtml, .mht) and WARC files (.warc, .warc.gz)")
    }

    @Test func utf16TextIsNotBinary() throws {
        let utf16 = "<html><body>UTF-16 without a byte order mark</body></html>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try SavedPageFormat.detect(path: "page.html", head: utf16[...]) == .html)
    }
}
