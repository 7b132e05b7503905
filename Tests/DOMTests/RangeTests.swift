import DOM
import Testing

@Suite struct RangeTests {
    /// body: div#a ("one", b("two"), "three"), p("four")
    static let page = "<div id=a>one<b>two</b>three</div><p>four</p>"

    /// Two boundary points (path under body, offset) and the position of the first
    /// relative to the second.
    static let positions: [([Int], Int, [Int], Int, BoundaryPointPosition)] = [
        ([], 0, [], 0, .equal),
        ([], 0, [], 1, .before),
        ([], 2, [], 1, .after),
        ([0, 0], 1, [0, 0], 3, .before),
        // An ancestor's point compared with a point inside its children.
        ([0], 1, [0, 0], 3, .after),
        ([0], 0, [0, 0], 0, .before),
        ([0, 0], 3, [0], 1, .before),
        ([0, 1], 1, [0], 2, .before),
        ([0], 2, [0, 1, 0], 3, .after),
        ([], 1, [0, 2], 5, .after),
        ([], 0, [0, 1], 0, .before),
        // Unrelated nodes: tree order decides, whatever the offsets.
        ([0, 0], 3, [0, 1, 0], 0, .before),
        ([1, 0], 0, [0], 3, .after),
        ([0, 2], 0, [1], 0, .before),
    ]

    @Test(arguments: positions)
    func boundaryPointPosition(_ pathA: [Int], _ offsetA: Int, _ pathB: [Int], _ offsetB: Int, _ expected: BoundaryPointPosition) {
        let fixture = RangeFixture(Self.page)
        let a = fixture.point(pathA, offsetA)
        let b = fixture.point(pathB, offsetB)
        #expect(fixture.store.position(of: a, relativeTo: b) == expected)
        #expect(fixture.store.position(of: b, relativeTo: a).rawValue == -expected.rawValue)
    }

    /// `compareBoundaryPoints(how, source)` of this = [0,0]:1-[0,2]:2 against other ranges.
    static let comparisons: [(LiveRange.Comparison, [Int], Int, [Int], Int, Int)] = [
        (.startToStart, [0, 0], 1, [0, 2], 2, 0),
        (.endToEnd, [0, 0], 1, [0, 2], 2, 0),
        (.startToStart, [0, 0], 0, [1, 0], 1, 1),
        (.startToStart, [0, 1, 0], 0, [1, 0], 1, -1),
        (.startToEnd, [0, 0], 0, [0, 0], 1, 1),
        (.startToEnd, [1, 0], 0, [1, 0], 1, -1),
        (.endToStart, [0, 0], 0, [0, 0], 1, 0),
        (.endToStart, [0, 0], 0, [0, 0], 0, 1),
        (.endToEnd, [0], 0, [1], 0, -1),
        (.endToEnd, [0], 0, [0, 2], 2, 0),
    ]

    @Test(arguments: comparisons)
    func compareBoundaryPoints(
        _ how: LiveRange.Comparison, _ startPath: [Int], _ startOffset: Int, _ endPath: [Int], _ endOffset: Int,
        _ expected: Int
    ) throws {
        let fixture = RangeFixture(Self.page)
        let range = try fixture.range([0, 0], 1, [0, 2], 2)
        let source = try fixture.range(startPath, startOffset, endPath, endOffset)
        #expect(try range.compareBoundaryPoints(how.rawValue, with: source) == expected)
    }

    @Test func compareBoundaryPointsErrors() throws {
        let fixture = RangeFixture(Self.page)
        let range = try fixture.range([0, 0], 1, [0, 2], 2)
        #expect(throws: DOMException.self) { try range.compareBoundaryPoints(4, with: range) }
        do {
            _ = try range.compareBoundaryPoints(4, with: range)
        } catch {
            #expect(error.name == .notSupportedError)
        }
        let detached = fixture.store.createElement(.div, in: fixture.document)
        let elsewhere = fixture.registry.makeRange(at: detached)
        do {
            _ = try range.compareBoundaryPoints(0, with: elsewhere)
            Issue.record("ranges in different trees compared")
        } catch {
            #expect(error.name == .wrongDocumentError)
        }
    }

