/// One token of CSS Syntax Level 3 (https://www.w3.org/TR/css-syntax-3/#tokenization),
/// with where it starts in the selector text.
struct CSSToken: Hashable, Sendable {
    /// What kind of token this is, with its value.
    var kind: Kind

    /// UTF-16 offset of the token's first code point in the original text.
    var offset: Int

    /// The token types of https://www.w3.org/TR/css-syntax-3/#tokenization.
    enum Kind: Hashable, Sendable {
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
    func isDelim(_ scalar: Unicode.Scalar) -> Bool {
        if case .delim(let value) = kind { return value == scalar }
        return false
    }

    /// Whether this is a whitespace token.
    var isWhitespace: Bool {
        if case .whitespace = kind { return true }
        return false
    }
}

/// The numeric value of a number, percentage or dimension token.
struct CSSNumber: Hashable, Sendable {
    /// The value, converted as https://www.w3.org/TR/css-syntax-3/#convert-string-to-number.
    var value: Double

    /// The spec's type flag: "integer" (true) or "number".
    var isInteger: Bool

    /// Whether the token's text started with `+` or `-`, which An+B cares about.
    var hasSign: Bool

    /// The value clamped to the range of a 32-bit integer, as browsers store An+B.
    var clampedInteger: Int {
        if value.isNaN { return 0 }
        if value >= Double(Int32.max) { return Int(Int32.max) }
        if value <= Double(Int32.min) { return Int(Int32.min) }
        return Int(value)
    }
}
