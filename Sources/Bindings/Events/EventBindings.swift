import DOM
import JavaScriptEngine

/// Events: `EventTarget`, `Event`, `CustomEvent`, the `UIEvent` family, dispatch, and what
/// other interfaces get from them (the window's and documents' event methods, `click()`,
/// `focus()`, `blur()`, `document.activeElement`, the `on…` handler attributes).
///
/// https://dom.spec.whatwg.org/#events
enum EventBindings {
    /// The interfaces after `EventTarget` (which is listed first, as every node inherits from it).
    static let interfaces: [InterfaceDefinition] = [
        .event, .customEvent, .uiEvent, .focusEvent, .mouseEvent, .pointerEvent, .keyboardEvent, .inputEvent,
        .submitEvent,
    ]

    /// The window's own event methods. The window is an `EventTarget`, but the class-less
    /// global object cannot inherit from `EventTarget.prototype`, so these are that
    /// prototype's functions copied onto it (their `this` check takes the window, and what
    /// a missing `this` becomes): `window.addEventListener === EventTarget.prototype.addEventListener`,
    /// as in WebKit.
    static let windowMethodNames = ["addEventListener", "removeEventListener", "dispatchEvent"]

    /// Gives the window `EventTarget.prototype`'s event methods, once that prototype is wired.
    static func installWindowMethods(in realm: Realm) throws(JSException) {
        guard let prototype = realm.interfaceWiring.prototypes[eventTargetRegisteredClass.index] else {
            preconditionFailure("EventTarget.prototype is not wired")
        }
        let context = realm.context
        for name in windowMethodNames {
            try context.globalObject.setProperty(name, try prototype.property(name, in: context), in: context)
        }
    }

    /// Lines of the bootstrap script (inside its block where `native` is in scope): the
    /// window's `on…` handlers.
    static let bootstrapLines: [String] = EventHandlerAttributes.windowBootstrapLines

    /// Methods documents get (`createEvent`).
    static let documentMethods: [NativeMethod] = [
        // https://dom.spec.whatwg.org/#dom-document-createevent
        NativeMethod("createEvent") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "createEvent") {
                call, realm, _ in
                let name = asciiLowercase(try call.requiredString(0, "Document.createEvent"))
                if let interface = EventInterface.legacyNames[name] {
                    return realm.makeEvent(interface, type: "").object.value
                }
                guard let (group, interface) = EventInterface.legacyNamesOfStandardObjects[name] else {
                    throw DOMException(.notSupportedError, "The operation is not supported.")
                }
                // Made by the group's constructor, then uninitialized as createEvent's are.
                guard let create = try realm.standardObject("createEvent", in: group).asObject(in: realm.context) else {
                    throw DOMException(.notSupportedError, "The operation is not supported.")
                }
                let object = try create.call(this: nil, arguments: [realm.context.string(interface)], in: realm.context)
                realm.event(from: object)?.initializedFlag = false
                return object
            }
        }
    ]

    /// Attributes documents get (`activeElement`).
    static let documentProperties: [NativeProperty] = [
        NativeProperty("activeElement", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.activeElement(of: node)) }
        })
    ]

    /// Methods HTML elements get (`click`, `focus`, `blur`).
    static let htmlElementMethods: [NativeMethod] = [
        // https://html.spec.whatwg.org/multipage/interaction.html#dom-click
        NativeMethod("click") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "click") {
                _, realm, node in
                try realm.click(node)
                return realm.context.undefined
            }
        },
        NativeMethod("focus") { context, function, this, count, arguments, exception in
            focusOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "focus", focusing: true)
        },
        NativeMethod("blur") { context, function, this, count, arguments, exception in
            focusOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "blur", focusing: false)
        },
    ]

    /// `focus` and `blur` of SVG elements (the `HTMLOrSVGElement` mixin).
    static let svgElementMethods: [NativeMethod] = [
        NativeMethod("focus") { context, function, this, count, arguments, exception in
            focusOperation(context, function, this, count, arguments, exception, NodeInterface.svgElement, "focus", focusing: true)
        },
        NativeMethod("blur") { context, function, this, count, arguments, exception in
            focusOperation(context, function, this, count, arguments, exception, NodeInterface.svgElement, "blur", focusing: false)
        },
    ]

    /// `focus` and `blur` of MathML elements (the `HTMLOrSVGElement` mixin).
    static let mathMLElementMethods: [NativeMethod] = [
        NativeMethod("focus") { context, function, this, count, arguments, exception in
            focusOperation(context, function, this, count, arguments, exception, NodeInterface.mathMLElement, "focus", focusing: true)
        },
        NativeMethod("blur") { context, function, this, count, arguments, exception in
            focusOperation(context, function, this, count, arguments, exception, NodeInterface.mathMLElement, "blur", focusing: false)
        },
    ]

    /// `element.focus()` (the focusing steps) or `element.blur()` (the unfocusing steps)
    /// on an element of `required`.
    ///
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-focus
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-blur
    private static func focusOperation(
        _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ argumentCount: Int,
        _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
        _ required: NodeInterface, _ name: StaticString, focusing: Bool
    ) -> OpaquePointer? {
        nodeOperation(context, function, this, argumentCount, arguments, exception, required, name) { _, realm, node in
            if focusing { try realm.runFocusingSteps(node) } else { try realm.runUnfocusingSteps(node) }
            return realm.context.undefined
        }
    }

    // The classes, for checking `this` (looked up on first use: the registry is made from
    // the definitions above).
    static let eventTargetClass = InterfaceRegistry.shared.jsClass("EventTarget")
    static let eventClass = InterfaceRegistry.shared.jsClass("Event")
    static let customEventClass = InterfaceRegistry.shared.jsClass("CustomEvent")
    static let uiEventClass = InterfaceRegistry.shared.jsClass("UIEvent")
    static let mouseEventClass = InterfaceRegistry.shared.jsClass("MouseEvent")
    static let keyboardEventClass = InterfaceRegistry.shared.jsClass("KeyboardEvent")
    static let inputEventClass = InterfaceRegistry.shared.jsClass("InputEvent")
    static let eventTargetRegisteredClass = RegisteredClass("EventTarget")
}

