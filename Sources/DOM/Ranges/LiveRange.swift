// Live ranges: `Range` objects, which mutations keep up to date.
// https://dom.spec.whatwg.org/#interface-range

/// A live range: two boundary points in one tree that follow the tree's mutations
/// (see ``LiveRangeRegistry``).
///
/// https://dom.spec.whatwg.org/#concept-live-range
public final class LiveRange {
    /// The start.
    public internal(set) var start: BoundaryPoint
    /// The end; never before the start.
    public internal(set) var end: BoundaryPoint
    /// The registry that updates the range; it lives as long as one of its ranges.
    public let registry: LiveRangeRegistry

    /// The store the range's nodes live in.
    public var store: NodeStore { registry.store }

    /// A range from `start` to `end`, registered with `registry`. Callers make sure the
    /// points are valid (see ``LiveRangeRegistry/makeRange(at:)``).
    init(registry: LiveRangeRegistry, start: BoundaryPoint, end: BoundaryPoint) {
        self.registry = registry
        self.start = start
        self.end = end
        registry.register(self)
    }

    // MARK: - Reading

    /// Whether the start and the end are the same point.
    ///
    /// https://dom.spec.whatwg.org/#range-collapsed
    public var collapsed: Bool { start == end }

    /// The root of the range's tree.
    ///
    /// https://dom.spec.whatwg.org/#concept-range-root
    public var root: NodeID { store.root(of: start.node) }

    /// The deepest node that contains both boundary points.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-commonancestorcontainer
    public var commonAncestorContainer: NodeID {
        var container = start.node
        while !store.isInclusiveAncestor(container, of: end.node) {
            guard let parent = store.parent(of: container) else { break }
            container = parent
        }
        return container
    }

    // MARK: - Setting boundary points

    /// `range.setStart(node, offset)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-setstart
    public func setStart(_ node: NodeID, _ offset: Int) throws(DOMException) {
        try setBoundary(BoundaryPoint(node, offset), isStart: true)
    }

    /// `range.setEnd(node, offset)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-setend
    public func setEnd(_ node: NodeID, _ offset: Int) throws(DOMException) {
        try setBoundary(BoundaryPoint(node, offset), isStart: false)
    }

    /// https://dom.spec.whatwg.org/#concept-range-bp-set
    private func setBoundary(_ point: BoundaryPoint, isStart: Bool) throws(DOMException) {
        // 1-2.
        try store.checkBoundaryPoint(point)
        // 4. Setting the start: a point in another tree or after the end moves the end too.
        if isStart {
            if root != store.root(of: point.node) || store.position(of: point, relativeTo: end) == .after { end = point }
            start = point
        } else {
            // 5. Setting the end: a point in another tree or before the start moves the start too.
            if root != store.root(of: point.node) || store.position(of: point, relativeTo: start) == .before {
                start = point
            }
            end = point
        }
    }

    /// https://dom.spec.whatwg.org/#dom-range-setstartbefore
    public func setStartBefore(_ node: NodeID) throws(DOMException) {
        let parent = try parentForBoundary(of: node)
        try setStart(parent, store.index(of: node))
    }

    /// https://dom.spec.whatwg.org/#dom-range-setstartafter
    public func setStartAfter(_ node: NodeID) throws(DOMException) {
        let parent = try parentForBoundary(of: node)
        try setStart(parent, store.index(of: node) + 1)
    }

    /// https://dom.spec.whatwg.org/#dom-range-setendbefore
    public func setEndBefore(_ node: NodeID) throws(DOMException) {
        let parent = try parentForBoundary(of: node)
        try setEnd(parent, store.index(of: node))
    }

    /// https://dom.spec.whatwg.org/#dom-range-setendafter
    public func setEndAfter(_ node: NodeID) throws(DOMException) {
        let parent = try parentForBoundary(of: node)
        try setEnd(parent, store.index(of: node) + 1)
    }

    /// The parent of a node a boundary is set next to; a parentless node is an InvalidNodeTypeError.
    private func parentForBoundary(of node: NodeID) throws(DOMException) -> NodeID {
        guard let parent = store.parent(of: node) else {
            throw DOMException(.invalidNodeTypeError, "the node has no parent")
        }
        return parent
    }

