/// Told when an element may start loading what it refers to: when nodes are inserted (a
/// `script`, `link` or `iframe` loads when it becomes connected) and when an attribute is
/// set (an `img` loads when its `src` is set, connected or not).
///
/// Unlike ``NodeStoreObserver`` it is told no positions, so a store that has one pays a
/// nil check per insertion and per attribute change and nothing else. The observer
/// decides what loads; calls happen inside the mutation algorithms and must not mutate
/// the store.
///
/// https://html.spec.whatwg.org/multipage/urls-and-fetching.html
public protocol ResourceLoadObserver: AnyObject {
    /// `nodes` (with their descendants) were inserted into `parent`.
    func didInsert(_ nodes: [NodeID], into parent: NodeID)

    /// Attribute `name` of `element` was set (added or changed).
    func didSetAttribute(_ name: Atom, of element: NodeID)
}
