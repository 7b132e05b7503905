import DOM
import JavaScriptEngine
import WHATWGURL

// Submitting and resetting forms: `submit()`, `requestSubmit()`, `reset()` and the
// activation behavior of submit and reset buttons. A saved page never navigates: the
// navigation a submission plans is recorded in ``Realm/navigationRequests`` (method, URL
// with the entries as its query, or the body a `POST` would send).

extension Realm {
    /// Submits `form`, from `submitter` (a submit button, or the form itself). Unless it
    /// comes from `form.submit()`, it first validates the controls (firing `invalid` at the
    /// invalid ones, and giving up when there are any) and fires a cancelable `submit`.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-submit
    func submit(_ form: NodeID, from submitter: NodeID, submittedFromSubmitMethod: Bool) throws(JSException) {
        // 1: a form that is not connected cannot navigate.
        guard store.isConnected(form) else { return }
        let submitterButton = submitter == form ? nil : submitter
        // 5.
        if !submittedFromSubmitMethod {
            // 5.1-5.2.
            guard formControls.formsFiringSubmissionEvents.insert(form).inserted else { return }
            defer { formControls.formsFiringSubmissionEvents.remove(form) }
            // 5.4: interactive validation, unless the submitter or the form opts out.
            if !hasNoValidateState(submitterButton, form: form), try !checkValidity(of: form) { return }
            // 5.5-5.8.
            let shouldContinue = try fireEvent(
                "submit", at: .node(form), interface: .submitEvent, bubbles: true, cancelable: true
            ) { $0.submitter = submitterButton }
            guard shouldContinue, store.isConnected(form) else { return }
        }
        // 6-9: the entries (always UTF-8 here).
        let entries = store.entryList(of: form, submitter: submitterButton)
        guard store.isConnected(form) else { return }
        // 10-11: a dialog form closes its dialog, which appexjs does not model.
        let method = submissionAttribute(.method, of: submitterButton, form: form)
        guard method != "dialog" else { return }
        // 12-14.
        var action = submitActionAttribute(of: submitterButton, form: form)
        if action.isEmpty { action = documentURL.href }
        guard var url = store.parseURL(action, relativeTo: store.document(of: submitter)) else { return }
        // 16.
        let enctype = submissionAttribute(.enctype, of: submitterButton, form: form)
        // 20-22: what each scheme does with the entries.
        let isGet = method == "get"
        switch url.scheme {
        case "mailto":
            // Mail with headers (the entries as the query, `+` kept as WebKit keeps it), or as body.
            let body = isGet ? nil : (enctype == "text/plain" ? FormSubmissionBody.plainText(entries) : .urlEncoded(entries))
            if let body {
                let query = url.query.map { $0.isEmpty ? "" : $0 + "&" } ?? ""
                url.setQuery(query + "body=" + componentPercentEncoded(body.text))
            } else {
                url.setQuery(FormSubmissionBody.urlEncodedText(entries))
            }
            requestSubmission(to: url, method: "GET", body: nil)
        case "ftp", "javascript":
            // Get action URL.
            requestSubmission(to: url, method: "GET", body: nil)
        case _ where isGet:
            // Mutate action URL.
            url.setQuery(FormSubmissionBody.urlEncodedText(entries))
            requestSubmission(to: url, method: "GET", body: nil)
        default:
            // Submit as entity body.
            let body: FormSubmissionBody
            switch enctype {
            case "multipart/form-data": body = .multipart(entries)
            case "text/plain": body = .plainText(entries)
            default: body = .urlEncoded(entries)
            }
            requestSubmission(to: url, method: "POST", body: body)
        }
    }

    /// `form.requestSubmit(submitter)`: submits as a click on `submitter` would (validation
    /// and a `submit` event), from the form itself when `submitter` is nil.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-requestsubmit
    func requestSubmit(_ form: NodeID, submitter: NodeID?) throws {
        if let submitter {
            // 1.1-1.2.
            guard store.isSubmitButton(submitter) else {
                throw BindingError.typeError("The specified element is not a submit button.")
            }
            guard store.formOwner(of: submitter) == form else {
                throw DOMException(.notFoundError, "The specified element is not owned by this form element.")
            }
        }
        // 2-3.
        try submit(form, from: submitter ?? form, submittedFromSubmitMethod: false)
    }

