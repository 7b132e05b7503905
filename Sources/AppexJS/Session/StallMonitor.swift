import JavaScriptEngine
import Synchronization

/// Watches a session's script from another thread, for a host whose last resort against a
/// script the engine cannot stop is to end the process (`appexjs run` does).
///
/// The watchdog stops every endless loop but one: a chain of promise jobs that allocates
/// nothing (`(async () => { for (;;) await 0; })()`), where the engine gives each job a
/// fresh time limit and no garbage collection comes to check at. ``stalled(graceSeconds:)``
/// says when the current stage's script has used its time limit and the grace of CPU time.
public final class StallMonitor: Sendable {
    private let machine: VirtualMachine
    private let timeout: Double
    private let file: String
    private let stage = Mutex<String?>(nil)

    init(machine: VirtualMachine, timeout: Double, file: String) {
        self.machine = machine
        self.timeout = timeout
        self.file = file
    }

    /// Notes the stage the session's script runs in now.
    func enter(_ stage: String) {
        self.stage.withLock { $0 = stage }
    }

    /// The error to report when the current stage's script has run its time limit and
    /// `graceSeconds` more of CPU time without the engine stopping it; nil otherwise.
    public func stalled(graceSeconds: Double = 1) -> AppexError? {
        guard machine.isPastStageDeadline(graceSeconds: graceSeconds) else { return nil }
        let stage = self.stage.withLock { $0 } ?? "the script"
        return AppexError(
            .timedOut,
            "script ran for more than \(formatSeconds(timeout)) without returning (in promise callbacks (microtasks) queued during \(stage)); it may loop forever",
            file: file)
    }
}
