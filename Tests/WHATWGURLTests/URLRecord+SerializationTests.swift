import Testing
import WHATWGURL

/// The URL serializer options, the path serializer, and origins.
@Suite struct URLRecordSerializationTests {
    @Test func serializingWithoutTheFragment() throws {
        let url = try #require(URLRecord.parse("http://x/p?q#f"))
        #expect(url.serialized(excludingFragment: true) == "http://x/p?q")
        #expect(url.serialized(excludingFragment: false) == "http://x/p?q#f")
        #expect(url.href == "http://x/p?q#f")
        #expect(url.description == "http://x/p?q#f")
    }

    @Test(arguments: [
        ("http://x/a/b", "/a/b"), ("http://x", "/"), ("sc://x", ""), ("mailto:a@b", "a@b"),
        ("sc:/.//y", "//y"),
    ])
    func serializedPath(_ input: String, _ expected: String) throws {
        #expect(try #require(URLRecord.parse(input)).serializedPath == expected)
    }

    static let originCases: [(String, String)] = [
        ("https://example.com:8443/x", "https://example.com:8443"),
        ("http://example.com:80/", "http://example.com"),
        ("HTTP://EXAMPLE.COM/a?b#c", "http://example.com"),
        ("http://user:pw@x/", "http://x"),
        ("ws://x:81/", "ws://x:81"),
        ("wss://x/", "wss://x"),
        ("ftp://x/", "ftp://x"),
        ("http://[::1]:8000/", "http://[::1]:8000"),
        ("http://0x7f.1/", "http://127.0.0.1"),
        ("http://münchen.de/", "http://xn--mnchen-3ya.de"),
        ("blob:https://whatwg.org/d0360e2f-caee-469f-9a2f-87d5b0456f6f", "https://whatwg.org"),
        ("blob:http://x:81/y", "http://x:81"),
        ("blob:ftp://x/", "null"),
        ("blob:file:///x", "null"),
        ("blob:d0360e2f", "null"),
        ("blob:blob:https://x/", "null"),
        ("file:///x", "null"),
        ("data:text/plain,x", "null"),
        ("javascript:void(0)", "null"),
        ("foo://x/", "null"),
        ("about:blank", "null"),
    ]

    @Test(arguments: originCases)
    func origin(_ input: String, _ expected: String) throws {
        #expect(try #require(URLRecord.parse(input)).origin == expected)
    }
}
