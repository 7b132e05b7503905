import DOM
import JavaScriptEngine

/// The `ParentNode` mixin: element children, `append`, `prepend`, `replaceChildren`,
/// and the selector methods (see ``SelectorMethods``).
///
/// https://dom.spec.whatwg.org/#interface-parentnode
enum ParentNodeMixin {
    static let properties: [NativeProperty] = [
        NativeProperty("children", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.children(of: node).value }
        }),
        NativeProperty("firstElementChild", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.firstElementChild(of: node)) }
        }),
        NativeProperty("lastElementChild", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.lastElementChild(of: node)) }
        }),
        NativeProperty("childElementCount", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.context.number(realm.store.childElementCount(of: node))
            }
        }),
    ]

    static let methods: [NativeMethod] = [
        // https://dom.spec.whatwg.org/#dom-parentnode-append
        NativeMethod("append") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "append") {
                call, realm, node in
                if let inserted = try call.nodesOrStrings(from: 0, in: realm) {
                    try realm.store.appendChild(inserted, to: node)
                }
                return realm.context.undefined
            }
        },
        // https://dom.spec.whatwg.org/#dom-parentnode-prepend
        NativeMethod("prepend") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "prepend") {
                call, realm, node in
                if let inserted = try call.nodesOrStrings(from: 0, in: realm) {
                    try realm.store.preInsert(inserted, into: node, before: realm.store.firstChild(of: node))
                }
                return realm.context.undefined
            }
        },
        // https://dom.spec.whatwg.org/#dom-parentnode-replacechildren
        NativeMethod("replaceChildren") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "replaceChildren") {
                call, realm, node in
                let inserted = try call.nodesOrStrings(from: 0, in: realm)
                if let inserted { try realm.store.ensurePreInsertionValidityForReplaceChildren(inserted, into: node) }
                realm.store.replaceAll(in: node, with: inserted)
                return realm.context.undefined
            }
        },
    ]

    /// The collections of descendants by name, which documents and elements have and
    /// fragments do not (https://dom.spec.whatwg.org/#interface-document, #interface-element).
    static let collectionMethods: [NativeMethod] = [
        NativeMethod("getElementsByTagName") { context, function, this, count, arguments, exception in
            nodeOperation(
                context, function, this, count, arguments, exception, NodeInterface.node, "getElementsByTagName"
            ) { call, realm, node in
                let name = try call.requiredName(0, "getElementsByTagName", in: realm).string
                return realm.collection(.tagName(root: node, qualifiedName: name)).value
            }
        },
        NativeMethod("getElementsByClassName") { context, function, this, count, arguments, exception in
            nodeOperation(
                context, function, this, count, arguments, exception, NodeInterface.node, "getElementsByClassName"
            ) { call, realm, node in
                let names = try call.requiredName(0, "getElementsByClassName", in: realm).string
                return realm.collection(.classNames(root: node, classNames: names)).value
            }
        },
        // https://dom.spec.whatwg.org/#dom-element-getelementsbytagnamens
        NativeMethod("getElementsByTagNameNS") { context, function, this, count, arguments, exception in
            nodeOperation(
                context, function, this, count, arguments, exception, NodeInterface.node, "getElementsByTagNameNS"
            ) { call, realm, node in
                try call.requireArguments(2, "getElementsByTagNameNS")
                let namespace = try call.nullableNonEmptyString(0)
                let localName = try call.requiredName(1, "getElementsByTagNameNS", in: realm).string
                return realm.collection(.tagNameNS(root: node, namespace: namespace, localName: localName)).value
            }
        },
    ]
}
