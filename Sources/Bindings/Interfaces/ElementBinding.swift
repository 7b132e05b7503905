import DOM
import JavaScriptEngine

extension InterfaceDefinition {
    /// `Element`, with the `ParentNode`, `ChildNode` and `NonDocumentTypeChildNode` mixins.
    ///
    /// https://dom.spec.whatwg.org/#interface-element
    static let element: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "Element", parent: "Node")
        definition.properties = elementProperties + ParentNodeMixin.properties + ChildNodeMixin.elementSiblingProperties
            + LayoutMembers.elementProperties
        // https://w3c.github.io/aria/#ARIAMixin
        definition.prototypeOnlyProperties = reflectedProperties(ARIANames.reflected.map(\.property))
        definition.methods = elementMethods + ParentNodeMixin.methods + ParentNodeMixin.collectionMethods + ChildNodeMixin.methods
            + SelectorMethods.methods
            + SelectorMethods.elementMethods + LayoutMembers.elementMethods
        return definition
    }()

    private static let elementProperties: [NativeProperty] = [
        // No element has a shadow root: `attachShadow` is not provided (see docs/differences-from-safari.md).
        // https://dom.spec.whatwg.org/#dom-element-shadowroot
        NativeProperty("shadowRoot", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.null }
        }),
        NativeProperty("tagName", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.tagNameValue(of: node) }
        }),
        NativeProperty("localName", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.localNameValue(of: node) }
        }),
        NativeProperty("namespaceURI", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.context.stringOrNull(realm.store.namespace(of: node).uri)
            }
        }),
        NativeProperty("prefix", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.null }
        }),
        NativeProperty(
            "id",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.id(of: node)) }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    realm.store.setAttribute(.id, to: try value.domString(in: realm), on: node)
                }
            }),
        NativeProperty(
            "className",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    realm.context.string(realm.store.attribute(.class, of: node) ?? "")
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    realm.store.setAttribute(.class, to: try value.domString(in: realm), on: node)
                }
            }),
        TokenListAttributes.classList,
        TokenListAttributes.part,
        NativeProperty("attributes", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.namedNodeMap(of: node).value }
        }),
        NativeProperty(
            "innerHTML",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    realm.context.string(realm.serializer.serializeChildren(of: node))
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-innerhtml
                    realm.replaceContents(of: node, withMarkup: try value.legacyNullToEmptyString(in: realm))
                }
            }),
        NativeProperty(
            "outerHTML",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.serializer.serialize(node)) }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-outerhtml
                    guard let parent = realm.store.parent(of: node) else { return }
                    guard realm.store.kind(of: parent) != .document else {
                        throw DOMException(.noModificationAllowedError, "cannot replace the document element through outerHTML")
                    }
                    let context = realm.store.kind(of: parent) == .documentFragment
                        ? realm.store.createElement(.body, in: realm.store.document(of: node)) : parent
                    let markup = try value.legacyNullToEmptyString(in: realm)
                    let fragment = realm.parseFragment(markup, context: context)
                    try realm.store.replace(node, with: fragment, in: parent)
                }
            }),
    ]

    private static let elementMethods: [NativeMethod] = [
        // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-gethtml
        // (no element has a shadow root, so the options change nothing)
        NativeMethod("getHTML") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "getHTML") {
                call, realm, node in
                _ = try DictionaryArgument(call[0], in: realm)
                return realm.context.string(realm.serializer.serializeChildren(of: node))
            }
        },
        // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-sethtmlunsafe
        // (declarative shadow roots stay `template` elements, as WebKit leaves them here)
        NativeMethod("setHTMLUnsafe") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "setHTMLUnsafe") {
                call, realm, node in
                realm.replaceContents(of: node, withMarkup: try call.requiredString(0, "Element.setHTMLUnsafe"))
                return realm.context.undefined
            }
        },
        NativeMethod("getAttribute") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "getAttribute") {
                call, realm, node in
                guard let name = try call.requiredName(0, "Element.getAttribute", in: realm).attributeAtom(on: node, in: realm.store)
                else { return realm.context.null }
                return realm.context.stringOrNull(realm.store.attribute(name, of: node))
            }
        },
        NativeMethod("getAttributeNS") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "getAttributeNS") {
                call, realm, node in
                guard let atom = try call.namespacedAttribute(in: realm, "Element.getAttributeNS") else { return realm.context.null }
                return realm.context.stringOrNull(realm.store.attribute(atom, of: node))
            }
        },
        NativeMethod("setAttribute") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "setAttribute") {
                call, realm, node in
                let name = try call.requiredName(0, "Element.setAttribute", in: realm).string
                let value = try call.requiredString(1, "Element.setAttribute")
                try realm.store.setAttribute(named: name, to: value, on: node)
                return realm.context.undefined
            }
        },
        NativeMethod("setAttributeNS") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "setAttributeNS") {
                call, realm, node in
                let qualifiedName = try call.requiredString(1, "Element.setAttributeNS")
                let value = try call.requiredString(2, "Element.setAttributeNS")
                guard isValidAttributeName(qualifiedName) else {
                    throw DOMException(.invalidCharacterError, "'\(qualifiedName)' is not a valid attribute name")
                }
                realm.store.setAttribute(realm.store.atoms.intern(qualifiedName), to: value, on: node)
                return realm.context.undefined
            }
        },
        NativeMethod("removeAttribute") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "removeAttribute") {
                call, realm, node in
                if let name = try call.requiredName(0, "Element.removeAttribute", in: realm).attributeAtom(on: node, in: realm.store) {
                    realm.store.removeAttribute(name, from: node)
                }
                return realm.context.undefined
            }
        },
        NativeMethod("removeAttributeNS") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "removeAttributeNS") {
                call, realm, node in
                if let atom = try call.namespacedAttribute(in: realm, "Element.removeAttributeNS") {
                    realm.store.removeAttribute(atom, from: node)
                }
                return realm.context.undefined
            }
        },
        NativeMethod("hasAttribute") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "hasAttribute") {
                call, realm, node in
                let name = try call.requiredName(0, "Element.hasAttribute", in: realm).attributeAtom(on: node, in: realm.store)
                return realm.context.boolean(name.map { realm.store.hasAttribute($0, on: node) } ?? false)
            }
        },
        NativeMethod("hasAttributeNS") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "hasAttributeNS") {
                call, realm, node in
                let atom = try call.namespacedAttribute(in: realm, "Element.hasAttributeNS")
                return realm.context.boolean(atom.map { realm.store.hasAttribute($0, on: node) } ?? false)
            }
        },
        NativeMethod("hasAttributes") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "hasAttributes") {
                _, realm, node in realm.context.boolean(!realm.store.attributes(of: node).isEmpty)
            }
        },
        NativeMethod("getAttributeNames") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "getAttributeNames") {
                _, realm, node in
                let names = realm.store.attributes(of: node).map { realm.context.string(realm.store.atoms.name(of: $0.name)) }
                return try realm.context.makeArray(names).value
            }
        },
        // https://dom.spec.whatwg.org/#dom-element-toggleattribute
        NativeMethod("toggleAttribute") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "toggleAttribute") {
                call, realm, node in
                let name = try call.requiredName(0, "Element.toggleAttribute", in: realm).string
                guard isValidAttributeName(name) else {
                    throw DOMException(.invalidCharacterError, "'\(name)' is not a valid attribute name")
                }
                let present = realm.store.attribute(named: name, of: node) != nil
                let force: Bool? = call.has(1) ? call.boolean(1) : nil
                if present && force != true {
                    realm.store.removeAttribute(named: name, from: node)
                    return realm.context.boolean(false)
                }
                if !present && force != false {
                    try realm.store.setAttribute(named: name, to: "", on: node)
                    return realm.context.boolean(true)
                }
                return realm.context.boolean(present)
            }
        },
        NativeMethod("getAttributeNode") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "getAttributeNode") {
                call, realm, node in
                let name = try call.requiredString(0, "Element.getAttributeNode")
                guard let atom = realm.store.attributeNameForLookup(name, on: node),
                    realm.store.hasAttribute(atom, on: node)
                else { return realm.context.null }
                return realm.attr(atom, of: node).value
            }
        },
        NativeMethod("setAttributeNode") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "setAttributeNode") {
                call, realm, node in try realm.setAttributeNode(call[0], on: node)
            }
        },
        NativeMethod("removeAttributeNode") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "removeAttributeNode") {
                call, realm, node in
                let name = try call[0].asObject(in: realm.context)?.property("name", in: realm.context).toString(in: realm.context)
                guard let name, let atom = realm.store.atoms.lookup(name), let old = realm.store.removeAttribute(atom, from: node)
                else { throw DOMException(.notFoundError, "the attribute is not an attribute of this element") }
                return realm.makeObject("Attr", payload: AttrPayload(realm: realm, element: nil, name: atom, value: old)).value
            }
        },
        // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-insertadjacenthtml
        NativeMethod("insertAdjacentHTML") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "insertAdjacentHTML") {
                call, realm, node in
                let position = try AdjacentPosition(try call.requiredString(0, "Element.insertAdjacentHTML"))
                let markup = try call.requiredString(1, "Element.insertAdjacentHTML")
                var parsingContext = node
                if position == .beforeBegin || position == .afterEnd {
                    guard let parent = realm.store.parent(of: node), realm.store.kind(of: parent) != .document else {
                        throw DOMException(.noModificationAllowedError, "the element has no parent element to insert next to")
                    }
                    parsingContext = parent
                }
                let fragment = realm.parseFragment(markup, context: parsingContext)
                try realm.insertAdjacent(fragment, at: position, of: node)
                return realm.context.undefined
            }
        },
        NativeMethod("insertAdjacentElement") { context, function, this, count, arguments, exception in
            nodeOperation(
                context, function, this, count, arguments, exception, NodeInterface.element, "insertAdjacentElement"
            ) { call, realm, node in
                let position = try AdjacentPosition(try call.requiredString(0, "Element.insertAdjacentElement"))
                let element = try call.node(1, in: realm, "Element.insertAdjacentElement", parameter: "element")
                guard realm.store.isElement(element) else {
                    throw BindingError.typeError("Argument 2 ('element') to Element.insertAdjacentElement must be an instance of Element")
                }
                return realm.wrap(try realm.insertAdjacent(element, at: position, of: node))
            }
        },
        NativeMethod("insertAdjacentText") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "insertAdjacentText") {
                call, realm, node in
                let position = try AdjacentPosition(try call.requiredString(0, "Element.insertAdjacentText"))
                let text = realm.store.createText(try call.requiredString(1, "Element.insertAdjacentText"), in: realm.store.document(of: node))
                try realm.insertAdjacent(text, at: position, of: node)
                return realm.context.undefined
            }
        },
    ]
}

