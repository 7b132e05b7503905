// The tokenizer's definitions (https://www.w3.org/TR/css-syntax-3/#tokenizer-definitions),
// on preprocessed UTF-8 bytes. Every byte at or above 0x80 belongs to a non-ASCII code
// point, which is an ident code point, so multi-byte characters need no decoding.

@inline(__always) func isDigit(_ byte: UInt8) -> Bool {
    byte &- 0x30 < 10
}

@inline(__always) func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    default: return nil
    }
}

@inline(__always) func isIdentStartCodePoint(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 0x61 < 26 || byte == UInt8(ascii: "_") || byte >= 0x80
}

@inline(__always) func isIdentCodePoint(_ byte: UInt8) -> Bool {
    isIdentStartCodePoint(byte) || isDigit(byte) || byte == UInt8(ascii: "-")
}

@inline(__always) func isNonPrintable(_ byte: UInt8) -> Bool {
    byte <= 0x08 || byte == 0x0B || (byte >= 0x0E && byte <= 0x1F) || byte == 0x7F
}

/// https://www.w3.org/TR/css-syntax-3/#starts-with-a-valid-escape
@inline(__always) func isValidEscape(_ first: UInt8?, _ second: UInt8?) -> Bool {
    first == UInt8(ascii: "\\") && second != 0x0A
}

/// https://www.w3.org/TR/css-syntax-3/#would-start-an-identifier
func wouldStartIdentifier(_ first: UInt8?, _ second: UInt8?, _ third: UInt8?) -> Bool {
    guard let first else { return false }
    switch first {
    case UInt8(ascii: "-"):
        guard let second else { return false }
        return isIdentStartCodePoint(second) || second == UInt8(ascii: "-") || isValidEscape(second, third)
    case UInt8(ascii: "\\"):
        return isValidEscape(first, second)
    default:
        return isIdentStartCodePoint(first)
    }
}

/// https://www.w3.org/TR/css-syntax-3/#starts-with-a-number
func wouldStartNumber(_ first: UInt8?, _ second: UInt8?, _ third: UInt8?) -> Bool {
    guard let first else { return false }
    switch first {
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
        guard let second else { return false }
        if isDigit(second) { return true }
        return second == UInt8(ascii: ".") && third.map(isDigit) == true
    case UInt8(ascii: "."):
        return second.map(isDigit) == true
    default:
        return isDigit(first)
    }
}
