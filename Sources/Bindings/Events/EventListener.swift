import JavaScriptEngine

/// One entry of an event target's event listener list.
///
/// https://dom.spec.whatwg.org/#concept-event-listener
final class EventListener {
    /// The event type it listens for.
    let type: String
    /// The callback: a function, or an object with `handleEvent`; for an event handler,
    /// the handler's current value. The store's keeper array holds it alive at ``slot``.
    var callback: JSObject
    /// Where the store's keeper array holds ``callback``.
    let slot: Int
    /// Whether it runs in the capturing phase (and at the target, before bubbling listeners).
    let capture: Bool
    /// Whether `preventDefault()` is ignored while it runs.
    let passive: Bool
    /// Whether it is removed the first time it runs.
    let once: Bool
    /// Whether it has been removed: set so a dispatch already under way skips it.
    var removed = false
    /// Whether this is an `on…` event handler (called with the event handler processing
    /// algorithm) rather than a listener added with `addEventListener`.
    ///
    /// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes
    let isEventHandler: Bool

    init(type: String, callback: JSObject, slot: Int, capture: Bool, passive: Bool, once: Bool, isEventHandler: Bool) {
        self.type = type
        self.callback = callback
        self.slot = slot
        self.capture = capture
        self.passive = passive
        self.once = once
        self.isEventHandler = isEventHandler
    }
}

/// The options of `addEventListener` and `removeEventListener`, flattened.
///
/// https://dom.spec.whatwg.org/#concept-flatten-options and
/// https://dom.spec.whatwg.org/#event-flatten-more
struct EventListenerOptions {
    var capture = false
    var once = false
    /// nil when not given: the default passive value applies.
    var passive: Bool?

    /// Flattens `options` (a boolean meaning `capture`, or a dictionary); `more` also reads
    /// `once` and `passive` (for `addEventListener`).
    init(_ options: JSValue, more: Bool, in context: JSContext) throws {
        guard let dictionary = options.asObject(in: context) else {
            // WebIDL `(AddEventListenerOptions or boolean)`: null and undefined are the
            // dictionary with its defaults; anything else not an object is a boolean.
            capture = options.isNullish(in: context) ? false : options.toBoolean(in: context)
            return
        }
        capture = try dictionary.property("capture", in: context).toBoolean(in: context)
        guard more else { return }
        once = try dictionary.property("once", in: context).toBoolean(in: context)
        let passiveValue = try dictionary.property("passive", in: context)
        if !passiveValue.isUndefined(in: context) { passive = passiveValue.toBoolean(in: context) }
    }
}
