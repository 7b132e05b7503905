import DOM
import Testing

@Suite struct RangeLiveUpdateTests {
    /// A range over some markup, a mutation, and where the range is afterwards.
    struct UpdateCase: CustomTestStringConvertible, Sendable {
        var name: String
        var html: String
        var start: ([Int], Int)
        var end: ([Int], Int)
        var mutate: @Sendable (RangeFixture) throws -> Void
        var expected: String

        var testDescription: String { name }
    }

    static let list = "<ul><li>a</li><li>b</li><li>c</li></ul>"

    static func item(_ fixture: RangeFixture, _ text: String) -> NodeID {
        let item = fixture.store.createElement(.li, in: fixture.document)
        fixture.store.appendChildForBuilding(fixture.store.createText(text, in: fixture.document), to: item)
        return item
    }

    static let cases: [UpdateCase] = [
        // https://dom.spec.whatwg.org/#concept-node-remove
        UpdateCase(
            name: "removing the node holding the start moves it to the parent", html: "<p>a<b>bc</b>d</p>",
            start: ([0, 1, 0], 1), end: ([0, 2], 1), mutate: { $0.store.remove($0.node([0, 1])) },
            expected: "[0]:1-[0, 1]:1"),
        UpdateCase(
            name: "removing an earlier sibling moves offsets back", html: list, start: ([0], 1), end: ([0], 3),
            mutate: { $0.store.remove($0.node([0, 0])) }, expected: "[0]:0-[0]:2"),
        UpdateCase(
            name: "removing the child at the start offset keeps the start", html: list, start: ([0], 1), end: ([0], 3),
            mutate: { $0.store.remove($0.node([0, 1])) }, expected: "[0]:1-[0]:2"),
        UpdateCase(
            name: "removing a later sibling changes nothing", html: list, start: ([0], 1), end: ([0], 2),
            mutate: { $0.store.remove($0.node([0, 2])) }, expected: "[0]:1-[0]:2"),
        UpdateCase(
            name: "removing an ancestor of both points", html: "<div><p>one</p></div><p>two</p>",
            start: ([0, 0, 0], 1), end: ([0, 0, 0], 2), mutate: { $0.store.remove($0.node([0])) },
            expected: "[]:0-[]:0"),
        // https://dom.spec.whatwg.org/#concept-node-insert
        UpdateCase(
            name: "inserting before the start's child moves the end only", html: list, start: ([0], 1), end: ([0], 2),
            mutate: { try $0.store.preInsert(item($0, "new"), into: $0.node([0]), before: $0.node([0, 1])) },
            expected: "[0]:1-[0]:3"),
        UpdateCase(
            name: "inserting first moves both", html: list, start: ([0], 1), end: ([0], 3),
            mutate: { try $0.store.preInsert(item($0, "new"), into: $0.node([0]), before: $0.node([0, 0])) },
            expected: "[0]:2-[0]:4"),
        UpdateCase(
            name: "appending changes nothing", html: list, start: ([0], 3), end: ([0], 3),
            mutate: { try $0.store.appendChild(item($0, "new"), to: $0.node([0])) }, expected: "[0]:3-[0]:3"),
        UpdateCase(
            name: "inserting a fragment moves by its child count", html: list, start: ([0], 0), end: ([0], 1),
            mutate: { fixture in
                let fragment = fixture.store.createDocumentFragment(in: fixture.document)
                try fixture.store.appendChild(item(fixture, "x"), to: fragment)
                try fixture.store.appendChild(item(fixture, "y"), to: fragment)
                try fixture.store.preInsert(fragment, into: fixture.node([0]), before: fixture.node([0, 0]))
            },
            expected: "[0]:0-[0]:3"),
        UpdateCase(
            name: "moving a child to the end", html: list, start: ([0], 1), end: ([0], 2),
            mutate: { try $0.store.appendChild($0.node([0, 0]), to: $0.node([0])) }, expected: "[0]:0-[0]:1"),
        UpdateCase(
            name: "replacing all children", html: "<div><p>abc</p></div>", start: ([0, 0, 0], 1), end: ([0, 0, 0], 2),
            mutate: { $0.store.setTextContent("new", of: $0.node([0])) }, expected: "[0]:0-[0]:0"),
        // https://dom.spec.whatwg.org/#concept-cd-replace
        UpdateCase(
            name: "replacing data around the start", html: "<p>hello world</p>", start: ([0, 0], 2), end: ([0, 0], 9),
            mutate: { $0.store.replaceData(of: $0.node([0, 0]), offset: 1, count: 3, with: "ABCDE") },
            expected: "[0, 0]:1-[0, 0]:11"),
        UpdateCase(
            name: "setting all the data", html: "<p>hello world</p>", start: ([0, 0], 2), end: ([0, 0], 9),
            mutate: { $0.store.setData("x", of: $0.node([0, 0])) }, expected: "[0, 0]:0-[0, 0]:0"),
        UpdateCase(
            name: "appending data at the end", html: "<p>hello world</p>", start: ([0, 0], 2), end: ([0, 0], 11),
            mutate: { $0.store.replaceData(of: $0.node([0, 0]), offset: 11, count: 0, with: "!") },
            expected: "[0, 0]:2-[0, 0]:11"),
        UpdateCase(
            name: "offsets count UTF-16 code units", html: "<p>a😀b</p>", start: ([0, 0], 3), end: ([0, 0], 4),
            mutate: { $0.store.replaceData(of: $0.node([0, 0]), offset: 0, count: 1, with: "😀") },
            expected: "[0, 0]:4-[0, 0]:5"),
        // https://dom.spec.whatwg.org/#concept-text-split
        UpdateCase(
            name: "splitting moves later points into the new node", html: "<p>hello world</p>",
            start: ([0, 0], 2), end: ([0, 0], 9), mutate: { _ = try $0.store.splitText($0.node([0, 0]), at: 5) },
            expected: "[0, 0]:2-[0, 1]:4"),
        UpdateCase(
            name: "splitting the last child moves a point after it", html: "<p>hello world</p>", start: ([0], 1),
            end: ([0], 1), mutate: { _ = try $0.store.splitText($0.node([0, 0]), at: 5) }, expected: "[0]:2-[0]:2"),
        UpdateCase(
            name: "splitting a text with a next sibling", html: "<p>hello<b>x</b></p>", start: ([0], 1), end: ([0], 2),
            mutate: { _ = try $0.store.splitText($0.node([0, 0]), at: 2) }, expected: "[0]:2-[0]:3"),
    ]

