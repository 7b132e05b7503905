import DOM
import JavaScriptEngine

/// The payload of a `RadioNodeList`: a live view of a form's controls with one `id` or `name`.
final class RadioNodeListPayload: Payload {
    /// The form and the name.
    let key: RadioNodeListKey

    /// The payload of the list of `key.form`'s controls named `key.name`.
    init(realm: Realm, key: RadioNodeListKey) {
        self.key = key
        super.init(realm: realm)
    }

    /// The members now, in tree order.
    var nodes: [NodeID] { realm.store.formControls(of: key.form, named: key.name) }
}

extension InterfaceDefinition {
    /// `RadioNodeList`: what a form's name shared by several controls finds, with `value`
    /// reading and setting the checked radio button.
    ///
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#radionodelist
    static let radioNodeList: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "RadioNodeList", parent: "NodeList")
        // No finalizer (NodeList's releases the payload) and no `hasProperty` (see HTMLFormControlsCollection).
        definition.getProperty = { context, object, name, exception in
            guard let name, let index = arrayIndexValue(of: name) else { return nil }
            return payloadGetter(object, exception, as: RadioNodeListPayload.self) { list in
                let nodes = list.nodes
                guard index < nodes.count else { throw PassThrough() }
                return list.realm.wrap(nodes[index]).value
            }
        }
        definition.getPropertyNames = { context, object, accumulator in
            guard let object, let pointer = JSObject(raw: object).privateData,
                let list = Payload.from(pointer) as? RadioNodeListPayload
            else { return }
            for index in list.nodes.indices { addPropertyName(String(index), to: accumulator) }
        }
        definition.properties = [
            NativeProperty("length", get: { context, object, _, exception in
                payloadGetter(object, exception, as: RadioNodeListPayload.self) { list in
                    list.realm.context.number(list.nodes.count)
                }
            }),
            // https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-radionodelist-value
            NativeProperty(
                "value",
                get: { context, object, _, exception in
                    payloadGetter(object, exception, as: RadioNodeListPayload.self) { list in
                        let store = list.realm.store
                        guard let checked = list.nodes.first(where: { store.isRadioButton($0) && store.isCheckedness($0) })
                        else { return list.realm.context.string("") }
                        return list.realm.context.string(store.attribute(.value, of: checked) ?? "on")
                    }
                },
                set: { context, object, _, value, exception in
                    payloadSetter(object, value, exception, as: RadioNodeListPayload.self) { list, value in
                        let store = list.realm.store
                        let wanted = try value.domString(in: list.realm)
                        guard
                            let radio = list.nodes.first(where: {
                                store.isRadioButton($0) && (store.attribute(.value, of: $0) ?? "on") == wanted
                            })
                        else { return }
                        store.setCheckedness(true, of: radio)
                    }
                }),
        ]
        definition.methods = [
            NativeMethod("item") { context, function, this, count, arguments, exception in
                payloadOperation(
                    context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("RadioNodeList"),
                    "item", as: RadioNodeListPayload.self
                ) { call, list in
                    let index = try call[0].unsignedLong(in: list.realm)
                    let nodes = list.nodes
                    return index < nodes.count ? list.realm.wrap(nodes[index]).value : list.realm.context.null
                }
            }
        ]
        return definition
    }()
}

extension NodeStore {
    /// Whether the element is an `input type=radio`.
    func isRadioButton(_ element: NodeID) -> Bool {
        isHTMLElement(element, named: .input) && inputType(of: element) == "radio"
    }
}
