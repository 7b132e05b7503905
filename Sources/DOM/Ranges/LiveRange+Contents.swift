// What ranges do to the nodes they contain: extract, clone, delete, insert, surround,
// and their text. The spec's algorithms recurse into the partially contained children;
// here each recursion level is one entry of ``RangeParts``, handled in a loop.
// https://dom.spec.whatwg.org/#interface-range

/// A range taken apart the way the contents algorithms see it: the nodes partially
/// contained on each side and the contained children of the common ancestor.
///
/// https://dom.spec.whatwg.org/#concept-range-extract (steps 5-10)
struct RangeParts {
    /// A partially contained node, and the contained nodes it has as children.
    struct PartialNode {
        /// The partially contained node (an inclusive ancestor of one boundary's node).
        var node: NodeID
        /// Its children that the range contains, in tree order.
        var contained: [NodeID]
    }

    /// The deepest node containing both boundary points.
    var commonAncestor: NodeID
    /// The partially contained inclusive ancestors of the start node, from the common
    /// ancestor's child (the "first partially contained child") down to the start node.
    var startSide: [PartialNode]
    /// The common ancestor's children the range contains, in tree order.
    var containedChildren: [NodeID]
    /// The partially contained inclusive ancestors of the end node, from the common
    /// ancestor's child (the "last partially contained child") down to the end node.
    var endSide: [PartialNode]

    /// The contained nodes whose parent is not contained, in tree order.
    var highestContainedNodes: [NodeID] {
        startSide.reversed().flatMap(\.contained) + containedChildren + endSide.flatMap(\.contained)
    }
}

extension LiveRange {
    // MARK: - Taking the range apart

    /// The range's parts (for a range whose points are not both in one character data node).
    func parts() -> RangeParts {
        let common = commonAncestorContainer
        let startSide = partiallyContainedNodes(onStartSide: true, under: common)
        let endSide = partiallyContainedNodes(onStartSide: false, under: common)
        // The contained children lie between the first and last partially contained
        // children, or from and to the offsets when a boundary is in the common ancestor.
        var child: NodeID?
        if let first = startSide.first {
            child = store.nextSibling(of: first.node)
        } else {
            child = store.child(of: common, at: start.offset)
        }
        let limit = endSide.first?.node ?? store.child(of: common, at: end.offset)
        var contained: [NodeID] = []
        while let current = child, current != limit {
            contained.append(current)
            child = store.nextSibling(of: current)
        }
        return RangeParts(commonAncestor: common, startSide: startSide, containedChildren: contained, endSide: endSide)
    }

    /// The partially contained inclusive ancestors of the start node (or of the end node),
    /// below `common`, outermost first, each with its contained children.
    private func partiallyContainedNodes(onStartSide: Bool, under common: NodeID) -> [RangeParts.PartialNode] {
        let boundary = onStartSide ? start : end
        let other = onStartSide ? end : start
        // A boundary node that contains the other point is the common ancestor: no side.
        guard !store.isInclusiveAncestor(boundary.node, of: other.node) else { return [] }
        var chain: [NodeID] = []
        var node = boundary.node
        while node != common {
            chain.append(node)
            guard let parent = store.parent(of: node) else { break }
            node = parent
        }
        chain.reverse()
        var result: [RangeParts.PartialNode] = []
        result.reserveCapacity(chain.count)
        for (position, node) in chain.enumerated() {
            var contained: [NodeID] = []
            if node == boundary.node {
                // The boundary's own node contains the children after (or before) the offset.
                if !store.kind(of: node).isCharacterData {
                    let children = store.children(of: node)
                    let offset = min(boundary.offset, children.count)
                    contained = Array(onStartSide ? children[offset...] : children[..<offset])
                }
            } else {
                // Any other contains the siblings after (or before) the child on the way down.
                let next = chain[position + 1]
                var sibling = onStartSide ? store.nextSibling(of: next) : store.firstChild(of: node)
                while let current = sibling, onStartSide || current != next {
                    contained.append(current)
                    sibling = store.nextSibling(of: current)
                }
            }
            result.append(RangeParts.PartialNode(node: node, contained: contained))
        }
        return result
    }

    /// Where both boundary points go once the contents are removed: the start when its
    /// node contains the end, else just after the start's ancestor below the common ancestor.
    ///
    /// https://dom.spec.whatwg.org/#concept-range-extract (steps 12-13)
    private func pointAfterRemovingContents() -> BoundaryPoint {
        if store.isInclusiveAncestor(start.node, of: end.node) { return start }
        var reference = start.node
        while let parent = store.parent(of: reference), !store.isInclusiveAncestor(parent, of: end.node) {
            reference = parent
        }
        guard let parent = store.parent(of: reference) else { return start }
        return BoundaryPoint(parent, store.index(of: reference) + 1)
    }

