import Testing
import WHATWGURL

/// The URL API attributes: getters, and setters with their state overrides.
@Suite struct URLRecordAPITests {
    @Test func getters() throws {
        let url = try #require(URLRecord.parse("https://us:pw@example.com:8080/a/b?q=1#frag"))
        #expect(url.href == "https://us:pw@example.com:8080/a/b?q=1#frag")
        #expect(url.protocol == "https:")
        #expect(url.username == "us")
        #expect(url.password == "pw")
        #expect(url.host == "example.com:8080")
        #expect(url.hostname == "example.com")
        #expect(url.port == "8080")
        #expect(url.pathname == "/a/b")
        #expect(url.search == "?q=1")
        #expect(url.hash == "#frag")
        #expect(url.origin == "https://example.com:8080")
    }

    @Test func gettersOfEmptyAndMissingParts() throws {
        let url = try #require(URLRecord.parse("mailto:a@b?#"))
        #expect(url.host == "")
        #expect(url.hostname == "")
        #expect(url.port == "")
        #expect(url.pathname == "a@b")
        #expect(url.search == "")
        #expect(url.hash == "")
        #expect(url.query == "")
        #expect(url.fragment == "")
        let ipv6 = try #require(URLRecord.parse("http://[::1]:81/"))
        #expect(ipv6.host == "[::1]:81")
        #expect(ipv6.hostname == "[::1]")
    }

    static let protocolCases: [SetterCase] = [
        SetterCase("http://example.com/", "https", "https://example.com/"),
        SetterCase("http://example.com/", "HTTPS:", "https://example.com/"),
        SetterCase("http://example.com/", "https:foo", "https://example.com/"),
        SetterCase("http://example.com/", "ht\ttps", "https://example.com/"),
        SetterCase("http://example.com/", "ws", "ws://example.com/"),
        SetterCase("http://example.com/", "foo", "http://example.com/"),
        SetterCase("http://example.com/", "", "http://example.com/"),
        SetterCase("http://example.com/", "1http", "http://example.com/"),
        SetterCase("http://example.com/", "ht tp", "http://example.com/"),
        SetterCase("foo://x/", "http", "foo://x/"),
        SetterCase("foo://x/", "bar", "bar://x/"),
        SetterCase("mailto:a", "sc", "sc:a"),
        SetterCase("http://example.com:443/", "https", "https://example.com/"),
        SetterCase("https://example.com:80/", "http", "http://example.com/"),
        SetterCase("http://example.com:8080/", "https", "https://example.com:8080/"),
        SetterCase("http://user@x/", "file", "http://user@x/"),
        SetterCase("http://x:8080/", "file", "http://x:8080/"),
        SetterCase("http://x/", "file", "file://x/"),
        SetterCase("file:///x", "http", "file:///x"),
        SetterCase("file://host/x", "https", "https://host/x"),
    ]

    @Test(arguments: protocolCases)
    func setProtocol(_ row: SetterCase) throws {
        var url = try row.url()
        url.protocol = row.value
        #expect(url.href == row.expected)
    }

    static let usernameCases: [SetterCase] = [
        SetterCase("http://x/", "user", "http://user@x/"),
        SetterCase("http://x/", "a b:@/", "http://a%20b%3A%40%2F@x/"),
        SetterCase("http://x/", "ü%41", "http://%C3%BC%41@x/"),
        SetterCase("http://u:p@x/", "", "http://:p@x/"),
        SetterCase("http://u@x/", "", "http://x/"),
        SetterCase("sc://h/", "u", "sc://u@h/"),
        SetterCase("file:///x", "u", "file:///x"),
        SetterCase("file://host/x", "u", "file://host/x"),
        SetterCase("mailto:a@b", "u", "mailto:a@b"),
        SetterCase("sc:///x", "u", "sc:///x"),
    ]

    @Test(arguments: usernameCases)
    func setUsername(_ row: SetterCase) throws {
        var url = try row.url()
        url.username = row.value
        #expect(url.href == row.expected)
    }

    static let passwordCases: [SetterCase] = [
        SetterCase("http://x/", "secret", "http://:secret@x/"),
        SetterCase("http://u:p@x/", "", "http://u@x/"),
        SetterCase("http://u@x/", "p@ss:w", "http://u:p%40ss%3Aw@x/"),
        SetterCase("http://x/", "[]|;=", "http://:%5B%5D%7C%3B%3D@x/"),
        SetterCase("sc://h/", "p", "sc://:p@h/"),
        SetterCase("file://host/", "p", "file://host/"),
        SetterCase("mailto:a@b", "p", "mailto:a@b"),
    ]

    @Test(arguments: passwordCases)
    func setPassword(_ row: SetterCase) throws {
        var url = try row.url()
        url.password = row.value
        #expect(url.href == row.expected)
    }

