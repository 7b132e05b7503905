import DOM
import JavaScriptEngine

/// The realm's custom element definitions, the elements they made custom, and the
/// reactions waiting to run: made by the first `customElements.define`, which also starts
/// watching the store for insertions, removals and attribute changes.
///
/// Reactions run when the native operation that caused them returns (see
/// ``Realm/runCustomElementReactions()``), as WebIDL's `[CEReactions]` has them run before
/// the operation returns to the script: an element is upgraded (its constructor runs with
/// the element as `this`), then gets `attributeChangedCallback` for each observed attribute
/// it has and `connectedCallback` if it is connected; a custom element gets
/// `connectedCallback` and `disconnectedCallback` as it is inserted into and removed from
/// the document, and `attributeChangedCallback` as observed attributes change. An element
/// of a defined name is upgraded as soon as it is inserted anywhere (WebKit upgrades what
/// `innerHTML` makes in a detached element too).
///
/// https://html.spec.whatwg.org/multipage/custom-elements.html
final class CustomElementRegistry: NodeStoreObserver {
    /// https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-definition
    struct Definition {
        let name: String
        let localName: Atom
        let constructor: JSObject
        let prototype: JSObject
        let connected: JSObject?
        let disconnected: JSObject?
        let attributeChanged: JSObject?
        let observedAttributes: Set<String>
    }

    /// What a custom element reaction does.
    ///
    /// https://html.spec.whatwg.org/multipage/custom-elements.html#custom-element-reactions
    enum Reaction {
        case upgrade(Int)
        case connected
        case disconnected
        case attributeChanged(name: String, oldValue: String?, newValue: String?)
    }

    unowned(unsafe) let realm: Realm
    private(set) var definitions: [Definition] = []
    /// Elements whose custom element state is "custom", with their definition.
    private var customElements: [NodeID: Int] = [:]
    /// The element being upgraded, for the `HTMLElement` constructor its class calls
    /// (nil once that constructor has run).
    private var constructionStack: [NodeID?] = []
    private var queue: [(element: NodeID, reaction: Reaction)] = []
    private var isRunning = false

    init(realm: Realm) { self.realm = realm }

    var hasPendingReactions: Bool { !queue.isEmpty && !isRunning }

    /// The definition whose name is `name`.
    func definition(named name: String) -> Int? { definitions.firstIndex { $0.name == name } }

    private func definition(forLocalName atom: Atom) -> Int? { definitions.firstIndex { $0.localName == atom } }

    /// The definition whose constructor is `value`.
    func definition(constructedBy value: JSValue) -> Int? {
        definitions.firstIndex { $0.constructor.value.isStrictlyEqual(to: value, in: realm.context) }
    }

    func add(_ definition: Definition) {
        definitions.append(definition)
        realm.keepAlive(definition.constructor.value)
        realm.keepAlive(definition.prototype.value)
        for callback in [definition.connected, definition.disconnected, definition.attributeChanged] {
            if let callback { realm.keepAlive(callback.value) }
        }
    }

    /// Queues the upgrade of each element of the document with the definition's name, in
    /// tree order.
    ///
    /// https://html.spec.whatwg.org/multipage/custom-elements.html#dom-customelementregistry-define (step 18)
    func queueUpgrades(of index: Int, within root: NodeID) {
        let atom = definitions[index].localName
        let store = realm.store
        let candidates = store.descendantElements(of: root) { store.isHTMLElement($0, named: atom) }
        for element in candidates where customElements[element] == nil { queue.append((element, .upgrade(index))) }
    }

    // MARK: - Construction

    /// What the `HTMLElement` constructor returns when a custom element's class calls it:
    /// the element under upgrade, or a new element of the definition's name. Nil when
    /// `newTarget` defines no custom element.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#html-element-constructors
    func construct(for newTarget: JSValue) throws -> JSObject? {
        guard let index = definition(constructedBy: newTarget) else { return nil }
        let definition = definitions[index]
        let element: NodeID
        if let top = constructionStack.last {
            guard let upgrading = top else {
                throw DOMException(.invalidStateError, "The object is in an invalid state.")
            }
            element = upgrading
            constructionStack[constructionStack.count - 1] = nil
        } else {
            element = realm.store.createElement(definition.localName, in: realm.document)
        }
        customElements[element] = index
        realm.store.markCustomElement(element)
        let wrapper = realm.wrap(element)
        let prototype = try newTarget.asObject(in: realm.context)?.property("prototype", in: realm.context)
        wrapper.setPrototype(prototype?.asObject(in: realm.context)?.value ?? definition.prototype.value, in: realm.context)
        return wrapper
    }

    /// `document.createElement(name)` for a defined name: runs the constructor and checks
    /// what it made. When the constructor throws or makes something else, the exception is
    /// reported and the result is a plain element of the name, as in WebKit (whose is an
    /// `HTMLUnknownElement`).
    ///
    /// https://dom.spec.whatwg.org/#concept-create-element (step 6.1)
    func create(_ index: Int) -> JSObject {
        let store = realm.store
        do {
            let made = try definitions[index].constructor.construct(arguments: [], in: realm.context)
            guard let element = realm.node(from: made.value), store.isHTMLElement(element, named: definitions[index].localName),
                store.attributes(of: element).isEmpty, store.firstChild(of: element) == nil, store.parent(of: element) == nil
            else { throw DOMException(.notSupportedError, "The operation is not supported.") }
            return made
        } catch {
            report(error)
            return realm.wrap(store.createElement(definitions[index].localName, in: realm.document))
        }
    }

