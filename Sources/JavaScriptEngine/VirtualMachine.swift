import CJavaScriptCore
import Synchronization

/// A JavaScriptCore virtual machine (a context group): its heap, its JIT code and its
/// watchdog. Contexts made in one machine can be used one at a time from any thread.
///
/// Sessions that run one after another (a corpus worker) share one machine, so the
/// machine's start-up cost is paid once.
public final class VirtualMachine: @unchecked Sendable {
    /// The group (`JSContextGroupRef`).
    public let group: OpaquePointer

    /// A new machine (`JSContextGroupCreate`).
    public init() {
        EngineOptions.applyOnce()
        guard let group = JSContextGroupCreate() else {
            preconditionFailure("JSContextGroupCreate returned NULL")
        }
        self.group = group
    }

    deinit {
        // Compiled scripts belong to the machine: release them while it still exists.
        compiledScripts.withLock { $0.removeAll() }
        if let (context, function) = machineContext.withLock({ $0 }) {
            JSValueUnprotect(context, function)
            JSGlobalContextRelease(context)
        }
        JSContextGroupRelease(group)
    }

    /// A context of the machine's own, made on first use, and a function in it.
    private let machineContext = Mutex<(JSGlobalContextRef, JSObjectRef)?>(nil)

    /// A function that does nothing and lives as long as the machine, in a context of
    /// its own: for engine slots that must hold some function but must not keep a page's
    /// context alive.
    var inertFunction: JSObject { JSObject(raw: ownContext().function) }

    /// The machine's own context and its function, made on first use.
    private func ownContext() -> (context: JSGlobalContextRef, function: JSObjectRef) {
        machineContext.withLock { state in
            if let state { return state }
            let context = JSGlobalContextCreateInGroup(group, nil)!
            let function = JSObjectMakeFunctionWithCallback(context, nil) { context, _, _, _, _, _ in
                JSValueMakeUndefined(context)
            }!
            JSValueProtect(context, function)
            state = (context, function)
            return (context, function)
        }
    }

    /// Collects all of the machine's garbage now, to completion
    /// (`JSSynchronousGarbageCollectForDebugging` in the machine's own context): what
    /// released contexts left behind is freed before the next one starts.
    public func collectAllGarbage() {
        JSSynchronousGarbageCollectForDebugging(ownContext().context)
    }

    private let compiledScripts = Mutex<[CompiledScriptKey: CompiledScript]>([:])

    /// The script for `source` compiled for this machine, compiled on first use and kept
    /// for the machine's lifetime (sessions that share an engine share compiled scripts).
    public func compiledScript(_ source: String, sourceURL: String) throws(ScriptSyntaxError) -> CompiledScript {
        let key = CompiledScriptKey(source: source, sourceURL: sourceURL)
        if let cached = compiledScripts.withLock({ $0[key] }) { return cached }
        let script = try CompiledScript(source, sourceURL: sourceURL, machine: self)
        compiledScripts.withLock { $0[key] = script }
        return script
    }

    /// Makes script that runs longer than `seconds` in one entry into the machine stop
    /// with an uncatchable termination (`JSContextGroupSetExecutionTimeLimit`, which the
    /// library exports without declaring it; see the shim header).
    public func setExecutionTimeLimit(seconds: Double) {
        JSContextGroupSetExecutionTimeLimit(group, seconds, { _, _ in true }, nil)
    }

    /// Removes the time limit (`JSContextGroupClearExecutionTimeLimit`).
    public func clearExecutionTimeLimit() {
        JSContextGroupClearExecutionTimeLimit(group)
    }

    /// Collects garbage now (`JSGarbageCollect`) in `context`'s heap.
    public func collectGarbage(in context: JSContext) {
        JSGarbageCollect(context.raw)
    }
}

/// What a compiled script is cached by.
struct CompiledScriptKey: Hashable, Sendable {
    let source: String
    let sourceURL: String
}
