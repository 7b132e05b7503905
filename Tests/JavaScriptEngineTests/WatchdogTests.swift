import JavaScriptEngine
import Synchronization
import Testing

/// The watchdog's time limit, and what it leaves when it stops script.
@Suite struct WatchdogTests {
    /// A promise job stopped as the host's call returns: the call returns normally, the
    /// termination is noted, no script runs until it is acknowledged, and then a new
    /// context can be made (the pending termination used to abort the process there).
    @Test func aPromiseJobStoppedAsTheCallReturnsIsNotedAndCleared() throws {
        let machine = VirtualMachine()
        let observed = Mutex(0)
        machine.setExecutionTimeLimit(seconds: 0.2) { _ in observed.withLock { $0 += 1 } }
        let global = JSGlobalContext(machine: machine)
        let context = global.context
        _ = try context.evaluate("var ran = 0; Promise.resolve().then(function () { for (;;) {} }); 1")
        #expect(machine.hasUnacknowledgedTermination)
        #expect(observed.withLock { $0 } == 1)
        let refused = try #require(throws: JSException.self) { try context.evaluate("ran = 1") }
        #expect(refused.isTermination)
        #expect(machine.acknowledgeTermination(in: context) == .timeLimit)
        #expect(!machine.hasUnacknowledgedTermination)
        #expect(try context.evaluate("ran").toNumber(in: context) == 0, "the refused script did not run")
        let next = JSGlobalContext(machine: machine)
        #expect(try next.context.evaluate("6 * 7").toNumber(in: next.context) == 42)
        #expect(machine.acknowledgeTermination(in: context) == nil, "nothing left to acknowledge")
    }

    /// A loop stopped in the call itself throws the termination out of the call; a script
    /// cannot catch it, even through a host function that returns it as its exception.
    @Test func aStoppedScriptCannotCatchTheTermination() throws {
        let machine = VirtualMachine()
        machine.setExecutionTimeLimit(seconds: 0.2)
        let global = JSGlobalContext(machine: machine)
        let context = global.context
        let error = try #require(throws: JSException.self) {
            try context.evaluate("var caught = 0; try { for (;;) {} } catch (e) { caught++ } for (;;) {}")
        }
        #expect(error.isTermination)
        machine.acknowledgeTermination(in: context)
        #expect(try context.evaluate("caught").toNumber(in: context) == 0)
    }

    /// A script that throws the termination's text is not a termination.
    @Test func aThrownStringIsNotATermination() throws {
        let machine = VirtualMachine()
        let global = JSGlobalContext(machine: machine)
        let error = try #require(throws: JSException.self) {
            try global.context.evaluate("throw new Error('JavaScript execution terminated.')")
        }
        #expect(!error.isTermination)
        #expect(!machine.hasUnacknowledgedTermination)
    }

    /// Past the memory limit (checked at collections), script stops as at the time limit,
    /// and the termination says why; then the time limit is back.
    @Test func theMemoryLimitStopsRunawayAllocation() throws {
        let machine = VirtualMachine()
        machine.setExecutionTimeLimit(seconds: 60)
        let global = JSGlobalContext(machine: machine)
        machine.limitMemory(toResidentBytes: (ResidentMemory.bytes() ?? 0) + 64 << 20)
        let error = try #require(throws: JSException.self) {
            try global.context.evaluate("var kept = []; for (;;) kept.push({ index: kept.length, text: 'item ' + kept.length })")
        }
        #expect(error.isTermination)
        #expect(machine.acknowledgeTermination(in: global.context) == .memoryLimit)
        machine.limitMemory(toResidentBytes: nil)
        #expect(try global.context.evaluate("kept = null; 1 + 1").toNumber(in: global.context) == 2)
    }

    /// A chain of promise jobs, each short, is stopped once the stage has used the limit.
    @Test func aStageCountsItsPromiseJobsTogether() throws {
        let machine = VirtualMachine()
        machine.setExecutionTimeLimit(seconds: 0.2)
        let global = JSGlobalContext(machine: machine)
        machine.beginStage()
        _ = try global.context.evaluate("(function again() { Promise.resolve().then(again); })(); 1")
        #expect(machine.acknowledgeTermination(in: global.context) == .stageTimeLimit)
        #expect(try global.context.evaluate("2 + 2").toNumber(in: global.context) == 4)
    }
}
