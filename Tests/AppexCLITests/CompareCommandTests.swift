import Foundation
import TestSupport
import Testing

/// `appexjs compare`: results run elsewhere against golden files, reported as corpus --expect does.
@Suite(.serialized) struct CompareCommandTests {
    @Test func resultsOfTheSuiteMatchItsGoldenFilesUntilOneChanges() throws {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("results.jsonl")
        let run = try Corpus.run([
            "corpus", "Pages", "--script", "JSFixtures/metadata.js", "--url", "https://example.com/{id}", "--out", out.path, "--quiet",
        ])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let golden = folder.appendingPathComponent("golden")
        try FileManager.default.copyItem(at: Corpus.root.appendingPathComponent("Tests/AppexCLITests/CorpusExpected"), to: golden)
        let same = try Corpus.run(["compare", out.path, "--expect", golden.path, "--json"])
        #expect(same.status == 0, "stdout: \(same.standardOutput)\nstderr: \(same.standardError)")
        #expect(try Corpus.summary(same)["snapshots"] as? [String: Int] == ["same": Corpus.pageIDs.count])

        let file = golden.appendingPathComponent("article.html.json")
        var snapshot = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var results = try #require(snapshot["results"] as? [String: Any])
        results["lang"] = "fr"
        snapshot["results"] = results
        try JSONSerialization.data(withJSONObject: snapshot).write(to: file)
        let report = folder.appendingPathComponent("report.html")
        let regressed = try Corpus.run(["compare", folder.path, "--expect", golden.path, "--report", report.path])
        #expect(regressed.status == 1)
        #expect(regressed.standardOutput.hasPrefix("regressed: article.html\n  results.lang: \"fr\" → \"en\"\n"), "\(regressed.standardOutput)")
        #expect(try String(contentsOf: report, encoding: .utf8).contains("<section class=\"panel regressions\">"))
    }

    @Test func aResultsFileThatIsNotOneIsAnError() throws {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("results.jsonl")
        try Data("{\"id\":\"a\"}\n{\"id\":\"b\",\"status\":\"ok\"}\n".utf8).write(to: bad)
        let result = try Corpus.run(["compare", bad.path, "--expect", "Tests/AppexCLITests/CorpusExpected"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("line 1 of '\(bad.path)' is not a results line"), "\(result.standardError)")
    }
}
