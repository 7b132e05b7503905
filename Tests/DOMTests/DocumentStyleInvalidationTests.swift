@testable import DOM
import HTMLParsing
import Testing
import WHATWGURL

/// A change drops only the styles it can alter (`DocumentStyle.changedRoots`): random
/// sequences of mutations on small documents, each followed by style queries, must give
/// what a fresh document parsed from the same markup gives, element by element; and the
/// cases the invalidation tells apart, one by one.
@Suite struct DocumentStyleInvalidationTests {
    /// Rules with descendant, child, sibling, `:nth-child`, attribute and `:not()`
    /// selectors, setting what rendered text and `getComputedStyle` read.
    static let rules = """
        .a { display: block }
        .b { display: inline }
        .a .b { font-size: 20px }
        .a > .c { display: none }
        .b + .c { visibility: hidden }
        .c ~ .d { text-transform: uppercase }
        div:nth-child(2n) { white-space: pre }
        span:first-child { margin-left: 5px }
        section:last-child { display: none }
        em:nth-of-type(2) { font-weight: 700 }
        [data-x] { display: inline-block }
        [data-x="2"] .d { display: none }
        div:not(.a) > em { visibility: hidden }
        #i1 { font-size: 30px }
        #i1 ~ section .a { display: none }
        :nth-child(odd of .d) { text-transform: lowercase }
        .d:nth-last-child(2 of .b) { margin-left: 7px }
        """

    /// The page's sheet in each run: the rules alone, then with the selectors that make
    /// changes drop everything (`:has()`) or read text (`:empty`).
    static let sheets = [
        rules,
        rules + "\n.a:has(> .c) { display: inline }",
        rules + "\ndiv:empty { display: none }",
    ]

    @Test(arguments: 0..<18)
    func mutationsLeaveTheStylesOfAFreshDocument(_ seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
        let sheet = Self.sheets[seed % Self.sheets.count]
        let everyProperty = seed % 2 == 0
        let page = Fixture(sheet: sheet, body: Self.randomMarkup(&random, depth: 3))
        let store = page.store
        for step in 0..<40 {
            let change = page.mutate(&random)
            // Some steps ask nothing, so that changes pile up; some ask about a few
            // elements, so that some styles are kept and others not.
            let ask = random.int(6)
            if ask == 0 { continue }
            let fresh = Fixture(markup: HTMLSerializer(store: store).serialize(page.document))
            let elements = page.elements()
            let freshElements = fresh.elements()
            try #require(elements.count == freshElements.count, "step \(step): \(change)")
            if everyProperty, !Self.compareDetached(page, fresh, "seed \(seed) step \(step) after \(change)") { return }
            for (index, element) in elements.enumerated() {
                if ask == 1 && random.int(3) != 0 { continue }
                let other = freshElements[index]
                let context = "seed \(seed) step \(step) after \(change): element \(index) <\(store.localNameString(of: element))>"
                if everyProperty {
                    for property in Self.properties {
                        let value = store.computedStyleValue(of: property, for: element)
                        let expected = fresh.store.computedStyleValue(of: property, for: other)
                        #expect(value == expected, "\(context) \(property)")
                        if value != expected { return }
                    }
                } else {
                    #expect(store.display(of: element) == fresh.store.display(of: other), "\(context) display")
                }
                let text = store.innerText(of: element)
                let expected = fresh.store.innerText(of: other)
                #expect(text == expected, "\(context) innerText")
                if text != expected { return }
            }
        }
    }

    /// The styles of the elements taken out, against a copy of each made from its markup
    /// in the fresh document and taken out of its fragment.
    static func compareDetached(_ page: Fixture, _ fresh: Fixture, _ context: String) -> Bool {
        for root in page.detached {
            let fragment = HTMLParser.parseFragment(
                HTMLSerializer(store: page.store).serialize(root), context: fresh.store.body(of: fresh.document)!,
                in: fresh.store)
            guard let copy = fresh.store.firstChild(of: fragment) else { continue }
            fresh.store.remove(copy)
            var elements = [root], copies = [copy]
            page.store.forEachDescendantElement(of: root) { elements.append($0); return true }
            fresh.store.forEachDescendantElement(of: copy) { copies.append($0); return true }
            guard elements.count == copies.count else { continue }
            for (element, other) in zip(elements, copies) {
                let value = page.store.computedStyleValue(of: "display", for: element)
                let expected = fresh.store.computedStyleValue(of: "display", for: other)
                #expect(value == expected, "\(context): a detached <\(page.store.localNameString(of: element))>")
                if value != expected { return false }
            }
        }
        return true
    }

