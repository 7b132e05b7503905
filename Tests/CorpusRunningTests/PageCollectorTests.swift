import CorpusRunning
import Foundation
import SavedPages
import TestSupport
import Testing

/// What counts as a page, and what a WARC file's pages are called.
struct PageCollectorTests {
    /// A .warc.gz of two HTML responses around an image response, a gzip member per record.
    private func warc() throws -> TemporaryFile {
        let records = [
            WARCWriter.responseRecord(
                targetURI: "https://example.com/a", httpHead: "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8",
                body: Array("<title>A</title>".utf8), recordID: "<urn:test:a>"),
            WARCWriter.responseRecord(
                targetURI: "https://example.com/logo.png", httpHead: "HTTP/1.1 200 OK\r\nContent-Type: image/png",
                body: [0x89, 0x50, 0x4E, 0x47], recordID: "<urn:test:logo>"),
            WARCWriter.responseRecord(
                targetURI: "https://example.com/b", httpHead: "HTTP/1.1 200 OK\r\nContent-Type: text/html",
                body: Array("<title>B</title>".utf8), recordID: "<urn:test:b>"),
        ]
        var bytes: [UInt8] = []
        for record in records { bytes += try WARCWriter.compressed(record, file: "test") }
        return try TemporaryFile(name: "crawl.warc.gz", bytes: bytes)
    }

    @Test func aWARCFilesHTMLPagesAreNamedByTheirRecordIDWithTheirOffsets() throws {
        let file = try warc()
        defer { file.remove() }
        let pages = try PageCollector.pages(in: [file.path])
        #expect(pages.map(\.id) == ["<urn:test:a>", "<urn:test:b>"])
        #expect(pages.allSatisfy { $0.path == file.path })
        #expect(pages[0].offset == 0)
        #expect((pages[1].offset ?? 0) > 0)
        let request = pages[1].request
        #expect(request.record == "<urn:test:b>")
        #expect(request.offset == pages[1].offset)
        #expect(try WorkerRequest(line: request.line) == request)
    }

    @Test func aFolderHoldsWARCFilesAndSavedPagesOfEveryFormat() throws {
        let file = try warc()
        defer { file.remove() }
        for name in ["page.html", "saved.webarchive", "notes.txt"] {
            FileManager.default.createFile(atPath: file.folder.appendingPathComponent(name).path, contents: Data("<p>".utf8))
        }
        let ids = try PageCollector.pages(in: [file.folder.path]).map(\.id)
        #expect(ids == ["<urn:test:a>", "<urn:test:b>", "page.html", "saved.webarchive"])
    }

    @Test func aRecordAndOffsetNeedAPath() {
        let error = #expect(throws: WorkerRequest.RequestError.self) {
            try WorkerRequest(line: #"{"v":1,"id":"a","html":"<p>","record":"<urn:test:a>","offset":0}"#)
        }
        #expect(error?.reason == #""record" and "offset" name a page of the WARC file at "path"; give "path""#)
    }
}
