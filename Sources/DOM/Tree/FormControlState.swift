/// What an element has beyond its attributes: the state of form controls that
/// scripts change through properties.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-value
public struct FormControlState: Sendable, Equatable {
    /// The control's value once set through a property (its "dirty value"); nil while
    /// it still follows the `value` attribute or the element's text.
    public var dirtyValue: String?
    /// The checkedness once changed through a property; nil while it follows `checked`.
    public var dirtyCheckedness: Bool?
    /// The selectedness of an `option` once changed through a property; nil while it
    /// follows `selected`.
    public var dirtySelectedness: Bool?
    /// A `select`'s options when a script deselected them all (`selectedIndex = -1`, a `value`
    /// no option has): while they stay its options, no option is selected by default.
    public var optionsDeselected: [NodeID]?
    /// The message `setCustomValidity` set; not empty means the control has a custom error.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#custom-validity-error-message
    public var customValidityMessage = ""
    /// An `input`'s `indeterminate` state (a checkbox's third look), which no attribute holds.
    ///
    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-indeterminate
    public var indeterminate = false

    /// A state that follows the attributes.
    public init() {}
}

extension NodeStore {
    /// The element's state beyond attributes.
    public func formControlState(of element: NodeID) -> FormControlState { formControlStates[element] ?? FormControlState() }

    /// Changes the element's state beyond attributes.
    public func updateFormControlState(of element: NodeID, _ change: (inout FormControlState) -> Void) {
        var state = formControlStates[element] ?? FormControlState()
        change(&state)
        formControlStates[element] = state
        // `:checked` reads the state: of an option, and of the other options of its select.
        if !recordSelectednessChange(around: element) { recordStyleChange(of: element) }
    }
}
