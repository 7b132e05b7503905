import Testing

/// Writing a read-only attribute does nothing in sloppy code and throws a `TypeError` in
/// strict code, as the language has it for an accessor with only a getter; attributes
/// with `[PutForwards]` pass the write on. Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`) for the same statements.
///
/// https://webidl.spec.whatwg.org/#es-attributes and https://webidl.spec.whatwg.org/#PutForwards
@Suite struct ReadOnlyAttributeWriteTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body><div id=d class=c>hi</div></body></html>"

    /// Each write runs in strict code; the result is "ok" or the error it threw.
    static let strictWrites: [(String, String)] = [
        ("d.tagName = 'X'", "TypeError: Attempted to assign to readonly property."),
        ("d.nodeType = 5", "TypeError: Attempted to assign to readonly property."),
        ("d.children = 5", "TypeError: Attempted to assign to readonly property."),
        ("d.firstChild.length = 3", "TypeError: Attempted to assign to readonly property."),
        ("document.URL = 'x'", "TypeError: Attempted to assign to readonly property."),
        ("document.head = null", "TypeError: Attempted to assign to readonly property."),
        ("document.getElementsByTagName('div').length = 3", "TypeError: Attempted to assign to readonly property."),
        ("d.dataset = {}", "TypeError: Attempted to assign to readonly property."),
        // Attributes with setters are unchanged.
        ("d.id = 'e'", "ok"),
        ("document.title = 'N'", "ok"),
        ("d.classList = 'p q'", "ok"),
    ]

    @Test(arguments: strictWrites)
    func strictWrite(statement: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            (function () { 'use strict'; var d = document.getElementById('d');
              try { \(statement); return 'ok'; } catch (e) { return e.name + ': ' + e.message; } })()
            """) == expected)
    }

    @Test func sloppyWritesAreIgnored() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var d = document.getElementById('d');
            d.tagName = 'X'; d.nodeType = 7; document.URL = 'x'; d.firstChild.length = 1;
            [d.tagName, d.nodeType, document.URL, d.firstChild.length].join('|')
            """) == "DIV|1|https://example.com/dir/page.html|2")
    }

    @Test func classListAssignmentSetsClass() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var d = document.getElementById('d'), list = d.classList; d.classList = 'p  q';
            [d.className, list === d.classList, list.length, list.contains('q')].join('|')
            """) == "p  q|true|2|true")
    }
}
