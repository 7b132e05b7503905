// The DOM's mutation algorithms.
// https://dom.spec.whatwg.org/#mutation-algorithms

extension NodeStore {
    // MARK: - Validity

    /// https://dom.spec.whatwg.org/#concept-node-ensure-pre-insertion-validity
    func ensurePreInsertionValidity(of node: NodeID, into parent: NodeID, before child: NodeID?) throws(DOMException) {
        try ensureValidity(
            of: node, into: parent, existingChild: child,
            notAChild: "the node before which to insert is not a child of this node")
        // 6.
        if kind(of: parent) == .document {
            try ensureDocumentChildValidity(of: node, into: parent, replacing: nil, before: child)
        }
    }

    /// Steps 1-5 that pre-insertion and replacement share: the parent can have children,
    /// the node is not its ancestor, `existingChild` (if any) is a child of the parent, and
    /// the node's kind fits the parent's.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-ensure-pre-insertion-validity and
    /// https://dom.spec.whatwg.org/#concept-node-replace
    private func ensureValidity(
        of node: NodeID, into parent: NodeID, existingChild: NodeID?, notAChild: String
    ) throws(DOMException) {
        let parentKind = kind(of: parent)
        // 1.
        guard parentKind == .document || parentKind == .documentFragment || parentKind == .element else {
            throw DOMException(.hierarchyRequestError, "a \(describe(parentKind)) cannot have children")
        }
        // 2.
        if isInclusiveAncestor(node, of: parent) {
            throw DOMException(.hierarchyRequestError, "the new child contains the parent")
        }
        // 3.
        if let existingChild, self.parent(of: existingChild) != parent {
            throw DOMException(.notFoundError, notAChild)
        }
        // 4.
        let nodeKind = kind(of: node)
        guard nodeKind != .document else {
            throw DOMException(.hierarchyRequestError, "a document cannot be inserted into another node")
        }
        // 5.
        if nodeKind.isText && parentKind == .document {
            throw DOMException(.hierarchyRequestError, "a document cannot have text children")
        }
        if nodeKind == .documentType && parentKind != .document {
            throw DOMException(.hierarchyRequestError, "a doctype can only be a child of a document")
        }
    }

    /// The document-specific checks of pre-insertion (step 6) and replace (step 6).
    private func ensureDocumentChildValidity(
        of node: NodeID, into document: NodeID, replacing replaced: NodeID?, before child: NodeID?
    ) throws(DOMException) {
        let documentHasElement = children(of: document).contains { isElement($0) && $0 != replaced }
        let childIsDoctype = child.map { kind(of: $0) == .documentType } ?? false
        let doctypeFollowsChild = child.map { child in
            var sibling = nextSibling(of: child)
            while let current = sibling {
                if kind(of: current) == .documentType { return true }
                sibling = nextSibling(of: current)
            }
            return false
        } ?? false
        switch kind(of: node) {
        case .documentFragment:
            let elementCount = childElementCount(of: node)
            if elementCount > 1 || children(of: node).contains(where: { kind(of: $0).isText }) {
                throw DOMException(.hierarchyRequestError, "a document can have only one element child and no text")
            }
            if elementCount == 1 && (documentHasElement || childIsDoctype || doctypeFollowsChild) {
                throw DOMException(.hierarchyRequestError, "a document can have only one element child")
            }
        case .element:
            if documentHasElement || childIsDoctype || doctypeFollowsChild {
                throw DOMException(.hierarchyRequestError, "a document can have only one element child")
            }
        case .documentType:
            let hasDoctype = children(of: document).contains { kind(of: $0) == .documentType && $0 != replaced }
            let elementPrecedesChild = child.map { child in
                var sibling = previousSibling(of: child)
                while let current = sibling {
                    if isElement(current) { return true }
                    sibling = previousSibling(of: current)
                }
                return false
            } ?? false
            if hasDoctype || elementPrecedesChild || (child == nil && documentHasElement) {
                throw DOMException(.hierarchyRequestError, "a document can have only one doctype, before its element")
            }
        default:
            break
        }
    }

    private func describe(_ kind: NodeKind) -> String {
        switch kind {
        case .element: return "element"
        case .text: return "text node"
        case .cdataSection: return "CDATA section"
        case .processingInstruction: return "processing instruction"
        case .comment: return "comment"
        case .document: return "document"
        case .documentType: return "doctype"
        case .documentFragment: return "document fragment"
        }
    }

