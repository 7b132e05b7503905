// Comparisons of the tree's strings with the selector's, on UTF-8 code units.
//
// Browsers compare selector values with attribute values code unit by code unit, never
// by Unicode canonical equivalence as Swift's `==` on `String` does, and case-insensitive
// comparisons fold ASCII letters only. Everything here works on the strings' own
// contiguous UTF-8 storage, without allocating.

/// Calls `body` with the UTF-8 code units of `string`, in place when the string is
/// stored contiguously (native Swift strings always are).
@inlinable
func withUTF8Bytes<Result>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = string
    return copy.withUTF8(body)
}

/// Whether `haystack[start...]` begins with `needle`. With `ignoringCase`, `needle` must
/// already be lowercased and `haystack` is lowered as it is read.
@inlinable
func bytes(
    _ haystack: UnsafeBufferPointer<UInt8>, at start: Int, equal needle: UnsafeBufferPointer<UInt8>,
    ignoringCase: Bool
) -> Bool {
    guard start >= 0, haystack.count - start >= needle.count else { return false }
    var index = 0
    if ignoringCase {
        while index < needle.count {
            if asciiLowercased(haystack[start &+ index]) != needle[index] { return false }
            index &+= 1
        }
    } else {
        while index < needle.count {
            if haystack[start &+ index] != needle[index] { return false }
            index &+= 1
        }
    }
    return true
}

/// Whether the ASCII-whitespace-separated list `haystack` contains the word `needle`, as
/// `~=` and class selectors compare (https://www.w3.org/TR/selectors-4/#attribute-representation).
@inlinable
func list(
    _ haystack: UnsafeBufferPointer<UInt8>, containsWord needle: UnsafeBufferPointer<UInt8>, ignoringCase: Bool
) -> Bool {
    let count = haystack.count
    if !ignoringCase, let first = needle.first {
        // Look only where the needle's first byte starts a word: one comparison per byte.
        let last = count &- needle.count
        var start = 0
        while start <= last {
            if haystack[start] == first && (start == 0 || isASCIIWhitespace(haystack[start &- 1]))
                && (start == last || isASCIIWhitespace(haystack[start &+ needle.count]))
                && bytes(haystack, at: start, equal: needle, ignoringCase: false)
            {
                return true
            }
            start &+= 1
        }
        return false
    }
    var index = 0
    while index < count {
        while index < count && isASCIIWhitespace(haystack[index]) { index &+= 1 }
        let start = index
        while index < count && !isASCIIWhitespace(haystack[index]) { index &+= 1 }
        if index &- start == needle.count && bytes(haystack, at: start, equal: needle, ignoringCase: ignoringCase) {
            return true
        }
    }
    return false
}

extension AttributeComparison {
    /// Whether an attribute whose value is `value` matches `needle` under this comparison
    /// (https://www.w3.org/TR/selectors-4/#attribute-representation and
    /// https://www.w3.org/TR/selectors-4/#attribute-substrings).
    ///
    /// The cases that can never match (an empty needle for `^=`, `$=` and `*=`; an empty
    /// needle or one with whitespace for `~=`) are removed when the selector is compiled.
    @inlinable
    func matches(
        _ value: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>, ignoringCase: Bool
    ) -> Bool {
        switch self {
        case .equals:
            return value.count == needle.count && bytes(value, at: 0, equal: needle, ignoringCase: ignoringCase)
        case .includesWord:
            return list(value, containsWord: needle, ignoringCase: ignoringCase)
        case .dashMatch:
            guard bytes(value, at: 0, equal: needle, ignoringCase: ignoringCase) else { return false }
            return value.count == needle.count || value[needle.count] == UInt8(ascii: "-")
        case .prefix:
            return bytes(value, at: 0, equal: needle, ignoringCase: ignoringCase)
        case .suffix:
            return bytes(value, at: value.count &- needle.count, equal: needle, ignoringCase: ignoringCase)
        case .substring:
            guard value.count >= needle.count else { return false }
            var start = 0
            let last = value.count &- needle.count
            while start <= last {
                if bytes(value, at: start, equal: needle, ignoringCase: ignoringCase) { return true }
                start &+= 1
            }
            return false
        }
    }
}
