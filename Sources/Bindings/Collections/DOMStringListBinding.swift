import JavaScriptEngine

/// The payload of a `DOMStringList`: its strings.
final class StringListPayload: Payload {
    let strings: [String]

    init(realm: Realm, strings: [String]) {
        self.strings = strings
        super.init(realm: realm)
    }
}

extension Realm {
    /// `location.ancestorOrigins`: the origins of the documents a frame is nested in, none
    /// for a saved page, which is no frame. The same list every time.
    ///
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-location-ancestororigins
    var ancestorOrigins: JSObject {
        cachedObject(.ancestorOrigins) { makeObject("DOMStringList", payload: StringListPayload(realm: self, strings: [])) }
    }
}

extension InterfaceDefinition {
    /// `DOMStringList`: a read-only list of strings. appexjs makes only empty ones
    /// (``Realm/ancestorOrigins``), so it has no indexed properties to answer.
    ///
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#the-domstringlist-interface
    static let domStringList: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "DOMStringList")
        definition.finalize = releaseOnFinalize
        definition.hasIndexedIterator = true
        definition.properties = [
            NativeProperty("length", get: { _, object, _, exception in
                payloadGetter(object, exception, as: StringListPayload.self) { list in
                    list.realm.context.number(list.strings.count)
                }
            })
        ]
        definition.methods = [
            NativeMethod("item") { context, function, this, count, arguments, exception in
                stringListOperation(context, function, this, count, arguments, exception, "item") { call, list in
                    let index = try call[0].unsignedLong(in: list.realm)
                    return list.realm.context.stringOrNull(index < list.strings.count ? list.strings[index] : nil)
                }
            },
            NativeMethod("contains") { context, function, this, count, arguments, exception in
                stringListOperation(context, function, this, count, arguments, exception, "contains") { call, list in
                    list.realm.context.boolean(list.strings.contains(try call.requiredString(0, "DOMStringList.contains")))
                }
            },
        ]
        return definition
    }()
}

@inline(__always)
private func stringListOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, StringListPayload) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("DOMStringList"), name,
        as: StringListPayload.self, body)
}
