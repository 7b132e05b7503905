/// Splits a predicate format string into tokens.
///
/// The lexical rules are those of Apple's Predicate Format String Syntax: white space is
/// insignificant, strings take single or double quotes with backslash escapes, numbers may
/// be decimal, `0x` hexadecimal, `0o` octal or `0b` binary, `$` starts a variable, `@` a
/// collection operator and `#` a name that is never a reserved word. `%@` and `%K` need
/// arguments, which an `Info.plist` cannot pass, so they are errors here.
///
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html
struct PredicateTokenizer {
    private let text: PredicateText
    private var position = 0

    private init(_ text: PredicateText) { self.text = text }

    /// The tokens of `text`, ending with `.end`.
    static func tokenize(_ text: PredicateText) throws(PredicateError) -> [PredicateToken] {
        var tokenizer = PredicateTokenizer(text)
        var tokens: [PredicateToken] = []
        while true {
            let token = try tokenizer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private var scalars: [Unicode.Scalar] { text.scalars }

    private func scalar(at offset: Int) -> Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

    private mutating func next() throws(PredicateError) -> PredicateToken {
        while let scalar = scalar(at: position), scalar.properties.isWhitespace { position += 1 }
        let start = position
        guard let first = scalar(at: position) else { return PredicateToken(kind: .end, range: start..<start) }
        let kind: PredicateToken.Kind
        switch first {
        case "\"", "'":
            kind = .string(try readString(quote: first))
        case "0"..."9":
            kind = .number(try readNumber())
        case "." where scalar(at: position + 1).map(isDigit) == true:
            kind = .number(try readNumber())
        case "$", "@", "#":
            position += 1
            guard let name = readName() else {
                let what = first == "$" ? "a variable name" : first == "@" ? "a collection operator such as @count" : "a key"
                throw PredicateError(in: text, at: position, "expected \(what) after '\(first)'")
            }
            kind = first == "$" ? .variable(name) : first == "@" ? .collectionOperator(name) : .escapedWord(name)
        case "%":
            throw PredicateError(
                in: text, at: start,
                "format specifiers such as %@ and %K need arguments, which a predicate in Info.plist cannot pass; write the value itself")
        case "?":
            throw PredicateError(in: text, at: start, "'?' is not a valid token in a predicate")
        default:
            if let name = readName() {
                kind = typeOperator(after: name) ?? .word(name)
            } else if let symbol = try readSymbol() {
                kind = .symbol(symbol)
            } else {
                throw PredicateError(in: text, at: start, "unexpected character '\(first)'")
            }
        }
        return PredicateToken(kind: kind, range: start..<position)
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private func isNameStart(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || scalar.properties.isAlphabetic }

    private func isNamePart(_ scalar: Unicode.Scalar) -> Bool { isNameStart(scalar) || scalar.properties.numericType != nil }

    /// A name (`[letter _][letter digit _]*`) at the position, consumed; nil when there is none.
    private mutating func readName() -> String? {
        guard let first = scalar(at: position), isNameStart(first) else { return nil }
        let start = position
        while let scalar = scalar(at: position), isNamePart(scalar) { position += 1 }
        return text[start..<position]
    }

    /// `UTI-CONFORMS-TO` or `UTI-EQUALS` when `name` is `UTI` and the rest follows (any case).
    private mutating func typeOperator(after name: String) -> PredicateToken.Kind? {
        guard name.uppercased() == "UTI" else { return nil }
        for rest in ["-CONFORMS-TO", "-EQUALS"] {
            let end = position + rest.unicodeScalars.count
            if end <= scalars.count, text[position..<end].uppercased() == rest {
                position = end
                return .symbol("UTI" + rest)
            }
        }
        return nil
    }

    /// The operators and punctuation, longest first, with their scalars.
    private static let symbols: [(text: String, scalars: [Unicode.Scalar])] = [
        "==", "=>", "=<", "!=", "<>", "<=", ">=", "&&", "||", "**",
        "=", "<", ">", "!", "+", "-", "*", "/", "(", ")", "{", "}", "[", "]", ",", ".",
    ].map { ($0, Array($0.unicodeScalars)) }

    private mutating func readSymbol() throws(PredicateError) -> String? {
        for symbol in Self.symbols where position + symbol.scalars.count <= scalars.count {
            if scalars[position..<(position + symbol.scalars.count)].elementsEqual(symbol.scalars) {
                position += symbol.scalars.count
                return symbol.text
            }
        }
        if let scalar = scalar(at: position), scalar == "&" || scalar == "|" {
            throw PredicateError(in: text, at: position, "expected '\(scalar)\(scalar)' (or \(scalar == "&" ? "AND" : "OR"))")
        }
        return nil
    }

    /// A quoted string; the position is on the opening quote.
    private mutating func readString(quote: Unicode.Scalar) throws(PredicateError) -> String {
        let start = position
        position += 1
        var value = String.UnicodeScalarView()
        while let scalar = scalar(at: position) {
            position += 1
            if scalar == quote { return String(value) }
            guard scalar == "\\" else {
                value.append(scalar)
                continue
            }
            guard let escaped = self.scalar(at: position) else { break }
            position += 1
            switch escaped {
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            case "0": value.append("\0")
            case "u":
                let end = position + 4
                guard end <= scalars.count, let code = UInt32(text[position..<end], radix: 16),
                    let unicode = Unicode.Scalar(code)
                else { throw PredicateError(in: text, at: position - 2, "expected four hexadecimal digits after '\\u'") }
                value.append(unicode)
                position = end
            default: value.append(escaped)
            }
        }
        throw PredicateError(in: text, at: start, "the string that starts here is never closed (expected \(quote))")
    }

    /// A number; the position is on its first digit or its decimal point.
    private mutating func readNumber() throws(PredicateError) -> Double {
        let start = position
        if scalar(at: position) == "0", let prefix = scalar(at: position + 1)?.properties.lowercaseMapping,
            let radix = ["x": 16, "o": 8, "b": 2][prefix]
        {
            position += 2
            let digitsStart = position
            while let scalar = scalar(at: position), isNamePart(scalar) { position += 1 }
            guard let value = Int64(text[digitsStart..<position], radix: radix) else {
                throw PredicateError(in: text, at: start, "'\(text[start..<position])' is not a base-\(radix) number")
            }
            return Double(value)
        }
        while let scalar = scalar(at: position), isDigit(scalar) { position += 1 }
        if scalar(at: position) == ".", scalar(at: position + 1).map(isDigit) == true {
            position += 1
            while let scalar = scalar(at: position), isDigit(scalar) { position += 1 }
        }
        if let e = scalar(at: position), e == "e" || e == "E" {
            var end = position + 1
            if let sign = scalar(at: end), sign == "+" || sign == "-" { end += 1 }
            if scalar(at: end).map(isDigit) == true {
                position = end
                while let scalar = scalar(at: position), isDigit(scalar) { position += 1 }
            }
        }
        if let after = scalar(at: position), isNameStart(after) {
            throw PredicateError(in: text, at: start, "'\(text[start..<(position + 1)])' is not a number")
        }
        guard let value = Double(text[start..<position]) else {
            throw PredicateError(in: text, at: start, "'\(text[start..<position])' is not a number")
        }
        return value
    }
}
