import DOM
import JavaScriptEngine

extension InterfaceDefinition {
    /// `NodeList`: live (`childNodes`) or static (`querySelectorAll`, an array with this prototype).
    ///
    /// https://dom.spec.whatwg.org/#interface-nodelist
    static let nodeList: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "NodeList")
        definition.isArrayLikeIterable = true
        definition.finalize = releaseOnFinalize
        definition.getProperty = { context, object, name, exception in
            guard let name, let index = arrayIndexValue(of: name) else { return nil }
            return payloadGetter(object, exception, as: NodeListPayload.self) { list in
                let nodes = list.nodes
                return index < nodes.count ? list.realm.wrap(nodes[index]).value : list.realm.context.undefined
            }
        }
        definition.hasProperty = indexedHasProperty
        definition.getPropertyNames = indexedPropertyNames
        definition.properties = [
            NativeProperty("length", get: { context, object, _, exception in
                payloadGetter(object, exception, as: NodeListPayload.self) { list in
                    list.realm.context.number(list.nodes.count)
                }
            })
        ]
        definition.methods = [
            NativeMethod("item") { context, function, this, count, arguments, exception in
                arrayLikeItem(context, function, this, count, arguments, exception, "item")
            }
        ]
        return definition
    }()

    /// `HTMLCollection`.
    ///
    /// https://dom.spec.whatwg.org/#interface-htmlcollection
    static let htmlCollection: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "HTMLCollection")
        definition.hasIndexedIterator = true
        definition.finalize = releaseOnFinalize
        definition.getProperty = { context, object, name, exception in
            guard let name, let object else { return nil }
            if let index = arrayIndexValue(of: name) {
                return payloadGetter(object, exception, as: NodeListPayload.self) { list in
                    let nodes = list.nodes
                    return index < nodes.count ? list.realm.wrap(nodes[index]).value : list.realm.context.undefined
                }
            }
            return payloadGetter(object, exception, as: NodeListPayload.self) { list in
                // Named properties come after the prototype's own properties.
                let realm = list.realm
                let jsObject = JSObject(raw: object)
                let propertyName = swiftString(name)
                if let prototype = jsObject.prototype(in: realm.context).asObject(in: realm.context),
                    prototype.hasProperty(propertyName, in: realm.context)
                {
                    throw PassThrough()
                }
                guard let element = realm.namedItem(propertyName, in: list.nodes) else { throw PassThrough() }
                return realm.wrap(element).value
            }
        }
        definition.hasProperty = indexedHasProperty
        definition.getPropertyNames = indexedPropertyNames
        definition.properties = [
            NativeProperty("length", get: { context, object, _, exception in
                payloadGetter(object, exception, as: NodeListPayload.self) { list in
                    list.realm.context.number(list.nodes.count)
                }
            })
        ]
        definition.methods = [
            NativeMethod("item") { context, function, this, count, arguments, exception in
                arrayLikeItem(context, function, this, count, arguments, exception, "item")
            },
            NativeMethod("namedItem") { context, function, this, count, arguments, exception in
                payloadOperation(
                    context, function, this, count, arguments, exception,
                    InterfaceRegistry.shared.jsClass("HTMLCollection"), "namedItem", as: NodeListPayload.self
                ) { call, list in
                    list.realm.wrap(list.realm.namedItem(try call.requiredString(0, "HTMLCollection.namedItem"), in: list.nodes))
                }
            },
        ]
        return definition
    }()
}

/// Thrown inside a `getProperty` hook to let JavaScriptCore look the name up normally.
struct PassThrough: Error {}

/// `has` for array-like collections: true for indices in range.
let indexedHasProperty: NativeHasPropertyCallback = { context, object, name in
    guard let object, let name, let index = arrayIndexValue(of: name), let pointer = JSObject(raw: object).privateData,
        let list = Payload.from(pointer) as? NodeListPayload
    else { return false }
    return index < list.nodes.count
}

/// Lists the indices of an array-like collection for `for…in` and `Object.keys`.
let indexedPropertyNames: NativePropertyNamesCallback = { context, object, accumulator in
    guard let object, let pointer = JSObject(raw: object).privateData,
        let list = Payload.from(pointer) as? NodeListPayload
    else { return }
    for index in 0..<list.nodes.count { addPropertyName(String(index), to: accumulator) }
}

/// `item(index)` for a live list, or for a static `NodeList` array.
func arrayLikeItem(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString
) -> OpaquePointer? {
    globalFunction(context, function, this, count, arguments, exception) { call, realm in
        let index = try call.unsignedInteger(0)
        guard let this = call.this else { return realm.context.null }
        if let pointer = this.privateData, let list = Payload.from(pointer) as? NodeListPayload {
            let nodes = list.nodes
            return index < nodes.count ? realm.wrap(nodes[index]).value : realm.context.null
        }
        if this.value.isArray(in: realm.context) {
            let value = try this.property(at: index, in: realm.context)
            return value.isUndefined(in: realm.context) ? realm.context.null : value
        }
        throw BindingError.typeError("Can only call NodeList.item on instances of NodeList")
    }
}

extension Realm {
    /// The first element whose `id`, or (for elements that have it) `name`, is `name`.
    ///
    /// https://dom.spec.whatwg.org/#dom-htmlcollection-nameditem
    func namedItem(_ name: String, in nodes: [NodeID]) -> NodeID? {
        guard !name.isEmpty else { return nil }
        return nodes.first { element in
            store.attribute(.id, of: element) == name
                || (store.isHTMLElement(element) && store.attribute(.name, of: element) == name)
        }
    }
}
