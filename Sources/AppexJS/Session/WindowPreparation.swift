import Bindings
import DOM
import Dispatch
import JavaScriptEngine
import Synchronization
import WHATWGURL

/// A page's window, built on the engine's window thread while the caller parses the page,
/// or on the caller's thread once it has.
///
/// Building a window (a global context, the bootstrap script, the common interfaces)
/// takes about as long as parsing a typical page, and neither needs the other until the
/// document is attached, so on a machine with a core to spare a session does both at
/// once. The window's thread touches only the window's machine and the new realm; the
/// caller's thread only the node store (and, for a window built ahead, the running
/// session's realm in the engine's other machine), until ``finish()`` hands the realm over.
///
/// Once the window is built, its thread goes on making the interfaces scripts most often
/// meet first (``Realm/wireLikelyInterfaces(until:)``) until the caller asks for the
/// realm: one interface at a time, so the caller waits at most for the one under way.
final class WindowPreparation: @unchecked Sendable {
    /// The store the page is parsed into.
    let store: NodeStore
    /// The page's document, empty until the caller parses into it.
    let document: NodeID
    /// The machine the window is built in.
    let machine: VirtualMachine
    /// What the window was built to report.
    let environment: BrowserEnvironment
    /// Signalled by the window thread once `outcome` is set; nil when built by `finish()`.
    private let built: DispatchSemaphore?
    private var outcome: Result<Realm, JSException>?
    /// Set by ``finish()``: the window thread stops making interfaces ahead of need.
    private let isWanted = Atomic<Bool>(false)

    /// Starts building the window of `document` in `machine` on `engine`'s window thread
    /// when `concurrently`, so the caller can go on parsing into `store`.
    init(
        document: NodeID, in store: NodeStore, engine: ScriptEngine, machine: VirtualMachine,
        environment: BrowserEnvironment, concurrently: Bool
    ) {
        self.store = store
        self.document = document
        self.machine = machine
        self.environment = environment
        built = concurrently ? DispatchSemaphore(value: 0) : nil
        if let built {
            engine.windowThread.async {
                self.build()
                if case .success(let realm) = self.outcome {
                    realm.wireLikelyInterfaces { self.isWanted.load(ordering: .acquiring) }
                    realm.prepareLikelyAccessorTables { self.isWanted.load(ordering: .acquiring) }
                }
                built.signal()
            }
        }
    }

    private func build() {
        do {
            outcome = .success(try Realm(windowFor: document, in: store, machine: machine, environment: environment))
        } catch {
            outcome = .failure(error)
        }
    }

    /// A window built ahead, for the engine's next session (see
    /// ``ScriptEngine/preparesWindowsAhead``): a new store with an empty document whose
    /// URL and encoding the session sets once it has loaded its page.
    convenience init(aheadFor environment: BrowserEnvironment, engine: ScriptEngine, machine: VirtualMachine) {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("about:blank")!)
        self.init(
            document: document, in: store, engine: engine, machine: machine, environment: environment,
            concurrently: true)
    }

    /// Lets go of a window no session took: waits for its thread, and closes the realm.
    func discard() {
        isWanted.store(true, ordering: .releasing)
        built?.wait()
        if case .success(let realm) = outcome { realm.close() }
        outcome = nil
    }

    /// The realm, with the (now parsed) document attached: waits for the window thread,
    /// or builds the window here.
    func finish() throws(JSException) -> Realm {
        if let built {
            isWanted.store(true, ordering: .releasing)
            built.wait()
        } else {
            build()
        }
        guard let outcome else { preconditionFailure("the window was not built") }
        let realm = try outcome.get()
        try realm.attachDocument()
        return realm
    }
}
