import JavaScriptEngine
import Bindings

/// A JavaScript virtual machine that sessions can share. Sessions that run one after
/// another in the same engine skip the engine's start-up cost (about 0.6 ms); each still
/// gets a fresh global context. Use an engine from one thread at a time.
public final class ScriptEngine: @unchecked Sendable {
    /// The machine sessions run in, and the only one unless windows are built ahead.
    let machine = VirtualMachine()
    /// The machine the next window is built in while a session's script runs in the
    /// other: made the first time a window is built ahead (see ``preparesWindowsAhead``).
    private var spareMachine: VirtualMachine?
    /// The machine of the session that started last.
    private var currentMachine: VirtualMachine?
    /// Where a session's window is built while its page parses (see ``WindowPreparation``).
    let windowThread = WindowThread()

    /// Whether the engine starts building the next session's window as soon as a session
    /// has its own, so a session that follows (the next page of a corpus run) finds its
    /// window built when its page is parsed. Off by default: a process that runs one page
    /// would build a window for nothing. A window built for another
    /// `BrowserEnvironment` than the next session's is discarded.
    ///
    /// The next window is built in a second machine, so its thread never waits for the
    /// running session's engine lock: the sessions alternate between the two machines.
    public var preparesWindowsAhead = false
    /// The window built ahead for the next session.
    private var nextWindow: WindowPreparation?

    /// A new engine.
    public init() {}

    /// Collects, now and in full, what the engine's finished sessions left behind, so
    /// the next session starts with a small heap. Call it between pages, after a page
    /// for which ``isWorthCollecting(afterRunOf:)`` says so.
    ///
    /// Measured with the Readability workload over `../shared/corpus/readability`, one
    /// worker: peak memory fell from 145–148 MB to 112 MB and pages/s rose by 2–8 %,
    /// because the next page's own collections find less to do. After every metadata
    /// page it cost about 5 % of pages/s, hence the threshold.
    public func collectGarbage() { (currentMachine ?? machine).collectAllGarbage() }

    /// Whether a page whose scripts ran for `runMilliseconds` leaves enough garbage for a
    /// full collection before the next page to pay (see ``collectGarbage()``).
    public static func isWorthCollecting(afterRunOf runMilliseconds: Double) -> Bool { runMilliseconds >= 10 }

    /// The window built ahead for a session reporting `environment`, if there is one.
    func takeWindowPrepared(for environment: BrowserEnvironment) -> WindowPreparation? {
        guard let window = nextWindow else { return nil }
        nextWindow = nil
        guard window.environment == environment else {
            window.discard()
            return nil
        }
        return window
    }

    /// The machine for a window built now for a starting session: one no window built
    /// ahead is using.
    var machineForSession: VirtualMachine {
        nextWindow.map { machine(otherThan: $0.machine) } ?? machine
    }

    /// Notes that a session runs in `window`, and starts building the next session's
    /// window in the other machine, when the engine builds them ahead.
    func sessionStarted(in window: WindowPreparation) {
        currentMachine = window.machine
        guard preparesWindowsAhead, nextWindow == nil else { return }
        nextWindow = WindowPreparation(aheadFor: window.environment, engine: self, machine: machine(otherThan: window.machine))
    }

    /// The engine's machine that is not `busy`: the spare one, made on first use, or the first.
    private func machine(otherThan busy: VirtualMachine) -> VirtualMachine {
        guard busy === machine else { return machine }
        if let spareMachine { return spareMachine }
        let made = VirtualMachine()
        spareMachine = made
        return made
    }

    deinit {
        nextWindow?.discard()
        windowThread.stop()
    }
}
