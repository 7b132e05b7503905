import WHATWGURL

extension URLRecord {
    /// Whether a page at this URL is a secure context: its origin is potentially
    /// trustworthy (`https:`, `wss:`, `file:`, loopback addresses and `localhost`). WebKit
    /// hides `[SecureContext]` members (`crypto.subtle`, `crypto.randomUUID`) from other pages.
    ///
    /// https://w3c.github.io/webappsec-secure-contexts/#is-origin-trustworthy
    var isPotentiallyTrustworthy: Bool {
        if scheme == "blob", let inner = URLRecord.parse(pathname) { return inner.isPotentiallyTrustworthy }
        switch scheme {
        case "https", "wss", "file": return true
        case "http", "ws": break
        default: return false
        }
        switch recordHost {
        case .ipv4(let address): return address >> 24 == 127
        case .ipv6(let pieces): return pieces == [0, 0, 0, 0, 0, 0, 0, 1]
        case .domain(let name): return name == "localhost" || name.hasSuffix(".localhost")
        default: return false
        }
    }
}
