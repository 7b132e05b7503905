import DOM
import JavaScriptEngine

/// The payload of a `TreeWalker` or `NodeIterator`: the DOM traversal state and the
/// script's filter (a function, or an object with `acceptNode`). The realm keeps the
/// filter alive; payloads are released by garbage collection, possibly after the realm.
final class TraversalPayload: Payload {
    let walker: TreeWalker?
    let iterator: NodeIterator?
    let filter: JSObject?

    init(realm: Realm, walker: TreeWalker? = nil, iterator: NodeIterator? = nil, filter: JSObject?) {
        self.walker = walker
        self.iterator = iterator
        self.filter = filter
        super.init(realm: realm)
    }

    var root: NodeID { walker?.root ?? iterator!.root }
    var whatToShow: UInt32 { walker?.whatToShow ?? iterator!.whatToShow }

    /// The filter as the DOM calls it.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-filter (steps 4-7: call the callback)
    var callback: NodeFilterCallback? {
        guard let object = filter else { return nil }
        let realm = self.realm
        return { node in
            let context = realm.context
            let result: JSValue
            if object.isFunction(in: context) {
                result = try object.call(this: nil, arguments: [realm.wrap(node).value], in: context)
            } else {
                let accept = try object.property("acceptNode", in: context)
                guard let method = accept.asObject(in: context), method.isFunction(in: context) else {
                    throw BindingError.typeError("the filter's acceptNode is not a function")
                }
                result = try method.call(this: object, arguments: [realm.wrap(node).value], in: context)
            }
            let number = try result.toNumber(in: context)
            return NodeFilter.Result(rawValue: Int(WebIDLIntegers.unsignedShort(number))) ?? .skip
        }
    }
}

extension Realm {
    /// `document.createTreeWalker(root, whatToShow, filter)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-document-createtreewalker
    func makeTreeWalker(root: NodeID, whatToShow: UInt32, filter: JSValue) throws -> JSObject {
        let walker = TreeWalker(store: store, root: root, whatToShow: whatToShow)
        return makeObject("TreeWalker", payload: TraversalPayload(realm: self, walker: walker, filter: try protectedFilter(filter)))
    }

    /// `document.createNodeIterator(root, whatToShow, filter)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-document-createnodeiterator
    func makeNodeIterator(root: NodeID, whatToShow: UInt32, filter: JSValue) throws -> JSObject {
        let iterator = NodeIterator(store: store, root: root, whatToShow: whatToShow)
        return makeObject("NodeIterator", payload: TraversalPayload(realm: self, iterator: iterator, filter: try protectedFilter(filter)))
    }

    private func protectedFilter(_ filter: JSValue) throws -> JSObject? {
        if filter.isNullish(in: context) { return nil }
        guard let object = filter.asObject(in: context) else {
            throw BindingError.typeError("Argument 3 ('filter') to Document.createTreeWalker must be an object")
        }
        keepAlive(filter)
        return object
    }
}

