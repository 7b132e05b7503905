import CSSSyntax

/// Times (`<time>`) in the values of transitions and animations, as WebKit writes them: a
/// specified value keeps its unit with the number in its shortest form (`.3s` is `0.3s`,
/// `1.50s` is `1.5s`, `300ms` stays), a computed value is in seconds (`300ms` is `0.3s`).
///
/// https://drafts.csswg.org/css-values-4/#time
/// https://github.com/WebKit/WebKit/blob/main/Source/WebCore/css/CSSPrimitiveValue.cpp
public enum CSSTime {
    /// `text` with its white space collapsed and every time written as WebKit writes it,
    /// in seconds when `inSeconds` (a computed value).
    /// Commas are written `, ` (a list of transitions).
    public static func written(_ text: String, inSeconds: Bool) -> String {
        let tokens = CSSTokenizer.tokenize(text)
        let unspaced = tokens.indices.filter { index in
            !tokens[index].isWhitespace || (index == 0 || tokens[index - 1].kind != .comma)
                && (index + 1 == tokens.count || tokens[index + 1].kind != .comma)
        }.map { tokens[$0] }
        return collapsedWhitespace(tokens: unspaced) { token in
            if token.kind == .comma { return ", " }
            guard case .dimension(let number, let unit) = token.kind else { return nil }
            switch asciiLowercased(unit) {
            case "s": return CSSNumberFormat.number(number.value) + "s"
            case "ms" where inSeconds: return CSSNumberFormat.number(number.value / 1000) + "s"
            case "ms": return CSSNumberFormat.number(number.value) + "ms"
            default: return nil
            }
        }
    }

    /// Whether `tokens` (no white space) are a list of times WebKit takes: each a time in
    /// `s` or `ms` (not negative unless `allowsNegative`), a math function, or one of
    /// `keywords`.
    static func isList(_ tokens: [CSSToken], allowsNegative: Bool, keywords: Set<String> = []) -> Bool {
        var index = 0
        while index < tokens.count {
            switch tokens[index].kind {
            case .dimension(let number, let unit):
                let lowered = asciiLowercased(unit)
                guard lowered == "s" || lowered == "ms", allowsNegative || number.value >= 0 else { return false }
                index += 1
            case .ident(let word) where keywords.contains(asciiLowercased(word)):
                index += 1
            case .function:
                index = tokens.closingIndex(ofBlockOpenedAt: index) + 1
            default:
                return false
            }
            if index < tokens.count {
                guard tokens[index].kind == .comma, index + 1 < tokens.count else { return false }
                index += 1
            }
        }
        return true
    }

    /// The longhands whose values are lists of times.
    public static let properties: Set<CSSProperty> = [
        .transitionDuration, .transitionDelay, .animationDuration, .animationDelay,
    ]
}
