public import CJavaScriptCore

/// The arguments of one call into a native function, as a callback receives them.
public struct NativeCall {
    /// The calling context.
    public let context: JSContext
    /// The function object called.
    public let function: JSObject?
    /// `this`.
    public let this: JSObject?
    /// The arguments.
    public let arguments: UnsafeBufferPointer<JSValueRef?>
    /// Where to store a thrown exception.
    public let exception: UnsafeMutablePointer<JSValueRef?>?

    /// Wraps the parameters of a ``NativeFunctionCallback``.
    @inlinable public init(
        _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ argumentCount: Int,
        _ arguments: UnsafePointer<JSValueRef?>?, _ exception: UnsafeMutablePointer<JSValueRef?>?
    ) {
        self.context = JSContext(raw: context!)
        self.function = function.map { JSObject(raw: $0) }
        self.this = this.map { JSObject(raw: $0) }
        self.arguments = UnsafeBufferPointer(start: arguments, count: argumentCount)
        self.exception = exception
    }

    /// How many arguments were passed.
    @inlinable public var count: Int { arguments.count }

    /// Argument `index`, or `undefined` when fewer were passed.
    @inlinable public subscript(_ index: Int) -> JSValue {
        if index < arguments.count, let value = arguments[index] { return JSValue(raw: value) }
        return context.undefined
    }

    /// Whether argument `index` was passed and is not `undefined`.
    @inlinable public func has(_ index: Int) -> Bool {
        index < arguments.count && !self[index].isUndefined(in: context)
    }

    /// Stores `value` as the thrown exception; return the result from the callback.
    @inlinable public func `throw`(_ value: JSValue) -> JSValueRef? {
        exception?.pointee = value.raw
        return nil
    }
}

/// The parameters of a property read or write a callback receives.
public struct NativePropertyAccess {
    /// The calling context.
    public let context: JSContext
    /// The object whose property is accessed.
    public let object: JSObject
    /// The property name.
    public let name: JSStringRef?
    /// Where to store a thrown exception.
    public let exception: UnsafeMutablePointer<JSValueRef?>?

    /// Wraps the parameters of a ``NativeGetterCallback`` or ``NativeSetterCallback``.
    @inlinable public init(
        _ context: OpaquePointer?, _ object: OpaquePointer?, _ name: JSStringRef?,
        _ exception: UnsafeMutablePointer<JSValueRef?>?
    ) {
        self.context = JSContext(raw: context!)
        self.object = JSObject(raw: object!)
        self.name = name
        self.exception = exception
    }

    /// Stores `value` as the thrown exception.
    @inlinable public func `throw`(_ value: JSValue) {
        exception?.pointee = value.raw
    }

    /// The property name as an array index, when it is one (`"0"`, `"17"`; not `"01"`).
    @inlinable public var arrayIndex: Int? {
        guard let name else { return nil }
        return arrayIndexValue(of: name)
    }

    /// The property name as a Swift string.
    public var nameString: String { name.map(swiftString) ?? "" }
}

/// The array index a property name stands for, if any.
///
/// The name is read into a stack buffer (`JSStringGetUTF8CString`): asking for its UTF-16
/// characters (`JSStringGetCharactersPtr`) would allocate a copy of every 8-bit name, and
/// collections' hooks see every property read (`length`, `item`, …) before the indices.
@inlinable public func arrayIndexValue(of name: JSStringRef) -> Int? {
    let length = JSStringGetLength(name)
    guard length > 0, length <= 9 else { return nil }
    // Nine characters of up to three UTF-8 bytes each, and the NUL.
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 28) { buffer -> Int? in
        let written = JSStringGetUTF8CString(name, buffer.baseAddress, buffer.count)
        // More bytes than characters: something other than ASCII digits.
        guard written == length + 1 else { return nil }
        if length > 1 && buffer[0] == 0x30 { return nil }
        var value = 0
        for position in 0..<length {
            let unit = UInt8(bitPattern: buffer[position])
            guard unit >= 0x30 && unit <= 0x39 else { return nil }
            value = value * 10 + Int(unit - 0x30)
        }
        return value
    }
}

/// Whether a property name is `length` (no allocation: a length check, then a comparison
/// of the engine strings).
@inlinable public func isLengthName(_ name: JSStringRef) -> Bool {
    JSStringGetLength(name) == 6 && JSStringIsEqual(name, lengthName.raw)
}

/// The engine string `length`.
@usableFromInline let lengthName = JSStringHandle("length")
