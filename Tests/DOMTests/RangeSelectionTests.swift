import DOM
import Testing

/// The DOM side of `Selection`: one range, a direction, anchor and focus.
@Suite struct RangeSelectionTests {
    /// body: div#a ("Hello ", b("bold"), " world"), p("Second para"), p("Third")
    static let page = "<div id=a>Hello <b>bold</b> world</div><p>Second para</p><p>Third</p>"

    /// The fixture owns the store; tests reach the selection through it so the store
    /// outlives every use of the selection.
    static func make() -> RangeFixture { RangeFixture(page) }

    static func describe(_ fixture: RangeFixture) -> String {
        guard let anchor = fixture.selection.anchor, let focus = fixture.selection.focus else { return fixture.selection.type }
        return "\(fixture.selection.type) \(fixture.describe(anchor)) → \(fixture.describe(focus))"
    }

    @Test func startsEmpty() throws {
        let fixture = Self.make()
        #expect(fixture.selection.rangeCount == 0 && fixture.selection.type == "None" && fixture.selection.isCollapsed)
        #expect(fixture.selection.anchor == nil && fixture.selection.focus == nil && fixture.selection.renderedText == "")
        #expect(throws: DOMException.self) { try fixture.selection.range(at: 0) }
        #expect(throws: DOMException.self) { try fixture.selection.collapseToStart() }
        #expect(throws: DOMException.self) { try fixture.selection.extend(to: fixture.selection.document, 0) }
    }

    @Test func addRangeKeepsTheRangeItself() throws {
        let fixture = Self.make()
        let range = try fixture.range([1, 0], 0, [1, 0], 6)
        fixture.selection.addRange(range)
        #expect(try fixture.selection.range(at: 0) === range)
        #expect(Self.describe(fixture) == "Range [1, 0]:0 → [1, 0]:6")
        #expect(fixture.selection.renderedText == "Second")
        // Changing the range changes the selection.
        try range.setEnd(fixture.node([2, 0]), 5)
        #expect(fixture.selection.renderedText == "Second para\n\nThird")
        // A second range, or one outside the document, is ignored.
        fixture.selection.addRange(try fixture.range([0, 0], 0, [0, 0], 1))
        #expect(try fixture.selection.range(at: 0) === range)
        #expect(throws: DOMException.self) { try fixture.selection.range(at: 1) }
        fixture.selection.removeAllRanges()
        let detached = fixture.store.createElement(.div, in: fixture.document)
        fixture.selection.addRange(fixture.registry.makeRange(at: detached))
        #expect(fixture.selection.rangeCount == 0)
    }

    @Test func removeRange() throws {
        let fixture = Self.make()
        let range = try fixture.range([1, 0], 0, [1, 0], 6)
        fixture.selection.addRange(range)
        do {
            try fixture.selection.removeRange(range.cloneRange())
            Issue.record("removed a range that was not the selection's")
        } catch {
            #expect(error.name == .notFoundError)
        }
        try fixture.selection.removeRange(range)
        #expect(fixture.selection.type == "None")
    }

    /// Selection calls and the selection they leave (`type anchor → focus`).
    static let calls: [(String, @Sendable (RangeFixture, Selection) throws -> Void, String)] = [
        ("setBaseAndExtent forwards", { f, s in try s.setBaseAndExtent(anchor: f.point([0, 0], 2), focus: f.point([1, 0], 6)) },
         "Range [0, 0]:2 → [1, 0]:6"),
        ("setBaseAndExtent backwards", { f, s in try s.setBaseAndExtent(anchor: f.point([1, 0], 6), focus: f.point([0, 0], 2)) },
         "Range [1, 0]:6 → [0, 0]:2"),
        ("collapse", { f, s in try s.collapse(f.node([2]), 1) }, "Caret [2]:1 → [2]:1"),
        ("collapse to null", { f, s in try s.collapse(nil, 0) }, "None"),
        ("collapse outside the document", { f, s in try s.collapse(f.store.createElement(.div, in: f.document), 0) }, "None"),
        ("selectAllChildren", { f, s in try s.selectAllChildren(of: f.node([0])) }, "Range [0]:0 → [0]:3"),
        ("collapseToStart", { f, s in
            try s.setBaseAndExtent(anchor: f.point([1, 0], 6), focus: f.point([0, 0], 2))
            try s.collapseToStart()
        }, "Caret [0, 0]:2 → [0, 0]:2"),
        ("collapseToEnd", { f, s in
            try s.selectAllChildren(of: f.node([0]))
            try s.collapseToEnd()
        }, "Caret [0]:3 → [0]:3"),
        ("extend forwards", { f, s in
            try s.collapse(f.node([0, 0]), 2)
            try s.extend(to: f.node([1, 0]), 3)
        }, "Range [0, 0]:2 → [1, 0]:3"),
        ("extend backwards", { f, s in
            try s.collapse(f.node([1, 0]), 3)
            try s.extend(to: f.node([0, 0]), 2)
        }, "Range [1, 0]:3 → [0, 0]:2"),
        ("extend past the anchor", { f, s in
            try s.setBaseAndExtent(anchor: f.point([1, 0], 3), focus: f.point([2, 0], 1))
            try s.extend(to: f.node([0, 0]), 1)
        }, "Range [1, 0]:3 → [0, 0]:1"),
        ("extend outside the document", { f, s in
            try s.collapse(f.node([1, 0]), 3)
            try s.extend(to: f.store.createElement(.div, in: f.document), 0)
        }, "Caret [1, 0]:3 → [1, 0]:3"),
    ]

