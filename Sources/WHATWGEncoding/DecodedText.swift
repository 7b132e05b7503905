/// The text a decoder has produced so far, kept as UTF-8 bytes until it becomes a `String`.
///
/// Decoders append only well-formed UTF-8: ASCII bytes, whole code points, or the output of iconv
/// asked for UTF-8. Building bytes instead of a `String` keeps appends cheap; the one `String`
/// is made at the end.
struct DecodedText {
    /// The UTF-8 bytes of the text so far.
    private(set) var utf8: [UInt8] = []

    /// Makes an empty text with room for about `capacity` bytes.
    init(capacity: Int) {
        utf8.reserveCapacity(capacity)
    }

    /// The number of UTF-8 bytes so far.
    var count: Int { utf8.count }

    /// Appends an ASCII byte, which is its own code point.
    @inline(__always)
    mutating func appendASCII(_ byte: UInt8) {
        utf8.append(byte)
    }

    /// Appends bytes that are already UTF-8, such as a run of ASCII or a well-formed UTF-8 sequence.
    mutating func appendUTF8(_ bytes: UnsafeRawBufferPointer) {
        utf8.append(contentsOf: bytes)
    }

    /// Appends a code point, which must be a Unicode scalar value (not a surrogate, at most U+10FFFF).
    @inline(__always)
    mutating func append(codePoint: UInt32) {
        switch codePoint {
        case 0..<0x80:
            utf8.append(UInt8(truncatingIfNeeded: codePoint))
        case 0x80..<0x800:
            utf8.append(UInt8(truncatingIfNeeded: 0xC0 | codePoint >> 6))
            utf8.append(UInt8(truncatingIfNeeded: 0x80 | codePoint & 0x3F))
        case 0x800..<0x10000:
            utf8.append(UInt8(truncatingIfNeeded: 0xE0 | codePoint >> 12))
            utf8.append(UInt8(truncatingIfNeeded: 0x80 | codePoint >> 6 & 0x3F))
            utf8.append(UInt8(truncatingIfNeeded: 0x80 | codePoint & 0x3F))
        default:
            utf8.append(UInt8(truncatingIfNeeded: 0xF0 | codePoint >> 18))
            utf8.append(UInt8(truncatingIfNeeded: 0x80 | codePoint >> 12 & 0x3F))
            utf8.append(UInt8(truncatingIfNeeded: 0x80 | codePoint >> 6 & 0x3F))
            utf8.append(UInt8(truncatingIfNeeded: 0x80 | codePoint & 0x3F))
        }
    }

    /// Appends U+FFFD REPLACEMENT CHARACTER, the output of a decoder error in replacement mode.
    ///
    /// https://encoding.spec.whatwg.org/#concept-encoding-process (error mode "replacement")
    @inline(__always)
    mutating func appendReplacementCharacter() {
        utf8.append(0xEF)
        utf8.append(0xBF)
        utf8.append(0xBD)
    }

    /// Drops everything after the first `count` bytes, to undo a partial append.
    mutating func truncate(to count: Int) {
        utf8.removeSubrange(count...)
    }

    /// The text as a `String`.
    func makeString() -> String {
        String(decoding: utf8, as: UTF8.self)
    }
}
