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
        watchdog = Watchdog(group: group)
    }

    deinit {
        watchdog.retire()
        // Compiled scripts belong to the machine: release them while it still exists.
        compiledScripts.withLock { $0.removeAll() }
        if let (context, function) = machineContext.withLock({ $0 }) {
            JSValueUnprotect(context, function)
            JSGlobalContextRelease(context)
        }
        JSContextGroupRelease(group)
    }

    /// The execution time limit and what it stopped.
    private let watchdog: Watchdog

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
    /// library exports without declaring it; see the shim header). `observer` is called on
    /// the script's thread, with the context it ran in, as the watchdog stops it.
    ///
    /// After a termination no call from Swift enters script in this machine (each throws
    /// the termination) until ``acknowledgeTermination(in:)``: see ``Watchdog``.
    public func setExecutionTimeLimit(seconds: Double, observer: (@Sendable (JSContext) -> Void)? = nil) {
        watchdog.limitTime(seconds: seconds, observer: observer)
    }

    /// Removes the time limit (`JSContextGroupClearExecutionTimeLimit`).
    public func clearExecutionTimeLimit() {
        JSContextGroupClearExecutionTimeLimit(group)
    }

    /// Whether the watchdog stopped script since the last ``acknowledgeTermination(in:)``.
    public var hasUnacknowledgedTermination: Bool { watchdog.hasTerminated }

    /// Stops script, as the time limit does, once the process's resident memory passes
    /// `bytes` at a garbage collection (nil: no limit). Script must run on the thread that
    /// calls this, or on one named later with ``noteScriptThread()``. See ``Watchdog``.
    public func limitMemory(toResidentBytes bytes: Int?) {
        watchdog.noteScriptThread()
        watchdog.limitMemory(toResidentBytes: bytes)
    }

    /// Starts a stage on the calling thread (a call into script and the promise jobs the
    /// engine runs after it): its script may take the time limit in all, counted in the
    /// thread's CPU time and checked at each garbage collection (see ``Watchdog``).
    public func beginStage() {
        watchdog.beginStage()
    }

    /// Whether the current stage's script has used its time limit and `graceSeconds` more
    /// of CPU time without being stopped: stuck where the engine cannot stop it (see
    /// ``Watchdog``). Safe from any thread: a host's last resort is to end the process.
    public func isPastStageDeadline(graceSeconds: Double) -> Bool {
        watchdog.isPastStageDeadline(graceSeconds: graceSeconds)
    }

    /// Stops the script running in `context` if its machine's memory limit was passed (see
    /// ``Watchdog``): for the host's functions that script calls, which a runaway script
    /// that grows the DOM calls all the time. One atomic load while no limit was passed.
    public static func stopIfOverMemory(in context: JSContext) {
        Watchdog.stopIfOverMemory(in: context)
    }

    /// Notes that script runs on the calling thread from now on, where the memory limit is
    /// applied (a session confined to one thread at a time may move between them).
    public func noteScriptThread() {
        watchdog.noteScriptThread()
    }

    /// Takes note of a termination, if the watchdog stopped script since the last call:
    /// then clears the termination a promise job may have left pending, by entering the
    /// machine once in `context` with an empty script (`JSEvaluateScript`), and lets
    /// script run again. Returns why script was stopped, or nil when it was not.
    @discardableResult
    public func acknowledgeTermination(in context: JSContext) -> ScriptTerminationReason? {
        guard let reason = watchdog.acknowledge() else { return nil }
        var exception: JSValueRef?
        withJSString("") { _ = JSEvaluateScript(context.raw, $0, nil, nil, 1, &exception) }
        return reason
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
