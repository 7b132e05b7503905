public import CJavaScriptCore

/// A JavaScriptCore execution context (`JSContextRef`): what every call into the
/// engine needs. Not owning; a ``JSGlobalContext`` owns the global one, and callbacks
/// receive one for the duration of the call.
public struct JSContext {
    /// The `JSContextRef`.
    public let raw: OpaquePointer

    /// Wraps a `JSContextRef`.
    @inlinable public init(raw: OpaquePointer) { self.raw = raw }

    /// The identity of the global context this context belongs to
    /// (`JSContextGetGlobalContext`), for finding what belongs to it.
    @inlinable public var globalContextKey: Int {
        Int(bitPattern: UnsafeRawPointer(JSContextGetGlobalContext(raw)))
    }

    /// The global object (`JSContextGetGlobalObject`).
    @inlinable public var globalObject: JSObject { JSObject(raw: JSContextGetGlobalObject(raw)) }

    // MARK: - Making values

    /// `undefined` (`JSValueMakeUndefined`, made once: see ``ImmediateValues``).
    @inlinable public var undefined: JSValue {
        JSValue(raw: ImmediateValues.value(ImmediateValues.undefined) { JSValueMakeUndefined(raw) })
    }

    /// `null` (`JSValueMakeNull`, made once: see ``ImmediateValues``).
    @inlinable public var null: JSValue {
        JSValue(raw: ImmediateValues.value(ImmediateValues.null) { JSValueMakeNull(raw) })
    }

    /// A boolean (`JSValueMakeBoolean`, made once: see ``ImmediateValues``).
    @inlinable public func boolean(_ value: Bool) -> JSValue {
        value
            ? JSValue(raw: ImmediateValues.value(ImmediateValues.true) { JSValueMakeBoolean(raw, true) })
            : JSValue(raw: ImmediateValues.value(ImmediateValues.false) { JSValueMakeBoolean(raw, false) })
    }

    /// A number (`JSValueMakeNumber`).
    @inlinable public func number(_ value: Double) -> JSValue { JSValue(raw: JSValueMakeNumber(raw, value)) }

    /// A number from an integer (`JSValueMakeNumber`).
    @inlinable public func number(_ value: Int) -> JSValue { JSValue(raw: JSValueMakeNumber(raw, Double(value))) }

    /// A string (see ``makeJSString(_:)``, then `JSValueMakeString`).
    @inlinable public func string(_ value: String) -> JSValue {
        if value.isEmpty { return JSValue(raw: JSValueMakeString(raw, emptyEngineString.raw)) }
        return withJSString(value) { JSValue(raw: JSValueMakeString(raw, $0)) }
    }

