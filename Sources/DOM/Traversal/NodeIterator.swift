/// The state of a `NodeIterator`; its movements take the script's filter each time.
///
/// https://dom.spec.whatwg.org/#interface-nodeiterator
public final class NodeIterator {
    /// The node whose subtree is iterated.
    public let root: NodeID
    /// The `whatToShow` bits.
    public let whatToShow: UInt32
    /// The iterator's reference node.
    public private(set) var referenceNode: NodeID
    /// Whether the iterator sits before its reference node.
    public private(set) var pointerBeforeReferenceNode = true
    private unowned let store: NodeStore
    private var isActive = false

    /// An iterator over `root`'s subtree, registered with `store` so removals keep it valid.
    public init(store: NodeStore, root: NodeID, whatToShow: UInt32) {
        self.store = store
        self.root = root
        self.whatToShow = whatToShow
        self.referenceNode = root
        store.register(self)
    }

    /// https://dom.spec.whatwg.org/#concept-nodeiterator-traverse
    private func traverse(next: Bool, _ callback: NodeFilterCallback?) throws -> NodeID? {
        var node = referenceNode
        var beforeNode = pointerBeforeReferenceNode
        while true {
            if next {
                if !beforeNode {
                    guard let following = store.following(node, within: root) else { return nil }
                    node = following
                } else {
                    beforeNode = false
                }
            } else {
                if beforeNode {
                    guard let preceding = store.preceding(node, within: root) else { return nil }
                    node = preceding
                } else {
                    beforeNode = true
                }
            }
            guard !isActive else { throw DOMException(.invalidStateError, "the filter is already running") }
            isActive = true
            let result: NodeFilter.Result
            do {
                defer { isActive = false }
                result = try store.filter(node, whatToShow: whatToShow, callback: callback)
            }
            if result == .accept { break }
        }
        referenceNode = node
        pointerBeforeReferenceNode = beforeNode
        return node
    }

    /// https://dom.spec.whatwg.org/#dom-nodeiterator-nextnode
    public func nextNode(filter callback: NodeFilterCallback?) throws -> NodeID? { try traverse(next: true, callback) }

    /// https://dom.spec.whatwg.org/#dom-nodeiterator-previousnode
    public func previousNode(filter callback: NodeFilterCallback?) throws -> NodeID? {
        try traverse(next: false, callback)
    }

    /// https://dom.spec.whatwg.org/#nodeiterator-pre-removing-steps
    func nodeWillBeRemoved(_ toBeRemoved: NodeID) {
        guard store.isInclusiveAncestor(toBeRemoved, of: referenceNode), toBeRemoved != root else { return }
        if pointerBeforeReferenceNode {
            if let next = store.followingSkippingChildren(toBeRemoved, within: root) {
                referenceNode = next
                return
            }
            pointerBeforeReferenceNode = false
        }
        if let previous = store.previousSibling(of: toBeRemoved) {
            referenceNode = store.lastInclusiveDescendant(of: previous)
        } else if let parent = store.parent(of: toBeRemoved) {
            referenceNode = parent
        }
    }
}

/// A weak reference to a live node iterator.
struct WeakNodeIterator {
    weak var iterator: NodeIterator?
}

extension NodeStore {
    func register(_ iterator: NodeIterator) {
        nodeIterators.removeAll { $0.iterator == nil }
        nodeIterators.append(WeakNodeIterator(iterator: iterator))
    }

    func notifyNodeIteratorsOfRemoval(of node: NodeID) {
        guard !nodeIterators.isEmpty else { return }
        for entry in nodeIterators { entry.iterator?.nodeWillBeRemoved(node) }
    }
}
