import DOM
import HTMLParsing
import Testing
import WHATWGURL

/// `firstOccurrence(of:under:)`, which finds the words a host says the user selected.
@Suite struct RangeTextSearchTests {
    /// Body markup, the text searched, and the match as `[path]:offset-[path]:offset` (nil: none).
    static let cases: [(String, String, String?)] = [
        ("<p>hello world</p>", "world", "[0, 0]:6-[0, 0]:11"),
        ("<p>hello world</p>", "hello world", "[0, 0]:0-[0, 0]:11"),
        // Across text nodes at different depths.
        ("<p>hel<b>lo wo</b>rld</p>", "lo world", "[0, 1, 0]:0-[0, 2]:3"),
        ("<p>hel<b>lo wo</b>rld</p>", "ello w", "[0, 0]:1-[0, 1, 0]:4"),
        ("<p>a<i>b</i><i>c</i>d</p>", "bc", "[0, 1, 0]:0-[0, 2, 0]:1"),
        // Nothing is added between texts of different blocks.
        ("<p>foo</p><p>bar</p>", "foobar", "[0, 0]:0-[1, 0]:3"),
        ("<p>foo</p><p>bar</p>", "foo bar", nil),
        // White space must match the data exactly.
        ("<p>hello  world</p>", "hello world", nil),
        ("<p>hello\nworld</p>", "hello\nworld", "[0, 0]:0-[0, 0]:11"),
        // The first occurrence in tree order, skipping text that is not rendered.
        ("<p>one two</p><p>two</p>", "two", "[0, 0]:4-[0, 0]:7"),
        ("<script>var needle;</script><p hidden>needle</p><textarea>needle</textarea><p>a needle</p>", "needle", "[3, 0]:2-[3, 0]:8"),
        ("<p>a😀b</p>", "b", "[0, 0]:3-[0, 0]:4"),
        ("<p>a😀b</p>", "😀", "[0, 0]:1-[0, 0]:3"),
        ("<p>aab</p>", "ab", "[0, 0]:1-[0, 0]:3"),
        ("<p>abababc</p>", "ababc", "[0, 0]:2-[0, 0]:7"),
        ("<p>abc</p>", "abcd", nil),
        ("<p>abc</p>", "", nil),
    ]

    @Test(arguments: cases)
    func findsTheFirstOccurrence(_ html: String, _ text: String, _ expected: String?) throws {
        let fixture = RangeFixture(html)
        let match = fixture.store.firstOccurrence(of: text, under: fixture.document)
        #expect(match.map { fixture.describe($0.start) + "-" + fixture.describe($0.end) } == expected)
        if let match {
            #expect(try fixture.registry.makeRange(from: match.start, to: match.end).text == text)
        }
    }

    @Test func skipsTheHead() {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("https://example.com/")!)
        HTMLParser.parseDocument("<title>Words</title><body><p>The Words</p>", into: store, document: document)
        let match = store.firstOccurrence(of: "Words", under: document)
        #expect(match.map { store.data(of: $0.start.node) } == "The Words")
        #expect(match?.start.offset == 4)
    }
}
