import DOM

/// The HTML standard's stack of open elements, with the scope queries the tree-construction
/// rules ask of it. Each entry keeps its element's name and namespace so the queries need
/// not ask the tree.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#the-stack-of-open-elements
struct OpenElementStack {
    struct Entry {
        var element: NodeID
        var name: Atom
        var namespace: Namespace

        var isHTML: Bool { namespace == .html }

        func isHTML(_ atom: Atom) -> Bool { namespace == .html && name == atom }

        /// Whether the element is in the special category.
        ///
        /// https://html.spec.whatwg.org/multipage/parsing.html#special
        var isSpecial: Bool {
            if isHTML { return TreeConstructionNames.special.contains(name) }
            return isForeignScopeBoundary
        }

        /// Whether a MathML or SVG element bounds every scope (and is special): MathML's
        /// text integration points and `annotation-xml`, SVG's HTML integration points.
        var isForeignScopeBoundary: Bool {
            TreeConstructionNames.specialForeign.contains(name)
                && (namespace == .svg) == TreeConstructionNames.svgHTMLIntegrationPoints.contains(name)
        }
    }

    private(set) var entries: [Entry] = []
    /// How many HTML elements of each name (by atom) are open, so a query for a name none
    /// is open under is answered without walking the stack: every `<div>` start tag asks
    /// whether a `<p>` is in button scope, and 100,000 nested `<div>`s made that quadratic.
    private var htmlNameCounts: [Int32] = []
    /// Positions of the entries that decide the insertion mode
    /// (``TreeConstructionNames/modeElements``), innermost last.
    private var modeEntries: [Int] = []

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }
    var current: Entry? { entries.last }
    subscript(position: Int) -> Entry { entries[position] }

    /// The context element of a fragment parse (not itself on the stack).
    var fragmentContext: Entry?

    /// The innermost open element that decides the insertion mode; in a fragment parse, the
    /// context element when only the root is open.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#reset-the-insertion-mode-appropriately
    var modeEntry: Entry? {
        if let context = fragmentContext, modeEntries.last ?? 0 == 0 { return context }
        return modeEntries.last.map { entries[$0] }
    }

    /// The current node, or the context element of a fragment parse when only the root is
    /// open.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#adjusted-current-node
    var adjustedCurrent: Entry? {
        if let context = fragmentContext, entries.count == 1 { return context }
        return entries.last
    }

    mutating func push(_ entry: Entry) {
        if Self.decidesMode(entry) { modeEntries.append(entries.count) }
        entries.append(entry)
        count(entry, by: 1)
    }

    @discardableResult
    mutating func pop() -> Entry {
        if modeEntries.last == entries.count - 1 { modeEntries.removeLast() }
        let entry = entries.removeLast()
        count(entry, by: -1)
        return entry
    }

    /// Pops entries until one `matching` was popped.
    mutating func pop(through matching: (Entry) -> Bool) {
        while let entry = entries.last {
            pop()
            if matching(entry) { return }
        }
    }

    /// Pops the entry at `position` and every entry above it.
    mutating func pop(from position: Int) {
        while entries.count > position { pop() }
    }

    /// Pops entries until the HTML element named `name` was popped.
    mutating func popUntilHTML(_ name: Atom) { pop(through: { $0.isHTML(name) }) }

    /// Pops entries while the current one is an HTML element `accepted` accepts.
    mutating func popHTML(while accepted: (Atom) -> Bool) {
        while let entry = entries.last, entry.isHTML, accepted(entry.name) { pop() }
    }

    /// Pops entries until the current one is an HTML element named in `names`.
    mutating func pop(toHTMLIn names: AtomSet) {
        while let entry = entries.last, !(entry.isHTML && names.contains(entry.name)) { pop() }
    }

    func position(of element: NodeID) -> Int? { entries.lastIndex { $0.element == element } }

    func contains(_ element: NodeID) -> Bool { position(of: element) != nil }

    /// Whether an HTML element named `name` is open.
    func containsHTML(_ name: Atom) -> Bool {
        let index = Int(name.rawValue)
        return index < htmlNameCounts.count && htmlNameCounts[index] > 0
    }

    mutating func remove(at position: Int) {
        count(entries.remove(at: position), by: -1)
        rebuildModeEntries()
    }

    mutating func insert(_ entry: Entry, at position: Int) {
        entries.insert(entry, at: position)
        count(entry, by: 1)
        rebuildModeEntries()
    }

    /// Replaces the entry at `position` (the adoption agency's clones, of the same name).
    mutating func replace(at position: Int, with entry: Entry) {
        let decidedMode = Self.decidesMode(entries[position])
        count(entries[position], by: -1)
        entries[position] = entry
        count(entry, by: 1)
        if decidedMode != Self.decidesMode(entry) { rebuildModeEntries() }
    }

    mutating func removeAll() {
        entries.removeAll()
        modeEntries.removeAll()
        htmlNameCounts.removeAll()
    }

    private mutating func count(_ entry: Entry, by change: Int32) {
        guard entry.isHTML else { return }
        let index = Int(entry.name.rawValue)
        if index >= htmlNameCounts.count { htmlNameCounts.append(contentsOf: repeatElement(0, count: index + 1 - htmlNameCounts.count)) }
        htmlNameCounts[index] += change
    }

    private mutating func rebuildModeEntries() {
        modeEntries = entries.indices.filter { Self.decidesMode(entries[$0]) }
    }

    private static func decidesMode(_ entry: Entry) -> Bool {
        entry.isHTML && TreeConstructionNames.modeElements.contains(entry.name)
    }

    // MARK: - Scopes

    /// The kinds of scope of the standard.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-the-specific-scope
    enum Scope {
        case `default`, listItem, button, table, select

        func isBoundary(_ entry: Entry) -> Bool {
            switch self {
            case .default: return Scope.isDefaultBoundary(entry)
            case .listItem: return Scope.isDefaultBoundary(entry) || entry.isHTML(.ul) || entry.isHTML(.ol)
            case .button: return Scope.isDefaultBoundary(entry) || entry.isHTML(.button)
            case .table: return entry.isHTML && TreeConstructionNames.tableScopeBoundaries.contains(entry.name)
            case .select: return !(entry.isHTML(.optgroup) || entry.isHTML(.option))
            }
        }

        private static func isDefaultBoundary(_ entry: Entry) -> Bool {
            entry.isHTML ? TreeConstructionNames.scopeBoundaries.contains(entry.name) : entry.isForeignScopeBoundary
        }
    }

    /// The position of the innermost entry `matching` that is in `scope`.
    func positionInScope(_ scope: Scope, matching: (Entry) -> Bool) -> Int? {
        for position in entries.indices.reversed() {
            if matching(entries[position]) { return position }
            if scope.isBoundary(entries[position]) { return nil }
        }
        return nil
    }

    /// Whether an HTML element named `name` is in `scope`.
    func hasInScope(_ name: Atom, _ scope: Scope = .default) -> Bool {
        containsHTML(name) && positionInScope(scope) { $0.isHTML(name) } != nil
    }

    /// Whether `element` is in the default scope.
    func hasInScope(element: NodeID) -> Bool {
        positionInScope(.default) { $0.element == element } != nil
    }
}
