// Keeping live ranges up to date as the tree changes.
// https://dom.spec.whatwg.org/#concept-live-range

/// The live ranges of one store, and the observer that moves their boundary points when
/// nodes are removed or inserted, data is replaced and texts are split.
///
/// The registry holds its ranges weakly: a range lives as long as its owner (a script's
/// `Range` object, a selection). Each range holds its registry, so the registry lives as
/// long as any of its ranges. The store holds the registry weakly, as it holds every observer.
///
/// The store must outlive every use of the registry and its ranges (as it outlives its
/// tree walkers); releasing them after the store is gone is fine: their release does not
/// touch it.
public final class LiveRangeRegistry: NodeStoreObserver {
    /// The store whose mutations the registry follows.
    public unowned let store: NodeStore
    private var entries: [WeakLiveRange] = []
    /// How many entries there were after the last sweep of dead ones.
    private var countAfterSweep = 0

    /// A registry for `store`, registered as one of its observers.
    public init(store: NodeStore) {
        self.store = store
        store.addObserver(self)
    }

    /// A new live range collapsed at (`node`, 0): `new Range()` and `document.createRange()`.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-range
    public func makeRange(at node: NodeID) -> LiveRange {
        LiveRange(registry: self, start: BoundaryPoint(node, 0), end: BoundaryPoint(node, 0))
    }

    /// A new live range from `start` to `end`, set as `setStart` and then `setEnd` set them
    /// (an end before the start, or in another tree, collapses the range at the end).
    public func makeRange(from start: BoundaryPoint, to end: BoundaryPoint) throws(DOMException) -> LiveRange {
        let range = makeRange(at: start.node)
        try range.setStart(start.node, start.offset)
        try range.setEnd(end.node, end.offset)
        return range
    }

    /// Adds a new range to those the registry updates.
    func register(_ range: LiveRange) {
        if entries.count >= 2 * max(countAfterSweep, 16) {
            entries.removeAll { $0.range == nil }
            countAfterSweep = entries.count
        }
        entries.append(WeakLiveRange(range: range))
    }

    /// The ranges still alive.
    public var liveRanges: [LiveRange] { entries.compactMap(\.range) }

    // MARK: - NodeStoreObserver

    /// https://dom.spec.whatwg.org/#concept-node-remove (steps 4-7)
    public func willRemove(_ node: NodeID, from parent: NodeID, at index: Int) {
        for entry in entries {
            guard let range = entry.range else { continue }
            // 4-5. Points inside the removed subtree move to where it was.
            if store.isInclusiveAncestor(node, of: range.start.node) { range.start = BoundaryPoint(parent, index) }
            if store.isInclusiveAncestor(node, of: range.end.node) { range.end = BoundaryPoint(parent, index) }
            // 6-7. Points after it in the parent move back by one.
            if range.start.node == parent && range.start.offset > index { range.start.offset -= 1 }
            if range.end.node == parent && range.end.offset > index { range.end.offset -= 1 }
        }
    }

    /// https://dom.spec.whatwg.org/#concept-node-insert (step 5). The removal of the
    /// inserted nodes from where they were has already been handled by ``willRemove(_:from:at:)``,
    /// so `index` (where the first inserted node now is) is the reference child's index then.
    public func didInsert(_ nodes: [NodeID], into parent: NodeID, before child: NodeID?, at index: Int) {
        guard child != nil else { return }
        let count = nodes.count
        for entry in entries {
            guard let range = entry.range else { continue }
            if range.start.node == parent && range.start.offset > index { range.start.offset += count }
            if range.end.node == parent && range.end.offset > index { range.end.offset += count }
        }
    }

    /// https://dom.spec.whatwg.org/#concept-cd-replace (steps 8-11)
    public func characterDataReplaced(_ node: NodeID, offset: Int, count: Int, insertedLength: Int, oldValue: String) {
        for entry in entries {
            guard let range = entry.range else { continue }
            range.start.offset = Self.offsetAfterReplacement(
                range.start, in: node, offset: offset, count: count, insertedLength: insertedLength)
            range.end.offset = Self.offsetAfterReplacement(
                range.end, in: node, offset: offset, count: count, insertedLength: insertedLength)
        }
    }

    /// Where a point's offset goes when `count` code units at `offset` of `node` become
    /// `insertedLength` others.
    private static func offsetAfterReplacement(
        _ point: BoundaryPoint, in node: NodeID, offset: Int, count: Int, insertedLength: Int
    ) -> Int {
        guard point.node == node else { return point.offset }
        // 8-9. A point inside the replaced data goes to its start.
        if point.offset > offset && point.offset <= offset + count { return offset }
        // 10-11. A point after it moves by the change in length.
        if point.offset > offset + count { return point.offset + insertedLength - count }
        return point.offset
    }

    /// https://dom.spec.whatwg.org/#concept-text-split (steps 7.2-7.5; the new node has been
    /// inserted after `node`, and the data is cut from `node` afterwards).
    public func textSplit(_ node: NodeID, at offset: Int, into newNode: NodeID) {
        guard let parent = store.parent(of: node) else { return }
        let indexAfterNode = store.index(of: node) + 1
        for entry in entries {
            guard let range = entry.range else { continue }
            // 2-3. Points after the split move into the new node.
            if range.start.node == node && range.start.offset > offset {
                range.start = BoundaryPoint(newNode, range.start.offset - offset)
            }
            if range.end.node == node && range.end.offset > offset {
                range.end = BoundaryPoint(newNode, range.end.offset - offset)
            }
            // 4-5. Points right after the split node now come after the new node too.
            if range.start.node == parent && range.start.offset == indexAfterNode { range.start.offset += 1 }
            if range.end.node == parent && range.end.offset == indexAfterNode { range.end.offset += 1 }
        }
    }
}

/// A weak reference to a live range.
struct WeakLiveRange {
    weak var range: LiveRange?
}
