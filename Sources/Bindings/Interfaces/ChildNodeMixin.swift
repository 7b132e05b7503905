import DOM
import JavaScriptEngine

/// The `ChildNode` and `NonDocumentTypeChildNode` mixins: `remove`, `before`, `after`,
/// `replaceWith`, and the element-sibling attributes.
///
/// https://dom.spec.whatwg.org/#interface-childnode
enum ChildNodeMixin {
    static let methods: [NativeMethod] = [
        NativeMethod("remove") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "remove") {
                _, realm, node in
                realm.store.remove(node)
                return realm.context.undefined
            }
        },
        // https://dom.spec.whatwg.org/#dom-childnode-before
        NativeMethod("before") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "before") {
                call, realm, node in
                guard let parent = realm.store.parent(of: node) else { return realm.context.undefined }
                let viablePrevious = realm.viableSibling(of: node, excluding: call.nodeArguments(in: realm), forward: false)
                guard let inserted = try call.nodesOrStrings(from: 0, in: realm) else { return realm.context.undefined }
                let reference = viablePrevious.map { realm.store.nextSibling(of: $0) } ?? realm.store.firstChild(of: parent)
                try realm.store.preInsert(inserted, into: parent, before: reference)
                return realm.context.undefined
            }
        },
        // https://dom.spec.whatwg.org/#dom-childnode-after
        NativeMethod("after") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "after") {
                call, realm, node in
                guard let parent = realm.store.parent(of: node) else { return realm.context.undefined }
                let viableNext = realm.viableSibling(of: node, excluding: call.nodeArguments(in: realm), forward: true)
                guard let inserted = try call.nodesOrStrings(from: 0, in: realm) else { return realm.context.undefined }
                try realm.store.preInsert(inserted, into: parent, before: viableNext)
                return realm.context.undefined
            }
        },
        // https://dom.spec.whatwg.org/#dom-childnode-replacewith
        NativeMethod("replaceWith") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "replaceWith") {
                call, realm, node in
                guard let parent = realm.store.parent(of: node) else { return realm.context.undefined }
                let viableNext = realm.viableSibling(of: node, excluding: call.nodeArguments(in: realm), forward: true)
                let replacement = try call.nodesOrStrings(from: 0, in: realm)
                if realm.store.parent(of: node) == parent {
                    if let replacement {
                        try realm.store.replace(node, with: replacement, in: parent)
                    } else {
                        realm.store.remove(node)
                    }
                } else if let replacement {
                    try realm.store.preInsert(replacement, into: parent, before: viableNext)
                }
                return realm.context.undefined
            }
        },
    ]

    /// `previousElementSibling` and `nextElementSibling`.
    ///
    /// https://dom.spec.whatwg.org/#interface-nondocumenttypechildnode
    static let elementSiblingProperties: [NativeProperty] = [
        NativeProperty("previousElementSibling", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.previousElementSibling(of: node)) }
        }),
        NativeProperty("nextElementSibling", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.nextElementSibling(of: node)) }
        }),
    ]
}

extension Realm {
    /// The nearest sibling of `node` (after it, or before it) that is not one of the
    /// nodes being inserted: the reference point of `before`, `after` and `replaceWith`.
    func viableSibling(of node: NodeID, excluding nodes: [NodeID], forward: Bool) -> NodeID? {
        let excluded = Set(nodes)
        var sibling = forward ? store.nextSibling(of: node) : store.previousSibling(of: node)
        while let candidate = sibling, excluded.contains(candidate) {
            sibling = forward ? store.nextSibling(of: candidate) : store.previousSibling(of: candidate)
        }
        return sibling
    }
}

extension NativeCall {
    /// The arguments that are nodes of `realm`.
    func nodeArguments(in realm: Realm) -> [NodeID] {
        (0..<count).compactMap { realm.node(from: self[$0]) }
    }
}
