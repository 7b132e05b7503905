// Blocks in a list of tokens: where one closes, and whitespace at the ends.

extension Array where Element == CSSToken {
    /// The index of the token that closes the block or function opened at `index`; when it is
    /// never closed, the index of the `endOfFile` token, or `count` when there is none.
    ///
    /// https://drafts.csswg.org/css-syntax/#consume-simple-block
    public func closingIndex(ofBlockOpenedAt index: Int) -> Int {
        var expected: [CSSToken.Kind] = []
        var position = index
        while position < count {
            let kind = self[position].kind
            switch kind {
            case .endOfFile: return position
            case .leftParenthesis, .function: expected.append(.rightParenthesis)
            case .leftBracket: expected.append(.rightBracket)
            case .leftBrace: expected.append(.rightBrace)
            case .rightParenthesis, .rightBracket, .rightBrace:
                if kind == expected.last {
                    expected.removeLast()
                    if expected.isEmpty { return position }
                }
            default: break
            }
            position += 1
        }
        return count
    }

    /// For each token that opens a block or function, the index of the token that closes it
    /// (as ``closingIndex(ofBlockOpenedAt:)`` gives it), found for every block in one pass, so
    /// that a reader of nested blocks is linear however deep they nest; other tokens map to -1.
    public func closingIndices() -> [Int] {
        var closing = [Int](repeating: -1, count: count)
        var open: [(index: Int, expected: CSSToken.Kind)] = []
        var end = count
        for position in indices {
            let token = self[position]
            if token.kind == .endOfFile {
                end = position
                break
            }
            if let expected = token.closingKind {
                open.append((position, expected))
            } else if let last = open.last, token.kind == last.expected {
                closing[last.index] = position
                open.removeLast()
            }
        }
        for block in open { closing[block.index] = end }
        return closing
    }

    /// The tokens split at the commas outside functions and blocks.
    public func splitAtTopLevelCommas() -> [[CSSToken]] {
        var parts: [[CSSToken]] = [[]]
        var depth = 0
        for token in self {
            if token.closingKind != nil { depth += 1 }
            if [.rightParenthesis, .rightBracket, .rightBrace].contains(token.kind) { depth -= 1 }
            if depth == 0 && token.kind == .comma {
                parts.append([])
            } else {
                parts[parts.count - 1].append(token)
            }
        }
        return parts
    }

    /// Without whitespace tokens at either end.
    public func trimmingWhitespace() -> [CSSToken] {
        var lower = startIndex, upper = endIndex
        while lower < upper, self[lower].isWhitespace { lower += 1 }
        while upper > lower, self[upper - 1].isWhitespace { upper -= 1 }
        return Array(self[lower..<upper])
    }
}
