import JavaScriptEngine
import Synchronization
import Testing

/// A released context's heap is collected, even when the context had a rejection handler
/// (which the engine holds strongly).
@Suite struct ContextReleaseTests {
    /// How many sentinel objects the engine finalized.
    static let finalized = Atomic<Int>(0)

    /// A class whose objects count their finalization.
    static let sentinelClass: JSClass = {
        var definition = NativeClassDefinition(name: "Sentinel")
        definition.finalize = { _ in ContextReleaseTests.finalized.add(1, ordering: .relaxed) }
        return JSClass(definition)
    }()

    @Test func releasedContextsAreCollected() throws {
        let machine = VirtualMachine()
        let before = Self.finalized.load(ordering: .relaxed)
        let contexts = 20
        for _ in 0..<contexts {
            let global = JSGlobalContext(machine: machine)
            let context = global.context
            let sentinel = context.makeObject(of: Self.sentinelClass, privateData: nil)
            try global.globalObject.setProperty("sentinel", sentinel.value, in: context)
            let handler = try #require(try context.evaluate("(function (promise, reason) {})").asObject(in: context))
            try global.setUnhandledRejectionHandler(handler)
        }
        let survivor = JSGlobalContext(machine: machine)
        survivor.context.collectGarbageNow()
        // The collector scans the stack conservatively, so a stale pointer may keep one
        // or two alive; a leak keeps all of them.
        #expect(Self.finalized.load(ordering: .relaxed) - before >= contexts - 3)
    }
}
