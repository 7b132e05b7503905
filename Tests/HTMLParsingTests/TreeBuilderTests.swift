import DOM
import HTMLParsing
import Testing

/// Whole documents whose tree depends on the insertion modes around the body (initial,
/// before and after the head, frameset) and on quirks mode, each compared with WebKit's:
/// the expected serializations and modes are the webkit-oracle's (the document's children
/// serialized, and `document.compatMode`).
@Suite struct TreeBuilderTests {
    @Test(arguments: [
        ("</br>", "<html><head></head><body><br></body></html>", true),
        ("</a> x", "<html><head></head><body>x</body></html>", true),
        ("</sarcasm><!doctype html><p>", "<html><head></head><body><p></p></body></html>", true),
        ("<!doctype html><!doctype x><p>", "<!DOCTYPE html><html><head></head><body><p></p></body></html>", false),
        ("<head></head> x<p>", "<html><head></head> <body>x<p></p></body></html>", true),
        ("<head> <title>t</title>  y", "<html><head> <title>t</title>  </head><body>y</body></html>", true),
        ("<template><tr>x</template><b>", "<html><head><template><tr></tr>x</template></head><body><b></b></body></html>", true),
        ("<template><tr> x</template>", "<html><head><template><tr></tr> x</template></head><body></body></html>", true),
        ("<p>x<script></div><hr/><b>&&lt", "<html><head></head><body><p>x<script></div><hr/><b>&&lt</script></p></body></html>", true),
        ("<u><script></table>", "<html><head></head><body><u><script></table></script></u></body></html>", true),
        ("<a><frameset>y z<frame>", "<html><head></head><frameset> <frame></frameset></html>", true),
        ("<p>x<frameset>", "<html><head></head><body><p>x</p></body></html>", true),
        ("<input type=hidden><frameset>", "<html><head></head><frameset></frameset></html>", true),
        ("<body><frameset>", "<html><head></head><body></body></html>", true),
        ("<frameset><textarea>\nx</textarea>", "<html><head></head><frameset>\n</frameset></html>", true),
        ("<div><frameset><frame></frameset>x <noframes>a</noframes>", "<html><head></head><frameset><frame></frameset> <noframes>a</noframes></html>", true),
        ("<p>x<table>", "<html><head></head><body><p>x<table></table></p></body></html>", true),
        ("<!doctype html><p>x<table>", "<!DOCTYPE html><html><head></head><body><p>x</p><table></table></body></html>", false),
        ("<table><noframes><b></noframes>x", "<html><head></head><body><noframes><b></noframes>x<table></table></body></html>", true),
        ("<table><meta charset=utf-8><title>t</title><style>s</style>", "<html><head></head><body><meta charset=\"utf-8\"><title>t</title><table><style>s</style></table></body></html>", true),
        ("<table><tr><td>x</td><noframes>y</noframes><script>z</script>", "<html><head></head><body><noframes>y</noframes><table><tbody><tr><td>x</td><script>z</script></tr></tbody></table></body></html>", true)
    ])
    func documentsBuildWebKitsTree(markup: String, expected: String, quirks: Bool) {
        expectWebKitsDocument(markup, expected: expected, quirks: quirks)
    }
}

/// Parses `markup` as a whole page and expects WebKit's serialization of the document's
/// children and its mode (quirks or not), and a sound tree.
func expectWebKitsDocument(_ markup: String, expected: String, quirks: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
    let (store, document) = parse(markup)
    #expect(HTMLSerializer(store: store).serializeChildren(of: document) == expected, sourceLocation: sourceLocation)
    #expect((store.documentState(document).mode == .quirks) == quirks, sourceLocation: sourceLocation)
    #expect(store.invariantViolations(under: document).isEmpty, sourceLocation: sourceLocation)
}

/// Pages no one writes by hand, built as WebKit builds them and in time that grows with
/// the page (`Scripts/pathological-pages.py` measures how): the expected shapes are the
/// webkit-oracle's.
@Suite struct PathologicalPageTests {
    /// The depth of `node` below the document.
    private func depth(of node: NodeID, in store: NodeStore) -> Int {
        var depth = 0
        var current = node
        while let parent = store.parent(of: current) {
            depth += 1
            current = parent
        }
        return depth
    }

