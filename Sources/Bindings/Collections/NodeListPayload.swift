import DOM
import JavaScriptEngine

/// The payload of a live `NodeList` or `HTMLCollection`: where its members come from.
final class NodeListPayload: Payload {
    /// What the list holds.
    enum Source {
        /// A node's children (`childNodes`).
        case childNodes(NodeID)
        /// The members of a live collection.
        case collection(CollectionKey)
    }

    let source: Source

    init(realm: Realm, source: Source) {
        self.source = source
        super.init(realm: realm)
    }

    /// The members now, in order (cached by the store until the tree changes).
    @inline(__always) var nodes: [NodeID] {
        switch source {
        case .childNodes(let parent): return realm.store.cachedChildren(of: parent)
        case .collection(let key): return realm.store.members(of: key)
        }
    }
}

extension Realm {
    /// `node.childNodes`: the same live `NodeList` every time.
    ///
    /// https://dom.spec.whatwg.org/#dom-node-childnodes
    func childNodes(of node: NodeID) -> JSObject {
        cachedObject(.childNodes(node)) {
            makeObject("NodeList", payload: NodeListPayload(realm: self, source: .childNodes(node)))
        }
    }

    /// A live collection: the same object for the same key.
    func collection(_ key: CollectionKey, interface: String = "HTMLCollection") -> JSObject {
        cachedObject(.collection(key)) {
            makeObject(interface, payload: NodeListPayload(realm: self, source: .collection(key)))
        }
    }

    /// A static `NodeList` (`querySelectorAll`): an array of the wrappers whose prototype
    /// is `NodeList.prototype`, so indexing and iteration run at plain-array speed.
    func staticNodeList(_ nodes: [NodeID]) throws -> JSObject {
        let array = try context.makeArray(nodes.map { wrap($0).value })
        if let prototype = prototype(of: "NodeList") { array.setPrototype(prototype.value, in: context) }
        return array
    }
}
