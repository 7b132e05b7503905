// A document's selection: at most one live range, with a direction.
// https://w3c.github.io/selection-api/

/// The selection of one document: empty, or one live range and the direction it was made in.
///
/// Methods that replace the range make a new one (scripts holding the old `Range` keep
/// it unchanged); ranges given to ``addRange(_:)`` are held by reference.
///
/// https://w3c.github.io/selection-api/#definition
public final class Selection {
    /// The direction a selection was made in.
    ///
    /// https://w3c.github.io/selection-api/#dfn-direction
    public enum Direction: Sendable {
        case forwards, backwards, directionless

        /// `selection.direction`: `"forward"`, `"backward"` or `"none"`.
        public var keyword: String {
            switch self {
            case .forwards: return "forward"
            case .backwards: return "backward"
            case .directionless: return "none"
            }
        }
    }

    /// The document the selection belongs to.
    public let document: NodeID
    /// The range, or nil when the selection is empty.
    public private(set) var range: LiveRange?
    /// The direction.
    public private(set) var direction: Direction = .directionless
    /// Makes the selection's new ranges.
    public let registry: LiveRangeRegistry

    private var store: NodeStore { registry.store }

    /// An empty selection of `document`, whose ranges `registry` keeps up to date.
    public init(document: NodeID, registry: LiveRangeRegistry) {
        self.document = document
        self.registry = registry
    }

    // MARK: - Reading

    /// The anchor: the start, or the end of a backwards selection; nil when empty.
    /// A directionless selection counts as forwards, as in WebKit.
    ///
    /// https://w3c.github.io/selection-api/#dfn-anchor
    public var anchor: BoundaryPoint? {
        guard let range else { return nil }
        return direction == .backwards ? range.end : range.start
    }

    /// The focus: the end, or the start of a backwards selection; nil when empty.
    ///
    /// https://w3c.github.io/selection-api/#dfn-focus
    public var focus: BoundaryPoint? {
        guard let range else { return nil }
        return direction == .backwards ? range.start : range.end
    }

    /// Whether the selection is empty or its range collapsed.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-iscollapsed
    public var isCollapsed: Bool { range?.collapsed ?? true }

    /// `selection.rangeCount`: 0 or 1.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-rangecount
    public var rangeCount: Int { range == nil ? 0 : 1 }

    /// `selection.type`: `"None"`, `"Caret"` or `"Range"`.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-type
    public var type: String {
        guard let range else { return "None" }
        return range.collapsed ? "Caret" : "Range"
    }

    /// `selection.getRangeAt(index)`.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-getrangeat
    public func range(at index: Int) throws(DOMException) -> LiveRange {
        guard index == 0, let range else {
            throw DOMException(.indexSizeError, "the selection has no range \(index)")
        }
        return range
    }

    /// Whether `node` is in this selection's document tree.
    private func isInDocument(_ node: NodeID) -> Bool { store.root(of: node) == document }

    /// `selection.toString()`: the selected text as rendered (see
    /// ``NodeStore/renderedText(from:to:)``); "" when the selection is empty.
    ///
    /// The selection API leaves the stringifier undefined; WebKit returns the rendered text.
    public var renderedText: String {
        guard let range else { return "" }
        return store.renderedText(from: range.start, to: range.end)
    }

    // MARK: - Changing the range

    /// `selection.addRange(range)`: selects `range` itself when the selection is empty
    /// and the range is in the document; otherwise does nothing.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-addrange
    public func addRange(_ newRange: LiveRange) {
        // 1-2.
        guard newRange.root == document, range == nil else { return }
        // 3.
        setRange(newRange, direction: .directionless)
    }

    /// `selection.removeRange(range)`: a NotFoundError unless `range` is the selection's range.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-removerange
    public func removeRange(_ oldRange: LiveRange) throws(DOMException) {
        guard range === oldRange else {
            throw DOMException(.notFoundError, "the range is not the selection's range")
        }
        removeAllRanges()
    }

    /// `selection.removeAllRanges()` and `selection.empty()`.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-removeallranges
    public func removeAllRanges() {
        range = nil
        direction = .directionless
    }

    /// `selection.collapse(node, offset)` and `setPosition`; a nil node empties the selection.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-collapse
    public func collapse(_ node: NodeID?, _ offset: Int) throws(DOMException) {
        // 1.
        guard let node else { return removeAllRanges() }
        // 2.
        let point = BoundaryPoint(node, offset)
        try store.checkBoundaryPoint(point)
        // 3.
        guard isInDocument(node) else { return }
        // 4-6.
        setRange(collapsedRange(at: point), direction: .directionless)
    }

    /// `selection.collapseToStart()`.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-collapsetostart
    public func collapseToStart() throws(DOMException) {
        guard let range else { throw DOMException(.invalidStateError, "the selection is empty") }
        setRange(collapsedRange(at: range.start), direction: .directionless)
    }

