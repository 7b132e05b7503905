import CSSSyntax

/// A media query list (`screen and (min-width: 600px), print`), parsed, serialized as
/// WebKit writes `mediaText`, and evaluated against a ``MediaEnvironment``. A query that
/// does not parse, or asks about a feature this engine does not know, matches nothing.
///
/// https://drafts.csswg.org/mediaqueries-4/#mq-list
public struct MediaQueryList: Hashable, Sendable {
    /// The queries; an empty list matches everything.
    let queries: [MediaQuery]
    /// The text the list was parsed from.
    public let sourceText: String

    /// Parses a list; invalid queries become `not all`.
    public init(parsing text: String) {
        sourceText = text
        let tokens = CSSTokenizer.tokenize(text).filter { $0.kind != .endOfFile }
        var queries: [MediaQuery] = []
        var start = 0
        var depth = 0
        func flush(_ end: Int) {
            let part = Array(tokens[start..<end]).trimmingWhitespace()
            queries.append(MediaQuery(parsing: part))
        }
        for (index, token) in tokens.enumerated() {
            if token.closingKind != nil { depth += 1 }
            if token.kind == .rightParenthesis || token.kind == .rightBracket || token.kind == .rightBrace { depth -= 1 }
            if depth <= 0 && token.kind == .comma {
                flush(index)
                start = index + 1
            }
        }
        if !tokens.allSatisfy(\.isWhitespace) { flush(tokens.count) }
        self.queries = queries
    }

    /// Whether the list matches: empty, or one of its queries matches.
    public func matches(_ environment: MediaEnvironment) -> Bool {
        queries.isEmpty || queries.contains { $0.evaluate(environment) == true }
    }

    /// `mediaText` (https://drafts.csswg.org/cssom/#serialize-a-media-query-list).
    public var mediaText: String { queries.map(\.serialized).joined(separator: ", ") }

    /// How many queries the list holds (`MediaList.length`).
    public var count: Int { queries.count }

    /// Each query's text (`MediaList.item()`).
    public var items: [String] { queries.map(\.serialized) }
}

/// One media query: an optional type with `not`/`only`, and a condition.
struct MediaQuery: Hashable, Sendable {
    enum Modifier: Hashable, Sendable { case none, not, only }
    var modifier: Modifier = .none
    var type: String?
    var condition: MediaCondition?
    /// Whether the query did not parse (it then matches nothing and reads `not all`).
    var isInvalid = false

    init(parsing tokens: [CSSToken]) {
        var reader = MediaReader(tokens: tokens)
        reader.skipWhitespace()
        if case .ident(let first) = reader.peek?.kind {
            let lowered = asciiLowercased(first)
            if lowered == "not" || lowered == "only" {
                // `not (width > 1px)` is a negated condition, `not screen` a negated type.
                var lookahead = reader
                lookahead.index += 1
                lookahead.skipWhitespace()
                if case .ident = lookahead.peek?.kind {
                    modifier = lowered == "not" ? .not : .only
                    reader = lookahead
                }
            }
        }
        if case .ident(let word) = reader.peek?.kind, !["not", "and", "or", "only", "layer"].contains(asciiLowercased(word)) {
            type = asciiLowercased(word)
            reader.index += 1
            reader.skipWhitespace()
            if reader.isAtEnd { return }
            guard reader.takeKeyword("and") else {
                isInvalid = true
                return
            }
            guard let condition = reader.condition(allowsOr: false), reader.isAtEnd else {
                isInvalid = true
                return
            }
            self.condition = condition
            return
        }
        if modifier != .none {
            isInvalid = true
            return
        }
        guard let condition = reader.condition(allowsOr: true), reader.isAtEnd else {
            isInvalid = true
            return
        }
        self.condition = condition
    }

    /// true, false, or nil for unknown (https://drafts.csswg.org/mediaqueries-4/#evaluating).
    func evaluate(_ environment: MediaEnvironment) -> Bool? {
        if isInvalid { return false }
        var result: Bool? = true
        if let type {
            result = type == "all" || type == environment.mediaType
        }
        if let condition, result == true {
            result = condition.evaluate(environment)
        }
        if modifier == .not {
            guard let value = result else { return false }
            return !value
        }
        return result
    }

