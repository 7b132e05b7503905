import AppexJS
import CorpusRunning
import Testing

/// A results-file line read back, and the lines that are not records.
struct PageRecordTests {
    @Test func aLineReadsBackAsTheSameRecord() throws {
        var record = PageRecord(id: "news/a", status: .error)
        record.results = .dictionary(["title": .string("A")])
        record.error = PageError(stage: "run", kind: "runThrew", message: "boom", file: "ext.js", line: 3, column: 9)
        record.console = [ConsoleMessage(level: "warn", text: "careful")]
        record.warnings = ["w"]
        record.timings.parse = 1.25
        record.timings.total = 4
        record.peakResidentMegabytes = 40.5
        record.finalizedPageSHA256 = "ab"
        record.encoding = PageRecord.Encoding(name: "windows-1250", source: "lateMeta")
        var report = RunReport()
        report.platform = .macOS
        report.viewport = ViewportSize(width: 1280, height: 800)
        report.finalize = FinalizeReport(called: false, argument: ["a": .integer(1)], reason: "finalize is not called on macOS")
        record.runFacts = report.runFacts
        #expect(try PageRecord(line: record.line) == record)
        #expect(record.line.contains(
            #""finalize":{"argument":{"a":1},"called":false,"reason":"finalize is not called on macOS"},"platform":"macos","viewport":"1280x800""#))
        #expect(record.line.contains(#""encoding":{"name":"windows-1250","source":"lateMeta"}"#))
        #expect(record.line.hasPrefix(#"{"id":"news/a","status":"error","#))
    }

    @Test(arguments: [
        ("not json", "it is not JSON"), (#"{"status":"ok"}"#, #"it has no "id" string"#),
        (#"{"id":"a","status":"fine"}"#, #"it has no "status" (one of ok, error, timeout, crashed, out-of-memory)"#),
    ])
    func aLineThatIsNotARecordSaysWhy(line: String, reason: String) {
        let error = #expect(throws: PageRecord.LineError.self) { try PageRecord(line: line) }
        #expect(error?.reason == reason)
    }
}
