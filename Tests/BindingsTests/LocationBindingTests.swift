import Testing

/// `location` on the window and the document: assigning a URL to either navigates as
/// `location.href = url` does (`[PutForwards=href]`), recorded as a navigation request,
/// and `location` stays the `Location` object. Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`, the page loaded as `https://example.com/a/b.html`).
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
@Suite struct LocationBindingTests {
    static let url = "https://example.com/a/b.html"

    static let expressions: [(String, String)] = [
        ("window.location = '/next?a=1'; [String(location.href), typeof window.location, window.location instanceof Location].join()",
         "https://example.com/a/b.html,object,true"),
        ("document.location = 'other.html'; [String(location.href), typeof document.location, document.location === window.location].join()",
         "https://example.com/a/b.html,object,true"),
        ("location = 'third.html'; [String(location.href), typeof location, location instanceof Location].join()",
         "https://example.com/a/b.html,object,true"),
        ("(function () { 'use strict'; window.location = '/strict'; return typeof location; })()", "object"),
        ("window.location = { toString: function () { return '/obj'; } }; location === window.location", "true"),
        ("var d = Object.getOwnPropertyDescriptor(window, 'location'); [d.get.name, d.set.name, d.enumerable, d.configurable, 'value' in d].join()",
         "get location,set location,true,false,false"),
        ("delete window.location", "false"),
        ("try { window.location = 'http://[bad'; } catch (e) { e.name + ': ' + e.message }", "SyntaxError: Invalid URL"),
        ("try { document.location = 'http://[bad'; } catch (e) { e.name + ': ' + e.message }", "SyntaxError: Invalid URL"),
        ("try { location.href = 'http://[bad'; } catch (e) { e.name + ': ' + e.message }", "SyntaxError: Invalid URL"),
        ("var d = document.implementation.createHTMLDocument(''); try { d.location = '/x'; } catch (e) { e.name + ': ' + e.message }",
         "TypeError: Type error"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture("<!DOCTYPE html><title>T</title>", url: Self.url)
        #expect(fixture.evaluate(source) == expected)
    }

    /// WebKit navigates to the last of several requests; appexjs records each, resolved
    /// against the document's URL.
    @Test func assigningTheWindowsOrDocumentsLocationRecordsANavigation() throws {
        let fixture = try RealmFixture("<!DOCTYPE html><title>T</title>", url: Self.url)
        _ = fixture.evaluate("window.location = '/next?a=1'; document.location = 'other.html'; location = 'third.html'")
        #expect(fixture.realm.navigationRequests.map(\.summary) == [
            "assign https://example.com/next?a=1", "assign https://example.com/a/other.html",
            "assign https://example.com/a/third.html",
        ])
    }
}
