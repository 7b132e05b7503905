import TestSupport
import Testing
import WHATWGURL

/// The basic URL parser, through `URLRecord.parse` and `href`. Expected values follow from the
/// spec's examples and its algorithm steps.
@Suite struct BasicURLParserTests {
    static let base = "http://example.com/dir/file.html?query#frag"

    static let relativeResolutionCases: [ParseCase] = [
        ParseCase("../x", base: base, "http://example.com/x"),
        ParseCase("./y", base: base, "http://example.com/dir/y"),
        ParseCase(".", base: base, "http://example.com/dir/"),
        ParseCase("..", base: base, "http://example.com/"),
        ParseCase("../../../../z", base: base, "http://example.com/z"),
        ParseCase("a/./b/../c", base: base, "http://example.com/dir/a/c"),
        ParseCase("/a/%2e%2E/b", base: base, "http://example.com/b"),
        ParseCase("/a/.%2e/b/%2E", base: base, "http://example.com/b/"),
        ParseCase("?q2", base: base, "http://example.com/dir/file.html?q2"),
        ParseCase("?", base: base, "http://example.com/dir/file.html?"),
        ParseCase("#f2", base: base, "http://example.com/dir/file.html?query#f2"),
        ParseCase("#", base: base, "http://example.com/dir/file.html?query#"),
        ParseCase("", base: base, "http://example.com/dir/file.html?query"),
        ParseCase("  ", base: base, "http://example.com/dir/file.html?query"),
        ParseCase("//other.org/p", base: base, "http://other.org/p"),
        ParseCase("///other.org/p", base: base, "http://other.org/p"),
        ParseCase("/abs", base: base, "http://example.com/abs"),
        ParseCase("g;x?y#s", base: base, "http://example.com/dir/g;x?y#s"),
        ParseCase("https://secure.example/", base: base, "https://secure.example/"),
        ParseCase("http:other", base: base, "http://example.com/dir/other"),
        ParseCase("http:/other", base: base, "http://example.com/other"),
        ParseCase("https:other", base: base, "https://other/"),
        ParseCase("mailto:x@y", base: base, "mailto:x@y"),
        ParseCase("  /trim\t  ", base: base, "http://example.com/trim"),
        ParseCase("x", base: "http://u:p@example.com:8080/a/b", "http://u:p@example.com:8080/a/x"),
        ParseCase("//h2/", base: "http://u:p@example.com:8080/a/b", "http://h2/"),
        ParseCase("example", base: "https://example.com/demo", "https://example.com/example"),
        ParseCase("https:example.org", base: "https://example.com/", "https://example.com/example.org"),
        ParseCase("hello:world", base: "https://example.com/", "hello:world"),
        ParseCase("c", base: "foo://host/a/b", "foo://host/a/c"),
        ParseCase("../../../c", base: "foo://host/a/b", "foo://host/c"),
        ParseCase("//other/x", base: "foo://host/a/b", "foo://other/x"),
        ParseCase("?q", base: "foo:/a/b", "foo:/a/b?q"),
        ParseCase("#x", base: "mailto:a@b", "mailto:a@b#x"),
        ParseCase("#x", base: "data:text/plain,hi?q", "data:text/plain,hi?q#x"),
    ]

    static let specialAndNonSpecialCases: [ParseCase] = [
        ParseCase("http://example.com/a/../b", "http://example.com/b"),
        ParseCase("HTTP://EXAMPLE.COM/Path", "http://example.com/Path"),
        ParseCase("https:example.org", "https://example.org/"),
        ParseCase("https://////example.com///", "https://example.com///"),
        ParseCase("https://example.com/././foo", "https://example.com/foo"),
        ParseCase("https://EXAMPLE.com/../x", "https://example.com/x"),
        ParseCase("https://example.org//", "https://example.org//"),
        ParseCase("http://example.com", "http://example.com/"),
        ParseCase("http://example.com/a?b#c", "http://example.com/a?b#c"),
        ParseCase("foo://host/path", "foo://host/path"),
        ParseCase("foo://HOST/p", "foo://HOST/p"),
        ParseCase("foo://host", "foo://host"),
        ParseCase("foo:/path", "foo:/path"),
        ParseCase("foo://", "foo://"),
        ParseCase("foo:///x", "foo:///x"),
        ParseCase("foo://host/a/../b", "foo://host/b"),
        ParseCase("foo://host/a/..", "foo://host/"),
        ParseCase("git://github.com/whatwg/url.git", "git://github.com/whatwg/url.git"),
        ParseCase("web+demo:/.//not-a-host/", "web+demo:/.//not-a-host/"),
        ParseCase("web+demo:/path/..//not-a-host/", "web+demo:/.//not-a-host/"),
        ParseCase("non-special://[1:2::3]:80/", "non-special://[1:2::3]:80/"),
        ParseCase("sc://ñ/", "sc://%C3%B1/"),
        ParseCase("sc://ex%ample/", "sc://ex%ample/"),
        ParseCase("sc://x\\y/z", nil),
        ParseCase("a+b-c.d://x/", "a+b-c.d://x/"),
        ParseCase("A1:b", "a1:b"),
    ]

