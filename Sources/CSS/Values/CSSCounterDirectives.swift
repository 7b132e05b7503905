import CSSSyntax

/// The values of `counter-reset`, `counter-increment` and `counter-set`: `none`, or counter
/// names each with an optional integer, as WebKit 2.50 reads and writes them.
///
/// Specified (`element.style`, `cssText`): each name written as an identifier with its
/// integer, the property's default filled in (`sec` is `sec 0`, or `sec 1` for
/// `counter-increment`), integers as written but for sign and leading zeros (`+3` is `3`),
/// a `calc()` worked out and kept as one (`calc(2 + 3)` is `calc(5)`, `min(3, 5)` is
/// `calc(3)`). WebKit refuses `reversed()`, numbers that are not integers (`1.5`, `1e3`,
/// `3.0`), strings, commas, `none` among names, and the CSS-wide keywords and `default`
/// as names (but takes `none` after a first name as a counter called `none`).
///
/// Computed (`getComputedStyle`): each name once, with the last value given for it, or for
/// `counter-increment` the sum of the values given; every value clamped to a 32-bit
/// integer (a `calc()` rounded half up first), as WebKit keeps them.
///
/// https://drafts.csswg.org/css-lists-3/#counter-properties
public enum CSSCounterDirectives {
    /// The three properties.
    public static let properties: Set<CSSProperty> = [.counterReset, .counterIncrement, .counterSet]

    /// The value a name without an integer gets.
    static func defaultValue(of property: CSSProperty) -> Int {
        property == .counterIncrement ? 1 : 0
    }

    /// The specified value of `tokens` (whitespace left out) for `property`, or nil when
    /// WebKit refuses it.
    static func specified(_ tokens: [CSSToken], for property: CSSProperty) -> CSSValue? {
        if tokens.count == 1, tokens[0].isIdent("none") { return .keyword("none") }
        var parts: [String] = []
        var index = 0
        while index < tokens.count {
            guard case .ident(let name) = tokens[index].kind, isCounterName(name, first: index == 0) else { return nil }
            index += 1
            var value = String(defaultValue(of: property))
            if index < tokens.count {
                switch tokens[index].kind {
                case .number(let number):
                    guard number.isInteger else { return nil }
                    value = CSSNumberFormat.number(number.value)
                    index += 1
                case .function(let function) where CSSMathFunctions.names.contains(asciiLowercased(function)):
                    let closing = tokens.closingIndex(ofBlockOpenedAt: index)
                    guard closing < tokens.count, let number = CSSMathFunctions.number(Array(tokens[index...closing])) else {
                        return nil
                    }
                    value = "calc(" + CSSNumberFormat.number(number) + ")"
                    index = closing + 1
                default:
                    break
                }
            }
            parts.append(CSSSerialization.identifier(name) + " " + value)
        }
        return .text(parts.joined(separator: " "))
    }

    /// Whether an identifier may name a counter: not a CSS-wide keyword or `default`, and
    /// not `none` in first place.
    private static func isCounterName(_ name: String, first: Bool) -> Bool {
        let lowered = asciiLowercased(name)
        if CSSWideKeyword(rawValue: lowered) != nil || lowered == "default" { return false }
        return !(first && lowered == "none")
    }

    /// The computed value of a specified value's text (as ``specified(_:for:)`` writes it):
    /// names in the order they first appear. (WebKit lists them in its hash table's order,
    /// which for more than one name is not this order.)
    public static func computed(_ text: String, for property: CSSProperty) -> String {
        let tokens = CSSTokenizer.tokenize(text).filter { !$0.isWhitespace && $0.kind != .endOfFile }
        var names: [String] = []
        var values: [String: Int32] = [:]
        var index = 0
        while index < tokens.count {
            guard case .ident(let name) = tokens[index].kind else { return text }
            index += 1
            var value = Double(defaultValue(of: property))
            if index < tokens.count {
                switch tokens[index].kind {
                case .number(let number):
                    value = number.value
                    index += 1
                case .function:
                    let closing = tokens.closingIndex(ofBlockOpenedAt: index)
                    value = ((CSSMathFunctions.number(Array(tokens[index...min(closing, tokens.count - 1)])) ?? 0) + 0.5).rounded(.down)
                    index = closing + 1
                default:
                    break
                }
            }
            let clamped = clampedToInt32(value)
            if let previous = values[name] {
                values[name] = property == .counterIncrement ? clampedToInt32(Double(previous) + Double(clamped)) : clamped
            } else {
                names.append(name)
                values[name] = clamped
            }
        }
        guard !names.isEmpty else { return "none" }
        return names.map { CSSSerialization.identifier($0) + " " + String(values[$0]!) }.joined(separator: " ")
    }

    /// `value` clamped to a 32-bit integer, as WebKit keeps counter values.
    static func clampedToInt32(_ value: Double) -> Int32 {
        guard !value.isNaN else { return 0 }
        return Int32(max(Double(Int32.min), min(Double(Int32.max), value.rounded(.towardZero))))
    }
}
