import DOM
import HTMLParsing
import Testing
import WHATWGURL

/// `innerText` of inline elements as WebKit gives it: its text iterator over the range of
/// the element's contents keeps a space at either edge that the line around the element
/// keeps. Each expected value is WebKitGTK 2.50's answer (`../shared/tools/webkit-oracle`,
/// viewport 1280×800).
@Suite struct InlineElementInnerTextTests {
    /// A paragraph `<p id=t>…</p>` and the `innerText` of its first element child.
    static let cases: [(String, String, String)] = [
        ("trailing-space-then-text", "x<a>January </a>(11)", "January "),
        ("trailing-space-then-space", "x<a>January </a> (11)", "January "),
        ("trailing-newline-then-span", "x<a>January\n</a>\n<span>(11)</span>", "January "),
        ("trailing-space-then-empty-element", "x<a>January </a><b></b> (11)", "January "),
        ("trailing-space-at-line-end", "x<a>January </a>\n", "January"),
        ("leading-newline-after-space", "x <a>\nJanuary</a>y", "January"),
        ("leading-space-after-text", "x<a> January</a>y", " January"),
        ("leading-space-after-space", "x <a> January</a>y", "January"),
        ("first-in-line", "<span>a </span><span>b</span>", "a "),
        ("last-in-line", "<span>a</span> <span> b</span>", "a"),
        ("no-edge-space", "<a>\n<span>US &amp; Canada</span>\n</a> <b>more</b>", "US & Canada "),
    ]

    @Test(arguments: cases)
    func edgeSpacesAreWebKits(_ name: String, _ paragraph: String, _ expected: String) throws {
        let (store, document) = Self.parse("<p id=t>\(paragraph)</p>")
        let paragraph = try #require(store.element(withID: "t", under: document))
        let element = try #require(store.firstElementChild(of: paragraph))
        #expect(store.innerText(of: element) == expected, "\(name)")
    }

    /// The lines are read again after a change: the text that followed the link goes, the
    /// space before the link becomes a letter, the span becomes an inline block (WebKit:
    /// `"Jan "`, `"Jan"`, `"Feb"`, `" Feb"`, `" c"`, `"c"`).
    @Test func changesAreSeen() throws {
        let (store, document) = Self.parse(
            "<p>x<a id=a>Jan </a><b id=y>y</b></p><p>x <a id=c> Feb</a>y</p><div>a<span id=s> c </span><div>block</div></div>")
        let link = try #require(store.element(withID: "a", under: document))
        #expect(store.innerText(of: link) == "Jan ")
        let following = try #require(store.element(withID: "y", under: document))
        store.remove(following)
        #expect(store.innerText(of: link) == "Jan")
        let other = try #require(store.element(withID: "c", under: document))
        #expect(store.innerText(of: other) == "Feb")
        let before = try #require(store.previousSibling(of: other))
        store.replaceData(of: before, offset: 0, count: 2, with: "x")
        #expect(store.innerText(of: other) == " Feb")
        let span = try #require(store.element(withID: "s", under: document))
        #expect(store.innerText(of: span) == " c")
        try store.setAttribute(named: "style", to: "display: inline-block", on: span)
        #expect(store.innerText(of: span) == "c")
    }

    /// Past `lineContainerLimit` nodes in the block, the element's text is read alone and
    /// its edge spaces dropped (WebKit keeps them), so that reading each link's text after
    /// a change stays linear.
    @Test func aBlockPastTheLimitIsNotRead() throws {
        let filler = String(repeating: "<b>f</b>", count: NodeStore.lineContainerLimit)
        let (store, document) = Self.parse("<p>x<a id=a>Jan </a>y\(filler)</p>")
        let link = try #require(store.element(withID: "a", under: document))
        #expect(store.innerText(of: link) == "Jan")
    }

    private static func parse(_ body: String) -> (NodeStore, NodeID) {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("http://fakehost/test/page.html")!)
        HTMLParser.parseDocument("<!DOCTYPE html><html><head></head><body>\(body)</body></html>", into: store, document: document)
        return (store, document)
    }
}
