import DOM
import Testing

@Suite struct RangeContentsTests {
    /// A range over some markup, what `cloneContents` returns, the body after
    /// `extractContents` (and `deleteContents`), and where the range is afterwards.
    struct ContentsCase: CustomTestStringConvertible, Sendable {
        var html: String
        var start: ([Int], Int)
        var end: ([Int], Int)
        var contents: String
        var bodyAfterRemoval: String
        var boundaryAfterRemoval: String

        var testDescription: String { html }
    }

    static let cases: [ContentsCase] = [
        // Both points in one text node.
        ContentsCase(
            html: "<p>hello world</p>", start: ([0, 0], 2), end: ([0, 0], 7),
            contents: "llo w", bodyAfterRemoval: "<p>heorld</p>", boundaryAfterRemoval: "[0, 0]:2"),
        // Texts at different depths under different paragraphs.
        ContentsCase(
            html: "<div><p>one <b>two</b></p><p>three <i>four <u>five</u></i></p></div>",
            start: ([0, 0, 1, 0], 1), end: ([0, 1, 1, 1, 0], 2),
            contents: "<p><b>wo</b></p><p>three <i>four <u>fi</u></i></p>",
            bodyAfterRemoval: "<div><p>one <b>t</b></p><p><i><u>ve</u></i></p></div>", boundaryAfterRemoval: "[0]:1"),
        // A contained child of the common ancestor between the partially contained ones.
        ContentsCase(
            html: "<div><p>a<b>bc</b></p><hr><p>de<i>f</i></p></div>", start: ([0, 0, 1, 0], 1), end: ([0, 2, 0], 1),
            contents: "<p><b>c</b></p><hr><p>d</p>", bodyAfterRemoval: "<div><p>a<b>b</b></p><p>e<i>f</i></p></div>",
            boundaryAfterRemoval: "[0]:1"),
        // Contained siblings after the start at several depths.
        ContentsCase(
            html: "<section><div><p>x<em>y</em>z</p><p>w</p></div><div>q</div></section>",
            start: ([0, 0, 0, 1, 0], 0), end: ([0, 1, 0], 1),
            contents: "<div><p><em>y</em>z</p><p>w</p></div><div>q</div>",
            bodyAfterRemoval: "<section><div><p>x<em></em></p></div><div></div></section>", boundaryAfterRemoval: "[0]:1"),
        // The start in an element that contains the end.
        ContentsCase(
            html: "<ul><li>a</li><li>b</li><li>c</li></ul>", start: ([0], 1), end: ([0, 2, 0], 1),
            contents: "<li>b</li><li>c</li>", bodyAfterRemoval: "<ul><li>a</li><li></li></ul>",
            boundaryAfterRemoval: "[0]:1"),
        // The start in an element that does not contain the end.
        ContentsCase(
            html: "<div><p>ab<i>c</i>d</p><p>ef</p></div>", start: ([0, 0], 1), end: ([0, 1, 0], 1),
            contents: "<p><i>c</i>d</p><p>e</p>", bodyAfterRemoval: "<div><p>ab</p><p>f</p></div>",
            boundaryAfterRemoval: "[0]:1"),
        // The end deeper than the start's element.
        ContentsCase(
            html: "<p>a<b>b<i>c</i>d</b>e</p>", start: ([0], 1), end: ([0, 1, 1, 0], 1),
            contents: "<b>b<i>c</i></b>", bodyAfterRemoval: "<p>a<b><i></i>d</b>e</p>", boundaryAfterRemoval: "[0]:1"),
        // Character data that is not text is cut too.
        ContentsCase(
            html: "<div><!--comment-->text</div>", start: ([0, 0], 2), end: ([0, 1], 2),
            contents: "<!--mment-->te", bodyAfterRemoval: "<div><!--co-->xt</div>", boundaryAfterRemoval: "[0]:1"),
        ContentsCase(
            html: "<p>one<!---->two</p>", start: ([0, 0], 1), end: ([0, 2], 2),
            contents: "ne<!---->tw", bodyAfterRemoval: "<p>oo</p>", boundaryAfterRemoval: "[0]:1"),
        // All of an element's children.
        ContentsCase(
            html: "<div>x<span>y</span>z</div>", start: ([0], 0), end: ([0], 3),
            contents: "x<span>y</span>z", bodyAfterRemoval: "<div></div>", boundaryAfterRemoval: "[0]:0"),
        // A collapsed range has no contents.
        ContentsCase(
            html: "<p>abc</p>", start: ([0, 0], 1), end: ([0, 0], 1),
            contents: "", bodyAfterRemoval: "<p>abc</p>", boundaryAfterRemoval: "[0, 0]:1"),
    ]

