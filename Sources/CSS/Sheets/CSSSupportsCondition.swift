import CSSSyntax
import Selectors

/// `@supports` conditions and `CSS.supports()`: a declaration is supported when this
/// engine knows the property and reads the value; `selector()` when the selector parses.
///
/// https://drafts.csswg.org/css-conditional-3/#at-supports
public enum CSSSupportsCondition {
    /// Whether the condition text holds; a condition that does not parse is false.
    public static func evaluate(_ text: String) -> Bool {
        parse(text) ?? false
    }

    /// Whether the condition text holds, or nil when it is not a `<supports-condition>`
    /// (an `@supports` rule with such a prelude is dropped, as WebKit drops it).
    public static func parse(_ text: String) -> Bool? {
        let tokens = CSSTokenizer.tokenize(text).filter { $0.kind != .endOfFile }
        var reader = Reader(tokens: tokens)
        return reader.evaluate()
    }

    /// `CSS.supports(conditionText)`: the text as a condition, else in parentheses (so that a
    /// bare declaration, `display: flex`, is one).
    ///
    /// https://drafts.csswg.org/css-conditional-3/#dom-css-supports
    public static func supports(conditionText text: String) -> Bool {
        parse(text) ?? parse("(" + text + ")") ?? false
    }

    /// `CSS.supports(property, value)`: a custom property takes any value, even none.
    public static func supports(property: String, value: String) -> Bool {
        if property.hasPrefix("--") { return property.utf8.count > 2 }
        guard let known = CSSProperty(named: property) else { return false }
        return CSSValueParser.parse(known, text: value, quirksMode: false) != nil
    }

    /// Reads a condition without recursion: each parenthesized condition is a ``Frame`` on a
    /// stack, and every block's closing token is found once beforehand, so a condition of any
    /// depth is read in time linear in its length (WebKit reads 20,000 levels).
    struct Reader: CSSTokenReading {
        let tokens: [CSSToken]
        var index = 0
        /// For each opening token, the index of the token that closes its block.
        let closing: [Int]

        init(tokens: [CSSToken]) {
            self.tokens = tokens
            closing = tokens.closingIndices()
        }

        /// A `<supports-condition>` being read: the whole text, or the contents of the
        /// parentheses opened at `opening`, which end at `end`.
        struct Frame {
            enum Step { case start, operand, connector }
            let opening: Int
            let end: Int
            var step = Step.start
            var isNegated = false
            var connector: String?
            var result = false
        }

        /// https://drafts.csswg.org/css-conditional-3/#typedef-supports-condition
        mutating func evaluate() -> Bool? {
            var frames = [Frame(opening: -1, end: tokens.count)]
            // What the innermost frame read last: the value of a `<supports-in-parens>`, or
            // whether the frame ended (nil while it reads on).
            var operand: Bool?
            var finished: Bool?
            while true {
                let top = frames.count - 1
                if let succeeded = finished {
                    finished = nil
                    let frame = frames.removeLast()
                    let parsed = succeeded && isAtEnd(before: frame.end)
                    guard let parent = frames.indices.last else { return parsed ? frame.result : nil }
                    // `( condition )`, else `( declaration )`, else general enclosed (false).
                    operand = parsed ? frame.result : declaration(frame.opening + 1..<frame.end)
                    index = min(frame.end + 1, frames[parent].end)
                    continue
                }
                if let value = operand {
                    operand = nil
                    if frames[top].isNegated {
                        frames[top].result = !value
                        finished = true
                        continue
                    }
                    switch frames[top].connector {
                    case "and": frames[top].result = frames[top].result && value
                    case "or": frames[top].result = frames[top].result || value
                    default: frames[top].result = value
                    }
                    frames[top].step = .connector
                    continue
                }
                switch frames[top].step {
                case .start:
                    frames[top].isNegated = takeKeyword("not")
                    frames[top].step = .operand
                case .operand:
                    skipWhitespace()
                    guard index < frames[top].end else {
                        finished = false
                        continue
                    }
                    let close = closing[index]
                    switch tokens[index].kind {
                    case .leftParenthesis:
                        frames.append(Frame(opening: index, end: close))
                        index += 1
                    case .function(let name):
                        operand = asciiLowercased(name) == "selector" && selectorParses(index + 1..<close)
                        index = min(close + 1, tokens.count)
                    default:
                        finished = false
                    }
                case .connector:
                    let saved = index
                    let connector = frames[top].connector
                    if connector != "or", takeKeyword("and") {
                        frames[top].connector = "and"
                        frames[top].step = .operand
                    } else if connector != "and", takeKeyword("or") {
                        frames[top].connector = "or"
                        frames[top].step = .operand
                    } else {
                        index = saved
                        finished = true
                    }
                }
            }
        }

        /// `selector( … )`: whether the tokens in `range` parse as a selector.
        func selectorParses(_ range: Range<Int>) -> Bool {
            let text = tokens[range.clamped(to: tokens.indices)].map(\.serializedText).joined()
            return (try? SelectorList(parsing: text)) != nil
        }

        /// `( declaration )`: whether the tokens in `range` are a supported declaration. Only a
        /// name and a colon make it copy the tokens, so trying every level of a deep condition
        /// stays linear.
        func declaration(_ range: Range<Int>) -> Bool {
            let range = range.clamped(to: tokens.indices)
            var position = range.lowerBound
            while position < range.upperBound, tokens[position].isWhitespace { position += 1 }
            guard position < range.upperBound, case .ident(let name) = tokens[position].kind else { return false }
            position += 1
            while position < range.upperBound, tokens[position].isWhitespace { position += 1 }
            guard position < range.upperBound, tokens[position].kind == .colon else { return false }
            var value = Array(tokens[(position + 1)..<range.upperBound]).trimmingWhitespace()
            // A trailing `!important` is allowed and ignored.
            if value.count >= 2, value[value.count - 1].isIdent("important"), value[value.count - 2].isDelim("!") {
                value = Array(value.dropLast(2))
            }
            return CSSSupportsCondition.supports(property: name, value: value.map(\.serializedText).joined())
        }
    }
}
