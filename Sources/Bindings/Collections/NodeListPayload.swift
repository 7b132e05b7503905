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
    /// The members as last computed, and the store's versions then: a list read again and
    /// again between mutations (`list[i]` in a loop) skips the store's keyed cache.
    private var members: [NodeID] = []
    private var membersChildListVersion: UInt64 = .max
    private var membersAttributeVersion: UInt64 = .max

    init(realm: Realm, source: Source) {
        self.source = source
        super.init(realm: realm)
    }

    /// The members now, in order (cached by the store until the tree changes).
    @inline(__always) var nodes: [NodeID] {
        let store = realm.store
        if store.childListVersion == membersChildListVersion, store.attributeVersion == membersAttributeVersion {
            return members
        }
        switch source {
        case .childNodes(let parent): members = store.cachedChildren(of: parent)
        case .collection(let key): members = store.members(of: key)
        }
        membersChildListVersion = store.childListVersion
        membersAttributeVersion = store.attributeVersion
        return members
    }
}

extension Realm {
    /// `node.childNodes`: the same live `NodeList` every time.
    ///
    /// https://dom.spec.whatwg.org/#dom-node-childnodes
    func childNodes(of node: NodeID) -> JSObject {
        slottedObject(.childNodes, of: node) {
            makeObject("NodeList", payload: NodeListPayload(realm: self, source: .childNodes(node)))
        }
    }

    /// `parent.children`: the same live `HTMLCollection` every time.
    ///
    /// https://dom.spec.whatwg.org/#dom-parentnode-children
    func children(of parent: NodeID) -> JSObject {
        slottedObject(.children, of: parent) {
            makeObject("HTMLCollection", payload: NodeListPayload(realm: self, source: .collection(.elementChildren(of: parent))))
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
