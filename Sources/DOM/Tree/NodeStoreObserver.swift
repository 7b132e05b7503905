/// Told about each mutation of a ``NodeStore`` as it happens; mutation observers
/// and live ranges hook in here.
///
/// Calls happen inside the mutation algorithms and must not mutate the store.
public protocol NodeStoreObserver: AnyObject {
    /// `node` is about to be removed from `parent`, where it is child number `index`.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-remove (the "removing steps")
    func willRemove(_ node: NodeID, from parent: NodeID, at index: Int)

    /// `nodes` were inserted into `parent`, before `child` (nil: at the end);
    /// the first of them now is child number `index`.
    func didInsert(_ nodes: [NodeID], into parent: NodeID, before child: NodeID?, at index: Int)

    /// The children of `parent` changed: `added` came in and `removed` went out between
    /// `previousSibling` and `nextSibling`. Used for `childList` mutation records.
    func childListChanged(
        _ parent: NodeID, added: [NodeID], removed: [NodeID], previousSibling: NodeID?, nextSibling: NodeID?)

    /// Attribute `name` of `element` changed; `oldValue` is nil when it was absent.
    func attributeChanged(_ element: NodeID, name: Atom, oldValue: String?)

    /// The data of `node` had `count` UTF-16 code units at `offset` replaced by `insertedLength` units.
    ///
    /// https://dom.spec.whatwg.org/#concept-cd-replace
    func characterDataReplaced(_ node: NodeID, offset: Int, count: Int, insertedLength: Int, oldValue: String)

    /// Text `node` was split at `offset` into itself and `newNode`.
    ///
    /// https://dom.spec.whatwg.org/#concept-text-split
    func textSplit(_ node: NodeID, at offset: Int, into newNode: NodeID)
}

extension NodeStoreObserver {
    public func willRemove(_ node: NodeID, from parent: NodeID, at index: Int) {}
    public func didInsert(_ nodes: [NodeID], into parent: NodeID, before child: NodeID?, at index: Int) {}
    public func childListChanged(
        _ parent: NodeID, added: [NodeID], removed: [NodeID], previousSibling: NodeID?, nextSibling: NodeID?
    ) {}
    public func attributeChanged(_ element: NodeID, name: Atom, oldValue: String?) {}
    public func characterDataReplaced(_ node: NodeID, offset: Int, count: Int, insertedLength: Int, oldValue: String) {}
    public func textSplit(_ node: NodeID, at offset: Int, into newNode: NodeID) {}
}

/// A weak reference to an observer.
struct WeakStoreObserver {
    weak var observer: (any NodeStoreObserver)?
}

/// Forwards each notification to every observer registered with a store.
final class ObserverFanOut: NodeStoreObserver {
    unowned let store: NodeStore

    init(store: NodeStore) { self.store = store }

    func willRemove(_ node: NodeID, from parent: NodeID, at index: Int) {
        store.forEachLiveObserver { observer in observer.willRemove(node, from: parent, at: index) }
    }

    func didInsert(_ nodes: [NodeID], into parent: NodeID, before child: NodeID?, at index: Int) {
        store.forEachLiveObserver { observer in observer.didInsert(nodes, into: parent, before: child, at: index) }
    }

    func childListChanged(
        _ parent: NodeID, added: [NodeID], removed: [NodeID], previousSibling: NodeID?, nextSibling: NodeID?
    ) {
        store.forEachLiveObserver { observer in
            observer.childListChanged(
                parent, added: added, removed: removed, previousSibling: previousSibling, nextSibling: nextSibling)
        }
    }

    func attributeChanged(_ element: NodeID, name: Atom, oldValue: String?) {
        store.forEachLiveObserver { observer in observer.attributeChanged(element, name: name, oldValue: oldValue) }
    }

    func characterDataReplaced(_ node: NodeID, offset: Int, count: Int, insertedLength: Int, oldValue: String) {
        store.forEachLiveObserver { observer in
            observer.characterDataReplaced(node, offset: offset, count: count, insertedLength: insertedLength, oldValue: oldValue)
        }
    }

    func textSplit(_ node: NodeID, at offset: Int, into newNode: NodeID) {
        store.forEachLiveObserver { observer in observer.textSplit(node, at: offset, into: newNode) }
    }
}
