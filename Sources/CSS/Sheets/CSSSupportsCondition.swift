import CSSSyntax
import Selectors

/// `@supports` conditions and `CSS.supports()`: a declaration is supported when this
/// engine knows the property and reads the value; `selector()` when the selector parses.
///
/// https://drafts.csswg.org/css-conditional-3/#at-supports
public enum CSSSupportsCondition {
    /// Whether the condition text holds; a condition that does not parse is false.
    public static func evaluate(_ text: String) -> Bool {
        let tokens = CSSTokenizer.tokenize(text).filter { $0.kind != .endOfFile }
        var reader = Reader(tokens: tokens)
        guard let result = reader.condition(), reader.isAtEnd else { return false }
        return result
    }

    /// `CSS.supports(property, value)`.
    public static func supports(property: String, value: String) -> Bool {
        if property.hasPrefix("--") { return !value.isEmpty }
        guard let known = CSSProperty(named: property) else { return false }
        return CSSValueParser.parse(known, text: value, quirksMode: false) != nil
    }

    struct Reader: CSSTokenReading {
        let tokens: [CSSToken]
        var index = 0

        /// https://drafts.csswg.org/css-conditional-3/#typedef-supports-condition
        mutating func condition() -> Bool? {
            if takeKeyword("not") {
                guard let inner = inParens() else { return nil }
                return !inner
            }
            guard var result = inParens() else { return nil }
            var connector: String?
            while true {
                let saved = index
                if takeKeyword("and"), connector != "or" {
                    connector = "and"
                    guard let next = inParens() else { return nil }
                    result = result && next
                } else if takeKeyword("or"), connector != "and" {
                    connector = "or"
                    guard let next = inParens() else { return nil }
                    result = result || next
                } else {
                    index = saved
                    return result
                }
            }
        }

        /// `( condition )`, `( declaration )`, `selector( … )`, or general enclosed (false).
        mutating func inParens() -> Bool? {
            skipWhitespace()
            guard index < tokens.count else { return nil }
            let start = index
            let close = closingIndex(from: start)
            defer { index = min(close + 1, tokens.count) }
            let inner = Array(tokens[(start + 1)..<min(close, tokens.count)])
            switch tokens[start].kind {
            case .leftParenthesis:
                var nested = Reader(tokens: inner)
                if let result = nested.condition(), nested.isAtEnd { return result }
                return declaration(inner)
            case .function(let name):
                if asciiLowercased(name) == "selector" {
                    let text = inner.map(\.serializedText).joined()
                    return (try? SelectorList(parsing: text)) != nil
                }
                return false
            default:
                return nil
            }
        }

        func declaration(_ tokens: [CSSToken]) -> Bool {
            let significant = tokens.trimmingWhitespace()
            guard significant.count >= 3, case .ident(let name) = significant[0].kind else { return false }
            var position = 1
            while position < significant.count, significant[position].isWhitespace { position += 1 }
            guard position < significant.count, significant[position].kind == .colon else { return false }
            var value = Array(significant[(position + 1)...]).trimmingWhitespace()
            // A trailing `!important` is allowed and ignored.
            if value.count >= 2, value[value.count - 1].isIdent("important"), value[value.count - 2].isDelim("!") {
                value = Array(value.dropLast(2))
            }
            return CSSSupportsCondition.supports(property: name, value: value.map(\.serializedText).joined())
        }
    }
}
