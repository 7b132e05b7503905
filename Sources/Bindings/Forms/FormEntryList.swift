import DOM

/// One entry of a form's entry list: a name and a string value, or no value for a file
/// input (which submits an empty file, as no file can have been chosen).
struct FormEntry: Equatable {
    /// The entry's name.
    var name: String
    /// The entry's value, or nil for an empty file.
    var value: String?
}

extension NodeStore {
    /// The entries a form would submit (what `new FormData(form, submitter)` holds).
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#constructing-the-form-data-set
    func entryList(of form: NodeID, submitter: NodeID?) -> [FormEntry] {
        var entries: [FormEntry] = []
        // 5: each submittable element whose form owner is the form, in tree order.
        for field in members(of: .formControls(form: form)) where isSubmittable(field) {
            // 5.1: skipped fields.
            if hasAncestor(field, named: .datalist) || isActuallyDisabled(field) { continue }
            if isButton(field) && field != submitter { continue }
            let isInput = isHTMLElement(field, named: .input)
            let type = isInput ? inputType(of: field) : ""
            if (type == "checkbox" || type == "radio") && !isCheckedness(field) { continue }
            // 5.2: the image button that submits adds its click coordinates (no click: 0, 0).
            if type == "image" {
                let name = attribute(.name, of: field) ?? ""
                let prefix = name.isEmpty ? "" : name + "."
                entries += [FormEntry(name: prefix + "x", value: "0"), FormEntry(name: prefix + "y", value: "0")]
                continue
            }
            // 5.4-5.5: fields without a name submit nothing.
            guard let name = attribute(.name, of: field), !name.isEmpty else { continue }
            if isHTMLElement(field, named: .select) {
                // 5.6: each selected option that is not disabled (a single select with no
                // option selected selects its first one, as `selectedIndex` says).
                let options = options(of: field)
                let selected = hasAttribute(.multiple, on: field)
                    ? options.filter { isChecked($0) } : [selectedIndex(of: field)].filter { $0 >= 0 }.map { options[$0] }
                for option in selected where !isDisabledOption(option) {
                    entries.append(FormEntry(name: name, value: value(of: option)))
                }
            } else if type == "checkbox" || type == "radio" {
                // 5.7.
                entries.append(FormEntry(name: name, value: attribute(.value, of: field) ?? "on"))
            } else if type == "file" {
                // 5.8: no file was chosen.
                entries.append(FormEntry(name: name, value: nil))
            } else if type == "hidden" && asciiLowercase(name) == "_charset_" {
                // 5.9.
                entries.append(FormEntry(name: name, value: "UTF-8"))
            } else {
                // 5.10-5.11.
                entries.append(FormEntry(name: name, value: value(of: field)))
            }
            // 5.12: the direction of text fields named by `dirname`.
            if let dirname = attribute(named: "dirname", of: field), !dirname.isEmpty,
                isHTMLElement(field, named: .textarea) || type == "text" || type == "search"
            {
                entries.append(FormEntry(name: dirname, value: "ltr"))
            }
        }
        return entries
    }

    /// Whether the element is submittable: `button`, `input`, `select` or `textarea`.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#category-submit
    func isSubmittable(_ element: NodeID) -> Bool {
        isHTMLElement(element, named: .button) || isHTMLElement(element, named: .input)
            || isHTMLElement(element, named: .select) || isHTMLElement(element, named: .textarea)
    }

    /// Whether the element is a button: `button`, or `input` of type submit, reset, button or image.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#concept-button
    func isButton(_ element: NodeID) -> Bool {
        if isHTMLElement(element, named: .button) { return true }
        guard isHTMLElement(element, named: .input) else { return false }
        return ["submit", "reset", "button", "image"].contains(inputType(of: element))
    }

    /// Whether the element is a submit button: `button` of type submit (the default), or
    /// `input` of type submit or image.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#concept-submit-button
    func isSubmitButton(_ element: NodeID) -> Bool {
        if isHTMLElement(element, named: .button) {
            let type = asciiLowercase(attribute(.type, of: element) ?? "submit")
            return type != "reset" && type != "button"
        }
        return isHTMLElement(element, named: .input) && ["submit", "image"].contains(inputType(of: element))
    }

    /// Whether the element is a reset button: `button` or `input` of type reset.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#reset-button
    func isResetButton(_ element: NodeID) -> Bool {
        if isHTMLElement(element, named: .button) {
            return asciiLowercase(attribute(.type, of: element) ?? "") == "reset"
        }
        return isHTMLElement(element, named: .input) && inputType(of: element) == "reset"
    }

    /// Whether a form control is disabled: it has `disabled`, or it is in a disabled
    /// `fieldset` other than in that fieldset's first `legend`.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-disabled
    func isActuallyDisabled(_ element: NodeID) -> Bool {
        if hasAttribute(.disabled, on: element) { return true }
        var child = element
        while let parent = parentElement(of: child) {
            if isHTMLElement(parent, named: .fieldset), hasAttribute(.disabled, on: parent) {
                let firstLegend = elementChildren(of: parent).first { isHTMLElement($0, named: .legend) }
                if child != firstLegend { return true }
            }
            child = parent
        }
        return false
    }

    /// Whether an `option` is disabled: it has `disabled`, or its `optgroup` parent has.
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-option-disabled
    func isDisabledOption(_ option: NodeID) -> Bool {
        if hasAttribute(.disabled, on: option) { return true }
        guard let parent = parentElement(of: option), isHTMLElement(parent, named: .optgroup) else { return false }
        return hasAttribute(.disabled, on: parent)
    }

    /// Whether an ancestor of the element is an HTML element named `name`.
    func hasAncestor(_ element: NodeID, named name: Atom) -> Bool {
        var current = parentElement(of: element)
        while let ancestor = current {
            if isHTMLElement(ancestor, named: name) { return true }
            current = parentElement(of: ancestor)
        }
        return false
    }
}