    /// `selection.collapseToEnd()`.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-collapsetoend
    public func collapseToEnd() throws(DOMException) {
        guard let range else { throw DOMException(.invalidStateError, "the selection is empty") }
        setRange(collapsedRange(at: range.end), direction: .directionless)
    }

    /// `selection.extend(node, offset)`: moves the focus, keeping the anchor.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-extend
    public func extend(to node: NodeID, _ offset: Int) throws(DOMException) {
        // 1.
        guard isInDocument(node) else { return }
        // 2.
        guard let range, let oldAnchor = anchor else {
            throw DOMException(.invalidStateError, "extend() requires a range in the selection")
        }
        // 3.
        let newFocus = BoundaryPoint(node, offset)
        try store.checkBoundaryPoint(newFocus)
        // 4-7.
        let newRange: LiveRange
        if store.root(of: node) != range.root {
            newRange = collapsedRange(at: newFocus)
        } else if store.position(of: oldAnchor, relativeTo: newFocus) != .after {
            newRange = LiveRange(registry: registry, start: oldAnchor, end: newFocus)
        } else {
            newRange = LiveRange(registry: registry, start: newFocus, end: oldAnchor)
        }
        // 8-9.
        let backwards = newRange.root == store.root(of: oldAnchor.node)
            && store.position(of: newFocus, relativeTo: oldAnchor) == .before
        setRange(newRange, direction: backwards ? .backwards : .forwards)
    }

    /// `selection.setBaseAndExtent(anchorNode, anchorOffset, focusNode, focusOffset)`.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-setbaseandextent
    public func setBaseAndExtent(anchor: BoundaryPoint, focus: BoundaryPoint) throws(DOMException) {
        // 1.
        try store.checkBoundaryPoint(anchor)
        try store.checkBoundaryPoint(focus)
        // 2.
        guard isInDocument(anchor.node), isInDocument(focus.node) else { return }
        // 3-7.
        let focusIsBefore = store.position(of: focus, relativeTo: anchor) == .before
        let newRange = focusIsBefore
            ? LiveRange(registry: registry, start: focus, end: anchor)
            : LiveRange(registry: registry, start: anchor, end: focus)
        setRange(newRange, direction: focusIsBefore ? .backwards : .forwards)
    }

    /// `selection.selectAllChildren(node)`.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-selectallchildren
    public func selectAllChildren(of node: NodeID) throws(DOMException) {
        if store.kind(of: node) == .documentType {
            throw DOMException(.invalidNodeTypeError, "a doctype has no children to select")
        }
        // 1.
        guard isInDocument(node) else { return }
        // 2-6.
        let newRange = LiveRange(
            registry: registry, start: BoundaryPoint(node, 0), end: BoundaryPoint(node, store.length(of: node)))
        setRange(newRange, direction: .forwards)
    }

    /// What `execCommand("selectAll")` selects on a page nobody edits: from the start of the
    /// body's first text node that has more than white space to the end of its last one, as
    /// WebKit's visible positions put it (without layout, text CSS hides counts too); the
    /// body's children when it has no such text.
    public func selectVisibleContents(of document: NodeID) throws(DOMException) {
        guard let body = store.body(of: document) else { return }
        let texts = store.descendants(of: body).filter { node in
            store.kind(of: node) == .text && store.data(of: node).unicodeScalars.contains { !" \t\n\r\u{0C}".unicodeScalars.contains($0) }
        }
        guard let first = texts.first, let last = texts.last else { return try selectAllChildren(of: body) }
        try setBaseAndExtent(anchor: BoundaryPoint(first, 0), focus: BoundaryPoint(last, store.length(of: last)))
    }

    /// `selection.deleteFromDocument()`: deletes the range's contents (the range itself
    /// collapses; it is not replaced).
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-deletefromdocument
    public func deleteFromDocument() {
        range?.deleteContents()
    }

    /// `selection.containsNode(node, allowPartialContainment)`.
    ///
    /// https://w3c.github.io/selection-api/#dom-selection-containsnode
    public func containsNode(_ node: NodeID, allowPartialContainment: Bool) -> Bool {
        guard let range, isInDocument(node), range.root == document else { return false }
        let first = BoundaryPoint(node, 0)
        let last = BoundaryPoint(node, store.length(of: node))
        if allowPartialContainment {
            return store.position(of: range.start, relativeTo: last) != .after
                && store.position(of: range.end, relativeTo: first) != .before
        }
        return store.position(of: range.start, relativeTo: first) != .after
            && store.position(of: range.end, relativeTo: last) != .before
    }

    // MARK: - Helpers

    private func collapsedRange(at point: BoundaryPoint) -> LiveRange {
        LiveRange(registry: registry, start: point, end: point)
    }

    private func setRange(_ newRange: LiveRange, direction: Direction) {
        range = newRange
        self.direction = direction
    }
}
