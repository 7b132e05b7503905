import DOM
import JavaScriptEngine

// `click()` and the activation behavior a click has: checkboxes and radio buttons change
// their checkedness (and fire `input` and `change`), labels click their control, submit
// and reset buttons submit or reset their form (see `FormSubmission.swift`). Links and
// `summary` are activation targets too (so a click inside them does not reach a label
// around them), but following links is not done.

/// What legacy-pre-activation behavior changed, so a canceled click can undo it.
///
/// https://html.spec.whatwg.org/multipage/input.html#the-input-element (legacy-pre-activation
/// and legacy-canceled-activation behavior)
enum ActivationState {
    /// A checkbox, with its checkedness before the click.
    case checkbox(wasChecked: Bool)
    /// A radio button, with its checkedness before the click and the button of its group
    /// that was checked then.
    case radio(wasChecked: Bool, previouslyChecked: NodeID?)
    /// An element whose activation does not change state first.
    case other
}

extension Realm {
    /// `HTMLElement.click()`: fires a synthetic `click` (a `PointerEvent`, bubbling,
    /// cancelable and composed, not trusted as in WebKit) unless the element is a disabled
    /// form control or already being clicked. `trusted` is for clicks the user agent makes
    /// (a label clicking its control).
    ///
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-click
    func click(_ element: NodeID, trusted: Bool = false) throws(JSException) {
        // 1-3.
        if store.isDisabledFormControl(element) { return }
        guard !eventTargets.clicksInProgress.contains(element) else { return }
        eventTargets.clicksInProgress.insert(element)
        defer { eventTargets.clicksInProgress.remove(element) }
        // 4: https://html.spec.whatwg.org/multipage/webappapis.html#fire-a-synthetic-pointer-event
        try fireEvent(
            "click", at: .node(element), interface: .pointerEvent, bubbles: true, cancelable: true, composed: true,
            trusted: trusted
        ) { event in
            event.hasView = true
            event.pointer = PointerFields(pointerId: -1, isPrimary: true)
        }
    }

    /// Whether a click on (or bubbling through) `node` can activate it.
    ///
    /// https://dom.spec.whatwg.org/#eventtarget-activation-behavior
    func hasActivationBehavior(_ node: NodeID) -> Bool {
        guard store.isHTMLElement(node) else { return false }
        let name = store.localName(of: node)
        return name == .input || name == .label || name == .a || name == .area || name == .button || name == .summary
    }

    /// Runs an element's legacy-pre-activation behavior: a checkbox toggles and a radio
    /// button becomes checked before the click's listeners run.
    ///
    /// https://html.spec.whatwg.org/multipage/input.html#the-input-element:legacy-pre-activation-behavior
    func legacyPreActivation(of element: NodeID) -> ActivationState {
        switch inputType(of: element) {
        case "checkbox":
            let wasChecked = store.isCheckedness(element)
            store.setCheckedness(!wasChecked, of: element)
            return .checkbox(wasChecked: wasChecked)
        case "radio":
            let wasChecked = store.isCheckedness(element)
            let previous = radioGroup(of: element).first { store.isCheckedness($0) }
            store.setCheckedness(true, of: element)
            return .radio(wasChecked: wasChecked, previouslyChecked: previous)
        default:
            return .other
        }
    }

    /// Undoes legacy-pre-activation behavior when the click was canceled.
    ///
    /// https://html.spec.whatwg.org/multipage/input.html#the-input-element:legacy-canceled-activation-behavior
    func legacyCanceledActivation(of element: NodeID, state: ActivationState) {
        switch state {
        case .checkbox(let wasChecked):
            store.setCheckedness(wasChecked, of: element)
        case .radio(_, let previous):
            if let previous, radioGroup(of: element).contains(previous) {
                store.setCheckedness(true, of: previous)
            } else {
                store.setCheckedness(false, of: element)
            }
        case .other:
            break
        }
    }

