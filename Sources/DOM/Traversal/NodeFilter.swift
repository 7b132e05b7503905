/// `whatToShow` bits and filter answers for tree walkers and node iterators.
///
/// https://dom.spec.whatwg.org/#interface-nodefilter
public enum NodeFilter {
    /// What a filter answers for a node.
    public enum Result: Int, Sendable {
        case accept = 1
        case reject = 2
        case skip = 3
    }

    /// `NodeFilter.SHOW_ALL`.
    public static let showAll: UInt32 = 0xFFFF_FFFF

    /// The `whatToShow` constants by name, as scripts see them on `NodeFilter`.
    public static let showConstants: [(name: String, value: UInt32)] = [
        ("SHOW_ALL", 0xFFFF_FFFF), ("SHOW_ELEMENT", 0x1), ("SHOW_ATTRIBUTE", 0x2), ("SHOW_TEXT", 0x4),
        ("SHOW_CDATA_SECTION", 0x8), ("SHOW_ENTITY_REFERENCE", 0x10), ("SHOW_ENTITY", 0x20),
        ("SHOW_PROCESSING_INSTRUCTION", 0x40), ("SHOW_COMMENT", 0x80), ("SHOW_DOCUMENT", 0x100),
        ("SHOW_DOCUMENT_TYPE", 0x200), ("SHOW_DOCUMENT_FRAGMENT", 0x400), ("SHOW_NOTATION", 0x800),
    ]

    /// Whether `whatToShow` lets a node of `kind` through.
    @inlinable public static func shows(_ kind: NodeKind, in whatToShow: UInt32) -> Bool {
        whatToShow & (1 << (UInt32(kind.rawValue) - 1)) != 0
    }
}

/// A script's filter function: called for each candidate node. It may throw (the
/// script's exception), which ends the traversal call.
public typealias NodeFilterCallback = (NodeID) throws -> NodeFilter.Result

extension NodeStore {
    /// Runs the filter steps for one node.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-filter
    func filter(
        _ node: NodeID, whatToShow: UInt32, callback: NodeFilterCallback?
    ) throws -> NodeFilter.Result {
        guard NodeFilter.shows(kind(of: node), in: whatToShow) else { return .skip }
        guard let callback else { return .accept }
        return try callback(node)
    }
}
