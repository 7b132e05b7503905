import DOM
import JavaScriptEngine

// The DOM standard's event dispatch: building the event path, the capture, target and
// bubble phases, and calling listeners. Listener exceptions are reported and dispatch goes
// on; only the watchdog's termination stops it.

extension Realm {
    // MARK: - EventTarget's operations

    /// `addEventListener(type, callback, options)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-eventtarget-addeventlistener
    func addEventListener(_ call: NativeCall, to target: EventTargetID) throws -> JSValue {
        try call.requireArguments(2, "EventTarget.addEventListener")
        let type = try call.string(0)
        guard let callback = try listenerCallback(call[1], "addEventListener") else { return context.undefined }
        let options = try EventListenerOptions(call[2], more: true, in: context)
        // https://dom.spec.whatwg.org/#add-an-event-listener
        eventTargets.add(
            type: type, callback: callback, capture: options.capture,
            passive: options.passive ?? defaultPassiveValue(type, target), once: options.once, to: target)
        return context.undefined
    }

    /// `removeEventListener(type, callback, options)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-eventtarget-removeeventlistener
    func removeEventListener(_ call: NativeCall, from target: EventTargetID) throws -> JSValue {
        try call.requireArguments(2, "EventTarget.removeEventListener")
        let type = try call.string(0)
        guard let callback = try listenerCallback(call[1], "removeEventListener") else { return context.undefined }
        let options = try EventListenerOptions(call[2], more: false, in: context)
        eventTargets.remove(type: type, callback: callback, capture: options.capture, from: target)
        return context.undefined
    }

    /// `dispatchEvent(event)`.
    ///
    /// https://dom.spec.whatwg.org/#dom-eventtarget-dispatchevent
    func dispatchEvent(_ call: NativeCall, at target: EventTargetID) throws -> JSValue {
        try call.requireArguments(1, "EventTarget.dispatchEvent")
        guard let event = event(from: call[0]), let object = call[0].asObject(in: context) else {
            throw BindingError.typeError("Argument 1 ('event') to EventTarget.dispatchEvent must be an instance of Event")
        }
        if event.dispatchFlag || !event.initializedFlag {
            throw DOMException(.invalidStateError, "The object is in an invalid state.")
        }
        event.isTrusted = false
        return context.boolean(try dispatch(event, object, at: target))
    }

    /// A listener argument (WebIDL `EventListener?`): nil for null and undefined, an object
    /// otherwise, and a TypeError for anything else.
    private func listenerCallback(_ value: JSValue, _ operation: String) throws -> JSObject? {
        if value.isNullish(in: context) { return nil }
        guard let object = value.asObject(in: context) else {
            throw BindingError.typeError("Argument 2 ('listener') to EventTarget.\(operation) must be an object")
        }
        return object
    }

    /// Whether listeners for `type` on `target` are passive when the options do not say.
    ///
    /// https://dom.spec.whatwg.org/#default-passive-value
    func defaultPassiveValue(_ type: String, _ target: EventTargetID) -> Bool {
        guard type == "touchstart" || type == "touchmove" || type == "wheel" || type == "mousewheel" else { return false }
        switch target {
        case .window: return true
        case .standalone: return false
        case .node(let node):
            return node == document || node == store.documentElement(of: document) || node == store.body(of: document)
        }
    }

    // MARK: - Firing events

    /// Fires a new event of `interface` named `type` at `target`, with `configure` setting
    /// its members. Returns false when it was canceled.
    ///
    /// https://dom.spec.whatwg.org/#concept-event-fire
    @discardableResult
    func fireEvent(
        _ type: String, at target: EventTargetID, interface: EventInterface = .event, bubbles: Bool = false,
        cancelable: Bool = false, composed: Bool = false, trusted: Bool = true,
        configure: (EventPayload) -> Void = { _ in }
    ) throws(JSException) -> Bool {
        let (object, event) = makeEvent(interface, type: type)
        event.initializedFlag = true
        event.bubbles = bubbles
        event.cancelable = cancelable
        event.composedFlag = composed
        event.isTrusted = trusted
        configure(event)
        return try dispatch(event, object, at: target)
    }

    // MARK: - Dispatch

    /// Dispatches `event` (whose object is `object`) at `target`. Returns false when the
    /// event was canceled. Throws only the watchdog's termination.
    ///
    /// https://dom.spec.whatwg.org/#concept-event-dispatch
    func dispatch(_ event: EventPayload, _ object: JSObject, at target: EventTargetID) throws(JSException) -> Bool {
        // 1. Set event's dispatch flag.
        event.dispatchFlag = true
        // 5.3-5.9: the event path, and the activation target of a click.
        let isActivationEvent = event.interface.isMouseEvent && event.type == "click"
        var activationTarget: NodeID?
        if isActivationEvent, case .node(let node) = target, hasActivationBehavior(node) { activationTarget = node }
        var path: [EventTargetID] = [target]
        var parent = parentForEventPath(of: target, event)
        while let current = parent {
            path.append(current)
            if isActivationEvent, event.bubbles, activationTarget == nil, case .node(let node) = current,
                hasActivationBehavior(node)
            {
                activationTarget = node
            }
            parent = parentForEventPath(of: current, event)
        }
        event.path = path
        // 5.10: legacy-pre-activation behavior.
        let activationState = activationTarget.map { legacyPreActivation(of: $0) }
        do {
            // 5.11: capturing, from the window down to the target.
            for item in path.reversed() {
                event.eventPhase = item == target ? .atTarget : .capturing
                try invoke(event, object, at: item, target: target, phase: .capturing)
            }
            // 5.12: at the target and bubbling, from the target up.
            for item in path {
                if item == target {
                    event.eventPhase = .atTarget
                } else {
                    guard event.bubbles else { continue }
                    event.eventPhase = .bubbling
                }
                try invoke(event, object, at: item, target: target, phase: .bubbling)
            }
        } catch {
            finishDispatch(event)
            throw error
        }
        // 6-10.
        finishDispatch(event)
        // 11: activation behavior, or legacy-canceled-activation behavior.
        if let activationTarget, let activationState {
            if !event.canceledFlag {
                try activate(activationTarget, state: activationState, event: event)
            } else {
                legacyCanceledActivation(of: activationTarget, state: activationState)
            }
        }
        // 12.
        return !event.canceledFlag
    }

