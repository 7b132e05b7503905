extension NodeStore {
    // MARK: - Links

    /// The node's parent, if any.
    @inlinable public func parent(of node: NodeID) -> NodeID? { records[Int(node.index)].parent.asNodeID }

    /// The node's first child, if any.
    @inlinable public func firstChild(of node: NodeID) -> NodeID? { records[Int(node.index)].firstChild.asNodeID }

    /// The node's last child, if any.
    @inlinable public func lastChild(of node: NodeID) -> NodeID? { records[Int(node.index)].lastChild.asNodeID }

    /// The sibling before the node, if any.
    @inlinable public func previousSibling(of node: NodeID) -> NodeID? {
        records[Int(node.index)].previousSibling.asNodeID
    }

    /// The sibling after the node, if any.
    @inlinable public func nextSibling(of node: NodeID) -> NodeID? { records[Int(node.index)].nextSibling.asNodeID }

    /// Whether the node has children.
    @inlinable public func hasChildren(_ node: NodeID) -> Bool { records[Int(node.index)].firstChild >= 0 }

    /// The parent when it is an element (`parentElement`).
    @inlinable public func parentElement(of node: NodeID) -> NodeID? {
        guard let parent = parent(of: node), isElement(parent) else { return nil }
        return parent
    }

    // MARK: - Element-only navigation

    /// The first child that is an element.
    ///
    /// https://dom.spec.whatwg.org/#dom-parentnode-firstelementchild
    @inlinable public func firstElementChild(of node: NodeID) -> NodeID? {
        var child = records[Int(node.index)].firstChild
        while child >= 0 {
            if records[Int(child)].kind == .element { return NodeID(child) }
            child = records[Int(child)].nextSibling
        }
        return nil
    }

    /// The next element after `element` in tree order that is a descendant of `root`, or,
    /// with `root` nil, of the element's document or fragment. One pass over the nodes,
    /// skipping texts and comments as it meets them (what selector queries walk).
    ///
    /// https://dom.spec.whatwg.org/#concept-tree-following
    @inlinable public func followingElement(after element: NodeID, within root: NodeID?) -> NodeID? {
        followingElement(after: element, within: root) { _ in true }
    }

    /// ``followingElement(after:within:)`` for elements whose local name is `name` only:
    /// the loop selector queries with a type selector in their subject run.
    @inlinable public func followingElement(after element: NodeID, named name: Atom, within root: NodeID?) -> NodeID? {
        followingElement(after: element, within: root) { $0.name == name }
    }

    /// The next element after `element` in tree order, within `root`, whose record `accept`s.
    @inlinable @inline(__always)
    func followingElement(after element: NodeID, within root: NodeID?, where accept: (Record) -> Bool) -> NodeID? {
        let boundary = root.map { $0.index } ?? noNode
        var node = element.index
        var candidate = records[Int(node)].firstChild
        while true {
            // Climb until there is a next sibling, never out of the boundary or the elements.
            while candidate < 0 {
                if node == boundary { return nil }
                candidate = records[Int(node)].nextSibling
                if candidate >= 0 { break }
                let parent = records[Int(node)].parent
                guard parent >= 0, parent != boundary, records[Int(parent)].kind == .element else { return nil }
                node = parent
            }
            let record = records[Int(candidate)]
            node = candidate
            if record.kind == .element {
                if accept(record) { return NodeID(candidate) }
                candidate = record.firstChild
            } else {
                // Texts, comments and the like have no children.
                candidate = record.nextSibling
            }
        }
    }

    /// The last child that is an element.
    @inlinable public func lastElementChild(of node: NodeID) -> NodeID? {
        var child = records[Int(node.index)].lastChild
        while child >= 0 {
            if records[Int(child)].kind == .element { return NodeID(child) }
            child = records[Int(child)].previousSibling
        }
        return nil
    }

    /// The nearest following sibling that is an element.
    @inlinable public func nextElementSibling(of node: NodeID) -> NodeID? {
        var sibling = records[Int(node.index)].nextSibling
        while sibling >= 0 {
            if records[Int(sibling)].kind == .element { return NodeID(sibling) }
            sibling = records[Int(sibling)].nextSibling
        }
        return nil
    }

    /// The nearest preceding sibling that is an element.
    @inlinable public func previousElementSibling(of node: NodeID) -> NodeID? {
        var sibling = records[Int(node.index)].previousSibling
        while sibling >= 0 {
            if records[Int(sibling)].kind == .element { return NodeID(sibling) }
            sibling = records[Int(sibling)].previousSibling
        }
        return nil
    }

    /// How many children are elements.
    public func childElementCount(of node: NodeID) -> Int {
        var count = 0
        var child = records[Int(node.index)].firstChild
        while child >= 0 {
            if records[Int(child)].kind == .element { count += 1 }
            child = records[Int(child)].nextSibling
        }
        return count
    }

    // MARK: - Children as lists

    /// The node's children, in order.
    public func children(of node: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        var child = records[Int(node.index)].firstChild
        while child >= 0 {
            result.append(NodeID(child))
            child = records[Int(child)].nextSibling
        }
        return result
    }

    /// The node's element children, in order.
    public func elementChildren(of node: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        var child = records[Int(node.index)].firstChild
        while child >= 0 {
            if records[Int(child)].kind == .element { result.append(NodeID(child)) }
            child = records[Int(child)].nextSibling
        }
        return result
    }

    /// The node's position among its siblings (0 for the first or a parentless node).
    ///
    /// https://dom.spec.whatwg.org/#concept-tree-index
    public func index(of node: NodeID) -> Int {
        var count = 0
        var sibling = records[Int(node.index)].previousSibling
        while sibling >= 0 {
            count += 1
            sibling = records[Int(sibling)].previousSibling
        }
        return count
    }

    /// How many children the node has (the spec's "length" for non-character-data nodes).
    public func childCount(of node: NodeID) -> Int {
        var count = 0
        var child = records[Int(node.index)].firstChild
        while child >= 0 {
            count += 1
            child = records[Int(child)].nextSibling
        }
        return count
    }

    /// Child number `index`, if there is one.
    public func child(of node: NodeID, at index: Int) -> NodeID? {
        guard index >= 0 else { return nil }
        var remaining = index
        var child = records[Int(node.index)].firstChild
        while child >= 0 {
            if remaining == 0 { return NodeID(child) }
            remaining -= 1
            child = records[Int(child)].nextSibling
        }
        return nil
    }

    // MARK: - Ancestors and descendants

    /// The root of the node's tree.
    ///
    /// https://dom.spec.whatwg.org/#concept-tree-root
    public func root(of node: NodeID) -> NodeID {
        var current = node.index
        while records[Int(current)].parent >= 0 { current = records[Int(current)].parent }
        return NodeID(current)
    }

    /// Whether `node` is in a document tree (its root is a document).
    public func isConnected(_ node: NodeID) -> Bool { kind(of: root(of: node)) == .document }

    /// Whether `ancestor` is `node` or one of its ancestors.
    ///
    /// https://dom.spec.whatwg.org/#concept-tree-inclusive-ancestor
    public func isInclusiveAncestor(_ ancestor: NodeID, of node: NodeID) -> Bool {
        var current = node.index
        while current >= 0 {
            if current == ancestor.index { return true }
            current = records[Int(current)].parent
        }
        return false
    }

    /// The node following `node` in tree order, staying inside `root`'s subtree.
    ///
    /// https://dom.spec.whatwg.org/#concept-tree-following
    @inlinable public func following(_ node: NodeID, within root: NodeID) -> NodeID? {
        let record = records[Int(node.index)]
        if record.firstChild >= 0 { return NodeID(record.firstChild) }
        return followingSkippingChildren(node, within: root)
    }

    /// The node following `node` in tree order, skipping `node`'s descendants, inside `root`.
    @inlinable public func followingSkippingChildren(_ node: NodeID, within root: NodeID) -> NodeID? {
        var current = node.index
        while current != root.index {
            let record = records[Int(current)]
            if record.nextSibling >= 0 { return NodeID(record.nextSibling) }
            current = record.parent
            if current < 0 { return nil }
        }
        return nil
    }

    /// The node preceding `node` in tree order, staying inside `root`'s subtree.
    ///
    /// https://dom.spec.whatwg.org/#concept-tree-preceding
    public func preceding(_ node: NodeID, within root: NodeID) -> NodeID? {
        guard node != root else { return nil }
        let record = records[Int(node.index)]
        guard record.previousSibling >= 0 else { return record.parent.asNodeID }
        var current = record.previousSibling
        while records[Int(current)].lastChild >= 0 { current = records[Int(current)].lastChild }
        return NodeID(current)
    }

    /// The last node of `node`'s subtree in tree order (itself when it has no children).
    public func lastInclusiveDescendant(of node: NodeID) -> NodeID {
        var current = node.index
        while records[Int(current)].lastChild >= 0 { current = records[Int(current)].lastChild }
        return NodeID(current)
    }

    /// Calls `body` for each descendant of `root` in tree order (not `root` itself).
    /// `body` returns false to stop.
    @inlinable public func forEachDescendant(of root: NodeID, _ body: (NodeID) throws -> Bool) rethrows {
        var next = following(root, within: root)
        while let node = next {
            if try !body(node) { return }
            next = following(node, within: root)
        }
    }

    /// Calls `body` for each element descendant of `root` in tree order. `body` returns false to stop.
    @inlinable public func forEachDescendantElement(of root: NodeID, _ body: (NodeID) throws -> Bool) rethrows {
        var next = following(root, within: root)
        while let node = next {
            if records[Int(node.index)].kind == .element, try !body(node) { return }
            next = following(node, within: root)
        }
    }

    /// The descendants of `root` in tree order.
    public func descendants(of root: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        forEachDescendant(of: root) { result.append($0); return true }
        return result
    }

    // MARK: - Document parts

    /// The document element: the document's element child.
    ///
    /// https://dom.spec.whatwg.org/#document-element
    public func documentElement(of document: NodeID) -> NodeID? { firstElementChild(of: document) }

    /// The html element: the document element when it is an HTML `html` element.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#the-html-element-2
    public func htmlElement(of document: NodeID) -> NodeID? {
        guard let root = documentElement(of: document), isHTMLElement(root, named: .html) else { return nil }
        return root
    }

    /// The document's doctype child, if any.
    public func doctypeNode(of document: NodeID) -> NodeID? {
        var child = records[Int(document.index)].firstChild
        while child >= 0 {
            if records[Int(child)].kind == .documentType { return NodeID(child) }
            child = records[Int(child)].nextSibling
        }
        return nil
    }

    /// The first child of the `html` document element that is an HTML element named `name`.
    func documentElementChild(of document: NodeID, named name: Atom) -> NodeID? {
        guard let root = htmlElement(of: document) else { return nil }
        var child = firstElementChild(of: root)
        while let current = child {
            if isHTMLElement(current, named: name) { return current }
            child = nextElementSibling(of: current)
        }
        return nil
    }

    /// The `head` element.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-head
    public func head(of document: NodeID) -> NodeID? { documentElementChild(of: document, named: .head) }

    /// The body element: the first `body` or `frameset` child of the `html` element.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#the-body-element-2
    public func body(of document: NodeID) -> NodeID? {
        guard let root = htmlElement(of: document) else { return nil }
        var child = firstElementChild(of: root)
        while let current = child {
            if isHTMLElement(current, named: .body) || isHTMLElement(current, named: .frameset) { return current }
            child = nextElementSibling(of: current)
        }
        return nil
    }

    /// The first element in tree order under `root` with the given ID.
    ///
    /// https://dom.spec.whatwg.org/#dom-nonelementparentnode-getelementbyid
    public func element(withID id: String, under root: NodeID) -> NodeID? {
        guard !id.isEmpty else { return nil }
        var found: NodeID?
        forEachDescendantElement(of: root) { element in
            if attribute(.id, of: element) == id {
                found = element
                return false
            }
            return true
        }
        return found
    }
}
