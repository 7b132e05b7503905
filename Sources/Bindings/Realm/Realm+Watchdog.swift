public import JavaScriptEngine

// The watchdog's side of a realm: which of the realm's own callbacks was running when it
// stopped script, so the host can say where an endless loop was.

/// What the watchdog stopped (see ``Realm/takeTermination()``).
public struct ScriptTermination: Sendable, Equatable {
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

    /// The termination the watchdog made since the last call, if any, acknowledged so
    /// script can run again (see `VirtualMachine.acknowledgeTermination(in:)`).
    public func takeTermination() -> ScriptTermination? {
        guard globalContext.machine.acknowledgeTermination(in: context) else { return nil }
        defer { terminationStage = nil }
        return ScriptTermination(callbackStage: terminationStage)
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
