/// A URL's host: a domain, an IP address, an opaque host, or the empty host.
///
/// Whether a URL has a host at all is a separate matter: ``URLRecord/recordHost`` is `nil`
/// for URLs without one.
///
/// https://url.spec.whatwg.org/#concept-host
public enum URLHost: Hashable, Sendable {
    /// A domain: a non-empty ASCII string, lowercased, with "xn--" labels for non-ASCII.
    /// https://url.spec.whatwg.org/#concept-domain
    case domain(String)

    /// An IPv4 address as a 32-bit number (127.0.0.1 is `0x7F00_0001`).
    /// https://url.spec.whatwg.org/#concept-ipv4
    case ipv4(UInt32)

    /// An IPv6 address as its eight 16-bit pieces, most significant first.
    /// https://url.spec.whatwg.org/#concept-ipv6
    case ipv6([UInt16])

    /// An opaque host of a non-special URL: a non-empty, percent-encoded ASCII string.
    /// https://url.spec.whatwg.org/#opaque-host
    case opaque(String)

    /// The empty host, as in "file:///etc" or "sc://".
    /// https://url.spec.whatwg.org/#empty-host
    case empty

    /// The host serialized: IPv4 in dotted decimal, IPv6 compressed in brackets, and every
    /// other host as its string.
    /// https://url.spec.whatwg.org/#concept-host-serializer
    public var serialized: String {
        switch self {
        case .domain(let string), .opaque(let string):
            string
        case .empty:
            ""
        case .ipv4(let address):
            Self.serializeIPv4(address)
        case .ipv6(let pieces):
            "[" + Self.serializeIPv6(pieces) + "]"
        }
    }

    /// https://url.spec.whatwg.org/#concept-ipv4-serializer
    static func serializeIPv4(_ address: UInt32) -> String {
        var output = ""
        var n = address
        for index in 1...4 {
            output = String(n % 256) + output
            if index != 4 {
                output = "." + output
            }
            n /= 256
        }
        return output
    }

    /// https://url.spec.whatwg.org/#concept-ipv6-serializer
    static func serializeIPv6(_ address: [UInt16]) -> String {
        var output = ""
        let compress = compressedPieceIndex(address)
        var ignore0 = false
        for pieceIndex in address.indices {
            if ignore0 && address[pieceIndex] == 0 {
                continue
            } else if ignore0 {
                ignore0 = false
            }
            if compress == pieceIndex {
                output += pieceIndex == 0 ? "::" : ":"
                ignore0 = true
                continue
            }
            output += String(address[pieceIndex], radix: 16)
            if pieceIndex != 7 {
                output += ":"
            }
        }
        return output
    }

    /// The first piece of the longest run of two or more zero pieces, if any.
    /// https://url.spec.whatwg.org/#find-the-ipv6-address-compressed-piece-index
    static func compressedPieceIndex(_ address: [UInt16]) -> Int? {
        var longestIndex: Int?
        var longestSize = 1
        var foundIndex: Int?
        var foundSize = 0
        for pieceIndex in address.indices {
            if address[pieceIndex] != 0 {
                if foundSize > longestSize {
                    longestIndex = foundIndex
                    longestSize = foundSize
                }
                foundIndex = nil
                foundSize = 0
            } else {
                if foundIndex == nil {
                    foundIndex = pieceIndex
                }
                foundSize += 1
            }
        }
        if foundSize > longestSize {
            return foundIndex
        }
        return longestIndex
    }
}
