import CJavaScriptCore

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
        // A termination a promise job left pending would abort the next context made.
        machine.acknowledgeTermination(in: context)
        if hasRejectionHandler {
            // The engine holds the handler through a strong handle, which would keep this
            // context's whole heap alive after release: hand it a function that lives in
            // the machine's own context instead.
            JSGlobalContextSetUnhandledRejectionCallback(context.raw, machine.inertFunction.raw, nil)
        }
        JSGlobalContextRelease(context.raw)
    }

    private var hasRejectionHandler = false

    /// Calls `handler` for promise rejections nobody handled
    /// (`JSGlobalContextSetUnhandledRejectionCallback`). `handler` must be a function
    /// taking `(promise, reason)`.
    public func setUnhandledRejectionHandler(_ handler: JSObject) throws(JSException) {
        var exception: JSValueRef?
        JSGlobalContextSetUnhandledRejectionCallback(context.raw, handler.raw, &exception)
        if let exception { throw JSException(context: context, value: exception) }
        hasRejectionHandler = true
    }

    /// The global object.
    public var globalObject: JSObject { context.globalObject }
}