    /// A string joined from UTF-8 pieces, `utf8Count` bytes in all, that `pieces` hands
    /// to the function it is given in order: each is transcoded straight into one UTF-16
    /// buffer for the engine (`JSStringCreateWithCharacters`, then `JSValueMakeString`), with
    /// no Swift string in between.
    public func string(
        utf8Count: Int, joining pieces: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) -> JSValue {
        guard utf8Count > 0 else { return JSValue(raw: JSValueMakeString(raw, emptyEngineString.raw)) }
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: utf8Count) { units in
            var written = 0
            var taken = 0
            // A character cut between two pieces: its first bytes, completed from the next.
            var carried: (bytes: (UInt8, UInt8, UInt8, UInt8), count: Int) = ((0, 0, 0, 0), 0)
            pieces { piece in
                taken += piece.count
                precondition(taken <= utf8Count, "more text than utf8Count said")
                var piece = piece
                if carried.count > 0 {
                    withUnsafeMutableBytes(of: &carried.bytes) { bytes in
                        let needed = min(4 - carried.count, piece.count)
                        for index in 0..<needed { bytes[carried.count + index] = piece[index] }
                        var consumed = 0
                        written += transcodeUTF8ToUTF16(
                            UnsafeBufferPointer(start: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count: carried.count + needed),
                            into: UnsafeMutableBufferPointer(rebasing: units[written...]), consumed: &consumed)
                        let fromPiece = max(consumed - carried.count, 0)
                        carried.count = consumed == 0 ? carried.count + needed : 0
                        piece = UnsafeBufferPointer(rebasing: piece[(consumed == 0 ? needed : fromPiece)...])
                    }
                }
                var consumed = 0
                written += transcodeUTF8ToUTF16(piece, into: UnsafeMutableBufferPointer(rebasing: units[written...]), consumed: &consumed)
                if consumed < piece.count {
                    withUnsafeMutableBytes(of: &carried.bytes) { bytes in
                        for index in consumed..<piece.count { bytes[index - consumed] = piece[index] }
                    }
                    carried.count = piece.count - consumed
                }
            }
            precondition(carried.count == 0, "text ended inside a UTF-8 sequence")
            let handle = JSStringCreateWithCharacters(units.baseAddress, written)
            defer { JSStringRelease(handle) }
            return JSValue(raw: JSValueMakeString(raw, handle))
        }
    }

    /// A string from a retained engine string (`JSValueMakeString`), with no conversion.
    @inlinable public func string(_ value: JSStringHandle) -> JSValue {
        JSValue(raw: JSValueMakeString(raw, value.raw))
    }

    /// A string or `null`.
    @inlinable public func stringOrNull(_ value: String?) -> JSValue {
        guard let value else { return null }
        return string(value)
    }

    /// A new symbol with `description` (`JSValueMakeSymbol`).
    public func makeSymbol(description: String) -> JSValue {
        withJSString(description) { JSValue(raw: JSValueMakeSymbol(raw, $0)) }
    }

    /// A new plain object (`JSObjectMake` with no class).
    @inlinable public func makeObject() -> JSObject { JSObject(raw: JSObjectMake(raw, nil, nil)) }

    /// A property descriptor for `Object.defineProperty` with `fields` (`value`, `get`,
    /// `enumerable`, …): an object without a prototype, so what a script put on
    /// `Object.prototype` (a `get` or a `value`) neither runs nor becomes part of it.
    public func makeDescriptor(_ fields: [(String, JSValue)]) -> JSObject {
        let descriptor = makeObject()
        descriptor.setPrototype(null, in: self)
        for (name, value) in fields { try? descriptor.setProperty(name, value, in: self) }
        return descriptor
    }

    /// A new plain object with `properties` as its own data properties, in order, made
    /// without running script: the object has no prototype while they are set, so a setter
    /// a script put on `Object.prototype` is not called, then gets the realm's own
    /// `Object.prototype` (`JSObjectMake`, `JSObjectSetPrototype`, `JSObjectSetProperty`).
    public func makeObject(dataProperties properties: [(String, JSValue)]) throws(JSException) -> JSObject {
        let object = makeObject()
        let prototype = object.prototype(in: self)
        object.setPrototype(null, in: self)
        for (name, value) in properties { try object.setProperty(name, value, in: self) }
        object.setPrototype(prototype, in: self)
        return object
    }

    /// A new object of `jsClass` carrying `privateData` (`JSObjectMake`).
    @inlinable public func makeObject(of jsClass: JSClass, privateData: UnsafeMutableRawPointer?) -> JSObject {
        JSObject(raw: JSObjectMake(raw, jsClass.raw, privateData))
    }

    /// A new function named `name` that runs `callback` (`JSObjectMakeFunctionWithCallback`).
    public func makeFunction(name: String, _ callback: JSObjectCallAsFunctionCallback) -> JSObject {
        withJSString(name) { JSObject(raw: JSObjectMakeFunctionWithCallback(raw, $0, callback)) }
    }

    /// A new function named by a retained engine string that runs `callback`.
    public func makeFunction(name: JSStringHandle, _ callback: JSObjectCallAsFunctionCallback) -> JSObject {
        JSObject(raw: JSObjectMakeFunctionWithCallback(raw, name.raw, callback))
    }

    /// A new pending promise and the functions that settle it (`JSObjectMakeDeferredPromise`).
    public func makeDeferredPromise() throws(JSException) -> (promise: JSObject, resolve: JSObject, reject: JSObject) {
        var exception: JSValueRef?
        var resolve: JSObjectRef?
        var reject: JSObjectRef?
        guard let promise = JSObjectMakeDeferredPromise(raw, &resolve, &reject, &exception), let resolve, let reject else {
            throw JSException(context: self, value: exception)
        }
        return (JSObject(raw: promise), JSObject(raw: resolve), JSObject(raw: reject))
    }

    /// A new array of `values` (`JSObjectMakeArray`).
    public func makeArray(_ values: [JSValue]) throws(JSException) -> JSObject {
        var exception: JSValueRef?
        let array = values.map { Optional($0.raw) }.withUnsafeBufferPointer { buffer in
            JSObjectMakeArray(raw, buffer.count, buffer.baseAddress, &exception)
        }
        if let exception { throw JSException(context: self, value: exception) }
        guard let array else { throw JSException(context: self, message: "could not make an array") }
        return JSObject(raw: array)
    }

    /// A `Date` for milliseconds since the epoch (`JSObjectMakeDate`).
    public func makeDate(millisecondsSince1970 milliseconds: Double) throws(JSException) -> JSObject {
        var exception: JSValueRef?
        var argument: JSValueRef? = JSValueMakeNumber(raw, milliseconds)
        let date = JSObjectMakeDate(raw, 1, &argument, &exception)
        if let exception { throw JSException(context: self, value: exception) }
        guard let date else { throw JSException(context: self, message: "could not make a Date") }
        return JSObject(raw: date)
    }

    /// An `Error` with `message` (`JSObjectMakeError`).
    public func makeError(message: String) -> JSObject {
        var argument: JSValueRef? = string(message).raw
        var exception: JSValueRef?
        return JSObject(raw: JSObjectMakeError(raw, 1, &argument, &exception))
    }

    /// A `Uint8Array` holding a copy of `bytes` (`JSObjectMakeTypedArray`, `JSObjectGetTypedArrayBytesPtr`).
    public func makeUint8Array(_ bytes: [UInt8]) throws(JSException) -> JSObject {
        var exception: JSValueRef?
        guard let array = JSObjectMakeTypedArray(raw, kJSTypedArrayTypeUint8Array, bytes.count, &exception) else {
            throw JSException(context: self, value: exception)
        }
        if !bytes.isEmpty, let pointer = JSObjectGetTypedArrayBytesPtr(raw, array, &exception) {
            bytes.withUnsafeBytes { pointer.copyMemory(from: $0.baseAddress!, byteCount: bytes.count) }
        }
        return JSObject(raw: array)
    }

    /// A value parsed from JSON text (`JSValueMakeFromJSONString`), or nil when it is not JSON.
    public func parseJSON(_ text: String) -> JSValue? {
        withJSString(text) { JSValueMakeFromJSONString(raw, $0) }.map { JSValue(raw: $0) }
    }

    // MARK: - Running script

    /// Evaluates `source` as a classic script in the global scope (`JSEvaluateScript`).
    ///
    /// - Parameters:
    ///   - sourceURL: the name errors and stacks give for the script.
    ///   - startingLineNumber: the line number of the script's first line (1-based).
    public func evaluate(_ source: String, sourceURL: String? = nil, startingLineNumber: Int = 1) throws(JSException)
        -> JSValue
    {
        try Watchdog.refuseEntryAfterTermination(in: self)
        var exception: JSValueRef?
        let result = withJSString(source) { script in
            withOptionalJSString(sourceURL) { url in
                JSEvaluateScript(raw, script, nil, url, Int32(clamping: startingLineNumber), &exception)
            }
        }
        if let exception { throw JSException(context: self, value: exception) }
        guard let result else { throw JSException(context: self, message: "script evaluation failed") }
        return JSValue(raw: result)
    }

    /// Checks `source` for syntax errors without running it (`JSCheckScriptSyntax`).
    public func checkSyntax(_ source: String, sourceURL: String? = nil, startingLineNumber: Int = 1) throws(JSException) {
        var exception: JSValueRef?
        let valid = withJSString(source) { script in
            withOptionalJSString(sourceURL) { url in
                JSCheckScriptSyntax(raw, script, url, Int32(clamping: startingLineNumber), &exception)
            }
        }
        if !valid { throw JSException(context: self, value: exception) }
    }

    /// Asks the engine to collect garbage soon (`JSGarbageCollect`).
    public func collectGarbage() { JSGarbageCollect(raw) }

    /// Collects garbage in this context's heap now, to completion
    /// (`JSSynchronousGarbageCollectForDebugging`): for tests and memory measurements.
    public func collectGarbageNow() { JSSynchronousGarbageCollectForDebugging(raw) }

}
