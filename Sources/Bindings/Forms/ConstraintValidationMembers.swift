import DOM
import JavaScriptEngine

/// The constraint validation API of `input`, `select`, `textarea` and `button`
/// (`validity`, `willValidate`, `validationMessage`, `checkValidity`, `reportValidity`,
/// `setCustomValidity`), and `form.checkValidity`/`reportValidity`.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-constraint-validation-api
enum ConstraintValidationMembers {
    static let properties: [NativeProperty] = [
        NativeProperty("validity", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.nodePart("ValidityState", .validity(node), of: node).value
            }
        }),
        NativeProperty("willValidate", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.boolean(realm.store.willValidate(node)) }
        }),
        NativeProperty("validationMessage", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.context.string(realm.store.validationMessage(of: node, flags: realm.validity(of: node)))
            }
        }),
    ]

    static let methods: [NativeMethod] = [
        // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-checkvalidity
        NativeMethod("checkValidity") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "checkValidity") {
                _, realm, node in realm.context.boolean(try realm.checkValidity(of: node))
            }
        },
        // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-reportvalidity
        // (there is no user to report to, so it checks and fires `invalid` the same way)
        NativeMethod("reportValidity") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "reportValidity") {
                _, realm, node in realm.context.boolean(try realm.checkValidity(of: node))
            }
        },
        // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-cva-setcustomvalidity
        NativeMethod("setCustomValidity") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "setCustomValidity") {
                call, realm, node in
                let message = try call.requiredString(0, "HTMLElement.setCustomValidity")
                realm.store.updateFormControlState(of: node) { $0.customValidityMessage = message }
                return realm.context.undefined
            }
        },
    ]

    /// `form.checkValidity()` and `form.reportValidity()`.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-checkvalidity
    static let formMethods: [NativeMethod] = methods.filter { $0.name != "setCustomValidity" }
}

extension Realm {
    /// The constraints `element`'s value fails now.
    func validity(of element: NodeID) -> ValidityFlags {
        store.validity(
            of: element,
            matches: { [self] pattern, value in matches(pattern, value) },
            radioGroupIsChecked: { [self] radio in radioGroup(of: radio).contains { store.isCheckedness($0) } })
    }

    /// Checks a control's validity, or every control of a form (statically validate the
    /// constraints), firing a cancelable `invalid` at each invalid one. True when all are valid.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#statically-validate-the-constraints
    func checkValidity(of node: NodeID) throws(JSException) -> Bool {
        let controls = store.isHTMLElement(node, named: .form) ? store.formControls(of: node) : [node]
        var valid = true
        for control in controls where !validity(of: control).isEmpty {
            valid = false
            try fireEvent("invalid", at: .node(control), cancelable: true)
        }
        return valid
    }

    /// Whether `value` matches the JavaScript regular expression `pattern` (compiled with
    /// the `v` flag); a pattern that does not compile matches everything.
    private func matches(_ pattern: String, _ value: String) -> Bool {
        if patternMatcher == nil {
            let source = "(function (p, v) { try { return new RegExp(p, 'v').test(v); } catch (e) { return true; } })"
            guard let made = try? context.evaluate(source).asObject(in: context) else { return true }
            keepAlive(made.value)
            patternMatcher = made
        }
        guard let matcher = patternMatcher,
            let result = try? matcher.call(this: nil, arguments: [context.string(pattern), context.string(value)], in: context)
        else { return true }
        return result.toBoolean(in: context)
    }
}

extension InterfaceDefinition {
    /// `ValidityState`: a live view of one control's validity.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#validitystate
    static let validityState: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "ValidityState")
        // Its objects own a NodePartPayload (see Realm.nodePart).
        definition.finalize = releaseOnFinalize
        definition.properties = [
            NativeProperty("valueMissing", get: { _, o, _, e in validityGetter(o, e) { $0.contains(.valueMissing) } }),
            NativeProperty("typeMismatch", get: { _, o, _, e in validityGetter(o, e) { $0.contains(.typeMismatch) } }),
            NativeProperty("patternMismatch", get: { _, o, _, e in validityGetter(o, e) { $0.contains(.patternMismatch) } }),
            NativeProperty("tooShort", get: { _, o, _, e in validityGetter(o, e) { $0.contains(.tooShort) } }),
            NativeProperty("tooLong", get: { _, o, _, e in validityGetter(o, e) { $0.contains(.tooLong) } }),
            NativeProperty("rangeUnderflow", get: { _, o, _, e in validityGetter(o, e) { $0.contains(.rangeUnderflow) } }),
            NativeProperty("rangeOverflow", get: { _, o, _, e in validityGetter(o, e) { $0.contains(.rangeOverflow) } }),
            NativeProperty("stepMismatch", get: { _, o, _, e in validityGetter(o, e) { $0.contains(.stepMismatch) } }),
            NativeProperty("badInput", get: { _, o, _, e in validityGetter(o, e) { $0.contains(.badInput) } }),
            NativeProperty("customError", get: { _, o, _, e in validityGetter(o, e) { $0.contains(.customError) } }),
            NativeProperty("valid", get: { _, o, _, e in validityGetter(o, e) { $0.isEmpty } }),
        ]
        return definition
    }()
}

/// Reads one member of a `ValidityState`: `test` of its control's validity now.
private func validityGetter(
    _ object: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?, _ test: (ValidityFlags) -> Bool
) -> OpaquePointer? {
    payloadGetter(object, exception, as: NodePartPayload.self) { state in
        state.realm.context.boolean(test(state.realm.validity(of: state.node)))
    }
}
