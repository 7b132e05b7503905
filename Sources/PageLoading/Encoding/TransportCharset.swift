/// A charset the container of a saved page declared for it, with where it was declared, so that
/// a label the Encoding Standard does not know can be named in a message.
public struct TransportCharset: Sendable, Equatable {
    /// The label as declared, such as `"utf-8"` or `"ISO-8859-2"`.
    public var label: String
    /// Where it was declared, such as "WebResourceTextEncodingName" or "the HTTP Content-Type of
    /// record <urn:uuid:…>".
    public var origin: String

    /// A charset `label` declared by `origin`.
    public init(label: String, origin: String) {
        self.label = label
        self.origin = origin
    }
}
