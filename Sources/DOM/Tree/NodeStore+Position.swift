/// The bits of `compareDocumentPosition`.
///
/// https://dom.spec.whatwg.org/#dom-node-comparedocumentposition
public struct DocumentPosition: OptionSet, Sendable {
    /// The bit mask scripts see.
    public let rawValue: Int
    /// Wraps a bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let disconnected = DocumentPosition(rawValue: 0x01)
    public static let preceding = DocumentPosition(rawValue: 0x02)
    public static let following = DocumentPosition(rawValue: 0x04)
    public static let contains = DocumentPosition(rawValue: 0x08)
    public static let containedBy = DocumentPosition(rawValue: 0x10)
    public static let implementationSpecific = DocumentPosition(rawValue: 0x20)
}

extension NodeStore {
    /// `reference.compareDocumentPosition(other)`, for nodes (attributes are handled by the bindings).
    ///
    /// https://dom.spec.whatwg.org/#dom-node-comparedocumentposition
    public func compareDocumentPosition(of other: NodeID, relativeTo reference: NodeID) -> DocumentPosition {
        if other == reference { return [] }
        let otherAncestors = inclusiveAncestors(of: other)
        let referenceAncestors = inclusiveAncestors(of: reference)
        if otherAncestors.last != referenceAncestors.last {
            // Different trees: consistent but arbitrary order.
            return [.disconnected, .implementationSpecific, other < reference ? .preceding : .following]
        }
        if referenceAncestors.contains(other) { return [.contains, .preceding] }
        if otherAncestors.contains(reference) { return [.containedBy, .following] }
        return precedes(other, reference, otherAncestors, referenceAncestors) ? .preceding : .following
    }

    /// Whether `a` comes before `b` in tree order (both in the same tree).
    ///
    /// https://dom.spec.whatwg.org/#concept-tree-preceding
    public func precedes(_ a: NodeID, _ b: NodeID) -> Bool {
        guard a != b else { return false }
        let ancestorsA = inclusiveAncestors(of: a)
        let ancestorsB = inclusiveAncestors(of: b)
        if ancestorsB.contains(a) { return true }
        if ancestorsA.contains(b) { return false }
        return precedes(a, b, ancestorsA, ancestorsB)
    }

    /// Tree order of two nodes neither of which contains the other, given their ancestor chains (node first, root last).
    private func precedes(_ a: NodeID, _ b: NodeID, _ ancestorsA: [NodeID], _ ancestorsB: [NodeID]) -> Bool {
        // Walk down from the common root until the chains part; compare those siblings.
        var indexA = ancestorsA.count - 1
        var indexB = ancestorsB.count - 1
        while indexA > 0, indexB > 0, ancestorsA[indexA - 1] == ancestorsB[indexB - 1] {
            indexA -= 1
            indexB -= 1
        }
        let siblingA = ancestorsA[indexA - 1]
        let siblingB = ancestorsB[indexB - 1]
        var sibling = nextSibling(of: siblingA)
        while let current = sibling {
            if current == siblingB { return true }
            sibling = nextSibling(of: current)
        }
        return false
    }

    /// The node and its ancestors, the node first and the root last.
    public func inclusiveAncestors(of node: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        var current: NodeID? = node
        while let ancestor = current {
            result.append(ancestor)
            current = parent(of: ancestor)
        }
        return result
    }

    /// `node.contains(other)`: whether `other` is an inclusive descendant of `node`.
    ///
    /// https://dom.spec.whatwg.org/#dom-node-contains
    public func contains(_ node: NodeID, _ other: NodeID) -> Bool { isInclusiveAncestor(node, of: other) }
}
