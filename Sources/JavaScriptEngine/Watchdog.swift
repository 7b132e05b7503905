import CJavaScriptCore
import Synchronization

/// A machine's watchdog: JavaScriptCore's execution time limit
/// (`JSContextGroupSetExecutionTimeLimit`), and what happened when it stopped script.
///
/// When script runs longer than the limit in one entry into the machine, the engine asks
/// the watchdog, which always says to stop: the entry ends with an uncatchable termination
/// (see ``JSException/isTermination``). Two things make that harder than it sounds:
///
/// - A promise job runs when the host's call returns, as the engine releases its lock. A
///   termination there is reported to nobody: the call returns normally and the
///   termination stays pending in the machine, where the next entry meets it; making a
///   context then aborts the process (a `RELEASE_ASSERT` in `JSGlobalObject`).
/// - A host that catches the termination (an event dispatch reporting what a listener
///   threw) can call script again, and each new loop runs a full limit.
///
/// So the watchdog records each termination, and until the host acknowledges it
/// (``VirtualMachine/acknowledgeTermination(in:)``, which also clears what a promise job
/// left pending) no call from Swift enters script in the machine: it throws the
/// termination at once.
@usableFromInline final class Watchdog: @unchecked Sendable {
    /// How many machines have a termination not yet acknowledged: the fast test calls make
    /// before entering script.
    private static let unacknowledged = Atomic<Int>(0)

    /// The watchdogs by their machine's group, for the slow test.
    private static let byGroup = Mutex<[UInt: Watchdog]>([:])

    private let group: UInt
    private let terminated = Atomic<Bool>(false)
    /// Called on the thread that runs the script, as the watchdog stops it.
    private let observer = Mutex<(@Sendable (JSContext) -> Void)?>(nil)

    init(group: OpaquePointer) {
        self.group = UInt(bitPattern: UnsafeRawPointer(group))
        Self.byGroup.withLock { $0[self.group] = self }
    }

    /// Forgets the watchdog (its machine is going away).
    func retire() {
        Self.byGroup.withLock { _ = $0.removeValue(forKey: group) }
        if terminated.exchange(false, ordering: .relaxed) { Self.unacknowledged.subtract(1, ordering: .relaxed) }
    }

    /// Sets the limit, and what to call when it stops script.
    func arm(seconds: Double, group: OpaquePointer, observer: (@Sendable (JSContext) -> Void)?) {
        self.observer.withLock { $0 = observer }
        JSContextGroupSetExecutionTimeLimit(
            group, seconds,
            { context, info in
                guard let info else { return true }
                Unmanaged<Watchdog>.fromOpaque(info).takeUnretainedValue().stopping(in: context)
                return true
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The engine asks whether to stop the script running in `context`.
    private func stopping(in context: JSContextRef?) {
        if !terminated.exchange(true, ordering: .relaxed) { Self.unacknowledged.add(1, ordering: .relaxed) }
        if let context, let observer = observer.withLock({ $0 }) { observer(JSContext(raw: context)) }
    }

    /// Whether the watchdog stopped script since the last acknowledgment.
    var hasTerminated: Bool { terminated.load(ordering: .relaxed) }

    /// Acknowledges a termination: true when there was one.
    func acknowledge() -> Bool {
        guard terminated.exchange(false, ordering: .relaxed) else { return false }
        Self.unacknowledged.subtract(1, ordering: .relaxed)
        return true
    }

    /// Throws the termination when `context`'s machine has one not yet acknowledged: called
    /// before entering script (one atomic load while no machine has one).
    @usableFromInline static func refuseEntryAfterTermination(in context: JSContext) throws(JSException) {
        guard unacknowledged.load(ordering: .relaxed) != 0 else { return }
        let group = UInt(bitPattern: UnsafeRawPointer(JSContextGetGroup(context.raw)))
        guard let watchdog = byGroup.withLock({ $0[group] }), watchdog.hasTerminated else { return }
        throw JSException.termination(in: context)
    }
}
