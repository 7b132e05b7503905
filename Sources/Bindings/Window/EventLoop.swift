import Glibc
public import JavaScriptEngine

/// The timers of one realm and the clock they run on.
///
/// With the virtual clock (the default), running a timer moves the clock to its due
/// time at once: a script that waits two seconds costs no wall time, and a run is
/// deterministic. With the real-time clock, the loop sleeps until the timer is due.
/// Promise jobs are not here: JavaScriptCore runs them when each call into script returns.
///
/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timers
public final class EventLoop {
    /// How time passes for scripts.
    public enum Clock: Sendable, Equatable {
        /// Time jumps to the next timer; no real waiting.
        case virtual
        /// Time is wall-clock time since the realm started.
        case realTime
    }

    /// The clock timers run on.
    public let clock: Clock
    private let startInstant = ContinuousClock.now
    /// When the realm's clock starts, in milliseconds since the Unix epoch
    /// (`performance.timeOrigin`): the host's choice, or the wall-clock time when the realm
    /// was made. `Date.now()` is this plus ``now``, whichever clock timers run on.
    ///
    /// https://w3c.github.io/hr-time/#dom-performance-timeorigin
    public let timeOrigin: Double
    private var virtualNow = 0.0

    private struct Timer {
        let id: Int
        var due: Double
        let sequence: Int
        let callback: ProtectedValue
        let arguments: [ProtectedValue]
        let interval: Double?
    }

    private var timers: [Timer] = []
    private var nextID = 1
    private var nextSequence = 0
    /// The timer whose callback is running, so `clearInterval` inside it stops it.
    private var runningTimerID: Int?
    private var runningTimerCancelled = false

    init(clock: Clock, timeOrigin: Double? = nil) {
        self.clock = clock
        self.timeOrigin = timeOrigin ?? Self.wallClockMilliseconds()
    }

    /// Milliseconds since the Unix epoch now (`clock_gettime(CLOCK_REALTIME)`).
    private static func wallClockMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }

    /// The time scripts see as `Date.now()`: ``timeOrigin`` plus ``now``, in milliseconds
    /// since the Unix epoch.
    public var currentTime: Double { timeOrigin + now }

    /// Milliseconds since the realm started (`performance.now()`).
    public var now: Double {
        switch clock {
        case .virtual: return virtualNow
        case .realTime:
            let elapsed = ContinuousClock.now - startInstant
            return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        }
    }

    /// Whether any timer is waiting.
    public var hasPendingTimers: Bool { !timers.isEmpty }

    /// When the next timer is due, in ``now``'s milliseconds.
    public var nextDueTime: Double? { timers.min(by: Self.runsBefore)?.due }

    /// Adds a timer (`setTimeout`, `setInterval`): returns its handle.
    ///
    /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#timer-initialisation-steps
    func add(callback: ProtectedValue, arguments: [ProtectedValue], delay: Double, repeating: Bool) -> Int {
        let delay = delay.isFinite && delay > 0 ? delay : 0
        let id = nextID
        nextID += 1
        timers.append(
            Timer(
                id: id, due: now + delay, sequence: nextSequence, callback: callback, arguments: arguments,
                interval: repeating ? max(delay, 1) : nil))
        nextSequence += 1
        return id
    }

    /// Cancels a timer (`clearTimeout`, `clearInterval`); unknown handles are ignored.
    func cancel(_ id: Int) {
        timers.removeAll { $0.id == id }
        if id == runningTimerID { runningTimerCancelled = true }
    }

    /// Cancels every timer, releasing what they hold. Called before the context goes away.
    func cancelAll(in context: JSContext) { timers.removeAll() }

    /// Runs the earliest timer, moving the clock to its due time (or sleeping until then
    /// on the real-time clock). Returns false when there was none. An exception the
    /// callback throws is returned for the caller to report; the loop goes on.
    public func runNextTimer(in context: JSContext) -> (ran: Bool, uncaught: JSException?) {
        guard let index = timers.indices.min(by: { Self.runsBefore(timers[$0], timers[$1]) }) else {
            return (false, nil)
        }
        var timer = timers.remove(at: index)
        switch clock {
        case .virtual:
            virtualNow = max(virtualNow, timer.due)
        case .realTime:
            let wait = timer.due - now
            if wait > 0 { usleep(UInt32(min(wait, 60_000) * 1000)) }
        }
        runningTimerID = timer.id
        runningTimerCancelled = false
        defer { runningTimerID = nil }
        var uncaught: JSException?
        do {
            try invoke(timer, in: context)
        } catch {
            uncaught = error
        }
        if let interval = timer.interval, !runningTimerCancelled {
            timer.due = now + interval
            timers.append(
                Timer(
                    id: timer.id, due: timer.due, sequence: nextSequence, callback: timer.callback,
                    arguments: timer.arguments, interval: interval))
            nextSequence += 1
        }
        return (true, uncaught)
    }

    private func invoke(_ timer: Timer, in context: JSContext) throws(JSException) {
        if let function = timer.callback.object, function.isFunction(in: context) {
            _ = try function.call(this: nil, arguments: timer.arguments.map(\.value), in: context)
        } else {
            // A string handler is compiled and run as a classic script.
            let source = try timer.callback.value.toString(in: context)
            _ = try context.evaluate(source, sourceURL: "setTimeout handler")
        }
    }

    private static func runsBefore(_ a: Timer, _ b: Timer) -> Bool {
        a.due < b.due || (a.due == b.due && a.sequence < b.sequence)
    }
}
