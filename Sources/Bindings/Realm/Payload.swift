import DOM
import JavaScriptEngine
import Synchronization

#if DEBUG
/// The payloads alive now, by address (debug builds only; see ``Payload/check(_:)``).
enum PayloadRegistry {
    static let live = Mutex<Set<UInt>>([])
}
#endif

/// The Swift side of a wrapper object: what its private data points at.
///
/// Payloads refer to their realm unowned: a realm outlives every call into its objects.
/// When the realm closes, the wrappers whose payloads it keeps lose their private data
/// (see ``WrapperCache/releaseAll(in:)``), so no object points at a freed payload; the
/// objects that own their payload release it when collected (``releaseOnFinalize``).
///
/// Debug builds check what release builds trust: the realm is `unowned` (a use after the
/// realm is gone traps instead of reading freed memory), and every private data pointer
/// read as a payload must be one (``check(_:)``).
class Payload {
    #if DEBUG
    unowned let realm: Realm
    #else
    unowned(unsafe) let realm: Realm
    #endif

    init(realm: Realm) {
        self.realm = realm
        #if DEBUG
        PayloadRegistry.live.withLock { _ = $0.insert(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())) }
        #endif
    }

    #if DEBUG
    deinit {
        PayloadRegistry.live.withLock { _ = $0.remove(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())) }
    }
    #endif

    /// The payload of a wrapper's private data pointer.
    @inline(__always) static func from(_ pointer: UnsafeMutableRawPointer) -> Payload {
        check(pointer)
        return Unmanaged<Payload>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// In debug builds, traps unless `pointer` is a live payload: an object whose private
    /// data is something else, or a payload already freed, fails loudly here instead of
    /// being read as a Swift object. Nothing in release builds.
    @inline(__always) static func check(_ pointer: UnsafeMutableRawPointer) {
        #if DEBUG
        let address = UInt(bitPattern: pointer)
        precondition(PayloadRegistry.live.withLock { $0.contains(address) }, "private data \(pointer) is not a live payload")
        #endif
    }

    /// A +1 pointer for objects whose finalizer releases it (``releaseOnFinalize``).
    func retainedPointer() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    /// A +0 pointer for objects whose payload the realm keeps alive.
    func unretainedPointer() -> UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// The payload of a node's wrapper, and only of a wrapper: node operations take `this`
/// as a node when its payload is one (see `nodeOperation`).
final class NodePayload: Payload {
    let node: NodeID

    init(realm: Realm, node: NodeID) {
        self.node = node
        super.init(realm: realm)
    }
}

/// The payload of an object that belongs to one node without being the node (a form
/// control's `ValidityState`, a `style` element's `CSSStyleSheet`): node operations
/// called on it throw, as on any other non-node.
final class NodePartPayload: Payload {
    /// The node the object belongs to.
    let node: NodeID

    init(realm: Realm, node: NodeID) {
        self.node = node
        super.init(realm: realm)
    }
}

/// A finalizer for classes whose objects hold a retained payload.
let releaseOnFinalize: @convention(c) (OpaquePointer?) -> Void = { object in
    guard let object, let pointer = JSObject(raw: object).privateData else { return }
    Payload.check(pointer)
    Unmanaged<Payload>.fromOpaque(pointer).release()
}
