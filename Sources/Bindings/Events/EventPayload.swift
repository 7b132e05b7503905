import DOM
import JavaScriptEngine

/// The event interfaces appexjs implements, each with its `Event` subclass's name.
enum EventInterface: String {
    case event = "Event"
    case customEvent = "CustomEvent"
    case uiEvent = "UIEvent"
    case focusEvent = "FocusEvent"
    case mouseEvent = "MouseEvent"
    case pointerEvent = "PointerEvent"
    case keyboardEvent = "KeyboardEvent"
    case inputEvent = "InputEvent"
    case submitEvent = "SubmitEvent"

    /// Whether it is `MouseEvent` or inherits from it (what makes a `click` an activation event).
    var isMouseEvent: Bool { self == .mouseEvent || self == .pointerEvent }

    /// The interfaces `document.createEvent` makes, by ASCII-lowercased name: the DOM
    /// standard's table, less the interfaces appexjs does not have.
    ///
    /// https://dom.spec.whatwg.org/#dom-document-createevent
    static let legacyNames: [String: EventInterface] = [
        "event": .event, "events": .event, "htmlevents": .event, "svgevents": .event,
        "customevent": .customEvent, "uievent": .uiEvent, "uievents": .uiEvent, "focusevent": .focusEvent,
        "mouseevent": .mouseEvent, "mouseevents": .mouseEvent, "keyboardevent": .keyboardEvent,
        "keyboardevents": .keyboardEvent,
    ]

    /// The interfaces of the same table that standard object groups make (see
    /// `StandardObjectGroup.eventsSource` and `touchSource`), by ASCII-lowercased name: each
    /// group's `createEvent(name)` makes one.
    static let legacyNamesOfStandardObjects: [String: (group: StandardObjectGroup, interface: String)] = [
        "beforeunloadevent": (.events, "BeforeUnloadEvent"), "compositionevent": (.events, "CompositionEvent"),
        "dragevent": (.events, "DragEvent"), "hashchangeevent": (.events, "HashChangeEvent"),
        "messageevent": (.events, "MessageEvent"), "popstateevent": (.events, "PopStateEvent"),
        "storageevent": (.events, "StorageEvent"), "wheelevent": (.events, "WheelEvent"), "touchevent": (.touch, "TouchEvent"),
        "textevent": (.events, "TextEvent"),
    ]
}

/// `eventPhase`.
///
/// https://dom.spec.whatwg.org/#dom-event-eventphase
enum EventPhase: Int {
    case none = 0, capturing = 1, atTarget = 2, bubbling = 3
}

/// The modifier keys of mouse and keyboard events.
///
/// https://w3c.github.io/uievents/#dictdef-eventmodifierinit
struct ModifierKeys {
    var ctrlKey = false
    var shiftKey = false
    var altKey = false
    var metaKey = false

    /// `getModifierState(key)`.
    ///
    /// https://w3c.github.io/uievents/#dom-mouseevent-getmodifierstate
    func state(of key: String) -> Bool {
        switch key {
        case "Control": return ctrlKey
        case "Shift": return shiftKey
        case "Alt": return altKey
        case "Meta": return metaKey
        default: return false
        }
    }
}

/// The members `MouseEvent` adds.
///
/// https://w3c.github.io/uievents/#interface-mouseevent
struct MouseFields {
    var screenX = 0
    var screenY = 0
    var clientX = 0
    var clientY = 0
    var button = 0
    var buttons = 0
}

/// The members `PointerEvent` adds.
///
/// https://w3c.github.io/pointerevents/#pointerevent-interface
struct PointerFields {
    var pointerId = 0
    var width = 1.0
    var height = 1.0
    var pressure = 0.0
    var tangentialPressure = 0.0
    var tiltX = 0
    var tiltY = 0
    var twist = 0
    var pointerType = ""
    var isPrimary = false
}

/// The members `KeyboardEvent` adds, with the legacy codes WebKit takes from the init dictionary.
///
/// https://w3c.github.io/uievents/#interface-keyboardevent
struct KeyboardFields {
    var key = ""
    var code = ""
    var location = 0
    var isRepeat = false
    var isComposing = false
    var charCode = 0
    var keyCode = 0
    var which = 0
    /// WebKit's deprecated `keyIdentifier` (what `initKeyboardEvent` sets).
    var keyIdentifier = ""
}

/// The members `InputEvent` adds.
///
/// https://w3c.github.io/uievents/#interface-inputevent
struct InputFields {
    var data: String?
    var inputType = ""
    var isComposing = false
}

