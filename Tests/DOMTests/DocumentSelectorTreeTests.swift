import DOM
import HTMLParsing
import Testing
import WHATWGURL

/// A document's tree as the selector engine sees it: its version changes with every
/// mutation, so what a kept matcher remembers (the `~` walks and the `:has()` failures of
/// `MatchMemo`) never outlives the tree it was learnt on.
@Suite struct DocumentSelectorTreeTests {
    /// A list of six `li`s under a style sheet with a `~` rule and two `:has()` rules.
    static func page() -> (NodeStore, [NodeID], NodeID) {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("http://fakehost/test/page.html")!)
        HTMLParser.parseDocument("""
            <!DOCTYPE html><style>.mark ~ li { color: red } li:has(~ .mark) { display: none }
            div:has(.mark) { color: blue }</style>
            <ul><li>1<li>2<li>3<li>4<li>5<li>6</ul><div id=d><div><p>x</p></div></div>
            """, into: store, document: document)
        var items: [NodeID] = []
        var paragraph: NodeID?
        store.forEachDescendantElement(of: document) { element in
            if store.isHTMLElement(element, named: .li) { items.append(element) }
            if store.isHTMLElement(element, named: .p) { paragraph = element }
            return true
        }
        return (store, items, paragraph!)
    }

    static func colors(_ store: NodeStore, _ items: [NodeID]) -> String {
        items.map { store.computedStyleValue(of: "color", for: $0) == "rgb(255, 0, 0)" ? "r" : "-" }.joined()
    }

    static func displays(_ store: NodeStore, _ items: [NodeID]) -> String {
        items.map { store.computedStyleValue(of: "display", for: $0) == "none" ? "n" : "-" }.joined()
    }

    @Test func styleQueriesFollowMutationsOfSiblingAndHasRules() {
        let (store, items, paragraph) = Self.page()
        let outer = store.parentElement(of: store.parentElement(of: paragraph)!)!
        #expect(Self.colors(store, items) == "------")
        #expect(Self.displays(store, items) == "------")
        #expect(store.computedStyleValue(of: "color", for: outer) == "rgb(0, 0, 0)")

        store.setAttribute(.class, to: "mark", on: items[2])
        #expect(Self.colors(store, items) == "---rrr")
        #expect(Self.displays(store, items) == "nn----")

        store.setAttribute(.class, to: "mark", on: items[4])
        store.setAttribute(.class, to: "", on: items[2])
        #expect(Self.colors(store, items) == "-----r")
        #expect(Self.displays(store, items) == "nnnn--")

        store.setAttribute(.class, to: "mark", on: paragraph)
        #expect(store.computedStyleValue(of: "color", for: outer) == "rgb(0, 0, 255)")
        store.remove(items[4])
        #expect(Self.colors(store, Array(items[0..<4]) + [items[5]]) == "-----")
        #expect(Self.displays(store, Array(items[0..<4]) + [items[5]]) == "-----")
    }
}
