import AppexJS
import CorpusRunning
import Foundation
import TestSupport
import Testing

/// The worker's side of the protocol, served in this process from a file of requests.
struct WorkerLoopTests {
    private let root = repositoryRoot()

    /// Serves `requests` with the metadata fixture and returns the answer lines.
    private func serve(_ requests: [String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("requests.jsonl")
        let output = folder.appendingPathComponent("answers.jsonl")
        try Data(requests.map { $0 + "\n" }.joined().utf8).write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let reading = try FileHandle(forReadingFrom: input)
        let writing = try FileHandle(forWritingTo: output)
        let script = try ExtensionScript(contentsOf: root.appendingPathComponent("JSFixtures/metadata.js").path)
        let runner = PageRunner(scripts: [script], options: SessionOptions(), urlTemplate: nil, finalizeArgument: nil)
        try WorkerLoop(runner: runner, pageTimeout: 30, limits: nil, hooks: TestHooks(environment: [:]))
            .serve(input: reading.fileDescriptor, output: writing.fileDescriptor)
        try reading.close()
        try writing.close()
        return try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func theReadyLineComesFirstThenOneAnswerPerRequestInOrder() throws {
        let page = root.appendingPathComponent("Pages/article.html").path
        let lines = try serve([
            WorkerRequest(id: "file", page: .path(page)).line,
            "not json",
            #"{"v":1,"id":"inline","html":"<title>Tide pools</title>","url":"https://example.com/t"}"#,
            "",
            #"{"v":1,"id":"missing","path":"/nonexistent/page.html"}"#,
        ])
        #expect(lines.first == WorkerProtocol.readyLine)
        let records = try lines.dropFirst().map { try PageRecord(line: $0) }
        #expect(records.map(\.id) == ["file", "", "inline", "missing"])
        #expect(records.map(\.status) == [.ok, .error, .ok, .error])
        #expect(records[1].error?.stage == "request")
        #expect(records[1].error?.message == "the request 'not json' is not a JSON object")
        #expect(records[2].results?["title"] == .string("Tide pools"))
        #expect(records[2].results?["URL"] == .string("https://example.com/t"))
        #expect(records[3].error?.kind == "pageUnreadable")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(#"{"v":1,"id":"#) })
    }

    @Test func aRequestsBytesAreDecodedWithItsEncodingLikeASavedFile() throws {
        let latin2 = Array("<title>".utf8) + [0xB3, 0xF3, 0x64, 0xBF] + Array("</title>".utf8)  // "łódż" in ISO-8859-2
        var request = WorkerRequest(id: "pl", page: .bytes(latin2))
        request.encoding = "iso-8859-2"
        let lines = try serve([request.line])
        let record = try PageRecord(line: lines[1])
        #expect(record.results?["title"] == .string("łódż"))
        #expect(record.results?["characterSet"] == .string("ISO-8859-2"))
    }
}
