import AppexJS
import CorpusRunning
import Foundation
import Testing

/// Request lines of the worker protocol, read and written.
struct WorkerRequestTests {
    @Test func everyMemberReadsBackFromTheLineItWrites() throws {
        var request = WorkerRequest(id: "r1", page: .bytes(Array("<p>é</p>".utf8)))
        request.url = "https://example.com/a"
        request.encoding = "iso-8859-2"
        request.scripts = ["lib.js", "ext.js"]
        request.finalize = .call(with: ["bgColor": .string("#fc0")])
        request.timeout = 2.5
        #expect(try WorkerRequest(line: request.line) == request)
        var plain = WorkerRequest(id: "r2", page: .html("<title>x</title>"))
        plain.finalize = .skip
        #expect(try WorkerRequest(line: plain.line) == plain)
        #expect(WorkerRequest(id: "a", page: .path("p.html")).line == #"{"v":1,"id":"a","path":"p.html"}"#)
    }

    @Test(arguments: [
        ("[1]", nil, "the request '[1]' is not a JSON object"),
        (#"{"id":"a","path":"p"}"#, "a", #"the request has no protocol version "v"; this worker speaks 1"#),
        (#"{"v":2,"id":"a","path":"p"}"#, "a", "the request speaks protocol version 2; this worker speaks 1"),
        (#"{"v":1,"path":"p"}"#, nil, #"the request has no "id" string"#),
        (#"{"v":1,"id":"a"}"#, "a", #"the request must give the page as exactly one of "path", "bytes" (base64) or "html"; it gives none"#),
        (#"{"v":1,"id":"a","path":"p","html":"x"}"#, "a", #"the request must give the page as exactly one of "path", "bytes" (base64) or "html"; it gives path and html"#),
        (#"{"v":1,"id":"a","bytes":"not base64!"}"#, "a", #""bytes" must be a base64 string"#),
        (#"{"v":1,"id":"a","path":"p","scripts":[]}"#, "a", #""scripts" must be a non-empty array of paths"#),
        (#"{"v":1,"id":"a","path":"p","finalize":3}"#, "a", #""finalize" must be an object (the argument) or null (no finalize)"#),
        (#"{"v":1,"id":"a","path":"p","timeout":0}"#, "a", #""timeout" must be a positive number of seconds"#),
        (#"{"v":1,"id":"a","path":"p","url":7}"#, "a", #""url" must be a string"#),
    ] as [(String, String?, String)])
    func aRequestThatCannotRunSaysWhichMemberIsWrong(line: String, id: String?, reason: String) {
        let error = #expect(throws: WorkerRequest.RequestError.self) { try WorkerRequest(line: line) }
        #expect(error == WorkerRequest.RequestError(id: id, reason: reason))
    }
}
