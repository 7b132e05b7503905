import DOM
import JavaScriptEngine

/// The `on…` event handler IDL attributes (`element.onclick = f`, `window.onload = f`).
///
/// On nodes (and script-made targets) they are accessors: setting one to an object adds an
/// event handler among the target's listeners, where it keeps its place when set again;
/// setting anything else removes it. On the window they are plain globals, initially null,
/// that dispatch reads when an event reaches the window. Content attributes
/// (`<div onclick="…">`) are never compiled: page scripts do not run.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-attributes
enum EventHandlerAttributes {
    /// `GlobalEventHandlers` as WebKit has them (elements, documents and the window),
    /// with its prefixed animation, transition and force-touch handlers.
    ///
    /// https://html.spec.whatwg.org/multipage/webappapis.html#globaleventhandlers
    static let globalNames: [String] = [
        "onabort", "onanimationcancel", "onanimationend", "onanimationiteration", "onanimationstart", "onauxclick",
        "onbeforeinput", "onbeforematch", "onbeforetoggle", "onblur", "oncancel", "oncanplay", "oncanplaythrough",
        "onchange", "onclick", "onclose", "oncontentvisibilityautostatechange", "oncontextmenu", "oncopy",
        "oncuechange", "oncut", "ondblclick", "ondrag", "ondragend", "ondragenter", "ondragleave", "ondragover",
        "ondragstart", "ondrop", "ondurationchange", "onemptied", "onended", "onerror", "onfocus", "onformdata",
        "ongotpointercapture", "oninput", "oninvalid", "onkeydown", "onkeypress", "onkeyup", "onload", "onloadeddata",
        "onloadedmetadata", "onloadstart", "onlostpointercapture", "onmousedown", "onmouseenter", "onmouseleave",
        "onmousemove", "onmouseout", "onmouseover", "onmouseup", "onmousewheel", "onpaste", "onpause", "onplay",
        "onplaying", "onpointercancel", "onpointerdown", "onpointerenter", "onpointerleave", "onpointermove",
        "onpointerout", "onpointerover", "onpointerup", "onprogress", "onratechange", "onreset", "onresize",
        "onscroll", "onsecuritypolicyviolation", "onseeked", "onseeking", "onselect", "onselectionchange",
        "onselectstart", "onslotchange", "onstalled", "onsubmit", "onsuspend", "ontimeupdate", "ontoggle",
        "ontransitioncancel", "ontransitionend", "ontransitionrun", "ontransitionstart", "onvolumechange",
        "onwaiting", "onwebkitanimationend", "onwebkitanimationiteration", "onwebkitanimationstart",
        "onwebkitmouseforcechanged", "onwebkitmouseforcedown", "onwebkitmouseforceup", "onwebkitmouseforcewillbegin",
        "onwebkittransitionend", "onwheel",
    ]

    /// `WindowEventHandlers`, only on the window.
    ///
    /// https://html.spec.whatwg.org/multipage/webappapis.html#windoweventhandlers
    static let windowNames: [String] = [
        "onafterprint", "onbeforeprint", "onbeforeunload", "ongamepadconnected", "ongamepaddisconnected",
        "onhashchange", "onlanguagechange", "onmessage", "onmessageerror", "onoffline", "ononline", "onpagehide",
        "onpagereveal", "onpageshow", "onpageswap", "onpopstate", "onrejectionhandled", "onstorage",
        "onunhandledrejection", "onunload",
    ]

    /// The handlers WebKit gives elements or documents but not the window (its `Element`'s
    /// and `Document`'s own). Node classes are flat, so every node has them.
    static let nodeNames: [String] = [
        "onbeforecopy", "onbeforecut", "onbeforeload", "onbeforepaste", "onfocusin", "onfocusout",
        "onfullscreenchange", "onfullscreenerror", "onpointerlockchange", "onpointerlockerror", "onreadystatechange",
        "onvisibilitychange", "onwebkitfullscreenchange", "onwebkitfullscreenerror",
    ]

    /// The accessors event targets get (one getter and one setter serve every name: the
    /// engine passes the property name).
    static let properties: [NativeProperty] = (globalNames + nodeNames).map {
        NativeProperty($0, get: getter, set: setter)
    }

    private static let getter: NativeGetterCallback = { context, object, name, exception in
        guard let object, let name, let (realm, target) = eventTargetOfWrapper(object) else { return nil }
        return realm.value(ofEventHandler: eventType(swiftString(name)), on: target).raw
    }

    private static let setter: NativeSetterCallback = { context, object, name, value, exception in
        guard let object, let name, let value, let (realm, target) = eventTargetOfWrapper(object) else { return false }
        realm.eventTargets.setEventHandler(eventType(swiftString(name)), to: JSValue(raw: value), on: target)
        return true
    }

    /// The event type of a handler name (`onclick` → `click`).
    static func eventType(_ name: String) -> String { String(name.dropFirst(2)) }

    /// The event types whose handlers the window has (`click` for `onclick`).
    static let windowHandlerTypes: Set<String> = Set((globalNames + windowNames).map(eventType))

    /// The bootstrap script's line declaring the window's handlers as globals set to null.
    /// The window is the class-less global object, so they are plain properties: defining
    /// JavaScript accessors for them made every realm about 10% slower to create. Dispatch
    /// reads them when an event reaches the window (see ``Realm/windowEventHandler(for:)``).
    static let windowBootstrapLines: [String] = [
        "  var " + (globalNames + windowNames).sorted().map { "\($0) = null" }.joined(separator: ", ") + ";"
    ]
}

extension Realm {
    /// An event handler's value, or `null`.
    func value(ofEventHandler type: String, on target: EventTargetID) -> JSValue {
        eventTargets.eventHandler(type, of: target)?.value ?? context.null
    }

    /// The window's event handler for `type` as a listener, when a script set `window.on…`
    /// to an object. It runs before the window's other bubbling listeners (where handlers
    /// set in markup would be; WebKit runs it in the order it was first set).
    func windowEventHandler(for type: String) -> EventListener? {
        guard EventHandlerAttributes.windowHandlerTypes.contains(type),
            let value = try? context.globalObject.property("on" + type, in: context),
            let handler = value.asObject(in: context)
        else { return nil }
        return EventListener(
            type: type, callback: handler, slot: -1, capture: false, passive: false, once: false, isEventHandler: true)
    }
}

/// The realm and event target of a wrapper object (a node or a script-made `EventTarget`).
func eventTargetOfWrapper(_ object: OpaquePointer) -> (Realm, EventTargetID)? {
    guard let pointer = JSObject(raw: object).privateData else { return nil }
    let payload = Payload.from(pointer)
    if let node = payload as? NodePayload { return (node.realm, .node(node.node)) }
    if let standalone = payload as? EventTargetPayload { return (standalone.realm, .standalone(standalone.number)) }
    return nil
}
