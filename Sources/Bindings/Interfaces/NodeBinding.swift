import DOM
import JavaScriptEngine

extension InterfaceDefinition {
    /// `Node`.
    ///
    /// https://dom.spec.whatwg.org/#interface-node
    static let node: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "Node", parent: "EventTarget")
        definition.constants = nodeConstants
        definition.properties = nodeProperties
        definition.methods = nodeMethods
        return definition
    }()

    /// The `nodeType` and `compareDocumentPosition` constants.
    static let nodeConstants: [(name: String, value: Double)] = [
        ("ELEMENT_NODE", 1), ("ATTRIBUTE_NODE", 2), ("TEXT_NODE", 3), ("CDATA_SECTION_NODE", 4),
        ("ENTITY_REFERENCE_NODE", 5), ("ENTITY_NODE", 6), ("PROCESSING_INSTRUCTION_NODE", 7), ("COMMENT_NODE", 8),
        ("DOCUMENT_NODE", 9), ("DOCUMENT_TYPE_NODE", 10), ("DOCUMENT_FRAGMENT_NODE", 11), ("NOTATION_NODE", 12),
        ("DOCUMENT_POSITION_DISCONNECTED", 0x01), ("DOCUMENT_POSITION_PRECEDING", 0x02),
        ("DOCUMENT_POSITION_FOLLOWING", 0x04), ("DOCUMENT_POSITION_CONTAINS", 0x08),
        ("DOCUMENT_POSITION_CONTAINED_BY", 0x10), ("DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC", 0x20),
    ]

    private static let nodeProperties: [NativeProperty] = [
        NativeProperty("nodeType", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.context.number(realm.store.kind(of: node).nodeType)
            }
        }),
        NativeProperty("nodeName", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.nodeNameValue(of: node) }
        }),
        NativeProperty(
            "nodeValue",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    realm.store.kind(of: node).isCharacterData
                        ? realm.context.string(realm.store.data(of: node)) : realm.context.null
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    guard realm.store.kind(of: node).isCharacterData else { return }
                    realm.store.setData(try value.legacyNullToEmptyString(in: realm), of: node)
                }
            }),
        NativeProperty("parentNode", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.parent(of: node)) }
        }),
        NativeProperty("parentElement", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.parentElement(of: node)) }
        }),
        NativeProperty("childNodes", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.childNodes(of: node).value }
        }),
        NativeProperty("firstChild", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.firstChild(of: node)) }
        }),
        NativeProperty("lastChild", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.lastChild(of: node)) }
        }),
        NativeProperty("previousSibling", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.previousSibling(of: node)) }
        }),
        NativeProperty("nextSibling", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.nextSibling(of: node)) }
        }),
        NativeProperty("ownerDocument", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.store.kind(of: node) == .document ? realm.context.null : realm.wrap(realm.store.document(of: node)).value
            }
        }),
        NativeProperty("isConnected", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.boolean(realm.store.isConnected(node)) }
        }),
        NativeProperty("baseURI", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.context.string(realm.store.baseURL(of: realm.store.document(of: node)).href)
            }
        }),
        NativeProperty(
            "textContent",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    realm.textContentResult(of: node)
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    realm.store.setTextContent(try value.legacyNullToEmptyString(in: realm), of: node)
                }
            }),
    ]

    private static let nodeMethods: [NativeMethod] = [
        NativeMethod("hasChildNodes") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "hasChildNodes") {
                _, realm, node in realm.context.boolean(realm.store.hasChildren(node))
            }
        },
        NativeMethod("appendChild") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "appendChild") {
                call, realm, node in
                let child = try call.node(0, in: realm, "Node.appendChild")
                return realm.wrap(try realm.store.appendChild(child, to: node)).value
            }
        },
        NativeMethod("insertBefore") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "insertBefore") {
                call, realm, node in
                let child = try call.node(0, in: realm, "Node.insertBefore")
                try call.requireArguments(2, "Node.insertBefore")
                let reference = try call.nullableNode(1, in: realm, "Node.insertBefore")
                return realm.wrap(try realm.store.preInsert(child, into: node, before: reference)).value
            }
        },
        NativeMethod("removeChild") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "removeChild") {
                call, realm, node in
                let child = try call.node(0, in: realm, "Node.removeChild", parameter: "child")
                return realm.wrap(try realm.store.preRemove(child, from: node)).value
            }
        },
        NativeMethod("replaceChild") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "replaceChild") {
                call, realm, node in
                let replacement = try call.node(0, in: realm, "Node.replaceChild")
                let child = try call.node(1, in: realm, "Node.replaceChild", parameter: "child")
                return realm.wrap(try realm.store.replace(child, with: replacement, in: node)).value
            }
        },
        NativeMethod("cloneNode") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "cloneNode") {
                call, realm, node in realm.wrap(realm.clone(node, deep: call.boolean(0))).value
            }
        },
        NativeMethod("contains") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "contains") {
                call, realm, node in
                guard let other = try call.nullableNode(0, in: realm, "Node.contains", parameter: "other") else {
                    return realm.context.boolean(false)
                }
                return realm.context.boolean(realm.store.contains(node, other))
            }
        },
        NativeMethod("isEqualNode") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "isEqualNode") {
                call, realm, node in
                guard let other = try call.nullableNode(0, in: realm, "Node.isEqualNode", parameter: "other") else {
                    return realm.context.boolean(false)
                }
                return realm.context.boolean(realm.store.isEqualNode(node, other))
            }
        },
        NativeMethod("isSameNode") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "isSameNode") {
                call, realm, node in
                let other = try call.nullableNode(0, in: realm, "Node.isSameNode", parameter: "other")
                return realm.context.boolean(other == node)
            }
        },
        NativeMethod("compareDocumentPosition") { context, function, this, count, arguments, exception in
            nodeOperation(
                context, function, this, count, arguments, exception, NodeInterface.node, "compareDocumentPosition"
            ) { call, realm, node in
                let other = try call.node(0, in: realm, "Node.compareDocumentPosition", parameter: "other")
                return realm.context.number(realm.store.compareDocumentPosition(of: other, relativeTo: node).rawValue)
            }
        },
        NativeMethod("normalize") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "normalize") {
                _, realm, node in
                realm.store.normalize(node)
                return realm.context.undefined
            }
        },
        NativeMethod("getRootNode") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "getRootNode") {
                _, realm, node in realm.wrap(realm.store.root(of: node)).value
            }
        },
        // https://dom.spec.whatwg.org/#dom-node-lookupnamespaceuri
        NativeMethod("lookupNamespaceURI") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "lookupNamespaceURI") {
                call, realm, node in
                let prefix = try call.nullableNonEmptyString(0)
                return realm.context.stringOrNull(realm.store.locateNamespace(of: node, prefix: prefix))
            }
        },
        NativeMethod("lookupPrefix") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "lookupPrefix") {
                call, realm, node in
                realm.context.stringOrNull(realm.store.lookupPrefix(of: node, namespace: try call.nullableString(0)))
            }
        },
        NativeMethod("isDefaultNamespace") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.node, "isDefaultNamespace") {
                call, realm, node in
                realm.context.boolean(realm.store.isDefaultNamespace(try call.nullableString(0), at: node))
            }
        },
    ]
}

extension Realm {
    /// `nodeName` as a value, with element names from the per-name cache.
    func nodeNameValue(of node: NodeID) -> JSValue {
        if store.isElement(node) { return tagNameValue(of: node) }
        return context.string(store.nodeName(of: node))
    }
}
