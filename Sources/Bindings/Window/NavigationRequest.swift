/// A navigation a script asked for. A saved page never navigates; the request is reported.
public struct NavigationRequest: Sendable, Equatable, Codable {
    /// How it was asked for.
    public enum Kind: String, Sendable, Codable {
        case assign, replace, reload, open, pushState, replaceState
        /// A form submission (`form.submit()`, `requestSubmit()`, a click on a submit button).
        case submit
    }

    /// How it was asked for.
    public var kind: Kind
    /// The absolute URL asked for ("" for a reload). A `GET` form submission's URL carries
    /// the form's entries as its query.
    public var url: String
    /// A form submission's method: `GET` or `POST`.
    public var method: String?
    /// A `POST` form submission's body, and its MIME type (with the multipart boundary).
    public var body: FormSubmissionBody?

    /// A request for `url`, asked for by `kind`.
    public init(kind: Kind, url: String, method: String? = nil, body: FormSubmissionBody? = nil) {
        self.kind = kind
        self.url = url
        self.method = method
        self.body = body
    }

    /// One line: the kind, the method if any, the URL, then a body's type and text
    /// (`submit POST https://example.com/login application/x-www-form-urlencoded user=alice`).
    public var summary: String {
        var words = [kind.rawValue]
        if let method { words.append(method) }
        words.append(url)
        if let body { words += [body.contentType, body.text] }
        return words.joined(separator: " ")
    }
}
