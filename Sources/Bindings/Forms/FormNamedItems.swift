import DOM
import JavaScriptEngine

// Which elements a form's names find: `form.elements.x`, `form.elements.namedItem(x)`
// and `form.x`.

extension NodeStore {
    /// The elements `form.elements` lists: the listed elements whose form owner is the
    /// form, less image buttons (`input type=image`).
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-elements
    func formControls(of form: NodeID) -> [NodeID] {
        members(of: .formControls(form: form)).filter { !isImageButton($0) }
    }

    /// Whether the element is an `input type=image`.
    func isImageButton(_ element: NodeID) -> Bool {
        isHTMLElement(element, named: .input) && asciiLowercase(attribute(.type, of: element) ?? "") == "image"
    }

    /// Whether `element`'s `id` or `name` is `name`.
    func hasIDOrName(_ name: String, _ element: NodeID) -> Bool {
        attribute(.id, of: element) == name || attribute(.name, of: element) == name
    }

    /// The form's controls whose `id` or `name` is `name`, in tree order.
    func formControls(of form: NodeID, named name: String) -> [NodeID] {
        guard !name.isEmpty else { return [] }
        return formControls(of: form).filter { hasIDOrName(name, $0) }
    }

    /// The `img` elements in the form whose `id` or `name` is `name`. WebKit lets both
    /// `form.x` and `form.elements.x` find them when no control has the name.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#the-form-element (supported property names)
    func formImages(of form: NodeID, named name: String) -> [NodeID] {
        guard !name.isEmpty else { return [] }
        return descendantElements(of: form) { isHTMLElement($0, named: .img) && hasIDOrName(name, $0) }
    }

    /// The names `form.elements` supports, in order: each control's `id`, then its
    /// `name`, then those of the form's images, without repeats.
    ///
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmlformcontrolscollection
    func formControlNames(of form: NodeID) -> [String] {
        supportedPropertyNames(of: formControls(of: form) + descendantElements(of: form) { isHTMLElement($0, named: .img) })
    }
}

extension Realm {
    /// What `form.elements.namedItem(name)` returns: the one control with that `id` or
    /// `name` (else the one image), a `RadioNodeList` when several controls have it, or null.
    ///
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmlformcontrolscollection-nameditem
    func formControlsNamedItem(_ name: String, of form: NodeID) throws -> JSValue? {
        let controls = store.formControls(of: form, named: name)
        if controls.count > 1 { return try radioNodeList(form: form, name: name).value }
        if let control = controls.first { return wrap(control).value }
        return store.formImages(of: form, named: name).first.map { wrap($0).value }
    }

    /// What `form[name]` returns ([LegacyOverrideBuiltIns]: before the form's own
    /// members): as `form.elements`, then what the name found before (the past names map),
    /// or nil.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-nameditem
    func formNamedItem(_ name: String, of form: NodeID) throws -> JSValue? {
        // 1-2: the controls, else the images, with the name.
        var candidates = store.formControls(of: form, named: name)
        if candidates.isEmpty { candidates = store.formImages(of: form, named: name) }
        // 3: nothing now; what the name found before, unless it left the form since.
        if candidates.isEmpty {
            guard let past = formControls.pastNames[form]?[name],
                store.formOwner(of: past) == form || store.isInclusiveAncestor(form, of: past)
            else { return nil }
            return wrap(past).value
        }
        // 4: several: a RadioNodeList.
        if candidates.count > 1 { return try radioNodeList(form: form, name: name).value }
        // 5-6: remember and return the one element.
        formControls.pastNames[form, default: [:]][name] = candidates[0]
        return wrap(candidates[0]).value
    }

    /// The `RadioNodeList` of the form's controls named `name`: the same object each time.
    func radioNodeList(form: NodeID, name: String) throws -> JSObject {
        let key = RadioNodeListKey(form: form, name: name)
        if let list = formControls.radioNodeLists[key] { return list }
        let list = makeObject("RadioNodeList", payload: RadioNodeListPayload(realm: self, key: key))
        keepAlive(list.value)
        formControls.radioNodeLists[key] = list
        return list
    }

    /// The form's `elements` collection: the same object each time.
    func formControlsCollection(of form: NodeID) -> JSObject {
        cachedObject(.collection(.formControls(form: form))) {
            makeObject("HTMLFormControlsCollection", payload: FormControlsPayload(realm: self, form: form))
        }
    }
}
