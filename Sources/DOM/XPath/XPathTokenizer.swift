/// A token of an XPath expression.
///
/// https://www.w3.org/TR/1999/REC-xpath-19991116/#exprlex
enum XPathToken: Equatable {
    /// `( ) [ ] . .. @ , :: / // | + - = != < <= > >=`.
    case symbol(String)
    /// `*` as multiplication.
    case multiply
    /// `and`, `or`, `mod`, `div` as operators.
    case operatorName(String)
    case literal(String)
    case number(Double)
    case variable(String)
    /// `*`, `prefix:*`, `name` or `prefix:name` (local `*` for the wildcards).
    case nameTest(prefix: String?, local: String)
    /// `comment`, `text`, `processing-instruction`, `node`, before `(`.
    case nodeType(String)
    case functionName(String)
    case axisName(String)
}

/// Splits an expression into tokens, with the specification's rules for telling an
/// operator from a name: after a token that can end an operand, `*` multiplies and
/// `and`, `or`, `mod`, `div` are operators; a name followed by `(` is a function or node
/// type, and one followed by `::` an axis.
enum XPathTokenizer {
    static func tokens(of text: String) throws(XPathError) -> [XPathToken] {
        let characters = Array(text.unicodeScalars)
        var tokens: [XPathToken] = []
        var index = 0

        func peekNonSpace(from start: Int) -> Int {
            var position = start
            while position < characters.count, isSpace(characters[position]) { position += 1 }
            return position
        }
        /// Whether the previous token can end an operand (so `*` and the operator names are operators).
        func operandEnded() -> Bool {
            guard let last = tokens.last else { return false }
            switch last {
            case .symbol(let symbol): return symbol == ")" || symbol == "]" || symbol == "." || symbol == ".."
            case .multiply, .operatorName: return false
            case .literal, .number, .variable, .nameTest: return true
            case .nodeType, .functionName, .axisName: return false
            }
        }
        /// Appends the symbol `text` and moves past it.
        func symbol(_ text: String) {
            tokens.append(.symbol(text))
            index += text.unicodeScalars.count
        }
        func name(from start: Int) -> (String, Int)? {
            guard start < characters.count, isNameStart(characters[start]) else { return nil }
            var end = start + 1
            while end < characters.count, isNameCharacter(characters[end]) { end += 1 }
            return (String(String.UnicodeScalarView(characters[start..<end])), end)
        }

        while index < characters.count {
            let character = characters[index]
            if isSpace(character) {
                index += 1
                continue
            }
            let next: Unicode.Scalar? = index + 1 < characters.count ? characters[index + 1] : nil
            switch character {
            case "(", ")", "[", "]", "@", ",", "|", "+", "-", "=":
                symbol(String(character))
            case "/":
                symbol(next == "/" ? "//" : "/")
            case "!":
                guard next == "=" else { throw .syntax }
                symbol("!=")
            case "<", ">":
                symbol(next == "=" ? "\(character)=" : String(character))
            case ":":
                guard next == ":" else { throw .syntax }
                symbol("::")
            case "\"", "'":
                guard let end = characters[(index + 1)...].firstIndex(of: character) else { throw .syntax }
                tokens.append(.literal(String(String.UnicodeScalarView(characters[(index + 1)..<end]))))
                index = end + 1
            case "." where next.map({ !isDigit($0) }) ?? true:
                symbol(next == "." ? ".." : ".")
            case "0"..."9", ".":
                var end = index
                while end < characters.count, isDigit(characters[end]) { end += 1 }
                if end < characters.count, characters[end] == "." {
                    end += 1
                    while end < characters.count, isDigit(characters[end]) { end += 1 }
                }
                guard let value = Double(String(String.UnicodeScalarView(characters[index..<end]))) else { throw .syntax }
                tokens.append(.number(value))
                index = end
            case "$":
                guard let (variable, end) = name(from: index + 1) else { throw .syntax }
                tokens.append(.variable(variable))
                index = end
            case "*":
                tokens.append(operandEnded() ? .multiply : .nameTest(prefix: nil, local: "*"))
                index += 1
            default:
                guard let (first, end) = name(from: index) else { throw .syntax }
                if operandEnded() {
                    guard ["and", "or", "mod", "div"].contains(first) else { throw .syntax }
                    tokens.append(.operatorName(first))
                    index = end
                    continue
                }
                // prefix:local or prefix:*
                if end + 1 < characters.count, characters[end] == ":", characters[end + 1] != ":" {
                    if characters[end + 1] == "*" {
                        tokens.append(.nameTest(prefix: first, local: "*"))
                        index = end + 2
                        continue
                    }
                    guard let (local, localEnd) = name(from: end + 1) else { throw .syntax }
                    let after = peekNonSpace(from: localEnd)
                    if after < characters.count, characters[after] == "(" {
                        throw .syntax  // No prefixed functions in the core library.
                    }
                    tokens.append(.nameTest(prefix: first, local: local))
                    index = localEnd
                    continue
                }
                let after = peekNonSpace(from: end)
                if after < characters.count, characters[after] == "(" {
                    let isNodeType = ["comment", "text", "processing-instruction", "node"].contains(first)
                    tokens.append(isNodeType ? .nodeType(first) : .functionName(first))
                } else if after + 1 < characters.count, characters[after] == ":", characters[after + 1] == ":" {
                    tokens.append(.axisName(first))
                } else {
                    tokens.append(.nameTest(prefix: nil, local: first))
                }
                index = end
            }
        }
        return tokens
    }

    private static func isSpace(_ character: Unicode.Scalar) -> Bool {
        character == " " || character == "\t" || character == "\n" || character == "\r"
    }

    private static func isDigit(_ character: Unicode.Scalar) -> Bool { ("0"..."9").contains(character) }

    /// NCName characters (XML names without `:`), simplified to letters, `_`, and
    /// everything outside ASCII.
    private static func isNameStart(_ character: Unicode.Scalar) -> Bool {
        character == "_" || ("a"..."z").contains(character) || ("A"..."Z").contains(character) || character.value > 0x7F
    }

    private static func isNameCharacter(_ character: Unicode.Scalar) -> Bool {
        isNameStart(character) || isDigit(character) || character == "-" || character == "."
    }
}