    @Test(arguments: calls)
    func selectionCall(_ name: String, _ call: @Sendable (RangeFixture, Selection) throws -> Void, _ expected: String) throws {
        let fixture = Self.make()
        try call(fixture, fixture.selection)
        #expect(Self.describe(fixture) == expected)
        if let range = fixture.selection.range {
            #expect(fixture.store.position(of: range.start, relativeTo: range.end) != .after)
        }
    }

    @Test func methodsThatReplaceTheRangeLeaveTheOldOne() throws {
        let fixture = Self.make()
        try fixture.selection.selectAllChildren(of: fixture.node([0]))
        let old = try fixture.selection.range(at: 0)
        try fixture.selection.collapseToStart()
        #expect(try fixture.selection.range(at: 0) !== old)
        #expect(fixture.describe(old) == "[0]:0-[0]:3")
    }

    @Test func errors() throws {
        let fixture = Self.make()
        let doctype = fixture.store.doctypeNode(of: fixture.document)!
        let cases: [(() throws(DOMException) -> Void, DOMException.Name)] = [
            ({ () throws(DOMException) in try fixture.selection.collapse(fixture.node([2]), 2) }, .indexSizeError),
            ({ () throws(DOMException) in try fixture.selection.collapse(doctype, 0) }, .invalidNodeTypeError),
            ({ () throws(DOMException) in try fixture.selection.setBaseAndExtent(anchor: fixture.point([2], 9), focus: fixture.point([2], 0)) }, .indexSizeError),
            ({ () throws(DOMException) in try fixture.selection.selectAllChildren(of: doctype) }, .invalidNodeTypeError),
            ({ () throws(DOMException) in try fixture.selection.collapseToEnd() }, .invalidStateError),
        ]
        for (operation, name) in cases {
            do {
                try operation()
                Issue.record("no \(name.rawValue)")
            } catch {
                #expect(error.name == name)
            }
        }
        #expect(fixture.selection.type == "None")
    }

    /// `containsNode` for the selection [0, 0]:2 → [1, 0]:3 ("llo bold world" … "Sec").
    static let containment: [([Int], partial: Bool, Bool)] = [
        ([0, 1], false, true),
        ([0, 1, 0], false, true),
        ([0, 2], false, true),
        ([0], false, false),
        ([0], true, true),
        ([1], true, true),
        ([2], true, false),
        ([2], false, false),
        ([0, 0], true, true),
    ]

    @Test(arguments: containment)
    func containsNode(_ path: [Int], partial: Bool, _ expected: Bool) throws {
        let fixture = Self.make()
        try fixture.selection.setBaseAndExtent(anchor: fixture.point([0, 0], 2), focus: fixture.point([1, 0], 3))
        #expect(fixture.selection.containsNode(fixture.node(path), allowPartialContainment: partial) == expected)
        #expect(!fixture.selection.containsNode(fixture.store.createElement(.div, in: fixture.document), allowPartialContainment: true))
    }

    @Test func deleteFromDocumentCollapsesTheSameRange() throws {
        let fixture = Self.make()
        try fixture.selection.setBaseAndExtent(anchor: fixture.point([0, 0], 2), focus: fixture.point([1, 0], 3))
        let range = try fixture.selection.range(at: 0)
        fixture.selection.deleteFromDocument()
        fixture.expectSound()
        #expect(fixture.bodyHTML == "<div id=\"a\">He</div><p>ond para</p><p>Third</p>")
        #expect(try fixture.selection.range(at: 0) === range)
        #expect(Self.describe(fixture) == "Caret []:1 → []:1")
    }

    @Test func theSelectionFollowsMutations() throws {
        let fixture = Self.make()
        try fixture.selection.selectAllChildren(of: fixture.node([2]))
        fixture.store.remove(fixture.node([2]))
        fixture.expectSound()
        #expect(Self.describe(fixture) == "Caret []:2 → []:2")
        #expect(fixture.selection.direction.keyword == "forward")
    }
}
