// Which options of a `select` are selected: what `option.selected`, `selectedIndex`,
// `select.value` and `:checked` read.
// https://html.spec.whatwg.org/multipage/form-elements.html#selectedness-setting-algorithm

extension NodeStore {
    /// Whether an option is selected, as WebKit answers `selected` and `:checked`: by its
    /// `selected` attribute or a script (in a select without `multiple`, only the last such
    /// option), or, in a select that shows one option (no `multiple`, `size` at most 1) where
    /// none is, as the first option that is not disabled (the first when all are), which the
    /// selectedness setting algorithm picks; not when a script deselected them all since the
    /// options last changed.
    ///
    /// Each option is answered from its neighbours where it can be, so that asking for every
    /// option of a select (`:checked`, form data) stays linear: only its first option and
    /// its first enabled one read all the options.
    public func isSelected(option: NodeID) -> Bool {
        let explicitly = isExplicitlySelected(option)
        guard let select = selectElement(of: option), !hasAttribute(.multiple, on: select) else { return explicitly }
        if explicitly {
            // Of several, the last is.
            var next = adjacentOption(to: option, forward: true)
            while let current = next {
                if isExplicitlySelected(current) { return false }
                next = adjacentOption(to: current, forward: true)
            }
            return true
        }
        // Else picked only as the first enabled option, or as the first when all are disabled.
        var previous = adjacentOption(to: option, forward: false)
        if previous != nil && isDisabledFormControl(option) { return false }
        while let current = previous {
            if !isDisabledFormControl(current) { return false }
            previous = adjacentOption(to: current, forward: false)
        }
        return selectedOption(of: select, options: options(of: select)) == option
    }

    /// The option after (`forward`) or before `option` among its select's options (the
    /// select's `option` children and those of its `optgroup` children, in tree order).
    private func adjacentOption(to option: NodeID, forward: Bool) -> NodeID? {
        func sibling(_ node: NodeID) -> NodeID? { forward ? nextElementSibling(of: node) : previousElementSibling(of: node) }
        var current = option
        var inGroup = parentElement(of: option).map { isHTMLElement($0, named: .optgroup) } ?? false
        while true {
            guard let next = sibling(current) else {
                // Out of an option group, on among the select's children.
                guard inGroup, let group = parentElement(of: current) else { return nil }
                (current, inGroup) = (group, false)
                continue
            }
            if isHTMLElement(next, named: .option) { return next }
            if !inGroup, isHTMLElement(next, named: .optgroup) {
                var child = forward ? firstElementChild(of: next) : lastElementChild(of: next)
                while let candidate = child {
                    if isHTMLElement(candidate, named: .option) { return candidate }
                    child = sibling(candidate)
                }
            }
            current = next
        }
    }

    /// The option a select without `multiple` has selected (see ``isSelected(option:)``), or nil.
    func selectedOption(of select: NodeID, options: [NodeID]) -> NodeID? {
        if let last = options.last(where: { isExplicitlySelected($0) }) { return last }
        guard displaysOneOption(select), formControlState(of: select).optionsDeselected != options else { return nil }
        return options.first { !isDisabledFormControl($0) } ?? options.first
    }

    /// An option's `selected` attribute was set or removed: as in WebKit, the option follows it
    /// again, whatever a script chose before (the standard keeps the script's choice).
    func selectedAttributeChanged(on element: NodeID) {
        guard isHTMLElement(element, named: .option), formControlStates[element]?.dirtySelectedness != nil else { return }
        updateFormControlState(of: element) { $0.dirtySelectedness = nil }
    }

    /// Whether an option is selected by its `selected` attribute or a script.
    func isExplicitlySelected(_ option: NodeID) -> Bool {
        formControlState(of: option).dirtySelectedness ?? hasAttribute(.selected, on: option)
    }

    /// Whether a select shows one option at a time (a drop-down): no `multiple`, and a `size`
    /// of at most 1.
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-size
    func displaysOneOption(_ select: NodeID) -> Bool {
        guard !hasAttribute(.multiple, on: select) else { return false }
        guard let size = attribute(.size, of: select).flatMap(parseHTMLInteger), size > 1 else { return true }
        return false
    }

    /// The `select` of an option, of an option group, or the select itself.
    func enclosingSelect(of element: NodeID) -> NodeID? {
        if isHTMLElement(element, named: .select) { return element }
        if isHTMLElement(element, named: .optgroup) {
            return parentElement(of: element).flatMap { isHTMLElement($0, named: .select) ? $0 : nil }
        }
        return isHTMLElement(element, named: .option) ? selectElement(of: element) : nil
    }

    /// Records a change of the select around `element` for the styles, once for a run of
    /// changes to it (setting `selectedIndex` changes every option): one option's state, or a
    /// `disabled`, `multiple` or `size`, can change which option a select shows selected.
    /// Returns false when `element` is in no select.
    @discardableResult
    func recordSelectednessChange(around element: NodeID) -> Bool {
        guard let select = enclosingSelect(of: element) else { return false }
        guard let log = styleChangeLog else { return true }
        if case .element(let last)? = log.changes.last, last == select { return true }
        recordStyleChange(of: select)
        return true
    }
}