    static let fileURLsCases: [ParseCase] = [
        ParseCase("file:///C|/demo", "file:///C:/demo"),
        ParseCase("..", base: "file:///C:/demo", "file:///C:/"),
        ParseCase("file:///C:/../..", "file:///C:/"),
        ParseCase("file://localhost/", "file:///"),
        ParseCase("file://loc%61lhost/", "file:///"),
        ParseCase("file://LOCALHOST/x", "file:///x"),
        ParseCase("file:/example/x", "file:///example/x"),
        ParseCase("file:example", "file:///example"),
        ParseCase("file:", "file:///"),
        ParseCase("file://", "file:///"),
        ParseCase("file:?q", "file:///?q"),
        ParseCase("file://host/path", "file://host/path"),
        ParseCase("file://EXAMPLE.com/", "file://example.com/"),
        ParseCase("file://1.2.3.4/x", "file://1.2.3.4/x"),
        ParseCase("file://C:/x", "file:///C:/x"),
        ParseCase("file://c|", "file:///c:"),
        ParseCase("file:c:\\x\\y", "file:///c:/x/y"),
        ParseCase("file:///ada/Analytical%20Engine/README.md", "file:///ada/Analytical%20Engine/README.md"),
        ParseCase("file://x:80/", nil),
        ParseCase("/x", base: "file:///C:/a/b", "file:///C:/x"),
        ParseCase("x", base: "file:///C:/a/b", "file:///C:/a/x"),
        ParseCase("//server/share", base: "file:///C:/a", "file://server/share"),
        ParseCase("C|/foo", base: "file:///tmp/x", "file:///C:/foo"),
        ParseCase("/c:/path/to/file", base: "file:///c:/", "file:///c:/path/to/file"),
        ParseCase("?q", base: "file:///a/b?x#y", "file:///a/b?q"),
        ParseCase("#f", base: "file:///a/b?x#y", "file:///a/b?x#f"),
        ParseCase("", base: "file://host/a/b?x#y", "file://host/a/b?x"),
        ParseCase("x", base: "file://host/a/b", "file://host/a/x"),
        ParseCase("file:x", base: "file://host/a/b", "file://host/a/x"),
        ParseCase("file:///C:/a/../../b", "file:///C:/b"),
        ParseCase("/C:/x", base: "file:///D:/y", "file:///C:/x"),
        ParseCase("file:/C|/x", "file:///C:/x"),
        ParseCase("file:///c:a", "file:///c:a"),
        ParseCase("file:///x/C:", "file:///x/C:"),
        ParseCase("file://host/C|/x", "file://host/C:/x"),
    ]

    static let backslashesCases: [ParseCase] = [
        ParseCase("http:\\\\example.com\\a\\b", "http://example.com/a/b"),
        ParseCase("\\\\other\\p", base: base, "http://other/p"),
        ParseCase("\\x", base: base, "http://example.com/x"),
        ParseCase("\\example\\..\\demo/.\\", base: "https://example.com/", "https://example.com/demo/"),
        ParseCase("http://example.com\\@x/", "http://example.com/@x/"),
        ParseCase("sc:\\\\x\\y", "sc:\\\\x\\y"),
        ParseCase("sc://x/a\\b", "sc://x/a\\b"),
        ParseCase("\\x", base: "sc://h/a/b", "sc://h/a/\\x"),
    ]

