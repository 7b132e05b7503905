import DOM
import JavaScriptEngine

// The UI Events interfaces fill scripts construct: `UIEvent`, `FocusEvent`, `MouseEvent`,
// `PointerEvent`, `KeyboardEvent`, `InputEvent`. Small but real: their init dictionaries,
// attributes and legacy init methods, without any input device behind them.

extension InterfaceDefinition {
    /// `UIEvent`.
    ///
    /// https://w3c.github.io/uievents/#interface-uievent
    static let uiEvent: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "UIEvent", parent: "Event")
        definition.properties = [
            NativeProperty("view", get: { _, object, _, exception in
                eventGetter(object, exception) { event in
                    event.hasView ? event.realm.context.globalObject.value : event.realm.context.null
                }
            }),
            NativeProperty("detail", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.detail) }
            }),
            // https://w3c.github.io/uievents/#dom-uievent-which
            NativeProperty("which", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.which) }
            }),
        ]
        definition.methods = [
            // https://w3c.github.io/uievents/#dom-uievent-inituievent
            NativeMethod("initUIEvent") { context, function, this, count, arguments, exception in
                eventOperation(context, function, this, count, arguments, exception, EventBindings.uiEventClass, "initUIEvent") {
                    call, event in
                    let type = try call.requiredString(0, "UIEvent.initUIEvent")
                    let view = try call.view(3, "UIEvent.initUIEvent")
                    let detail = try call.integer(4)
                    guard !event.dispatchFlag else { return event.realm.context.undefined }
                    event.initialize(type: type, bubbles: call.boolean(1), cancelable: call.boolean(2))
                    event.hasView = view
                    event.detail = detail
                    return event.realm.context.undefined
                }
            }
        ]
        definition.constructorLength = 1
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try realm.constructEvent(.uiEvent, call)
            }
        }
        return definition
    }()

    /// `FocusEvent`.
    ///
    /// https://w3c.github.io/uievents/#interface-focusevent
    static let focusEvent: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "FocusEvent", parent: "UIEvent")
        definition.properties = [relatedTargetProperty]
        definition.constructorLength = 1
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try realm.constructEvent(.focusEvent, call)
            }
        }
        return definition
    }()

    /// `MouseEvent`. Without layout, `pageX`, `x` and `offsetX` are `clientX` (and the same for Y).
    ///
    /// https://w3c.github.io/uievents/#interface-mouseevent
    static let mouseEvent: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "MouseEvent", parent: "UIEvent")
        definition.properties = modifierProperties + [
            relatedTargetProperty,
            NativeProperty("screenX", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.mouse.screenX) }
            }),
            NativeProperty("screenY", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.mouse.screenY) }
            }),
            NativeProperty("clientX", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.mouse.clientX) }
            }),
            NativeProperty("clientY", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.mouse.clientY) }
            }),
            NativeProperty("x", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.mouse.clientX) }
            }),
            NativeProperty("y", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.mouse.clientY) }
            }),
            NativeProperty("pageX", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.mouse.clientX) }
            }),
            NativeProperty("pageY", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.mouse.clientY) }
            }),
            NativeProperty("offsetX", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.mouse.clientX) }
            }),
            NativeProperty("offsetY", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.mouse.clientY) }
            }),
            NativeProperty("movementX", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(0) }
            }),
            NativeProperty("movementY", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(0) }
            }),
            NativeProperty("button", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.mouse.button) }
            }),
            NativeProperty("buttons", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.mouse.buttons) }
            }),
        ]
        definition.methods = [
            mouseGetModifierState,
            // https://w3c.github.io/uievents/#dom-mouseevent-initmouseevent
            NativeMethod("initMouseEvent") { context, function, this, count, arguments, exception in
                eventOperation(
                    context, function, this, count, arguments, exception, EventBindings.mouseEventClass, "initMouseEvent"
                ) { call, event in
                    let type = try call.requiredString(0, "MouseEvent.initMouseEvent")
                    let view = try call.view(3, "MouseEvent.initMouseEvent")
                    let detail = try call.integer(4)
                    let mouse = MouseFields(
                        screenX: try call.integer(5), screenY: try call.integer(6), clientX: try call.integer(7),
                        clientY: try call.integer(8), button: Int(Int16(truncatingIfNeeded: try call.integer(13))),
                        buttons: event.mouse.buttons)
                    let modifiers = ModifierKeys(
                        ctrlKey: call.boolean(9), shiftKey: call.boolean(11), altKey: call.boolean(10),
                        metaKey: call.boolean(12))
                    let relatedTarget = try call.eventTarget(14, in: event.realm, "MouseEvent.initMouseEvent")
                    guard !event.dispatchFlag else { return event.realm.context.undefined }
                    event.initialize(type: type, bubbles: call.boolean(1), cancelable: call.boolean(2))
                    event.hasView = view
                    event.detail = detail
                    event.mouse = mouse
                    event.modifiers = modifiers
                    event.relatedTarget = relatedTarget
                    return event.realm.context.undefined
                }
            },
        ]
        definition.constructorLength = 1
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try realm.constructEvent(.mouseEvent, call)
            }
        }
        return definition
    }()

    /// `PointerEvent` (what `click()` fires in WebKit).
    ///
    /// https://w3c.github.io/pointerevents/#pointerevent-interface
    static let pointerEvent: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "PointerEvent", parent: "MouseEvent")
        definition.properties = [
            NativeProperty("pointerId", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.pointer.pointerId) }
            }),
            NativeProperty("width", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.pointer.width) }
            }),
            NativeProperty("height", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.pointer.height) }
            }),
            NativeProperty("pressure", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.pointer.pressure) }
            }),
            NativeProperty("tangentialPressure", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.pointer.tangentialPressure) }
            }),
            NativeProperty("tiltX", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.pointer.tiltX) }
            }),
            NativeProperty("tiltY", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.pointer.tiltY) }
            }),
            NativeProperty("twist", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.pointer.twist) }
            }),
            NativeProperty("pointerType", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.string(event.pointer.pointerType) }
            }),
            NativeProperty("isPrimary", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.boolean(event.pointer.isPrimary) }
            }),
        ]
        definition.constructorLength = 1
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try realm.constructEvent(.pointerEvent, call)
            }
        }
        return definition
    }()

    /// `KeyboardEvent`, with the legacy `keyCode`, `charCode` and `which` taken from the
    /// init dictionary as WebKit does (no key is ever pressed).
    ///
    /// https://w3c.github.io/uievents/#interface-keyboardevent
    static let keyboardEvent: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "KeyboardEvent", parent: "UIEvent")
        definition.constants = [
            ("DOM_KEY_LOCATION_STANDARD", 0), ("DOM_KEY_LOCATION_LEFT", 1), ("DOM_KEY_LOCATION_RIGHT", 2),
            ("DOM_KEY_LOCATION_NUMPAD", 3),
        ]
        definition.properties = modifierProperties + [
            NativeProperty("key", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.string(event.keyboard.key) }
            }),
            NativeProperty("code", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.string(event.keyboard.code) }
            }),
            NativeProperty("location", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.keyboard.location) }
            }),
            NativeProperty("repeat", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.boolean(event.keyboard.isRepeat) }
            }),
            NativeProperty("isComposing", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.boolean(event.keyboard.isComposing) }
            }),
            NativeProperty("charCode", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.keyboard.charCode) }
            }),
            NativeProperty("keyCode", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.number(event.keyboard.keyCode) }
            }),
            NativeProperty("keyIdentifier", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.string(event.keyboard.keyIdentifier) }
            }),
        ]
        definition.methods = [
            keyboardGetModifierState,
            // WebKit's form: (type, bubbles, cancelable, view, keyIdentifier, location, ctrlKey,
            // altKey, shiftKey, metaKey). https://w3c.github.io/uievents/#dom-keyboardevent-initkeyboardevent
            NativeMethod("initKeyboardEvent") { context, function, this, count, arguments, exception in
                eventOperation(
                    context, function, this, count, arguments, exception, EventBindings.keyboardEventClass,
                    "initKeyboardEvent"
                ) { call, event in
                    let type = try call.requiredString(0, "KeyboardEvent.initKeyboardEvent")
                    let view = try call.view(3, "KeyboardEvent.initKeyboardEvent")
                    let keyIdentifier = call.has(4) ? try call.string(4) : "undefined"
                    let location = try call.unsignedInteger(5)
                    let modifiers = ModifierKeys(
                        ctrlKey: call.boolean(6), shiftKey: call.boolean(8), altKey: call.boolean(7), metaKey: call.boolean(9))
                    guard !event.dispatchFlag else { return event.realm.context.undefined }
                    event.initialize(type: type, bubbles: call.boolean(1), cancelable: call.boolean(2))
                    event.hasView = view
                    event.keyboard.keyIdentifier = keyIdentifier
                    event.keyboard.location = location
                    event.modifiers = modifiers
                    return event.realm.context.undefined
                }
            },
        ]
        definition.constructorLength = 1
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try realm.constructEvent(.keyboardEvent, call)
            }
        }
        return definition
    }()

    /// `InputEvent`.
    ///
    /// https://w3c.github.io/uievents/#interface-inputevent
    static let inputEvent: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "InputEvent", parent: "UIEvent")
        definition.properties = [
            NativeProperty("data", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.stringOrNull(event.input.data) }
            }),
            NativeProperty("inputType", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.string(event.input.inputType) }
            }),
            NativeProperty("isComposing", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.boolean(event.input.isComposing) }
            }),
            NativeProperty("dataTransfer", get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.null }
            }),
        ]
        definition.methods = [
            // https://w3c.github.io/input-events/#dom-inputevent-gettargetranges: no ranges here.
            NativeMethod("getTargetRanges") { context, function, this, count, arguments, exception in
                eventOperation(
                    context, function, this, count, arguments, exception, EventBindings.inputEventClass, "getTargetRanges"
                ) { _, event in try event.realm.context.makeArray([]).value }
            }
        ]
        definition.constructorLength = 1
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try realm.constructEvent(.inputEvent, call)
            }
        }
        return definition
    }()

    /// `relatedTarget` of `FocusEvent` and `MouseEvent`.
    private static let relatedTargetProperty = NativeProperty("relatedTarget", get: { _, object, _, exception in
        eventGetter(object, exception) { event in event.realm.value(of: event.relatedTarget) }
    })

    /// `ctrlKey`, `shiftKey`, `altKey`, `metaKey` of `MouseEvent` and `KeyboardEvent`.
    private static let modifierProperties: [NativeProperty] = [
        NativeProperty("ctrlKey", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.context.boolean(event.modifiers.ctrlKey) }
        }),
        NativeProperty("shiftKey", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.context.boolean(event.modifiers.shiftKey) }
        }),
        NativeProperty("altKey", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.context.boolean(event.modifiers.altKey) }
        }),
        NativeProperty("metaKey", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.context.boolean(event.modifiers.metaKey) }
        }),
    ]

    /// `getModifierState(key)` of `MouseEvent`.
    ///
    /// https://w3c.github.io/uievents/#dom-mouseevent-getmodifierstate
    private static let mouseGetModifierState = NativeMethod("getModifierState") {
        context, function, this, count, arguments, exception in
        eventOperation(context, function, this, count, arguments, exception, EventBindings.mouseEventClass, "getModifierState") {
            call, event in
            event.realm.context.boolean(event.modifiers.state(of: try call.requiredString(0, "MouseEvent.getModifierState")))
        }
    }

    /// `getModifierState(key)` of `KeyboardEvent`.
    ///
    /// https://w3c.github.io/uievents/#dom-keyboardevent-getmodifierstate
    private static let keyboardGetModifierState = NativeMethod("getModifierState") {
        context, function, this, count, arguments, exception in
        eventOperation(
            context, function, this, count, arguments, exception, EventBindings.keyboardEventClass, "getModifierState"
        ) { call, event in
            event.realm.context.boolean(event.modifiers.state(of: try call.requiredString(0, "KeyboardEvent.getModifierState")))
        }
    }
}

