/// `document.cookie` for one session: cookies a script sets are kept in memory (and
/// reported), never sent anywhere.
///
/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-cookie
public struct CookieJar: Sendable, Equatable {
    private var cookies: [(name: String, value: String)] = []

    /// A jar holding the cookies of a `Cookie` header line (`a=1; b=2`).
    public init(cookieString: String = "") {
        for pair in cookieString.split(separator: ";") { set(String(pair)) }
    }

    /// `document.cookie`: `name=value` pairs joined with `; `.
    public var cookieString: String {
        cookies.map { $0.name.isEmpty ? $0.value : "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// Sets one cookie from a `Set-Cookie`-style string; `Max-Age=0` or a past `Expires`
    /// removes it. Other attributes are ignored.
    ///
    /// https://httpwg.org/specs/rfc6265.html#storage-model (simplified: one host, no expiry clock)
    public mutating func set(_ text: String) {
        let parts = text.split(separator: ";", omittingEmptySubsequences: false)
        guard let first = parts.first else { return }
        let pair = first.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = pair.count == 2 ? pair[0].trimmingSpaces : ""
        let value = pair.count == 2 ? pair[1].trimmingSpaces : first.trimmingSpaces
        guard !(name.isEmpty && value.isEmpty) else { return }
        let removes = parts.dropFirst().contains { attribute in
            let lowered = attribute.trimmingSpaces.lowercased()
            return lowered.hasPrefix("max-age=") && (Int(lowered.dropFirst(8)) ?? 1) <= 0
                || lowered.hasPrefix("expires=") && lowered.contains("1970")
        }
        cookies.removeAll { $0.name == name }
        if !removes { cookies.append((name, value)) }
    }

    public static func == (lhs: CookieJar, rhs: CookieJar) -> Bool { lhs.cookieString == rhs.cookieString }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