extension InterfaceDefinition {
    /// `TreeWalker`.
    ///
    /// https://dom.spec.whatwg.org/#interface-treewalker
    static let treeWalker: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "TreeWalker")
        definition.finalize = releaseOnFinalize
        definition.properties = traversalProperties + [
            NativeProperty(
                "currentNode",
                get: { context, object, _, exception in
                    payloadGetter(object, exception, as: TraversalPayload.self) { traversal in
                        traversal.realm.wrap(traversal.walker!.currentNode).value
                    }
                },
                set: { context, object, _, value, exception in
                    payloadSetter(object, value, exception, as: TraversalPayload.self) { traversal, value in
                        guard let node = traversal.realm.node(from: value) else {
                            throw BindingError.typeError("The currentNode must be an instance of Node")
                        }
                        traversal.walker!.currentNode = node
                    }
                })
        ]
        definition.methods = [
            NativeMethod("parentNode") { c, f, t, n, a, e in walkerMove(c, f, t, n, a, e, "parentNode") { try $0.parentNode(filter: $1) } },
            NativeMethod("firstChild") { c, f, t, n, a, e in walkerMove(c, f, t, n, a, e, "firstChild") { try $0.firstChild(filter: $1) } },
            NativeMethod("lastChild") { c, f, t, n, a, e in walkerMove(c, f, t, n, a, e, "lastChild") { try $0.lastChild(filter: $1) } },
            NativeMethod("previousSibling") { c, f, t, n, a, e in
                walkerMove(c, f, t, n, a, e, "previousSibling") { try $0.previousSibling(filter: $1) }
            },
            NativeMethod("nextSibling") { c, f, t, n, a, e in
                walkerMove(c, f, t, n, a, e, "nextSibling") { try $0.nextSibling(filter: $1) }
            },
            NativeMethod("previousNode") { c, f, t, n, a, e in
                walkerMove(c, f, t, n, a, e, "previousNode") { try $0.previousNode(filter: $1) }
            },
            NativeMethod("nextNode") { c, f, t, n, a, e in walkerMove(c, f, t, n, a, e, "nextNode") { try $0.nextNode(filter: $1) } },
        ]
        return definition
    }()

    /// `NodeIterator`.
    ///
    /// https://dom.spec.whatwg.org/#interface-nodeiterator
    static let nodeIterator: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "NodeIterator")
        definition.finalize = releaseOnFinalize
        definition.properties = traversalProperties + [
            NativeProperty("referenceNode", get: { context, object, _, exception in
                payloadGetter(object, exception, as: TraversalPayload.self) { traversal in
                    traversal.realm.wrap(traversal.iterator!.referenceNode).value
                }
            }),
            NativeProperty("pointerBeforeReferenceNode", get: { context, object, _, exception in
                payloadGetter(object, exception, as: TraversalPayload.self) { traversal in
                    traversal.realm.context.boolean(traversal.iterator!.pointerBeforeReferenceNode)
                }
            }),
        ]
        definition.methods = [
            NativeMethod("nextNode") { c, f, t, n, a, e in iteratorMove(c, f, t, n, a, e, "nextNode") { try $0.nextNode(filter: $1) } },
            NativeMethod("previousNode") { c, f, t, n, a, e in
                iteratorMove(c, f, t, n, a, e, "previousNode") { try $0.previousNode(filter: $1) }
            },
            // https://dom.spec.whatwg.org/#dom-nodeiterator-detach: does nothing.
            NativeMethod("detach") { context, function, this, count, arguments, exception in
                payloadOperation(
                    context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("NodeIterator"),
                    "detach", as: TraversalPayload.self
                ) { _, traversal in traversal.realm.context.undefined }
            },
        ]
        return definition
    }()

    private static let traversalProperties: [NativeProperty] = [
        NativeProperty("root", get: { context, object, _, exception in
            payloadGetter(object, exception, as: TraversalPayload.self) { traversal in traversal.realm.wrap(traversal.root).value }
        }),
        NativeProperty("whatToShow", get: { context, object, _, exception in
            payloadGetter(object, exception, as: TraversalPayload.self) { traversal in
                traversal.realm.context.number(Double(traversal.whatToShow))
            }
        }),
        NativeProperty("filter", get: { context, object, _, exception in
            payloadGetter(object, exception, as: TraversalPayload.self) { traversal in
                traversal.filter?.value ?? traversal.realm.context.null
            }
        }),
    ]
}

@inline(__always)
private func walkerMove(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ move: (TreeWalker, NodeFilterCallback?) throws -> NodeID?
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("TreeWalker"), name,
        as: TraversalPayload.self
    ) { _, traversal in traversal.realm.wrap(try move(traversal.walker!, traversal.callback)) }
}

@inline(__always)
private func iteratorMove(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ move: (NodeIterator, NodeFilterCallback?) throws -> NodeID?
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("NodeIterator"), name,
        as: TraversalPayload.self
    ) { _, traversal in
        let result = try move(traversal.iterator!, traversal.callback)
        return traversal.realm.wrap(result)
    }
}
