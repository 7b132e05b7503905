/// A URL record: the parsed form of a URL string.
///
/// Create one with ``parse(_:base:)``. The components are the spec's; they are only changed
/// through the URL API setters (``protocol``, ``username``, ``host``, ``pathname``, …), so a
/// record is always one the parser could have produced.
///
/// The record's host and port are ``recordHost`` and ``recordPort``, because the names `host`
/// and `port` belong to the URL API attributes, which are strings.
///
/// https://url.spec.whatwg.org/#concept-url
public struct URLRecord: Hashable, Sendable {
    /// The scheme, ASCII-lowercased and without the ":" (for example "https").
    /// https://url.spec.whatwg.org/#concept-url-scheme
    public internal(set) var scheme: String = ""

    /// The username, percent-encoded; read and written through ``username``.
    var storedUsername: String = ""

    /// The password, percent-encoded; read and written through ``password``.
    var storedPassword: String = ""

    /// The host, or `nil` for a URL without one (such as "mailto:a@b" or "web+demo:/x").
    /// https://url.spec.whatwg.org/#concept-url-host
    public internal(set) var recordHost: URLHost?

    /// The port, or `nil` when absent or equal to the scheme's default port.
    /// https://url.spec.whatwg.org/#concept-url-port
    public internal(set) var recordPort: UInt16?

    /// The path: a list of segments, or one opaque string (for "mailto:", "data:", …).
    /// https://url.spec.whatwg.org/#concept-url-path
    public internal(set) var path: URLPath = .segments([])

    /// The query, without the "?", or `nil` when the URL has no "?".
    /// https://url.spec.whatwg.org/#concept-url-query
    public internal(set) var query: String?

    /// The fragment, without the "#", or `nil` when the URL has no "#".
    /// https://url.spec.whatwg.org/#concept-url-fragment
    public internal(set) var fragment: String?

    /// A new URL with every component at its initial value.
    init() {}

    /// Parses `input` as a URL, resolving it against `base` if it is relative.
    ///
    /// This is the basic URL parser with UTF-8 as the encoding. It returns `nil` where the spec
    /// returns failure; validation errors are not reported.
    ///
    /// https://url.spec.whatwg.org/#concept-basic-url-parser
    public static func parse(_ input: String, base: URLRecord? = nil) -> URLRecord? {
        BasicURLParser.parse(input, base: base)
    }

    /// Whether the scheme is a special scheme ("ftp", "file", "http", "https", "ws", "wss").
    /// https://url.spec.whatwg.org/#is-special
    public var isSpecial: Bool {
        SpecialScheme(scheme) != nil
    }

    /// Whether the username or the password is not empty.
    /// https://url.spec.whatwg.org/#include-credentials
    public var includesCredentials: Bool {
        !storedUsername.isEmpty || !storedPassword.isEmpty
    }

    /// Whether the path is a single opaque string rather than a list of segments.
    /// https://url.spec.whatwg.org/#url-opaque-path
    public var hasOpaquePath: Bool {
        if case .opaque = path {
            return true
        }
        return false
    }

    /// Whether the host is null or empty, or the scheme is "file".
    /// https://url.spec.whatwg.org/#cannot-have-a-username-password-port
    public var cannotHaveUsernamePasswordPort: Bool {
        switch recordHost {
        case nil, .empty?:
            true
        default:
            scheme == "file"
        }
    }

    /// The default port of `scheme`: 21 for "ftp", 80 for "http" and "ws", 443 for "https" and
    /// "wss", and `nil` for every other scheme, "file" included.
    /// https://url.spec.whatwg.org/#default-port
    public static func defaultPort(forScheme scheme: String) -> UInt16? {
        SpecialScheme(scheme)?.defaultPort
    }
}