    /// Sets both boundary points without checks, for algorithms that computed valid ones.
    func setBoundaries(start: BoundaryPoint, end: BoundaryPoint) {
        self.start = start
        self.end = end
    }

    /// `range.collapse(toStart)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-collapse
    public func collapse(toStart: Bool) {
        if toStart { end = start } else { start = end }
    }

    /// `range.selectNode(node)`.
    ///
    /// https://dom.spec.whatwg.org/#concept-range-select
    public func selectNode(_ node: NodeID) throws(DOMException) {
        // 1-2.
        let parent = try parentForBoundary(of: node)
        // 3-5.
        let index = store.index(of: node)
        setBoundaries(start: BoundaryPoint(parent, index), end: BoundaryPoint(parent, index + 1))
    }

    /// `range.selectNodeContents(node)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-selectnodecontents
    public func selectNodeContents(_ node: NodeID) throws(DOMException) {
        // 1.
        if store.kind(of: node) == .documentType {
            throw DOMException(.invalidNodeTypeError, "a doctype cannot contain a boundary point")
        }
        // 2-4.
        setBoundaries(start: BoundaryPoint(node, 0), end: BoundaryPoint(node, store.length(of: node)))
    }

    /// `range.cloneRange()`: a new live range with the same boundary points.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-clonerange
    public func cloneRange() -> LiveRange { LiveRange(registry: registry, start: start, end: end) }

    // MARK: - Comparing

    /// The `how` argument of `compareBoundaryPoints`: which points of the two ranges to compare.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-start_to_start
    public enum Comparison: Int, Sendable, CaseIterable {
        case startToStart = 0
        case startToEnd = 1
        case endToEnd = 2
        case endToStart = 3

        /// The constant's name on `Range` (`START_TO_START`).
        public var constantName: String {
            switch self {
            case .startToStart: return "START_TO_START"
            case .startToEnd: return "START_TO_END"
            case .endToEnd: return "END_TO_END"
            case .endToStart: return "END_TO_START"
            }
        }
    }

    /// `range.compareBoundaryPoints(how, sourceRange)`: -1, 0 or 1. `how` is the
    /// script's `unsigned short`; values that are not a ``Comparison`` are a NotSupportedError.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-compareboundarypoints
    public func compareBoundaryPoints(_ how: Int, with source: LiveRange) throws(DOMException) -> Int {
        // 1.
        guard let comparison = Comparison(rawValue: how) else {
            throw DOMException(.notSupportedError, "\(how) is not a way to compare boundary points")
        }
        // 2.
        guard root == source.root else {
            throw DOMException(.wrongDocumentError, "the ranges are in different trees")
        }
        // 3-4.
        let (thisPoint, otherPoint): (BoundaryPoint, BoundaryPoint)
        switch comparison {
        case .startToStart: (thisPoint, otherPoint) = (start, source.start)
        case .startToEnd: (thisPoint, otherPoint) = (end, source.start)
        case .endToEnd: (thisPoint, otherPoint) = (end, source.end)
        case .endToStart: (thisPoint, otherPoint) = (start, source.end)
        }
        return store.position(of: thisPoint, relativeTo: otherPoint).rawValue
    }

    /// `range.comparePoint(node, offset)`: -1 before the range, 0 in it, 1 after it.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-comparepoint
    public func comparePoint(_ node: NodeID, _ offset: Int) throws(DOMException) -> Int {
        // 1.
        guard store.root(of: node) == root else {
            throw DOMException(.wrongDocumentError, "the point is in another tree")
        }
        // 2-3.
        let point = BoundaryPoint(node, offset)
        try store.checkBoundaryPoint(point)
        // 4-6.
        if store.position(of: point, relativeTo: start) == .before { return -1 }
        if store.position(of: point, relativeTo: end) == .after { return 1 }
        return 0
    }

    /// `range.isPointInRange(node, offset)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-ispointinrange
    public func isPointInRange(_ node: NodeID, _ offset: Int) throws(DOMException) -> Bool {
        // 1.
        guard store.root(of: node) == root else { return false }
        // 2-3.
        let point = BoundaryPoint(node, offset)
        try store.checkBoundaryPoint(point)
        // 4-5.
        return store.position(of: point, relativeTo: start) != .before
            && store.position(of: point, relativeTo: end) != .after
    }

