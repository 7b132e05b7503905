import DOM
import JavaScriptEngine

/// The event state of one realm: every event target's listener list, the script-made
/// `EventTarget`s, and which element has focus.
///
/// Listeners are kept by target: a node's by its handle (handles are never reused, so a
/// node keeps its listeners while it is out of the tree), the window's and script-made
/// targets' separately. The callbacks live in one JavaScript array, the *keeper*, which
/// the realm keeps alive once: a listener holds its slot in the array, and removing the
/// listener empties the slot (so the callback can be collected) and frees it for reuse.
/// Nothing here protects a value on its own, so nothing outlives the realm.
final class EventTargetStore {
    unowned(unsafe) let realm: Realm
    private var listenersByTarget: [EventTargetID: [EventListener]] = [:]
    private var keeper: JSObject?
    private var slotCount = 0
    private var freeSlots: [Int] = []
    /// Script-made targets: each payload and the keeper slot holding its object.
    private var standaloneTargets: [(payload: EventTargetPayload, slot: Int)] = []

    /// The element the user would be typing into, as `focus()` left it (nil: the viewport).
    /// Read it through ``Realm/focusedElement``, which forgets elements no longer in the document.
    var focusedElement: NodeID?
    /// Counts focus changes, so the focusing steps notice a listener that moved focus.
    var focusChanges = 0
    /// Elements whose `click()` is running (the HTML standard's "click in progress flag").
    var clicksInProgress: Set<NodeID> = []

    init(realm: Realm) { self.realm = realm }

    // MARK: - Listener lists

    /// The target's listener list.
    func listeners(of target: EventTargetID) -> [EventListener] { listenersByTarget[target] ?? [] }

    /// Adds a listener unless one with the same type, callback and capture is there.
    ///
    /// https://dom.spec.whatwg.org/#add-an-event-listener (steps 5-6)
    func add(
        type: String, callback: JSObject, capture: Bool, passive: Bool, once: Bool, to target: EventTargetID
    ) {
        let existing = listenersByTarget[target] ?? []
        if existing.contains(where: {
            !$0.isEventHandler && $0.type == type && $0.capture == capture && $0.callback.raw == callback.raw
        }) {
            return
        }
        let listener = EventListener(
            type: type, callback: callback, slot: keep(callback.value), capture: capture, passive: passive, once: once,
            isEventHandler: false)
        listenersByTarget[target, default: []].append(listener)
    }

    /// Removes the listener with this type, callback and capture, if there is one.
    ///
    /// https://dom.spec.whatwg.org/#remove-an-event-listener
    func remove(type: String, callback: JSObject, capture: Bool, from target: EventTargetID) {
        guard
            let listener = listenersByTarget[target]?.first(where: {
                !$0.isEventHandler && $0.type == type && $0.capture == capture && $0.callback.raw == callback.raw
            })
        else { return }
        remove(listener, from: target)
    }

    /// Removes `listener` from the target's list, marking it removed and freeing its slot.
    func remove(_ listener: EventListener, from target: EventTargetID) {
        guard !listener.removed else { return }
        listener.removed = true
        listenersByTarget[target]?.removeAll { $0 === listener }
        if listenersByTarget[target]?.isEmpty == true { listenersByTarget[target] = nil }
        release(listener.slot)
    }

    // MARK: - Event handlers (`onclick` and the rest)

    /// The value of the target's event handler for `type`, or nil.
    ///
    /// https://html.spec.whatwg.org/multipage/webappapis.html#getting-the-current-value-of-the-event-handler
    func eventHandler(_ type: String, of target: EventTargetID) -> JSObject? {
        listenersByTarget[target]?.first { $0.isEventHandler && $0.type == type }?.callback
    }

    /// Sets the target's event handler for `type`: an object replaces the value (keeping the
    /// handler's place among the listeners), anything else removes the handler.
    ///
    /// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes
    /// (the setter, activate and deactivate an event handler)
    func setEventHandler(_ type: String, to value: JSValue, on target: EventTargetID) {
        let existing = listenersByTarget[target]?.first { $0.isEventHandler && $0.type == type }
        guard let object = value.asObject(in: realm.context) else {
            if let existing { remove(existing, from: target) }
            return
        }
        if let existing {
            existing.callback = object
            try? keeperArray.setProperty(at: existing.slot, object.value, in: realm.context)
            return
        }
        let listener = EventListener(
            type: type, callback: object, slot: keep(object.value), capture: false,
            passive: realm.defaultPassiveValue(type, target), once: false, isEventHandler: true)
        listenersByTarget[target, default: []].append(listener)
    }

    // MARK: - Script-made targets

    /// A new `EventTarget` object, kept for the realm's life.
    func makeStandaloneTarget() -> JSObject {
        let payload = EventTargetPayload(realm: realm, number: standaloneTargets.count)
        let object = realm.instantiate(EventBindings.eventTargetRegisteredClass, privateData: payload.unretainedPointer())
        standaloneTargets.append((payload, keep(object.value)))
        return object
    }

    /// The object of script-made target `number`.
    func standaloneObject(_ number: Int) -> JSObject {
        let value = (try? keeperArray.property(at: standaloneTargets[number].slot, in: realm.context)) ?? realm.context.null
        return value.asObject(in: realm.context) ?? realm.context.globalObject
    }

    // MARK: - The keeper

    private var keeperArray: JSObject {
        if let keeper { return keeper }
        let array = (try? realm.context.makeArray([])) ?? realm.context.makeObject()
        realm.keepAlive(array.value)
        keeper = array
        return array
    }

    /// Puts `value` in a free slot of the keeper and returns the slot.
    private func keep(_ value: JSValue) -> Int {
        let slot = freeSlots.popLast() ?? slotCount
        if slot == slotCount { slotCount += 1 }
        try? keeperArray.setProperty(at: slot, value, in: realm.context)
        return slot
    }

    /// Empties a slot so its value can be collected, and frees it for reuse.
    private func release(_ slot: Int) {
        try? keeperArray.setProperty(at: slot, realm.context.undefined, in: realm.context)
        freeSlots.append(slot)
    }
}