    /// Runs an element's activation behavior after a click that was not canceled.
    func activate(_ element: NodeID, state: ActivationState, event: EventPayload) throws(JSException) {
        switch state {
        case .checkbox, .radio(wasChecked: false, _):
            // https://html.spec.whatwg.org/multipage/input.html#checkbox-state-(type=checkbox):input-activation-behavior
            // (a radio button that was already checked fires nothing, as in WebKit).
            guard store.isConnected(element) else { return }
            try fireEvent("input", at: .node(element), bubbles: true, composed: true)
            try fireEvent("change", at: .node(element), bubbles: true)
        case .radio:
            break
        case .other:
            if store.isHTMLElement(element, named: .label) {
                try activateLabel(element, event: event)
            } else if store.isHTMLElement(element, named: .button) || store.isHTMLElement(element, named: .input) {
                try activateFormButton(element)
            }
        }
    }

    /// A label's activation behavior: clicking its labeled control (as a trusted click, as
    /// WebKit does), unless the click was on the control or on interactive content inside
    /// the label; then text controls get focus (on macOS, checkboxes and buttons do not).
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#the-label-element
    private func activateLabel(_ label: NodeID, event: EventPayload) throws(JSException) {
        guard let control = labeledControl(of: label) else { return }
        if case .node(let target) = event.target {
            if store.isInclusiveAncestor(control, of: target) { return }
            var node: NodeID? = target
            while let current = node, current != label {
                if store.isElement(current), isInteractiveContent(current) { return }
                node = store.parent(of: current)
            }
        }
        try click(control, trusted: true)
        if isTextControl(control) { try runFocusingSteps(control) }
    }

    /// The label's labeled control: the element its `for` attribute names, or else its
    /// first labelable descendant.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#labeled-control
    func labeledControl(of label: NodeID) -> NodeID? {
        if let id = store.attribute(.for, of: label) {
            guard let element = store.element(withID: id, under: store.root(of: label)) else { return nil }
            return isLabelable(element) ? element : nil
        }
        var found: NodeID?
        store.forEachDescendantElement(of: label) { element in
            if isLabelable(element) { found = element }
            return found == nil
        }
        return found
    }

    /// https://html.spec.whatwg.org/multipage/forms.html#category-label
    private func isLabelable(_ element: NodeID) -> Bool {
        guard store.isHTMLElement(element) else { return false }
        switch store.localNameString(of: element) {
        case "button", "meter", "output", "progress", "select", "textarea": return true
        case "input": return inputType(of: element) != "hidden"
        default: return false
        }
    }

    /// Whether an element is interactive content (a click inside it is its own).
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#interactive-content
    private func isInteractiveContent(_ element: NodeID) -> Bool {
        guard store.isHTMLElement(element) else { return false }
        switch store.localNameString(of: element) {
        case "a": return store.hasAttribute(.href, on: element)
        case "button", "details", "embed", "iframe", "label", "select", "textarea": return true
        case "input": return inputType(of: element) != "hidden"
        case "audio", "video": return store.hasAttribute(store.atoms.intern("controls"), on: element)
        default: return false
        }
    }

    /// Whether an element is a `textarea` or an `input` one types text into.
    func isTextControl(_ element: NodeID) -> Bool {
        if store.isHTMLElement(element, named: .textarea) { return true }
        guard store.isHTMLElement(element, named: .input) else { return false }
        switch inputType(of: element) {
        case "text", "search", "url", "tel", "email", "password", "number", "date", "month", "week", "time",
            "datetime-local":
            return true
        default:
            return false
        }
    }

    /// An `input`'s type state keyword (`text` when missing or unknown does not matter here),
    /// or "" for other elements.
    func inputType(of element: NodeID) -> String {
        guard store.isHTMLElement(element, named: .input) else { return "" }
        let type = asciiLowercase(store.attribute(.type, of: element) ?? "")
        return type.isEmpty ? "text" : type
    }

    /// The radio buttons in the element's group (itself included): same name, same form
    /// owner, same tree. A radio button without a name is alone in its group.
    ///
    /// https://html.spec.whatwg.org/multipage/input.html#radio-button-group
    func radioGroup(of element: NodeID) -> [NodeID] {
        guard let name = store.attribute(.name, of: element), !name.isEmpty else { return [element] }
        let owner = store.formOwner(of: element)
        var group: [NodeID] = []
        store.forEachDescendantElement(of: store.root(of: element)) { other in
            if inputType(of: other) == "radio", store.attribute(.name, of: other) == name,
                store.formOwner(of: other) == owner
            {
                group.append(other)
            }
            return true
        }
        if !group.contains(element) { group.append(element) }
        return group
    }
}
