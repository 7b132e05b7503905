import Foundation
import TestSupport
import Testing

/// `--expect` against golden files: the structural diff with key paths, `--ignore-keys`,
/// `--update`, and the exit status on a regression.
@Suite(.serialized) struct CorpusSnapshotTests {
    /// A copy of the regression suite's golden files that a test can change.
    private func goldenCopy() throws -> URL {
        let folder = try Corpus.scratchFolder()
        let golden = folder.appendingPathComponent("golden")
        let source = Corpus.root.appendingPathComponent("Tests/AppexCLITests/CorpusExpected").resolvingSymlinksInPath()
        try FileManager.default.copyItem(at: source, to: golden)
        return golden
    }

    /// Changes the golden file of `id` with `change` on its JSON object.
    private func edit(_ golden: URL, _ id: String, _ change: (inout [String: Any]) -> Void) throws {
        let file = golden.appendingPathComponent(id + ".json")
        var snapshot = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        change(&snapshot)
        try JSONSerialization.data(withJSONObject: snapshot, options: [.prettyPrinted, .sortedKeys]).write(to: file)
    }

    private func compare(with golden: URL, _ extra: [String] = [], environment: [String: String] = [:]) throws -> Corpus.Result {
        try Corpus.run(
            [
                "corpus", "Pages", "--script", "JSFixtures/metadata.js", "--url", "https://example.com/{id}", "--expect",
                golden.path, "--jobs", "2",
            ] + extra, environment: environment)
    }

    @Test func regressionIsAStructuralDiffWithKeyPathsAndFailsTheRun() throws {
        let golden = try goldenCopy()
        defer { try? FileManager.default.removeItem(at: golden.deletingLastPathComponent()) }
        try edit(golden, "product.html") { snapshot in
            var results = snapshot["results"] as! [String: Any]
            var images = results["images"] as! [Any]
            images[1] = "https://shop.example/old.jpg"
            results["images"] = images
            results["title"] = "Old title"
            results.removeValue(forKey: "lang")
            results["timestamp"] = 1_700_000_000
            var openGraph = results["openGraph"] as! [String: Any]
            openGraph["id"] = "og-1"
            results["openGraph"] = openGraph
            snapshot["results"] = results
        }
        let result = try compare(with: golden)
        #expect(result.status == 1)
        let expectedLines = [
            "regressed: product.html",
            #"  results.images[1]: "https://shop.example/old.jpg" → "https://shop.example/bilder/alpin30-seite.jpg""#,
            #"  results.lang: added "de""#,
            #"  results.openGraph.id: removed "og-1""#,
            "  results.timestamp: removed 1700000000",
            #"  results.title: "Old title" → "Wanderrucksack „Alpin 30“ – Bergladen""#,
        ]
        #expect(result.standardOutput.hasPrefix(expectedLines.joined(separator: "\n") + "\n"), "stdout: \(result.standardOutput)")
        #expect(result.standardOutput.contains("snapshots: 5 same, 1 regressed"))

        let ignoring = try compare(with: golden, ["--ignore-keys", "timestamp, *.id,images[*],title,lang", "--quiet"])
        #expect(ignoring.status == 0, "stdout: \(ignoring.standardOutput)\nstderr: \(ignoring.standardError)")
        #expect(ignoring.standardOutput.isEmpty && ignoring.standardError.isEmpty)

        let partly = try compare(with: golden, ["--ignore-keys", "images[*],title,lang,timestamp", "--quiet"])
        #expect(partly.status == 1)
        #expect(partly.standardError == "appexjs: error: product.html: regressed\n  results.openGraph.id: removed \"og-1\"\n")
    }

    @Test func pageThatNowFailsIsARegression() throws {
        let golden = try goldenCopy()
        defer { try? FileManager.default.removeItem(at: golden.deletingLastPathComponent()) }
        let result = try compare(with: golden, ["--json"], environment: ["APPEXJS_TEST_CRASH_ON": "login"])
        #expect(result.status == 1)
        let failures = try #require(try Corpus.summary(result)["failures"] as? [[String: Any]])
        #expect(failures.count == 1)
        #expect(failures.first?["id"] as? String == "login.html")
        #expect(failures.first?["verdict"] as? String == "regressed")
        let details = failures.first?["details"] as? [String] ?? []
        #expect(details.first == #"status: "ok" → "crashed""#, "\(details)")
    }

    @Test func pageThatNowPassesIsAnImprovementNotAFailure() throws {
        let golden = try goldenCopy()
        defer { try? FileManager.default.removeItem(at: golden.deletingLastPathComponent()) }
        try edit(golden, "article.html") { snapshot in
            snapshot = ["status": "error", "error": ["stage": "run", "kind": "runThrew", "message": "TypeError"]]
        }
        let result = try compare(with: golden)
        #expect(result.status == 0, "stdout: \(result.standardOutput)")
        #expect(result.standardOutput.contains("improved: article.html (now ok; run with --update to record it)"))
    }

    @Test func missingGoldenFileFailsAndUpdateRecordsIt() throws {
        let golden = try goldenCopy()
        defer { try? FileManager.default.removeItem(at: golden.deletingLastPathComponent()) }
        let file = golden.appendingPathComponent("login.html.json")
        let recorded = try Data(contentsOf: file)
        try FileManager.default.removeItem(at: file)
        let missing = try compare(with: golden, ["--quiet"])
        #expect(missing.status == 1)
        #expect(missing.standardError == "appexjs: error: login.html: missing\n  no golden file; run with --update to record it\n")

        let update = try compare(with: golden, ["--update", "--json"])
        #expect(update.status == 0)
        #expect(try Corpus.summary(update)["snapshots"] as? [String: Int] == ["recorded": 1, "unchanged": Corpus.pageIDs.count - 1])
        #expect(try Data(contentsOf: file) == recorded)
        #expect(try compare(with: golden, ["--quiet"]).status == 0)
    }

    @Test func junitReportShowsTheRegression() throws {
        let golden = try goldenCopy()
        defer { try? FileManager.default.removeItem(at: golden.deletingLastPathComponent()) }
        try edit(golden, "article.html") { snapshot in
            var results = snapshot["results"] as! [String: Any]
            results["lang"] = "fr"
            snapshot["results"] = results
        }
        let junit = golden.deletingLastPathComponent().appendingPathComponent("junit.xml")
        let result = try compare(with: golden, ["--junit", junit.path, "--quiet"])
        #expect(result.status == 1)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"failures="1""#))
        #expect(xml.contains(#"<failure type="regressed" message="regressed: results.lang: &quot;fr&quot; → &quot;en&quot;">"#), "\(xml)")
    }
}
