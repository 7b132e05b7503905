import DOM
import JavaScriptEngine

/// `HTMLFieldSetElement` members beyond reflection.
enum FieldSetMembers {
    /// `fieldset.elements`: a live `HTMLCollection` of the listed elements under the
    /// fieldset (image buttons and controls of other forms included), the same object every time.
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-fieldset-elements
    static let elements = NativeProperty("elements", get: { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, node in
            realm.collection(.fieldsetElements(fieldset: node)).value
        }
    })

    /// `fieldset.type`: always "fieldset" (read-only).
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-fieldset-type
    static let type = NativeProperty("type", get: { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, _ in realm.context.string("fieldset") }
    })
}
