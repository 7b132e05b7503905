/// A special scheme and its default port.
/// https://url.spec.whatwg.org/#special-scheme
enum SpecialScheme: Sendable {
    case ftp, file, http, https, ws, wss

    /// The special scheme spelled exactly `scheme` (already lowercase), if any.
    init?(_ scheme: String) {
        switch scheme {
        case "http": self = .http
        case "https": self = .https
        case "file": self = .file
        case "ws": self = .ws
        case "wss": self = .wss
        case "ftp": self = .ftp
        default: return nil
        }
    }

    /// The special scheme spelled by `bytes` (already lowercase), if any, without making a
    /// string.
    init?(bytes: [UInt8]) {
        func matches(_ name: StaticString) -> Bool {
            guard name.utf8CodeUnitCount == bytes.count else {
                return false
            }
            let start = name.utf8Start
            for index in bytes.indices where start[index] != bytes[index] {
                return false
            }
            return true
        }
        switch bytes.first {
        case UInt8(ascii: "h"):
            if matches("http") {
                self = .http
            } else if matches("https") {
                self = .https
            } else {
                return nil
            }
        case UInt8(ascii: "f"):
            if matches("file") {
                self = .file
            } else if matches("ftp") {
                self = .ftp
            } else {
                return nil
            }
        case UInt8(ascii: "w"):
            if matches("ws") {
                self = .ws
            } else if matches("wss") {
                self = .wss
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    /// https://url.spec.whatwg.org/#default-port
    var defaultPort: UInt16? {
        switch self {
        case .ftp: 21
        case .file: nil
        case .http, .ws: 80
        case .https, .wss: 443
        }
    }
}
