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

    deinit { windowThread.stop() }
}
