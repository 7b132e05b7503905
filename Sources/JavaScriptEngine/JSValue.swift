public import CJavaScriptCore

/// A JavaScript value (`JSValueRef`). Valid while it is reachable by the engine: on
/// the stack during a call, protected (``ProtectedValue``), or held by another object.
public struct JSValue {
    /// The `JSValueRef`.
    public let raw: OpaquePointer

    /// Wraps a `JSValueRef`.
    @inlinable public init(raw: OpaquePointer) { self.raw = raw }

    /// The value's type (`JSValueGetType`).
    @inlinable public func kind(in context: JSContext) -> JSValueKind {
        switch JSValueGetType(context.raw, raw) {
        case kJSTypeUndefined: return .undefined
        case kJSTypeNull: return .null
        case kJSTypeBoolean: return .boolean
        case kJSTypeNumber: return .number
        case kJSTypeString: return .string
        case kJSTypeSymbol: return .symbol
        case kJSTypeBigInt: return .bigInt
        default: return .object
        }
    }

    /// Whether it is `undefined` (`JSValueIsUndefined`).
    @inlinable public func isUndefined(in context: JSContext) -> Bool { JSValueIsUndefined(context.raw, raw) }

    /// Whether it is `null` (`JSValueIsNull`).
    @inlinable public func isNull(in context: JSContext) -> Bool { JSValueIsNull(context.raw, raw) }

    /// Whether it is `null` or `undefined`.
    @inlinable public func isNullish(in context: JSContext) -> Bool {
        JSValueIsNull(context.raw, raw) || JSValueIsUndefined(context.raw, raw)
    }

    /// Whether it is a string (`JSValueIsString`).
    @inlinable public func isString(in context: JSContext) -> Bool { JSValueIsString(context.raw, raw) }

    /// Whether it is a number (`JSValueIsNumber`).
    @inlinable public func isNumber(in context: JSContext) -> Bool { JSValueIsNumber(context.raw, raw) }

    /// Whether it is a boolean (`JSValueIsBoolean`).
    @inlinable public func isBoolean(in context: JSContext) -> Bool { JSValueIsBoolean(context.raw, raw) }

    /// Whether it is an object, functions included (`JSValueIsObject`).
    @inlinable public func isObject(in context: JSContext) -> Bool { JSValueIsObject(context.raw, raw) }

    /// Whether it is a symbol (`JSValueIsSymbol`).
    @inlinable public func isSymbol(in context: JSContext) -> Bool { JSValueIsSymbol(context.raw, raw) }

    /// Whether it is a BigInt (`JSValueIsBigInt`).
    @inlinable public func isBigInt(in context: JSContext) -> Bool { JSValueIsBigInt(context.raw, raw) }

    /// Whether it is an array (`JSValueIsArray`).
    @inlinable public func isArray(in context: JSContext) -> Bool { JSValueIsArray(context.raw, raw) }

    /// Whether it is a `Date` (`JSValueIsDate`).
    @inlinable public func isDate(in context: JSContext) -> Bool { JSValueIsDate(context.raw, raw) }

    /// Whether it is an object of `jsClass` or a class derived from it (`JSValueIsObjectOfClass`).
    @inlinable public func isObject(of jsClass: JSClass, in context: JSContext) -> Bool {
        JSValueIsObjectOfClass(context.raw, raw, jsClass.raw)
    }

    /// Whether it is a function (an object that can be called; `JSObjectIsFunction`).
    @inlinable public func isFunction(in context: JSContext) -> Bool {
        guard JSValueIsObject(context.raw, raw) else { return false }
        return JSObjectIsFunction(context.raw, raw)
    }

    /// Whether it is an `ArrayBuffer`, a typed array (or `DataView`-less view), or neither
    /// (`JSValueGetTypedArrayType`).
    public func binaryKind(in context: JSContext) -> BinaryKind? {
        var exception: JSValueRef?
        switch JSValueGetTypedArrayType(context.raw, raw, &exception) {
        case kJSTypedArrayTypeNone: return nil
        case kJSTypedArrayTypeArrayBuffer: return .arrayBuffer
        default: return .typedArray
        }
    }

    /// Whether it is a `Uint8Array` (`JSValueGetTypedArrayType`).
    public func isUint8Array(in context: JSContext) -> Bool {
        var exception: JSValueRef?
        return JSValueGetTypedArrayType(context.raw, raw, &exception) == kJSTypedArrayTypeUint8Array
    }

    /// `===` (`JSValueIsStrictEqual`).
    @inlinable public func isStrictlyEqual(to other: JSValue, in context: JSContext) -> Bool {
        JSValueIsStrictEqual(context.raw, raw, other.raw)
    }

    /// `instanceof` (`JSValueIsInstanceOfConstructor`).
    public func isInstance(of constructor: JSObject, in context: JSContext) throws(JSException) -> Bool {
        var exception: JSValueRef?
        let result = JSValueIsInstanceOfConstructor(context.raw, raw, constructor.raw, &exception)
        if let exception { throw JSException(context: context, value: exception) }
        return result
    }

    // MARK: - Conversions (these follow JavaScript's rules and may run script code)

    /// `ToBoolean` (`JSValueToBoolean`); never runs script.
    @inlinable public func toBoolean(in context: JSContext) -> Bool { JSValueToBoolean(context.raw, raw) }

    /// `ToNumber` (`JSValueToNumber`).
    @inlinable public func toNumber(in context: JSContext) throws(JSException) -> Double {
        var exception: JSValueRef?
        let number = JSValueToNumber(context.raw, raw, &exception)
        if let exception { throw JSException(context: context, value: exception) }
        return number
    }

    /// `ToString` (`JSValueToStringCopy`).
    @inlinable public func toString(in context: JSContext) throws(JSException) -> String {
        var exception: JSValueRef?
        guard let string = JSValueToStringCopy(context.raw, raw, &exception) else {
            throw JSException(context: context, value: exception)
        }
        defer { JSStringRelease(string) }
        return swiftString(string)
    }

    /// `ToObject` (`JSValueToObject`).
    @inlinable public func toObject(in context: JSContext) throws(JSException) -> JSObject {
        var exception: JSValueRef?
        guard let object = JSValueToObject(context.raw, raw, &exception) else {
            throw JSException(context: context, value: exception)
        }
        return JSObject(raw: object)
    }

    /// The value as an object, when it is one; no conversion.
    @inlinable public func asObject(in context: JSContext) -> JSObject? {
        JSValueIsObject(context.raw, raw) ? JSObject(raw: raw) : nil
    }

    /// `JSON.stringify(value)` with the engine's own JSON (`JSValueCreateJSONString`); nil
    /// for values JSON leaves out.
    public func jsonString(in context: JSContext, indent: UInt32 = 0) throws(JSException) -> String? {
        var exception: JSValueRef?
        let string = JSValueCreateJSONString(context.raw, raw, indent, &exception)
        if let exception { throw JSException(context: context, value: exception) }
        guard let string else { return nil }
        defer { JSStringRelease(string) }
        return swiftString(string)
    }
}

/// The types of JavaScript values.
public enum JSValueKind: Sendable {
    case undefined, null, boolean, number, string, symbol, bigInt, object
}

/// Binary data objects.
public enum BinaryKind: Sendable {
    /// An `ArrayBuffer`.
    case arrayBuffer
    /// A typed array such as `Uint8Array`.
    case typedArray
}