    /// Resets `form`: fires a cancelable `reset` and, unless it is canceled, puts each of
    /// the form's controls back to its default value, checkedness and selectedness.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-form-reset
    func reset(_ form: NodeID) throws(JSException) {
        guard formControls.formsBeingReset.insert(form).inserted else { return }
        defer { formControls.formsBeingReset.remove(form) }
        guard try fireEvent("reset", at: .node(form), bubbles: true, cancelable: true) else { return }
        for control in store.formControls(of: form) {
            store.resetFormControl(control)
            formControls.selections[control] = nil
        }
    }

    /// The activation behavior of submit and reset buttons: submitting or resetting the
    /// button's form owner.
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#the-button-element (activation behavior)
    func activateFormButton(_ element: NodeID) throws(JSException) {
        guard !store.isDisabledFormControl(element), let form = store.formOwner(of: element), store.isConnected(element)
        else { return }
        if store.isSubmitButton(element) {
            try submit(form, from: element, submittedFromSubmitMethod: false)
        } else if store.isResetButton(element) {
            try reset(form)
        }
    }

    /// Records the navigation a submission plans.
    private func requestSubmission(to url: URLRecord, method: String, body: FormSubmissionBody?) {
        navigationRequests.append(NavigationRequest(kind: .submit, url: url.href, method: method, body: body))
    }

    /// Whether validation is skipped: the submit button has `formnovalidate` or the form `novalidate`.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fs-novalidate
    private func hasNoValidateState(_ submitterButton: NodeID?, form: NodeID) -> Bool {
        submitterButton.map { store.hasAttribute(SubmissionAttribute.formNoValidate, on: $0) } == true
            || store.hasAttribute(SubmissionAttribute.noValidate, on: form)
    }

    /// The submit button's `formaction`, or the form's `action`, or "".
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fs-action
    private func submitActionAttribute(of submitterButton: NodeID?, form: NodeID) -> String {
        if let submitterButton, let value = store.attribute(SubmissionAttribute.formAction, of: submitterButton) {
            return value
        }
        return store.attribute(.action, of: form) ?? ""
    }

    /// An enumerated submission attribute (`method` or `enctype`) as the submit button's
    /// `form…` attribute or else the form's gives it: its keyword, or the default (the
    /// first keyword) when missing or invalid.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-submission-attributes
    private func submissionAttribute(_ attribute: SubmissionAttribute, of submitterButton: NodeID?, form: NodeID)
        -> String
    {
        let value = submitterButton.flatMap { store.attribute(attribute.buttonAttribute, of: $0) }
            ?? store.attribute(attribute.formAttribute, of: form) ?? ""
        let keyword = asciiLowercase(value)
        return attribute.keywords.contains(keyword) ? keyword : attribute.keywords[0]
    }
}

/// The enumerated form submission attributes a submit button can override, and the
/// other submission attributes' names.
private enum SubmissionAttribute {
    case method, enctype

    static let formNoValidate = Atom.predefined("formnovalidate")
    static let noValidate = Atom.predefined("novalidate")
    static let formAction = Atom.predefined("formaction")
    private static let enctypeName = Atom.predefined("enctype")
    private static let formMethod = Atom.predefined("formmethod")
    private static let formEnctype = Atom.predefined("formenctype")

    /// The form's attribute.
    var formAttribute: Atom { self == .method ? .method : Self.enctypeName }
    /// The button's attribute that overrides it.
    var buttonAttribute: Atom { self == .method ? Self.formMethod : Self.formEnctype }
    /// Its keywords, the default first.
    var keywords: [String] { self == .method ? ReflectionTable.formMethods : ReflectionTable.formEnctypes }
}