    var serialized: String {
        if isInvalid { return "not all" }
        var parts: [String] = []
        switch modifier {
        case .not: parts.append("not")
        case .only: parts.append("only")
        case .none: break
        }
        if let type { parts.append(type) }
        if let condition {
            if type != nil { parts.append("and") }
            parts.append(condition.serialized)
        }
        return parts.joined(separator: " ")
    }
}

/// `(name)`, `(name: value)` or a range such as `(400px <= width < 800px)`.
struct MediaFeature: Hashable, Sendable {
    var name: String
    /// `min`/`max` prefixes become comparisons.
    var comparisons: [(MediaComparison, [CSSToken])]
    /// The text as CSSOM writes it.
    var serialized: String

    static func == (left: MediaFeature, right: MediaFeature) -> Bool { left.serialized == right.serialized }
    func hash(into hasher: inout Hasher) { hasher.combine(serialized) }

    func evaluate(_ environment: MediaEnvironment) -> Bool? {
        if comparisons.isEmpty {
            if let (_, value) = environment.rangeFeature(name) { return value != 0 }
            if let value = environment.discreteFeatures[name] { return value != "none" && value != "no-preference" }
            return nil
        }
        for (comparison, valueTokens) in comparisons {
            if let (kind, actual) = environment.rangeFeature(name) {
                guard let wanted = MediaFeature.number(valueTokens, kind: kind) else { return nil }
                if !comparison.holds(actual, wanted) { return false }
            } else if let actual = environment.discreteFeatures[name] {
                guard comparison == .equal, valueTokens.count == 1, case .ident(let word) = valueTokens[0].kind else {
                    return nil
                }
                if asciiLowercased(word) != actual { return false }
            } else {
                return nil
            }
        }
        return true
    }

    /// A value of `kind` as a number in the feature's canonical unit, or nil.
    static func number(_ tokens: [CSSToken], kind: MediaValueKind) -> Double? {
        switch kind {
        case .length:
            guard tokens.count == 1 else { return nil }
            switch tokens[0].kind {
            case .number(let number) where number.value == 0: return 0
            case .dimension(let number, let unit):
                let lowered = asciiLowercased(unit)
                if lowered == "em" || lowered == "rem" { return number.value * 16 }
                return CSSLength(number.value, unit: lowered).map { $0.pixels }
            default: return nil
            }
        case .resolution:
            guard tokens.count == 1, case .dimension(let number, let unit) = tokens[0].kind else { return nil }
            switch asciiLowercased(unit) {
            case "dppx", "x": return number.value
            case "dpi": return number.value / 96
            case "dpcm": return number.value * 2.54 / 96
            default: return nil
            }
        case .number:
            guard tokens.count == 1, case .number(let number) = tokens[0].kind else { return nil }
            return number.value
        case .ratio:
            let numbers = tokens.compactMap { token -> Double? in
                if case .number(let number) = token.kind { return number.value }
                return nil
            }
            if tokens.count == 1, numbers.count == 1 { return numbers[0] }
            guard tokens.count == 3, tokens[1].isDelim("/"), numbers.count == 2, numbers[1] > 0 else { return nil }
            return numbers[0] / numbers[1]
        }
    }
}

/// A comparison in a media feature.
enum MediaComparison: Hashable, Sendable {
    case less, lessOrEqual, greater, greaterOrEqual, equal

    func holds(_ actual: Double, _ value: Double) -> Bool {
        switch self {
        case .less: actual < value
        case .lessOrEqual: actual <= value + 1e-9
        case .greater: actual > value
        case .greaterOrEqual: actual >= value - 1e-9
        case .equal: abs(actual - value) < 1e-9
        }
    }

    /// The comparison with its sides swapped (`400px < width` is `width > 400px`).
    var flipped: MediaComparison {
        switch self {
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        case .equal: .equal
        }
    }

    var symbol: String {
        switch self {
        case .less: "<"
        case .lessOrEqual: "<="
        case .greater: ">"
        case .greaterOrEqual: ">="
        case .equal: "="
        }
    }
}
