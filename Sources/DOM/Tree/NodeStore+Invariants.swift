extension NodeStore {
    /// Checks that the tree under `root` is well formed: parent and child links agree
    /// both ways, sibling links are symmetric, there are no cycles, every node belongs to
    /// the root's document, and no node is in a place its kind cannot be. Returns a
    /// description of each problem found (empty when the tree is sound).
    ///
    /// Tests call this after every mutation.
    public func invariantViolations(under root: NodeID) -> [String] {
        var problems: [String] = []
        var visited: Set<NodeID> = [root]
        var stack: [NodeID] = [root]
        let expectedDocument = kind(of: root) == .document ? root : document(of: root)
        while let parent = stack.popLast() {
            var previous: NodeID?
            var child = firstChild(of: parent)
            while let current = child {
                if !visited.insert(current).inserted {
                    problems.append("\(current) is reached twice (a cycle or a shared child)")
                    return problems
                }
                if self.parent(of: current) != parent {
                    problems.append("\(current) is a child of \(parent) but its parent is \(String(describing: self.parent(of: current)))")
                }
                if previousSibling(of: current) != previous {
                    problems.append("\(current)'s previous sibling should be \(String(describing: previous))")
                }
                if document(of: current) != expectedDocument {
                    problems.append("\(current) belongs to \(document(of: current)), not \(expectedDocument)")
                }
                let childKind = kind(of: current)
                if childKind == .document || (childKind == .documentType && kind(of: parent) != .document)
                    || (kind(of: parent).isCharacterData || kind(of: parent) == .documentType)
                {
                    problems.append("\(current) (\(childKind)) cannot be a child of \(parent) (\(kind(of: parent)))")
                }
                stack.append(current)
                previous = current
                child = nextSibling(of: current)
            }
            if lastChild(of: parent) != previous {
                problems.append("\(parent)'s last child should be \(String(describing: previous))")
            }
        }
        if kind(of: root) == .document {
            let elementCount = childElementCount(of: root)
            if elementCount > 1 { problems.append("the document has \(elementCount) element children") }
            if children(of: root).contains(where: { kind(of: $0).isText }) { problems.append("the document has text children") }
        }
        return problems
    }
}