    @Test(arguments: cases)
    func cloneContentsCopiesAndLeavesTheTree(_ testCase: ContentsCase) throws {
        let fixture = RangeFixture(testCase.html)
        let range = try fixture.range(testCase.start.0, testCase.start.1, testCase.end.0, testCase.end.1)
        let before = fixture.bodyHTML
        let fragment = try range.cloneContents()
        fixture.expectSound()
        fixture.expectSound(fragment)
        #expect(fixture.store.kind(of: fragment) == .documentFragment)
        #expect(fixture.html(of: fragment) == testCase.contents)
        #expect(fixture.bodyHTML == before)
        #expect(fixture.describe(range.start) == "\(testCase.start.0):\(testCase.start.1)")
    }

    @Test(arguments: cases)
    func extractContentsMovesAndCollapses(_ testCase: ContentsCase) throws {
        let fixture = RangeFixture(testCase.html)
        let range = try fixture.range(testCase.start.0, testCase.start.1, testCase.end.0, testCase.end.1)
        // Another range over the same contents follows the mutations: nothing is left in it.
        let follower = range.cloneRange()
        let fragment = try range.extractContents()
        fixture.expectSound()
        fixture.expectSound(fragment)
        #expect(fixture.html(of: fragment) == testCase.contents)
        #expect(fixture.bodyHTML == testCase.bodyAfterRemoval)
        #expect(range.collapsed)
        #expect(fixture.describe(range.start) == testCase.boundaryAfterRemoval)
        #expect(follower.text == "")
    }

    @Test(arguments: cases)
    func deleteContentsRemovesAndCollapses(_ testCase: ContentsCase) throws {
        let fixture = RangeFixture(testCase.html)
        let range = try fixture.range(testCase.start.0, testCase.start.1, testCase.end.0, testCase.end.1)
        range.deleteContents()
        fixture.expectSound()
        #expect(fixture.bodyHTML == testCase.bodyAfterRemoval)
        #expect(range.collapsed)
        #expect(fixture.describe(range.start) == testCase.boundaryAfterRemoval)
    }

    @Test func aContainedDoctypeCannotBeClonedOrExtracted() throws {
        let fixture = RangeFixture("<p>x</p>")
        let range = fixture.registry.makeRange(at: fixture.document)
        try range.setEnd(fixture.document, 1)
        for operation in [range.cloneContents, range.extractContents] {
            do {
                _ = try operation()
                Issue.record("a doctype was copied")
            } catch {
                #expect(error.name == .hierarchyRequestError)
            }
        }
        fixture.expectSound()
        range.deleteContents()
        fixture.expectSound()
        #expect(fixture.store.doctypeNode(of: fixture.document) == nil)
    }

    // MARK: - insertNode

    @Test func insertNodeIntoTextSplitsIt() throws {
        let fixture = RangeFixture("<p>hello</p>")
        let range = try fixture.range([0, 0], 2, [0, 0], 2)
        let br = fixture.store.createElement(.br, in: fixture.document)
        try range.insertNode(br)
        fixture.expectSound()
        #expect(fixture.bodyHTML == "<p>he<br>llo</p>")
        #expect(fixture.store.childCount(of: fixture.node([0])) == 3)
        // The collapsed range now spans the inserted node.
        #expect(fixture.describe(range) == "[0, 0]:2-[0]:2")
        #expect(range.text == "")
        #expect(fixture.store.parent(of: br) == fixture.node([0]))
    }

    @Test func insertNodeIntoAnElementAndAFragment() throws {
        let fixture = RangeFixture("<ul><li>a</li><li>d</li></ul>")
        let range = try fixture.range([0], 1, [0], 1)
        let fragment = fixture.store.createDocumentFragment(in: fixture.document)
        for text in ["b", "c"] {
            let item = fixture.store.createElement(.li, in: fixture.document)
            try fixture.store.appendChild(fixture.store.createText(text, in: fixture.document), to: item)
            try fixture.store.appendChild(item, to: fragment)
        }
        try range.insertNode(fragment)
        fixture.expectSound()
        #expect(fixture.bodyHTML == "<ul><li>a</li><li>b</li><li>c</li><li>d</li></ul>")
        #expect(fixture.describe(range) == "[0]:1-[0]:3")
        // A range that is not collapsed keeps its end.
        let wide = try fixture.range([0, 0, 0], 0, [0, 3, 0], 1)
        try wide.insertNode(fixture.store.createText("!", in: fixture.document))
        fixture.expectSound()
        #expect(fixture.bodyHTML == "<ul><li>!a</li><li>b</li><li>c</li><li>d</li></ul>")
        #expect(fixture.describe(wide) == "[0, 0, 0]:0-[0, 3, 0]:1")
    }

