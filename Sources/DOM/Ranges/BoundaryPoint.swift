// Boundary points: where ranges start and end.
// https://dom.spec.whatwg.org/#boundary-points

/// A position in a tree: a node and an offset into it. The offset counts children for
/// most nodes and UTF-16 code units for character data.
///
/// https://dom.spec.whatwg.org/#concept-range-bp
public struct BoundaryPoint: Hashable, Sendable, CustomStringConvertible {
    /// The node.
    public var node: NodeID
    /// The offset: a child index, or a UTF-16 offset into character data.
    public var offset: Int

    /// The point `offset` into `node`.
    public init(_ node: NodeID, _ offset: Int) {
        self.node = node
        self.offset = offset
    }

    /// `(#12, 3)`, for diagnostics.
    public var description: String { "(\(node), \(offset))" }
}

/// Where one boundary point is relative to another.
///
/// https://dom.spec.whatwg.org/#concept-range-bp-position
public enum BoundaryPointPosition: Int, Sendable {
    case before = -1
    case equal = 0
    case after = 1

    /// The position seen from the other point.
    var reversed: BoundaryPointPosition {
        switch self {
        case .before: return .after
        case .equal: return .equal
        case .after: return .before
        }
    }
}

extension NodeStore {
    /// The position of `a` relative to `b`; both must be in the same tree.
    ///
    /// https://dom.spec.whatwg.org/#concept-range-bp-position
    public func position(of a: BoundaryPoint, relativeTo b: BoundaryPoint) -> BoundaryPointPosition {
        // 2. The same node: compare offsets.
        if a.node == b.node {
            return a.offset == b.offset ? .equal : (a.offset < b.offset ? .before : .after)
        }
        // 3. When a's node follows b's node, answer the reversed question (steps 4-5 assume
        // a's node comes first or contains b's node).
        if precedes(b.node, a.node) { return positionOfEarlier(b, relativeTo: a).reversed }
        return positionOfEarlier(a, relativeTo: b)
    }

    /// Steps 4-5 of the position algorithm, for `a` whose node precedes `b`'s node (or is its ancestor).
    private func positionOfEarlier(_ a: BoundaryPoint, relativeTo b: BoundaryPoint) -> BoundaryPointPosition {
        // 4. a's node is an ancestor of b's node: compare a's offset with the index of the
        // child of a's node that contains b's node.
        if let child = childContaining(b.node, under: a.node), index(of: child) < a.offset { return .after }
        // 5.
        return .before
    }

    /// The child of `ancestor` that is an inclusive ancestor of `node`, or nil when
    /// `ancestor` is not a proper ancestor of `node`.
    func childContaining(_ node: NodeID, under ancestor: NodeID) -> NodeID? {
        var child = node
        while let parent = parent(of: child) {
            if parent == ancestor { return child }
            child = parent
        }
        return nil
    }

    /// Whether `a` and `b` are in the same tree (have the same root).
    public func haveSameRoot(_ a: NodeID, _ b: NodeID) -> Bool { root(of: a) == root(of: b) }
}
