import WHATWGURL

/// Results computed from the tree and kept until the tree changes: the child lists
/// of live `childNodes` and the members of live collections.
///
/// Entries record the store versions they were computed at and are recomputed when
/// those move on.
final class DerivedDataCaches {
    struct Entry {
        var childListVersion: UInt64
        var attributeVersion: UInt64
        var nodes: [NodeID]
    }

    var entries: [CacheKey: Entry] = [:]

    /// A document's base URL, with the versions it was computed at, and what strings
    /// resolved against it gave (see ``NodeStore/reflectedURL(_:of:)``).
    struct BaseURLEntry {
        var childListVersion: UInt64
        var attributeVersion: UInt64
        /// The document's `base` elements in tree order, up to the first with an `href`.
        var baseElements: [NodeID]
        /// Whether ``baseElements`` are all the document's (none had an `href`).
        var baseElementsAreComplete: Bool
        var url: URLRecord
        /// Each string's serialized URL, or the string itself when it does not parse.
        var resolved: [String: String] = [:]

        /// At most how many resolved strings an entry keeps.
        static let resolvedLimit = 10_000

        /// Keeps what `string` resolved to, unless ``resolvedLimit`` strings are kept already.
        mutating func remember(_ href: String, resolvedFrom string: String) {
            if resolved.count < Self.resolvedLimit { resolved[string] = href }
        }
    }

    var baseURLs: [NodeID: BaseURLEntry] = [:]

    /// What a cached list is a list of.
    enum CacheKey: Hashable {
        case children(NodeID)
        case collection(CollectionKey)
    }
}

extension NodeStore {
    /// The node's children, from the cache when the tree has not changed since.
    public func cachedChildren(of node: NodeID) -> [NodeID] {
        let key = DerivedDataCaches.CacheKey.children(node)
        if let entry = caches.entries[key], entry.childListVersion == childListVersion {
            return entry.nodes
        }
        let nodes = children(of: node)
        caches.entries[key] = .init(childListVersion: childListVersion, attributeVersion: attributeVersion, nodes: nodes)
        return nodes
    }
}
