import CSSSyntax

/// Reads media conditions and features from a media query's tokens.
///
/// https://drafts.csswg.org/mediaqueries-4/#mq-syntax
struct MediaReader: CSSTokenReading {
    let tokens: [CSSToken]
    var index = 0

    /// `<media-condition>`, or `<media-condition-without-or>` when `allowsOr` is false.
    mutating func condition(allowsOr: Bool) -> MediaCondition? {
        skipWhitespace()
        if takeKeyword("not") {
            guard let inner = inParens() else { return nil }
            return .not(inner)
        }
        guard let first = inParens() else { return nil }
        var parts = [first]
        var connector: String?
        while true {
            skipWhitespace()
            guard case .ident(let word)? = peek?.kind else { break }
            let lowered = asciiLowercased(word)
            guard lowered == "and" || (lowered == "or" && allowsOr), connector == nil || connector == lowered else {
                return nil
            }
            connector = lowered
            index += 1
            skipWhitespace()
            guard let next = inParens() else { return nil }
            parts.append(next)
        }
        if parts.count == 1 { return first }
        return connector == "and" ? .and(parts) : .or(parts)
    }

    /// `<media-in-parens>`: a parenthesized condition or feature, or general enclosed.
    mutating func inParens() -> MediaCondition? {
        skipWhitespace()
        guard let token = peek else { return nil }
        switch token.kind {
        case .leftParenthesis:
            let close = closingIndex(from: index)
            let inner = Array(tokens[(index + 1)..<close]).trimmingWhitespace()
            index = min(close + 1, tokens.count)
            if let feature = MediaReader.feature(inner) { return .feature(feature) }
            var nested = MediaReader(tokens: inner)
            if let condition = nested.condition(allowsOr: true), nested.isAtEnd { return .parenthesized(condition) }
            return .generalEnclosed("(" + MediaReader.closedText(inner) + ")")
        case .function:
            let close = closingIndex(from: index)
            let text = MediaReader.closedText(Array(tokens[index...min(close, tokens.count - 1)]))
            index = min(close + 1, tokens.count)
            return .generalEnclosed(text)
        default:
            return nil
        }
    }

    /// The tokens' text with the blocks the query left open closed, as WebKit writes them
    /// (`garbage(` → `garbage()`).
    static func closedText(_ tokens: [CSSToken]) -> String {
        var closers: [String] = []
        for token in tokens {
            if let closing = token.closingKind { closers.append(CSSToken(kind: closing, offset: 0).serializedText) }
            if [.rightParenthesis, .rightBracket, .rightBrace].contains(token.kind), !closers.isEmpty { closers.removeLast() }
        }
        return tokens.map(\.serializedText).joined() + closers.reversed().joined()
    }

    /// A value's token as WebKit writes it in a feature: units lowercased, and keywords too
    /// when the feature is one this engine knows (`(orientation: LANDSCAPE)` → `landscape`).
    static func valueText(_ token: CSSToken, feature: String) -> String {
        switch token.kind {
        case .dimension(let number, let unit): CSSSerialization.number(number) + CSSSerialization.identifier(asciiLowercased(unit))
        case .ident(let word) where MediaEnvironment.discreteFeatureNames.contains(feature):
            CSSSerialization.identifier(asciiLowercased(word))
        default: token.serializedText
        }
    }

    /// A media feature from the tokens inside its parentheses.
    static func feature(_ tokens: [CSSToken]) -> MediaFeature? {
        let significant = tokens.filter { !$0.isWhitespace }
        guard !significant.isEmpty else { return nil }
        // `(name)`
        if significant.count == 1, case .ident(let name) = significant[0].kind {
            let lowered = asciiLowercased(name)
            return MediaFeature(name: lowered, comparisons: [], serialized: "(\(lowered))")
        }
        // `(name: value)`
        if significant.count >= 3, case .ident(let name) = significant[0].kind, significant[1].kind == .colon {
            var lowered = asciiLowercased(name)
            let value = Array(significant[2...])
            var comparison = MediaComparison.equal
            for (prefix, kind) in [("min-", MediaComparison.greaterOrEqual), ("max-", .lessOrEqual),
                                   ("-webkit-min-", .greaterOrEqual), ("-webkit-max-", .lessOrEqual)] where lowered.hasPrefix(prefix) {
                let base = (prefix.hasPrefix("-webkit") ? "-webkit-" : "") + String(lowered.dropFirst(prefix.count))
                comparison = kind
                lowered = base
                break
            }
            let written = asciiLowercased(name)
            let valueText = value.map { MediaReader.valueText($0, feature: lowered) }.joined(separator: value.count == 3 && value[1].isDelim("/") ? " " : "")
            return MediaFeature(name: lowered, comparisons: [(comparison, value)], serialized: "(\(written): \(valueText))")
        }
        // Ranges: `name op value`, `value op name`, `value op name op value`.
        var parts: [[CSSToken]] = [[]]
        var operators: [MediaComparison] = []
        var position = 0
        while position < significant.count {
            let token = significant[position]
            var comparison: MediaComparison?
            if token.isDelim("<") { comparison = .less }
            if token.isDelim(">") { comparison = .greater }
            if token.isDelim("=") { comparison = .equal }
            if let found = comparison {
                var resolved = found
                if found != .equal, position + 1 < significant.count, significant[position + 1].isDelim("=") {
                    resolved = found == .less ? .lessOrEqual : .greaterOrEqual
                    position += 1
                }
                operators.append(resolved)
                parts.append([])
            } else {
                parts[parts.count - 1].append(token)
            }
            position += 1
        }
        guard operators.count == 1 || operators.count == 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        func name(_ part: [CSSToken]) -> String? {
            if part.count == 1, case .ident(let name) = part[0].kind { return asciiLowercased(name) }
            return nil
        }
        func text(_ part: [CSSToken]) -> String { part.map { MediaReader.valueText($0, feature: "") }.joined(separator: " ") }
        if operators.count == 1 {
            if let feature = name(parts[0]) {
                return MediaFeature(name: feature, comparisons: [(operators[0], parts[1])],
                                    serialized: "(\(feature) \(operators[0].symbol) \(text(parts[1])))")
            }
            if let feature = name(parts[1]) {
                return MediaFeature(name: feature, comparisons: [(operators[0].flipped, parts[0])],
                                    serialized: "(\(text(parts[0])) \(operators[0].symbol) \(feature))")
            }
            return nil
        }
        guard let feature = name(parts[1]) else { return nil }
        return MediaFeature(
            name: feature, comparisons: [(operators[0].flipped, parts[0]), (operators[1], parts[2])],
            serialized: "(\(text(parts[0])) \(operators[0].symbol) \(feature) \(operators[1].symbol) \(text(parts[2])))")
    }
}
