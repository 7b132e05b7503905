public import JavaScriptEngine

/// The payload of a function made from a Swift closure.
final class ClosurePayload: Payload {
    let body: (NativeCall) throws -> JSValue

    init(realm: Realm, body: @escaping (NativeCall) throws -> JSValue) {
        self.body = body
        super.init(realm: realm)
    }
}

/// Calls the closure of a closure function.
let callClosure: NativeFunctionCallback = { context, function, this, count, arguments, exception in
    let call = NativeCall(context, function, this, count, arguments, exception)
    guard let function = call.function, let pointer = function.privateData,
        let payload = Payload.from(pointer) as? ClosurePayload
    else { return call.throw(call.context.makeError(message: "not a native function").value) }
    do {
        return try payload.body(call).raw
    } catch {
        return call.throw(payload.realm.throwable(from: error))
    }
}

extension Realm {
    /// A JavaScript function that runs `body`. It behaves like any function: it can be
    /// called unbound, passed around, and `call`/`apply`/`bind` work on it.
    public func makeFunction(name: String, _ body: @escaping (NativeCall) throws -> JSValue) -> JSObject {
        let function = context.makeObject(
            of: ClosureFunctionClass.shared, privateData: ClosurePayload(realm: self, body: body).retainedPointer())
        function.setPrototype(builtins.functionPrototype.value, in: context)
        let descriptor = context.makeDescriptor([("value", context.string(name))])
        _ = try? builtins.defineProperty.call(
            this: nil, arguments: [function.value, context.string("name"), descriptor.value], in: context)
        return function
    }

    /// The milliseconds since 1970 of a `Date`, read with the engine's own `getTime`
    /// (not the script-visible one).
    public func millisecondsSince1970(ofDate date: JSObject) throws(JSException) -> Double {
        try builtins.dateGetTime.call(this: date, arguments: [], in: context).toNumber(in: context)
    }

    /// The object's own enumerable string keys, in order, from the engine's own
    /// `Object.keys` (`JSObjectCopyPropertyNames` would also list inherited ones).
    public func ownEnumerableKeys(of object: JSObject) throws(JSException) -> [String] {
        let keys = try builtins.objectKeys.call(this: nil, arguments: [object.value], in: context)
        guard let array = keys.asObject(in: context) else { return [] }
        let count = WebIDLIntegers.length(try array.property("length", in: context).toNumber(in: context))
        var result: [String] = []
        result.reserveCapacity(count)
        for index in 0..<count { result.append(try array.property(at: index, in: context).toString(in: context)) }
        return result
    }

    /// Calls `method` on `thisObject` with one argument; if it returns a promise, attaches
    /// `rejected` before the engine runs the microtasks the call queued, so a promise that
    /// rejects during them is not reported as unhandled.
    public func callWatchingRejection(
        _ method: JSObject, on thisObject: JSObject, argument: JSValue, rejected: JSObject
    ) throws(JSException) -> JSValue {
        guard let helper = try bootstrapExtras.property("callWatchingRejection", in: context).asObject(in: context) else {
            throw JSException(context: context, message: "callWatchingRejection is missing from the bootstrap extras")
        }
        return try helper.call(this: nil, arguments: [method.value, thisObject.value, argument, rejected.value], in: context)
    }
}

/// The class of closure functions: callable objects with a closure payload.
enum ClosureFunctionClass {
    static let shared: JSClass = {
        var definition = NativeClassDefinition(name: "Function")
        definition.callAsFunction = callClosure
        definition.finalize = releaseOnFinalize
        definition.noAutomaticPrototype = true
        return JSClass(definition)
    }()
}