    /// `comparePoint` and `isPointInRange` for the range [0,0]:1-[0,2]:2.
    static let points: [([Int], Int, Int)] = [
        ([0, 0], 0, -1),
        ([0, 0], 1, 0),
        ([0, 1], 0, 0),
        ([0], 2, 0),
        ([0, 2], 2, 0),
        ([0, 2], 3, 1),
        ([], 1, 1),
        ([], 0, -1),
        ([1, 0], 0, 1),
    ]

    @Test(arguments: points)
    func comparePointAndIsPointInRange(_ path: [Int], _ offset: Int, _ expected: Int) throws {
        let fixture = RangeFixture(Self.page)
        let range = try fixture.range([0, 0], 1, [0, 2], 2)
        #expect(try range.comparePoint(fixture.node(path), offset) == expected)
        #expect(try range.isPointInRange(fixture.node(path), offset) == (expected == 0))
    }

    @Test func pointErrors() throws {
        let fixture = RangeFixture(Self.page)
        let range = try fixture.range([0, 0], 1, [0, 2], 2)
        let doctype = fixture.store.doctypeNode(of: fixture.document)!
        let cases: [(() throws(DOMException) -> Void, DOMException.Name)] = [
            ({ () throws(DOMException) in _ = try range.comparePoint(fixture.node([0, 0]), 4) }, .indexSizeError),
            ({ () throws(DOMException) in _ = try range.isPointInRange(fixture.node([0]), 4) }, .indexSizeError),
            ({ () throws(DOMException) in _ = try range.comparePoint(doctype, 0) }, .invalidNodeTypeError),
            ({ () throws(DOMException) in try range.setStart(doctype, 0) }, .invalidNodeTypeError),
            ({ () throws(DOMException) in try range.setEnd(fixture.node([1, 0]), 5) }, .indexSizeError),
            ({ () throws(DOMException) in try range.setStartBefore(fixture.document) }, .invalidNodeTypeError),
            ({ () throws(DOMException) in try range.selectNode(fixture.document) }, .invalidNodeTypeError),
            ({ () throws(DOMException) in try range.selectNodeContents(doctype) }, .invalidNodeTypeError),
        ]
        for (operation, name) in cases {
            do {
                try operation()
                Issue.record("no \(name.rawValue)")
            } catch {
                #expect(error.name == name)
            }
        }
        // Failed calls leave the range as it was.
        #expect(fixture.describe(range) == "[0, 0]:1-[0, 2]:2")
        let detached = fixture.store.createText("x", in: fixture.document)
        #expect(try !range.isPointInRange(detached, 0))
        #expect(throws: DOMException.self) { try range.comparePoint(detached, 0) }
    }

    @Test func settingBoundariesKeepsStartBeforeEnd() throws {
        let fixture = RangeFixture(Self.page)
        let range = try fixture.range([0, 0], 1, [0, 2], 2)
        // A start after the end moves the end.
        try range.setStart(fixture.node([1, 0]), 2)
        #expect(fixture.describe(range) == "[1, 0]:2-[1, 0]:2")
        // An end before the start moves the start.
        try range.setEnd(fixture.node([0, 1, 0]), 1)
        #expect(fixture.describe(range) == "[0, 1, 0]:1-[0, 1, 0]:1")
        try range.setEndAfter(fixture.node([1]))
        try range.setStartBefore(fixture.node([0, 1]))
        #expect(fixture.describe(range) == "[0]:1-[]:2")
        try range.setStartAfter(fixture.node([0, 0]))
        try range.setEndBefore(fixture.node([0, 2]))
        #expect(fixture.describe(range) == "[0]:1-[0]:2")
        // A point in another tree collapses the range there.
        let detached = fixture.store.createElement(.div, in: fixture.document)
        try range.setEnd(detached, 0)
        #expect(range.start == BoundaryPoint(detached, 0) && range.collapsed)
        try range.selectNode(fixture.node([0, 1]))
        #expect(fixture.describe(range) == "[0]:1-[0]:2")
        try range.selectNodeContents(fixture.node([0]))
        #expect(fixture.describe(range) == "[0]:0-[0]:3")
        range.collapse(toStart: false)
        #expect(fixture.describe(range) == "[0]:3-[0]:3" && range.collapsed)
        let clone = range.cloneRange()
        try clone.setStart(fixture.node([0]), 0)
        #expect(fixture.describe(range) == "[0]:3-[0]:3")
        #expect(fixture.describe(clone) == "[0]:0-[0]:3")
    }

