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
        // No `hasProperty`: with one, JavaScriptCore asks it and then `getProperty` about
        // every index; without, one call answers both `list[i]` and `i in list`.
        definition.getProperty = { context, object, name, exception in
            guard let name, let list = liveList(object) else { return nil }
            // Answered here, or the engine would call the `length` accessor after this hook.
            if isLengthName(name) { return list.realm.context.number(list.nodes.count).raw }
            guard let index = arrayIndexValue(of: name) else { return nil }
            return list.member(at: index)
        }
        definition.getPropertyNames = indexedPropertyNames
        definition.properties = [liveListLength]
        definition.methods = [
            NativeMethod("item") { context, function, this, count, arguments, exception in
                arrayLikeItem(context, function, this, count, arguments, exception, "item")
            }
        ]
        return definition
    }()

    /// `length` of a live `NodeList` or `HTMLCollection`, and of a static `NodeList` (an
    /// array, see ``Realm/staticNodeList(_:)``) that borrows the getter from
    /// `NodeList.prototype`.
    static let liveListLength = NativeProperty("length", get: { context, object, _, exception in
        if let list = payload(of: object, as: NodeListPayload.self) { return list.realm.context.number(list.nodes.count).raw }
        guard let context, let object, JSValue(raw: object).isArray(in: JSContext(raw: context)) else { return nil }
        return try? JSObject(raw: object).property("length", in: JSContext(raw: context)).raw
    })
}

/// The payload of a live `NodeList` or `HTMLCollection` wrapper, if `object` is one.
@inline(__always)
func liveList(_ object: OpaquePointer?) -> NodeListPayload? { payload(of: object, as: NodeListPayload.self) }

extension NodeListPayload {
    /// The wrapper of the member at `index`, or nil past the end (JavaScriptCore then
    /// looks the name up as usual, so `index in list` is false).
    @inline(__always) func member(at index: Int) -> OpaquePointer? {
        let nodes = nodes
        return index < nodes.count ? realm.wrap(nodes[index]).raw : nil
    }
}

/// Lists the indices of an array-like collection for `for…in` and `Object.keys`.
let indexedPropertyNames: NativePropertyNamesCallback = { context, object, accumulator in
    guard let list = liveList(object) else { return }
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
