import DOM
import JavaScriptEngine

/// The selection of a text control (`input` of a text type, or `textarea`), in UTF-16
/// code units of its value.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#textFieldSelection
struct TextControlSelection: Equatable {
    /// Where the selection starts.
    var start = 0
    /// Where it ends (the caret when `start == end`).
    var end = 0
    /// `selectionDirection`. Safari (macOS and iOS) does not treat selections as
    /// directional, so a selection made without a direction reports "none"; WebKitGTK
    /// reports "forward" there (WebKit's `EditingBehavior::shouldConsiderSelectionAsDirectional`).
    var direction = "none"

    /// The selection with both ends moved into a value of `length` code units.
    func clamped(to length: Int) -> TextControlSelection {
        TextControlSelection(start: min(start, length), end: min(end, length), direction: direction)
    }
}

extension NodeStore {
    /// The `type` of an `input` as its IDL attribute reads it: the lowercased attribute,
    /// or "text" when it is missing or not a known type.
    ///
    /// https://html.spec.whatwg.org/multipage/input.html#attr-input-type
    func inputType(of input: NodeID) -> String {
        let type = asciiLowercase(attribute(.type, of: input) ?? "")
        return Self.inputTypes.contains(type) ? type : "text"
    }

    /// The keywords of the `type` attribute.
    private static let inputTypes: Set<String> = [
        "hidden", "text", "search", "tel", "url", "email", "password", "date", "month", "week", "time",
        "datetime-local", "number", "range", "color", "checkbox", "radio", "file", "submit", "image", "reset", "button",
    ]

    /// Whether `selectionStart`, `selectionEnd`, `selectionDirection` and
    /// `setSelectionRange()` apply: `textarea`, and `input` of the text, search, URL,
    /// telephone and password types.
    ///
    /// https://html.spec.whatwg.org/multipage/input.html#do-not-apply
    func supportsTextSelection(_ element: NodeID) -> Bool {
        if isHTMLElement(element, named: .textarea) { return true }
        guard isHTMLElement(element, named: .input) else { return false }
        switch inputType(of: element) {
        case "text", "search", "url", "tel", "password": return true
        default: return false
        }
    }

    /// The length of a text control's value in UTF-16 code units (`textarea.textLength`).
    func textLength(of element: NodeID) -> Int { value(of: element).utf16.count }
}

extension Realm {
    /// The control's selection now: where scripts left it, else the start of the value.
    func textSelection(of element: NodeID) -> TextControlSelection {
        (formControls.selections[element] ?? TextControlSelection()).clamped(to: store.textLength(of: element))
    }

    /// Sets the selection range of a text control.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#set-the-selection-range
    /// (the `select` event it queues is not fired)
    func setSelectionRange(of element: NodeID, start: Int, end: Int, direction: String?) {
        // 1-5: clamp to the value's length; a start after the end moves to the end.
        let length = store.textLength(of: element)
        let end = min(end, length)
        let start = min(start, end)
        // 6: "forward" and "backward" are kept; anything else is no direction.
        let kept = direction.flatMap { $0 == "forward" || $0 == "backward" ? $0 : nil } ?? "none"
        formControls.selections[element] = TextControlSelection(start: start, end: end, direction: kept)
    }

    /// After a script set a text control's `value`: when the value changed, the caret
    /// moves to the end of the new value and nothing is selected.
    ///
    /// https://html.spec.whatwg.org/multipage/input.html#dom-input-value-value (step 5)
    func moveTextEntryCursorToEnd(of element: NodeID, ifValueChangedFrom oldValue: String) {
        guard store.supportsTextSelection(element) else { return }
        let value = store.value(of: element)
        guard value != oldValue else { return }
        let length = value.utf16.count
        formControls.selections[element] = TextControlSelection(start: length, end: length, direction: "none")
    }

    /// The InvalidStateError for selection members on a control they do not apply to,
    /// worded as WebKit words it.
    func selectionNotSupported(_ element: NodeID) -> DOMException {
        DOMException(.invalidStateError, "The input element's type ('\(store.inputType(of: element))') does not support selection.")
    }
}
