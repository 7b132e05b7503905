// The rendered text of a range: what `Selection.toString()` returns.
// The selection API leaves it undefined (https://w3c.github.io/selection-api/#dom-selection-stringifier);
// WebKit returns the selected text as rendered, the same text `innerText` gives for a whole
// element. This is the innerText machinery (NodeStore+InnerText.swift) run between two
// boundary points.

extension NodeStore {
    /// The rendered text between two boundary points of one tree: the text the HTML
    /// standard's innerText collection gives for the nodes in between, with the data of
    /// the boundary texts cut at their offsets. Required line breaks at the very start
    /// and end are dropped, as `innerText` drops them; text that is not rendered
    /// (`display: none`, form controls' contents) is left out.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#rendered-text-collection-steps
    public func renderedText(from start: BoundaryPoint, to end: BoundaryPoint) -> String {
        guard start != end, position(of: start, relativeTo: end) == .before else { return "" }
        var common = start.node
        while !isInclusiveAncestor(common, of: end.node) {
            guard let parent = parent(of: common) else { return "" }
            common = parent
        }
        // The collector starts in the state the common ancestor's ancestors put it in.
        let commonElement = isElement(common) ? common : parentElement(of: common)
        var collector = RenderedTextCollector(preformatted: false, visible: true)
        if let element = commonElement {
            guard isBeingRendered(element), !hasReplacedInclusiveAncestor(element) else { return "" }
            collector.preformatted = isPreformatted(element) || hasPreformattedAncestor(element)
            collector.visible = !hasInvisibleInclusiveAncestor(element)
        } else if kind(of: root(of: common)) != .document {
            return ""
        }
        // Both points in one text node.
        if kind(of: common).isCharacterData {
            if kind(of: common).isText { collector.appendText(utf16Substring(data(of: common), from: start.offset, to: end.offset)) }
            return collector.result()
        }
        var walk = RenderedRangeWalk(store: self, start: start, end: end)
        walk.collect(under: common, into: &collector)
        return collector.result()
    }

    /// Whether the element or an ancestor is a replaced element or form control (whose
    /// contents are not rendered as text).
    private func hasReplacedInclusiveAncestor(_ element: NodeID) -> Bool {
        var current: NodeID? = element
        while let node = current, isElement(node) {
            if isReplacedElement(node) { return true }
            current = parent(of: node)
        }
        return false
    }
}

/// One pass of the rendered text collection over the nodes between two boundary points,
/// in tree order, iteratively. Elements entered before the start are not "opened" (their
/// line breaks come before the range); elements left after the end are not "closed".
private struct RenderedRangeWalk {
    let store: NodeStore
    let start: BoundaryPoint
    let end: BoundaryPoint
    /// The child the start is before, when the start is in a node with children.
    let startChild: NodeID?
    /// The child the end is before, when the end is in a node with children.
    let endChild: NodeID?
    /// Whether the walk has passed the start.
    var started = false

    init(store: NodeStore, start: BoundaryPoint, end: BoundaryPoint) {
        self.store = store
        self.start = start
        self.end = end
        startChild = store.kind(of: start.node).isCharacterData ? nil : store.child(of: start.node, at: start.offset)
        endChild = store.kind(of: end.node).isCharacterData ? nil : store.child(of: end.node, at: end.offset)
    }

    /// An element the walk is inside, with the state to restore when it leaves it.
    private struct Frame {
        var element: NodeID
        var display: Display
        var saved: RenderedTextCollector.State
    }

    /// Collects the text of `common`'s subtree between the two points.
    mutating func collect(under common: NodeID, into collector: inout RenderedTextCollector) {
        var stack: [Frame] = []
        var node = store.firstChild(of: common)
        // Each turn handles `node`, then moves to the next node in tree order, leaving the
        // elements it climbs out of.
        walking: while let current = node {
            // The end is before this node: done.
            if current == endChild { break }
            if !started {
                if current == startChild || (current == start.node && store.kind(of: current).isCharacterData) {
                    started = true
                } else if !store.isInclusiveAncestor(current, of: start.node) {
                    // Wholly before the start: skip it and its subtree.
                    guard let next = advance(from: current, stack: &stack, collector: &collector) else { break }
                    node = next
                    continue
                }
            }
            var descend = false
            switch store.kind(of: current) {
            case .text, .cdataSection:
                if started {
                    let data = store.data(of: current)
                    let from = current == start.node ? start.offset : 0
                    let to = current == end.node ? end.offset : data.utf16.count
                    collector.appendText(from == 0 && to == data.utf16.count ? data : utf16Substring(data, from: from, to: to))
                }
                if current == end.node { break walking }
            case .element:
                let facts = store.inlineRenderingFacts(of: current)
                let walksChildren = facts.display != .none && !store.isReplacedElement(current) && store.hasChildren(current)
                // A boundary inside an element whose children are not walked is passed with it.
                var startsInside = false
                if !walksChildren {
                    if store.isInclusiveAncestor(current, of: end.node) { break walking }
                    startsInside = !started && store.isInclusiveAncestor(current, of: start.node)
                }
                guard facts.display != .none else {
                    if startsInside { started = true }
                    break
                }
                let frame = Frame(element: current, display: facts.display, saved: collector.state)
                store.enter(current, facts: facts, into: &collector)
                if started { store.open(current, display: facts.display, into: &collector) }
                if startsInside { started = true }
                if walksChildren {
                    stack.append(frame)
                    descend = true
                } else {
                    if started { store.close(current, display: facts.display, into: &collector) }
                    collector.state = frame.saved
                }
            default:
                if current == end.node { break walking }
            }
            if descend, let child = store.firstChild(of: current) {
                node = child
                continue
            }
            guard let next = advance(from: current, stack: &stack, collector: &collector) else { break }
            node = next
        }
    }

    /// The node after `node`'s subtree in tree order, closing the elements climbed out of;
    /// nil at the end of the walk or when leaving the end's node.
    private mutating func advance(
        from node: NodeID, stack: inout [Frame], collector: inout RenderedTextCollector
    ) -> NodeID? {
        var climbing = node
        while true {
            if let sibling = store.nextSibling(of: climbing) { return sibling }
            guard let frame = stack.popLast() else { return nil }
            // Leaving the node of a boundary point that is after all its children.
            if frame.element == start.node { started = true }
            if frame.element == end.node { return nil }
            if started { store.close(frame.element, display: frame.display, into: &collector) }
            collector.state = frame.saved
            climbing = frame.element
        }
    }
}
