import DOM
import JavaScriptEngine

// Focus: `focus()`, `blur()` and `document.activeElement`, with the events WebKit fires in
// its order: `blur`, `focusout` on the element losing focus (focus has already left it),
// then `focus`, `focusin` on the element gaining it.

extension Realm {
    /// The focused element of the realm's document, if it is still in that document
    /// (removing the element moves focus back to the viewport: the focus fixup rule).
    ///
    /// https://html.spec.whatwg.org/multipage/interaction.html#focus-fixup-rule
    var focusedElement: NodeID? {
        guard let element = eventTargets.focusedElement, store.root(of: element) == document else { return nil }
        return element
    }

    /// `document.activeElement`: the focused element, or else the body (or document element).
    ///
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-document-activeelement
    func activeElement(of document: NodeID) -> NodeID? {
        if document == self.document, let focused = focusedElement { return focused }
        return store.body(of: document) ?? store.documentElement(of: document)
    }

    /// The focusing steps for an element (`focus()`): nothing happens unless it is a
    /// focusable area not already focused.
    ///
    /// https://html.spec.whatwg.org/multipage/interaction.html#focusing-steps
    func runFocusingSteps(_ element: NodeID) throws(JSException) {
        guard isFocusableArea(element) else { return }
        let old = focusedElement
        guard old != element else { return }
        // https://html.spec.whatwg.org/multipage/interaction.html#focus-update-steps
        eventTargets.focusChanges += 1
        let change = eventTargets.focusChanges
        if let old {
            eventTargets.focusedElement = nil
            try fireFocusEvent("blur", at: old, relatedTarget: element)
            try fireFocusEvent("focusout", at: old, relatedTarget: element)
            // A listener moved focus elsewhere: that change wins.
            guard change == eventTargets.focusChanges else { return }
        }
        eventTargets.focusedElement = element
        try fireFocusEvent("focus", at: element, relatedTarget: old)
        try fireFocusEvent("focusin", at: element, relatedTarget: old)
    }

    /// `blur()`: the unfocusing steps, when the element has focus; focus goes back to the viewport.
    ///
    /// https://html.spec.whatwg.org/multipage/interaction.html#unfocusing-steps
    func runUnfocusingSteps(_ element: NodeID) throws(JSException) {
        guard focusedElement == element else { return }
        eventTargets.focusChanges += 1
        eventTargets.focusedElement = nil
        try fireFocusEvent("blur", at: element, relatedTarget: nil)
        try fireFocusEvent("focusout", at: element, relatedTarget: nil)
    }

    /// Fires a trusted `FocusEvent`; `focusin` and `focusout` bubble.
    ///
    /// https://html.spec.whatwg.org/multipage/interaction.html#fire-a-focus-event
    private func fireFocusEvent(_ type: String, at element: NodeID, relatedTarget: NodeID?) throws(JSException) {
        try fireEvent(
            type, at: .node(element), interface: .focusEvent, bubbles: type == "focusin" || type == "focusout",
            composed: true
        ) { event in
            event.hasView = true
            event.relatedTarget = relatedTarget.map { .node($0) }
        }
    }

    /// Whether an element can take focus: it is in the realm's document, rendered (no
    /// `display: none` from the user-agent stylesheet, `hidden` or inline style on it or an
    /// ancestor), not a disabled form control, and focusable by its kind or a `tabindex`.
    ///
    /// https://html.spec.whatwg.org/multipage/interaction.html#focusable-area
    func isFocusableArea(_ element: NodeID) -> Bool {
        guard store.isHTMLElement(element), store.root(of: element) == document, !store.isDisabledFormControl(element)
        else { return false }
        var ancestor: NodeID? = element
        while let current = ancestor, store.isElement(current) {
            if store.display(of: current) == .none { return false }
            ancestor = store.parent(of: current)
        }
        if let tabIndex = store.attribute(store.atoms.intern("tabindex"), of: element), parseHTMLInteger(tabIndex) != nil {
            return true
        }
        switch store.localNameString(of: element) {
        case "a", "area": return store.hasAttribute(.href, on: element)
        case "button", "input", "select", "textarea", "iframe": return true
        case "audio", "video": return store.hasAttribute(store.atoms.intern("controls"), on: element)
        case "summary":
            // Only a details element's summary.
            guard let parent = store.parentElement(of: element), store.isHTMLElement(parent, named: .details) else {
                return false
            }
            return store.elementChildren(of: parent).first { store.isHTMLElement($0, named: .summary) } == element
        default:
            let editable = store.attribute(store.atoms.intern("contenteditable"), of: element).map(asciiLowercase)
            return editable == "" || editable == "true" || editable == "plaintext-only"
        }
    }
}
