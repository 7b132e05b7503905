// The states of form controls that selectors and scripts ask about.

extension NodeStore {
    /// Whether a checkbox or radio button is checked, or an option selected (`:checked`).
    ///
    /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-checked
    public func isChecked(_ element: NodeID) -> Bool {
        if isHTMLElement(element, named: .input) {
            let type = asciiLowercase(attribute(.type, of: element) ?? "")
            guard type == "checkbox" || type == "radio" else { return false }
            return formControlState(of: element).dirtyCheckedness ?? hasAttribute(.checked, on: element)
        }
        if isHTMLElement(element, named: .option) { return isSelected(option: element) }
        return false
    }

    /// Whether the element is one that `disabled` applies to.
    ///
    /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-enabled
    public func canBeDisabled(_ element: NodeID) -> Bool {
        guard namespace(of: element) == .html else { return false }
        let name = localName(of: element)
        return name == .button || name == .input || name == .select || name == .textarea || name == .optgroup
            || name == .option || name == .fieldset
    }

    /// Whether a form control is disabled: by its own attribute, an ancestor `fieldset`'s
    /// (outside that fieldset's first legend), or, for options, its `optgroup`'s.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-disabled
    public func isDisabledFormControl(_ element: NodeID) -> Bool {
        guard canBeDisabled(element) else { return false }
        if hasAttribute(.disabled, on: element) { return true }
        if isHTMLElement(element, named: .option) {
            if let parent = parentElement(of: element), isHTMLElement(parent, named: .optgroup) {
                return hasAttribute(.disabled, on: parent)
            }
            return false
        }
        var child = element
        var ancestor = parentElement(of: element)
        while let current = ancestor {
            if isHTMLElement(current, named: .fieldset), hasAttribute(.disabled, on: current) {
                let firstLegend = elementChildren(of: current).first { isHTMLElement($0, named: .legend) }
                if firstLegend != child || firstLegend == nil { return true }
            }
            child = current
            ancestor = parentElement(of: current)
        }
        return false
    }
}
