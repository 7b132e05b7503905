import CJavaScriptCore
import Glibc

/// The engine options appexjs sets before the first virtual machine is made.
///
/// Pages are short-lived and each gets a fresh global object, so the engine compiles the
/// same functions again for every page; its optimizing tier (DFG) then spends more time
/// compiling, on helper threads that compete with the workers for the cores, than the
/// page gains from the optimized code. appexjs waits five times longer (5,000 executions
/// instead of 1,000) before optimizing a function. Over the Readability corpus, in three
/// interleaved runs each, that gave 21.1–25.6 pages/s against 20.1–24.3 with one worker and
/// 34.0–44.5 against 33.5–37.5 with two (see docs/performance.md).
///
/// The engine notices a stop request (the watchdog's, see ``Watchdog``) by polling for it in
/// compiled code (`usePollingTraps`) rather than by a signal that patches the code of the
/// thread running script. With signals, a request sometimes never reached a chain of
/// promise jobs, which then ran forever past its time limit: 3 of 3 stress runs of 20 such
/// pages hung, and none of 7 with polling. Polling costs nothing measurable on the
/// standard workloads (interleaved runs, CPU with/without: metadata 0.95, Readability 0.93).
/// It does not remove a race inside the engine (a `RELEASE_ASSERT` in
/// `VMTraps::requestThreadStopIfNeeded` when two of the watchdog's timers fire while the
/// script handles the first), but made it rarer under load: 2 aborts in 20 runs of the
/// endless-loop tests before, 1 in 60 after.
///
/// A `JSC_<option>` environment variable still wins, so the engine can be tuned and
/// profiled as usual.
public enum EngineOptions {
    /// The options and their values.
    static let integerOptions: [(name: String, value: Int32)] = [
        ("thresholdForOptimizeAfterWarmUp", 5000),
        ("thresholdForOptimizeAfterLongWarmUp", 5000),
        ("thresholdForOptimizeSoon", 5000),
    ]

    /// The boolean options and their values.
    static let booleanOptions: [(name: String, value: Bool)] = [
        ("usePollingTraps", true)
    ]

    /// Applies the options once per process; later calls do nothing.
    static func applyOnce() { _ = applied }

    private static let applied: Bool = {
        for option in integerOptions where getenv("JSC_" + option.name) == nil {
            _ = jsc_options_set_int(option.name, option.value)
        }
        for option in booleanOptions where getenv("JSC_" + option.name) == nil {
            _ = jsc_options_set_boolean(option.name, option.value ? 1 : 0)
        }
        return true
    }()

    /// The engine's current value of a boolean option, if it has one by that name.
    public static func booleanValue(of name: String) -> Bool? {
        var value: Int32 = 0
        return jsc_options_get_boolean(name, &value) != 0 ? value != 0 : nil
    }

    /// The engine's current value of an integer option, if it has one by that name.
    public static func integerValue(of name: String) -> Int32? {
        var value: Int32 = 0
        return jsc_options_get_int(name, &value) != 0 ? value : nil
    }
}
