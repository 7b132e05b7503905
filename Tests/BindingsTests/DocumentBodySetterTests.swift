import Testing

/// `document.body = element`. Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`) for the same statements.
///
/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-body
@Suite struct DocumentBodySetterTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body id=old><p>x</p></body></html>"

    static let cases: [(String, String)] = [
        // A new body replaces the old one in place.
        ("var b = document.createElement('body'); b.id = 'new'; document.body = b; [document.body.id, document.documentElement.children.length, document.getElementById('old')].join('|')",
         "new|2|"),
        ("document.body = document.createElement('frameset'); document.body.tagName", "FRAMESET"),
        ("var b = document.body; document.body = b; document.body === b", "true"),
        // With no body, the new one is appended to the document element.
        ("var d = document.implementation.createHTMLDocument(''); d.documentElement.removeChild(d.body); d.body = d.createElement('body'); d.documentElement.lastChild === d.body",
         "true"),
        ("document.body = document.createElement('div')", "HierarchyRequestError"),
        ("document.body = null", "HierarchyRequestError"),
        ("var d = document.implementation.createHTMLDocument(''); d.removeChild(d.documentElement); d.body = d.createElement('body')",
         "HierarchyRequestError"),
        ("document.body = {}", "TypeError: The Document.body attribute must be an instance of HTMLElement"),
        ("document.body = document.createTextNode('x')", "TypeError: The Document.body attribute must be an instance of HTMLElement"),
        ("document.body = document.createElementNS('http://www.w3.org/2000/svg', 'body')",
         "TypeError: The Document.body attribute must be an instance of HTMLElement"),
    ]

    @Test(arguments: cases)
    func assignment(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        // DOMExceptions are compared by name: WebKit's messages are its own.
        #expect(fixture.evaluate("""
            (function () { try { return String(eval(\(jsStringLiteral(source)))); }
              catch (e) { return e.name === 'TypeError' ? e.name + ': ' + e.message : e.name; } })()
            """) == expected)
    }
}
