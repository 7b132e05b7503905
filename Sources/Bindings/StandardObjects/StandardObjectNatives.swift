import CSS
import DOM
import JavaScriptEngine
import WHATWGURL

/// The native helpers the standard objects' scripts call (as `native.…`): they make a
/// group, fire trusted events, read the realm's state, and report what the page asked
/// for that appexjs refuses. They are static functions of the bootstrap's native object,
/// which page scripts never see.
enum StandardObjectNatives {
    /// The helpers, by the name the scripts call them by.
    static let functions: [(String, NativeFunctionCallback)] = [
        // Evaluates a group's script and returns its function (see StandardObjectGroup).
        ("standardObjects", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                guard let group = StandardObjectGroup(rawValue: try call.string(0)) else {
                    throw BindingError.typeError("no standard object group named \(try call.string(0))")
                }
                return try realm.evaluateStandardObjectGroup(group)
            }
        }),
        // Keeps the function that reads a `Request`'s URL (undefined for anything else), for `fetch`.
        ("setRequestURLReader", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                guard let reader = call[0].asObject(in: realm.context) else {
                    throw BindingError.typeError("setRequestURLReader needs a function")
                }
                realm.keepAlive(reader.value)
                realm.requestURLReader = reader
                return realm.context.undefined
            }
        }),
        // Dispatches an event the group made, as one the user agent fires (`isTrusted`).
        ("dispatchTrustedEvent", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                guard let target = realm.eventTarget(from: call[0]), let event = realm.event(from: call[1]),
                    let object = call[1].asObject(in: realm.context)
                else { throw BindingError.typeError("dispatchTrustedEvent needs an event target and an event") }
                event.isTrusted = true
                return realm.context.boolean(try realm.dispatch(event, object, at: target))
            }
        }),
        // Defines `on…` event handler attributes the EventTarget class does not have
        // (`xhr.onreadystatechange`, `socket.onopen`) on a prototype: (prototype, [type]).
        ("defineEventHandlers", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                guard let prototype = call[0].asObject(in: realm.context), let types = call[1].asObject(in: realm.context) else {
                    throw BindingError.typeError("defineEventHandlers needs a prototype and a list of event types")
                }
                let count = WebIDLIntegers.length(try types.property("length", in: realm.context).toNumber(in: realm.context))
                for index in 0..<count {
                    let type = try types.property(at: index, in: realm.context).toString(in: realm.context)
                    try realm.defineEventHandler(type, on: prototype)
                }
                return realm.context.undefined
            }
        }),
        // Whether a value is an object of the engine's host classes or the window (a node,
        // an event, a collection, …): `structuredClone` cannot clone those.
        ("isPlatformObject", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                guard let object = call[0].asObject(in: realm.context) else { return realm.context.boolean(false) }
                return realm.context.boolean(object.privateData != nil || object.raw == realm.context.globalObject.raw)
            }
        }),
        ("isElement", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                realm.context.boolean(realm.node(from: call[0]).map { realm.store.isElement($0) } ?? false)
            }
        }),
        // Whether an element has boxes in the page's document (the observers' stand-in for layout).
        ("isRenderedElement", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                guard let node = realm.node(from: call[0]), realm.store.root(of: node) == realm.document else {
                    return realm.context.boolean(false)
                }
                return realm.context.boolean(realm.store.isBeingRendered(node))
            }
        }),
        // `count` bytes from the system's random source.
        ("randomBytes", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let number = try call[0].toNumber(in: realm.context)
                let length = number.isFinite ? Int(max(0, min(number, 65_536))) : 0
                var generator = SystemRandomNumberGenerator()
                let bytes = (0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
                return try realm.context.makeUint8Array(bytes).value
            }
        }),
        // Whether the page is a secure context (`[SecureContext]` members exist).
        ("isSecureContext", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { _, realm in
                realm.context.boolean(realm.documentURL.isPotentiallyTrustworthy)
            }
        }),
        // Reports an exception a callback threw, as an uncaught one (`error` events, the console).
        ("reportException", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                realm.reportUncaught(JSException(context: realm.context, value: call[0].raw))
                return realm.context.undefined
            }
        }),
        // A media element's facts now (see `MediaElementMembers.facts(of:in:)`).
        ("mediaFacts", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                guard let element = realm.node(from: call[0]) else { throw BindingError.typeError("mediaFacts needs an element") }
                return try MediaElementMembers.facts(of: element, in: realm).value
            }
        }),
        // `performance.timeOrigin`: when the realm started, in milliseconds since the epoch.
        ("timeOrigin", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { _, realm in
                realm.context.number(realm.eventLoop.timeOrigin)
            }
        }),
        // The serialized origin of the document ("null" when opaque).
        ("documentOrigin", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { _, realm in
                realm.context.string(realm.documentURL.origin)
            }
        }),
        // An absolute URL's origin, or null when the string does not parse as one.
        ("originOfURL", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                realm.context.stringOrNull(URLRecord.parse(try call.string(0))?.origin)
            }
        }),
        ("warn", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                realm.warn(try call.string(0))
                return realm.context.undefined
            }
        }),
        // A URL resolved against the document's base URL, or null when it does not parse.
        ("resolveURL", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                realm.context.stringOrNull(realm.store.parseURL(try call.string(0), relativeTo: realm.document)?.href)
            }
        }),
        // `new FormData(form, submitter)`'s entries, as [name, value] pairs (value null for a file input).
        ("formEntries", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try realm.formEntries(form: call[0], submitter: call[1])
            }
        }),
        // `CSS.supports(conditionText)`, answered by the style engine that reads `@supports`.
        ("supportsCondition", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                realm.context.boolean(CSSSupportsCondition.supports(conditionText: try call.string(0)))
            }
        }),
        // `matchMedia(query)`: the query list as WebKit writes it, and whether it matches the
        // window's screen, answered by the style engine that reads `@media`.
        ("evaluateMediaQuery", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let list = MediaQueryList(parsing: try call.string(0))
                let screen = MediaEnvironment(
                    width: Double(realm.environment.viewport.width), height: Double(realm.environment.viewport.height),
                    devicePixelRatio: realm.environment.devicePixelRatio)
                return try realm.context.makeArray([
                    realm.context.string(list.mediaText), realm.context.boolean(list.matches(screen)),
                ]).value
            }
        }),
        // `CSS.supports(property, value)`: whether the engine reads the declaration.
        ("supportsDeclaration", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                realm.context.boolean(CSSSupportsCondition.supports(property: try call.string(0), value: try call.string(1)))
            }
        }),
    ]
}

