import Foundation
import SavedPages
import Testing
import TestSupport

/// WARC files built in the tests, streamed.
struct WARCPageReaderTests {
    @Test(arguments: [false, true])
    func streamsTheHTMLResponsesAndSkipsTheRest(gzip: Bool) throws {
        let file = try TemporaryFile(name: gzip ? "pages.warc.gz" : "pages.warc", bytes: SavedPageSamples.warc(gzip: gzip))
        defer { file.remove() }
        let reader = try WARCPageReader(path: file.path)
        #expect(reader.isGzip == gzip)
        var pages: [WARCPage] = []
        while let page = try reader.nextPage() { pages.append(page) }
        // The image is skipped; the chunked and gzip-coded pages decode; Brotli is reported.
        #expect(pages.map(\.targetURI) == [SavedPageSamples.url, SavedPageSamples.url + "/gz", SavedPageSamples.url + "/br"])
        let article = SavedPageSamples.latin2(SavedPageSamples.article)
        #expect(try pages[0].resource.get() == ArchivedResource(url: SavedPageSamples.url, mimeType: "text/html", charset: "ISO-8859-2", data: article))
        #expect(try pages[1].resource.get().data == article)
        #expect(pages[1].recordID == "<urn:uuid:00000000-0000-0000-0000-000000000003>")
        let brotli = #expect(throws: SavedPageError.self) { try pages[2].resource.get() }
        #expect(brotli?.description == "\(file.path): record <urn:uuid:00000000-0000-0000-0000-000000000004> at byte \(pages[2].offset): its Content-Encoding is br (Brotli), which appexjs does not decode")
        // Offsets find the records again without reading from the start.
        for page in pages {
            let again = try WARCPageReader.page(in: file.path, at: page.offset, recordID: page.recordID)
            #expect(again.targetURI == page.targetURI)
        }
        // A plain WARC's offsets are where the records start; a gzip file's, where their members do.
        let bytes = try file.bytes
        if !gzip { #expect(bytes[pages[0].offset...].starts(with: Array("WARC/1.1\r\n".utf8))) }
        if gzip { #expect(bytes[pages[0].offset...].starts(with: [0x1F, 0x8B])) }
    }

    @Test func headsOnlyListsWithoutPayloads() throws {
        let file = try TemporaryFile(name: "pages.warc.gz", bytes: SavedPageSamples.warc(gzip: true))
        defer { file.remove() }
        let reader = try WARCPageReader(path: file.path, readsPayloads: false)
        var ids: [String] = []
        while let page = try reader.nextPage() {
            ids.append(page.recordID)
            #expect(try page.resource.get().data.isEmpty)
        }
        #expect(ids.count == 3)
    }

    @Test func selectingARecordByIDOrURI() throws {
        let file = try TemporaryFile(name: "pages.warc", bytes: SavedPageSamples.warc())
        defer { file.remove() }
        #expect(try WARCPageReader.page(in: file.path, selecting: nil).targetURI == SavedPageSamples.url)
        #expect(try WARCPageReader.page(in: file.path, selecting: SavedPageSamples.url + "/gz").recordID.hasSuffix("3>"))
        #expect(try WARCPageReader.page(in: file.path, selecting: "urn:uuid:00000000-0000-0000-0000-000000000003").targetURI.hasSuffix("/gz"))
        let error = #expect(throws: SavedPageError.self) { try WARCPageReader.page(in: file.path, selecting: "https://nowhere.example/") }
        #expect(error?.reason == "no HTML response record has the WARC-Record-ID or WARC-Target-URI 'https://nowhere.example/' (the file has 3 HTML pages)")
    }

    @Test(arguments: [false, true])
    func aRecordRunningPastTheEndIsAnError(gzip: Bool) throws {
        let whole = try SavedPageSamples.warc(gzip: gzip)
        let file = try TemporaryFile(name: "cut.warc" + (gzip ? ".gz" : ""), bytes: Array(whole.prefix(whole.count - 40)))
        defer { file.remove() }
        let reader = try WARCPageReader(path: file.path)
        var error: SavedPageError?
        do {
            while try reader.nextPage() != nil {}
        } catch let caught {
            error = caught
        }
        #expect(error?.location?.hasPrefix("record <urn:uuid:00000000-0000-0000-0000-000000000004> at byte ") == true)
        #expect(error?.reason.hasPrefix("its Content-Length") == true && error?.reason.contains("runs past the end of the file: it is cut short") == true)
    }

    @Test func corruptBytesWhereARecordShouldStartAreAnError() throws {
        let whole = try SavedPageSamples.warc()
        let file = try TemporaryFile(name: "bad.warc", bytes: whole + Array("garbage here\r\n".utf8))
        defer { file.remove() }
        let reader = try WARCPageReader(path: file.path)
        let error = #expect(throws: SavedPageError.self) { while try reader.nextPage() != nil {} }
        #expect(error?.description == "\(file.path): byte \(whole.count): expected the start of a WARC record ('WARC/1.1'), found 'garbage here': the file is corrupt or not a WARC file")
    }

    @Test func aRecordWithoutContentLengthIsAnError() throws {
        let file = try TemporaryFile(name: "bad.warc", bytes: Array("WARC/1.0\r\nWARC-Type: response\r\nWARC-Record-ID: <urn:x>\r\n\r\n".utf8))
        defer { file.remove() }
        let error = #expect(throws: SavedPageError.self) { try WARCPageReader(path: file.path).nextPage() }
        #expect(error?.description == "\(file.path): record <urn:x> at byte 0: it has no Content-Length, so its block cannot be found")
    }
}
