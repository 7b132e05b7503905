public import JavaScriptEngine

// The watchdog's side of a realm: which of the realm's own callbacks was running when it
// stopped script, so the host can say where an endless loop was.

/// What the watchdog stopped (see ``Realm/takeTermination()``).
public struct ScriptTermination: Sendable, Equatable {
    /// Why: the time limit or the memory limit.
    public let reason: ScriptTerminationReason
    /// The realm's innermost callback running when the watchdog stopped script, or nil when
    /// it stopped what the host called, or a promise job.
    public let callbackStage: CallbackStage?
}

extension Realm {
    /// Limits how long script may run in one entry into the realm's machine (see
    /// `VirtualMachine.setExecutionTimeLimit`), noting which callback was running when the
    /// watchdog stops it.
    public func limitScriptTime(seconds: Double) {
        globalContext.machine.setExecutionTimeLimit(seconds: seconds) { context in
            guard let realm = RealmRegistry.realm(of: context) else { return }
            realm.terminationStage = realm.terminationStage ?? realm.callbackStages.last
        }
    }

    /// Stops script, as the time limit does, once the process's resident memory passes
    /// `bytes` at a garbage collection (nil: no limit; see `VirtualMachine.limitMemory`).
    public func limitScriptMemory(toResidentBytes bytes: Int?) {
        globalContext.machine.limitMemory(toResidentBytes: bytes)
    }

    /// Starts a stage of the host's on the calling thread (evaluating a script, a call, a
    /// timer): its script, with the promise jobs it queues, may take the time limit in all.
    public func beginScriptStage() {
        globalContext.machine.beginStage()
    }

    /// The termination the watchdog made since the last call, if any, acknowledged so
    /// script can run again (see `VirtualMachine.acknowledgeTermination(in:)`).
    public func takeTermination() -> ScriptTermination? {
        guard let reason = globalContext.machine.acknowledgeTermination(in: context) else { return nil }
        defer { terminationStage = nil }
        return ScriptTermination(reason: reason, callbackStage: terminationStage)
    }

    /// Whether the watchdog stopped script and the host has not yet taken note: no more
    /// of the realm's callbacks run meanwhile, and nothing is reported as uncaught.
    var isTerminating: Bool { globalContext.machine.hasUnacknowledgedTermination }

    /// Runs `body` as `stage`, so a termination in it names the stage.
    public func withCallbackStage<Result, Failure: Error>(
        _ stage: CallbackStage, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        callbackStages.append(stage)
        defer { callbackStages.removeLast() }
        return try body()
    }
}