    static let ipv4Cases: [ParseCase] = [
        ParseCase("http://0x7f.1/", "http://127.0.0.1/"),
        ParseCase("http://2130706433/", "http://127.0.0.1/"),
        ParseCase("http://0177.0.0.1/", "http://127.0.0.1/"),
        ParseCase("http://0X7F.0.0.1/", "http://127.0.0.1/"),
        ParseCase("http://192.168.257/", "http://192.168.1.1/"),
        ParseCase("http://1.2.3.4./", "http://1.2.3.4/"),
        ParseCase("http://0/", "http://0.0.0.0/"),
        ParseCase("http://0x/", "http://0.0.0.0/"),
        ParseCase("http://00/", "http://0.0.0.0/"),
        ParseCase("http://0xffffffff/", "http://255.255.255.255/"),
        ParseCase("http://%30/", "http://0.0.0.0/"),
        ParseCase("http://%30%78%37%66.1/", "http://127.0.0.1/"),
        ParseCase("http://１２７.0.0.1/", "http://127.0.0.1/"),
        ParseCase("http://123.example/", "http://123.example/"),
        ParseCase("http://1.2.3.4.5/", nil),
        ParseCase("http://192.168.0.257/", nil),
        ParseCase("http://256.0.0.1/", nil),
        ParseCase("http://0x100000000/", nil),
        ParseCase("http://4294967296/", nil),
        ParseCase("http://999999999999999999999/", nil),
        ParseCase("http://09/", nil),
        ParseCase("http://1.2.3.09/", nil),
        ParseCase("http://example.255/", nil),
        ParseCase("http://example.0x1/", nil),
        ParseCase("http://1..2/", nil),
        ParseCase("foo://1.2.3.4/", "foo://1.2.3.4/"),
        ParseCase("foo://0x7f.1/", "foo://0x7f.1/"),
    ]

    static let ipv6Cases: [ParseCase] = [
        ParseCase("http://[0:0:0:0:0:0:0:1]/", "http://[::1]/"),
        ParseCase("http://[::]/", "http://[::]/"),
        ParseCase("http://[0:0::1]/", "http://[::1]/"),
        ParseCase("http://[1:0:0:2:0:0:0:3]/", "http://[1:0:0:2::3]/"),
        ParseCase("http://[1:0:0:2:0:0:3:4]/", "http://[1::2:0:0:3:4]/"),
        ParseCase("http://[1:2:3:4:5:6:7:8]/", "http://[1:2:3:4:5:6:7:8]/"),
        ParseCase("http://[1:0:3:4:5:6:7:8]/", "http://[1:0:3:4:5:6:7:8]/"),
        ParseCase("http://[1::]/", "http://[1::]/"),
        ParseCase("http://[ABCD::EF]/", "http://[abcd::ef]/"),
        ParseCase("http://[0001:0002::0003]/", "http://[1:2::3]/"),
        ParseCase("http://[::ffff:192.168.0.1]/", "http://[::ffff:c0a8:1]/"),
        ParseCase("http://[::127.0.0.1]/", "http://[::7f00:1]/"),
        ParseCase("http://[::1]:8080/", "http://[::1]:8080/"),
        ParseCase("http://[::1]:80/", "http://[::1]/"),
        ParseCase("https://[::1", nil),
        ParseCase("http://[::1.2.3.]/", nil),
        ParseCase("http://[::1.2.3.4x]/", nil),
        ParseCase("http://[::1.2.3]/", nil),
        ParseCase("http://[::1.2.3.4.5]/", nil),
        ParseCase("http://[::01.2.3.4]/", nil),
        ParseCase("http://[::256.2.3.4]/", nil),
        ParseCase("http://[1:2:3:4:5:6:7:1.2.3.4]/", nil),
        ParseCase("http://[1.2.3.4]/", nil),
        ParseCase("http://[::1:2:3:4:5:6:7:8]/", nil),
        ParseCase("http://[1:2:3:4:5:6:7:8:9]/", nil),
        ParseCase("http://[1:2:3:4:5:6:7]/", nil),
        ParseCase("http://[1::2::3]/", nil),
        ParseCase("http://[:1]/", nil),
        ParseCase("http://[1:]/", nil),
        ParseCase("http://[12345::]/", nil),
        ParseCase("http://[g::]/", nil),
        ParseCase("http://[]/", nil),
        ParseCase("http://[www.example.com]/", nil),
        ParseCase("http://[0:0::%31]/", nil),
        ParseCase("sc://[::1]/", "sc://[::1]/"),
        ParseCase("sc://[::1/", nil),
    ]

