import CJavaScriptCore
import Glibc
import Synchronization

/// A machine's watchdog: JavaScriptCore's execution time limit
/// (`JSContextGroupSetExecutionTimeLimit`), the memory limit, and what happened when
/// either stopped script.
///
/// When script runs longer than the time limit in one entry into the machine, the engine
/// asks the watchdog, which always says to stop: the entry ends with an uncatchable
/// termination (see ``JSException/isTermination``). Three things make that harder than it
/// sounds:
///
/// - A promise job runs when the host's call returns, as the engine releases its lock. A
///   termination there is reported to nobody: the call returns normally and the
///   termination stays pending in the machine, where the next entry meets it; making a
///   context then aborts the process (a `RELEASE_ASSERT` in `JSGlobalObject`).
/// - A host function that swallows the termination (an event dispatch reporting what a
///   listener threw, a `try?` around an engine call) lets the script go on, and the engine
///   asks the watchdog only once per entry.
/// - The host can call script again after catching it, and each new loop runs a full limit.
///
/// So the watchdog records each termination; asks the engine to check again 50 ms later,
/// and again, until the script has really stopped; and until the host acknowledges the
/// termination (``VirtualMachine/acknowledgeTermination(in:)``, which also clears what a
/// promise job left pending and sets the limit back) no call from Swift enters script in
/// the machine: it throws the termination at once.
///
/// A stage the host starts (a call and the promise jobs it queues) has the time limit as a
/// whole too: the engine gives each promise job a fresh limit, so an endless chain of short
/// jobs (`function f() { Promise.resolve().then(f) }`, a MutationObserver that changes what
/// it observes) would never be stopped. Every job allocates, so collections keep coming,
/// and at each one on the script's thread the watchdog compares the thread's CPU time since
/// the stage began (``beginStage()``) with the limit; past it, it sets the time limit to
/// zero, which stops the job running and every one after it.
///
/// The memory limit: after each garbage collection of the machine's heap
/// (`JSContextGroupAddHeapFinalizer`) the watchdog reads the process's resident memory.
/// Past the limit, it sets the time limit to zero, so the engine stops the script at its
/// next check, and the termination is reported as the memory limit's. That is done on the
/// thread that runs script, which holds the engine's lock; a collection can end on the
/// collector's thread, where taking the lock would wait for the script, and there the
/// excess is only noted for the script's thread to act on at its next collection or its
/// next call into the DOM (``VirtualMachine/stopIfOverMemory(in:)``). Collections come as
/// the heap grows, further apart as it grows, so once a collection finds more than half the
/// limit used the watchdog also reads the memory every 50 ms of script time (each such
/// check costs the script's optimized code; pages that stay under half pay nothing), and
/// counts those 50 ms against the time limit itself.
@usableFromInline final class Watchdog: @unchecked Sendable {
    /// How many machines have a termination not yet acknowledged: the fast test calls make
    /// before entering script.
    private static let unacknowledged = Atomic<Int>(0)
    /// How many machines passed their memory limit and have not been acknowledged.
    private static let overMemory = Atomic<Int>(0)
    /// The watchdogs by their machine's group, for the slow tests.
    private static let byGroup = Mutex<[UInt: Watchdog]>([:])
    /// How soon the engine checks again after a termination that did not stop the script,
    /// and how often it checks memory past half the limit.
    private static let recheckSeconds = 0.05

