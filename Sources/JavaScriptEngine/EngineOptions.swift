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
/// A `JSC_<option>` environment variable still wins, so the engine can be tuned and
/// profiled as usual.
public enum EngineOptions {
    /// The options and their values.
    static let integerOptions: [(name: String, value: Int32)] = [
        ("thresholdForOptimizeAfterWarmUp", 5000),
        ("thresholdForOptimizeAfterLongWarmUp", 5000),
        ("thresholdForOptimizeSoon", 5000),
    ]

    /// Applies the options once per process; later calls do nothing.
    static func applyOnce() { _ = applied }

    private static let applied: Bool = {
        for option in integerOptions where getenv("JSC_" + option.name) == nil {
            _ = jsc_options_set_int(option.name, option.value)
        }
        return true
    }()

    /// The engine's current value of an integer option, if it has one by that name.
    public static func integerValue(of name: String) -> Int32? {
        var value: Int32 = 0
        return jsc_options_get_int(name, &value) != 0 ? value : nil
    }
}