/// The state of one event object: what the DOM standard says an event has, plus the
/// members of the `UIEvent` family (unused members keep their defaults).
///
/// An event's payload holds no JavaScript values, so it may safely be released after its
/// realm (`CustomEvent.detail` is a property of the event object itself).
///
/// https://dom.spec.whatwg.org/#concept-event
final class EventPayload: Payload {
    /// The event's interface.
    let interface: EventInterface
    /// `type`.
    var type = ""
    /// `target`.
    var target: EventTargetID?
    /// `relatedTarget` (`FocusEvent`, `MouseEvent`).
    var relatedTarget: EventTargetID?
    /// `currentTarget`.
    var currentTarget: EventTargetID?
    /// `eventPhase`.
    var eventPhase = EventPhase.none
    /// The event path while it is being dispatched, target first (what `composedPath()` returns).
    var path: [EventTargetID] = []
    /// https://dom.spec.whatwg.org/#stop-propagation-flag
    var stopPropagationFlag = false
    /// https://dom.spec.whatwg.org/#stop-immediate-propagation-flag
    var stopImmediatePropagationFlag = false
    /// https://dom.spec.whatwg.org/#canceled-flag
    var canceledFlag = false
    /// https://dom.spec.whatwg.org/#in-passive-listener-flag
    var inPassiveListenerFlag = false
    /// https://dom.spec.whatwg.org/#composed-flag
    var composedFlag = false
    /// https://dom.spec.whatwg.org/#initialized-flag
    var initializedFlag = false
    /// https://dom.spec.whatwg.org/#dispatch-flag
    var dispatchFlag = false
    /// `bubbles`.
    var bubbles = false
    /// `cancelable`.
    var cancelable = false
    /// `isTrusted`: true only for events the user agent fires.
    var isTrusted = false
    /// `timeStamp`: the realm's clock when the event was made.
    let timeStamp: Double

    /// `UIEvent.view`: whether it is the window (the only view there is) or null.
    var hasView = false
    /// `UIEvent.detail`.
    var detail = 0
    /// Modifier keys of `MouseEvent` and `KeyboardEvent`.
    var modifiers = ModifierKeys()
    /// `MouseEvent` members.
    var mouse = MouseFields()
    /// `PointerEvent` members.
    var pointer = PointerFields()
    /// `KeyboardEvent` members.
    var keyboard = KeyboardFields()
    /// `InputEvent` members.
    var input = InputFields()
    /// `SubmitEvent.submitter`.
    var submitter: NodeID?

    init(realm: Realm, interface: EventInterface, timeStamp: Double) {
        self.interface = interface
        self.timeStamp = timeStamp
        super.init(realm: realm)
    }

    /// Sets the canceled flag when the event is cancelable and no passive listener is running.
    ///
    /// https://dom.spec.whatwg.org/#set-the-canceled-flag
    func setCanceledFlag() {
        if cancelable && !inPassiveListenerFlag { canceledFlag = true }
    }

    /// Initializes the event for `initEvent` and its legacy relatives.
    ///
    /// https://dom.spec.whatwg.org/#concept-event-initialize
    func initialize(type: String, bubbles: Bool, cancelable: Bool) {
        initializedFlag = true
        stopPropagationFlag = false
        stopImmediatePropagationFlag = false
        canceledFlag = false
        isTrusted = false
        target = nil
        self.type = type
        self.bubbles = bubbles
        self.cancelable = cancelable
    }

    /// `UIEvent.which`: the mouse button plus one for mouse events, the dictionary's
    /// `which` for keyboard events (as WebKit does), else 0.
    var which: Int {
        switch interface {
        case .mouseEvent, .pointerEvent: return mouse.button + 1
        case .keyboardEvent: return keyboard.which
        default: return 0
        }
    }
}

extension Realm {
    /// A new event object of `interface` with type `type`, not yet initialized (as
    /// `createEvent` makes them; constructors set the initialized flag).
    ///
    /// https://dom.spec.whatwg.org/#concept-event-create
    func makeEvent(_ interface: EventInterface, type: String) -> (object: JSObject, event: EventPayload) {
        let event = EventPayload(realm: self, interface: interface, timeStamp: eventLoop.now)
        event.type = type
        let object = makeObject(interface.rawValue, payload: event)
        return (object, event)
    }

    /// The event an argument is, if it is an event object of this realm.
    func event(from value: JSValue) -> EventPayload? {
        guard value.isObject(of: EventBindings.eventClass, in: context), let pointer = JSObject(raw: value.raw).privateData,
            let event = Payload.from(pointer) as? EventPayload, event.realm === self
        else { return nil }
        return event
    }

    /// Sets what `CustomEvent.detail` gives for the event object (kept in the bootstrap
    /// script's `customEventDetails`, so the payload holds no JavaScript value).
    func setCustomEventDetail(_ detail: JSValue, of object: JSObject) throws(JSException) {
        let details = try bootstrapExtras.property("customEventDetails", in: context).asObject(in: context)
        guard let set = try details?.property("set", in: context).asObject(in: context) else { return }
        _ = try set.call(this: details, arguments: [object.value, detail], in: context)
    }

    /// What `CustomEvent.detail` gives for the event object: null until set.
    func customEventDetail(of object: JSObject) throws(JSException) -> JSValue {
        let details = try bootstrapExtras.property("customEventDetails", in: context).asObject(in: context)
        guard let get = try details?.property("get", in: context).asObject(in: context) else { return context.null }
        return try get.call(this: details, arguments: [object.value], in: context)
    }
}