/// Where `insertAdjacent*` puts things.
///
/// https://dom.spec.whatwg.org/#insert-adjacent
enum AdjacentPosition {
    case beforeBegin, afterBegin, beforeEnd, afterEnd

    init(_ keyword: String) throws {
        switch asciiLowercase(keyword) {
        case "beforebegin": self = .beforeBegin
        case "afterbegin": self = .afterBegin
        case "beforeend": self = .beforeEnd
        case "afterend": self = .afterEnd
        default:
            throw DOMException(.syntaxError, "'\(keyword)' is not one of beforebegin, afterbegin, beforeend, afterend")
        }
    }
}

extension Realm {
    /// https://dom.spec.whatwg.org/#insert-adjacent
    @discardableResult
    func insertAdjacent(_ node: NodeID, at position: AdjacentPosition, of element: NodeID) throws -> NodeID? {
        switch position {
        case .beforeBegin:
            guard let parent = store.parent(of: element) else { return nil }
            return try store.preInsert(node, into: parent, before: element)
        case .afterBegin:
            return try store.preInsert(node, into: element, before: store.firstChild(of: element))
        case .beforeEnd:
            return try store.preInsert(node, into: element, before: nil)
        case .afterEnd:
            guard let parent = store.parent(of: element) else { return nil }
            return try store.preInsert(node, into: parent, before: store.nextSibling(of: element))
        }
    }
}

extension Realm {
    /// Replaces the children of `element` (or of its template contents) with `markup`
    /// parsed as a fragment in its context: `innerHTML` and `setHTMLUnsafe`.
    ///
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-innerhtml
    func replaceContents(of element: NodeID, withMarkup markup: String) {
        let fragment = parseFragment(markup, context: element)
        store.replaceAll(in: store.markupContainer(of: element), with: fragment)
    }
}

extension NativeCall {
    /// The atom of the attribute arguments 0 (a namespace, null or "" for none) and 1 (a
    /// local name) name, as the store keeps it (see ``NodeStore/keptAttributeName(namespace:localName:)``);
    /// nil when no attribute has that name.
    func namespacedAttribute(in realm: Realm, _ operation: StaticString) throws -> Atom? {
        let localName = try requiredString(1, operation)
        let namespace = try nullableNonEmptyString(0)
        return realm.store.atoms.lookup(realm.store.keptAttributeName(namespace: namespace, localName: localName))
    }
}
