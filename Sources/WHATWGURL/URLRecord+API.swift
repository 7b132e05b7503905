// The URL class's attributes, as getters and setters on the record.
// https://url.spec.whatwg.org/#api

extension URLRecord {
    /// Replaces the whole URL with `value` parsed on its own (no base), as the `href` setter
    /// does; the URL is unchanged when `value` does not parse.
    ///
    /// Whoever mirrors the query elsewhere (a `URLSearchParams` list) re-parses ``query``
    /// afterwards.
    /// https://url.spec.whatwg.org/#dom-url-href
    public mutating func setHref(_ value: String) throws(URLParseError) {
        guard let parsed = URLRecord.parse(value) else {
            throw URLParseError(input: value)
        }
        self = parsed
    }

    /// The scheme followed by ":"; setting it changes the scheme when the new one is allowed
    /// (special schemes only become other special schemes, and so on).
    /// https://url.spec.whatwg.org/#dom-url-protocol
    public var `protocol`: String {
        get {
            scheme + ":"
        }
        set {
            BasicURLParser.parse(newValue + ":", into: &self, stateOverride: .schemeStart)
        }
    }

    /// The percent-encoded username; setting it is ignored when the URL cannot have one.
    /// https://url.spec.whatwg.org/#dom-url-username
    public var username: String {
        get {
            storedUsername
        }
        set {
            if cannotHaveUsernamePasswordPort {
                return
            }
            // https://url.spec.whatwg.org/#set-the-username
            storedUsername = utf8PercentEncode(newValue, using: .userinfo)
        }
    }

    /// The percent-encoded password; setting it is ignored when the URL cannot have one.
    /// https://url.spec.whatwg.org/#dom-url-password
    public var password: String {
        get {
            storedPassword
        }
        set {
            if cannotHaveUsernamePasswordPort {
                return
            }
            // https://url.spec.whatwg.org/#set-the-password
            storedPassword = utf8PercentEncode(newValue, using: .userinfo)
        }
    }

    /// The host serialized, followed by ":" and the port if there is one; "" without a host.
    /// Setting it parses a host and optionally a port (a missing port leaves the port as it
    /// was); it is ignored for URLs with an opaque path.
    /// https://url.spec.whatwg.org/#dom-url-host
    public var host: String {
        get {
            guard let recordHost else {
                return ""
            }
            guard let recordPort else {
                return recordHost.serialized
            }
            return recordHost.serialized + ":" + String(recordPort)
        }
        set {
            if hasOpaquePath {
                return
            }
            BasicURLParser.parse(newValue, into: &self, stateOverride: .host)
        }
    }

    /// The host serialized, or "" without a host. Setting it parses a host only (input with a
    /// port is rejected); it is ignored for URLs with an opaque path.
    /// https://url.spec.whatwg.org/#dom-url-hostname
    public var hostname: String {
        get {
            recordHost?.serialized ?? ""
        }
        set {
            if hasOpaquePath {
                return
            }
            BasicURLParser.parse(newValue, into: &self, stateOverride: .hostname)
        }
    }

    /// The port in decimal, or "" when there is none. Setting "" removes the port; other
    /// values are parsed from their leading digits; the default port of the scheme becomes no
    /// port. Ignored when the URL cannot have a port.
    /// https://url.spec.whatwg.org/#dom-url-port
    public var port: String {
        get {
            recordPort.map { String($0) } ?? ""
        }
        set {
            if cannotHaveUsernamePasswordPort {
                return
            }
            if newValue.isEmpty {
                recordPort = nil
            } else {
                BasicURLParser.parse(newValue, into: &self, stateOverride: .port)
            }
        }
    }

    /// The path serialized. Setting it replaces the path; it is ignored for URLs with an
    /// opaque path.
    /// https://url.spec.whatwg.org/#dom-url-pathname
    public var pathname: String {
        get {
            serializedPath
        }
        set {
            if hasOpaquePath {
                return
            }
            path = .segments([])
            BasicURLParser.parse(newValue, into: &self, stateOverride: .pathStart)
        }
    }

    /// "?" followed by the query, or "" when the query is missing or empty. Setting "" removes
    /// the query; otherwise one leading "?" is dropped and the rest percent-encoded.
    ///
    /// A `URLSearchParams` list mirroring the query is re-parsed by its owner after setting.
    /// https://url.spec.whatwg.org/#dom-url-search
    public var search: String {
        get {
            guard let query, !query.isEmpty else {
                return ""
            }
            return "?" + query
        }
        set {
            if newValue.isEmpty {
                query = nil
                return
            }
            let input = Self.removingLeading(UInt8(ascii: "?"), from: newValue)
            query = ""
            BasicURLParser.parse(input, into: &self, stateOverride: .query)
        }
    }

    /// Sets the query to an already-serialized string (nil removes it), as
    /// `URLSearchParams`' update steps do; no parsing or percent-encoding happens.
    ///
    /// https://url.spec.whatwg.org/#concept-urlsearchparams-update
    public mutating func setQuery(_ serializedQuery: String?) {
        query = serializedQuery
    }

    /// "#" followed by the fragment, or "" when the fragment is missing or empty. Setting ""
    /// removes the fragment; otherwise one leading "#" is dropped and the rest percent-encoded.
    /// https://url.spec.whatwg.org/#dom-url-hash
    public var hash: String {
        get {
            guard let fragment, !fragment.isEmpty else {
                return ""
            }
            return "#" + fragment
        }
        set {
            if newValue.isEmpty {
                fragment = nil
                return
            }
            let input = Self.removingLeading(UInt8(ascii: "#"), from: newValue)
            fragment = ""
            BasicURLParser.parse(input, into: &self, stateOverride: .fragment)
        }
    }

    /// `value` without its first code point if that is the ASCII `byte`. (Not `hasPrefix`,
    /// which compares whole characters: "?" followed by a combining mark is one character.)
    private static func removingLeading(_ byte: UInt8, from value: String) -> String {
        value.utf8.first == byte ? String(value.unicodeScalars.dropFirst()) : value
    }
}
