/// `string` with its ASCII upper-case letters lowered, and nothing else changed
/// (https://infra.spec.whatwg.org/#ascii-lowercase). CSS names are compared this way,
/// never with Unicode case folding.
func asciiLowercased(_ string: String) -> String {
    guard string.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return string }
    return String(decoding: string.utf8.map(asciiLowercased), as: UTF8.self)
}

/// `byte` lowered if it is an ASCII upper-case letter.
@inlinable
func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
}

/// Whether `byte` is ASCII whitespace as HTML defines it: tab, line feed, form feed,
/// carriage return or space (https://infra.spec.whatwg.org/#ascii-whitespace).
@inlinable
func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
}