    /// The deepest node under `root`, walked iteratively.
    private func deepest(under root: NodeID, in store: NodeStore) -> (node: NodeID, depth: Int, count: Int) {
        var best = (node: root, depth: 0, count: 0)
        var stack = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            best.count += 1
            if depth > best.depth { best = (node, depth, best.count) }
            var child = store.firstChild(of: node)
            while let current = child {
                stack.append((current, depth + 1))
                child = store.nextSibling(of: current)
            }
        }
        return best
    }

    /// WebKit nests at most 512 elements: 1,000 nested `<div>`s are a chain of 510 below
    /// `body`, the other 491 nodes siblings in the 509th (WebKit: depth 513, 1,007 nodes).
    @Test func nestingStopsAtWebKitsDepth() {
        let (store, document) = parse("<!DOCTYPE html><title>t</title><body>" + String(repeating: "<div>", count: 1000) + "deep" + String(repeating: "</div>", count: 1000))
        let found = deepest(under: document, in: store)
        #expect(found.depth == 513)
        #expect(found.count - 1 == 1007, "the nodes under the document")
        #expect(store.kind(of: found.node) == .text && store.data(of: found.node) == "deep")
        #expect(store.children(of: store.parent(of: store.parent(of: found.node)!)!).count == 491)
        #expect(store.invariantViolations(under: document).isEmpty)
    }

    /// 100,000 levels parse (the stack of open elements answers scope queries by counting,
    /// not walking, and the serializer and walks are iterative), capped at the same depth.
    @Test func aHundredThousandLevelsParse() {
        let (store, document) = parse("<body>" + String(repeating: "<div>", count: 100_000) + "deep")
        #expect(deepest(under: document, in: store).depth == 513)
        #expect(HTMLSerializer(store: store).serialize(document).count > 500_000)
    }

    /// Text is cut into nodes of at most 65,536 UTF-16 code units at a grapheme cluster
    /// boundary, but not in scripts and styles (WebKit: `#text65535`, `#text12`, `B`,
    /// `#text65536`, `#text4464`, and one script text node).
    @Test func longTextIsSplitAsWebKitSplitsIt() {
        let markup = "<!DOCTYPE html><p>" + String(repeating: "a", count: 65535) + "e\u{301}" + String(repeating: "b", count: 10)
            + "<b>x</b>" + String(repeating: "c", count: 70000) + "</p><script>" + String(repeating: "x", count: 70000) + "</script>"
        let (store, document) = parse(markup)
        let body = store.children(of: store.children(of: document).last!).last!
        let paragraph = store.firstChild(of: body)!
        let shape = store.children(of: paragraph).map { store.kind(of: $0) == .text ? "#text\(store.data(of: $0).utf16.count)" : "B" }
        #expect(shape == ["#text65535", "#text12", "B", "#text65536", "#text4464"])
        #expect(store.children(of: store.nextSibling(of: paragraph)!).count == 1)
    }

    /// A tag with more attributes than libxml2 is given (it compares each name with every
    /// earlier one) keeps them all, in order, the first of a repeated name winning, their
    /// references decoded, after an `&` earlier in the page and when the tag closes itself.
    @Test(arguments: [false, true])
    func aTagWithThousandsOfAttributesKeepsThem(selfClosing: Bool) {
        let attributes = (0..<3000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let (store, document) = parse(
            "<p title=\"x &amp; y\">&amp;</p><div \(attributes) b=\"&lt;q&gt;\" a5=dup C=\"3\"\(selfClosing ? "/" : "")>z</div>")
        let body = store.children(of: store.children(of: document).last!).last!
        let div = store.children(of: body).last!
        let list = store.attributes(of: div)
        #expect(list.count == 3002)
        #expect(store.atoms.name(of: list[0].name) == "a0" && list[0].value == "0")
        #expect(list[5].value == "5", "the first a5 wins")
        #expect(store.atoms.name(of: list[3000].name) == "b" && list[3000].value == "<q>")
        #expect(store.atoms.name(of: list[3001].name) == "c" && list[3001].value == "3")
        #expect(store.attributes(of: store.firstChild(of: body)!).first?.value == "x & y")
    }

    @Test func twoHundredThousandAttributesParse() {
        let attributes = (0..<200_000).map { "a\($0)=\($0)" }.joined(separator: " ")
        let (store, document) = parse("<body><p \(attributes)>x</p>")
        let body = store.children(of: store.children(of: document).last!).last!
        #expect(store.attributes(of: store.firstChild(of: body)!).count == 200_000)
    }
}
