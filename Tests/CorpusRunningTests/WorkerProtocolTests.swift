import CorpusRunning
import Testing

/// The lines a worker writes: the ready line, and results with the version first.
struct WorkerProtocolTests {
    @Test func theReadyLineReadsBack() throws {
        #expect(WorkerProtocol.readyLine == #"{"v":1,"ready":true}"#)
        try WorkerProtocol.readReadyLine(WorkerProtocol.readyLine)
    }

    @Test(arguments: [
        (#"{"v":2,"ready":true}"#, "it speaks protocol version 2, not 1"),
        (#"{"ready":true}"#, "it speaks protocol version (none), not 1"),
        (#"{"v":1,"id":"a","status":"ok"}"#, #"its first line is not {"v":1,"ready":true}: '{"v":1,"id":"a","status":"ok"}'"#),
        ("Segmentation fault", "its first line is not a JSON object: 'Segmentation fault'"),
    ])
    func aFirstLineThatIsNotReadySaysWhy(line: String, reason: String) {
        let error = #expect(throws: WorkerProtocol.LineError.self) { try WorkerProtocol.readReadyLine(line) }
        #expect(error?.reason == reason)
    }

    @Test func aResultIsTheResultsFileLineWithTheVersionFirst() throws {
        var record = PageRecord(id: "a", status: .ok)
        record.results = .dictionary(["title": .string("A")])
        let line = WorkerProtocol.resultLine(record)
        #expect(line == #"{"v":1,"# + record.line.dropFirst())
        #expect(try PageRecord(line: line) == record)
    }
}
