/// The namespaces an element of an HTML document can be in.
///
/// https://infra.spec.whatwg.org/#namespaces
public enum Namespace: UInt8, Sendable {
    case html
    case svg
    case mathML
    case none

    /// The namespace URI (`element.namespaceURI`).
    public var uri: String? {
        switch self {
        case .html: return "http://www.w3.org/1999/xhtml"
        case .svg: return "http://www.w3.org/2000/svg"
        case .mathML: return "http://www.w3.org/1998/Math/MathML"
        case .none: return nil
        }
    }

    /// The namespace for a URI; unknown URIs are ``none``.
    public init(uri: String?) {
        switch uri {
        case "http://www.w3.org/1999/xhtml": self = .html
        case "http://www.w3.org/2000/svg": self = .svg
        case "http://www.w3.org/1998/Math/MathML": self = .mathML
        default: self = .none
        }
    }
}
