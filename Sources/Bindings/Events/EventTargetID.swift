import DOM
import JavaScriptEngine

/// Something events are dispatched at: a node, the window, or an `EventTarget` a script
/// made with `new EventTarget()`.
///
/// https://dom.spec.whatwg.org/#eventtarget
enum EventTargetID: Hashable {
    /// A node (elements, text, documents, …), by handle.
    case node(NodeID)
    /// The window: the realm's global object.
    case window
    /// A script-made `EventTarget`, by its number in the realm's ``EventTargetStore``.
    case standalone(Int)
}

/// The payload of an `EventTarget` a script constructed. The realm's ``EventTargetStore``
/// owns it (the object is kept alive for the realm's life, so `event.target` can return it).
final class EventTargetPayload: Payload {
    /// Its number in the store.
    let number: Int

    init(realm: Realm, number: Int) {
        self.number = number
        super.init(realm: realm)
    }
}

extension Realm {
    /// The JavaScript object of an event target.
    func object(of target: EventTargetID) -> JSObject {
        switch target {
        case .node(let node): return wrap(node)
        case .window: return context.globalObject
        case .standalone(let number): return eventTargets.standaloneObject(number)
        }
    }

    /// The JavaScript value of an optional event target (`null` for none).
    func value(of target: EventTargetID?) -> JSValue {
        guard let target else { return context.null }
        return object(of: target).value
    }

    /// The event target a value is, if it is one of this realm's (a node, the window, or a
    /// script-made `EventTarget`).
    func eventTarget(from value: JSValue) -> EventTargetID? {
        if value.raw == context.globalObject.raw { return .window }
        if let node = node(from: value) { return .node(node) }
        guard value.isObject(of: EventBindings.eventTargetClass, in: context),
            let pointer = JSObject(raw: value.raw).privateData,
            let payload = Payload.from(pointer) as? EventTargetPayload, payload.realm === self
        else { return nil }
        return .standalone(payload.number)
    }
}