    static let hostCases: [SetterCase] = [
        SetterCase("http://x/p", "example.com:8080", "http://example.com:8080/p"),
        SetterCase("http://x:8080/p", "example.com", "http://example.com:8080/p"),
        SetterCase("http://x/", "EXAMPLE.com", "http://example.com/"),
        SetterCase("http://x/", "example.com:80", "http://example.com/"),
        SetterCase("http://x:8080/", "example.com:", "http://example.com:8080/"),
        SetterCase("http://x/", "example.com/path", "http://example.com/"),
        SetterCase("http://x/", "example.com?q", "http://example.com/"),
        SetterCase("http://x/", "example.com#f", "http://example.com/"),
        SetterCase("http://x/", "example.com\\p", "http://example.com/"),
        SetterCase("http://x/", "[::1]:81", "http://[::1]:81/"),
        SetterCase("http://x/", "0x7f.1", "http://127.0.0.1/"),
        SetterCase("http://x/", "a\tb", "http://ab/"),
        SetterCase("http://x/", "münchen.de", "http://xn--mnchen-3ya.de/"),
        // The host is set before the port fails to parse.
        SetterCase("http://x/", "example.com:65536", "http://example.com/"),
        // With a state override any non-digit ends the port.
        SetterCase("http://x/", "example.com:8a", "http://example.com:8/"),
        SetterCase("http://x/", "", "http://x/"),
        SetterCase("http://x/", "a b", "http://x/"),
        SetterCase("http://x/", ":80", "http://x/"),
        SetterCase("http://x/", "\\y", "http://x/"),
        SetterCase("http://x/", "[::1", "http://x/"),
        SetterCase("mailto:a", "x", "mailto:a"),
        SetterCase("sc://x/", "", "sc:///"),
        SetterCase("sc://x/", "ÉX:1", "sc://%C3%89X:1/"),
        SetterCase("sc://u@x/", "", "sc://u@x/"),
        SetterCase("sc://x:1/", "", "sc://x:1/"),
        SetterCase("sc:/p", "h", "sc://h/p"),
        SetterCase("file://x/p", "y", "file://y/p"),
        SetterCase("file://x/p", "localhost", "file:///p"),
        SetterCase("file://x/p", "", "file:///p"),
        SetterCase("file://x/p", "y:8080", "file://x/p"),
        SetterCase("file://x/p", "Y/z", "file://y/p"),
    ]

    @Test(arguments: hostCases)
    func setHost(_ row: SetterCase) throws {
        var url = try row.url()
        url.host = row.value
        #expect(url.href == row.expected)
    }

    static let hostnameCases: [SetterCase] = [
        SetterCase("http://x:8080/", "example.com", "http://example.com:8080/"),
        SetterCase("http://x/", "example.com:8080", "http://x/"),
        SetterCase("http://x/", "", "http://x/"),
        SetterCase("http://x/", "[::1]", "http://[::1]/"),
        SetterCase("http://x/", "[::1]:80", "http://x/"),
        SetterCase("http://x/", "ex%41mple", "http://example/"),
        SetterCase("http://x/", "example.com/p", "http://example.com/"),
        SetterCase("http://x/", "a%b", "http://x/"),
        SetterCase("sc://x/", "", "sc:///"),
        SetterCase("sc://x:1/", "", "sc://x:1/"),
        SetterCase("file://x/", "localhost", "file:///"),
        SetterCase("file://x/", "y", "file://y/"),
        SetterCase("mailto:a", "x", "mailto:a"),
    ]

    @Test(arguments: hostnameCases)
    func setHostname(_ row: SetterCase) throws {
        var url = try row.url()
        url.hostname = row.value
        #expect(url.href == row.expected)
    }

    static let portCases: [SetterCase] = [
        SetterCase("http://x/", "8080", "http://x:8080/"),
        SetterCase("http://x:8080/", "", "http://x/"),
        SetterCase("http://x:8080/", "80", "http://x/"),
        SetterCase("https://x/", "443", "https://x/"),
        SetterCase("http://x/", "8080abc", "http://x:8080/"),
        SetterCase("http://x:8/", "9/path", "http://x:9/"),
        SetterCase("http://x/", "00081", "http://x:81/"),
        SetterCase("http://x/", "\t8080", "http://x:8080/"),
        SetterCase("http://x:1/", "abc", "http://x:1/"),
        SetterCase("http://x:1/", " 8", "http://x:1/"),
        SetterCase("http://x:1/", "65536", "http://x:1/"),
        SetterCase("http://x:1/", "-2", "http://x:1/"),
        SetterCase("sc://x/", "80", "sc://x:80/"),
        SetterCase("file://host/x", "80", "file://host/x"),
        SetterCase("sc:///x", "80", "sc:///x"),
        SetterCase("mailto:a", "80", "mailto:a"),
    ]

