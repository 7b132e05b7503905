import DOM
import JavaScriptEngine
import WHATWGURL

/// The payload of a `URLSearchParams`: its list of name-value pairs, and the `URL` it
/// belongs to (whose query it rewrites on every change), if any.
///
/// https://url.spec.whatwg.org/#interface-urlsearchparams
final class URLSearchParamsPayload: Payload {
    var list: [(name: String, value: String)]
    /// The URL object's payload, for `url.searchParams`.
    weak var url: URLPayload?

    init(realm: Realm, list: [(name: String, value: String)], url: URLPayload? = nil) {
        self.list = list
        self.url = url
        super.init(realm: realm)
    }

    /// https://url.spec.whatwg.org/#concept-urlsearchparams-update
    func update() {
        guard let url else { return }
        let serialized = FormURLEncoding.serialize(list)
        url.url.setQuery(serialized.isEmpty ? nil : serialized)
    }
}

extension Realm {
    /// `url.searchParams`: made once per URL object and stored on it.
    func searchParams(of object: JSObject, payload: URLPayload) throws -> JSValue {
        let key: JSValue = searchParamsKey
        let existing = try object.property(forKey: key, in: context)
        if !existing.isUndefined(in: context) { return existing }
        let params = URLSearchParamsPayload(realm: self, list: FormURLEncoding.parse(payload.url.query ?? ""), url: payload)
        payload.searchParams = params
        let made = makeObject("URLSearchParams", payload: params)
        try object.setProperty(forKey: key, made.value, attributes: [.dontEnum, .readOnly, .dontDelete], in: context)
        return made.value
    }
}

extension InterfaceDefinition {
    /// `URLSearchParams`.
    ///
    /// https://url.spec.whatwg.org/#interface-urlsearchparams
    static let urlSearchParams: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "URLSearchParams")
        definition.finalize = releaseOnFinalize
        definition.iteratorMethod = "entries"
        // https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let list = try realm.searchParamsList(from: call[0])
                return realm.makeObject("URLSearchParams", payload: URLSearchParamsPayload(realm: realm, list: list)).value
            }
        }
        definition.properties = [
            NativeProperty("size", get: { context, object, _, exception in
                payloadGetter(object, exception, as: URLSearchParamsPayload.self) { params in
                    params.realm.context.number(params.list.count)
                }
            })
        ]
        definition.methods = [
            NativeMethod("append") { c, f, t, n, a, e in
                paramsOperation(c, f, t, n, a, e, "append") { call, params in
                    params.list.append((try call.requiredString(0, "URLSearchParams.append"), try call.requiredString(1, "URLSearchParams.append")))
                    params.update()
                    return params.realm.context.undefined
                }
            },
            NativeMethod("delete") { c, f, t, n, a, e in
                paramsOperation(c, f, t, n, a, e, "delete") { call, params in
                    let name = try call.requiredString(0, "URLSearchParams.delete")
                    let value = call.has(1) ? try call.string(1) : nil
                    params.list.removeAll { $0.name == name && (value == nil || $0.value == value) }
                    params.update()
                    return params.realm.context.undefined
                }
            },
            NativeMethod("get") { c, f, t, n, a, e in
                paramsOperation(c, f, t, n, a, e, "get") { call, params in
                    let name = try call.requiredString(0, "URLSearchParams.get")
                    return params.realm.context.stringOrNull(params.list.first { $0.name == name }?.value)
                }
            },
            NativeMethod("getAll") { c, f, t, n, a, e in
                paramsOperation(c, f, t, n, a, e, "getAll") { call, params in
                    let name = try call.requiredString(0, "URLSearchParams.getAll")
                    let values = params.list.filter { $0.name == name }.map { params.realm.context.string($0.value) }
                    return try params.realm.context.makeArray(values).value
                }
            },
            NativeMethod("has") { c, f, t, n, a, e in
                paramsOperation(c, f, t, n, a, e, "has") { call, params in
                    let name = try call.requiredString(0, "URLSearchParams.has")
                    let value = call.has(1) ? try call.string(1) : nil
                    return params.realm.context.boolean(params.list.contains { $0.name == name && (value == nil || $0.value == value) })
                }
            },
            // https://url.spec.whatwg.org/#dom-urlsearchparams-set
            NativeMethod("set") { c, f, t, n, a, e in
                paramsOperation(c, f, t, n, a, e, "set") { call, params in
                    let name = try call.requiredString(0, "URLSearchParams.set")
                    let value = try call.requiredString(1, "URLSearchParams.set")
                    if let first = params.list.firstIndex(where: { $0.name == name }) {
                        params.list[first].value = value
                        var index = params.list.count - 1
                        while index > first {
                            if params.list[index].name == name { params.list.remove(at: index) }
                            index -= 1
                        }
                    } else {
                        params.list.append((name, value))
                    }
                    params.update()
                    return params.realm.context.undefined
                }
            },
            // https://url.spec.whatwg.org/#dom-urlsearchparams-sort: stable, by UTF-16 code units of names.
            NativeMethod("sort") { c, f, t, n, a, e in
                paramsOperation(c, f, t, n, a, e, "sort") { _, params in
                    params.list = params.list.enumerated().sorted { left, right in
                        let order = Array(left.element.name.utf16).lexicographicallyPrecedes(Array(right.element.name.utf16))
                        let reverse = Array(right.element.name.utf16).lexicographicallyPrecedes(Array(left.element.name.utf16))
                        return order || (!reverse && left.offset < right.offset)
                    }.map(\.element)
                    params.update()
                    return params.realm.context.undefined
                }
            },
            NativeMethod("toString") { c, f, t, n, a, e in
                paramsOperation(c, f, t, n, a, e, "toString") { _, params in
                    params.realm.context.string(FormURLEncoding.serialize(params.list))
                }
            },
            NativeMethod("entries") { c, f, t, n, a, e in
                paramsOperation(c, f, t, n, a, e, "entries") { _, params in try params.realm.pairIterator(params.list) { [$0.name, $0.value] } }
            },
            NativeMethod("keys") { c, f, t, n, a, e in
                paramsOperation(c, f, t, n, a, e, "keys") { _, params in try params.realm.pairIterator(params.list) { [$0.name] } }
            },
            NativeMethod("values") { c, f, t, n, a, e in
                paramsOperation(c, f, t, n, a, e, "values") { _, params in try params.realm.pairIterator(params.list) { [$0.value] } }
            },
            NativeMethod("forEach") { c, f, t, n, a, e in
                paramsOperation(c, f, t, n, a, e, "forEach") { call, params in
                    guard let callback = call[0].asObject(in: call.context), callback.isFunction(in: call.context) else {
                        throw BindingError.typeError("Argument 1 ('callback') to URLSearchParams.forEach must be a function")
                    }
                    for (name, value) in params.list {
                        _ = try callback.call(
                            this: call[1].asObject(in: call.context),
                            arguments: [call.context.string(value), call.context.string(name), call.this!.value], in: call.context)
                    }
                    return params.realm.context.undefined
                }
            },
        ]
        return definition
    }()
}

