/// The state of a `TreeWalker`; its movements take the script's filter each time.
///
/// https://dom.spec.whatwg.org/#interface-treewalker
public final class TreeWalker {
    /// The node the walker never leaves.
    public let root: NodeID
    /// The `whatToShow` bits.
    public let whatToShow: UInt32
    /// Where the walker is.
    public var currentNode: NodeID
    private unowned let store: NodeStore
    /// Set while a filter runs; re-entering then throws `InvalidStateError`.
    private var isActive = false

    /// A walker at `root`.
    public init(store: NodeStore, root: NodeID, whatToShow: UInt32) {
        self.store = store
        self.root = root
        self.whatToShow = whatToShow
        self.currentNode = root
    }

    private func filter(_ node: NodeID, _ callback: NodeFilterCallback?) throws -> NodeFilter.Result {
        guard !isActive else { throw DOMException(.invalidStateError, "the filter is already running") }
        isActive = true
        defer { isActive = false }
        return try store.filter(node, whatToShow: whatToShow, callback: callback)
    }

    /// https://dom.spec.whatwg.org/#dom-treewalker-parentnode
    public func parentNode(filter callback: NodeFilterCallback?) throws -> NodeID? {
        var node: NodeID? = currentNode
        while let current = node, current != root {
            node = store.parent(of: current)
            if let parent = node, try filter(parent, callback) == .accept {
                currentNode = parent
                return parent
            }
        }
        return nil
    }

    /// https://dom.spec.whatwg.org/#concept-traverse-children
    private func traverseChildren(first: Bool, _ callback: NodeFilterCallback?) throws -> NodeID? {
        var node = first ? store.firstChild(of: currentNode) : store.lastChild(of: currentNode)
        while var current = node {
            let result = try filter(current, callback)
            if result == .accept {
                currentNode = current
                return current
            }
            if result == .skip, let child = first ? store.firstChild(of: current) : store.lastChild(of: current) {
                node = child
                continue
            }
            while true {
                if let sibling = first ? store.nextSibling(of: current) : store.previousSibling(of: current) {
                    node = sibling
                    break
                }
                guard let parent = store.parent(of: current), parent != root, parent != currentNode else { return nil }
                current = parent
            }
        }
        return nil
    }

    /// https://dom.spec.whatwg.org/#dom-treewalker-firstchild
    public func firstChild(filter callback: NodeFilterCallback?) throws -> NodeID? {
        try traverseChildren(first: true, callback)
    }

    /// https://dom.spec.whatwg.org/#dom-treewalker-lastchild
    public func lastChild(filter callback: NodeFilterCallback?) throws -> NodeID? {
        try traverseChildren(first: false, callback)
    }

    /// https://dom.spec.whatwg.org/#concept-traverse-siblings
    private func traverseSiblings(next: Bool, _ callback: NodeFilterCallback?) throws -> NodeID? {
        var node = currentNode
        if node == root { return nil }
        while true {
            var sibling = next ? store.nextSibling(of: node) : store.previousSibling(of: node)
            while let current = sibling {
                node = current
                let result = try filter(current, callback)
                if result == .accept {
                    currentNode = current
                    return current
                }
                sibling = next ? store.firstChild(of: current) : store.lastChild(of: current)
                if result == .reject || sibling == nil {
                    sibling = next ? store.nextSibling(of: current) : store.previousSibling(of: current)
                }
            }
            guard let parent = store.parent(of: node), parent != root else { return nil }
            node = parent
            if try filter(node, callback) == .accept { return nil }
        }
    }

    /// https://dom.spec.whatwg.org/#dom-treewalker-nextsibling
    public func nextSibling(filter callback: NodeFilterCallback?) throws -> NodeID? {
        try traverseSiblings(next: true, callback)
    }

    /// https://dom.spec.whatwg.org/#dom-treewalker-previoussibling
    public func previousSibling(filter callback: NodeFilterCallback?) throws -> NodeID? {
        try traverseSiblings(next: false, callback)
    }

    /// https://dom.spec.whatwg.org/#dom-treewalker-previousnode
    public func previousNode(filter callback: NodeFilterCallback?) throws -> NodeID? {
        var node = currentNode
        while node != root {
            var sibling = store.previousSibling(of: node)
            while let current = sibling {
                node = current
                var result = try filter(node, callback)
                while result != .reject, let lastChild = store.lastChild(of: node) {
                    node = lastChild
                    result = try filter(node, callback)
                }
                if result == .accept {
                    currentNode = node
                    return node
                }
                sibling = store.previousSibling(of: node)
            }
            guard node != root, let parent = store.parent(of: node) else { return nil }
            node = parent
            if try filter(node, callback) == .accept {
                currentNode = node
                return node
            }
        }
        return nil
    }

    /// https://dom.spec.whatwg.org/#dom-treewalker-nextnode
    public func nextNode(filter callback: NodeFilterCallback?) throws -> NodeID? {
        var node = currentNode
        var result = NodeFilter.Result.accept
        while true {
            while result != .reject, let child = store.firstChild(of: node) {
                node = child
                result = try filter(node, callback)
                if result == .accept {
                    currentNode = node
                    return node
                }
            }
            guard let following = store.followingSkippingChildren(node, within: root) else { return nil }
            node = following
            result = try filter(node, callback)
            if result == .accept {
                currentNode = node
                return node
            }
        }
    }
}