    @Test(arguments: portCases)
    func setPort(_ row: SetterCase) throws {
        var url = try row.url()
        url.port = row.value
        #expect(url.href == row.expected)
    }

    static let pathnameCases: [SetterCase] = [
        SetterCase("http://x/a/b", "/c/d", "http://x/c/d"),
        SetterCase("http://x/a", "c d", "http://x/c%20d"),
        SetterCase("http://x/a", "/a/../b/./c", "http://x/b/c"),
        SetterCase("http://x/a", "?#", "http://x/%3F%23"),
        SetterCase("http://x/a?q#f", "/b", "http://x/b?q#f"),
        SetterCase("http://x/a", "", "http://x/"),
        SetterCase("http://x/", "\\a\\b", "http://x/a/b"),
        SetterCase("http://x/", "ü", "http://x/%C3%BC"),
        SetterCase("sc://x/a", "", "sc://x"),
        SetterCase("sc://x/a", "b", "sc://x/b"),
        SetterCase("sc://x/a", "\\b", "sc://x/\\b"),
        SetterCase("sc:/a", "", "sc:/"),
        SetterCase("sc:/x", "//y", "sc:/.//y"),
        SetterCase("file:///x", "C|/y", "file:///C:/y"),
        SetterCase("mailto:a", "/x", "mailto:a"),
    ]

    @Test(arguments: pathnameCases)
    func setPathname(_ row: SetterCase) throws {
        var url = try row.url()
        url.pathname = row.value
        #expect(url.href == row.expected)
    }

    static let searchCases: [SetterCase] = [
        SetterCase("http://x/?a", "b=c", "http://x/?b=c"),
        SetterCase("http://x/", "?b", "http://x/?b"),
        SetterCase("http://x/", "??b", "http://x/??b"),
        SetterCase("http://x/?a", "", "http://x/"),
        SetterCase("http://x/", "?", "http://x/?"),
        SetterCase("http://x/", "a b#c", "http://x/?a%20b%23c"),
        SetterCase("http://x/", "'", "http://x/?%27"),
        SetterCase("sc://x/", "'", "sc://x/?'"),
        SetterCase("http://x/", "ü", "http://x/?%C3%BC"),
        SetterCase("http://x/#f", "q", "http://x/?q#f"),
        SetterCase("mailto:a", "x", "mailto:a?x"),
    ]

    @Test(arguments: searchCases)
    func setSearch(_ row: SetterCase) throws {
        var url = try row.url()
        url.search = row.value
        #expect(url.href == row.expected)
    }

    static let hashCases: [SetterCase] = [
        SetterCase("http://x/", "f", "http://x/#f"),
        SetterCase("http://x/", "#f", "http://x/#f"),
        SetterCase("http://x/", "##f", "http://x/##f"),
        SetterCase("http://x/#f", "", "http://x/"),
        SetterCase("http://x/", "#", "http://x/#"),
        SetterCase("http://x/", "a b<>`#\"", "http://x/#a%20b%3C%3E%60#%22"),
        SetterCase("http://x/", "ü", "http://x/#%C3%BC"),
        SetterCase("http://x/?q", "f", "http://x/?q#f"),
        SetterCase("mailto:a", "f", "mailto:a#f"),
        SetterCase("sc:a b", "f", "sc:a b#f"),
    ]

    @Test(arguments: hashCases)
    func setHash(_ row: SetterCase) throws {
        var url = try row.url()
        url.hash = row.value
        #expect(url.href == row.expected)
    }

    @Test func settingSearchAndHashToAQuestionOrHashMarkLeavesEmptyComponents() throws {
        var url = try #require(URLRecord.parse("http://x/"))
        url.search = "?"
        url.hash = "#"
        #expect(url.query == "")
        #expect(url.fragment == "")
        #expect(url.search == "")
        #expect(url.hash == "")
        #expect(url.href == "http://x/?#")
    }

    @Test func setHrefReplacesTheURL() throws {
        var url = try #require(URLRecord.parse("http://x/"))
        try url.setHref("  https://a.example/p?q  ")
        #expect(url.href == "https://a.example/p?q")
    }

    @Test func setHrefFailsWithoutChangingTheURL() throws {
        var url = try #require(URLRecord.parse("http://x/"))
        #expect(throws: URLParseError(input: "relative/path")) {
            try url.setHref("relative/path")
        }
        #expect(url.href == "http://x/")
        #expect(URLParseError(input: "http://a b/").description == "Invalid URL: \"http://a b/\"")
    }
}