extension Realm {
    /// Evaluates a group's script (compiled once per virtual machine) and returns its function.
    func evaluateStandardObjectGroup(_ group: StandardObjectGroup) throws -> JSValue {
        // The groups' classes extend these: give them their real prototypes first.
        _ = prototype(of: "EventTarget")
        _ = prototype(of: "Event")
        let script: CompiledScript
        do {
            script = try globalContext.machine.compiledScript(group.source, sourceURL: group.sourceURL)
        } catch {
            throw BindingError.typeError("the \(group.rawValue) script does not parse: \(error.message) (line \(error.line))")
        }
        return try script.evaluate(in: context)
    }

    /// Defines the event handler IDL attribute `on<type>` on a prototype: an accessor whose
    /// value lives with the target's listeners, as the EventTarget class's own `on…` do.
    ///
    /// https://html.spec.whatwg.org/multipage/webappapis.html#event-handler-idl-attributes
    func defineEventHandler(_ type: String, on prototype: JSObject) throws {
        let getter = makeFunction(name: "get on" + type) { call in
            guard let realm = RealmRegistry.realm(of: call.context), let this = call.this,
                let target = realm.eventTarget(from: this.value)
            else { return call.context.null }
            return realm.value(ofEventHandler: type, on: target)
        }
        let setter = makeFunction(name: "set on" + type) { call in
            if let realm = RealmRegistry.realm(of: call.context), let this = call.this,
                let target = realm.eventTarget(from: this.value)
            {
                realm.eventTargets.setEventHandler(type, to: call[0], on: target)
            }
            return call.context.undefined
        }
        let descriptor = context.makeDescriptor([
            ("get", getter.value), ("set", setter.value), ("enumerable", context.boolean(true)),
            ("configurable", context.boolean(true)),
        ])
        _ = try builtins.defineProperty.call(
            this: nil, arguments: [prototype.value, context.string("on" + type), descriptor.value], in: context)
    }

    /// The entry list of a form for `new FormData(form, submitter)`.
    ///
    /// https://xhr.spec.whatwg.org/#dom-formdata (steps 1.1-1.3)
    func formEntries(form formValue: JSValue, submitter submitterValue: JSValue) throws -> JSValue {
        guard let form = node(from: formValue), store.isHTMLElement(form, named: .form) else {
            throw BindingError.typeError("Argument 1 ('form') to the FormData constructor must be an instance of HTMLFormElement")
        }
        var submitter: NodeID?
        if !submitterValue.isNullish(in: context) {
            guard let element = node(from: submitterValue), store.isElement(element) else {
                throw BindingError.typeError("Argument 2 ('submitter') to the FormData constructor must be an instance of HTMLElement")
            }
            guard store.isSubmitButton(element) else {
                throw BindingError.typeError("The specified element is not a submit button.")
            }
            guard store.formOwner(of: element) == form else {
                throw DOMException(.notFoundError, "The specified element is not owned by this form element.")
            }
            submitter = element
        }
        let entries = try store.entryList(of: form, submitter: submitter).map { entry in
            try context.makeArray([context.string(entry.name), context.stringOrNull(entry.value)]).value
        }
        return try context.makeArray(entries).value
    }
}
