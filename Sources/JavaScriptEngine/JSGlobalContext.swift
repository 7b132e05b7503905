public import CJavaScriptCore

/// Owns one global context: a fresh global object with the standard built-ins.
///
/// The global object has no class of its own: a classed global object makes every
/// global-variable access in compiled code take the slow path (measured 34x slower).
public final class JSGlobalContext {
    /// The machine the context lives in.
    public let machine: VirtualMachine
    /// The context (`JSGlobalContextRef`), valid until this object is released.
    public let context: JSContext

    /// A new global context in `machine` (`JSGlobalContextCreateInGroup`).
    public init(machine: VirtualMachine) {
        self.machine = machine
        guard let raw = JSGlobalContextCreateInGroup(machine.group, nil) else {
            preconditionFailure("JSGlobalContextCreateInGroup returned NULL")
        }
        context = JSContext(raw: raw)
    }

    deinit {
        JSGlobalContextRelease(context.raw)
    }

    /// The global object.
    public var globalObject: JSObject { context.globalObject }
}