    @Test func insertNodeErrors() throws {
        let fixture = RangeFixture("<div><!--c--><p>x</p></div>")
        let inComment = try fixture.range([0, 0], 1, [0, 0], 1)
        let paragraph = fixture.node([0, 1])
        let cases: [(LiveRange, NodeID, DOMException.Name)] = [
            (inComment, fixture.store.createElement(.span, in: fixture.document), .hierarchyRequestError),
            // Inserting an ancestor of the start.
            (try fixture.range([0, 1, 0], 0, [0, 1, 0], 0), fixture.node([0]), .hierarchyRequestError),
            (try fixture.range([0, 1], 0, [0, 1], 0), paragraph, .hierarchyRequestError),
            (fixture.registry.makeRange(at: fixture.document), fixture.store.createText("t", in: fixture.document), .hierarchyRequestError),
            // A text node without a parent cannot be split.
            (fixture.registry.makeRange(at: fixture.store.createText("lone", in: fixture.document)), try fixture.store.createElement(named: "b", in: fixture.document), .hierarchyRequestError),
        ]
        for (range, node, name) in cases {
            do {
                try range.insertNode(node)
                Issue.record("insertNode succeeded")
            } catch {
                #expect(error.name == name)
            }
            fixture.expectSound()
        }
        #expect(fixture.bodyHTML == "<div><!--c--><p>x</p></div>")
    }

    // MARK: - surroundContents

    @Test func surroundContentsWrapsText() throws {
        let fixture = RangeFixture("<p>hello world</p>")
        let range = try fixture.range([0, 0], 6, [0, 0], 11)
        let span = fixture.store.createElement(.span, in: fixture.document)
        fixture.store.setAttribute(.class, to: "highlight", on: span)
        try range.surroundContents(with: span)
        fixture.expectSound()
        #expect(fixture.bodyHTML == "<p>hello <span class=\"highlight\">world</span></p>")
        #expect(fixture.describe(range) == "[0]:1-[0]:2")
    }

    @Test func surroundContentsAcrossTextsReplacesTheNewParentsChildren() throws {
        let fixture = RangeFixture("<p>ab<i>x</i>cd</p>")
        let range = try fixture.range([0, 0], 1, [0, 2], 1)
        let mark = try fixture.store.createElement(named: "mark", in: fixture.document)
        try fixture.store.appendChild(fixture.store.createText("old", in: fixture.document), to: mark)
        try range.surroundContents(with: mark)
        fixture.expectSound()
        #expect(fixture.bodyHTML == "<p>a<mark>b<i>x</i>c</mark>d</p>")
        #expect(range.text == "bxc")
    }

    @Test func surroundContentsErrors() throws {
        let fixture = RangeFixture("<p>a<b>bc</b>d</p>")
        // b is partially selected and is not a text node.
        let partial = try fixture.range([0, 1, 0], 1, [0, 2], 1)
        do {
            try partial.surroundContents(with: fixture.store.createElement(.span, in: fixture.document))
            Issue.record("a partially selected element was split")
        } catch {
            #expect(error.name == .invalidStateError)
        }
        let whole = try fixture.range([0], 0, [0], 3)
        for newParent in [fixture.store.createDocumentFragment(in: fixture.document), fixture.document] {
            do {
                try whole.surroundContents(with: newParent)
                Issue.record("surrounded with a \(fixture.store.kind(of: newParent))")
            } catch {
                #expect(error.name == .invalidNodeTypeError)
            }
        }
        fixture.expectSound()
        #expect(fixture.bodyHTML == "<p>a<b>bc</b>d</p>")
        #expect(fixture.describe(partial) == "[0, 1, 0]:1-[0, 2]:1")
    }

    // MARK: - toString

    /// The range's stringifier: text data only, no rendering.
    static let texts: [(String, [Int], Int, [Int], Int, String)] = [
        ("<p>hello world</p>", [0, 0], 1, [0, 0], 4, "ell"),
        ("<p>one <b>two</b></p><p>three</p>", [0, 0], 2, [1, 0], 3, "e twothr"),
        ("<p>a<!--comment-->b<script>c</script></p>", [0], 0, [0], 4, "abc"),
        ("<p>a<!--comment-->b</p>", [0, 1], 2, [0, 2], 1, "b"),
        ("<div><p>x</p>\n<p>y</p></div>", [], 0, [], 1, "x\ny"),
        ("<p>a😀b</p>", [0, 0], 1, [0, 0], 3, "😀"),
        ("<p>abc</p>", [0], 1, [0], 1, ""),
    ]

    @Test(arguments: texts)
    func rangeText(_ html: String, _ startPath: [Int], _ startOffset: Int, _ endPath: [Int], _ endOffset: Int, _ expected: String) throws {
        let fixture = RangeFixture(html)
        #expect(try fixture.range(startPath, startOffset, endPath, endOffset).text == expected)
    }
}