    /// The validity check `replaceChildren` makes before replacing all children.
    ///
    /// https://dom.spec.whatwg.org/#dom-parentnode-replacechildren
    public func ensurePreInsertionValidityForReplaceChildren(_ node: NodeID, into parent: NodeID) throws(DOMException) {
        try ensurePreInsertionValidity(of: node, into: parent, before: nil)
    }

    // MARK: - Insertion

    /// Inserts `node` into `parent` before `child` (at the end when `child` is nil), after
    /// checking the move is allowed. Returns `node`.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-pre-insert
    @discardableResult
    public func preInsert(_ node: NodeID, into parent: NodeID, before child: NodeID?) throws(DOMException) -> NodeID {
        try ensurePreInsertionValidity(of: node, into: parent, before: child)
        var referenceChild = child
        if referenceChild == node { referenceChild = nextSibling(of: node) }
        insert(node, into: parent, before: referenceChild)
        return node
    }

    /// `parent.appendChild(node)`.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-append
    @discardableResult
    public func appendChild(_ node: NodeID, to parent: NodeID) throws(DOMException) -> NodeID {
        try preInsert(node, into: parent, before: nil)
    }

    /// Inserts without checks. A fragment's children are inserted instead of it.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-insert
    public func insert(_ node: NodeID, into parent: NodeID, before child: NodeID?, suppressObservers: Bool = false) {
        // 1-2.
        let nodes = kind(of: node) == .documentFragment ? children(of: node) : [node]
        guard !nodes.isEmpty else { return }
        // 3.
        if kind(of: node) == .documentFragment {
            for fragmentChild in nodes { remove(fragmentChild, suppressObservers: true) }
            if !suppressObservers {
                observer?.childListChanged(node, added: [], removed: nodes, previousSibling: nil, nextSibling: nil)
            }
        }
        // 5.
        let previousSibling = child.map { self.previousSibling(of: $0) } ?? lastChild(of: parent)
        // 6.
        let targetDocument = document(of: parent)
        for inserted in nodes {
            adopt(inserted, into: targetDocument)
            link(inserted, into: parent, before: child)
        }
        childListChanged()
        if styleChangeLog != nil {
            for inserted in nodes { recordStyleChange(ofChildrenOf: parent, node: inserted) }
        }
        resourceLoadObserver?.didInsert(nodes, into: parent)
        if let observer {
            observer.didInsert(nodes, into: parent, before: child, at: index(of: nodes[0]))
            // 7.
            if !suppressObservers {
                observer.childListChanged(
                    parent, added: nodes, removed: [], previousSibling: previousSibling, nextSibling: child)
            }
        }
    }

    // MARK: - Removal

    /// `parent.removeChild(child)`.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-pre-remove
    @discardableResult
    public func preRemove(_ child: NodeID, from parent: NodeID) throws(DOMException) -> NodeID {
        guard self.parent(of: child) == parent else {
            throw DOMException(.notFoundError, "the node to be removed is not a child of this node")
        }
        remove(child)
        return child
    }

    /// Removes `node` from its parent (nothing happens when it has none).
    ///
    /// https://dom.spec.whatwg.org/#concept-node-remove
    public func remove(_ node: NodeID, suppressObservers: Bool = false) {
        guard let parent = parent(of: node) else { return }
        if let observer {
            observer.willRemove(node, from: parent, at: index(of: node))
        }
        notifyNodeIteratorsOfRemoval(of: node)
        let oldPreviousSibling = previousSibling(of: node)
        let oldNextSibling = nextSibling(of: node)
        unlink(node)
        childListChanged()
        recordStyleChange(ofChildrenOf: parent, node: node)
        if !suppressObservers {
            observer?.childListChanged(
                parent, added: [], removed: [node], previousSibling: oldPreviousSibling, nextSibling: oldNextSibling)
        }
    }

    // MARK: - Replacement

