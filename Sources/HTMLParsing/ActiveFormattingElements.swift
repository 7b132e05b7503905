import DOM

/// The HTML standard's list of active formatting elements: the `<b>`, `<a>`, `<font>`, …
/// open in the current scope, which are reopened where a block closed them early, and
/// markers where a cell, caption, template or `<object>` begins a scope of its own.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#list-of-active-formatting-elements
struct ActiveFormattingElements {
    enum Entry: Equatable {
        case marker
        case element(NodeID, Atom)

        var element: NodeID? {
            if case .element(let element, _) = self { return element }
            return nil
        }
    }

    private(set) var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }
    subscript(position: Int) -> Entry { entries[position] }

    mutating func insertMarker() { entries.append(.marker) }

    /// Adds `element` named `name`, first removing the earliest of three equal elements
    /// after the last marker (the "Noah's Ark" clause; `isEqual` compares two elements'
    /// attributes).
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#push-onto-the-list-of-active-formatting-elements
    mutating func push(_ element: NodeID, named name: Atom, isEqual: (NodeID, NodeID) -> Bool) {
        var equal: [Int] = []
        for position in entries.indices.reversed() {
            guard case .element(let other, let otherName) = entries[position] else { break }
            if otherName == name && isEqual(other, element) { equal.append(position) }
        }
        if equal.count >= 3, let earliest = equal.last { entries.remove(at: earliest) }
        entries.append(.element(element, name))
    }

    /// The last element named `name` after the last marker.
    func lastElement(named name: Atom) -> NodeID? {
        for entry in entries.reversed() {
            switch entry {
            case .marker: return nil
            case .element(let element, let elementName) where elementName == name: return element
            case .element: continue
            }
        }
        return nil
    }

    func position(of element: NodeID) -> Int? { entries.lastIndex { $0.element == element } }

    func contains(_ element: NodeID) -> Bool { position(of: element) != nil }

    mutating func remove(_ element: NodeID) {
        if let position = position(of: element) { entries.remove(at: position) }
    }

    mutating func remove(at position: Int) { entries.remove(at: position) }

    mutating func insert(_ entry: Entry, at position: Int) { entries.insert(entry, at: position) }

    mutating func replace(at position: Int, with entry: Entry) { entries[position] = entry }

    /// Removes entries up to and including the last marker.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#clear-the-list-of-active-formatting-elements-up-to-the-last-marker
    mutating func clearToLastMarker() {
        while let last = entries.popLast(), last != .marker {}
    }
}
