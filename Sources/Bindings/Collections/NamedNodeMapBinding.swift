import DOM
import JavaScriptEngine

/// The payload of `element.attributes`.
final class AttributesPayload: Payload {
    let element: NodeID

    init(realm: Realm, element: NodeID) {
        self.element = element
        super.init(realm: realm)
    }
}

/// The payload of an `Attr`: an attribute of an element, by name, or a detached
/// attribute (`attr.cloneNode()`) that holds its own value until it is attached.
final class AttrPayload: Payload {
    /// The element it belongs to; nil while detached.
    var element: NodeID?
    let name: Atom
    /// The value while detached.
    var detachedValue: String

    init(realm: Realm, element: NodeID?, name: Atom, value: String = "") {
        self.element = element
        self.name = name
        self.detachedValue = value
        super.init(realm: realm)
    }

    /// The attribute's value now.
    var value: String {
        guard let element else { return detachedValue }
        return realm.store.attribute(name, of: element) ?? detachedValue
    }

    /// Sets the value (on the element when attached).
    func setValue(_ value: String) {
        if let element { realm.store.setAttribute(name, to: value, on: element) } else { detachedValue = value }
    }
}

extension Realm {
    /// `element.attributes`: the same object every time.
    func namedNodeMap(of element: NodeID) -> JSObject {
        cachedObject(.attributes(element)) {
            makeObject("NamedNodeMap", payload: AttributesPayload(realm: self, element: element))
        }
    }

    /// The `Attr` for one attribute: the same object for the same element and name.
    func attr(_ name: Atom, of element: NodeID) -> JSObject {
        cachedObject(.attr(element, name)) {
            makeObject("Attr", payload: AttrPayload(realm: self, element: element, name: name))
        }
    }
}

extension InterfaceDefinition {
    /// `NamedNodeMap`.
    ///
    /// https://dom.spec.whatwg.org/#interface-namednodemap
    static let namedNodeMap: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "NamedNodeMap")
        definition.hasIndexedIterator = true
        definition.finalize = releaseOnFinalize
        definition.getProperty = { context, object, name, exception in
            guard let name else { return nil }
            return payloadGetter(object, exception, as: AttributesPayload.self) { map in
                let realm = map.realm
                let attributes = realm.store.attributes(of: map.element)
                if let index = arrayIndexValue(of: name) {
                    return index < attributes.count
                        ? realm.attr(attributes[index].name, of: map.element).value : realm.context.undefined
                }
                // Named access by qualified name, for names not on the prototype.
                let property = swiftString(name)
                guard !["length", "item", "getNamedItem", "removeNamedItem", "setNamedItem"].contains(property),
                    let atom = realm.store.attributeNameForLookup(property, on: map.element),
                    realm.store.hasAttribute(atom, on: map.element)
                else { throw PassThrough() }
                return realm.attr(atom, of: map.element).value
            }
        }
        definition.properties = [
            NativeProperty("length", get: { context, object, _, exception in
                payloadGetter(object, exception, as: AttributesPayload.self) { map in
                    map.realm.context.number(map.realm.store.attributes(of: map.element).count)
                }
            })
        ]
        definition.methods = [
            NativeMethod("item") { context, function, this, count, arguments, exception in
                attributesOperation(context, function, this, count, arguments, exception, "item") { call, map in
                    let index = try call.unsignedInteger(0)
                    let attributes = map.realm.store.attributes(of: map.element)
                    return index < attributes.count ? map.realm.attr(attributes[index].name, of: map.element).value : map.realm.context.null
                }
            },
            NativeMethod("getNamedItem") { context, function, this, count, arguments, exception in
                attributesOperation(context, function, this, count, arguments, exception, "getNamedItem") { call, map in
                    let name = try call.requiredString(0, "NamedNodeMap.getNamedItem")
                    guard let atom = map.realm.store.attributeNameForLookup(name, on: map.element),
                        map.realm.store.hasAttribute(atom, on: map.element)
                    else { return map.realm.context.null }
                    return map.realm.attr(atom, of: map.element).value
                }
            },
            // https://dom.spec.whatwg.org/#dom-namednodemap-setnameditem
            NativeMethod("setNamedItem") { context, function, this, count, arguments, exception in
                attributesOperation(context, function, this, count, arguments, exception, "setNamedItem") { call, map in
                    try call.requireArguments(1, "NamedNodeMap.setNamedItem")
                    return try map.realm.setAttributeNode(call[0], on: map.element)
                }
            },
            NativeMethod("removeNamedItem") { context, function, this, count, arguments, exception in
                attributesOperation(context, function, this, count, arguments, exception, "removeNamedItem") { call, map in
                    let name = try call.requiredString(0, "NamedNodeMap.removeNamedItem")
                    guard let atom = map.realm.store.attributeNameForLookup(name, on: map.element),
                        map.realm.store.hasAttribute(atom, on: map.element)
                    else { throw DOMException(.notFoundError, "no attribute named '\(name)'") }
                    let attr = map.realm.attr(atom, of: map.element)
                    map.realm.store.removeAttribute(atom, from: map.element)
                    return attr.value
                }
            },
        ]
        return definition
    }()

    /// `Attr`. Attributes are not nodes in this tree, so `Attr` objects are views of an
    /// element's attribute by name (they do not inherit from `Node` here).
    ///
    /// https://dom.spec.whatwg.org/#interface-attr
    static let attr: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "Attr")
        definition.finalize = releaseOnFinalize
        let nameGetter: NativeGetterCallback = { context, object, _, exception in
            payloadGetter(object, exception, as: AttrPayload.self) { attr in
                attr.realm.context.string(attr.realm.store.atoms.name(of: attr.name))
            }
        }
        let valueGetter: NativeGetterCallback = { context, object, _, exception in
            payloadGetter(object, exception, as: AttrPayload.self) { attr in attr.realm.context.string(attr.value) }
        }
        let valueSetter: NativeSetterCallback = { context, object, _, value, exception in
            payloadSetter(object, value, exception, as: AttrPayload.self) { attr, value in
                attr.setValue(try value.domString(in: attr.realm))
            }
        }
        definition.properties = [
            NativeProperty("name", get: nameGetter), NativeProperty("localName", get: nameGetter),
            NativeProperty("nodeName", get: nameGetter),
            NativeProperty("value", get: valueGetter, set: valueSetter),
            NativeProperty("nodeValue", get: valueGetter, set: valueSetter),
            NativeProperty("textContent", get: valueGetter, set: valueSetter),
            NativeProperty("nodeType", get: { context, object, _, exception in
                payloadGetter(object, exception, as: AttrPayload.self) { attr in attr.realm.context.number(2) }
            }),
            NativeProperty("ownerElement", get: { context, object, _, exception in
                payloadGetter(object, exception, as: AttrPayload.self) { attr in
                    guard let element = attr.element, attr.realm.store.hasAttribute(attr.name, on: element) else {
                        return attr.realm.context.null
                    }
                    return attr.realm.wrap(element).value
                }
            }),
            NativeProperty("specified", get: { context, object, _, exception in
                payloadGetter(object, exception, as: AttrPayload.self) { attr in attr.realm.context.boolean(true) }
            }),
            NativeProperty("namespaceURI", get: { context, object, _, exception in
                payloadGetter(object, exception, as: AttrPayload.self) { attr in attr.realm.context.null }
            }),
            NativeProperty("prefix", get: { context, object, _, exception in
                payloadGetter(object, exception, as: AttrPayload.self) { attr in attr.realm.context.null }
            }),
        ]
        definition.methods = [
            // https://dom.spec.whatwg.org/#dom-node-clonenode (for an Attr: a detached copy)
            NativeMethod("cloneNode") { context, function, this, count, arguments, exception in
                payloadOperation(
                    context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("Attr"),
                    "cloneNode", as: AttrPayload.self
                ) { _, attr in
                    attr.realm.makeObject(
                        "Attr", payload: AttrPayload(realm: attr.realm, element: nil, name: attr.name, value: attr.value)
                    ).value
                }
            }
        ]
        return definition
    }()
}