    /// `parent.replaceChild(node, child)`.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-replace
    @discardableResult
    public func replace(_ child: NodeID, with node: NodeID, in parent: NodeID) throws(DOMException) -> NodeID {
        try ensureValidity(
            of: node, into: parent, existingChild: child, notAChild: "the node to be replaced is not a child of this node")
        let nodeKind = kind(of: node)
        let parentKind = kind(of: parent)
        // 6.
        if parentKind == .document {
            try ensureDocumentChildValidity(of: node, into: parent, replacing: child, before: child)
        }
        // 7-9.
        var referenceChild = nextSibling(of: child)
        if referenceChild == node { referenceChild = nextSibling(of: node) }
        let previousSibling = self.previousSibling(of: child)
        // 10-11.
        var removedNodes: [NodeID] = []
        if self.parent(of: child) != nil {
            removedNodes = [child]
            remove(child, suppressObservers: true)
        }
        // 12-13.
        let nodes = nodeKind == .documentFragment ? children(of: node) : [node]
        insert(node, into: parent, before: referenceChild, suppressObservers: true)
        // 14.
        observer?.childListChanged(
            parent, added: nodes, removed: removedNodes, previousSibling: previousSibling, nextSibling: referenceChild)
        return child
    }

    /// Replaces all of `parent`'s children with `node` (or with nothing).
    ///
    /// https://dom.spec.whatwg.org/#concept-node-replace-all
    public func replaceAll(in parent: NodeID, with node: NodeID?) {
        let removedNodes = children(of: parent)
        let addedNodes: [NodeID]
        if let node {
            addedNodes = kind(of: node) == .documentFragment ? children(of: node) : [node]
            adopt(node, into: document(of: parent))
        } else {
            addedNodes = []
        }
        for child in removedNodes { remove(child, suppressObservers: true) }
        if let node { insert(node, into: parent, before: nil, suppressObservers: true) }
        if !addedNodes.isEmpty || !removedNodes.isEmpty {
            observer?.childListChanged(parent, added: addedNodes, removed: removedNodes, previousSibling: nil, nextSibling: nil)
        }
    }

    // MARK: - Adoption

    /// Moves `node` (and its subtree) into `document`, removing it from its parent.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-adopt
    public func adopt(_ node: NodeID, into document: NodeID) {
        if parent(of: node) != nil { remove(node) }
        guard self.document(of: node) != document, kind(of: node) != .document else { return }
        records[Int(node.index)].document = document.index
        forEachDescendant(of: node) { descendant in
            records[Int(descendant.index)].document = document.index
            return true
        }
        adoptTemplateContents(within: node, into: document)
    }

    // MARK: - Links (no checks, no notifications)

    /// Puts a parentless `node` into `parent`'s children before `child` (at the end when nil).
    @usableFromInline func link(_ node: NodeID, into parent: NodeID, before child: NodeID?) {
        let nodeIndex = Int(node.index)
        let parentIndex = Int(parent.index)
        records[nodeIndex].parent = parent.index
        if let child {
            let childIndex = Int(child.index)
            let previous = records[childIndex].previousSibling
            records[nodeIndex].previousSibling = previous
            records[nodeIndex].nextSibling = child.index
            records[childIndex].previousSibling = node.index
            if previous >= 0 {
                records[Int(previous)].nextSibling = node.index
            } else {
                records[parentIndex].firstChild = node.index
            }
        } else {
            let last = records[parentIndex].lastChild
            records[nodeIndex].previousSibling = last
            records[nodeIndex].nextSibling = noNode
            if last >= 0 {
                records[Int(last)].nextSibling = node.index
            } else {
                records[parentIndex].firstChild = node.index
            }
            records[parentIndex].lastChild = node.index
        }
    }

    /// Takes `node` out of its parent's children.
    @usableFromInline func unlink(_ node: NodeID) {
        let nodeIndex = Int(node.index)
        let record = records[nodeIndex]
        guard record.parent >= 0 else { return }
        if record.previousSibling >= 0 {
            records[Int(record.previousSibling)].nextSibling = record.nextSibling
        } else {
            records[Int(record.parent)].firstChild = record.nextSibling
        }
        if record.nextSibling >= 0 {
            records[Int(record.nextSibling)].previousSibling = record.previousSibling
        } else {
            records[Int(record.parent)].lastChild = record.previousSibling
        }
        records[nodeIndex].parent = noNode
        records[nodeIndex].previousSibling = noNode
        records[nodeIndex].nextSibling = noNode
    }

    /// Appends a parentless `node` to `parent` with no checks and no notifications. For
    /// building trees (the parser, cloning), where the result is known to be valid.
    public func appendChildForBuilding(_ node: NodeID, to parent: NodeID) {
        link(node, into: parent, before: nil)
        childListChanged()
        recordStyleChange(ofChildrenOf: parent, node: node)
    }
}
