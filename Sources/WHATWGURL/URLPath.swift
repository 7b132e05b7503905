/// A URL's path: either one opaque string or a list of segments.
///
/// Special URLs ("http:", "file:", …) always have a list. A non-special URL whose scheme is
/// not followed by "/" ("mailto:a@b", "javascript:void(0)", "data:,x") has an opaque path.
///
/// https://url.spec.whatwg.org/#url-path
public enum URLPath: Hashable, Sendable {
    /// An opaque path, a single ASCII string.
    /// https://url.spec.whatwg.org/#url-opaque-path
    case opaque(String)

    /// A list of zero or more path segments, each an ASCII string without "/".
    /// https://url.spec.whatwg.org/#url-path-segment
    case segments([String])

    /// The segments of a list path; empty for an opaque path.
    public var segmentList: [String] {
        if case .segments(let segments) = self {
            return segments
        }
        return []
    }

    /// Whether this is a list path with no segments.
    var isEmptyList: Bool {
        if case .segments(let segments) = self {
            return segments.isEmpty
        }
        return false
    }

    /// Appends `segment` to a list path, in place (without copying the list).
    mutating func append(_ segment: String) {
        guard case .segments(var segments) = self else {
            return
        }
        self = .segments([])
        if segments.capacity == 0 {
            segments.reserveCapacity(4)
        }
        segments.append(segment)
        self = .segments(segments)
    }

    /// Removes the last segment of a list path, if any, in place.
    mutating func removeLast() {
        guard case .segments(var segments) = self, !segments.isEmpty else {
            return
        }
        self = .segments([])
        segments.removeLast()
        self = .segments(segments)
    }
}