    /// Steps 6-10 of dispatch: the event is no longer being dispatched.
    private func finishDispatch(_ event: EventPayload) {
        event.eventPhase = .none
        event.currentTarget = nil
        event.path = []
        event.dispatchFlag = false
        event.stopPropagationFlag = false
        event.stopImmediatePropagationFlag = false
    }

    /// The next target up the event path: a node's parent, then the realm's document's window.
    ///
    /// https://dom.spec.whatwg.org/#get-the-parent (for nodes) and
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object (a
    /// document's get the parent: its window, except for `load`, when it has a browsing context)
    private func parentForEventPath(of target: EventTargetID, _ event: EventPayload) -> EventTargetID? {
        guard case .node(let node) = target else { return nil }
        if let parent = store.parent(of: node) { return .node(parent) }
        return node == document && event.type != "load" ? .window : nil
    }

    /// The phase of an invocation.
    enum InvocationPhase { case capturing, bubbling }

    /// Calls the listeners of one target on the event path.
    ///
    /// https://dom.spec.whatwg.org/#concept-event-listener-invoke
    private func invoke(
        _ event: EventPayload, _ object: JSObject, at currentTarget: EventTargetID, target: EventTargetID,
        phase: InvocationPhase
    ) throws(JSException) {
        // 1. (No shadow trees: the shadow-adjusted target is always the target.)
        event.target = target
        // 4.
        if event.stopPropagationFlag { return }
        // 5-7.
        event.currentTarget = currentTarget
        var listeners = eventTargets.listeners(of: currentTarget)
        if currentTarget == .window, phase == .bubbling, let handler = windowEventHandler(for: event.type) {
            listeners.insert(handler, at: 0)
        }
        guard !listeners.isEmpty else { return }
        try innerInvoke(event, object, listeners, phase: phase, currentTarget: currentTarget)
    }

    /// Calls each listener of a cloned list that matches the event's type and phase.
    ///
    /// https://dom.spec.whatwg.org/#concept-event-listener-inner-invoke
    private func innerInvoke(
        _ event: EventPayload, _ object: JSObject, _ listeners: [EventListener], phase: InvocationPhase,
        currentTarget: EventTargetID
    ) throws(JSException) {
        for listener in listeners where !listener.removed {
            // 2.1-2.4.
            guard listener.type == event.type else { continue }
            if phase == .capturing && !listener.capture { continue }
            if phase == .bubbling && listener.capture { continue }
            // 2.5.
            if listener.once { eventTargets.remove(listener, from: currentTarget) }
            // 2.8.
            if listener.passive { event.inPassiveListenerFlag = true }
            // 2.9: the window's current event (no node is in a shadow tree here).
            let previousEvent = currentEvent
            currentEvent = object
            // 2.10: call it, reporting what it throws.
            do {
                try withCallbackStage(.eventListener(type: event.type)) { () throws(JSException) in
                    try call(listener, with: event, object, currentTarget: currentTarget)
                }
            } catch {
                event.inPassiveListenerFlag = false
                currentEvent = previousEvent
                if error.isTermination { throw error }
                reportUncaught(error)
            }
            // 2.11, 2.12.
            event.inPassiveListenerFlag = false
            currentEvent = previousEvent
            // 2.13.
            if event.stopImmediatePropagationFlag { return }
        }
    }

    /// Calls one listener: an event handler with the event handler processing algorithm,
    /// a function with `this` the current target, or an object's `handleEvent`.
    ///
    /// https://webidl.spec.whatwg.org/#call-a-user-objects-operation
    private func call(
        _ listener: EventListener, with event: EventPayload, _ object: JSObject, currentTarget: EventTargetID
    ) throws(JSException) {
        let callback = listener.callback
        let this = self.object(of: currentTarget)
        if listener.isEventHandler {
            // https://html.spec.whatwg.org/multipage/webappapis.html#the-event-handler-processing-algorithm
            // A handler that is not callable does nothing ([LegacyTreatNonObjectAsNull]).
            guard callback.isFunction(in: context) else { return }
            // The window's `onerror` gets an ErrorEvent's members, and `true` cancels it.
            if currentTarget == .window, event.type == "error", let arguments = try onErrorArguments(for: object) {
                let result = try callback.call(this: this, arguments: arguments, in: context)
                if result.isBoolean(in: context) && result.toBoolean(in: context) { event.setCanceledFlag() }
                return
            }
            let result = try callback.call(this: this, arguments: [object.value], in: context)
            if result.isBoolean(in: context) && !result.toBoolean(in: context) { event.setCanceledFlag() }
            return
        }
        if callback.isFunction(in: context) {
            _ = try callback.call(this: this, arguments: [object.value], in: context)
            return
        }
        let method = try callback.property("handleEvent", in: context)
        guard let function = method.asObject(in: context), function.isFunction(in: context) else {
            let error = makeError(builtins.typeError, "'handleEvent' property of event listener should be callable")
            throw JSException(context: context, value: error.raw)
        }
        _ = try function.call(this: callback, arguments: [object.value], in: context)
    }
}
