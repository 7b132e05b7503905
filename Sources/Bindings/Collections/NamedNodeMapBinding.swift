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

/// The payload of an `Attr`: an attribute of an element, by name.
final class AttrPayload: Payload {
    let element: NodeID
    let name: Atom

    init(realm: Realm, element: NodeID, name: Atom) {
        self.element = element
        self.name = name
        super.init(realm: realm)
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
        definition.isArrayLikeIterable = true
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
            payloadGetter(object, exception, as: AttrPayload.self) { attr in
                attr.realm.context.string(attr.realm.store.attribute(attr.name, of: attr.element) ?? "")
            }
        }
        let valueSetter: NativeSetterCallback = { context, object, _, value, exception in
            payloadSetter(object, value, exception, as: AttrPayload.self) { attr, value in
                attr.realm.store.setAttribute(attr.name, to: try value.domString(in: attr.realm), on: attr.element)
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
                    attr.realm.store.hasAttribute(attr.name, on: attr.element)
                        ? attr.realm.wrap(attr.element).value : attr.realm.context.null
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
        return definition
    }()
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
