public import CJavaScriptCore
public import Synchronization

/// `undefined`, `null`, `true` and `false` as the C API hands them out, kept once made.
///
/// Every `JSValueMake…` call takes the engine's lock, and inside a native callback (which
/// runs with the lock dropped) that is a whole lock and unlock. On 64-bit builds of
/// JavaScriptCore these four values are encoded in the reference itself, the same in
/// every context and every call, so the first one made serves for good. A value is kept
/// only when two calls in a row gave the same reference: a build that boxed these values
/// would give a new reference each time, and then every call goes to the engine.
@usableFromInline enum ImmediateValues {
    @usableFromInline static let undefined = Atomic<UInt>(0)
    @usableFromInline static let null = Atomic<UInt>(0)
    @usableFromInline static let `true` = Atomic<UInt>(0)
    @usableFromInline static let `false` = Atomic<UInt>(0)

    /// The value kept in `slot`, or one made with `make` (and kept when it is immediate).
    @inlinable @inline(__always)
    static func value(_ slot: borrowing Atomic<UInt>, _ make: () -> JSValueRef) -> JSValueRef {
        let bits = slot.load(ordering: .relaxed)
        if bits != 0, let kept = JSValueRef(bitPattern: bits) { return kept }
        return firstValue(slot, make)
    }

    @usableFromInline static func firstValue(_ slot: borrowing Atomic<UInt>, _ make: () -> JSValueRef) -> JSValueRef {
        let first = make()
        if first == make() { slot.store(UInt(bitPattern: first), ordering: .relaxed) }
        return first
    }
}
