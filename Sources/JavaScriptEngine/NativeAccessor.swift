public import CJavaScriptCore

/// One attribute's getter or setter, callable with any `this`: what the functions of a
/// WebIDL attribute's accessor property on an interface prototype run
/// (`Object.getOwnPropertyDescriptor(Node.prototype, "textContent").get`).
///
/// It runs the attribute's native callback (the same one a ``NativeProperty`` gives
/// instances) once ``Receiver`` has accepted `this`: `getter.call({})` must throw, not
/// hand a plain object to a callback that expects a node. Each accessor is made once per
/// process and lives as long as it.
///
/// https://webidl.spec.whatwg.org/#es-attributes
public final class NativeAccessor: @unchecked Sendable {
    /// Which half of the attribute the function is.
    public enum Kind: Sendable {
        case getter
        case setter
    }

    /// Decides whether `this` may receive a call of the accessor: nil when it may, else
    /// the exception to throw (a TypeError).
    public typealias Receiver = @Sendable (_ context: JSContext, _ this: JSObjectRef?, _ accessor: NativeAccessor) -> JSValue?

    /// Getter or setter.
    public let kind: Kind
    /// The attribute name.
    public var name: String { property.name }
    private let property: NativeProperty
    private let engineName: JSStringHandle
    private let receiver: Receiver

    /// The getter (or setter) of `property`; `receiver` checks each call's `this`. A setter
    /// needs the property to have one.
    public init(_ kind: Kind, of property: NativeProperty, receiver: @escaping Receiver) {
        precondition(kind == .getter || property.setter != nil, "\(property.name) has no setter")
        self.kind = kind
        self.property = property
        self.engineName = JSStringHandle(property.name)
        self.receiver = receiver
    }

    /// Runs the getter, or the setter with `value` (`undefined` when nil), on `this`, once
    /// the receiver check has accepted it; what a function callback returns.
    public func call(
        _ context: JSContext, this: JSObjectRef?, value: JSValueRef?, exception: UnsafeMutablePointer<JSValueRef?>?
    ) -> JSValueRef? {
        if let error = receiver(context, this, self) {
            exception?.pointee = error.raw
            return nil
        }
        switch kind {
        case .getter:
            return property.getter(context.raw, this, engineName.raw, exception) ?? context.undefined.raw
        case .setter:
            _ = property.setter?(context.raw, this, engineName.raw, value ?? context.undefined.raw, exception)
            return context.undefined.raw
        }
    }
}