    static let properties = [
        "display", "visibility", "font-size", "margin-left", "white-space", "text-transform", "font-weight",
    ]

    // MARK: The cases one by one

    /// One change, and the elements whose styles it drops and keeps after `innerText`
    /// styled the body.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let sheet: String
        let change: Change
        let dropped: [String]
        let kept: [String]

        init(_ name: String, _ sheet: String, _ change: Change, _ dropped: [String], _ kept: [String]) {
            (self.name, self.sheet, self.change, self.dropped, self.kept) = (name, sheet, change, dropped, kept)
        }

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // An attribute a selector reads: the element and its subtree; not its parent.
        Case("class on an element", ".a .b { display: none }", .set("class", "a", on: "x"),
         ["x", "x1", "x2"], ["body", "w", "y", "z"]),
        // A class no selector reads, an attribute no selector reads: nothing.
        Case("an unused class", ".a { display: none }", .set("class", "q", on: "x"),
         [], ["body", "w", "x", "x1", "y", "z"]),
        Case("an unread attribute", ".a { display: none }", .set("data-q", "1", on: "x"),
         [], ["body", "w", "x", "x1", "y", "z"]),
        // `style` and presentational hints.
        Case("style", ".a { display: none }", .set("style", "display: inline", on: "x"),
         ["x", "x1"], ["body", "w", "y"]),
        Case("hidden", ".a { display: none }", .set("hidden", "", on: "x"),
         ["x", "x1"], ["body", "w", "y"]),
        // A sibling combinator: the following siblings' subtrees too, not the earlier ones.
        Case("a sibling combinator", ".a + div { display: none }", .set("class", "a", on: "x"),
         ["x", "x1", "y", "y1", "z"], ["body", "w", "w1"]),
        // `style` and hints: no selector reads them, so no sibling.
        Case("style beside a sibling combinator", ".a + div { display: none }", .set("style", "color: red", on: "x"),
         ["x", "x1"], ["body", "w", "y", "y1", "z"]),
        Case("an attribute a sibling selector reads", "[data-q] + div { display: none }", .set("data-q", "", on: "x"),
         ["x", "x1", "y", "y1", "z"], ["body", "w", "w1"]),
        Case("nth-child of S", ":nth-child(2 of .a) { display: none }", .set("class", "a", on: "x"),
         ["x", "y", "y1", "z"], ["body", "w"]),
        Case("nth-last-child of S", ":nth-last-child(2 of .a) { display: none }", .set("class", "a", on: "x"), ["w", "w1", "x", "y", "z"], ["body"]),
        // `:nth-child` without `of` reads no attribute of siblings.
        Case("nth-child", "div:nth-child(2n) { display: none } .a { display: block }", .set("class", "a", on: "x"), ["x", "x1"], ["body", "w", "y"]),
        // `:has()`: everything.
        Case("has", "div:has(.a) { display: none }", .set("class", "a", on: "x1"),
         ["body", "w", "x", "y"], []),
        // A child list: the parent's subtree.
        Case("an insertion", "div + div { display: none }", .insertBefore("y"),
         ["body", "w", "x", "y", "z"], []),
        Case("a child list below", ".a { display: none }", .insertInto("x"),
         ["x", "x1", "x2"], ["body", "w", "y"]),
        Case("a removal", "div:last-child { display: none }", .remove("z"),
         ["body", "w", "x", "y"], []),
        // A style sheet: everything.
        Case("a style element", "", .addStyle(".a { display: none }"),
         ["body", "w", "x", "y", "z"], []),
        Case("a style element inside an element", "", .insertMarkup("<div><style>.a { display: none }</style></div>", into: "x"),
         ["body", "w", "x", "y", "z"], []),
        Case("a style element's media", ".a { display: none }", .set("media", "print", on: "sheet"),
         ["body", "w", "x", "y", "z"], []),
        Case("a style element taken out", "", .remove("sheet"), ["body", "w", "x", "y", "z"], []),
        // Text, when no selector reads it: nothing.
        Case("text", ".a { display: none }", .setText("new", in: "x2"),
         [], ["body", "w", "x", "x1", "y"]),
        ]

    /// What a change restyles, as the kept styles show it: an element whose style was
    /// dropped has none until asked again. (`data-q` is on the page first: a name the
    /// store never had makes the rules be bound again, and everything start over.)
    @Test(arguments: cases)
    func aChangeDropsWhatItCanChange(_ testCase: Case) throws {
        let (name, change, dropped, kept) = (testCase.name, testCase.change, testCase.dropped, testCase.kept)
        let page = Fixture(sheet: testCase.sheet, body: """
            <div id=w><span id=w1>w</span></div><div id=x><span id=x1>x</span><div id=x2>x2</div></div>\
            <div id=y><span id=y1>y</span></div><div id=z data-q=0>z</div>
            """)
        let body = try #require(page.store.body(of: page.document))
        _ = page.store.innerText(of: body)
        change.apply(to: page)
        let keptNow = page.keptStyles()
        for id in dropped { #expect(!keptNow.contains(id), "\(name): \(id) kept") }
        for id in kept { #expect(keptNow.contains(id), "\(name): \(id) dropped") }
        // And the styles are right.
        let fresh = Fixture(markup: HTMLSerializer(store: page.store).serialize(page.document))
        #expect(page.store.innerText(of: body) == fresh.store.innerText(of: fresh.store.body(of: fresh.document)!), "\(name)")
    }

    /// A selector reads an attribute of an SVG element by its name as written (`viewBox`),
    /// which the tables of what selectors read held only lowercased: setting it changed no
    /// style until something else made everything start over. (The page has the name
    /// first: a new name makes everything start over.)
    @Test func aMixedCaseAttributeASelectorReadsDropsStyles() throws {
        let page = Fixture(sheet: "svg[viewBox] { display: none } [viewBox] + p { display: none }", body: """
            <svg viewBox="0 0 1 1"></svg><svg id=s></svg><p id=p>p</p>
            """)
        let store = page.store
        let body = try #require(store.body(of: page.document))
        #expect(store.innerText(of: body) == "p")
        #expect(store.computedStyleValue(of: "display", for: page.element("s")) == "inline")
        page.set("viewBox", "0 0 2 2", on: "s")
        #expect(store.computedStyleValue(of: "display", for: page.element("s")) == "none")
        #expect(store.innerText(of: body) == "")
    }

    /// An element made after the styles last looked and styled before anything changed (the
    /// style of a new element, asked before it is put anywhere) has its changes recorded
    /// like any other's: they were taken for changes to an element without a style, and
    /// its old style kept.
    @Test func anElementStyledBeforeAnyChangeHasItsChangesRecorded() throws {
        let page = Fixture(sheet: ".a { display: none }", body: "<div id=x>x</div>")
        let store = page.store
        _ = store.computedStyleValue(of: "display", for: try #require(store.body(of: page.document)))
        let element = try store.createElement(named: "div", in: page.document)
        #expect(store.computedStyleValue(of: "display", for: element) == "block")
        try store.setAttribute(named: "class", to: "a", on: element)
        #expect(store.computedStyleValue(of: "display", for: element) == "none")
    }

    /// A second document of the store whose style was asked once (one a script parsed) does
    /// not make the first start over at every question once 1,024 changes have passed: the
    /// log of changes kept filling for it, stood for "anything changed", and dropped every
    /// style at each question.
    @Test func aDocumentAskedOnceDoesNotMakeTheOthersStartOver() throws {
        let page = Fixture(sheet: ".a .b { display: none }", body: """
            <div id=w><span id=w1>w</span></div><div id=x><span id=x1>x</span></div>
            """)
        let store = page.store
        let other = store.createDocument(url: URLRecord.parse("http://fakehost/other.html")!)
        HTMLParser.parseDocument("<p>other</p>", into: store, document: other)
        _ = store.innerText(of: try #require(store.body(of: other)))
        let body = try #require(store.body(of: page.document))
        for round in 0..<1100 {
            page.set("class", round % 2 == 0 ? "a" : "", on: "x")
            _ = store.innerText(of: body)
        }
        page.set("class", "a", on: "x")
        let kept = page.keptStyles()
        #expect(kept.contains("w") && kept.contains("w1") && !kept.contains("x1"))
    }

    /// A change the table makes.
    enum Change: Sendable {
        case set(String, String, on: String)
        case insertBefore(String)
        case insertInto(String)
        case remove(String)
        case addStyle(String)
        case setText(String, in: String)
        case insertMarkup(String, into: String)

        func apply(to page: Fixture) {
            switch self {
            case .set(let name, let value, let id): page.set(name, value, on: id)
            case .insertBefore(let id): page.insert(before: id)
            case .insertInto(let id): page.insert(into: id)
            case .remove(let id): page.remove(id)
            case .addStyle(let text): page.addStyle(text)
            case .setText(let text, let id): page.setText(text, in: id)
            case .insertMarkup(let markup, let id):
                let fragment = HTMLParser.parseFragment(markup, context: page.element(id), in: page.store)
                _ = try! page.store.appendChild(fragment, to: page.element(id))
            }
        }
    }

    /// A page that never asks for a style records no change.
    @Test func aPageThatNeverAsksRecordsNothing() throws {
        let page = Fixture(sheet: ".a { display: none }", body: "<div id=x>x</div>")
        page.set("class", "a", on: "x")
        #expect(page.store.recordedStyleChangeCount == nil)
        _ = page.store.innerText(of: try #require(page.store.body(of: page.document)))
        #expect(page.store.recordedStyleChangeCount == 0)
        page.set("class", "b", on: "x")
        #expect(page.store.recordedStyleChangeCount == 1)
    }

    // MARK: Documents

    /// Random markup of `div`, `span`, `section` and `em` elements (which the parser
    /// nests as written) with classes, IDs, attributes and text.
    static func randomMarkup(_ random: inout SplitMix64, depth: Int) -> String {
        var markup = ""
        for _ in 0..<(1 + random.int(4)) {
            if random.int(4) == 0 {
                markup += random.int(2) == 0 ? " t\(random.int(9)) " : "w\(random.int(9))"
                continue
            }
            let name = Self.names[random.int(Self.names.count)]
            markup += "<\(name)\(randomAttributes(&random))>"
            if depth > 0 && random.int(3) != 0 { markup += randomMarkup(&random, depth: depth - 1) }
            markup += "</\(name)>"
        }
        return markup
    }

    static let names = ["div", "span", "section", "em"]

    static func randomAttributes(_ random: inout SplitMix64) -> String {
        var attributes = ""
        if random.int(2) == 0 { attributes += " class=\"\(randomClasses(&random))\"" }
        if random.int(8) == 0 { attributes += " id=i\(random.int(3))" }
        if random.int(6) == 0 { attributes += " data-x=\(1 + random.int(2))" }
        return attributes
    }

    static func randomClasses(_ random: inout SplitMix64) -> String {
        ["a", "b", "c", "d", "z"].filter { _ in random.int(3) == 0 }.joined(separator: " ")
    }
}

/// A document made from a sheet and body markup, with the changes the tests make.
final class Fixture {
    let store = NodeStore()
    let document: NodeID
    /// Elements the changes took out of the document, still without a parent.
    var detached: [NodeID] = []

    init(markup: String) {
        document = store.createDocument(url: URLRecord.parse("http://fakehost/test/page.html")!)
        HTMLParser.parseDocument(markup, into: store, document: document)
    }

    convenience init(sheet: String, body: String) {
        self.init(markup: "<!DOCTYPE html><html><head><style id=sheet>\(sheet)</style></head><body>\(body)</body></html>")
    }

    /// The body's elements (the body included), in tree order, but for `style` elements
    /// (whose contents are text to the parser).
    func elements() -> [NodeID] {
        guard let body = store.body(of: document) else { return [] }
        var elements = [body]
        store.forEachDescendantElement(of: body) { element in
            if store.localNameString(of: element) != "style" { elements.append(element) }
            return true
        }
        return elements
    }

    func element(_ id: String) -> NodeID {
        id == "body" ? store.body(of: document)! : store.element(withID: id, under: document)!
    }

    /// The IDs (and `body`) of the elements whose styles are kept.
    func keptStyles() -> Set<String> {
        store.documentStyles[document]?.update()
        return Set(elements().filter { store.hasKeptStyle($0) }.map { $0 == store.body(of: document)! ? "body" : store.id(of: $0) })
    }

    func set(_ name: String, _ value: String, on id: String) {
        try! store.setAttribute(named: name, to: value, on: element(id))
    }

    func insert(before id: String) {
        let reference = element(id)
        let div = store.createElement(.div, in: document)
        try! store.preInsert(div, into: store.parent(of: reference)!, before: reference)
    }

    func insert(into id: String) {
        _ = try! store.appendChild(store.createElement(.span, in: document), to: element(id))
    }

    func remove(_ id: String) { store.remove(element(id)) }

    func addStyle(_ text: String) {
        let style = store.createElement(.style, in: document)
        store.setTextContent(text, of: style)
        _ = try! store.appendChild(style, to: store.head(of: document)!)
    }

    func setText(_ text: String, in id: String) {
        let node = store.firstChild(of: element(id))!
        store.replaceData(of: node, offset: 0, count: store.length(of: node), with: text)
    }

    /// One random change to the body's subtree, described.
    func mutate(_ random: inout SplitMix64) -> String {
        let body = store.body(of: document)!
        let elements = self.elements()
        let element = elements[random.int(elements.count)]
        let nonBody = elements.count > 1 ? elements[1 + random.int(elements.count - 1)] : nil
        let label = "<\(store.localNameString(of: element))> \(elements.firstIndex(of: element)!)"
        detached.removeAll { store.parent(of: $0) != nil }
        switch random.int(15) {
        case 0, 1:
            let classes = DocumentStyleInvalidationTests.randomClasses(&random)
            try! store.setAttribute(named: "class", to: classes, on: element)
            return "class=\"\(classes)\" on \(label)"
        case 2:
            let id = "i\(random.int(3))"
            try! store.setAttribute(named: "id", to: id, on: element)
            return "id=\(id) on \(label)"
        case 3:
            if random.int(2) == 0 {
                store.removeAttribute(named: "data-x", from: element)
                return "no data-x on \(label)"
            }
            let value = "\(1 + random.int(2))"
            try! store.setAttribute(named: "data-x", to: value, on: element)
            return "data-x=\(value) on \(label)"
        case 4:
            let value = ["display: none", "font-size: 25px", "visibility: hidden", "display: inline", ""][random.int(5)]
            try! store.setAttribute(named: "style", to: value, on: element)
            return "style=\"\(value)\" on \(label)"
        case 5:
            if store.hasAttribute(.hidden, on: element) {
                store.removeAttribute(named: "hidden", from: element)
                return "no hidden on \(label)"
            }
            try! store.setAttribute(named: "hidden", to: "", on: element)
            return "hidden on \(label)"
        case 6:
            try! store.setAttribute(named: "data-y", to: "\(random.int(9))", on: element)
            return "data-y on \(label)"
        case 7:
            let fragment = HTMLParser.parseFragment(
                DocumentStyleInvalidationTests.randomMarkup(&random, depth: 1), context: body, in: store)
            let children = store.children(of: element)
            let reference = children.isEmpty || random.int(3) == 0 ? nil : children[random.int(children.count)]
            try! store.preInsert(fragment, into: element, before: reference)
            return "insertion into \(label)"
        case 8:
            guard let node = nonBody else { return "nothing" }
            store.remove(node)
            if store.isElement(node) { detached.append(node) }
            return "removal of <\(store.localNameString(of: node))>"
        case 9:
            // A move: an element put before a node that is not inside it.
            guard let node = nonBody, !store.isInclusiveAncestor(node, of: element) else { return "nothing" }
            let children = store.children(of: element)
            let reference = children.isEmpty ? nil : children[random.int(children.count)]
            try! store.preInsert(node, into: element, before: reference)
            return "move into \(label)"
        case 14:
            // A sheet of the page's own, inside an element.
            let markup = "<span><style>.\(["a", "b", "c"][random.int(3)]) { display: none }</style></span>"
            _ = try! store.appendChild(HTMLParser.parseFragment(markup, context: body, in: store), to: element)
            return "a style element in \(label)"
        case 12:
            // A wrapper: a new element (with no style yet) put where a styled one was,
            // holding it.
            guard let node = nonBody, let parent = store.parent(of: node) else { return "nothing" }
            let wrapper = try! store.createElement(named: "section", in: document)
            try! store.preInsert(wrapper, into: parent, before: node)
            _ = try! store.appendChild(node, to: wrapper)
            return "a wrapper around <\(store.localNameString(of: node))>"
        case 13:
            guard !detached.isEmpty else { return "nothing" }
            let node = detached.removeLast()
            let children = store.children(of: element)
            try! store.preInsert(node, into: element, before: children.isEmpty ? nil : children[random.int(children.count)])
            return "reinsertion into \(label)"
        case 10:
            var texts: [NodeID] = []
            store.forEachDescendant(of: body) { node in
                if store.kind(of: node) == .text { texts.append(node) }
                return true
            }
            guard !texts.isEmpty else { return "nothing" }
            let text = texts[random.int(texts.count)]
            let data = random.int(3) == 0 ? "" : "x\(random.int(9)) y"
            store.replaceData(of: text, offset: 0, count: store.length(of: text), with: data)
            return "text \"\(data)\""
        default:
            guard let node = nonBody else { return "nothing" }
            let data = random.int(3) == 0 ? "" : "s\(random.int(9))"
            store.setTextContent(data, of: node)
            return "textContent \"\(data)\" of <\(store.localNameString(of: node))>"
        }
    }
}

extension NodeStore {
    /// Whether `element`'s style is kept by its document's style.
    func hasKeptStyle(_ element: NodeID) -> Bool { documentStyles[document(of: element)]?.slot(of: element) != nil }

    /// How many changes the style change log holds; nil when there is none.
    var recordedStyleChangeCount: Int? { styleChangeLog?.changes.count }
}

/// A small seeded random number generator (SplitMix64), so each run makes the same documents.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound`.
    mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
