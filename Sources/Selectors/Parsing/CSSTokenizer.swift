/// Splits selector text into CSS tokens, following
/// https://www.w3.org/TR/css-syntax-3/#tokenization.
///
/// Comments are dropped. The result always ends with one `endOfFile` token whose offset
/// is the UTF-16 length of the text. At the end of the input an unterminated string or
/// URL is closed, as the spec (and WebKit) do; a newline inside a string makes a
/// `badString`.
struct CSSTokenizer {
    /// The input after https://www.w3.org/TR/css-syntax-3/#input-preprocessing.
    private var scalars: [Unicode.Scalar] = []
    /// `offsets[i]` is the UTF-16 offset in the original text of `scalars[i]`; one more
    /// entry holds the text's length.
    private var offsets: [Int] = []
    /// The next code point to consume.
    private var position = 0

    /// Tokenizes `text`.
    static func tokenize(_ text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text: text)
        var tokens: [CSSToken] = []
        while true {
            let token = tokenizer.consumeToken()
            tokens.append(token)
            if token.kind == .endOfFile { return tokens }
        }
    }

    /// https://www.w3.org/TR/css-syntax-3/#input-preprocessing
    private init(text: String) {
        var offset = 0
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            let width = scalar.utf16.count
            defer { offset += width }
            if scalar == "\n" && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            switch scalar {
            case "\r", "\u{0C}": scalars.append("\n")
            case "\0": scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
            offsets.append(offset)
        }
        offsets.append(offset)
    }

    // MARK: Looking ahead

    /// The code point `distance` places after the next one, or `nil` past the end.
    private func peek(_ distance: Int = 0) -> Unicode.Scalar? {
        let index = position + distance
        return index < scalars.count ? scalars[index] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        position = min(position + count, scalars.count)
    }

    // MARK: Consuming tokens

    /// https://www.w3.org/TR/css-syntax-3/#consume-token
    private mutating func consumeToken() -> CSSToken {
        consumeComments()
        let start = offsets[position]
        return CSSToken(kind: consumeTokenKind(), offset: start)
    }

    private mutating func consumeTokenKind() -> CSSToken.Kind {
        guard let scalar = peek() else { return .endOfFile }
        if isWhitespace(scalar) {
            while let next = peek(), isWhitespace(next) { advance() }
            return .whitespace
        }
        switch scalar {
        case "\"", "'":
            advance()
            return consumeString(endingWith: scalar)
        case "#":
            if let next = peek(1), isIdentCodePoint(next) || isValidEscape(peek(1), peek(2)) {
                advance()
                let isIdentifier = wouldStartIdentifier(peek(), peek(1), peek(2))
                return .hash(consumeIdentSequence(), isIdentifier: isIdentifier)
            }
            advance()
            return .delim(scalar)
        case "(":
            advance()
            return .leftParenthesis
        case ")":
            advance()
            return .rightParenthesis
        case "+", ".":
            if wouldStartNumber(peek(), peek(1), peek(2)) { return consumeNumeric() }
            advance()
            return .delim(scalar)
        case ",":
            advance()
            return .comma
        case "-":
            if wouldStartNumber(peek(), peek(1), peek(2)) { return consumeNumeric() }
            if peek(1) == "-" && peek(2) == ">" {
                advance(3)
                return .cdc
            }
            if wouldStartIdentifier(peek(), peek(1), peek(2)) { return consumeIdentLike() }
            advance()
            return .delim(scalar)
        case ":":
            advance()
            return .colon
        case ";":
            advance()
            return .semicolon
        case "<":
            if peek(1) == "!" && peek(2) == "-" && peek(3) == "-" {
                advance(4)
                return .cdo
            }
            advance()
            return .delim(scalar)
        case "@":
            if wouldStartIdentifier(peek(1), peek(2), peek(3)) {
                advance()
                return .atKeyword(consumeIdentSequence())
            }
            advance()
            return .delim(scalar)
        case "[":
            advance()
            return .leftBracket
        case "\\":
            if isValidEscape(peek(), peek(1)) { return consumeIdentLike() }
            advance()
            return .delim(scalar)
        case "]":
            advance()
            return .rightBracket
        case "{":
            advance()
            return .leftBrace
        case "}":
            advance()
            return .rightBrace
        default:
            if isDigit(scalar) { return consumeNumeric() }
            if isIdentStartCodePoint(scalar) { return consumeIdentLike() }
            advance()
            return .delim(scalar)
        }
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-comments
    private mutating func consumeComments() {
        while peek() == "/" && peek(1) == "*" {
            advance(2)
            while peek() != nil && !(peek() == "*" && peek(1) == "/") { advance() }
            advance(2)
        }
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-numeric-token
    private mutating func consumeNumeric() -> CSSToken.Kind {
        let number = consumeNumber()
        if wouldStartIdentifier(peek(), peek(1), peek(2)) {
            return .dimension(number, unit: consumeIdentSequence())
        }
        if peek() == "%" {
            advance()
            return .percentage(number)
        }
        return .number(number)
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-number
    private mutating func consumeNumber() -> CSSNumber {
        var isInteger = true
        var representation = String.UnicodeScalarView()
        var hasSign = false
        if let sign = peek(), sign == "+" || sign == "-" {
            representation.append(sign)
            hasSign = true
            advance()
        }
        consumeDigits(into: &representation)
        if peek() == ".", let digit = peek(1), isDigit(digit) {
            representation.append(".")
            advance()
            consumeDigits(into: &representation)
            isInteger = false
        }
        if let e = peek(), e == "e" || e == "E" {
            var length = 1
            if let sign = peek(1), sign == "+" || sign == "-" { length = 2 }
            if let digit = peek(length), isDigit(digit) {
                for _ in 0..<length {
                    representation.append(peek()!)
                    advance()
                }
                consumeDigits(into: &representation)
                isInteger = false
            }
        }
        let value = Double(String(representation)) ?? 0
        return CSSNumber(value: value, isInteger: isInteger, hasSign: hasSign)
    }

    private mutating func consumeDigits(into representation: inout String.UnicodeScalarView) {
        while let digit = peek(), isDigit(digit) {
            representation.append(digit)
            advance()
        }
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-ident-like-token
    private mutating func consumeIdentLike() -> CSSToken.Kind {
        let name = consumeIdentSequence()
        guard peek() == "(" else { return .ident(name) }
        advance()
        guard asciiLowercased(name) == "url" else { return .function(name) }
        while let first = peek(), let second = peek(1), isWhitespace(first), isWhitespace(second) {
            advance()
        }
        let quoteAt = peek().map(isWhitespace) == true ? 1 : 0
        if let quote = peek(quoteAt), quote == "\"" || quote == "'" {
            return .function(name)
        }
        return consumeURL()
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-url-token
    private mutating func consumeURL() -> CSSToken.Kind {
        var value = String.UnicodeScalarView()
        while let next = peek(), isWhitespace(next) { advance() }
        while true {
            guard let scalar = peek() else { return .url(String(value)) }
            switch scalar {
            case ")":
                advance()
                return .url(String(value))
            case _ where isWhitespace(scalar):
                while let next = peek(), isWhitespace(next) { advance() }
                if peek() == nil || peek() == ")" {
                    advance()
                    return .url(String(value))
                }
                consumeBadURLRemnants()
                return .badURL
            case "\"", "'", "(":
                consumeBadURLRemnants()
                return .badURL
            case _ where isNonPrintable(scalar):
                consumeBadURLRemnants()
                return .badURL
            case "\\":
                guard isValidEscape(peek(), peek(1)) else {
                    consumeBadURLRemnants()
                    return .badURL
                }
                advance()
                value.append(consumeEscapedCodePoint())
            default:
                value.append(scalar)
                advance()
            }
        }
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-remnants-of-bad-url
    private mutating func consumeBadURLRemnants() {
        while let scalar = peek() {
            if scalar == ")" {
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
    private mutating func consumeString(endingWith quote: Unicode.Scalar) -> CSSToken.Kind {
        var value = String.UnicodeScalarView()
        while let scalar = peek() {
            switch scalar {
            case quote:
                advance()
                return .string(String(value))
            case "\n":
                return .badString
            case "\\":
                if peek(1) == nil {
                    advance()
                } else if peek(1) == "\n" {
                    advance(2)
                } else {
                    advance()
                    value.append(consumeEscapedCodePoint())
                }
            default:
                value.append(scalar)
                advance()
            }
        }
        return .string(String(value))
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-name
    private mutating func consumeIdentSequence() -> String {
        var result = String.UnicodeScalarView()
        while let scalar = peek() {
            if isIdentCodePoint(scalar) {
                result.append(scalar)
                advance()
            } else if isValidEscape(scalar, peek(1)) {
                advance()
                result.append(consumeEscapedCodePoint())
            } else {
                break
            }
        }
        return String(result)
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-escaped-code-point, after the `\`.
    private mutating func consumeEscapedCodePoint() -> Unicode.Scalar {
        guard let first = peek() else { return "\u{FFFD}" }
        guard hexValue(first) != nil else {
            advance()
            return first
        }
        var value: UInt32 = 0
        var digits = 0
        while digits < 6, let scalar = peek(), let digit = hexValue(scalar) {
            value = value * 16 + digit
            digits += 1
            advance()
        }
        if let next = peek(), isWhitespace(next) { advance() }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    // MARK: Definitions (https://www.w3.org/TR/css-syntax-3/#tokenizer-definitions)

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 0x30
        case "a"..."f": return scalar.value - 0x61 + 10
        case "A"..."F": return scalar.value - 0x41 + 10
        default: return nil
        }
    }

    private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\t" || scalar == " "
    }

    private func isIdentStartCodePoint(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value >= 0x80
    }

    private func isIdentCodePoint(_ scalar: Unicode.Scalar) -> Bool {
        isIdentStartCodePoint(scalar) || isDigit(scalar) || scalar == "-"
    }

    private func isNonPrintable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x08 || scalar.value == 0x0B || (0x0E...0x1F).contains(scalar.value) || scalar.value == 0x7F
    }

    /// https://www.w3.org/TR/css-syntax-3/#starts-with-a-valid-escape
    private func isValidEscape(_ first: Unicode.Scalar?, _ second: Unicode.Scalar?) -> Bool {
        first == "\\" && second != "\n"
    }

    /// https://www.w3.org/TR/css-syntax-3/#would-start-an-identifier
    private func wouldStartIdentifier(
        _ first: Unicode.Scalar?, _ second: Unicode.Scalar?, _ third: Unicode.Scalar?
    ) -> Bool {
        guard let first else { return false }
        switch first {
        case "-":
            guard let second else { return false }
            return isIdentStartCodePoint(second) || second == "-" || isValidEscape(second, third)
        case "\\":
            return isValidEscape(first, second)
        default:
            return isIdentStartCodePoint(first)
        }
    }

    /// https://www.w3.org/TR/css-syntax-3/#starts-with-a-number
    private func wouldStartNumber(
        _ first: Unicode.Scalar?, _ second: Unicode.Scalar?, _ third: Unicode.Scalar?
    ) -> Bool {
        guard let first else { return false }
        switch first {
        case "+", "-":
            guard let second else { return false }
            if isDigit(second) { return true }
            return second == "." && third.map(isDigit) == true
        case ".":
            return second.map(isDigit) == true
        default:
            return isDigit(first)
        }
    }
}
