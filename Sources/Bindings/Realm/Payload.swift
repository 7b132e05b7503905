import DOM
import JavaScriptEngine

/// The Swift side of a wrapper object: what its private data points at.
///
/// Payloads refer to their realm unowned: a realm outlives every call into its objects.
class Payload {
    unowned(unsafe) let realm: Realm

    init(realm: Realm) { self.realm = realm }

    /// The payload of a wrapper's private data pointer.
    @inline(__always) static func from(_ pointer: UnsafeMutableRawPointer) -> Payload {
        Unmanaged<Payload>.fromOpaque(pointer).takeUnretainedValue()
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
    Unmanaged<Payload>.fromOpaque(pointer).release()
}
