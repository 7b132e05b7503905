import DOM
import Testing

/// The rendered text of a range (`Selection.toString()`). Expectations are WebKitGTK
/// 2.50's `getSelection().toString()` for the same markup and points, from the WebKit
/// oracle.
@Suite struct RangeRenderedTextTests {
    static let wholeBodies: [(String, String)] = [
        ("<p>a</p><p>b</p>", "a\n\nb"),
        ("<div>a</div><div>b</div>", "a\nb"),
        ("a<br>b", "a\nb"),
        ("a<br><br>b", "a\n\nb"),
        ("x <span style=\"display:none\">hidden</span> y", "x y"),
        ("<ul><li>one</li><li>two</li></ul>", "one\ntwo"),
        ("<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>", "a\tb\nc\td"),
        ("  lots   of\n\n  space  ", "lots of space"),
        ("<pre>  pre\n  text </pre>", "  pre\n  text "),
        ("<p>para</p>tail", "para\n\ntail"),
        ("a<script>var x=1;</script>b<style>p{}</style>c", "abc"),
        ("<blockquote>q</blockquote>after", "q\nafter"),
        ("<b>bold</b> <i>it</i>", "bold it"),
        ("text<div>block</div>text", "text\nblock\ntext"),
        ("<textarea>ta</textarea>after", "after"),
        ("<select><option>o1</option><option>o2</option></select>after", "after"),
        ("<span>a</span>\n<span>b</span>", "a b"),
        ("<div>\n  <p>x</p>\n  <p>y</p>\n</div>", "x\n\ny"),
        ("<p>&nbsp;nb&nbsp;</p>", "\u{A0}nb\u{A0}"),
        // A blank line after a heading or paragraph with a bottom margin.
        ("<h1>Title</h1>text", "Title\n\ntext"),
    ]

    @Test(arguments: wholeBodies)
    func contentsOfTheBody(_ html: String, _ expected: String) throws {
        let fixture = RangeFixture(html)
        let range = fixture.registry.makeRange(at: fixture.body)
        try range.selectNodeContents(fixture.body)
        #expect(fixture.store.renderedText(from: range.start, to: range.end) == expected)
        // A whole element's rendered text is its innerText.
        #expect(fixture.store.innerText(of: fixture.body) == expected)
    }

    static let partial: [(String, [Int], Int, [Int], Int, String)] = [
        ("<p>aaa</p><p>bbb</p>", [0, 0], 1, [1, 0], 2, "aa\n\nbb"),
        ("<ul><li>one</li><li>two</li></ul>", [0, 0, 0], 1, [0, 1, 0], 2, "ne\ntw"),
        ("<table><tr><td>a1</td><td>b1</td></tr><tr><td>c1</td><td>d1</td></tr></table>", [0, 0, 0, 0, 0], 1, [0, 0, 1, 0, 0], 1, "1\tb1\nc"),
        ("<table><tr><td>a1</td><td>b1</td></tr><tr><td>c1</td><td>d1</td></tr></table>", [0, 0, 0, 1, 0], 1, [0, 0, 1, 1, 0], 1, "1\nc1\td"),
        ("a<br>b", [], 1, [], 2, "\n"),
        ("a<br>b", [0], 1, [2], 0, "\n"),
        ("<b>x</b>  <b>y</b>", [0, 0], 0, [2, 0], 1, "x y"),
        ("<p>  lead</p>", [0, 0], 0, [0, 0], 4, "le"),
        // The start inside a hidden element: the walk passes it with the element.
        ("<span style=\"display:none\">hid<b>den</b></span>shown", [0, 0], 1, [1], 2, "sh"),
        ("<pre>a\n b\n  c</pre>", [0, 0], 2, [0, 0], 7, " b\n  "),
        ("<div>x</div>\n\n<div>y</div>", [0, 0], 0, [2, 0], 1, "x\ny"),
        ("<p>one <b>two</b> three</p>", [0, 1, 0], 1, [0, 2], 3, "wo th"),
        ("<p>abc</p>", [0, 0], 1, [0, 0], 1, ""),
        // The end inside a hidden element ends the text before it.
        ("one<span hidden>two</span>three", [0], 1, [1, 0], 2, "ne"),
        // Line breaks at the edges of a selection stay.
        ("<p>aaa</p><p>bbb</p>", [0, 0], 1, [1, 0], 0, "aa\n\n"),
        ("<p>aaa</p><p>bbb</p>", [0, 0], 3, [1, 0], 2, "\nbb"),
        // A div before a p: one line break (the p's margin is after it).
        ("<div>aaa</div><p>bbb</p>", [0, 0], 1, [1, 0], 2, "aa\nbb"),
        // The space rendered after "two" is in the range.
        ("one  two   three", [0], 4, [0], 9, "two "),
    ]

    @Test(arguments: partial)
    func partOfTheBody(_ html: String, _ startPath: [Int], _ startOffset: Int, _ endPath: [Int], _ endOffset: Int, _ expected: String) {
        let fixture = RangeFixture(html)
        let text = fixture.store.renderedText(from: fixture.point(startPath, startOffset), to: fixture.point(endPath, endOffset))
        #expect(text == expected)
    }

    @Test func textThatIsNotRendered() throws {
        let fixture = RangeFixture("<div hidden><p>secret</p></div><p>shown</p>")
        #expect(fixture.store.renderedText(from: fixture.point([0, 0, 0], 1), to: fixture.point([0, 0, 0], 4)) == "")
        // From inside the hidden div: the line break before the paragraph is kept.
        #expect(fixture.store.renderedText(from: fixture.point([0, 0], 0), to: fixture.point([1, 0], 5)) == "\nshown")
        // Inside a form control.
        let controls = RangeFixture("<textarea>typed text</textarea><select><option>one</option></select>")
        #expect(controls.store.renderedText(from: controls.point([0, 0], 0), to: controls.point([0, 0], 5)) == "")
        #expect(controls.store.renderedText(from: controls.point([0], 0), to: controls.point([0], 1)) == "")
        #expect(controls.store.renderedText(from: controls.point([1, 0, 0], 0), to: controls.point([1, 0, 0], 3)) == "")
        // Reversed or collapsed points, and points in a tree that is not a document.
        #expect(fixture.store.renderedText(from: fixture.point([1, 0], 5), to: fixture.point([1, 0], 0)) == "")
        let detached = fixture.store.createElement(.div, in: fixture.document)
        try fixture.store.appendChild(fixture.store.createText("loose", in: fixture.document), to: detached)
        #expect(fixture.store.renderedText(from: BoundaryPoint(detached, 0), to: BoundaryPoint(detached, 1)) == "")
    }
}
