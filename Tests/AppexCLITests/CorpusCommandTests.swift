import Foundation
import TestSupport
import Testing

/// `appexjs corpus` over the project's own pages: a regression suite with golden files in
/// `CorpusExpected/`, the results-file format, reports, and input errors.
@Suite(.serialized) struct CorpusCommandTests {
    static let suiteArguments = [
        "corpus", "Pages", "--script", "JSFixtures/metadata.js", "--url", "https://example.com/{id}",
        "--expect", "Tests/AppexCLITests/CorpusExpected", "--jobs", "2",
    ]

    @Test func pagesMatchTheirGoldenFiles() throws {
        if isRecordingGoldenFiles {
            let result = try Corpus.run(Self.suiteArguments + ["--update", "--quiet"])
            #expect(result.status == 0, "stderr: \(result.standardError)")
            Issue.record("recorded Tests/AppexCLITests/CorpusExpected; unset RECORD_SNAPSHOTS and run the tests again")
            return
        }
        let result = try Corpus.run(Self.suiteArguments + ["--json"])
        #expect(result.status == 0, "stdout: \(result.standardOutput)\nstderr: \(result.standardError)")
        let summary = try Corpus.summary(result)
        #expect(summary["pages"] as? Int == Corpus.pageIDs.count)
        #expect(summary["snapshots"] as? [String: Int] == ["same": Corpus.pageIDs.count])
        #expect(try Corpus.statusCounts(result)["ok"] == Corpus.pageIDs.count)
        let startups = try #require(summary["worker_startup_ms"] as? [String: Any], "each worker's start-up is reported apart")
        #expect(startups["count"] as? Int == 2)
        #expect(startups["median"] as? Double ?? 0 > 0)
    }

    @Test func resultsFileHasOneLinePerPageInThePeerHarnessShape() throws {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("results.jsonl")
        let result = try Corpus.run([
            "corpus", "Pages", "--script", "JSFixtures/metadata.js", "--url", "https://example.com/{id}", "--out", out.path,
            "--quiet",
        ])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput.isEmpty && result.standardError.isEmpty, "--quiet prints nothing when all is well")
        let records = try Corpus.records(in: out)
        #expect(records.compactMap { $0["id"] as? String }.sorted() == Corpus.pageIDs)
        for record in records {
            #expect(record["status"] as? String == "ok")
            #expect(record["error"] == nil, "summarize.py and agree.py take a present error for a failed page")
            let timings = try #require(record["timings"] as? [String: Double])
            for key in ["load_ms", "parse_ms", "setup_ms", "run_ms", "total_ms"] { #expect(timings[key] != nil, "\(key)") }
            #expect(record["peak_rss_mb"] as? Double ?? 0 > 0)
            #expect(record["console"] as? [Any] != nil)
        }
        let article = try #require(records.first { $0["id"] as? String == "article.html" })
        let results = try #require(article["results"] as? [String: Any])
        #expect(results["URL"] as? String == "https://example.com/article.html")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(text.hasPrefix("{\"id\":"), "each line starts with the id")
    }

    @Test func folderPagesPickedByNameAreNamedByTheirFolder() throws {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["first", "second/nested"] {
            let page = folder.appendingPathComponent(name).appendingPathComponent("source.html")
            try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("<title>\(name)</title>".utf8).write(to: page)
        }
        try Data("<title>not picked</title>".utf8).write(to: folder.appendingPathComponent("first/other.html"))
        let out = folder.appendingPathComponent("results.jsonl")
        let result = try Corpus.run([
            "corpus", folder.path, "--name", "source.html", "--script", "JSFixtures/metadata.js", "--out", out.path, "--quiet",
        ])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let records = try Corpus.records(in: out)
        #expect(records.compactMap { $0["id"] as? String }.sorted() == ["first", "second/nested"])
    }

