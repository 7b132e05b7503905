import DOM
import JavaScriptEngine

extension InterfaceDefinition {
    /// `HTMLOptionsCollection`: `select.options`, an `HTMLCollection` that also edits the
    /// list (`add`, `remove`, `length` and index assignment) and selects (`selectedIndex`).
    ///
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmloptionscollection
    static let htmlOptionsCollection: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "HTMLOptionsCollection", parent: "HTMLCollection")
        // Reading is HTMLCollection's (its hooks run for this class too); only writes are added.
        definition.hasIndexedIterator = true
        definition.setProperty = { context, object, name, value, exception in
            guard let name, let index = arrayIndexValue(of: name) else { return false }
            return payloadSetter(object, value, exception, as: NodeListPayload.self) { list, value in
                guard let select = list.optionsSelect else { return }
                try list.realm.setOption(value, at: index, in: select)
            }
        }
        definition.properties = [
            NativeProperty(
                "length",
                get: { context, object, _, exception in
                    payloadGetter(object, exception, as: NodeListPayload.self) { list in list.realm.context.number(list.nodes.count) }
                },
                set: { context, object, _, value, exception in
                    payloadSetter(object, value, exception, as: NodeListPayload.self) { list, value in
                        guard let select = list.optionsSelect else { return }
                        list.realm.store.setOptionCount(try value.unsignedLong(in: list.realm), of: select)
                    }
                }),
            NativeProperty(
                "selectedIndex",
                get: { context, object, _, exception in
                    payloadGetter(object, exception, as: NodeListPayload.self) { list in
                        list.realm.context.number(list.optionsSelect.map { list.realm.store.selectedIndex(of: $0) } ?? -1)
                    }
                },
                set: { context, object, _, value, exception in
                    payloadSetter(object, value, exception, as: NodeListPayload.self) { list, value in
                        guard let select = list.optionsSelect else { return }
                        let index = WebIDLIntegers.long(try value.toNumber(in: list.realm.context))
                        list.realm.store.setSelectedIndex(Int(index), of: select)
                    }
                }),
        ]
        definition.methods = htmlCollection.methods + [
            NativeMethod("add") { context, function, this, count, arguments, exception in
                optionsOperation(context, function, this, count, arguments, exception, "add") { call, realm, select in
                    try realm.addOption(call, to: select)
                }
            },
            NativeMethod("remove") { context, function, this, count, arguments, exception in
                optionsOperation(context, function, this, count, arguments, exception, "remove") { call, realm, select in
                    realm.store.removeOption(at: try call.integer(0), from: select)
                }
            },
        ]
        return definition
    }()

    /// Runs an operation of `HTMLOptionsCollection` on its `select`.
    private static func optionsOperation(
        _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
        _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
        _ name: StaticString, _ body: (NativeCall, Realm, NodeID) throws -> Void
    ) -> OpaquePointer? {
        payloadOperation(
            context, function, this, count, arguments, exception,
            InterfaceRegistry.shared.jsClass("HTMLOptionsCollection"), name, as: NodeListPayload.self
        ) { call, list in
            if let select = list.optionsSelect { try body(call, list.realm, select) }
            return list.realm.context.undefined
        }
    }
}

extension NodeListPayload {
    /// The `select` whose `options` this is, or nil for any other list.
    var optionsSelect: NodeID? {
        if case .collection(.options(let select)) = source { return select }
        return nil
    }
}

/// `HTMLSelectElement`'s list members, which act on its `options` collection: `select[i]`
/// (read and assigned), `length` (assigned too), `item`, `namedItem`, `add`, and `remove`
/// with an index (without one, it is `ChildNode`'s and removes the `select`).
///
/// https://html.spec.whatwg.org/multipage/form-elements.html#the-select-element
enum SelectElementMembers {
    /// Adds the indexed-property hooks to the `HTMLSelectElement` definition.
    static func install(on definition: inout InterfaceDefinition) {
        guard definition.name == "HTMLSelectElement" else { return }
        definition.getProperty = { context, object, name, exception in
            guard let name, let index = arrayIndexValue(of: name), let payload = payload(of: object, as: NodePayload.self)
            else { return nil }
            let options = payload.realm.store.options(of: payload.node)
            return index < options.count ? payload.realm.wrap(options[index]).raw : nil
        }
        definition.setProperty = { context, object, name, value, exception in
            guard let name, let index = arrayIndexValue(of: name) else { return false }
            return payloadSetter(object, value, exception, as: NodePayload.self) { payload, value in
                try payload.realm.setOption(value, at: index, in: payload.node)
            }
        }
        definition.getPropertyNames = { context, object, accumulator in
            guard let payload = payload(of: object, as: NodePayload.self) else { return }
            for index in payload.realm.store.options(of: payload.node).indices { addPropertyName(String(index), to: accumulator) }
        }
    }

    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-length
    static let length = NativeProperty(
        "length",
        get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.number(realm.store.options(of: node).count) }
        },
        set: { context, object, _, value, exception in
            nodeSetter(context, object, value, exception) { realm, node, value in
                realm.store.setOptionCount(try value.unsignedLong(in: realm), of: node)
            }
        })

    static let methods: [NativeMethod] = [
        // https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-item
        NativeMethod("item") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "item") {
                call, realm, select in
                try call.requireArguments(1, "HTMLSelectElement.item")
                let index = try call.unsignedInteger(0)
                let options = realm.store.options(of: select)
                return index < options.count ? realm.wrap(options[index]).value : realm.context.null
            }
        },
        // https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-nameditem
        NativeMethod("namedItem") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "namedItem") {
                call, realm, select in
                let name = try call.requiredString(0, "HTMLSelectElement.namedItem")
                return realm.wrap(realm.namedItem(name, in: realm.store.options(of: select)))
            }
        },
        // https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-add
        NativeMethod("add") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "add") {
                call, realm, select in
                try realm.addOption(call, to: select)
                return realm.context.undefined
            }
        },
        // https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-remove
        NativeMethod("remove") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "remove") {
                call, realm, select in
                if call.count == 0 {
                    realm.store.remove(select)
                } else {
                    realm.store.removeOption(at: try call.integer(0), from: select)
                }
                return realm.context.undefined
            }
        },
    ]
}

extension Realm {
    /// `add(element, before)` of a `select` or its `options`: `element` must be an `option`
    /// or `optgroup`, and `before` an HTML element, an index, or null.
    func addOption(_ call: NativeCall, to select: NodeID) throws {
        try call.requireArguments(1, "HTMLSelectElement.add")
        guard let element = node(from: call[0]), isOptionOrOptionGroup(element) else { throw BindingError.typeError("Type error") }
        let before = call[1]
        let point: OptionInsertionPoint
        if before.isNullish(in: context) {
            point = .element(nil)
        } else if let reference = node(from: before), store.isHTMLElement(reference) {
            point = .element(reference)
        } else {
            point = .index(Int(WebIDLIntegers.long(try before.toNumber(in: context))))
        }
        try store.addOption(element, to: select, before: point)
    }

    /// `select[index] = value` and `options[index] = value`: `value` must be an `option` or null.
    func setOption(_ value: JSValue, at index: Int, in select: NodeID) throws {
        if value.isNullish(in: context) { return try store.setOption(nil, at: index, in: select) }
        guard let option = node(from: value), store.isHTMLElement(option, named: .option) else {
            throw BindingError.typeError("Type error")
        }
        try store.setOption(option, at: index, in: select)
    }

    private func isOptionOrOptionGroup(_ node: NodeID) -> Bool {
        store.isHTMLElement(node, named: .option) || store.isHTMLElement(node, named: .optgroup)
    }
}
