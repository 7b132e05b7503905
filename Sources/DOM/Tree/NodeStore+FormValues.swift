// The values of form controls.
// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-value

extension NodeStore {
    /// The `value` IDL attribute of an `input`, `textarea`, `select` or `option`.
    ///
    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-value
    public func value(of element: NodeID) -> String {
        if isHTMLElement(element, named: .input) {
            switch inputValueMode(of: element) {
            case .value: return formControlState(of: element).dirtyValue ?? attribute(.value, of: element) ?? ""
            case .default: return attribute(.value, of: element) ?? ""
            case .defaultOn: return attribute(.value, of: element) ?? "on"
            case .filename: return ""
            }
        }
        if isHTMLElement(element, named: .textarea) {
            return formControlState(of: element).dirtyValue ?? childTextContentForValue(of: element)
        }
        if isHTMLElement(element, named: .select) {
            let options = options(of: element)
            let index = selectedIndex(of: element)
            return index >= 0 && index < options.count ? value(of: options[index]) : ""
        }
        if isHTMLElement(element, named: .option) {
            // https://html.spec.whatwg.org/multipage/form-elements.html#dom-option-value
            return attribute(.value, of: element) ?? stripAndCollapseASCIIWhitespace(descendantTextContent(of: element))
        }
        return attribute(.value, of: element) ?? ""
    }

    /// Sets the `value` IDL attribute. Throws for file inputs, as browsers do.
    public func setValue(_ value: String, of element: NodeID) throws(DOMException) {
        if isHTMLElement(element, named: .input) {
            switch inputValueMode(of: element) {
            case .value: updateFormControlState(of: element) { $0.dirtyValue = value }
            case .default, .defaultOn: setAttribute(.value, to: value, on: element)
            case .filename:
                guard value.isEmpty else {
                    throw DOMException(.invalidStateError, "a file input's value can only be set to the empty string")
                }
            }
            attributesChanged()
        } else if isHTMLElement(element, named: .textarea) {
            updateFormControlState(of: element) { $0.dirtyValue = value }
            attributesChanged()
        } else if isHTMLElement(element, named: .select) {
            let options = options(of: element)
            var found = false
            for option in options {
                let matches = !found && self.value(of: option) == value
                if matches { found = true }
                updateFormControlState(of: option) { $0.dirtySelectedness = matches }
            }
            updateFormControlState(of: element) { $0.optionsDeselected = found ? nil : options }
            attributesChanged()
        } else {
            setAttribute(.value, to: value, on: element)
        }
    }

    /// The checkedness of an `input` (any type; only checkboxes and radios show it).
    public func isCheckedness(_ element: NodeID) -> Bool {
        formControlState(of: element).dirtyCheckedness ?? hasAttribute(.checked, on: element)
    }

    /// Sets the checkedness of an `input`; checking a radio button unchecks the others in its group.
    ///
    /// https://html.spec.whatwg.org/multipage/input.html#radio-button-group
    public func setCheckedness(_ checked: Bool, of element: NodeID) {
        updateFormControlState(of: element) { $0.dirtyCheckedness = checked }
        if checked, asciiLowercase(attribute(.type, of: element) ?? "") == "radio",
            let name = attribute(.name, of: element), !name.isEmpty
        {
            let owner = formOwner(of: element)
            forEachDescendantElement(of: root(of: element)) { other in
                if other != element, isHTMLElement(other, named: .input),
                    asciiLowercase(attribute(.type, of: other) ?? "") == "radio", attribute(.name, of: other) == name,
                    formOwner(of: other) == owner
                {
                    updateFormControlState(of: other) { $0.dirtyCheckedness = false }
                }
                return true
            }
        }
        attributesChanged()
    }

    /// Sets an option's selectedness; in a single-select, selecting one deselects the others.
    public func setSelectedness(_ selected: Bool, of option: NodeID) {
        if selected, let select = selectElement(of: option), !hasAttribute(.multiple, on: select) {
            for other in options(of: select) where other != option {
                updateFormControlState(of: other) { $0.dirtySelectedness = false }
            }
        }
        updateFormControlState(of: option) { $0.dirtySelectedness = selected }
        attributesChanged()
    }

