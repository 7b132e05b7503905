/// One token of CSS Syntax Level 3 (https://www.w3.org/TR/css-syntax-3/#tokenization),
/// with where it starts in the text it was read from.
public struct CSSToken: Hashable, Sendable {
    /// What kind of token this is, with its value.
    public var kind: Kind

    /// Where the token's first byte is, in UTF-8 bytes from the start of the text (of the
    /// text as given, before the input preprocessing).
    public var offset: Int

    /// A token of `kind` starting at byte `offset`.
    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The token types of https://www.w3.org/TR/css-syntax-3/#tokenization.
    public enum Kind: Hashable, Sendable {
        case ident(String)
        case function(String)
        case atKeyword(String)
        /// `isIdentifier` is the spec's type flag "id": the name would start an identifier.
        case hash(String, isIdentifier: Bool)
        case string(String)
        case badString
        case url(String)
        case badURL
        case delim(Unicode.Scalar)
        case number(CSSNumber)
        case percentage(CSSNumber)
        case dimension(CSSNumber, unit: String)
        case whitespace
        case cdo
        case cdc
        case colon
        case semicolon
        case comma
        case leftBracket
        case rightBracket
        case leftParenthesis
        case rightParenthesis
        case leftBrace
        case rightBrace
        case endOfFile
    }

    /// Whether this is a delim token holding `scalar`.
    public func isDelim(_ scalar: Unicode.Scalar) -> Bool {
        if case .delim(let value) = kind { return value == scalar }
        return false
    }

    /// Whether this is a whitespace token.
    public var isWhitespace: Bool {
        if case .whitespace = kind { return true }
        return false
    }

    /// Whether this is an ident token whose value is `name`, ignoring ASCII case.
    public func isIdent(_ name: String) -> Bool {
        if case .ident(let value) = kind { return asciiCaseInsensitiveEquals(value, name) }
        return false
    }

    /// The token that closes a block this token opens (`(`, `[`, `{` or a function), or nil.
    public var closingKind: Kind? {
        switch kind {
        case .leftParenthesis, .function: .rightParenthesis
        case .leftBracket: .rightBracket
        case .leftBrace: .rightBrace
        default: nil
        }
    }
}

/// The numeric value of a number, percentage or dimension token.
public struct CSSNumber: Hashable, Sendable {
    /// The value, converted as https://www.w3.org/TR/css-syntax-3/#convert-string-to-number.
    public var value: Double

    /// The spec's type flag: "integer" (true) or "number".
    public var isInteger: Bool

    /// Whether the token's text started with `+` or `-`, which An+B cares about.
    public var hasSign: Bool

    /// A number with these parts.
    public init(value: Double, isInteger: Bool, hasSign: Bool) {
        self.value = value
        self.isInteger = isInteger
        self.hasSign = hasSign
    }

    /// The value clamped to the range of a 32-bit integer, as browsers store An+B.
    public var clampedInteger: Int {
        if value.isNaN { return 0 }
        if value >= Double(Int32.max) { return Int(Int32.max) }
        if value <= Double(Int32.min) { return Int(Int32.min) }
        return Int(value)
    }
}

/// Whether two strings are equal ignoring ASCII case (CSS keywords compare this way).
@inlinable
public func asciiCaseInsensitiveEquals(_ left: String, _ right: String) -> Bool {
    var left = left.utf8.makeIterator()
    var right = right.utf8.makeIterator()
    while true {
        switch (left.next(), right.next()) {
        case (nil, nil): return true
        case (let a?, let b?):
            if a != b && (a | 0x20) != (b | 0x20) { return false }
            if a != b && !((a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A) { return false }
        default: return false
        }
    }
}

/// `string` with its ASCII upper-case letters lowered, and nothing else changed
/// (https://infra.spec.whatwg.org/#ascii-lowercase). CSS names are compared this way,
/// never with Unicode case folding.
public func asciiLowercased(_ string: String) -> String {
    guard string.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return string }
    return String(decoding: string.utf8.map(asciiLowercased), as: UTF8.self)
}

/// `byte` lowered if it is an ASCII upper-case letter.
@inlinable
public func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
}
