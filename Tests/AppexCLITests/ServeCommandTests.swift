import Foundation
import TestSupport
import Testing

/// `appexjs serve`, the worker protocol's process, as another engine drives it.
@Suite(.serialized) struct ServeCommandTests {
    private func serve(
        _ requests: [String], _ options: [String] = [], environment: [String: String] = [:]
    ) throws -> (result: CommandResult, lines: [[String: Any]]) {
        let result = try runCommand(
            appexjsExecutable, ["serve", "--script", "JSFixtures/metadata.js"] + options, in: Corpus.root,
            environment: environment, standardInput: Data(requests.map { $0 + "\n" }.joined().utf8))
        let lines = try result.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        return (result, lines)
    }

    /// A record without what varies from run to run.
    private func stable(_ record: [String: Any]) -> NSDictionary {
        var record = record
        for key in ["v", "timings", "peak_rss_mb"] { record.removeValue(forKey: key) }
        return record as NSDictionary
    }

    @Test func answersAreTheRecordsCorpusWritesPageByPage() throws {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("results.jsonl")
        let corpus = try Corpus.run([
            "corpus", "Pages", "--script", "JSFixtures/metadata.js", "--url", "https://example.com/{id}", "--out", out.path, "--quiet",
        ])
        #expect(corpus.status == 0, "stderr: \(corpus.standardError)")
        let expected = Dictionary(uniqueKeysWithValues: try Corpus.records(in: out).map { ($0["id"] as! String, $0) })
        let requests = Corpus.pageIDs.map { #"{"v":1,"id":"\#($0)","path":"Pages/\#($0)"}"# }
        let (result, lines) = try serve(requests, ["--url", "https://example.com/{id}"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(lines.first as NSDictionary? == ["v": 1, "ready": true])
        let answers = Array(lines.dropFirst())
        #expect(answers.map { $0["id"] as? String } == Corpus.pageIDs)
        for answer in answers {
            #expect(answer["v"] as? Int == 1)
            let id = answer["id"] as! String
            #expect(stable(answer) == stable(try #require(expected[id])), "\(id)")
        }
    }

    @Test func aWorkerPastItsMemoryLimitAnswersOutOfMemoryAndExits() throws {
        let (result, lines) = try serve(
            [#"{"v":1,"id":"big","path":"Pages/article.html"}"#, #"{"v":1,"id":"after","path":"Pages/article.html"}"#],
            ["--max-memory", "250"], environment: ["APPEXJS_TEST_ALLOCATE_ON": "big"])
        #expect(result.status == 3)
        #expect(lines.count == 2, "the ready line and one answer; the next request waits for a new worker")
        #expect(lines.last?["status"] as? String == "out-of-memory")
        let error = lines.last?["error"] as? [String: Any]
        #expect((error?["message"] as? String)?.contains("more than --max-memory 250 MB; it exits") == true, "\(error ?? [:])")
    }

    @Test func aPageStuckOutsideJavaScriptIsAnsweredAsTimeout() throws {
        let (result, lines) = try serve(
            [#"{"v":1,"id":"stuck","path":"Pages/article.html","timeout":1}"#], environment: ["APPEXJS_TEST_HANG_ON": "stuck"])
        #expect(result.status == 3)
        #expect(lines.last?["status"] as? String == "timeout")
        #expect((lines.last?["error"] as? [String: Any])?["stage"] as? String == "worker")
    }

    @Test func aBadOptionFailsBeforeTheReadyLine() throws {
        let result = try runCommand(
            appexjsExecutable, ["serve", "--script", "JSFixtures/no-such-script.js"], in: Corpus.root, standardInput: Data())
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("no-such-script.js"), "\(result.standardError)")
    }
}
