import CSSSyntax

/// Reads media conditions and features from a media query's tokens.
///
/// https://drafts.csswg.org/mediaqueries-4/#mq-syntax
struct MediaReader: CSSTokenReading {
    let tokens: [CSSToken]
    var index = 0
    /// For each opening token, the index of the token that closes its block.
    let closing: [Int]

    init(tokens: [CSSToken]) {
        self.tokens = tokens
        closing = tokens.closingIndices()
    }

    /// A `<media-condition>` being read: the rest of the query, or the contents of the
    /// parentheses opened at `opening`, which end at `end`.
    private struct Frame {
        enum Step { case start, operand, connector }
        let opening: Int
        let end: Int
        let allowsOr: Bool
        /// Where the frame's parts start (dropped when it turns out not to be a condition).
        let firstPart: Int
        var step = Step.start
        var isNegated = false
        /// The `and` part the frame's groups are joined by, turned to `or` by an `or`.
        var groupPart = 0
        var connector: String?
    }

    /// `<media-condition>`, or `<media-condition-without-or>` when `allowsOr` is false, read
    /// without recursion: each parenthesized condition is a frame on a stack, and every
    /// block's closing token was found once beforehand, so reading is linear in the length.
    mutating func condition(allowsOr: Bool) -> MediaCondition? {
        var parts: [MediaCondition.Part] = []
        // General-enclosed parts, whose text is written once the condition is read: the
        // part's index, and the tokens (a function) or the inside of a parenthesis.
        var enclosed: [(part: Int, tokens: Range<Int>, isParenthesized: Bool)] = []
        var frames = [Frame(opening: -1, end: tokens.count, allowsOr: allowsOr, firstPart: 0)]
        var finished: Bool?
        var operandRead = false
        while let top = frames.indices.last {
            if let succeeded = finished {
                finished = nil
                let frame = frames.removeLast()
                if frames.isEmpty {
                    guard succeeded else { return nil }
                    break
                }
                if succeeded && isAtEnd(before: frame.end) {
                    parts.append(.end)
                } else {
                    parts.removeSubrange(frame.firstPart...)
                    while let last = enclosed.last, last.part >= frame.firstPart { enclosed.removeLast() }
                    enclosed.append((parts.count, frame.opening + 1..<frame.end, true))
                    parts.append(.generalEnclosed(""))
                }
                index = min(frame.end + 1, tokens.count)
                operandRead = true
                continue
            }
            if operandRead {
                operandRead = false
                if frames[top].isNegated {
                    parts.append(.end)
                    finished = true
                } else {
                    frames[top].step = .connector
                }
                continue
            }
            switch frames[top].step {
            case .start:
                skipWhitespace()
                if takeKeyword("not") {
                    frames[top].isNegated = true
                    parts.append(.not)
                } else {
                    frames[top].groupPart = parts.count
                    parts.append(.and)
                }
                frames[top].step = .operand
            case .operand:
                // `<media-in-parens>`: a feature, a parenthesized condition, or general enclosed.
                skipWhitespace()
                guard index < frames[top].end else {
                    finished = false
                    continue
                }
                let close = closing[index]
                switch tokens[index].kind {
                case .leftParenthesis:
                    if mayBeFeature(index + 1..<close),
                        let feature = MediaReader.feature(Array(tokens[(index + 1)..<close]).trimmingWhitespace())
                    {
                        parts.append(.feature(feature))
                        index = min(close + 1, tokens.count)
                        operandRead = true
                    } else {
                        frames.append(Frame(opening: index, end: close, allowsOr: true, firstPart: parts.count))
                        parts.append(.parenthesized)
                        index += 1
                    }
                case .function:
                    enclosed.append((parts.count, index..<min(close + 1, tokens.count), false))
                    parts.append(.generalEnclosed(""))
                    index = min(close + 1, tokens.count)
                    operandRead = true
                default:
                    finished = false
                }
            case .connector:
                skipWhitespace()
                guard index < frames[top].end, case .ident(let word) = tokens[index].kind else {
                    if frames[top].connector == "or" { parts[frames[top].groupPart] = .or }
                    parts.append(.end)
                    finished = true
                    continue
                }
                let lowered = asciiLowercased(word)
                guard lowered == "and" || (lowered == "or" && frames[top].allowsOr),
                    frames[top].connector == nil || frames[top].connector == lowered
                else {
                    finished = false
                    continue
                }
                frames[top].connector = lowered
                index += 1
                frames[top].step = .operand
            }
        }
        for (part, range, isParenthesized) in enclosed {
            let text = MediaReader.closedText(isParenthesized ? Array(tokens[range]).trimmingWhitespace() : Array(tokens[range]))
            parts[part] = .generalEnclosed(isParenthesized ? "(" + text + ")" : text)
        }
        return MediaCondition(parts: parts)
    }

    /// Whether the tokens in `range` may be a media feature, judged from their first tokens
    /// only: not a parenthesis (a condition), nor a word that no colon or comparison follows
    /// (`not`, `only`), so that each level of a deep condition is not read twice.
    private func mayBeFeature(_ range: Range<Int>) -> Bool {
        var position = range.lowerBound
        while position < range.upperBound, tokens[position].isWhitespace { position += 1 }
        guard position < range.upperBound else { return false }
        switch tokens[position].kind {
        case .leftParenthesis: return false
        case .ident:
            position += 1
            while position < range.upperBound, tokens[position].isWhitespace { position += 1 }
            guard position < range.upperBound else { return true }
            let next = tokens[position]
            return next.kind == .colon || next.isDelim("<") || next.isDelim(">") || next.isDelim("=")
        default: return true
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
