public import CJavaScriptCore

/// Remembers what the most recent engine strings (32) stood for, so a hook that sees the
/// same few property names again and again (`style.display`) compares engine strings
/// instead of converting each name to a Swift string and looking it up.
///
/// The engine hands a hook a new `JSStringRef` for every call, so names are matched by
/// content: the length, then `JSStringIsEqual`, neither of which allocates or locks.
/// Matched names are kept with `JSStringRetain` until replaced or the memo goes.
public final class EngineStringMemo<Value> {
    private var names: [JSStringRef] = []
    private var lengths: [Int] = []
    private var values: [Value] = []
    private var nextReplaced = 0
    private static var capacity: Int { 32 }

    /// An empty memo.
    public init() {}

    /// What `name` stands for: remembered, or `compute` of its Swift string (then remembered).
    public func value(for name: JSStringRef, computing compute: (String) -> Value) -> Value {
        let length = JSStringGetLength(name)
        for slot in names.indices where lengths[slot] == length && JSStringIsEqual(names[slot], name) {
            return values[slot]
        }
        let value = compute(swiftString(name))
        guard let kept = JSStringRetain(name) else { return value }
        if names.count < Self.capacity {
            names.append(kept)
            lengths.append(length)
            values.append(value)
        } else {
            JSStringRelease(names[nextReplaced])
            (names[nextReplaced], lengths[nextReplaced], values[nextReplaced]) = (kept, length, value)
            nextReplaced = (nextReplaced + 1) % Self.capacity
        }
        return value
    }

    deinit { names.forEach { JSStringRelease($0) } }
}
