import DOM
import JavaScriptEngine

// The shapes every binding callback takes. Each checks what `this` is, runs the body,
// and turns a Swift error into a JavaScript exception. Those that can change the tree run
// the custom element reactions it queued before returning (WebIDL's [CEReactions]). Nothing a script passes can crash
// the process: a wrong `this` or argument is a TypeError.

/// Runs an operation whose `this` must be a node wrapper implementing `required`.
@inline(__always)
func nodeOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ argumentCount: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ required: NodeInterface, _ name: StaticString,
    _ body: (NativeCall, Realm, NodeID) throws -> JSValue
) -> OpaquePointer? {
    let call = NativeCall(context, function, this, argumentCount, arguments, exception)
    // The engine hands a function callback `this` as an object (it boxes primitives), so
    // its private data can be read without first asking the engine for its class, which
    // takes the engine's lock: only node wrappers carry a `NodePayload`.
    guard let payload = payload(of: this, as: NodePayload.self), required.admits(payload.node, in: payload.realm.store)
    else {
        return call.throw(illegalInvocation(call.context, name, required.name))
    }
    let realm = payload.realm
    defer {
        realm.runCustomElementReactions()
        VirtualMachine.stopIfOverMemory(in: call.context)
    }
    do {
        return try body(call, realm, payload.node).raw
    } catch {
        return call.throw(realm.throwable(from: error))
    }
}

/// Runs an attribute getter on a node wrapper (JavaScriptCore only calls it on instances of the class).
@inline(__always)
func nodeGetter(
    _ context: OpaquePointer?, _ object: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ body: (Realm, NodeID) throws -> JSValue
) -> OpaquePointer? {
    guard let object, let pointer = JSObject(raw: object).privateData else { return nil }
    Payload.check(pointer)
    let payload = Unmanaged<NodePayload>.fromOpaque(pointer).takeUnretainedValue()
    let realm = payload.realm
    do {
        return try body(realm, payload.node).raw
    } catch {
        exception?.pointee = realm.throwable(from: error).raw
        return nil
    }
}

/// Runs an attribute setter on a node wrapper.
@inline(__always)
func nodeSetter(
    _ context: OpaquePointer?, _ object: OpaquePointer?, _ value: OpaquePointer?,
    _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ body: (Realm, NodeID, JSValue) throws -> Void
) -> Bool {
    guard let object, let value, let pointer = JSObject(raw: object).privateData else { return false }
    Payload.check(pointer)
    let payload = Unmanaged<NodePayload>.fromOpaque(pointer).takeUnretainedValue()
    let realm = payload.realm
    defer {
        realm.runCustomElementReactions()
        if let context { VirtualMachine.stopIfOverMemory(in: JSContext(raw: context)) }
    }
    do {
        try body(realm, payload.node, JSValue(raw: value))
    } catch {
        exception?.pointee = realm.throwable(from: error).raw
    }
    return true
}

/// Runs an operation on an object whose payload is of type `P` (collections, token lists, …).
@inline(__always)
func payloadOperation<P: Payload>(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ argumentCount: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ required: JSClass, _ name: StaticString, as type: P.Type,
    _ body: (NativeCall, P) throws -> JSValue
) -> OpaquePointer? {
    let call = NativeCall(context, function, this, argumentCount, arguments, exception)
    guard let this = call.this, this.value.isObject(of: required, in: call.context), let pointer = this.privateData,
        let payload = Payload.from(pointer) as? P
    else {
        return call.throw(illegalInvocation(call.context, name, required.name))
    }
    defer { payload.realm.runCustomElementReactions() }
    do {
        return try body(call, payload).raw
    } catch {
        return call.throw(payload.realm.throwable(from: error))
    }
}

/// The payload of `object` when it is of type `P` (`nil` for a NULL object, an object
/// without private data, or another kind of payload).
@inline(__always)
func payload<P: Payload>(of object: OpaquePointer?, as type: P.Type) -> P? {
    guard let object, let pointer = JSObject(raw: object).privateData else { return nil }
    return Payload.from(pointer) as? P
}

/// Thrown inside a `getProperty` hook to let JavaScriptCore look the name up normally.
struct PassThrough: Error {}

/// Runs an attribute getter on an object whose payload is of type `P`.
@inline(__always)
func payloadGetter<P: Payload>(
    _ object: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?, as type: P.Type,
    _ body: (P) throws -> JSValue
) -> OpaquePointer? {
    guard let payload = payload(of: object, as: P.self) else { return nil }
    do {
        return try body(payload).raw
    } catch is PassThrough {
        return nil
    } catch {
        exception?.pointee = payload.realm.throwable(from: error).raw
        return nil
    }
}

/// Runs an attribute setter on an object whose payload is of type `P`.
@inline(__always)
func payloadSetter<P: Payload>(
    _ object: OpaquePointer?, _ value: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    as type: P.Type, _ body: (P, JSValue) throws -> Void
) -> Bool {
    guard let value, let payload = payload(of: object, as: P.self) else { return false }
    defer { payload.realm.runCustomElementReactions() }
    do {
        try body(payload, JSValue(raw: value))
    } catch {
        exception?.pointee = payload.realm.throwable(from: error).raw
    }
    return true
}

/// Runs a function that has no `this` to check (a global function): finds the realm from the context.
@inline(__always)
func globalFunction(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ argumentCount: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ body: (NativeCall, Realm) throws -> JSValue
) -> OpaquePointer? {
    let call = NativeCall(context, function, this, argumentCount, arguments, exception)
    guard let realm = RealmRegistry.realm(of: call.context) else {
        return call.throw(call.context.makeError(message: "this page has been closed").value)
    }
    do {
        return try body(call, realm).raw
    } catch {
        return call.throw(realm.throwable(from: error))
    }
}

/// The payload of a node wrapper: nil for any other value. Every node class derives from
/// `EventTarget`'s, whose other instances carry other payloads.
@inline(__always) func nodePayload(of value: JSValue, in context: JSContext) -> NodePayload? {
    guard value.isObject(of: EventBindings.eventTargetClass, in: context),
        let pointer = JSObject(raw: value.raw).privateData
    else { return nil }
    return Payload.from(pointer) as? NodePayload
}

/// The TypeError for calling an operation on the wrong kind of object, worded as WebKit words it.
func illegalInvocation(_ context: JSContext, _ name: StaticString, _ interface: String) -> JSValue {
    let message = "Can only call \(interface).\(name) on instances of \(interface)"
    if let realm = RealmRegistry.realm(of: context) {
        return realm.makeError(realm.builtins.typeError, message)
    }
    return context.makeError(message: message).value
}
