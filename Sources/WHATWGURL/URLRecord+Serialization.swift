// URL serializing and the URL's origin.
// https://url.spec.whatwg.org/#url-serializing

extension URLRecord {
    /// The URL serialized, fragment included: the URL API's `href`.
    /// https://url.spec.whatwg.org/#concept-url-serializer
    public var href: String {
        serialized(excludingFragment: false)
    }

    /// The URL serialized, leaving out the fragment when `excludingFragment` is true.
    /// https://url.spec.whatwg.org/#concept-url-serializer
    public func serialized(excludingFragment: Bool) -> String {
        var output = ""
        output.reserveCapacity(serializedLengthEstimate)
        // 1.
        output += scheme
        output += ":"
        // 2.
        if let recordHost {
            output += "//"
            if includesCredentials {
                output += storedUsername
                if !storedPassword.isEmpty {
                    output += ":"
                    output += storedPassword
                }
                output += "@"
            }
            output += recordHost.serialized
            if let recordPort {
                output += ":"
                output += String(recordPort)
            }
        }
        // 3. Keep a path starting with an empty segment from reading as a host.
        if recordHost == nil, case .segments(let segments) = path, segments.count > 1, segments[0].isEmpty {
            output += "/."
        }
        // 4–6.
        appendSerializedPath(to: &output)
        if let query {
            output += "?"
            output += query
        }
        if !excludingFragment, let fragment {
            output += "#"
            output += fragment
        }
        return output
    }

    /// An upper bound of the serialization's length, except for IP address hosts.
    private var serializedLengthEstimate: Int {
        var length = scheme.utf8.count + 8 + storedUsername.utf8.count + storedPassword.utf8.count
        switch recordHost {
        case .domain(let string)?, .opaque(let string)?: length += string.utf8.count
        case .ipv4?: length += 15
        case .ipv6?: length += 41
        case .empty?, nil: break
        }
        switch path {
        case .opaque(let string): length += string.utf8.count
        case .segments(let segments): length += segments.reduce(0) { $0 + $1.utf8.count + 1 }
        }
        return length + (query?.utf8.count ?? 0) + (fragment?.utf8.count ?? 0) + 2
    }

    /// The path serialized: the opaque path itself, or "/" before every segment.
    /// https://url.spec.whatwg.org/#url-path-serializer
    public var serializedPath: String {
        if case .opaque(let string) = path {
            return string
        }
        var output = ""
        appendSerializedPath(to: &output)
        return output
    }

    /// Appends the serialized path to `output`.
    private func appendSerializedPath(to output: inout String) {
        switch path {
        case .opaque(let string):
            output += string
        case .segments(let segments):
            for segment in segments {
                output += "/"
                output += segment
            }
        }
    }

    /// The ASCII serialization of the URL's origin: "scheme://host[:port]" for "http",
    /// "https", "ws", "wss" and "ftp" URLs; for "blob" URLs the origin of the URL in their
    /// path when that is "http", "https" or "file"; "null" (an opaque origin) for everything
    /// else, "file" URLs included.
    ///
    /// https://url.spec.whatwg.org/#concept-url-origin and
    /// https://html.spec.whatwg.org/multipage/browsers.html#ascii-serialisation-of-an-origin
    public var origin: String {
        switch scheme {
        case "http", "https", "ws", "wss", "ftp":
            var output = scheme + "://"
            output += recordHost?.serialized ?? ""
            if let recordPort {
                output += ":" + String(recordPort)
            }
            return output
        case "blob":
            // Blob URL entries do not exist here, so go straight to parsing the path.
            guard let pathURL = URLRecord.parse(serializedPath) else {
                return "null"
            }
            switch pathURL.scheme {
            case "http", "https", "file": return pathURL.origin
            default: return "null"
            }
        default:
            return "null"
        }
    }
}

extension URLRecord: CustomStringConvertible {
    /// The URL serialized (``href``).
    public var description: String {
        href
    }
}
