public import CJavaScriptCore

/// A JavaScript object (`JSObjectRef`); see ``JSValue`` for how long it stays valid.
public struct JSObject {
    /// The `JSObjectRef`.
    public let raw: OpaquePointer

    /// Wraps a `JSObjectRef`.
    @inlinable public init(raw: OpaquePointer) { self.raw = raw }

    /// The object as a value.
    @inlinable public var value: JSValue { JSValue(raw: raw) }

    /// The private data given when the object was made (`JSObjectGetPrivate`).
    @inlinable public var privateData: UnsafeMutableRawPointer? { JSObjectGetPrivate(raw) }

    /// Replaces the private data (`JSObjectSetPrivate`); false when the object cannot have any.
    @discardableResult
    @inlinable public func setPrivateData(_ data: UnsafeMutableRawPointer?) -> Bool { JSObjectSetPrivate(raw, data) }

    /// Reads a property, running getters (`JSObjectGetProperty`).
    @inlinable public func property(_ name: String, in context: JSContext) throws(JSException) -> JSValue {
        var exception: JSValueRef?
        let value = withJSString(name) { JSObjectGetProperty(context.raw, raw, $0, &exception) }
        if let exception { throw JSException(context: context, value: exception) }
        return JSValue(raw: value ?? JSValueMakeUndefined(context.raw))
    }

    /// Reads a property named by a retained engine string (`JSObjectGetProperty`).
    @inlinable public func property(_ name: JSStringHandle, in context: JSContext) throws(JSException) -> JSValue {
        var exception: JSValueRef?
        let value = JSObjectGetProperty(context.raw, raw, name.raw, &exception)
        if let exception { throw JSException(context: context, value: exception) }
        return JSValue(raw: value ?? JSValueMakeUndefined(context.raw))
    }

    /// Reads a property keyed by any value, such as a symbol (`JSObjectGetPropertyForKey`).
    public func property(forKey key: JSValue, in context: JSContext) throws(JSException) -> JSValue {
        var exception: JSValueRef?
        let value = JSObjectGetPropertyForKey(context.raw, raw, key.raw, &exception)
        if let exception { throw JSException(context: context, value: exception) }
        return JSValue(raw: value ?? JSValueMakeUndefined(context.raw))
    }

    /// Reads an indexed property (`JSObjectGetPropertyAtIndex`).
    @inlinable public func property(at index: Int, in context: JSContext) throws(JSException) -> JSValue {
        var exception: JSValueRef?
        let value = JSObjectGetPropertyAtIndex(context.raw, raw, UInt32(clamping: index), &exception)
        if let exception { throw JSException(context: context, value: exception) }
        return JSValue(raw: value ?? JSValueMakeUndefined(context.raw))
    }

    /// Whether the object or its prototype chain has a property (`JSObjectHasProperty`).
    @inlinable public func hasProperty(_ name: String, in context: JSContext) -> Bool {
        withJSString(name) { JSObjectHasProperty(context.raw, raw, $0) }
    }

    /// Whether the object or its prototype chain has a property named by an engine string,
    /// such as the name a class callback received (`JSObjectHasProperty`).
    @inlinable public func hasProperty(_ name: JSStringRef, in context: JSContext) -> Bool {
        JSObjectHasProperty(context.raw, raw, name)
    }

    /// Sets a property (`JSObjectSetProperty`).
    @inlinable public func setProperty(
        _ name: String, _ value: JSValue, attributes: PropertyAttributes = [], in context: JSContext
    ) throws(JSException) {
        var exception: JSValueRef?
        withJSString(name) { JSObjectSetProperty(context.raw, raw, $0, value.raw, attributes.rawValue, &exception) }
        if let exception { throw JSException(context: context, value: exception) }
    }

    /// Sets a property named by a retained engine string (`JSObjectSetProperty`).
    @inlinable public func setProperty(
        _ name: JSStringHandle, _ value: JSValue, attributes: PropertyAttributes = [], in context: JSContext
    ) throws(JSException) {
        var exception: JSValueRef?
        JSObjectSetProperty(context.raw, raw, name.raw, value.raw, attributes.rawValue, &exception)
        if let exception { throw JSException(context: context, value: exception) }
    }

    /// Sets an indexed property (`JSObjectSetPropertyAtIndex`).
    @inlinable public func setProperty(at index: Int, _ value: JSValue, in context: JSContext) throws(JSException) {
        var exception: JSValueRef?
        JSObjectSetPropertyAtIndex(context.raw, raw, UInt32(clamping: index), value.raw, &exception)
        if let exception { throw JSException(context: context, value: exception) }
    }

    /// Sets a property keyed by any value, such as a symbol (`JSObjectSetPropertyForKey`).
    public func setProperty(
        forKey key: JSValue, _ value: JSValue, attributes: PropertyAttributes = [], in context: JSContext
    ) throws(JSException) {
        var exception: JSValueRef?
        JSObjectSetPropertyForKey(context.raw, raw, key.raw, value.raw, attributes.rawValue, &exception)
        if let exception { throw JSException(context: context, value: exception) }
    }

    /// Deletes a property (`JSObjectDeleteProperty`).
    @discardableResult
    public func deleteProperty(_ name: String, in context: JSContext) throws(JSException) -> Bool {
        var exception: JSValueRef?
        let deleted = withJSString(name) { JSObjectDeleteProperty(context.raw, raw, $0, &exception) }
        if let exception { throw JSException(context: context, value: exception) }
        return deleted
    }

