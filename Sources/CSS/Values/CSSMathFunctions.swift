import CSSSyntax

/// `calc()` and its relatives over lengths and percentages, when the result is a sum of
/// amounts (`calc(100% - 2em)`, `calc(3 * 8px)`): what a length property can hold.
/// `min()`, `max()` and `clamp()` of lengths in one unit are worked out too.
///
/// https://drafts.csswg.org/css-values-4/#calc-func
enum CSSMathFunctions {
    static let names: Set<String> = ["calc", "-webkit-calc", "min", "max", "clamp"]

    /// The deepest that math functions and parentheses may nest, counting the outermost
    /// function: WebKit 2.50 takes 101 nested `calc()`s (or a `calc()` around 100 pairs of
    /// parentheses) and drops a declaration that nests deeper. It also bounds the reader's
    /// recursion, which a page could otherwise drive past the stack.
    static let maximumNesting = 101

    /// Whether `tokens` nest functions, parentheses or other blocks deeper than
    /// ``maximumNesting``: a declaration WebKit drops.
    static func nestsTooDeep(_ tokens: [CSSToken]) -> Bool {
        var depth = 0
        for token in tokens {
            switch token.kind {
            case .function, .leftParenthesis, .leftBracket, .leftBrace:
                depth += 1
                if depth > maximumNesting { return true }
            case .rightParenthesis, .rightBracket, .rightBrace:
                depth = max(depth - 1, 0)
            default:
                break
            }
        }
        return false
    }

    /// The length `tokens` (one math function, no whitespace tokens) stands for, or nil
    /// (nil too when they nest deeper than ``maximumNesting``).
    static func length(_ tokens: [CSSToken]) -> CSSLength? {
        guard !nestsTooDeep(tokens) else { return nil }
        var reader = Reader(tokens: tokens, index: 0)
        guard let term = reader.function(), reader.index == tokens.count, case .length(var length) = term else { return nil }
        // WebKit writes any math function it works out as a calc() (`min(10px, 20px)` is `calc(10px)`).
        length.isCalc = true
        return length
    }

    /// The number `tokens` (one math function, no whitespace tokens) stand for, or nil when
    /// they are not a math function of numbers (or nest deeper than ``maximumNesting``).
    static func number(_ tokens: [CSSToken]) -> Double? {
        guard !nestsTooDeep(tokens) else { return nil }
        var reader = Reader(tokens: tokens, index: 0)
        guard let term = reader.function(), reader.index == tokens.count, case .number(let number) = term,
            number.isFinite
        else { return nil }
        return number
    }

    /// A value inside a math expression.
    enum Term {
        case number(Double)
        case length(CSSLength)
    }

    struct Reader {
        let tokens: [CSSToken]
        var index: Int

        /// A math function starting at `index`.
        mutating func function() -> Term? {
            guard index < tokens.count, case .function(let name) = tokens[index].kind else { return nil }
            let lowered = asciiLowercased(name)
            index += 1
            switch lowered {
            case "calc", "-webkit-calc":
                guard let value = sum(), closes() else { return nil }
                return value
            case "min", "max", "clamp":
                var arguments: [Term] = []
                while true {
                    guard let value = sum() else { return nil }
                    arguments.append(value)
                    if index < tokens.count, tokens[index].kind == .comma {
                        index += 1
                        continue
                    }
                    break
                }
                guard closes(), !arguments.isEmpty else { return nil }
                return choose(lowered, arguments)
            default:
                return nil
            }
        }

        mutating func closes() -> Bool {
            guard index < tokens.count, tokens[index].kind == .rightParenthesis else { return false }
            index += 1
            return true
        }

        /// `min()`/`max()`/`clamp()` of numbers, or of lengths in the same single unit.
        func choose(_ name: String, _ arguments: [Term]) -> Term? {
            var numbers: [Double] = []
            var unit: CSSLength?
            for argument in arguments {
                switch argument {
                case .number(let number):
                    guard unit == nil else { return nil }
                    numbers.append(number)
                case .length(let length):
                    // Only lengths that are a multiple of one another's unit compare.
                    let basis = length.isPurePercent ? CSSLength(percent: 1) : length.pixels != 0 && length == CSSLength(pixels: length.pixels) ? CSSLength(pixels: 1) : nil
                    guard let basis, unit == nil || unit == basis else { return nil }
                    unit = basis
                    numbers.append(basis.percent != 0 ? length.percent : length.pixels)
                }
            }
            let chosen: Double
            switch name {
            case "min": chosen = numbers.min()!
            case "max": chosen = numbers.max()!
            default:
                guard numbers.count == 3 else { return nil }
                chosen = max(numbers[0], min(numbers[1], numbers[2]))
            }
            guard let unit else { return .number(chosen) }
            return .length(unit.scaled(by: chosen))
        }

        /// A sum: products joined by `+` and `-`.
        mutating func sum() -> Term? {
            guard var total = product() else { return nil }
            while index < tokens.count {
                let sign: Double
                switch tokens[index].kind {
                case .delim("+"): sign = 1
                case .delim("-"): sign = -1
                case .number(let number) where number.hasSign, .dimension(let number, _) where number.hasSign,
                    .percentage(let number) where number.hasSign:
                    // `100%-2px` is read as `100%` `-2px`: a sign glued to the number.
                    guard let next = product() else { return nil }
                    guard let added = add(total, next, sign: 1) else { return nil }
                    total = added
                    continue
                default:
                    return total
                }
                index += 1
                guard let next = product(), let added = add(total, next, sign: sign) else { return nil }
                total = added
            }
            return total
        }

        func add(_ left: Term, _ right: Term, sign: Double) -> Term? {
            switch (left, right) {
            case (.number(let a), .number(let b)): .number(a + sign * b)
            case (.length(let a), .length(let b)): .length(a + b.scaled(by: sign))
            default: nil
            }
        }

        /// A product: values joined by `*` and `/`.
        mutating func product() -> Term? {
            guard var total = value() else { return nil }
            while index < tokens.count {
                let divide: Bool
                switch tokens[index].kind {
                case .delim("*"): divide = false
                case .delim("/"): divide = true
                default: return total
                }
                index += 1
                guard let next = value() else { return nil }
                switch (total, next, divide) {
                case (.number(let a), .number(let b), false): total = .number(a * b)
                case (.number(let a), .number(let b), true): guard b != 0 else { return nil }; total = .number(a / b)
                case (.length(let a), .number(let b), false): total = .length(a.scaled(by: b))
                case (.number(let a), .length(let b), false): total = .length(b.scaled(by: a))
                case (.length(let a), .number(let b), true): guard b != 0 else { return nil }; total = .length(a.scaled(by: 1 / b))
                default: return nil
                }
            }
            return total
        }

        /// A number, length, percentage, parenthesized sum or nested math function.
        mutating func value() -> Term? {
            guard index < tokens.count else { return nil }
            switch tokens[index].kind {
            case .number(let number):
                index += 1
                return .number(number.value)
            case .percentage(let number):
                index += 1
                return .length(CSSLength(percent: number.value))
            case .dimension(let number, let unit):
                index += 1
                return CSSLength(number.value, unit: asciiLowercased(unit)).map(Term.length)
            case .leftParenthesis:
                index += 1
                guard let inner = sum(), closes() else { return nil }
                return inner
            case .function:
                return function()
            default:
                return nil
            }
        }
    }
}
