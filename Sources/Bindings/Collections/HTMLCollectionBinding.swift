import DOM
import JavaScriptEngine

extension InterfaceDefinition {
    /// `HTMLCollection`: indexed, and named by its elements' `id`s and (for HTML
    /// elements) `name`s, after the prototype's own members.
    ///
    /// https://dom.spec.whatwg.org/#interface-htmlcollection
    static let htmlCollection: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "HTMLCollection")
        definition.hasIndexedIterator = true
        definition.finalize = releaseOnFinalize
        // No `hasProperty` (see `NodeList`): `getProperty` answers `in` for names too.
        definition.getProperty = { context, object, name, exception in
            guard let name, let object, let list = liveList(object) else { return nil }
            // Answered here, or the engine would call the `length` accessor after this hook.
            if isLengthName(name) { return list.realm.context.number(list.nodes.count).raw }
            if let index = arrayIndexValue(of: name) { return list.member(at: index) }
            let realm = list.realm
            guard NamedPropertyVisibility.mayBeNamedProperty(name, of: JSObject(raw: object), in: realm.context),
                let element = realm.namedItem(swiftString(name), in: list.nodes)
            else { return nil }
            return realm.wrap(element).raw
        }
        // Named properties are listed after the indices, as WebKit lists them for
        // `Object.getOwnPropertyNames` (see docs/differences-from-safari.md on `Object.keys`).
        definition.getPropertyNames = { context, object, accumulator in
            guard let list = liveList(object) else { return }
            let nodes = list.nodes
            for index in nodes.indices { addPropertyName(String(index), to: accumulator) }
            for name in list.realm.store.supportedPropertyNames(of: nodes) { addPropertyName(name, to: accumulator) }
        }
        definition.properties = [liveListLength]
        definition.methods = [
            NativeMethod("item") { context, function, this, count, arguments, exception in
                arrayLikeItem(context, function, this, count, arguments, exception, "item")
            },
            NativeMethod("namedItem") { context, function, this, count, arguments, exception in
                payloadOperation(
                    context, function, this, count, arguments, exception,
                    InterfaceRegistry.shared.jsClass("HTMLCollection"), "namedItem", as: NodeListPayload.self
                ) { call, list in
                    list.realm.wrap(list.realm.namedItem(try call.requiredString(0, "HTMLCollection.namedItem"), in: list.nodes))
                }
            },
        ]
        return definition
    }()
}

extension Realm {
    /// The first element whose `id`, or (for HTML elements) `name`, is `name`.
    ///
    /// https://dom.spec.whatwg.org/#dom-htmlcollection-nameditem
    func namedItem(_ name: String, in nodes: [NodeID]) -> NodeID? {
        guard !name.isEmpty else { return nil }
        return nodes.first { element in
            store.attribute(.id, of: element) == name
                || (store.isHTMLElement(element) && store.attribute(.name, of: element) == name)
        }
    }
}

extension NodeStore {
    /// The names a collection of `elements` supports, in order: each element's `id`,
    /// then its `name` if it is an HTML element, leaving out empty names and repeats.
    ///
    /// https://dom.spec.whatwg.org/#interface-htmlcollection (supported property names)
    func supportedPropertyNames(of elements: [NodeID]) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        for element in elements {
            for name in [attribute(.id, of: element), isHTMLElement(element) ? attribute(.name, of: element) : nil] {
                if let name, !name.isEmpty, seen.insert(name).inserted { names.append(name) }
            }
        }
        return names
    }
}