    /// The prototype (`JSObjectGetPrototype`).
    @inlinable public func prototype(in context: JSContext) -> JSValue {
        JSValue(raw: JSObjectGetPrototype(context.raw, raw))
    }

    /// Replaces the prototype (`JSObjectSetPrototype`).
    @inlinable public func setPrototype(_ prototype: JSValue, in context: JSContext) {
        JSObjectSetPrototype(context.raw, raw, prototype.raw)
    }

    /// Whether the object can be called (`JSObjectIsFunction`).
    @inlinable public func isFunction(in context: JSContext) -> Bool { JSObjectIsFunction(context.raw, raw) }

    /// Whether `new` can call it (`JSObjectIsConstructor`).
    @inlinable public func isConstructor(in context: JSContext) -> Bool { JSObjectIsConstructor(context.raw, raw) }

    /// Calls the object as a function (`JSObjectCallAsFunction`).
    @inlinable public func call(this: JSObject?, arguments: [JSValue], in context: JSContext) throws(JSException)
        -> JSValue
    {
        try Watchdog.refuseEntryAfterTermination(in: context)
        var exception: JSValueRef?
        let result = arguments.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Optional<JSValueRef>.self) { rebound in
                JSObjectCallAsFunction(context.raw, raw, this?.raw, rebound.count, rebound.baseAddress, &exception)
            }
        }
        if let exception { throw JSException(context: context, value: exception) }
        return JSValue(raw: result ?? JSValueMakeUndefined(context.raw))
    }

    /// Calls the object as a constructor (`JSObjectCallAsConstructor`).
    public func construct(arguments: [JSValue], in context: JSContext) throws(JSException) -> JSObject {
        try Watchdog.refuseEntryAfterTermination(in: context)
        var exception: JSValueRef?
        let result = arguments.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Optional<JSValueRef>.self) { rebound in
                JSObjectCallAsConstructor(context.raw, raw, rebound.count, rebound.baseAddress, &exception)
            }
        }
        if let exception { throw JSException(context: context, value: exception) }
        guard let result else { throw JSException(context: context, message: "construction failed") }
        return JSObject(raw: result)
    }

    /// The bytes of an `ArrayBuffer` (`JSObjectGetArrayBufferBytesPtr`, `JSObjectGetArrayBufferByteLength`).
    public func arrayBufferBytes(in context: JSContext) -> [UInt8] {
        var exception: JSValueRef?
        let length = JSObjectGetArrayBufferByteLength(context.raw, raw, &exception)
        guard length > 0, let bytes = JSObjectGetArrayBufferBytesPtr(context.raw, raw, &exception) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes, count: length))
    }

    /// The bytes a typed array views (`JSObjectGetTypedArrayBytesPtr`, which points at
    /// the start of the whole buffer, plus `JSObjectGetTypedArrayByteOffset`, and
    /// `JSObjectGetTypedArrayByteLength`).
    public func typedArrayBytes(in context: JSContext) -> [UInt8] {
        var exception: JSValueRef?
        let length = JSObjectGetTypedArrayByteLength(context.raw, raw, &exception)
        let offset = JSObjectGetTypedArrayByteOffset(context.raw, raw, &exception)
        guard length > 0, let bytes = JSObjectGetTypedArrayBytesPtr(context.raw, raw, &exception) else { return [] }
        return Array(UnsafeRawBufferPointer(start: bytes + offset, count: length))
    }

    /// Copies `bytes` to the start of what a typed array views, as many as fit
    /// (`JSObjectGetTypedArrayBytesPtr`, `JSObjectGetTypedArrayByteOffset`, `JSObjectGetTypedArrayByteLength`).
    public func writeTypedArrayBytes(_ bytes: [UInt8], in context: JSContext) {
        var exception: JSValueRef?
        let length = JSObjectGetTypedArrayByteLength(context.raw, raw, &exception)
        let offset = JSObjectGetTypedArrayByteOffset(context.raw, raw, &exception)
        let count = min(length, bytes.count)
        guard count > 0, let start = JSObjectGetTypedArrayBytesPtr(context.raw, raw, &exception) else { return }
        bytes.withUnsafeBytes { source in (start + offset).copyMemory(from: source.baseAddress!, byteCount: count) }
    }

    /// How many bytes a typed array views (`JSObjectGetTypedArrayByteLength`).
    public func typedArrayByteLength(in context: JSContext) -> Int {
        var exception: JSValueRef?
        return JSObjectGetTypedArrayByteLength(context.raw, raw, &exception)
    }
}

/// Attributes of a property set through the C API.
public struct PropertyAttributes: OptionSet, Sendable {
    /// The `JSPropertyAttributes` bits.
    public let rawValue: UInt32
    /// Wraps the bits.
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `kJSPropertyAttributeReadOnly`.
    public static let readOnly = PropertyAttributes(rawValue: UInt32(kJSPropertyAttributeReadOnly))
    /// `kJSPropertyAttributeDontEnum`.
    public static let dontEnum = PropertyAttributes(rawValue: UInt32(kJSPropertyAttributeDontEnum))
    /// `kJSPropertyAttributeDontDelete`.
    public static let dontDelete = PropertyAttributes(rawValue: UInt32(kJSPropertyAttributeDontDelete))
}