    /// https://html.spec.whatwg.org/multipage/custom-elements.html#concept-upgrade-an-element
    private func upgrade(_ element: NodeID, with index: Int) {
        guard customElements[element] == nil else { return }
        let definition = definitions[index]
        constructionStack.append(element)
        defer { constructionStack.removeLast() }
        do {
            let made = try realm.withCallbackStage(.customElementReaction("constructor")) { () throws(JSException) in
                try definition.constructor.construct(arguments: [], in: realm.context)
            }
            guard made.value.isStrictlyEqual(to: realm.wrap(element).value, in: realm.context) else {
                throw DOMException(.invalidStateError, "The object is in an invalid state.")
            }
        } catch {
            customElements[element] = nil
            realm.store.unmarkCustomElement(element)
            report(error)
            return
        }
        customElements[element] = index
        realm.store.markCustomElement(element)
        let store = realm.store
        for attribute in store.attributes(of: element) {
            let name = store.atoms.name(of: attribute.name)
            guard definition.observedAttributes.contains(name) else { continue }
            call(definition.attributeChanged, "attributeChangedCallback", on: element, [realm.context.string(name), realm.context.null, realm.context.string(attribute.value)])
        }
        if store.isConnected(element) { call(definition.connected, "connectedCallback", on: element, []) }
    }

    // MARK: - Reactions

    /// Runs the queued reactions, including any they queue.
    func runReactions() {
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        while !queue.isEmpty, !realm.isTerminating {
            let (element, reaction) = queue.removeFirst()
            switch reaction {
            case .upgrade(let index): upgrade(element, with: index)
            case .connected: call(definitionOf(element)?.connected, "connectedCallback", on: element, [])
            case .disconnected: call(definitionOf(element)?.disconnected, "disconnectedCallback", on: element, [])
            case .attributeChanged(let name, let oldValue, let newValue):
                let context = realm.context
                call(definitionOf(element)?.attributeChanged, "attributeChangedCallback", on: element,
                     [context.string(name), context.stringOrNull(oldValue), context.stringOrNull(newValue)])
            }
        }
    }

    private func definitionOf(_ element: NodeID) -> Definition? { customElements[element].map { definitions[$0] } }

    private func call(_ callback: JSObject?, _ name: String, on element: NodeID, _ arguments: [JSValue]) {
        guard let callback else { return }
        do {
            _ = try realm.withCallbackStage(.customElementReaction(name)) { () throws(JSException) in
                try callback.call(this: realm.wrap(element), arguments: arguments, in: realm.context)
            }
        } catch {
            report(error)
        }
    }

    private func report(_ error: any Error) {
        if let exception = error as? JSException {
            if exception.isTermination { return }
            realm.reportUncaught(exception)
        } else {
            realm.reportUncaught(JSException(context: realm.context, value: realm.throwable(from: error).raw))
        }
    }

    // MARK: - NodeStoreObserver

    func didInsert(_ nodes: [NodeID], into parent: NodeID, before child: NodeID?, at index: Int) {
        let store = realm.store
        for node in nodes {
            forEachInclusiveDescendantElement(of: node) { element in
                if customElements[element] != nil {
                    if store.isConnected(element) { queue.append((element, .connected)) }
                } else if store.isHTMLElement(element), let index = definition(forLocalName: store.localName(of: element)) {
                    queue.append((element, .upgrade(index)))
                }
            }
        }
    }

    func willRemove(_ node: NodeID, from parent: NodeID, at index: Int) {
        guard realm.store.isConnected(parent) else { return }
        forEachInclusiveDescendantElement(of: node) { element in
            if customElements[element] != nil { queue.append((element, .disconnected)) }
        }
    }

    func attributeChanged(_ element: NodeID, name: Atom, oldValue: String?) {
        guard let definition = definitionOf(element) else { return }
        let store = realm.store
        let attributeName = store.atoms.name(of: name)
        guard definition.observedAttributes.contains(attributeName) else { return }
        queue.append((element, .attributeChanged(name: attributeName, oldValue: oldValue, newValue: store.attribute(name, of: element))))
    }

    private func forEachInclusiveDescendantElement(of node: NodeID, _ body: (NodeID) -> Void) {
        let store = realm.store
        if store.kind(of: node) == .element { body(node) }
        store.forEachDescendantElement(of: node) { element in
            body(element)
            return true
        }
    }
}

extension Realm {
    /// Runs the custom element reactions the operation that is returning queued.
    @inline(__always) func runCustomElementReactions() {
        guard let registry = customElementRegistry, registry.hasPendingReactions else { return }
        registry.runReactions()
    }

    /// The realm's registry, made (and set watching the store) on first use.
    var customElementRegistryMade: CustomElementRegistry {
        if let registry = customElementRegistry { return registry }
        let registry = CustomElementRegistry(realm: self)
        customElementRegistry = registry
        store.addObserver(registry)
        return registry
    }
}