extension Realm {
    /// Reads the members of the `UIEvent` family's init dictionaries into `event`.
    ///
    /// https://w3c.github.io/uievents/#idl-uieventinit and the dictionaries inheriting from it
    func readUIEventInit(_ dictionary: DictionaryArgument, into event: EventPayload) throws {
        event.detail = try dictionary.long("detail")
        event.hasView = try dictionary.view("view")
        switch event.interface {
        case .focusEvent:
            event.relatedTarget = try dictionary.eventTarget("relatedTarget")
        case .mouseEvent, .pointerEvent:
            try readModifiers(dictionary, into: event)
            event.mouse = MouseFields(
                screenX: try dictionary.long("screenX"), screenY: try dictionary.long("screenY"),
                clientX: try dictionary.long("clientX"), clientY: try dictionary.long("clientY"),
                button: try dictionary.short("button"), buttons: try dictionary.unsignedShort("buttons"))
            event.relatedTarget = try dictionary.eventTarget("relatedTarget")
            guard event.interface == .pointerEvent else { return }
            // https://w3c.github.io/pointerevents/#pointerevent-interface (PointerEventInit)
            event.pointer = PointerFields(
                pointerId: try dictionary.long("pointerId"), width: try dictionary.double("width", default: 1),
                height: try dictionary.double("height", default: 1), pressure: try dictionary.double("pressure"),
                tangentialPressure: try dictionary.double("tangentialPressure"), tiltX: try dictionary.long("tiltX"),
                tiltY: try dictionary.long("tiltY"), twist: try dictionary.long("twist"),
                pointerType: try dictionary.string("pointerType"), isPrimary: try dictionary.boolean("isPrimary"))
        case .keyboardEvent:
            try readModifiers(dictionary, into: event)
            event.keyboard = KeyboardFields(
                key: try dictionary.string("key"), code: try dictionary.string("code"),
                location: try dictionary.unsignedLong("location"), isRepeat: try dictionary.boolean("repeat"),
                isComposing: try dictionary.boolean("isComposing"), charCode: try dictionary.unsignedLong("charCode"),
                keyCode: try dictionary.unsignedLong("keyCode"), which: try dictionary.unsignedLong("which"),
                keyIdentifier: try dictionary.string("keyIdentifier"))
        case .inputEvent:
            event.input = InputFields(
                data: try dictionary.nullableString("data"), inputType: try dictionary.string("inputType"),
                isComposing: try dictionary.boolean("isComposing"))
        case .event, .customEvent, .uiEvent, .submitEvent:
            break
        }
    }