    private let group: OpaquePointer
    /// The time limit, in seconds (bit pattern).
    private let seconds = Atomic<UInt64>(0)
    /// The resident memory, in bytes, past which script is stopped (0: none).
    private let memoryLimit = Atomic<Int>(0)
    /// The thread that runs script (`pthread_t`), where the memory limit is applied, and
    /// the clock of its CPU time (`clockid_t`), for ``isPastStageDeadline(graceSeconds:)``.
    private let scriptThread = Atomic<UInt>(0)
    private let scriptThreadClock = Atomic<Int32>(0)
    /// Whether a collection found the memory limit passed.
    private let memoryExceeded = Atomic<Bool>(false)
    /// Whether the time limit was set to zero, for the memory limit or the stage's time.
    private let stopRequested = Atomic<Bool>(false)
    /// Whether the stage's time ran out (the stop that follows is for its promise jobs).
    private let stageTimeRanOut = Atomic<Bool>(false)
    /// When the current stage's time runs out, in the script thread's CPU nanoseconds (0: no stage).
    private let stageDeadline = Atomic<Int>(0)
    /// Whether the engine stopped script since the last acknowledgment.
    private let terminated = Atomic<Bool>(false)
    /// Whether the time limit is the 50 ms memory check, and the script time it counted.
    private let checkingMemory = Atomic<Bool>(false)
    private let checkedMilliseconds = Atomic<Int>(0)
    /// Called on the thread that runs the script, as the watchdog stops it.
    private let observer = Mutex<(@Sendable (JSContext) -> Void)?>(nil)

