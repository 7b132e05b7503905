@testable import SavedPages
import Testing

struct HTTPResponseTests {
    func response(_ head: String) throws -> HTTPResponse {
        try #require(HTTPResponse.parseHead(Array((head + "\r\n\r\n").utf8)[...])).response
    }

    @Test func dechunksWithExtensionsAndTrailers() throws {
        let body = Array("4;x=y\r\nWiki\r\n5\r\npedia\r\n0\r\nTrailer: a\r\n\r\n".utf8)
        #expect(try HTTPResponse.dechunk(body) == Array("Wikipedia".utf8))
    }

    @Test(arguments: [
        ("4\r\nWi", "its chunked body is cut short: a chunk of 4 bytes at byte 3 runs past the end"),
        ("zz\r\nx\r\n0\r\n\r\n", "its chunked body has a chunk size 'zz' that is not hexadecimal at byte 0"),
        ("2\r\nab\r\n", "its chunked body ends without the last (zero-size) chunk"),
    ])
    func brokenChunksSayWhatIsWrong(body: String, reason: String) {
        let error = #expect(throws: HTTPResponse.DecodingFailure.self) { try HTTPResponse.dechunk(Array(body.utf8)) }
        #expect(error?.reason == reason)
    }

    @Test func decodesDeflateBothWays() throws {
        let text = Array("<p>deflated</p>".utf8)
        // zlib-wrapped (what the standard says) and raw (what some servers send).
        let zlibWrapped: [UInt8] = [0x78, 0x9C, 0xB3, 0x29, 0xB0, 0x4B, 0x49, 0x4D, 0xCB, 0x49, 0x2C, 0x49, 0x4D, 0xB1, 0xD1, 0x2F, 0xB0, 0x03, 0x00, 0x2A, 0xC9, 0x05, 0x3D]
        let deflate = try response("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: deflate")
        #expect(try deflate.payload(of: zlibWrapped[...]) == text)
        #expect(try deflate.payload(of: zlibWrapped[2..<(zlibWrapped.count - 4)]) == text)
    }

    @Test func gzipThatIsNotCompressedIsTakenAsItIs() throws {
        let gzip = try response("HTTP/1.1 200 OK\r\nContent-Encoding: gzip")
        #expect(try gzip.payload(of: Array("<p>plain".utf8)[...]) == Array("<p>plain".utf8))
        #expect(throws: HTTPResponse.DecodingFailure.self) { try gzip.payload(of: [0x1F, 0x8B, 0x08, 0x00, 0x01][...]) }
        let unknown = try response("HTTP/1.1 200 OK\r\nContent-Encoding: zstd")
        #expect(throws: HTTPResponse.DecodingFailure(reason: "its Content-Encoding 'zstd' is not one appexjs decodes (gzip, deflate)")) {
            try unknown.payload(of: [1][...])
        }
    }

    @Test func readsTheHead() throws {
        let head = try response("HTTP/1.1 404 Not Found\r\nContent-Type: text/html;\r\n charset=\"windows-1250\"")
        #expect(head.statusCode == 404)
        #expect(head.mimeType == "text/html")
        #expect(head.charset == "windows-1250")
    }
}
