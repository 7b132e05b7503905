import Foundation
import TestSupport
import Testing

/// `--resume` after a run that was killed: pages already in the results file are
/// skipped, a torn last line is cut off and its page run again; no page is lost or
/// written twice.
@Suite(.serialized) struct CorpusResumeTests {
    private let arguments = ["corpus", "Pages", "--script", "JSFixtures/metadata.js", "--jobs", "2"]

    @Test func resumeAfterAKilledRunCompletesEveryPageOnce() throws {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let complete = folder.appendingPathComponent("complete.jsonl")
        #expect(try Corpus.run(arguments + ["--out", complete.path, "--quiet"]).status == 0)
        let lines = try String(contentsOf: complete, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == Corpus.pageIDs.count)

        // What a run killed while writing its fourth line leaves.
        let partial = folder.appendingPathComponent("partial.jsonl")
        let torn = lines[0..<3].map { $0 + "\n" }.joined() + lines[3].prefix(lines[3].count / 2)
        try Data(torn.utf8).write(to: partial)

        let result = try Corpus.run(arguments + ["--out", partial.path, "--resume", "--json"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let summary = try Corpus.summary(result)
        #expect(summary["resumed"] as? Int == 3)
        #expect(summary["ran"] as? Int == Corpus.pageIDs.count - 3)
        let records = try Corpus.records(in: partial)
        let ids = records.compactMap { $0["id"] as? String }
        #expect(ids.sorted() == Corpus.pageIDs, "each page exactly once")
        let kept = try lines[0..<3].map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["id"] as? String
        }
        #expect(Array(ids.prefix(3)) == kept, "the complete lines stay as they were")
    }

    @Test func resumingAFinishedRunRunsNothing() throws {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("results.jsonl")
        #expect(try Corpus.run(arguments + ["--out", out.path, "--quiet"]).status == 0)
        let before = try Data(contentsOf: out)
        let result = try Corpus.run(arguments + ["--out", out.path, "--resume", "--json"])
        #expect(result.status == 0)
        #expect(try Corpus.summary(result)["ran"] as? Int == 0)
        #expect(try Data(contentsOf: out) == before)
    }

    @Test func aBrokenLineBeforeTheLastIsAnError() throws {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("results.jsonl")
        try Data("not a record\n{\"id\":\"article.html\",\"status\":\"ok\"}\n".utf8).write(to: out)
        let result = try Corpus.run(arguments + ["--out", out.path, "--resume"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("line 1 of '\(out.path)' is not a results line"), "\(result.standardError)")
    }

    @Test func withoutResumeTheFileStartsAfresh() throws {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("results.jsonl")
        #expect(try Corpus.run(arguments + ["--out", out.path, "--quiet"]).status == 0)
        #expect(try Corpus.run(arguments + ["--out", out.path, "--quiet"]).status == 0)
        #expect(try Corpus.records(in: out).count == Corpus.pageIDs.count)
    }
}
