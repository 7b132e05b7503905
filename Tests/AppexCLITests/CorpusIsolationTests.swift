import Foundation
import TestSupport
import Testing

/// A worker that crashes, hangs, loops in JavaScript or grows past `--max-memory` is
/// killed and replaced; its page is reported, and the other pages still run.
@Suite(.serialized) struct CorpusIsolationTests {
    /// Runs the metadata script over `Pages/` with the workers' test hooks set, and
    /// returns the records by page id.
    private func runPages(
        environment: [String: String], extraArguments: [String] = [], script: String = "JSFixtures/metadata.js", jobs: Int = 2
    ) throws -> (Corpus.Result, [String: [String: Any]]) {
        let folder = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("results.jsonl")
        let result = try Corpus.run(
            ["corpus", "Pages", "--script", script, "--jobs", String(jobs), "--out", out.path, "--json"] + extraArguments,
            environment: environment)
        let records = try Corpus.records(in: out)
        #expect(records.count == Corpus.pageIDs.count, "every page has exactly one line")
        return (result, Dictionary(uniqueKeysWithValues: records.map { ($0["id"] as? String ?? "", $0) }))
    }

    private func error(of record: [String: Any]?) -> [String: Any] { record?["error"] as? [String: Any] ?? [:] }

    @Test func crashingWorkerIsReportedAndTheRunGoesOn() throws {
        let (result, records) = try runPages(environment: ["APPEXJS_TEST_CRASH_ON": "product"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(records["product.html"]?["status"] as? String == "crashed")
        let error = error(of: records["product.html"])
        #expect(error["stage"] as? String == "worker")
        #expect((error["message"] as? String)?.contains("killed by signal 6") == true, "\(error)")
        for id in Corpus.pageIDs where id != "product.html" { #expect(records[id]?["status"] as? String == "ok", "\(id)") }
        #expect(try Corpus.statusCounts(result) == ["ok": 5, "error": 0, "timeout": 0, "crashed": 1, "out-of-memory": 0])
    }

    /// A worker is sent its next page while it runs one; when it is killed, the page it
    /// had waiting runs on the worker that replaces it.
    @Test(arguments: [["APPEXJS_TEST_CRASH_ON": "product"], ["APPEXJS_TEST_HANG_ON": "product"]])
    func pageSentAheadToAKilledWorkerRunsOnAnother(environment: [String: String]) throws {
        let (result, records) = try runPages(environment: environment, extraArguments: ["--timeout", Corpus.calibratedTimeout], jobs: 1)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(["crashed", "timeout"].contains(records["product.html"]?["status"] as? String))
        for id in Corpus.pageIDs where id != "product.html" { #expect(records[id]?["status"] as? String == "ok", "\(id)") }
    }

    /// The timeout is measured on this machine first (``Corpus/calibratedTimeout``), so the
    /// other pages pass however slow the machine or a sanitizer makes them.
    @Test func hangingWorkerIsKilledAtTheTimeout() throws {
        let timeout = Corpus.calibratedTimeout
        let started = ContinuousClock.now
        let (result, records) = try runPages(environment: ["APPEXJS_TEST_HANG_ON": "login"], extraArguments: ["--timeout", timeout])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(records["login.html"]?["status"] as? String == "timeout")
        let error = error(of: records["login.html"])
        #expect(error["stage"] as? String == "worker")
        #expect((error["message"] as? String)?.contains("no answer within --timeout \(timeout) s") == true, "\(error)")
        for id in Corpus.pageIDs where id != "login.html" { #expect(records[id]?["status"] as? String == "ok", "\(id)") }
        #expect(ContinuousClock.now - started < .seconds(Double(timeout)! * 4 + 20))
    }

    @Test func endlessScriptIsStoppedAsATimeout() throws {
        let (result, records) = try runPages(
            environment: [:], extraArguments: ["--timeout", "1"], script: "JSFixtures/errors/endless-loop.js")
        #expect(result.status == 0, "stderr: \(result.standardError)")
        for id in Corpus.pageIDs {
            #expect(records[id]?["status"] as? String == "timeout", "\(id)")
            // The JavaScript watchdog (CPU time) usually stops the script; on a busy
            // machine the wall-clock kill may come first. Both are timeouts.
            #expect(["timedOut", "timeout"].contains(error(of: records[id])["kind"] as? String), "\(id)")
        }
    }

    @Test func workerOverTheMemoryLimitIsKilled() throws {
        let (result, records) = try runPages(
            environment: ["APPEXJS_TEST_ALLOCATE_ON": "article"], extraArguments: ["--max-memory", "250"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(records["article.html"]?["status"] as? String == "out-of-memory")
        #expect((error(of: records["article.html"])["message"] as? String)?.contains("more than --max-memory 250 MB") == true)
        for id in Corpus.pageIDs where id != "article.html" { #expect(records[id]?["status"] as? String == "ok", "\(id)") }
    }

    @Test func aFreshWorkerPerPageGivesTheSameResults() throws {
        let (shared, sharedRecords) = try runPages(environment: [:])
        let (fresh, freshRecords) = try runPages(environment: [:], extraArguments: ["--pages-per-worker", "1"])
        #expect(shared.status == 0 && fresh.status == 0)
        for id in Corpus.pageIDs {
            let first = try JSONSerialization.data(withJSONObject: sharedRecords[id]?["results"] ?? [:], options: .sortedKeys)
            let second = try JSONSerialization.data(withJSONObject: freshRecords[id]?["results"] ?? [:], options: .sortedKeys)
            #expect(first == second, "\(id)")
        }
    }
}
