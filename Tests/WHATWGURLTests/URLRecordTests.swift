import Testing
import WHATWGURL

/// The record's components and small helpers.
@Suite struct URLRecordTests {
    @Test func componentsOfAnHTTPURL() throws {
        let url = try #require(URLRecord.parse("https://localhost:8000/search?q=text#hello"))
        #expect(url.scheme == "https")
        #expect(url.username == "")
        #expect(url.password == "")
        #expect(url.recordHost == .domain("localhost"))
        #expect(url.recordPort == 8000)
        #expect(url.path == .segments(["search"]))
        #expect(url.query == "q=text")
        #expect(url.fragment == "hello")
        #expect(url.isSpecial)
        #expect(!url.hasOpaquePath)
        #expect(!url.includesCredentials)
    }

    @Test func componentsWithCredentials() throws {
        let url = try #require(URLRecord.parse("http://us%65r:p%40ss@example.com/"))
        #expect(url.username == "us%65r")
        #expect(url.password == "p%40ss")
        #expect(url.includesCredentials)
    }

    @Test func componentsOfAnOpaquePathURL() throws {
        let url = try #require(URLRecord.parse("urn:isbn:9780307476463"))
        #expect(url.scheme == "urn")
        #expect(url.recordHost == nil)
        #expect(url.recordPort == nil)
        #expect(url.path == .opaque("isbn:9780307476463"))
        #expect(url.path.segmentList.isEmpty)
        #expect(url.query == nil)
        #expect(url.fragment == nil)
        #expect(url.hasOpaquePath)
        #expect(!url.isSpecial)
    }

    @Test func componentsOfAFileURL() throws {
        let url = try #require(URLRecord.parse("file:///ada/Analytical%20Engine/README.md"))
        #expect(url.scheme == "file")
        #expect(url.recordHost == .empty)
        #expect(url.path == .segments(["ada", "Analytical%20Engine", "README.md"]))
        #expect(url.cannotHaveUsernamePasswordPort)
    }

    @Test func emptyQueryAndFragmentDifferFromNone() throws {
        let withEmpty = try #require(URLRecord.parse("http://x/?#"))
        #expect(withEmpty.query == "")
        #expect(withEmpty.fragment == "")
        let without = try #require(URLRecord.parse("http://x/"))
        #expect(without.query == nil)
        #expect(without.fragment == nil)
        #expect(withEmpty != without)
    }

    @Test func aTrailingDotDotLeavesAnEmptySegment() throws {
        let url = try #require(URLRecord.parse("http://x/usr/.."))
        #expect(url.path == .segments([""]))
    }

    @Test func hostKinds() throws {
        #expect(URLRecord.parse("http://EXAMPLE.com/")?.recordHost == .domain("example.com"))
        #expect(URLRecord.parse("http://127.0.0.1/")?.recordHost == .ipv4(0x7F00_0001))
        #expect(URLRecord.parse("http://[::1]/")?.recordHost == .ipv6([0, 0, 0, 0, 0, 0, 0, 1]))
        #expect(URLRecord.parse("sc://EXAMPLE.com/")?.recordHost == .opaque("EXAMPLE.com"))
        #expect(URLRecord.parse("sc:///x")?.recordHost == .empty)
        #expect(URLRecord.parse("sc:/x")?.recordHost == nil)
    }

    @Test(arguments: [
        ("ftp", 21), ("http", 80), ("https", 443), ("ws", 80), ("wss", 443),
    ] as [(String, UInt16)])
    func defaultPortsOfSpecialSchemes(_ scheme: String, _ port: UInt16) {
        #expect(URLRecord.defaultPort(forScheme: scheme) == port)
    }

    @Test(arguments: ["file", "foo", "HTTP", "", "blob", "data"])
    func schemesWithoutDefaultPort(_ scheme: String) {
        #expect(URLRecord.defaultPort(forScheme: scheme) == nil)
    }

    @Test(arguments: [
        ("http://x/", true), ("https://x/", true), ("ws://x/", true), ("wss://x/", true),
        ("ftp://x/", true), ("file:///x", true), ("foo://x/", false), ("mailto:x", false),
        ("blob:http://x/", false), ("data:,x", false), ("httpx://x/", false),
    ])
    func isSpecial(_ input: String, _ expected: Bool) throws {
        #expect(try #require(URLRecord.parse(input)).isSpecial == expected)
    }

    @Test(arguments: [
        ("http://x/", false), ("file://x/", true), ("file:///x", true), ("sc:///x", true),
        ("sc:/x", true), ("mailto:a@b", true), ("sc://x/", false),
    ])
    func cannotHaveUsernamePasswordPort(_ input: String, _ expected: Bool) throws {
        #expect(try #require(URLRecord.parse(input)).cannotHaveUsernamePasswordPort == expected)
    }

    @Test func recordsAreEqualWhenTheirSerializationsAre() throws {
        let a = try #require(URLRecord.parse("HTTP://Example.COM:80/a/./b"))
        let b = try #require(URLRecord.parse("http://example.com/a/b"))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
    }
}
