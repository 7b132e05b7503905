/// A static range: two boundary points that mutations do not update and that are not
/// checked against the tree.
///
/// https://dom.spec.whatwg.org/#interface-staticrange
public struct StaticRange: Hashable, Sendable {
    /// The start.
    public let start: BoundaryPoint
    /// The end (it may be before the start: static ranges are not validated).
    public let end: BoundaryPoint

    /// `new StaticRange({startContainer, startOffset, endContainer, endOffset})`: a doctype
    /// container is an InvalidNodeTypeError.
    ///
    /// https://dom.spec.whatwg.org/#dom-staticrange-staticrange
    public init(start: BoundaryPoint, end: BoundaryPoint, in store: NodeStore) throws(DOMException) {
        // 1.
        if store.kind(of: start.node) == .documentType || store.kind(of: end.node) == .documentType {
            throw DOMException(.invalidNodeTypeError, "a doctype cannot contain a boundary point")
        }
        // 2.
        self.start = start
        self.end = end
    }

    /// Whether the start and the end are the same point.
    ///
    /// https://dom.spec.whatwg.org/#dom-range-collapsed
    public var collapsed: Bool { start == end }
}
