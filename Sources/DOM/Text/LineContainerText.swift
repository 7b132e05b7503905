/// The rendered-text tree of a block, kept by a caller of `innerText` (a realm) to read
/// the text of the inline elements on its lines: a script that reads the text of every link
/// in a paragraph builds the paragraph's tree once, not once per link. Current until the
/// document's styles are all dropped or anything changes: the tree, its attributes, its
/// text or its sheets (the styles it holds by slot are kept only until then). It holds its
/// store: the store must not keep it.
public struct LineContainerText {
    let container: NodeID
    let generation: UInt32
    let versions: NodeStore.Versions
    private let tree: RenderedTextTree
    /// The item of each element in the tree.
    private let items: [NodeID: Int32]
    private let lastRenderedItem: Int32
    private let renderedAfterContainer: Bool

    init(store: NodeStore, container: NodeID, generation: UInt32) {
        self.container = container
        self.generation = generation
        versions = store.versions
        tree = RenderedTextTree(store: store, root: container)
        var items: [NodeID: Int32] = [:]
        for (index, item) in tree.items.enumerated() where item.flags.contains(.isElement) { items[item.node] = Int32(index) }
        self.items = items
        lastRenderedItem = RenderedTextIterator.lastRenderedItem(of: tree)
        renderedAfterContainer = store.hasRenderedNode(after: container)
    }

    /// Whether this is the tree of `container` at the styles' current generation, with
    /// nothing changed since.
    func isCurrent(for container: NodeID, generation: UInt32, in store: NodeStore) -> Bool {
        self.container == container && self.generation == generation && versions == store.versions
    }

    /// The text the iterator gives over the contents of `element`, a rendered descendant.
    func text(of element: NodeID, in store: NodeStore) -> String {
        guard let item = items[element] else { return "" }
        return RenderedTextIterator.text(
            of: tree, from: (item, 0), to: (item, store.childCount(of: element)), renderedAfterRoot: renderedAfterContainer,
            lastRenderedItem: lastRenderedItem)
    }
}
