/// A handle to one node in a ``NodeStore``.
///
/// Handles are plain integers: cheap to copy, compare and hash. A handle is only
/// meaningful together with the store that created it, and stays valid for the
/// store's whole lifetime (nodes are never freed individually; a store holds one
/// session's documents and is released as a whole).
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The node's index in its store's storage.
    public let index: Int32

    /// Wraps a storage index.
    @inlinable public init(_ index: Int32) { self.index = index }

    /// Orders handles by creation order (not document order).
    @inlinable public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }

    /// `#<index>`, for diagnostics.
    public var description: String { "#\(index)" }
}

/// The raw link value meaning "no node".
@usableFromInline let noNode: Int32 = -1

extension Int32 {
    /// The link as an optional handle (`-1` is none).
    @inlinable var asNodeID: NodeID? { self < 0 ? nil : NodeID(self) }
}

extension Optional where Wrapped == NodeID {
    /// The optional handle as a raw link (`-1` for none).
    @inlinable var rawLink: Int32 { self?.index ?? noNode }
}