    // MARK: - Extract, clone, delete

    /// `range.extractContents()`: moves the contents into a new fragment (copying the
    /// partially contained nodes) and collapses the range where they were.
    ///
    /// https://dom.spec.whatwg.org/#concept-range-extract
    public func extractContents() throws(DOMException) -> NodeID {
        try copyContents(moving: true)
    }

    /// `range.cloneContents()`: a fragment holding a copy of the contents.
    ///
    /// https://dom.spec.whatwg.org/#concept-range-clone
    public func cloneContents() throws(DOMException) -> NodeID {
        try copyContents(moving: false)
    }

    /// Extract and clone, which differ only in moving or copying the contained nodes and
    /// in cutting the partially selected data out of the tree.
    private func copyContents(moving: Bool) throws(DOMException) -> NodeID {
        let store = self.store
        // 1-2.
        let fragment = store.createDocumentFragment(in: store.document(of: start.node))
        if collapsed { return fragment }
        // 3.
        let originalStart = start
        let originalEnd = end
        // 4. Both points in one character data node.
        if originalStart.node == originalEnd.node && store.kind(of: originalStart.node).isCharacterData {
            try appendDataCopy(
                of: originalStart.node, from: originalStart.offset, to: originalEnd.offset, into: fragment, cutting: moving)
            return fragment
        }
        // 5-10.
        let parts = parts()
        // 11.
        if parts.containedChildren.contains(where: { store.kind(of: $0) == .documentType }) {
            throw DOMException(.hierarchyRequestError, "a range containing a doctype cannot be extracted or cloned")
        }
        // 12-13.
        let collapsePoint = moving ? pointAfterRemovingContents() : nil
        // 14-15. The start side: a shallow copy of each partially contained node inside the
        // previous one's, and the start node's data after the offset. The contained nodes
        // go into the copies afterwards, innermost first, as the recursion returns.
        var copies: [(copy: NodeID, contained: [NodeID])] = []
        var parentCopy = fragment
        for partial in parts.startSide {
            if store.kind(of: partial.node).isCharacterData {
                try appendDataCopy(
                    of: partial.node, from: originalStart.offset, to: store.length(of: partial.node), into: parentCopy,
                    cutting: moving)
            } else {
                let copy = store.clone(partial.node, deep: false)
                try store.appendChild(copy, to: parentCopy)
                copies.append((copy, partial.contained))
                parentCopy = copy
            }
        }
        for (copy, contained) in copies.reversed() {
            try transfer(contained, into: copy, moving: moving)
        }
        // 16.
        try transfer(parts.containedChildren, into: fragment, moving: moving)
        // 17-18. The end side, outermost first: each copy gets the contained nodes before
        // the way down, then the copy of the next partially contained node.
        parentCopy = fragment
        for partial in parts.endSide {
            if store.kind(of: partial.node).isCharacterData {
                try appendDataCopy(of: partial.node, from: 0, to: originalEnd.offset, into: parentCopy, cutting: moving)
            } else {
                let copy = store.clone(partial.node, deep: false)
                try store.appendChild(copy, to: parentCopy)
                try transfer(partial.contained, into: copy, moving: moving)
                parentCopy = copy
            }
        }
        // 19.
        if let collapsePoint { setBoundaries(start: collapsePoint, end: collapsePoint) }
        return fragment
    }

    /// Appends to `parent` a copy of character data `node` holding its data between two
    /// UTF-16 offsets, and cuts that data out of `node` when `cutting`.
    private func appendDataCopy(of node: NodeID, from: Int, to: Int, into parent: NodeID, cutting: Bool)
        throws(DOMException)
    {
        let copy = store.clone(node, deep: false)
        store.setData(utf16Substring(store.data(of: node), from: from, to: to), of: copy)
        try store.appendChild(copy, to: parent)
        if cutting { store.replaceData(of: node, offset: from, count: to - from, with: "") }
    }

    /// Appends `nodes` (or deep copies of them) to `parent`.
    private func transfer(_ nodes: [NodeID], into parent: NodeID, moving: Bool) throws(DOMException) {
        for node in nodes {
            try store.appendChild(moving ? node : store.clone(node, deep: true), to: parent)
        }
    }