    static let portsCases: [ParseCase] = [
        ParseCase("http://example.com:80/", "http://example.com/"),
        ParseCase("http://example.com:0080/", "http://example.com/"),
        ParseCase("https://example.com:443/", "https://example.com/"),
        ParseCase("https://example.com:80/", "https://example.com:80/"),
        ParseCase("ws://x:80/", "ws://x/"),
        ParseCase("wss://x:443/", "wss://x/"),
        ParseCase("ftp://x:21/", "ftp://x/"),
        ParseCase("http://example.com:8080/", "http://example.com:8080/"),
        ParseCase("http://example.com:0/", "http://example.com:0/"),
        ParseCase("http://example.com:65535/", "http://example.com:65535/"),
        ParseCase("http://example.com:/", "http://example.com/"),
        ParseCase("http://example.com:", "http://example.com/"),
        ParseCase("http://example.com:8080?q", "http://example.com:8080/?q"),
        ParseCase("foo://x:80/", "foo://x:80/"),
        ParseCase("foo://x:/", "foo://x/"),
        ParseCase("http://example.com:65536/", nil),
        ParseCase("http://example.com:99999999999999999999/", nil),
        ParseCase("http://example.com:8a/", nil),
        ParseCase("http://example.com:-1/", nil),
        ParseCase("https://example.com:demo", nil),
        ParseCase("http://:80/", nil),
        ParseCase("foo://:80/", nil),
    ]

    static let percentEncodingCases: [ParseCase] = [
        ParseCase("https://example.org/foo bar", "https://example.org/foo%20bar"),
        ParseCase("http://x/a b<>\"`{}^|?q", "http://x/a%20b%3C%3E%22%60%7B%7D%5E|?q"),
        ParseCase("http://x/ü", "http://x/%C3%BC"),
        ParseCase("http://x/\u{01}\u{7F}", "http://x/%01%7F"),
        ParseCase("http://x/%zz%", "http://x/%zz%"),
        ParseCase("http://x/?a b\"<>{`}", "http://x/?a%20b%22%3C%3E{`}"),
        ParseCase("http://x/?'", "http://x/?%27"),
        ParseCase("foo://x/?'", "foo://x/?'"),
        ParseCase("http://x/?ü", "http://x/?%C3%BC"),
        ParseCase("http://x/?a#b", "http://x/?a#b"),
        ParseCase("http://x/#a b<>\"`{}#", "http://x/#a%20b%3C%3E%22%60{}#"),
        ParseCase("http://x/#ü", "http://x/#%C3%BC"),
        ParseCase("https://example.com/[]?[]#[]", "https://example.com/[]?[]#[]"),
        ParseCase("https://example/%?%#%", "https://example/%?%#%"),
        ParseCase("https://example/%25?%25#%25", "https://example/%25?%25#%25"),
        ParseCase("https://user:password@example.org/", "https://user:password@example.org/"),
        ParseCase("http://us er:p@ss@host/", "http://us%20er:p%40ss@host/"),
        ParseCase("http://a:b@c:d@host/", "http://a:b%40c%3Ad@host/"),
        ParseCase("http://user@host/", "http://user@host/"),
        ParseCase("http://:pass@host/", "http://:pass@host/"),
        ParseCase("http://@host/", "http://host/"),
        ParseCase("http://:@host/", "http://host/"),
        ParseCase("http://a%20b@host/", "http://a%20b@host/"),
        ParseCase("http://ü;=[]|^@host/", "http://%C3%BC%3B%3D%5B%5D%7C%5E@host/"),
        ParseCase("http://ex\nam\tple.com/a\rb", "http://example.com/ab"),
        ParseCase("\u{0}\u{1F} http://x/ \u{1F}", "http://x/"),
        ParseCase("http://x/\u{0}", "http://x/"),
        ParseCase("http://x/\u{0}a", "http://x/%00a"),
    ]

