import DOM
import JavaScriptEngine

/// The values and states of form controls that scripts change through properties.
/// A value set through a property no longer follows the `value` attribute; the page
/// writer puts such values back into attributes so the written page shows them.
///
/// https://html.spec.whatwg.org/multipage/input.html#the-input-element
enum FormControlMembers {
    /// `form`: the control's form owner.
    static let form = NativeProperty("form", get: { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.formOwner(of: node)) }
    })

    /// `value` of `input`, `textarea` and `select`: the control's value (see ``NodeStore/value(of:)``).
    static let value = NativeProperty(
        "value",
        get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.value(of: node)) }
        },
        set: { context, object, _, value, exception in
            nodeSetter(context, object, value, exception) { realm, node, value in
                let oldValue = realm.store.value(of: node)
                try realm.store.setValue(try value.legacyNullToEmptyString(in: realm), of: node)
                realm.moveTextEntryCursorToEnd(of: node, ifValueChangedFrom: oldValue)
            }
        })

    /// `HTMLInputElement` members beyond reflection.
    static let inputProperties: [NativeProperty] = TextControlMembers.selectionProperties + [
        LabelMembers.labels,
        form,
        value,
        NativeProperty(
            "indeterminate",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    realm.context.boolean(realm.store.formControlState(of: node).indeterminate)
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    let indeterminate = value.toBoolean(in: realm.context)
                    realm.store.updateFormControlState(of: node) { $0.indeterminate = indeterminate }
                }
            }),
        NativeProperty(
            "checked",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.boolean(realm.store.isCheckedness(node)) }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    realm.store.setCheckedness(value.toBoolean(in: realm.context), of: node)
                }
            }),
    ]

    /// `HTMLTextAreaElement` members beyond reflection.
    static let textAreaProperties: [NativeProperty] = TextControlMembers.selectionProperties
        + TextControlMembers.textAreaProperties + [
        LabelMembers.labels,
        form,
        value,
        NativeProperty(
            "defaultValue",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    realm.context.string(realm.store.childTextContent(of: node))
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    realm.store.setTextContent(try value.domString(in: realm), of: node)
                }
            }),
    ]

    /// `HTMLSelectElement` members beyond reflection.
    static let selectProperties: [NativeProperty] = [
        LabelMembers.labels,
        form,
        // https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-selectedoptions
        NativeProperty("selectedOptions", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.collection(.selectedOptions(select: node)).value
            }
        }),
        NativeProperty("options", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.collection(.options(select: node), interface: "HTMLOptionsCollection").value
            }
        }),
        SelectElementMembers.length,
        NativeProperty(
            "selectedIndex",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.number(realm.store.selectedIndex(of: node)) }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    let number = try value.toNumber(in: realm.context)
                    realm.store.setSelectedIndex(Int(WebIDLIntegers.long(number)), of: node)
                }
            }),
        value,
        NativeProperty("type", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.context.string(realm.store.hasAttribute(.multiple, on: node) ? "select-multiple" : "select-one")
            }
        }),
    ]

    /// `HTMLOptionElement` members beyond reflection.
    static let optionProperties: [NativeProperty] = [
        form,
        NativeProperty(
            "value",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.string(realm.store.value(of: node)) }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    realm.store.setAttribute(.value, to: try value.domString(in: realm), on: node)
                }
            }),
        NativeProperty(
            "text",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    realm.context.string(stripAndCollapseASCIIWhitespace(realm.store.descendantTextContent(of: node)))
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    realm.store.setTextContent(try value.domString(in: realm), of: node)
                }
            }),
        NativeProperty(
            "selected",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in realm.context.boolean(realm.store.isChecked(node)) }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    realm.store.setSelectedness(value.toBoolean(in: realm.context), of: node)
                }
            }),
        NativeProperty("index", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                guard let select = realm.store.selectElement(of: node) else { return realm.context.number(0) }
                return realm.context.number(realm.store.options(of: select).firstIndex(of: node) ?? 0)
            }
        }),
    ]
}

/// `HTMLFormElement` members beyond reflection.
///
/// https://html.spec.whatwg.org/multipage/forms.html#the-form-element
enum FormMembers {
    static let properties: [NativeProperty] = [
        NativeProperty("elements", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.formControlsCollection(of: node).value }
        }),
        NativeProperty("length", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.context.number(realm.store.formControls(of: node).count)
            }
        }),
    ]

    /// `submit()`, `requestSubmit()` and `reset()` (see `FormSubmission.swift`).
    static let methods: [NativeMethod] = [
        // https://html.spec.whatwg.org/multipage/forms.html#dom-form-submit
        NativeMethod("submit") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "submit") {
                _, realm, form in
                try realm.submit(form, from: form, submittedFromSubmitMethod: true)
                return realm.context.undefined
            }
        },
        // https://html.spec.whatwg.org/multipage/forms.html#dom-form-requestsubmit
        NativeMethod("requestSubmit") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "requestSubmit") {
                call, realm, form in
                var submitter: NodeID?
                if !call[0].isNullish(in: realm.context) {
                    guard let element = realm.node(from: call[0]), realm.store.isHTMLElement(element) else {
                        throw BindingError.typeError(
                            "Argument 1 ('submitter') to HTMLFormElement.requestSubmit must be an instance of HTMLElement")
                    }
                    submitter = element
                }
                try realm.requestSubmit(form, submitter: submitter)
                return realm.context.undefined
            }
        },
        // https://html.spec.whatwg.org/multipage/forms.html#dom-form-reset
        NativeMethod("reset") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "reset") {
                _, realm, form in
                try realm.reset(form)
                return realm.context.undefined
            }
        },
    ]
}
