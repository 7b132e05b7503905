import Selectors
import Testing

/// The operations the DOM calls: matches, closest, querySelector, querySelectorAll, with
/// their search roots and `:scope`.
@Suite struct BoundSelectorListTests {
    let page = PageFixture.page

    /// Queries on an element: only its descendants are returned, but the selector sees the
    /// whole tree, and `:scope` is that element.
    static let scopedToMenu: [MatchCase] = [
        MatchCase(#"li"#, ["li-home", "li-news", "li-about"]),
        MatchCase(#":scope > li"#, ["li-home", "li-news", "li-about"]),
        MatchCase(#"& > li > a"#, ["a-home", "a-news", "a-about"]),
        MatchCase(#":scope"#, []),
        MatchCase(#"ul"#, []),
        MatchCase(#"body li.current"#, ["li-home"]),
        MatchCase(#"nav :scope a"#, ["a-home", "a-news", "a-about"]),
        MatchCase(#"article li"#, []),
        MatchCase(#":scope li:first-child, :scope li:last-child"#, ["li-home", "li-about"]),
        MatchCase(#":has(> a[href="/news"])"#, ["li-news"]),
        MatchCase(#"li:has(+ :scope)"#, []),
    ]

    @Test(arguments: scopedToMenu)
    func querySelectorAllOnAnElement(_ row: MatchCase) throws {
        #expect(try query(row.selector, in: page, under: "menu", scope: "menu") == row.expected)
    }

    @Test func querySelectorReturnsTheFirstMatchInTreeOrder() throws {
        let list = try SelectorList(parsing: "li.x, h1, img").bound(to: page)
        #expect(list.querySelector(in: page.documentRoot, scope: nil) == page.element("headline"))
        #expect(list.querySelector(in: .element(page.element("list")), scope: nil) == page.element("i2"))
        #expect(list.querySelector(in: .element(page.element("footer")), scope: nil) == nil)
        #expect(list.querySelector(in: .documentOrFragment(firstElementChild: nil), scope: nil) == nil)
    }

    @Test func forEachMatchStopsWhenAsked() throws {
        let list = try SelectorList(parsing: "li").bound(to: page)
        var seen: [String] = []
        list.forEachMatch(in: page.documentRoot, scope: nil) { element in
            seen.append(page.labels([element])[0])
            return seen.count < 2
        }
        #expect(seen == ["li-home", "li-news"])
    }

    @Test(arguments: [
        ("a-home", "li", "li-home"),
        ("a-home", "a", "a-home"),
        ("a-home", ".menu-item.current, header", "li-home"),
        ("a-home", "header, .menu-item.current", "li-home"),
        ("a-home", "nav", "nav"),
        ("a-home", ":root", "html"),
        ("a-home", "section", nil),
        ("p-quote", "[lang]", "quote"),
        ("fo-div", "svg", "logo"),
        ("a-home", "ul:has(> .current) > li", "li-home"),
    ] as [(String, String, String?)])
    func closestIsTheNearestInclusiveAncestor(_ start: String, _ selector: String, _ expected: String?) throws {
        let list = try SelectorList(parsing: selector).bound(to: page)
        let found = list.closest(from: page.element(start), scope: page.element(start))
        #expect(found == expected.map(page.element))
    }

    @Test func closestWithScopeIsTheCalledOnElement() throws {
        let list = try SelectorList(parsing: ":scope").bound(to: page)
        let start = page.element("a-home")
        #expect(list.closest(from: start, scope: start) == start)
        let above = try SelectorList(parsing: "li:not(:scope)").bound(to: page)
        #expect(above.closest(from: page.element("li-home"), scope: page.element("li-home")) == nil)
    }

    @Test(arguments: [
        ("a-external", "p > a", true),
        ("a-external", "article a.external[rel~=nofollow]", true),
        ("a-external", "header a", false),
        ("i4", "li:nth-child(2n of .x)", true),
        ("i4", ":scope", true),
        ("i4", "ul :scope", true),
        ("i4", ":scope li", false),
        ("html", ":scope", true),
        ("p-quote", "blockquote:lang(fr) > p", true),
    ])
    func matchesAnElement(_ label: String, _ selector: String, _ expected: Bool) throws {
        let element = page.element(label)
        let list = try SelectorList(parsing: selector).bound(to: page)
        #expect(list.matches(element, scope: element) == expected)
    }

    @Test func bindingSeesOnlyTheNamesTheTreeKnows() throws {
        let list = try SelectorList(parsing: "blink, [data-unknown], p:not([data-unknown]):first-child")
        let bound = list.bound(to: page)
        #expect(page.labels(bound.querySelectorAll(in: page.documentRoot, scope: nil)) == ["p-quote", "copyright"])
        #expect(bound.selectorList == list)
    }

    // MARK: Large trees

    /// A chain of `depth` nested `div`s with a `span` at the bottom: deeper than any stack.
    static func deepChain(depth: Int) -> TestTree {
        var builder = TestTreeBuilder()
        for level in 0..<depth {
            builder.openElement("div", label: "d\(level)", attributes: level % 2 == 0 ? [("class", "even")] : [])
        }
        builder.openElement("span", label: "leaf")
        return TestTree(builder)
    }

    @Test func deepTreesAreWalkedWithoutRecursion() throws {
        let depth = 100_000
        let tree = Self.deepChain(depth: depth)
        let all = try SelectorList(parsing: "div div.even > div").bound(to: tree)
        #expect(all.querySelectorAll(in: tree.documentRoot, scope: nil).count == depth / 2 - 1)
        let leaf = tree.element("leaf")
        let root = tree.element("d0")
        #expect(try SelectorList(parsing: "body").bound(to: tree).closest(from: leaf, scope: nil) == nil)
        #expect(try SelectorList(parsing: ":root").bound(to: tree).closest(from: leaf, scope: nil) == root)
        let has = try SelectorList(parsing: ":has(span)").bound(to: tree)
        #expect(has.matches(root, scope: nil))
        #expect(try query("span:only-child:empty", in: tree) == ["leaf"])
    }

    @Test func failedDescendantCombinatorsAreNotRetried() throws {
        // Without pruning, this tries every way of choosing 12 of 3,000 ancestors.
        let tree = Self.deepChain(depth: 3_000)
        let selector = "section" + String(repeating: " div", count: 12) + " span"
        #expect(try query(selector, in: tree).isEmpty)
        let siblings = "section" + String(repeating: " ~ div", count: 12)
        #expect(try query(siblings, in: tree).isEmpty)
    }

    /// A list of 30 `li`s, every 10th marked and the 15th holding a marked `b`, and
    /// a tower of `div`s with a marked `span` down one branch.
    static let marks: TestTree = {
        var builder = TestTreeBuilder()
        builder.openElement("ul", label: "list")
        for index in 1...30 {
            builder.openElement("li", label: "li\(index)", attributes: index % 10 == 0 ? [("class", "mark")] : [])
            if index == 15 {
                builder.openElement("b", label: "b15", attributes: [("class", "mark")])
                builder.closeElement()
            }
            builder.closeElement()
        }
        builder.closeElement()
        builder.openElement("div", label: "outer")
        for branch in [["a", "a1"], ["b", "b1"]] {
            for label in branch { builder.openElement("div", label: label) }
            if branch[0] == "a" {
                builder.openElement("span", label: "s", attributes: [("class", "mark")])
                builder.closeElement()
            }
            for _ in branch { builder.closeElement() }
        }
        return TestTree(builder)
    }()

    static func items(_ range: ClosedRange<Int>) -> [String] { range.map { "li\($0)" } }

    @Test(arguments: [
        MatchCase(".mark ~ li", items(11...30)),
        MatchCase(".mark ~ .mark ~ li", items(21...30)),
        MatchCase("li:not(.mark) ~ .mark", ["li10", "li20", "li30"]),
        MatchCase("li:has(~ .mark)", items(1...29)),
        MatchCase("li:has(~ li b)", items(1...14)),
        MatchCase("li:has(~ li > .mark)", items(1...14)),
        MatchCase(":has(+ li ~ .mark)", items(1...28)),
        MatchCase("div:has(.mark)", ["outer", "a", "a1"]),
        MatchCase("div:has(> div > .mark)", ["a"]),
        MatchCase("div:has(div .mark)", ["outer", "a"]),
        MatchCase(":has(.mark):not(:has(~ li))", ["list", "outer", "a", "a1"]),
    ])
    func rememberedSiblingsAndHasResultsAgreeWithLooking(_ row: MatchCase) throws {
        // `query` compares a matcher that remembers with one that does not, in tree order.
        #expect(try query(row.selector, in: Self.marks) == row.expected)
        // One remembering matcher asked in reverse tree order agrees too.
        let tree = Self.marks.remembering
        var matcher = try SelectorList(parsing: row.selector).bound(to: tree).memberMatcher()
        let reversed = (0..<Int32(tree.records.count)).reversed().filter { matcher.matches(selectorAt: 0, $0) }
        #expect(tree.labels(reversed.reversed()) == row.expected)
    }

    @Test func wideSiblingListsAreCountedCorrectly() throws {
        var builder = TestTreeBuilder()
        builder.openElement("ul", label: "list")
        for index in 1...2_000 {
            builder.openElement("li", label: "\(index)", attributes: index % 3 == 0 ? [("class", "third")] : [])
            builder.closeElement()
        }
        let tree = TestTree(builder)
        #expect(try query("li:nth-child(1000)", in: tree) == ["1000"])
        #expect(try query("li:nth-last-child(1)", in: tree) == ["2000"])
        #expect(try query("li:nth-child(300 of .third)", in: tree) == ["900"])
        #expect(try query("li:nth-last-of-type(-n+2)", in: tree) == ["1999", "2000"])
        #expect(try query("li.third + li ~ li.third", in: tree).count == 665)
    }
}
