/// Mirrors `NSItemProvider`: an attachment offering items under type identifiers.
public struct ItemProvider: Sendable, Equatable {
    /// What a provider hands out.
    public enum Item: Sendable, Equatable {
        /// A property list (`com.apple.property-list`).
        case propertyList(PropertyListValue)
        /// A URL, as its string (`public.url`).
        case url(String)
    }

    private let items: [(identifier: String, item: Item)]

    /// A provider offering `items` under their type identifiers, in order.
    public init(items: [(String, Item)]) {
        self.items = items.map { (identifier: $0.0, item: $0.1) }
    }

    /// The type identifiers registered, in order (`registeredTypeIdentifiers`).
    public var registeredTypeIdentifiers: [String] { items.map(\.identifier) }

    /// Whether an item is registered for `typeIdentifier` (`hasItemConformingToTypeIdentifier`).
    /// Conformance is by equal identifier (the identifiers here have no declared parents).
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        items.contains { $0.identifier == typeIdentifier }
    }

    /// Loads the item for `typeIdentifier` (`loadItem(forTypeIdentifier:options:)`).
    ///
    /// - Throws: ``ItemProviderError`` when nothing is registered for it.
    public func loadItem(forTypeIdentifier typeIdentifier: String) async throws(ItemProviderError) -> Item {
        guard let item = item(forTypeIdentifier: typeIdentifier) else {
            throw ItemProviderError(typeIdentifier: typeIdentifier, registered: registeredTypeIdentifiers)
        }
        return item
    }

    /// The item for `typeIdentifier`, without waiting.
    public func item(forTypeIdentifier typeIdentifier: String) -> Item? {
        items.first { $0.identifier == typeIdentifier }?.item
    }

    public static func == (lhs: ItemProvider, rhs: ItemProvider) -> Bool {
        lhs.items.map(\.identifier) == rhs.items.map(\.identifier) && lhs.items.map(\.item) == rhs.items.map(\.item)
    }
}

/// Loading an item that the provider does not have.
public struct ItemProviderError: Error, Sendable, CustomStringConvertible {
    /// The identifier asked for.
    public let typeIdentifier: String
    /// What the provider has.
    public let registered: [String]

    /// `no item for 'x' (registered: a, b)`.
    public var description: String {
        "no item for '\(typeIdentifier)' (registered: \(registered.joined(separator: ", ")))"
    }
}