    static let opaquePathsCases: [ParseCase] = [
        ParseCase("mailto:a@b", "mailto:a@b"),
        ParseCase("mailto:a b", "mailto:a b"),
        ParseCase("mailto:", "mailto:"),
        ParseCase("javascript:alert(1)", "javascript:alert(1)"),
        ParseCase("JavaScript:void(0)", "javascript:void(0)"),
        ParseCase("javascript:void(0) ?x", "javascript:void(0)%20?x"),
        ParseCase("sc:x #f", "sc:x%20#f"),
        ParseCase("sc:x ", "sc:x"),
        ParseCase("sc:x  y", "sc:x  y"),
        ParseCase("data:text/plain,a b ?x", "data:text/plain,a b%20?x"),
        ParseCase("data:,ü<>\"`", "data:,%C3%BC<>\"`"),
        ParseCase("data:,\u{1}\u{7F}", "data:,%01%7F"),
        ParseCase("data:text/html,<p>hi</p>#x y", "data:text/html,<p>hi</p>#x%20y"),
        ParseCase("urn:isbn:9780307476463", "urn:isbn:9780307476463"),
        ParseCase("about:blank", "about:blank"),
        ParseCase("blob:https://whatwg.org/d0360e2f", "blob:https://whatwg.org/d0360e2f"),
    ]

    static let failuresCases: [ParseCase] = [
        ParseCase("", nil),
        ParseCase("example", nil),
        ParseCase("//x", nil),
        ParseCase("x", base: "mailto:a@b", nil),
        ParseCase("?x", base: "mailto:a@b", nil),
        ParseCase("http://", nil),
        ParseCase("http:///", nil),
        ParseCase("http:", nil),
        ParseCase("https://ex ample.org/", nil),
        ParseCase("http://a b/", nil),
        ParseCase("http://a<b/", nil),
        ParseCase("http://ex^ample/", nil),
        ParseCase("http://a|b/", nil),
        ParseCase("http://a%b/", nil),
        ParseCase("http://a%25b/", nil),
        ParseCase("http://a%00b/", nil),
        ParseCase("http://a\u{7F}b/", nil),
        ParseCase("http://user@/", nil),
        ParseCase("http://user:pass@/", nil),
        ParseCase("http://@/", nil),
        ParseCase("sc://ex ample/", nil),
        ParseCase("sc://ex^ample/", nil),
        ParseCase("sc://user@/", nil),
        ParseCase("1http://x/", nil),
    ]

    static let internationalDomainsCases: [ParseCase] = [
        ParseCase("http://münchen.de/", "http://xn--mnchen-3ya.de/"),
        ParseCase("http://MÜNCHEN.DE/", "http://xn--mnchen-3ya.de/"),
        ParseCase("http://faß.example/", "http://xn--fa-hia.example/"),
        ParseCase("http://☕.example/", "http://xn--53h.example/"),
        ParseCase("http://💩.la/", "http://xn--ls8h.la/"),
        ParseCase("http://例え.テスト/", "http://xn--r8jz45g.xn--zckzah/"),
        ParseCase("http://bücher.example/", "http://xn--bcher-kva.example/"),
        ParseCase("http://%C3%BC.com/", "http://xn--tda.com/"),
        ParseCase("http://ｅｘａｍｐｌｅ．ｃｏｍ/", "http://example.com/"),
        ParseCase("http://example。com/", "http://example.com/"),
        ParseCase("http://a\u{AD}b.com/", "http://ab.com/"),
        ParseCase("http://XN--LS8H.la/", "http://xn--ls8h.la/"),
        ParseCase("http://xn--ls8h.ü/", "http://xn--ls8h.xn--tda/"),
        ParseCase("http://exa%41mple.com/", "http://exaample.com/"),
        ParseCase("http://\u{FFFD}.com/", nil),
        ParseCase("http://%FF.com/", nil),
        ParseCase("http://%ef%bc%85%ef%bc%94%ef%bc%91.com/", nil),
        ParseCase("http://a\u{3000}b.com/", nil),
        ParseCase("http://xn--a.ü/", nil),
        ParseCase("http://xn--zz-ü.com/", nil),
        ParseCase("http://ü\u{202E}.com/", nil),
    ]