    /// `range.deleteContents()`: removes the contents and collapses the range where they were.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-deletecontents
    public func deleteContents() {
        let store = self.store
        // 1.
        if collapsed { return }
        // 2.
        let originalStart = start
        let originalEnd = end
        // 3.
        if originalStart.node == originalEnd.node && store.kind(of: originalStart.node).isCharacterData {
            store.replaceData(
                of: originalStart.node, offset: originalStart.offset, count: originalEnd.offset - originalStart.offset,
                with: "")
            return
        }
        // 4.
        let nodesToRemove = parts().highestContainedNodes
        // 5-6.
        let newPoint = pointAfterRemovingContents()
        // 7.
        if store.kind(of: originalStart.node).isCharacterData {
            store.replaceData(
                of: originalStart.node, offset: originalStart.offset,
                count: store.length(of: originalStart.node) - originalStart.offset, with: "")
        }
        // 8.
        for node in nodesToRemove { store.remove(node) }
        // 9.
        if store.kind(of: originalEnd.node).isCharacterData {
            store.replaceData(of: originalEnd.node, offset: 0, count: originalEnd.offset, with: "")
        }
        // 10.
        setBoundaries(start: newPoint, end: newPoint)
    }

    // MARK: - Insert and surround

    /// `range.insertNode(node)`: inserts `node` at the start, splitting a text node there.
    ///
    /// https://dom.spec.whatwg.org/#concept-range-insert
    public func insertNode(_ node: NodeID) throws(DOMException) {
        let store = self.store
        let startKind = store.kind(of: start.node)
        // 1.
        if startKind == .processingInstruction || startKind == .comment
            || (startKind.isText && store.parent(of: start.node) == nil) || start.node == node
        {
            throw DOMException(.hierarchyRequestError, "a node cannot be inserted at the range's start")
        }
        // 2-4.
        var referenceNode = startKind.isText ? start.node : store.child(of: start.node, at: start.offset)
        // 5.
        let parent = referenceNode.flatMap { store.parent(of: $0) } ?? start.node
        // 6.
        try store.ensurePreInsertionValidity(of: node, into: parent, before: referenceNode)
        // 7.
        if startKind.isText { referenceNode = try store.splitText(start.node, at: start.offset) }
        // 8.
        if referenceNode == node { referenceNode = store.nextSibling(of: node) }
        // 9.
        if store.parent(of: node) != nil { store.remove(node) }
        // 10-11.
        var newOffset = referenceNode.map { store.index(of: $0) } ?? store.length(of: parent)
        newOffset += store.kind(of: node) == .documentFragment ? store.length(of: node) : 1
        // 12.
        try store.preInsert(node, into: parent, before: referenceNode)
        // 13.
        if collapsed { end = BoundaryPoint(parent, newOffset) }
    }

    /// `range.surroundContents(newParent)`: moves the contents into `newParent` and puts
    /// it where they were.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-surroundcontents
    public func surroundContents(with newParent: NodeID) throws(DOMException) {
        let store = self.store
        // 1.
        let common = commonAncestorContainer
        let partiallyContained =
            partiallyContainedNodes(onStartSide: true, under: common) + partiallyContainedNodes(onStartSide: false, under: common)
        if partiallyContained.contains(where: { !store.kind(of: $0.node).isText }) {
            throw DOMException(.invalidStateError, "the range partially selects a node that is not a text node")
        }
        // 2.
        switch store.kind(of: newParent) {
        case .document, .documentType, .documentFragment:
            throw DOMException(.invalidNodeTypeError, "a document, doctype or fragment cannot surround a range")
        default:
            break
        }
        // 3.
        let fragment = try extractContents()
        // 4.
        if store.hasChildren(newParent) { store.replaceAll(in: newParent, with: nil) }
        // 5.
        try insertNode(newParent)
        // 6.
        try store.appendChild(fragment, to: newParent)
        // 7.
        try selectNode(newParent)
    }

    // MARK: - Text

    /// The range's stringifier (`range.toString()`): the data of the text it contains, in
    /// tree order, with no regard to rendering.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-stringifier
    public var text: String {
        let store = self.store
        let startIsText = store.kind(of: start.node).isText
        // 2.
        if start.node == end.node && startIsText {
            return utf16Substring(store.data(of: start.node), from: start.offset, to: end.offset)
        }
        // 1, 3.
        var result = ""
        if startIsText {
            let data = store.data(of: start.node)
            result = utf16Substring(data, from: start.offset, to: data.utf16.count)
        }
        // 4.
        for node in parts().highestContainedNodes {
            if store.kind(of: node).isText {
                result += store.data(of: node)
            } else {
                result += store.descendantTextContent(of: node)
            }
        }
        // 5.
        if store.kind(of: end.node).isText {
            result += utf16Substring(store.data(of: end.node), from: 0, to: end.offset)
        }
        return result
    }
}
