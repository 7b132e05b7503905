import Foundation
import TestSupport
import Testing

/// `--shard i/n` splits the pages by a stable hash of their ids: the shards together
/// cover every page exactly once, and the same page always lands in the same shard.
@Suite(.serialized) struct CorpusShardTests {
    private func ids(shard: String) throws -> [String] {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("results.jsonl")
        let result = try Corpus.run([
            "corpus", "Pages", "--script", "JSFixtures/metadata.js", "--jobs", "1", "--shard", shard, "--out", out.path, "--quiet",
        ])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        guard FileManager.default.fileExists(atPath: out.path) else { return [] }
        return try Corpus.records(in: out).compactMap { $0["id"] as? String }
    }

    @Test func threeShardsCoverEveryPageOnce() throws {
        let shards = try ["1/3", "2/3", "3/3"].map(ids(shard:))
        #expect(shards.flatMap { $0 }.sorted() == Corpus.pageIDs)
        #expect(shards.filter { !$0.isEmpty }.count >= 2, "the hash spreads six pages over more than one shard")
        #expect(try ids(shard: "2/3").sorted() == shards[1].sorted(), "the split is the same on every run")
    }

    @Test func oneShardIsEverything() throws {
        #expect(try ids(shard: "1/1").sorted() == Corpus.pageIDs)
    }
}
