import DOM
import HTMLParsing
import TestSupport
import Testing
import WHATWGURL

@Suite struct InnerTextTests {
    static func body(_ html: String) -> (NodeStore, NodeID) {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("https://example.com/")!)
        HTMLParser.parseDocument(html, into: store, document: document)
        return (store, store.body(of: document)!)
    }

    /// Markup and the `innerText` of its body, as WebKit gives it (these agree with the
    /// HTML standard's algorithm; `InnerTextWebKitTests` has the cases where they differ).
    static let cases: [(String, String)] = [
        ("<p>one</p><p>two</p>", "one\n\ntwo"),
        ("<div>a</div><div>b</div>", "a\nb"),
        ("  lots   of\n  space  ", "lots of space"),
        ("a<br>b<br><br>c", "a\nb\n\nc"),
        ("<span> x </span><span> y </span>", "x y"),
        ("<p>shown</p><script>var hidden;</script><style>p{}</style>", "shown"),
        ("<p>a</p><div style='display:none'>gone</div><p>b</p>", "a\n\nb"),
        ("<p>a<span style='visibility:hidden'>gone</span>b</p>", "ab"),
        ("<table><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td></tr></table>", "1\t2\n3\t4"),
        ("<pre>  keep\n  this</pre>", "  keep\n  this"),
        ("<ul><li>one</li><li>two</li></ul>", "one\ntwo"),
        ("<p hidden>no</p>yes", "yes"),
        // SVG renders text only in its text content elements (WebKit agrees).
        ("<p>a<svg> <g> x </g><title>t</title></svg>b</p>", "ab"),
        ("<p>a<svg><text>in <tspan>svg</tspan></text><a><text>link</text></a></svg>b</p>", "a\nin svg\nlink\nb"),
        ("<svg><foreignObject><p>html</p></foreignObject></svg>", "html"),
        // Runs of words with single spaces are copied whole; any other white space collapses.
        ("one two  three\tfour \n five six ", "one two three four five six"),
        ("a b<b> c d </b>e f", "a b c d e f"),
        ("x \ty z\u{A0} w", "x y z\u{A0} w"),
        ("<p>é è ü</p><p> ends with a space </p>", "é è ü\n\nends with a space"),
    ]

    @Test(arguments: cases)
    func innerTextFollowsTheRenderedTextSteps(markup: String, expected: String) {
        let (store, body) = Self.body(markup)
        #expect(store.innerText(of: body) == expected)
    }

    @Test func anElementThatIsNotRenderedGivesItsTextContent() {
        let (store, body) = Self.body("<div style='display:none'>  raw   text </div>")
        #expect(store.innerText(of: store.firstElementChild(of: body)!) == "  raw   text ")
    }

    /// The text is kept between reads, and a class or a style sheet's text that changes
    /// changes it (WebKit 2.50: "one\ntwo", "two", "one\ntwo").
    @Test func innerTextFollowsChangesBetweenReads() throws {
        let (store, body) = Self.body("<style>.off{display:none}</style><div id=a>one</div><div id=b>two</div>")
        #expect(store.innerText(of: body) == "one\ntwo")
        #expect(store.innerText(of: body) == "one\ntwo")
        let first = try #require(store.element(withID: "a", under: body))
        store.setAttribute(.class, to: "off", on: first)
        #expect(store.innerText(of: body) == "two")
        let head = try #require(store.previousElementSibling(of: body))
        let style = try #require(store.firstElementChild(of: head))
        store.setTextContent(".off{color:red}", of: style)
        #expect(store.innerText(of: body) == "one\ntwo")
    }

    /// A page's selectors are compiled a bucket at a time, when an element first has the
    /// bucket's ID, class or tag: an ID or class no element had at the first read finds its
    /// rules once an element gains it (WebKit 2.50 gives "one\ntwo", "two", "", "one\n").
    @Test func rulesForAnIDOrClassGainedLaterApply() throws {
        let (store, body) = Self.body(
            "<style>#gone, .hide{display:none} body > .quiet{visibility:hidden}</style><div id=a>one</div><div id=b>two</div>")
        #expect(store.innerText(of: body) == "one\ntwo")
        let first = try #require(store.element(withID: "a", under: body))
        let second = try #require(store.element(withID: "b", under: body))
        store.setAttribute(.id, to: "gone", on: first)
        #expect(store.innerText(of: body) == "two")
        store.setAttribute(.class, to: "x hide", on: second)
        #expect(store.innerText(of: body) == "")
        store.setAttribute(.id, to: "a", on: first)
        store.setAttribute(.class, to: "quiet", on: second)
        #expect(store.innerText(of: body) == "one\n")
    }

    @Test func settingInnerTextMakesLineBreaks() {
        let (store, body) = Self.body("<p>old</p>")
        store.setInnerText("a\nb\r\nc", of: body)
        #expect(HTMLSerializer(store: store).serializeChildren(of: body) == "a<br>b<br>c")
    }
}