    static let allTables: [[ParseCase]] = [
        relativeResolutionCases, specialAndNonSpecialCases, fileURLsCases, backslashesCases,
        ipv4Cases, ipv6Cases, portsCases, percentEncodingCases, opaquePathsCases, failuresCases,
        internationalDomainsCases,
    ]

    @Test(arguments: relativeResolutionCases)
    func relativeResolution(_ row: ParseCase) throws {
        #expect(try row.parse()?.href == row.expected)
    }

    @Test(arguments: specialAndNonSpecialCases)
    func specialAndNonSpecialSchemes(_ row: ParseCase) throws {
        #expect(try row.parse()?.href == row.expected)
    }

    @Test(arguments: fileURLsCases)
    func fileURLsAndWindowsDriveLetters(_ row: ParseCase) throws {
        #expect(try row.parse()?.href == row.expected)
    }

    @Test(arguments: backslashesCases)
    func backslashes(_ row: ParseCase) throws {
        #expect(try row.parse()?.href == row.expected)
    }

    @Test(arguments: ipv4Cases)
    func ipv4Hosts(_ row: ParseCase) throws {
        #expect(try row.parse()?.href == row.expected)
    }

    @Test(arguments: ipv6Cases)
    func ipv6Hosts(_ row: ParseCase) throws {
        #expect(try row.parse()?.href == row.expected)
    }

    @Test(arguments: portsCases)
    func ports(_ row: ParseCase) throws {
        #expect(try row.parse()?.href == row.expected)
    }

    @Test(arguments: percentEncodingCases)
    func percentEncoding(_ row: ParseCase) throws {
        #expect(try row.parse()?.href == row.expected)
    }

    @Test(arguments: opaquePathsCases)
    func opaquePaths(_ row: ParseCase) throws {
        #expect(try row.parse()?.href == row.expected)
    }

    @Test(arguments: failuresCases)
    func failures(_ row: ParseCase) throws {
        #expect(try row.parse() == nil)
    }

    @Test(arguments: internationalDomainsCases)
    func internationalDomains(_ row: ParseCase) throws {
        #expect(try row.parse()?.href == row.expected)
    }

    /// Parse → serialize → parse → serialize is a fixed point, and the serialization is ASCII,
    /// for inputs glued together from URL-significant pieces by a seeded generator.
    @Test func generatedInputsReachAFixedPoint() throws {
        let pieces = [
            "http:", "https:", "file:", "sc:", "mailto:", "/", "//", "\\", "?", "#", "@", ":", ".",
            "..", "%2e", "%", "%41", "[", "]", "::", "1", "0x", "255", "a", "B", "ü", "ß", " ", "\t",
            "|", "C|", "c:", "xn--", "localhost", "80", "\u{0}", "'", "^", "。", "Ａ", "\u{AD}", "💩",
        ]
        let bases = try ["http://h/a/b?q#f", "file:///C:/x/y", "sc://u@h:1/p", "mailto:a@b", "sc:/p/q"]
            .map { try #require(URLRecord.parse($0)) }
        var generator = SeededRandomNumberGenerator(seed: 0x5EED)
        var parsedCount = 0
        for _ in 0..<3000 {
            let input = (0..<Int.random(in: 1...8, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            let base = Bool.random(using: &generator) ? bases.randomElement(using: &generator) : nil
            guard let url = URLRecord.parse(input, base: base) else {
                continue
            }
            parsedCount += 1
            let reparsed = URLRecord.parse(url.href)
            #expect(reparsed == url, "\(input.debugDescription) → \(url.href)")
            #expect(url.href.unicodeScalars.allSatisfy { $0.isASCII })
        }
        #expect(parsedCount > 1000)
    }

    /// Parse → serialize → parse → serialize is a fixed point for every URL in the tables.
    @Test(arguments: allTables.joined().filter { $0.expected != nil })
    func serializationIsAFixedPoint(_ row: ParseCase) throws {
        let url = try #require(try row.parse())
        let reparsed = try #require(URLRecord.parse(url.href))
        #expect(reparsed == url)
        #expect(reparsed.href == url.href)
    }
}
