import Foundation
import SavedPages
import TestSupport
import Testing

/// `appexjs corpus crawl.warc.gz`, `appexjs pages` and `serve` requests over WARC records.
@Suite(.serialized) struct CorpusWARCTests {
    /// A .warc.gz of the project's pages, one response record each, ids naming the page.
    private func crawl() throws -> TemporaryFile {
        var bytes: [UInt8] = []
        for id in Corpus.pageIDs {
            let body = try [UInt8](Data(contentsOf: Corpus.root.appendingPathComponent("Pages").appendingPathComponent(id)))
            let record = WARCWriter.responseRecord(
                targetURI: "https://example.com/\(id)", httpHead: "HTTP/1.1 200 OK\r\nContent-Type: text/html", body: body,
                recordID: "<urn:test:\(id)>")
            bytes += try WARCWriter.compressed(record, file: "test")
        }
        return try TemporaryFile(name: "crawl.warc.gz", bytes: bytes)
    }

    @Test func eachRecordIsAPageNamedByItsRecordIDWithItsFileAndOffset() throws {
        let warc = try crawl()
        defer { warc.remove() }
        let out = warc.folder.appendingPathComponent("results.jsonl")
        let result = try Corpus.run(
            ["corpus", warc.path, "--script", "JSFixtures/metadata.js", "--out", out.path, "--jobs", "2", "--quiet"],
            environment: ["APPEXJS_TEST_CRASH_ON": "login.html"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let records = try Corpus.records(in: out)
        #expect(records.compactMap { $0["id"] as? String }.sorted() == Corpus.pageIDs.map { "<urn:test:\($0)>" })
        for record in records {
            let id = record["id"] as! String
            #expect(record["warc_file"] as? String == warc.path, "\(id)")
            #expect(record["warc_offset"] as? Int != nil, "\(id)")
            if id.contains("login.html") {
                #expect(record["status"] as? String == "crashed")
            } else {
                #expect(record["status"] as? String == "ok", "\(id): \(record)")
                let page = id.dropFirst("<urn:test:".count).dropLast()
                #expect((record["results"] as? [String: Any])?["URL"] as? String == "https://example.com/\(page)")
            }
        }
        let listing = try Corpus.run(["pages", warc.path])
        #expect(listing.status == 0)
        let requests = listing.standardOutput.split(separator: "\n")
        #expect(requests.count == Corpus.pageIDs.count)
        let served = try runCommand(
            appexjsExecutable, ["serve", "--script", "JSFixtures/metadata.js"], in: Corpus.root,
            standardInput: Data((requests.joined(separator: "\n") + "\n").utf8))
        let answers = served.standardOutput.split(separator: "\n").dropFirst().map {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(answers.count == Corpus.pageIDs.count)
        #expect(answers.allSatisfy { $0?["status"] as? String == "ok" && $0?["warc_offset"] != nil })
    }
}
