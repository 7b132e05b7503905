import JavaScriptEngine

/// A JavaScript virtual machine that sessions can share. Sessions that run one after
/// another in the same engine skip the engine's start-up cost (about 0.6 ms); each still
/// gets a fresh global context. Use an engine from one thread at a time.
public final class ScriptEngine: @unchecked Sendable {
    let machine = VirtualMachine()
    /// Where a session's window is built while its page parses (see ``WindowPreparation``).
    let windowThread = WindowThread()

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
    public func collectGarbage() { machine.collectAllGarbage() }

    /// Whether a page whose scripts ran for `runMilliseconds` leaves enough garbage for a
    /// full collection before the next page to pay (see ``collectGarbage()``).
    public static func isWorthCollecting(afterRunOf runMilliseconds: Double) -> Bool { runMilliseconds >= 10 }

    deinit { windowThread.stop() }
}
