import DOM
import JavaScriptEngine

/// What a realm remembers about form controls beyond the tree: text selections, each
/// form's past names, and the objects that must stay the same object (`RadioNodeList`s,
/// `labels` lists). Made on first use (``Realm/formControls``).
final class FormControlsState {
    /// The selection of each text control whose selection a script or a value change moved.
    var selections: [NodeID: TextControlSelection] = [:]
    /// Each form's past names map: names scripts looked up through the form, and what they found.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#past-names-map
    var pastNames: [NodeID: [String: NodeID]] = [:]
    /// `RadioNodeList`s by form and name, so `form.r === form.elements.r`.
    var radioNodeLists: [RadioNodeListKey: JSObject] = [:]
    /// The `labels` list of each control that was asked for it.
    var labelLists: [NodeID: JSObject] = [:]
    /// Forms whose `submit` event is being fired (a second submission meanwhile does nothing).
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#firing-submission-events
    var formsFiringSubmissionEvents: Set<NodeID> = []
    /// Forms being reset (a `reset()` from a `reset` listener does nothing).
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#locked-for-reset
    var formsBeingReset: Set<NodeID> = []
    /// The return value of each `dialog` whose `returnValue` was set or that `close(result)`
    /// closed (a form's `method=dialog` submission closes its dialog with a result too).
    ///
    /// https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-returnvalue
    var dialogReturnValues: [NodeID: String] = [:]
}

/// What a `RadioNodeList` filters a form's controls by.
struct RadioNodeListKey: Hashable {
    /// The form whose controls it lists.
    let form: NodeID
    /// The `id` or `name` its members have.
    let name: String
}