    /// `range.intersectsNode(node)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-intersectsnode
    public func intersectsNode(_ node: NodeID) -> Bool {
        // 1.
        guard store.root(of: node) == root else { return false }
        // 2-3.
        guard let parent = store.parent(of: node) else { return true }
        // 4-5.
        let offset = store.index(of: node)
        return store.position(of: BoundaryPoint(parent, offset), relativeTo: end) == .before
            && store.position(of: BoundaryPoint(parent, offset + 1), relativeTo: start) == .after
    }

    /// Where `compareNode` finds a node: the values of `Range`'s `NODE_BEFORE`, `NODE_AFTER`,
    /// `NODE_BEFORE_AND_AFTER` and `NODE_INSIDE`.
    public enum NodePosition: Int, Sendable, CaseIterable {
        case before = 0
        case after = 1
        case beforeAndAfter = 2
        case inside = 3

        /// The constant's name on `Range` (`NODE_BEFORE`).
        public var constantName: String {
            switch self {
            case .before: return "NODE_BEFORE"
            case .after: return "NODE_AFTER"
            case .beforeAndAfter: return "NODE_BEFORE_AND_AFTER"
            case .inside: return "NODE_INSIDE"
            }
        }
    }

    /// `range.compareNode(node)`, which WebKit keeps from Gecko (no standard has it): where
    /// the range selecting `node` starts and ends against the range's own start and end.
    /// A node that is not connected, or of another document, is "before"; a connected
    /// node without a parent (a document) is a NotFoundError, and one in a tree other
    /// than the range's a WrongDocumentError.
    public func compareNode(_ node: NodeID) throws(DOMException) -> NodePosition {
        guard store.isConnected(node), store.document(of: node) == store.document(of: start.node) else { return .before }
        guard let parent = store.parent(of: node) else { throw DOMException(.notFoundError, "The object can not be found here.") }
        guard store.root(of: node) == root else { throw DOMException(.wrongDocumentError, "the node is in another tree") }
        let index = store.index(of: node)
        let startOrder = store.position(of: BoundaryPoint(parent, index), relativeTo: start)
        let endOrder = store.position(of: BoundaryPoint(parent, index + 1), relativeTo: end)
        if startOrder != .before && endOrder != .after { return .inside }
        if startOrder != .after && endOrder != .before { return .beforeAndAfter }
        return startOrder != .after ? .before : .after
    }

    /// Whether `node` is contained in the range: in its tree, after its start and
    /// (with all its contents) before its end.
    ///
    /// https://dom.spec.whatwg.org/#contained
    public func contains(_ node: NodeID) -> Bool {
        store.root(of: node) == root
            && store.position(of: BoundaryPoint(node, 0), relativeTo: start) == .after
            && store.position(of: BoundaryPoint(node, store.length(of: node)), relativeTo: end) == .before
    }

    /// Whether `node` contains one boundary point of the range but not the other.
    ///
    /// https://dom.spec.whatwg.org/#partially-contained
    public func partiallyContains(_ node: NodeID) -> Bool {
        store.isInclusiveAncestor(node, of: start.node) != store.isInclusiveAncestor(node, of: end.node)
    }

    /// `range.detach()`: does nothing.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-detach
    public func detach() {}
}

extension NodeStore {
    /// Checks that `point` can be a boundary point: its node is not a doctype and its
    /// offset is within the node's length.
    ///
    /// https://dom.spec.whatwg.org/#concept-range-bp-set (steps 1-2)
    public func checkBoundaryPoint(_ point: BoundaryPoint) throws(DOMException) {
        if kind(of: point.node) == .documentType {
            throw DOMException(.invalidNodeTypeError, "a doctype cannot contain a boundary point")
        }
        guard point.offset >= 0, point.offset <= length(of: point.node) else {
            throw DOMException(
                .indexSizeError, "offset \(point.offset) is larger than the node's length (\(length(of: point.node)))")
        }
    }
}
