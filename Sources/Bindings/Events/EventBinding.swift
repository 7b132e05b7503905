import DOM
import JavaScriptEngine

extension InterfaceDefinition {
    /// `Event`.
    ///
    /// https://dom.spec.whatwg.org/#interface-event
    static let event: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "Event")
        // Only the base class releases the payload: JavaScriptCore runs the finalizer of
        // every class in an object's chain.
        definition.finalize = releaseOnFinalize
        definition.constants = [("NONE", 0), ("CAPTURING_PHASE", 1), ("AT_TARGET", 2), ("BUBBLING_PHASE", 3)]
        definition.properties = eventProperties
        definition.methods = eventMethods
        definition.constructorLength = 1
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try realm.constructEvent(.event, call)
            }
        }
        return definition
    }()

    private static let eventProperties: [NativeProperty] = [
        NativeProperty("type", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.context.string(event.type) }
        }),
        NativeProperty("target", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.value(of: event.target) }
        }),
        // https://dom.spec.whatwg.org/#dom-event-srcelement
        NativeProperty("srcElement", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.value(of: event.target) }
        }),
        NativeProperty("currentTarget", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.value(of: event.currentTarget) }
        }),
        NativeProperty("eventPhase", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.context.number(event.eventPhase.rawValue) }
        }),
        NativeProperty("bubbles", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.context.boolean(event.bubbles) }
        }),
        NativeProperty("cancelable", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.context.boolean(event.cancelable) }
        }),
        NativeProperty("defaultPrevented", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.context.boolean(event.canceledFlag) }
        }),
        // https://dom.spec.whatwg.org/#dom-event-returnvalue
        NativeProperty(
            "returnValue",
            get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.boolean(!event.canceledFlag) }
            },
            set: { _, object, _, value, exception in
                payloadSetter(object, value, exception, as: EventPayload.self) { event, value in
                    if !value.toBoolean(in: event.realm.context) { event.setCanceledFlag() }
                }
            }),
        NativeProperty("composed", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.context.boolean(event.composedFlag) }
        }),
        // [LegacyUnforgeable]: an own, enumerable property of each event.
        NativeProperty("isTrusted", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.context.boolean(event.isTrusted) }
        }, enumerable: true),
        NativeProperty("timeStamp", get: { _, object, _, exception in
            eventGetter(object, exception) { event in event.realm.context.number(event.timeStamp) }
        }),
        // https://dom.spec.whatwg.org/#dom-event-cancelbubble
        NativeProperty(
            "cancelBubble",
            get: { _, object, _, exception in
                eventGetter(object, exception) { event in event.realm.context.boolean(event.stopPropagationFlag) }
            },
            set: { _, object, _, value, exception in
                payloadSetter(object, value, exception, as: EventPayload.self) { event, value in
                    if value.toBoolean(in: event.realm.context) { event.stopPropagationFlag = true }
                }
            }),
    ]

    private static let eventMethods: [NativeMethod] = [
        // https://dom.spec.whatwg.org/#dom-event-composedpath (no shadow trees: the whole path)
        NativeMethod("composedPath") { context, function, this, count, arguments, exception in
            eventOperation(context, function, this, count, arguments, exception, EventBindings.eventClass, "composedPath") {
                _, event in
                let realm = event.realm
                return try realm.context.makeArray(event.path.map { realm.object(of: $0).value }).value
            }
        },
        // https://dom.spec.whatwg.org/#dom-event-stoppropagation
        NativeMethod("stopPropagation") { context, function, this, count, arguments, exception in
            eventOperation(context, function, this, count, arguments, exception, EventBindings.eventClass, "stopPropagation") {
                _, event in
                event.stopPropagationFlag = true
                return event.realm.context.undefined
            }
        },
        // https://dom.spec.whatwg.org/#dom-event-stopimmediatepropagation
        NativeMethod("stopImmediatePropagation") { context, function, this, count, arguments, exception in
            eventOperation(
                context, function, this, count, arguments, exception, EventBindings.eventClass, "stopImmediatePropagation"
            ) { _, event in
                event.stopPropagationFlag = true
                event.stopImmediatePropagationFlag = true
                return event.realm.context.undefined
            }
        },
        // https://dom.spec.whatwg.org/#dom-event-preventdefault
        NativeMethod("preventDefault") { context, function, this, count, arguments, exception in
            eventOperation(context, function, this, count, arguments, exception, EventBindings.eventClass, "preventDefault") {
                _, event in
                event.setCanceledFlag()
                return event.realm.context.undefined
            }
        },
        // https://dom.spec.whatwg.org/#dom-event-initevent
        NativeMethod("initEvent") { context, function, this, count, arguments, exception in
            eventOperation(context, function, this, count, arguments, exception, EventBindings.eventClass, "initEvent") {
                call, event in
                let type = try call.requiredString(0, "Event.initEvent")
                if !event.dispatchFlag { event.initialize(type: type, bubbles: call.boolean(1), cancelable: call.boolean(2)) }
                return event.realm.context.undefined
            }
        },
    ]

    /// `CustomEvent`.
    ///
    /// https://dom.spec.whatwg.org/#interface-customevent
    static let customEvent: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CustomEvent", parent: "Event")
        // https://dom.spec.whatwg.org/#dom-customevent-detail: an accessor of the prototype only,
        // as in WebKit (it was an own data property of each event).
        definition.prototypeOnlyProperties = [
            NativeProperty("detail", get: { context, object, _, exception in
                eventGetter(object, exception) { event in
                    guard event.interface == .customEvent, let object else {
                        throw BindingError.typeError("The CustomEvent.detail getter can only be used on instances of CustomEvent")
                    }
                    return try event.realm.customEventDetail(of: JSObject(raw: object))
                }
            })
        ]
        definition.methods = [
            // https://dom.spec.whatwg.org/#dom-customevent-initcustomevent
            NativeMethod("initCustomEvent") { context, function, this, count, arguments, exception in
                eventOperation(
                    context, function, this, count, arguments, exception, EventBindings.customEventClass, "initCustomEvent"
                ) { call, event in
                    let type = try call.requiredString(0, "CustomEvent.initCustomEvent")
                    guard !event.dispatchFlag, let this = call.this else { return event.realm.context.undefined }
                    event.initialize(type: type, bubbles: call.boolean(1), cancelable: call.boolean(2))
                    try event.realm.setCustomEventDetail(call.has(3) ? call[3] : event.realm.context.null, of: this)
                    return event.realm.context.undefined
                }
            }
        ]
        definition.constructorLength = 1
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try realm.constructEvent(.customEvent, call)
            }
        }
        return definition
    }()
}