    /// The index of the selected option of a `select`, or -1: the first selected one of a
    /// `multiple` select, the one ``isSelected(option:)`` picks of any other.
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-selectedindex
    public func selectedIndex(of select: NodeID) -> Int {
        let options = options(of: select)
        if hasAttribute(.multiple, on: select) { return options.firstIndex { isExplicitlySelected($0) } ?? -1 }
        return selectedOption(of: select, options: options).flatMap { options.firstIndex(of: $0) } ?? -1
    }

    /// Selects the option at `index` (deselecting all for an index out of range).
    public func setSelectedIndex(_ index: Int, of select: NodeID) {
        let options = options(of: select)
        for (position, option) in options.enumerated() {
            updateFormControlState(of: option) { $0.dirtySelectedness = position == index }
        }
        updateFormControlState(of: select) { $0.optionsDeselected = options.indices.contains(index) ? nil : options }
        attributesChanged()
    }

    /// Runs a control's reset algorithm: an `input` or `textarea` follows its `value`
    /// attribute (or text) and `checked` again, a `select`'s options their `selected`.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-reset-control
    public func resetFormControl(_ control: NodeID) {
        if isHTMLElement(control, named: .select) {
            for option in options(of: control) {
                updateFormControlState(of: option) { $0.dirtySelectedness = nil }
            }
            updateFormControlState(of: control) { $0.optionsDeselected = nil }
        } else {
            updateFormControlState(of: control) {
                $0.dirtyValue = nil
                $0.dirtyCheckedness = nil
            }
        }
        attributesChanged()
    }

    /// The `select` an option belongs to.
    public func selectElement(of option: NodeID) -> NodeID? {
        guard let parent = parentElement(of: option) else { return nil }
        if isHTMLElement(parent, named: .select) { return parent }
        if isHTMLElement(parent, named: .optgroup), let grandparent = parentElement(of: parent),
            isHTMLElement(grandparent, named: .select)
        {
            return grandparent
        }
        return nil
    }

    private func childTextContentForValue(of textarea: NodeID) -> String {
        var result = ""
        var child = firstChild(of: textarea)
        while let current = child {
            if kind(of: current).isText { result.append(data(of: current)) }
            child = nextSibling(of: current)
        }
        return result
    }

    /// How an input's `value` behaves, by its type.
    ///
    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-value-value
    public enum InputValueMode: Sendable {
        case value, `default`, defaultOn, filename
    }

    /// The value mode of an `input`.
    public func inputValueMode(of input: NodeID) -> InputValueMode {
        switch asciiLowercase(attribute(.type, of: input) ?? "") {
        case "hidden", "submit", "image", "reset", "button": return .default
        case "checkbox", "radio": return .defaultOn
        case "file": return .filename
        default: return .value
        }
    }
}

extension NodeStore {
    /// The element's attributes with the state scripts set through properties written in:
    /// an `input`'s typed value as `value`, its checkedness as `checked`, an `option`'s
    /// selectedness as `selected`. Other elements' attributes are returned as they are.
    public func attributesShowingFormState(of element: NodeID) -> [Attribute] {
        var attributes = self.attributes(of: element)
        guard namespace(of: element) == .html, let state = formControlStates[element] else { return attributes }
        func set(_ name: Atom, _ value: String?) {
            let position = attributes.firstIndex { $0.name == name }
            switch (value, position) {
            case (let value?, let position?): attributes[position].value = value
            case (let value?, nil): attributes.append(Attribute(name: name, value: value))
            case (nil, let position?): attributes.remove(at: position)
            case (nil, nil): break
            }
        }
        if isHTMLElement(element, named: .input) {
            if let value = state.dirtyValue { set(.value, value) }
            if let checked = state.dirtyCheckedness { set(.checked, checked ? (attribute(.checked, of: element) ?? "") : nil) }
        } else if isHTMLElement(element, named: .option), let selected = state.dirtySelectedness {
            set(.selected, selected ? (attribute(.selected, of: element) ?? "") : nil)
        }
        return attributes
    }
}