    /// https://w3c.github.io/uievents/#dictdef-eventmodifierinit
    private func readModifiers(_ dictionary: DictionaryArgument, into event: EventPayload) throws {
        event.modifiers = ModifierKeys(
            ctrlKey: try dictionary.boolean("ctrlKey"), shiftKey: try dictionary.boolean("shiftKey"),
            altKey: try dictionary.boolean("altKey"), metaKey: try dictionary.boolean("metaKey"))
    }
}

extension NativeCall {
    /// Argument `index` as a `Window?` (legacy init methods' `view`): whether it is the window.
    func view(_ index: Int, _ operation: StaticString) throws -> Bool {
        let value = self[index]
        if value.isNullish(in: context) { return false }
        guard value.raw == context.globalObject.raw else {
            throw BindingError.typeError("Argument \(index + 1) ('view') to \(operation) must be an instance of Window")
        }
        return true
    }

    /// Argument `index` as an `EventTarget?`.
    func eventTarget(_ index: Int, in realm: Realm, _ operation: StaticString) throws -> EventTargetID? {
        let value = self[index]
        if value.isNullish(in: context) { return nil }
        guard let target = realm.eventTarget(from: value) else {
            throw BindingError.typeError("Argument \(index + 1) ('relatedTarget') to \(operation) must be an instance of EventTarget")
        }
        return target
    }
}