    @Test(arguments: cases)
    func rangeFollowsMutation(_ testCase: UpdateCase) throws {
        let fixture = RangeFixture(testCase.html)
        let range = try fixture.range(testCase.start.0, testCase.start.1, testCase.end.0, testCase.end.1)
        try testCase.mutate(fixture)
        fixture.expectSound()
        #expect(fixture.describe(range) == testCase.expected)
    }

    @Test func rangesOfOtherRegistriesAndDetachedTreesFollowToo() throws {
        let fixture = RangeFixture("<p>hello</p>")
        let second = LiveRangeRegistry(store: fixture.store)
        let range = second.makeRange(at: fixture.node([0, 0]))
        try range.setEnd(fixture.node([0, 0]), 5)
        let detached = fixture.store.createElement(.div, in: fixture.document)
        let text = fixture.store.createText("abc", in: fixture.document)
        try fixture.store.appendChild(text, to: detached)
        let inDetached = fixture.registry.makeRange(at: text)
        try inDetached.setEnd(text, 3)
        fixture.store.replaceData(of: fixture.node([0, 0]), offset: 0, count: 2, with: "")
        fixture.store.remove(text)
        fixture.expectSound()
        #expect(fixture.describe(range) == "[0, 0]:0-[0, 0]:3")
        #expect(inDetached.start == BoundaryPoint(detached, 0) && inDetached.collapsed)
    }
}
