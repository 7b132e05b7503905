import CSSSyntax

/// A colour inside a value (a shadow's, a gradient stop's) as the author wrote it: a
/// specified value keeps a keyword as written (`red`, `transparent`, `currentcolor`) and
/// writes any other colour as `rgb()` (`#f00` is `rgb(255, 0, 0)`); a computed value writes
/// every colour as `rgb()`.
///
/// https://drafts.csswg.org/css-color-4/#serializing-color-values
public enum CSSWrittenColor: Equatable, Sendable {
    /// A named colour, a system colour, `transparent` or `currentcolor`, lowercased.
    case keyword(String)
    case color(CSSColor)

    /// The colour starting at `tokens[index]` (no white space), with the index after it.
    static func parse(_ tokens: [CSSToken], from index: Int) -> (CSSWrittenColor, Int)? {
        guard index < tokens.count else { return nil }
        if case .ident(let word) = tokens[index].kind {
            let lowered = asciiLowercased(word)
            guard lowered == "currentcolor" || CSSColor.named(lowered) != nil else { return nil }
            return (.keyword(lowered), index + 1)
        }
        guard let (color, next) = CSSColor.parse(tokens, from: index) else { return nil }
        return (.color(color), next)
    }

    /// The colour as a specified value writes it.
    var specifiedText: String {
        switch self {
        case .keyword(let keyword): keyword
        case .color(let color): color.serialized
        }
    }

    /// The colour as a computed value writes it, `currentColor` standing for `currentcolor`.
    func computedText(currentColor: CSSColor) -> String {
        switch self {
        case .color(let color): color.serialized
        case .keyword(let keyword): (CSSColor.named(keyword) ?? currentColor).serialized
        }
    }
}

extension CSSLength {
    /// The length starting at `tokens[index]` (no white space): a zero, a dimension, a
    /// percentage or a math function of them; with the index after it.
    static func read(_ tokens: [CSSToken], from index: Int) -> (CSSLength, Int)? {
        guard index < tokens.count else { return nil }
        switch tokens[index].kind {
        case .number(let number) where number.value == 0:
            return (CSSLength(), index + 1)
        case .dimension(let number, let unit):
            return CSSLength(number.value, unit: asciiLowercased(unit)).map { ($0, index + 1) }
        case .percentage(let number):
            return (CSSLength(percent: number.value), index + 1)
        case .function(let name) where CSSMathFunctions.names.contains(asciiLowercased(name)):
            let close = tokens.closingIndex(ofBlockOpenedAt: index)
            guard close < tokens.count, let length = CSSMathFunctions.length(Array(tokens[index...close])) else { return nil }
            return (length, close + 1)
        default:
            return nil
        }
    }
}
