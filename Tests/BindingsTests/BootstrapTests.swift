import Testing

/// What the bootstrap script leaves on the window: its interface objects and globals, and
/// none of its helpers. Expected values are what WebKit gives (`../shared/tools/webkit-oracle`).
@Suite struct BootstrapTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body><p>text</p></body></html>"

    /// Names the bootstrap script and its native helper object use internally.
    static let helperNames = [
        "requireNew", "recordHistory", "__appexjsNative", "native", "createElement", "consoleLog", "performanceNow",
        "standardObjects", "constructEvent", "constructURL", "userAgent", "settled", "then", "setRect", "ReadOnlyRect",
        "make", "made", "lazy", "settle", "shared", "defineProperty", "codes", "legacy",
    ]

    @Test func helpersAreNotGlobals() throws {
        let fixture = try RealmFixture(Self.page)
        let names = Self.helperNames.map { "'\($0)'" }.joined(separator: ", ")
        #expect(fixture.evaluate("[\(names)].filter(function (n) { return n in window; }).join()") == "")
        #expect(fixture.evaluate("typeof requireNew + ',' + typeof recordHistory") == "undefined,undefined")
    }

    @Test func historyStillRecordsThroughItsHelper() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("history.pushState({a: 1}, '', '?next'); history.state.a + ',' + location.href") == "1,https://example.com/dir/page.html")
        #expect(fixture.realm.navigationRequests.map(\.url) == ["https://example.com/dir/page.html?next"])
    }
}