extension Realm {
    /// The list a `URLSearchParams` starts with: from a query string (a leading `?` is
    /// dropped), a sequence of pairs, or a record.
    ///
    /// https://url.spec.whatwg.org/#dom-urlsearchparams-urlsearchparams
    func searchParamsList(from initial: JSValue) throws -> [(name: String, value: String)] {
        if initial.isUndefined(in: context) { return [] }
        guard let object = initial.asObject(in: context), !initial.isString(in: context) else {
            var text = try initial.toString(in: context)
            if text.hasPrefix("?") { text.removeFirst() }
            return FormURLEncoding.parse(text)
        }
        if let params = object.privateData.flatMap({ Payload.from($0) as? URLSearchParamsPayload }) { return params.list }
        let iterator = try object.property(forKey: builtins.symbolIterator, in: context)
        if iterator.isFunction(in: context) {
            // A sequence of pairs: read it through Array.from semantics by index after copying.
            let pairs = try builtins.arrayFrom.call(this: nil, arguments: [object.value], in: context)
            guard let array = pairs.asObject(in: context) else { return [] }
            let count = WebIDLIntegers.length(try array.property("length", in: context).toNumber(in: context))
            var list: [(name: String, value: String)] = []
            for index in 0..<count {
                let pairValue = try array.property(at: index, in: context)
                guard let pair = pairValue.asObject(in: context),
                    let pairArray = try builtins.arrayFrom.call(this: nil, arguments: [pair.value], in: context).asObject(in: context),
                    try pairArray.property("length", in: context).toNumber(in: context) == 2
                else { throw BindingError.typeError("Each URLSearchParams pair must have exactly two items") }
                list.append((
                    try pairArray.property(at: 0, in: context).toString(in: context),
                    try pairArray.property(at: 1, in: context).toString(in: context)))
            }
            return list
        }
        return try ownEnumerableKeys(of: object).map { key in (key, try object.property(key, in: context).toString(in: context)) }
    }

    /// An iterator over a snapshot of `pairs`, each turned into one value or a `[name, value]` array.
    func pairIterator(
        _ pairs: [(name: String, value: String)], _ element: ((name: String, value: String)) -> [String]
    ) throws -> JSValue {
        let items = try pairs.map { pair -> JSValue in
            let parts = element(pair)
            if parts.count == 1 { return context.string(parts[0]) }
            return try context.makeArray(parts.map { context.string($0) }).value
        }
        let array = try context.makeArray(items)
        return try builtins.arrayValues.call(this: array, arguments: [], in: context)
    }
}

@inline(__always)
private func paramsOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, URLSearchParamsPayload) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("URLSearchParams"), name,
        as: URLSearchParamsPayload.self, body)
}
