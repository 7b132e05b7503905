// The rendered text of a range: what `Selection.toString()` returns. The selection API
// leaves it undefined (https://w3c.github.io/selection-api/#dom-selection-stringifier);
// WebKit returns the text its text iterator gives between the two boundary points, the
// same iterator `innerText` runs over a whole element (RenderedTextIterator).

extension NodeStore {
    /// The rendered text between two boundary points of one tree, as WebKit's text
    /// iterator gives it; "" for a collapsed range or one outside a rendered document.
    public func renderedText(from start: BoundaryPoint, to end: BoundaryPoint) -> String {
        guard start != end, position(of: start, relativeTo: end) == .before else { return "" }
        var common = start.node
        while !isInclusiveAncestor(common, of: end.node) {
            guard let parent = parent(of: common) else { return "" }
            common = parent
        }
        guard let root = isElement(common) ? common : parentElement(of: common), kind(of: self.root(of: root)) == .document,
            hasRenderer(root)
        else { return "" }
        let tree = RenderedTextTree(store: self, root: root, boundaries: [start.node, end.node])
        guard let startItem = tree.item(of: start.node), let endItem = tree.item(of: end.node) else { return "" }
        return RenderedTextIterator.text(
            of: tree, from: (startItem, tree.renderedOffset(start.offset, in: startItem)),
            to: (endItem, tree.renderedOffset(end.offset, in: endItem)), renderedAfterRoot: hasRenderedNode(after: root))
    }
}

extension RenderedTextTree {
    /// The item of `node`, if it is in the tree.
    func item(of node: NodeID) -> Int32? {
        items.firstIndex { $0.node == node }.map { Int32($0) }
    }

    /// A boundary point's offset as the iterator takes it: a child index for containers,
    /// a UTF-8 offset into the rendered text for text.
    func renderedOffset(_ offset: Int, in item: Int32) -> Int {
        let entry = items[Int(item)]
        guard entry.flags.contains(.isText) else { return offset }
        let data = store.data(of: entry.node)
        let utf16 = data.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: min(offset, utf16.count))
        let bytes = data.utf8.distance(from: data.startIndex, to: index)
        return min(bytes, entry.textRange.count)
    }
}