extension Realm {
    /// `document.createAttribute(localName)`: a detached `Attr` with an empty value, its
    /// name lower-cased.
    ///
    /// https://dom.spec.whatwg.org/#dom-document-createattribute
    func createAttribute(_ localName: String) throws -> JSObject {
        guard isValidElementName(localName) else {
            throw DOMException(.invalidCharacterError, "'\(localName)' is not a valid attribute name")
        }
        let name = store.atoms.intern(asciiLowercase(localName))
        return makeObject("Attr", payload: AttrPayload(realm: self, element: nil, name: name))
    }

    /// `element.setAttributeNode(attr)`: sets the attribute and attaches the `Attr`, which
    /// `getAttributeNode` then returns. Returns the `Attr` it replaced, detached, or null.
    ///
    /// https://dom.spec.whatwg.org/#concept-element-attributes-set
    func setAttributeNode(_ value: JSValue, on element: NodeID) throws -> JSValue {
        guard let object = value.asObject(in: context), value.isObject(of: InterfaceRegistry.shared.jsClass("Attr"), in: context),
            let pointer = object.privateData, let attr = Payload.from(pointer) as? AttrPayload
        else { throw BindingError.typeError("Argument 1 ('attr') to Element.setAttributeNode must be an instance of Attr") }
        if let owner = attr.element, owner != element, store.hasAttribute(attr.name, on: owner) {
            throw DOMException(.inUseAttributeError, "the attribute is in use by another element")
        }
        let key = NodeObjectKey.attr(element, attr.name)
        let replaced = nodeObjects[key]
        if replaced?.raw == object.raw { return value }
        let old = store.attribute(attr.name, of: element)
        store.setAttribute(attr.name, to: attr.value, on: element)
        attr.element = element
        // The element's Attr for this name is now this object. (A replaced object stays
        // protected until the realm closes; there is no unprotecting one value.)
        keepAlive(value)
        nodeObjects[key] = object
        guard let old else { return context.null }
        if let replaced, let replacedPointer = replaced.privateData, let replacedAttr = Payload.from(replacedPointer) as? AttrPayload {
            replacedAttr.element = nil
            replacedAttr.detachedValue = old
            return replaced.value
        }
        return makeObject("Attr", payload: AttrPayload(realm: self, element: nil, name: attr.name, value: old)).value
    }
}

/// Runs a `NamedNodeMap` operation: `this` must be an attribute map.
@inline(__always)
private func attributesOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, AttributesPayload) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("NamedNodeMap"), name,
        as: AttributesPayload.self, body)
}