    @Test func commonAncestorContainer() throws {
        let fixture = RangeFixture(Self.page)
        let cases: [([Int], Int, [Int], Int, [Int])] = [
            ([0, 0], 1, [0, 0], 2, [0, 0]),
            ([0, 0], 1, [0, 2], 2, [0]),
            ([0, 1, 0], 1, [1, 0], 2, []),
            ([0], 1, [0, 1, 0], 2, [0]),
        ]
        for (startPath, startOffset, endPath, endOffset, expected) in cases {
            let range = try fixture.range(startPath, startOffset, endPath, endOffset)
            #expect(fixture.path(of: range.commonAncestorContainer) == expected)
        }
    }

    /// `intersectsNode` and containment for the range [0,0]:1-[1]:0.
    static let nodes: [([Int], intersects: Bool, contained: Bool, partially: Bool)] = [
        ([0], true, false, true),
        ([0, 0], true, false, true),
        ([0, 1], true, true, false),
        ([0, 1, 0], true, true, false),
        ([0, 2], true, true, false),
        // A range ending at (p, 0) intersects p, without containing it.
        ([1], true, false, true),
        ([1, 0], false, false, false),
        ([], true, false, false),
    ]

    @Test(arguments: nodes)
    func intersectionAndContainment(_ path: [Int], intersects: Bool, contained: Bool, partially: Bool) throws {
        let fixture = RangeFixture(Self.page)
        let range = try fixture.range([0, 0], 1, [1], 0)
        #expect(range.intersectsNode(fixture.node(path)) == intersects)
        #expect(range.contains(fixture.node(path)) == contained)
        #expect(range.partiallyContains(fixture.node(path)) == partially)
    }

    @Test func collectedRangesLeaveTheRegistry() throws {
        let fixture = RangeFixture(Self.page)
        let kept = fixture.registry.makeRange(at: fixture.body)
        for _ in 0..<100 { _ = fixture.registry.makeRange(at: fixture.body) }
        #expect(fixture.registry.liveRanges.count == 1)
        #expect(fixture.registry.liveRanges.first === kept)
        // Mutations still reach the range that is alive.
        try fixture.store.appendChild(fixture.store.createText("x", in: fixture.document), to: fixture.body)
        try kept.setStart(fixture.body, 3)
        fixture.store.remove(fixture.node([0]))
        fixture.expectSound()
        #expect(fixture.describe(kept) == "[]:2-[]:2")
    }

    @Test func staticRangesAreNotChecked() throws {
        let fixture = RangeFixture(Self.page)
        let range = try StaticRange(start: fixture.point([1], 9), end: fixture.point([0], 0), in: fixture.store)
        #expect(!range.collapsed)
        let doctype = fixture.store.doctypeNode(of: fixture.document)!
        #expect(throws: DOMException(.invalidNodeTypeError, "a doctype cannot contain a boundary point")) {
            try StaticRange(start: BoundaryPoint(doctype, 0), end: fixture.point([0], 0), in: fixture.store)
        }
    }
}
