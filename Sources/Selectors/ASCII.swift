/// `byte` lowered if it is an ASCII upper-case letter. (CSSSyntax has the same function;
/// the matcher's inlinable code needs its own copy, as it cannot reach an internal import.)
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
