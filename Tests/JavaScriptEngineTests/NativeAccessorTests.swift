import JavaScriptEngine
import Testing

/// A ``NativeAccessor`` runs its property's getter or setter on the receiver its check
/// admits, and throws what the check gives for any other.
@Suite struct NativeAccessorTests {
    let machine = VirtualMachine()

    /// A property whose getter gives the receiver's `stored` property plus one, and whose
    /// setter stores its value there.
    static let property = NativeProperty(
        "counter",
        get: { context, object, _, _ in
            guard let context, let object else { return nil }
            let jsContext = JSContext(raw: context)
            let stored = (try? JSObject(raw: object).property("stored", in: jsContext).toNumber(in: jsContext)) ?? 0
            return jsContext.number(stored + 1).raw
        },
        set: { context, object, _, value, _ in
            guard let context, let object, let value else { return false }
            try? JSObject(raw: object).setProperty("stored", JSValue(raw: value), in: JSContext(raw: context))
            return true
        })

    /// Admits objects with an `admitted` property; throws a plain error for the rest.
    static let receiver: NativeAccessor.Receiver = { context, this, accessor in
        if let this, (try? JSObject(raw: this).property("admitted", in: context).isUndefined(in: context)) == false {
            return nil
        }
        return context.makeError(message: "not a receiver of \(accessor.name)").value
    }

    @Test func runsTheCallbacksOnAdmittedReceivers() throws {
        let global = JSGlobalContext(machine: machine)
        let context = global.context
        let object = try #require(try context.evaluate("({ admitted: true, stored: 41 })").asObject(in: context))
        let getter = NativeAccessor(.getter, of: Self.property, receiver: Self.receiver)
        let setter = NativeAccessor(.setter, of: Self.property, receiver: Self.receiver)
        var exception: OpaquePointer?
        let read = try #require(getter.call(context, this: object.raw, value: nil, exception: &exception))
        #expect(try JSValue(raw: read).toNumber(in: context) == 42)
        _ = setter.call(context, this: object.raw, value: context.number(7).raw, exception: &exception)
        #expect(try object.property("stored", in: context).toNumber(in: context) == 7)
        #expect(exception == nil)
    }

    @Test func refusesOtherReceivers() throws {
        let global = JSGlobalContext(machine: machine)
        let context = global.context
        let stranger = try #require(try context.evaluate("({ stored: 1 })").asObject(in: context))
        let getter = NativeAccessor(.getter, of: Self.property, receiver: Self.receiver)
        for this in [stranger.raw, nil] {
            var exception: OpaquePointer?
            #expect(getter.call(context, this: this, value: nil, exception: &exception) == nil)
            let error = try #require(exception)
            #expect(try JSValue(raw: error).toString(in: context) == "Error: not a receiver of counter")
        }
        #expect(try stranger.property("stored", in: context).toNumber(in: context) == 1)
    }
}
