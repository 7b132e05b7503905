package import AppexJS

/// One difference between two property-list values, at a key path.
package struct PropertyListDifference: Equatable, CustomStringConvertible {
    package enum Change: Equatable {
        case changed(from: PropertyListValue, to: PropertyListValue)
        case added(PropertyListValue)
        case removed(PropertyListValue)
    }

    /// `results.images[2]`, `results.openGraph.title`, `results["a key"]`.
    package let keyPath: String
    package let change: Change

    package init(keyPath: String, change: Change) {
        self.keyPath = keyPath
        self.change = change
    }

    /// `results.images[2]: "a.png" → "b.png"`, `results.author: added "Ann"`,
    /// `results.icon: removed null`.
    package var description: String {
        switch change {
        case .changed(let old, let new): return "\(keyPath): \(Self.brief(old)) → \(Self.brief(new))"
        case .added(let value): return "\(keyPath): added \(Self.brief(value))"
        case .removed(let value): return "\(keyPath): removed \(Self.brief(value))"
        }
    }

    /// A value as compact JSON, cut to 100 characters.
    package static func brief(_ value: PropertyListValue) -> String {
        let text = value.jsonText(pretty: false)
        return text.count <= 100 ? text : text.prefix(99) + "…"
    }
}
