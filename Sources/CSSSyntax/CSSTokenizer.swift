/// Reads CSS tokens from preprocessed UTF-8 bytes, following
/// https://www.w3.org/TR/css-syntax-3/#tokenization.
///
/// Comments are dropped. At the end of the input an unterminated string or URL is closed,
/// as the spec (and WebKit) do; a newline inside a string makes a `badString`. Offsets are
/// byte offsets into the bytes given.
///
/// The tokenizer reads through a buffer pointer that is valid only inside the
/// `withTokenizer` call that made it, so it never escapes that call.
public struct CSSTokenizer {
    /// The bytes being read.
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    public internal(set) var position: Int
    /// Where reading stops.
    public let end: Int

    init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.bytes = bytes
        position = range.lowerBound
        end = min(range.upperBound, bytes.count)
    }

    /// Calls `body` with a tokenizer over `range` of `source`.
    public static func withTokenizer<Result>(
        _ source: CSSSource, range: Range<Int>, _ body: (inout CSSTokenizer) throws -> Result
    ) rethrows -> Result {
        try source.bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = CSSTokenizer(bytes: buffer, range: range)
            return try body(&tokenizer)
        }
    }

    /// All the tokens of `range` of `source`, ending with one `endOfFile` token whose
    /// offset is the end of the range.
    public static func tokenize(_ source: CSSSource, range: Range<Int>) -> [CSSToken] {
        withTokenizer(source, range: range) { $0.remainingTokens() }
    }

    /// The tokens up to the end, ending with one `endOfFile` token.
    mutating func remainingTokens() -> [CSSToken] {
        var tokens: [CSSToken] = []
        // About one token in three bytes, without growing the list several times.
        tokens.reserveCapacity(min((end - position) / 3 + 2, 512))
        while true {
            let token = nextToken()
            tokens.append(token)
            if token.kind == .endOfFile { return tokens }
        }
    }

    /// All the tokens of `text`, ending with one `endOfFile` token; offsets are UTF-8 byte
    /// offsets into `text` as given.
    public static func tokenize(_ text: String) -> [CSSToken] {
        var text = text
        // Text that preprocessing would not change (the most) is read where it is.
        let unchanged = text.withUTF8 { utf8 -> [CSSToken]? in
            guard !CSSSource.needsPreprocessing(utf8) else { return nil }
            var tokenizer = CSSTokenizer(bytes: utf8, range: 0..<utf8.count)
            return tokenizer.remainingTokens()
        }
        if let unchanged { return unchanged }
        let source = CSSSource(text)
        var tokens = tokenize(source, range: source.wholeRange)
        if source.originalOffsets != nil {
            for index in tokens.indices { tokens[index].offset = source.originalOffset(of: tokens[index].offset) }
        }
        return tokens
    }

    // MARK: Looking ahead

    /// The byte `distance` places after the next one, or nil past the end.
    @inline(__always) func peek(_ distance: Int = 0) -> UInt8? {
        let index = position + distance
        return index < end ? bytes[index] : nil
    }

    @inline(__always) mutating func advance(_ count: Int = 1) {
        position = min(position + count, end)
    }

    /// Whether the input is used up.
    public var isAtEnd: Bool { position >= end }

    // MARK: Consuming tokens

    /// The next token (https://www.w3.org/TR/css-syntax-3/#consume-token), after any
    /// comments; `endOfFile` once the input is used up.
    public mutating func nextToken() -> CSSToken {
        consumeComments()
        let start = position
        return CSSToken(kind: consumeTokenKind(), offset: start)
    }

    mutating func consumeTokenKind() -> CSSToken.Kind {
        guard let byte = peek() else { return .endOfFile }
        if isCSSWhitespace(byte) {
            while let next = peek(), isCSSWhitespace(next) { advance() }
            return .whitespace
        }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            advance()
            return consumeString(endingWith: byte)
        case UInt8(ascii: "#"):
            if let next = peek(1), isIdentCodePoint(next) || isValidEscape(peek(1), peek(2)) {
                advance()
                let isIdentifier = wouldStartIdentifier(peek(), peek(1), peek(2))
                return .hash(consumeIdentSequence(), isIdentifier: isIdentifier)
            }
            advance()
            return .delim("#")
        case UInt8(ascii: "("):
            advance()
            return .leftParenthesis
        case UInt8(ascii: ")"):
            advance()
            return .rightParenthesis
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            if wouldStartNumber(peek(), peek(1), peek(2)) { return consumeNumeric() }
            advance()
            return .delim(Unicode.Scalar(byte))
        case UInt8(ascii: ","):
            advance()
            return .comma
        case UInt8(ascii: "-"):
            if wouldStartNumber(peek(), peek(1), peek(2)) { return consumeNumeric() }
            if peek(1) == UInt8(ascii: "-") && peek(2) == UInt8(ascii: ">") {
                advance(3)
                return .cdc
            }
            if wouldStartIdentifier(peek(), peek(1), peek(2)) { return consumeIdentLike() }
            advance()
            return .delim("-")
        case UInt8(ascii: ":"):
            advance()
            return .colon
        case UInt8(ascii: ";"):
            advance()
            return .semicolon
        case UInt8(ascii: "<"):
            if peek(1) == UInt8(ascii: "!") && peek(2) == UInt8(ascii: "-") && peek(3) == UInt8(ascii: "-") {
                advance(4)
                return .cdo
            }
            advance()
            return .delim("<")
        case UInt8(ascii: "@"):
            if wouldStartIdentifier(peek(1), peek(2), peek(3)) {
                advance()
                return .atKeyword(consumeIdentSequence())
            }
            advance()
            return .delim("@")
        case UInt8(ascii: "["):
            advance()
            return .leftBracket
        case UInt8(ascii: "\\"):
            if isValidEscape(peek(), peek(1)) { return consumeIdentLike() }
            advance()
            return .delim("\\")
        case UInt8(ascii: "]"):
            advance()
            return .rightBracket
        case UInt8(ascii: "{"):
            advance()
            return .leftBrace
        case UInt8(ascii: "}"):
            advance()
            return .rightBrace
        default:
            if isDigit(byte) { return consumeNumeric() }
            if isIdentStartCodePoint(byte) { return consumeIdentLike() }
            advance()
            // Bytes at or above 0x80 start identifiers, so a delim is always ASCII.
            return .delim(Unicode.Scalar(byte))
        }
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-comments
    mutating func consumeComments() {
        while peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
            advance(2)
            while let byte = peek(), !(byte == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
            advance(2)
        }
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-numeric-token
    mutating func consumeNumeric() -> CSSToken.Kind {
        let number = consumeNumber()
        if wouldStartIdentifier(peek(), peek(1), peek(2)) {
            return .dimension(number, unit: consumeIdentSequence())
        }
        if peek() == UInt8(ascii: "%") {
            advance()
            return .percentage(number)
        }
        return .number(number)
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-number
    mutating func consumeNumber() -> CSSNumber {
        let start = position
        var isInteger = true
        var hasSign = false
        if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            hasSign = true
            advance()
        }
        consumeDigits()
        if peek() == UInt8(ascii: "."), let digit = peek(1), isDigit(digit) {
            advance()
            consumeDigits()
            isInteger = false
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var length = 1
            if let sign = peek(1), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { length = 2 }
            if let digit = peek(length), isDigit(digit) {
                advance(length)
                consumeDigits()
                isInteger = false
            }
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
        return CSSNumber(value: parseDouble(text), isInteger: isInteger, hasSign: hasSign)
    }

    mutating func consumeDigits() {
        while let digit = peek(), isDigit(digit) { advance() }
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-ident-like-token
    mutating func consumeIdentLike() -> CSSToken.Kind {
        let name = consumeIdentSequence()
        guard peek() == UInt8(ascii: "(") else { return .ident(name) }
        advance()
        guard asciiCaseInsensitiveEquals(name, "url") else { return .function(name) }
        while let first = peek(), let second = peek(1), isCSSWhitespace(first), isCSSWhitespace(second) {
            advance()
        }
        let quoteAt = peek().map(isCSSWhitespace) == true ? 1 : 0
        if let quote = peek(quoteAt), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            return .function(name)
        }
        return consumeURL()
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-url-token
    mutating func consumeURL() -> CSSToken.Kind {
        var value: [UInt8] = []
        while let next = peek(), isCSSWhitespace(next) { advance() }
        while true {
            guard let byte = peek() else { return .url(String(decoding: value, as: UTF8.self)) }
            switch byte {
            case UInt8(ascii: ")"):
                advance()
                return .url(String(decoding: value, as: UTF8.self))
            case _ where isCSSWhitespace(byte):
                while let next = peek(), isCSSWhitespace(next) { advance() }
                if peek() == nil || peek() == UInt8(ascii: ")") {
                    advance()
                    return .url(String(decoding: value, as: UTF8.self))
                }
                consumeBadURLRemnants()
                return .badURL
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("):
                consumeBadURLRemnants()
                return .badURL
            case _ where isNonPrintable(byte):
                consumeBadURLRemnants()
                return .badURL
            case UInt8(ascii: "\\"):
                guard isValidEscape(peek(), peek(1)) else {
                    consumeBadURLRemnants()
                    return .badURL
                }
                advance()
                appendUTF8(consumeEscapedCodePoint(), to: &value)
            default:
                value.append(byte)
                advance()
            }
        }
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-remnants-of-bad-url
    mutating func consumeBadURLRemnants() {
        while let byte = peek() {
            if byte == UInt8(ascii: ")") {
                advance()
                return
            }
            if isValidEscape(peek(), peek(1)) {
                advance()
                _ = consumeEscapedCodePoint()
            } else {
                advance()
            }
        }
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-string-token, after the opening quote.
    mutating func consumeString(endingWith quote: UInt8) -> CSSToken.Kind {
        let start = position
        // Fast path: no escape before the closing quote.
        while let byte = peek(), byte != quote, byte != UInt8(ascii: "\\"), byte != 0x0A { advance() }
        if peek() == quote || peek() == nil {
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            advance()
            return .string(value)
        }
        var value = Array(bytes[start..<position])
        while let byte = peek() {
            switch byte {
            case quote:
                advance()
                return .string(String(decoding: value, as: UTF8.self))
            case 0x0A:
                return .badString
            case UInt8(ascii: "\\"):
                if peek(1) == nil {
                    advance()
                } else if peek(1) == 0x0A {
                    advance(2)
                } else {
                    advance()
                    appendUTF8(consumeEscapedCodePoint(), to: &value)
                }
            default:
                value.append(byte)
                advance()
            }
        }
        return .string(String(decoding: value, as: UTF8.self))
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-name
    mutating func consumeIdentSequence() -> String {
        let start = position
        while let byte = peek(), isIdentCodePoint(byte) { advance() }
        guard peek() == UInt8(ascii: "\\"), isValidEscape(peek(), peek(1)) else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        }
        var result = Array(bytes[start..<position])
        while let byte = peek() {
            if isIdentCodePoint(byte) {
                result.append(byte)
                advance()
            } else if isValidEscape(byte, peek(1)) {
                advance()
                appendUTF8(consumeEscapedCodePoint(), to: &result)
            } else {
                break
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-escaped-code-point, after the `\`.
    mutating func consumeEscapedCodePoint() -> Unicode.Scalar {
        guard let first = peek() else { return "\u{FFFD}" }
        guard hexValue(first) != nil else {
            return consumeCodePoint()
        }
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, let byte = peek(), let digit = hexValue(byte) {
            value = value * 16 + digit
            digits += 1
            advance()
        }
        if let next = peek(), isCSSWhitespace(next) { advance() }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// Reads one whole code point (one to four bytes).
    mutating func consumeCodePoint() -> Unicode.Scalar {
        let first = peek()!
        var length = 1
        if first >= 0xF0 { length = 4 } else if first >= 0xE0 { length = 3 } else if first >= 0xC0 { length = 2 }
        let upper = min(position + length, end)
        var iterator = UnsafeBufferPointer(rebasing: bytes[position..<upper]).makeIterator()
        var decoder = UTF8()
        position = upper
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }
}

/// Appends the UTF-8 encoding of `scalar`.
@inline(__always)
func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    UTF8.encode(scalar) { bytes.append($0) }
}

/// Reads a CSS number's text (digits, one `.`, an exponent) as a Double.
func parseDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double {
    // Integers, the common case, without going through a string.
    var value = 0.0
    var index = 0
    var negative = false
    if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
        negative = text[index] == UInt8(ascii: "-")
        index += 1
    }
    var simple = true
    while index < text.count {
        let byte = text[index]
        guard byte >= 0x30 && byte <= 0x39 else {
            simple = false
            break
        }
        value = value * 10 + Double(byte - 0x30)
        index += 1
    }
    if simple && text.count - (negative ? 1 : 0) <= 15 { return negative ? -value : value }
    return Double(String(decoding: text, as: UTF8.self)) ?? 0
}