extension InterfaceDefinition {
    /// `EventTarget`: the methods of nodes and script-made targets, and the `on…` event
    /// handler attributes (which WebKit has on elements, documents and the window; here
    /// every node has them).
    ///
    /// https://dom.spec.whatwg.org/#interface-eventtarget
    static let eventTarget: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "EventTarget")
        // No finalizer: node wrappers inherit from this class, and the realm owns their payloads.
        definition.properties = EventHandlerAttributes.properties
        definition.methods = [
            NativeMethod("addEventListener") { context, function, this, count, arguments, exception in
                eventTargetOperation(context, function, this, count, arguments, exception, "addEventListener") {
                    call, realm, target in try realm.addEventListener(call, to: target)
                }
            },
            NativeMethod("removeEventListener") { context, function, this, count, arguments, exception in
                eventTargetOperation(context, function, this, count, arguments, exception, "removeEventListener") {
                    call, realm, target in try realm.removeEventListener(call, from: target)
                }
            },
            NativeMethod("dispatchEvent") { context, function, this, count, arguments, exception in
                eventTargetOperation(context, function, this, count, arguments, exception, "dispatchEvent") {
                    call, realm, target in try realm.dispatchEvent(call, at: target)
                }
            },
        ]
        // https://dom.spec.whatwg.org/#dom-eventtarget-eventtarget
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { _, realm in
                realm.eventTargets.makeStandaloneTarget().value
            }
        }
        return definition
    }()
}

/// Runs an `EventTarget` operation: `this` is a node, a script-made target, or the window
/// (the global object, also what a missing `this` becomes); anything else is a TypeError.
@inline(__always)
func eventTargetOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, Realm, EventTargetID) throws -> JSValue
) -> OpaquePointer? {
    let call = NativeCall(context, function, this, count, arguments, exception)
    let resolved: (Realm, EventTargetID)?
    if let this = call.this, this.value.isObject(of: EventBindings.eventTargetClass, in: call.context) {
        resolved = eventTargetOfWrapper(this.raw)
    } else if call.this == nil || call.this?.raw == call.context.globalObject.raw, let realm = RealmRegistry.realm(of: call.context) {
        resolved = (realm, .window)
    } else {
        resolved = nil
    }
    guard let (realm, target) = resolved else {
        return call.throw(illegalInvocation(call.context, name, EventBindings.eventTargetClass.name))
    }
    do {
        return try body(call, realm, target).raw
    } catch {
        return call.throw(realm.throwable(from: error))
    }
}