    @Test func finalizeHashesThePageItWrites() throws {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = folder.appendingPathComponent("written.html")
        let finalize = ##"{"bgColor": "#ffcc00", "savedAs": "Reading list"}"##
        let run = try Corpus.run([
            "run", "Pages/article.html", "--script", "JSFixtures/metadata.js", "--finalize", finalize, "--write-page", written.path,
        ])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        let sha256sum = try runCommand(URL(fileURLWithPath: "/usr/bin/sha256sum"), [written.path], in: folder)
        let expected = String(sha256sum.standardOutput.prefix(64))

        let out = folder.appendingPathComponent("results.jsonl")
        let result = try Corpus.run([
            "corpus", "Pages/article.html", "--script", "JSFixtures/metadata.js", "--finalize", finalize, "--out", out.path,
            "--quiet",
        ])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let record = try #require(try Corpus.records(in: out).first)
        #expect(record["finalizedHTMLSha256"] as? String == expected)
        #expect((record["timings"] as? [String: Double])?["finalize_ms"] != nil)
    }

    @Test func environmentOptionsReachTheWorkers() throws {
        // Only product.html has this text; on the other pages the selection is their error.
        let result = try Corpus.run([
            "corpus", "Pages", "--script", "JSFixtures/metadata.js", "--select-text", "Wanderrucksack", "--json", "--quiet",
        ])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(try Corpus.statusCounts(result)["ok"] == 1)
        let failures = try #require(try Corpus.summary(result)["failures"] as? [[String: Any]])
        #expect(!failures.contains { $0["id"] as? String == "product.html" })
        #expect(failures.allSatisfy { ($0["details"] as? [String])?.first?.contains("does not occur") == true })
    }

    @Test func reportsAreWritten() throws {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml")
        let report = folder.appendingPathComponent("report.html")
        let result = try Corpus.run(Self.suiteArguments + ["--junit", junit.path, "--report", report.path, "--quiet"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuite name="appexjs corpus" tests="\#(Corpus.pageIDs.count)" failures="0""#))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == Corpus.pageIDs.count)
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<svg class=\"histogram\""))
        for id in Corpus.pageIDs { #expect(html.contains(">\(id)</td>")) }
        #expect(!html.contains("http://") && !html.contains("https://example"), "no network resources, and no results")
    }

    /// Each bad input: one clear line naming it, a non-zero exit, and no output files.
    static let badInputs: [([String], String)] = [
        (["Pages/missing-folder"], "'Pages/missing-folder' does not exist"),
        (["Pages", "--shard", "4/3"], "--shard '4/3' must be i/n with 1 ≤ i ≤ n"),
        (["Pages", "--shard", "two"], "--shard 'two' must be i/n"),
        (["Pages", "--jobs", "0"], "--jobs must be at least 1"),
        (["Pages", "--update"], "--update writes the golden files of --expect DIR"),
        (["Pages", "--ignore-keys", "title"], "--ignore-keys applies to comparisons with --expect"),
        (["Pages", "--finalize", "{not json"], "the --finalize JSON is not valid JSON"),
        (["Pages", "--finalize", "[1, 2]"], "is an array, not a dictionary"),
        (["Pages", "--expect", "Pages/no-golden-files"], "--expect folder 'Pages/no-golden-files' does not exist"),
        (["Pages", "--url", "not a url"], "--url 'not a url' is not a valid absolute URL"),
        (["Pages", "--encoding", "klingon"], "--encoding 'klingon' is not an encoding label"),
        (["Pages", "--name", "nothing.html"], "no files named 'nothing.html' found in Pages"),
        (["Pages", "--timeout", "0"], "--timeout must be a positive number of seconds"),
        (["Pages", "--max-memory=-5"], "--max-memory must be a positive number of megabytes"),
    ]

    @Test(arguments: badInputs)
    func badInputIsOneClearError(arguments: [String], message: String) throws {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("junit.xml")
        let report = folder.appendingPathComponent("report.html")
        let result = try Corpus.run(
            ["corpus"] + arguments + ["--script", "JSFixtures/metadata.js", "--junit", junit.path, "--report", report.path])
        #expect(result.status != 0)
        #expect(result.standardError.contains(message), "stderr: \(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no output is left behind")
    }

    @Test func resumeNeedsAResultsFile() throws {
        let result = try Corpus.run(["corpus", "Pages", "--script", "JSFixtures/metadata.js", "--resume"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("--resume continues the --out file; give --out too"))
    }

    @Test func unreadableScriptIsAnError() throws {
        let result = try Corpus.run(["corpus", "Pages", "--script", "JSFixtures/missing.js"])
        #expect(result.status == 66)
        #expect(result.standardError == "appexjs: error: cannot read script 'JSFixtures/missing.js': no such file\n")
    }
}
