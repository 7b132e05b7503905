import DOM
import JavaScriptEngine

/// The native halves of `customElements` (`StandardObjectGroup.customElementsSource`) and
/// of the `HTMLElement` constructor, with WebKit's error messages.
enum CustomElementNatives {
    static let functions: [(String, NativeFunctionCallback)] = [
        // defineCustomElement(name, constructor, options)
        ("defineCustomElement", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                try realm.defineCustomElement(name: try call.string(0), constructor: call[1])
                return realm.context.undefined
            }
        }),
        // The constructor defined for a name, or undefined.
        ("customElementConstructor", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                guard let registry = realm.customElementRegistry, let index = registry.definition(named: try call.string(0)) else {
                    return realm.context.undefined
                }
                return registry.definitions[index].constructor.value
            }
        }),
        // The name a constructor was defined with, or null.
        ("customElementName", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                guard let registry = realm.customElementRegistry, let index = registry.definition(constructedBy: call[0]) else {
                    return realm.context.null
                }
                return realm.context.string(registry.definitions[index].name)
            }
        }),
        ("isValidCustomElementName", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                realm.context.boolean(CustomElementName.problem(with: try call.string(0)) == nil)
            }
        }),
        // upgradeCustomElements(root): upgrades the elements of defined names in the root's subtree.
        ("upgradeCustomElements", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                guard let root = realm.node(from: call[0]) else {
                    throw BindingError.typeError("Argument 1 ('root') to CustomElementRegistry.upgrade must be an instance of Node")
                }
                if let registry = realm.customElementRegistry {
                    for index in registry.definitions.indices { registry.queueUpgrades(of: index, within: root) }
                    registry.runReactions()
                }
                return realm.context.undefined
            }
        }),
        // constructCustomElement(newTarget): what `super()` in a custom element's constructor gets.
        ("constructCustomElement", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                if call[0].isUndefined(in: realm.context) { throw BindingError.typeError("Constructor requires 'new' operator") }
                if let made = try realm.customElementRegistry?.construct(for: call[0]) { return made.value }
                let htmlElement = realm.interfaceWiring.interfaceObject(at: RegisteredClass("HTMLElement").index)
                if let htmlElement, call[0].isStrictlyEqual(to: htmlElement.value, in: realm.context) {
                    throw BindingError.typeError("new.target is not a valid custom element constructor")
                }
                throw BindingError.typeError("new.target does not define a custom element")
            }
        }),
    ]
}

extension Realm {
    /// `customElements.define(name, constructor)`: checks the name and constructor, reads
    /// the prototype, the lifecycle callbacks and `observedAttributes`, and upgrades the
    /// document's elements of that name.
    ///
    /// https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-define
    func defineCustomElement(name: String, constructor value: JSValue) throws {
        guard let constructor = value.asObject(in: context), constructor.isConstructor(in: context) else {
            throw BindingError.typeError("The second argument must be a constructor")
        }
        if let problem = CustomElementName.problem(with: name) { throw DOMException(.syntaxError, problem) }
        let registry = customElementRegistryMade
        if registry.definition(named: name) != nil {
            throw DOMException(.notSupportedError, "Cannot define multiple custom elements with the same tag name")
        }
        if registry.definition(constructedBy: value) != nil {
            throw DOMException(.notSupportedError, "Cannot define multiple custom elements with the same class")
        }
        guard let prototype = try constructor.property("prototype", in: context).asObject(in: context) else {
            throw BindingError.typeError("Custom element constructor's prototype must be an object")
        }
        func callback(_ name: String) throws -> JSObject? {
            let value = try prototype.property(name, in: context)
            if value.isUndefined(in: context) { return nil }
            guard let function = value.asObject(in: context), function.isFunction(in: context) else {
                throw BindingError.typeError("'\(name)' in custom element prototype must be a function")
            }
            return function
        }
        let connected = try callback("connectedCallback")
        let disconnected = try callback("disconnectedCallback")
        _ = try callback("adoptedCallback")
        let attributeChanged = try callback("attributeChangedCallback")
        var observed: Set<String> = []
        if attributeChanged != nil {
            let list = try constructor.property("observedAttributes", in: context)
            if !list.isUndefined(in: context) {
                guard let array = list.asObject(in: context) else { throw BindingError.typeError("observedAttributes must be a sequence") }
                let length = WebIDLIntegers.length(try array.property("length", in: context).toNumber(in: context))
                for index in 0..<length { observed.insert(try array.property(at: index, in: context).toString(in: context)) }
            }
        }
        registry.add(CustomElementRegistry.Definition(
            name: name, localName: store.atoms.intern(name), constructor: constructor, prototype: prototype,
            connected: connected, disconnected: disconnected, attributeChanged: attributeChanged, observedAttributes: observed))
        registry.queueUpgrades(of: registry.definitions.count - 1, within: document)
        registry.runReactions()
    }
}