extension Realm {
    /// `new Event(type, eventInitDict)` and the constructors of its subclasses.
    ///
    /// https://dom.spec.whatwg.org/#concept-event-constructor
    func constructEvent(_ interface: EventInterface, _ call: NativeCall) throws -> JSValue {
        try call.requireArguments(1, "Event")
        let type = try call.string(0)
        let dictionary = try DictionaryArgument(call[1], in: self)
        let (object, event) = makeEvent(interface, type: type)
        event.initializedFlag = true
        // https://dom.spec.whatwg.org/#dictdef-eventinit
        event.bubbles = try dictionary.boolean("bubbles")
        event.cancelable = try dictionary.boolean("cancelable")
        event.composedFlag = try dictionary.boolean("composed")
        switch interface {
        case .event:
            break
        case .customEvent:
            // https://dom.spec.whatwg.org/#dictdef-customeventinit
            if let detail = try dictionary.member("detail") { try setCustomEventDetail(detail, of: object) }
        case .submitEvent:
            // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#submitevent
            event.submitter = try dictionary.htmlElement("submitter")
        default:
            try readUIEventInit(dictionary, into: event)
        }
        return object.value
    }
}

/// Runs an attribute getter on an event object.
@inline(__always)
func eventGetter(
    _ object: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?, _ body: (EventPayload) throws -> JSValue
) -> OpaquePointer? {
    payloadGetter(object, exception, as: EventPayload.self, body)
}

/// Runs an operation whose `this` must be an event of class `required`.
@inline(__always)
func eventOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ required: JSClass, _ name: StaticString, _ body: (NativeCall, EventPayload) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(context, function, this, count, arguments, exception, required, name, as: EventPayload.self, body)
}
