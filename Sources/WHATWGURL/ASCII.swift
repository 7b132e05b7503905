// Byte tests for the ASCII code point classes the parsers use.
// https://infra.spec.whatwg.org/#code-points

/// Whether `byte` is an ASCII digit.
@inline(__always)
func isASCIIDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
}

/// Whether `byte` is an ASCII letter.
@inline(__always)
func isASCIIAlpha(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26
}

/// Whether `byte` is an ASCII tab or newline (U+0009, U+000A or U+000D).
/// https://infra.spec.whatwg.org/#ascii-tab-or-newline
@inline(__always)
func isASCIITabOrNewline(_ byte: UInt8) -> Bool {
    byte == 0x09 || byte == 0x0A || byte == 0x0D
}
