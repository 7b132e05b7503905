import CJavaScriptCore

/// Keeps one value alive across garbage collections while this object lives
/// (`JSValueProtect` on creation, `JSValueUnprotect` in `deinit`).
///
/// The context must outlive it.
public final class ProtectedValue {
    /// The protected value.
    public let value: JSValue
    private let context: JSContext

    /// Protects `value` (`JSValueProtect`).
    public init(_ value: JSValue, in context: JSContext) {
        self.value = value
        self.context = context
        value.protect(in: context)
    }

    deinit { value.unprotect(in: context) }

    /// The value as an object; nil when it is not one.
    public var object: JSObject? { value.asObject(in: context) }
}

/// Protects values that must live as long as their owner, all released together
/// (`JSValueProtect`, and `JSValueUnprotect` for each in `releaseAll`).
public struct ProtectedValueSet {
    private var values: [OpaquePointer] = []

    /// An empty set.
    public init() {}

    /// Protects `value` until ``releaseAll(in:)``.
    public mutating func protect(_ value: JSValue, in context: JSContext) {
        value.protect(in: context)
        values.append(value.raw)
    }

    /// Unprotects every value; call before the context goes away.
    public mutating func releaseAll(in context: JSContext) {
        for value in values { JSValue(raw: value).unprotect(in: context) }
        values.removeAll()
    }

    /// How many values are protected.
    public var count: Int { values.count }
}

extension JSValue {
    /// Keeps the value alive across garbage collections until a matching
    /// ``unprotect(in:)`` (`JSValueProtect`; protections count).
    public func protect(in context: JSContext) { JSValueProtect(context.raw, raw) }

    /// Undoes one ``protect(in:)`` (`JSValueUnprotect`).
    public func unprotect(in context: JSContext) { JSValueUnprotect(context.raw, raw) }
}