    init(group: OpaquePointer) {
        self.group = group
        Self.byGroup.withLock { $0[Self.key(group)] = self }
        JSContextGroupAddHeapFinalizer(group, Self.afterCollection, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Forgets the watchdog (its machine is going away).
    func retire() {
        JSContextGroupRemoveHeapFinalizer(group, Self.afterCollection, Unmanaged.passUnretained(self).toOpaque())
        Self.byGroup.withLock { _ = $0.removeValue(forKey: Self.key(group)) }
        if terminated.exchange(false, ordering: .relaxed) { Self.unacknowledged.subtract(1, ordering: .relaxed) }
        forgetMemoryExcess()
    }

    // MARK: - Limits

    /// Sets the time limit, and what to call when it stops script.
    func limitTime(seconds: Double, observer: (@Sendable (JSContext) -> Void)?) {
        self.observer.withLock { $0 = observer }
        self.seconds.store(seconds.bitPattern, ordering: .relaxed)
        setTimeLimit(seconds)
    }

    /// Stops script once the process's resident memory passes `bytes` (nil: no limit),
    /// forgetting an excess noted under the previous limit that stopped nothing.
    func limitMemory(toResidentBytes bytes: Int?) {
        memoryLimit.store(max(bytes ?? 0, 0), ordering: .relaxed)
        forgetMemoryExcess()
    }

    /// Notes that script runs on the calling thread from now on.
    func noteScriptThread() {
        let thread = pthread_self()
        scriptThread.store(thread, ordering: .relaxed)
        var clock: clockid_t = 0
        if pthread_getcpuclockid(thread, &clock) == 0 { scriptThreadClock.store(clock, ordering: .relaxed) }
    }

    /// Whether the script thread's CPU time passed the current stage's limit by more than
    /// `graceSeconds`: the script is stuck where the engine cannot stop it (an endless chain
    /// of promise jobs that allocates nothing, `for (;;) await 0`, gives the engine no
    /// collection to check at and each job a fresh limit). Safe from any thread.
    func isPastStageDeadline(graceSeconds: Double) -> Bool {
        let deadline = stageDeadline.load(ordering: .relaxed)
        let clock = scriptThreadClock.load(ordering: .relaxed)
        guard deadline > 0, clock != 0 else { return false }
        var time = timespec()
        guard clock_gettime(clock, &time) == 0 else { return false }
        return time.tv_sec * 1_000_000_000 + time.tv_nsec > deadline + Int(graceSeconds * 1e9)
    }

    /// Starts a stage on the calling thread, the script's: from now, its script (the call,
    /// and the promise jobs the engine runs after it) may take the time limit in all.
    func beginStage() {
        noteScriptThread()
        // A stop asked for the last stage's promise jobs, which ended before it came, is not this stage's.
        if stageTimeRanOut.exchange(false, ordering: .relaxed), !memoryExceeded.load(ordering: .relaxed) {
            stopRequested.store(false, ordering: .relaxed)
            setTimeLimit(Double(bitPattern: seconds.load(ordering: .relaxed)))
        }
        let limit = Double(bitPattern: seconds.load(ordering: .relaxed))
        guard limit > 0, let now = Self.threadCPUNanoseconds() else { return }
        // A fifth more, and a tenth of a second: one loop that runs the whole limit is the
        // engine's to stop, as the time limit's, whatever it allocates meanwhile.
        stageDeadline.store(now + Int((min(limit, 1e6) * 1.2 + 0.1) * 1e9), ordering: .relaxed)
    }

    /// The calling thread's CPU time (`clock_gettime(CLOCK_THREAD_CPUTIME_ID)`).
    private static func threadCPUNanoseconds() -> Int? {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return nil }
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// `JSContextGroupSetExecutionTimeLimit`, with ``shouldStop(in:)`` as the callback.
    private func setTimeLimit(_ seconds: Double) {
        JSContextGroupSetExecutionTimeLimit(
            group, seconds,
            { context, info in
                guard let info else { return true }
                return Unmanaged<Watchdog>.fromOpaque(info).takeUnretainedValue().shouldStop(in: context)
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    // MARK: - Stopping

    /// The engine asks whether to stop the script running in `context`, because the time
    /// limit passed, or 50 ms of memory checking did.
    private func shouldStop(in context: JSContextRef?) -> Bool {
        if checkingMemory.load(ordering: .relaxed), !memoryExceeded.load(ordering: .relaxed) {
            let limit = memoryLimit.load(ordering: .relaxed)
            if limit > 0, let resident = ResidentMemory.bytes(), resident > limit {
                if !memoryExceeded.exchange(true, ordering: .relaxed) { Self.overMemory.add(1, ordering: .relaxed) }
            } else {
                let checked = checkedMilliseconds.add(Int(Self.recheckSeconds * 1000), ordering: .relaxed).newValue
                if Double(checked) < Double(bitPattern: seconds.load(ordering: .relaxed)) * 1000 {
                    setTimeLimit(Self.recheckSeconds)
                    return false
                }
            }
        }
        stopping(in: context)
        return true
    }

    /// The watchdog stops the script: noted, and checked again soon in case the
    /// termination gets swallowed. Once the stage's time or the memory limit ran out the
    /// time limit stays zero until the host acknowledges: each job still queued is stopped
    /// at once, rather than given a fresh 50 ms, and the timers the engine started for
    /// the zero limit find the script to stop rather than a deadline not yet come (the
    /// engine's handling of such a stale timer, with another one firing, is where its
    /// `VMTraps` race aborts the process; see ``EngineOptions``).
    private func stopping(in context: JSContextRef?) {
        if !terminated.exchange(true, ordering: .relaxed) { Self.unacknowledged.add(1, ordering: .relaxed) }
        setTimeLimit(stopRequested.load(ordering: .relaxed) ? 0 : Self.recheckSeconds)
        if let context, let observer = observer.withLock({ $0 }) { observer(JSContext(raw: context)) }
    }

    /// After each collection: notes a memory limit passed, and on the script's thread asks
    /// the engine to stop the script, as it does when the stage's time ran out; past half
    /// the memory limit, starts the 50 ms checks.
    private static let afterCollection: JSHeapFinalizer = { _, info in
        guard let info else { return }
        let watchdog = Unmanaged<Watchdog>.fromOpaque(info).takeUnretainedValue()
        watchdog.stopIfStageTimeRanOut()
        let limit = watchdog.memoryLimit.load(ordering: .relaxed)
        guard limit > 0, !watchdog.memoryExceeded.load(ordering: .relaxed), let resident = ResidentMemory.bytes() else {
            watchdog.stopIfOverMemory()
            return
        }
        if resident > limit {
            if !watchdog.memoryExceeded.exchange(true, ordering: .relaxed) { overMemory.add(1, ordering: .relaxed) }
            watchdog.stopIfOverMemory()
        } else if resident > limit / 2 {
            watchdog.startCheckingMemory()
        }
    }

    /// On the script's thread, once the stage's time ran out: sets the time limit to zero.
    private func stopIfStageTimeRanOut() {
        let deadline = stageDeadline.load(ordering: .relaxed)
        guard deadline > 0, pthread_self() == scriptThread.load(ordering: .relaxed), let now = Self.threadCPUNanoseconds(),
            now > deadline, !stopRequested.exchange(true, ordering: .relaxed)
        else { return }
        stageTimeRanOut.store(true, ordering: .relaxed)
        setTimeLimit(0)
    }

    /// On the script's thread: the time limit becomes a memory check every 50 ms.
    private func startCheckingMemory() {
        guard pthread_self() == scriptThread.load(ordering: .relaxed), !checkingMemory.exchange(true, ordering: .relaxed)
        else { return }
        checkedMilliseconds.store(0, ordering: .relaxed)
        setTimeLimit(Self.recheckSeconds)
    }

    /// On the script's thread, once the memory limit was passed: sets the time limit to zero.
    private func stopIfOverMemory() {
        guard memoryExceeded.load(ordering: .relaxed), pthread_self() == scriptThread.load(ordering: .relaxed),
            !stopRequested.exchange(true, ordering: .relaxed)
        else { return }
        setTimeLimit(0)
    }

    /// Stops the script in `context`'s machine if its memory limit was passed at a
    /// collection that ended on another thread. One atomic load when no machine's was.
    static func stopIfOverMemory(in context: JSContext) {
        guard overMemory.load(ordering: .relaxed) != 0 else { return }
        watchdog(of: context)?.stopIfOverMemory()
    }

    private func forgetMemoryExcess() {
        if memoryExceeded.exchange(false, ordering: .relaxed) { Self.overMemory.subtract(1, ordering: .relaxed) }
        stopRequested.store(false, ordering: .relaxed)
        checkingMemory.store(false, ordering: .relaxed)
    }

    // MARK: - Acknowledging

    /// Whether the watchdog stopped script since the last acknowledgment.
    var hasTerminated: Bool { terminated.load(ordering: .relaxed) }

    /// Acknowledges a termination: why there was one, or nil. The time limit is set back.
    func acknowledge() -> ScriptTerminationReason? {
        guard terminated.exchange(false, ordering: .relaxed) else { return nil }
        Self.unacknowledged.subtract(1, ordering: .relaxed)
        let reason: ScriptTerminationReason =
            memoryExceeded.load(ordering: .relaxed)
            ? .memoryLimit : stageTimeRanOut.exchange(false, ordering: .relaxed) ? .stageTimeLimit : .timeLimit
        forgetMemoryExcess()
        stageDeadline.store(0, ordering: .relaxed)
        setTimeLimit(Double(bitPattern: seconds.load(ordering: .relaxed)))
        return reason
    }

    /// Throws the termination when `context`'s machine has one not yet acknowledged: called
    /// before entering script (one atomic load while no machine has one).
    @usableFromInline static func refuseEntryAfterTermination(in context: JSContext) throws(JSException) {
        guard unacknowledged.load(ordering: .relaxed) != 0, watchdog(of: context)?.hasTerminated == true else { return }
        throw JSException.termination(in: context)
    }

    private static func watchdog(of context: JSContext) -> Watchdog? {
        guard let group = JSContextGetGroup(context.raw) else { return nil }
        return byGroup.withLock { $0[key(group)] }
    }

    private static func key(_ group: OpaquePointer) -> UInt { UInt(bitPattern: UnsafeRawPointer(group)) }
}

/// Why the watchdog stopped script.
public enum ScriptTerminationReason: Sendable, Equatable {
    /// It ran longer than the time limit in one entry.
    case timeLimit
    /// A stage's promise jobs, each short, ran longer than the time limit together.
    case stageTimeLimit
    /// The process's resident memory passed the memory limit.
    case memoryLimit
}
