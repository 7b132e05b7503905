import CSSSyntax

/// What the readers of media queries and `@supports` conditions share: a position in a list
/// of tokens, with whitespace and keywords taken as CSS grammars take them.
protocol CSSTokenReading {
    var tokens: [CSSToken] { get }
    var index: Int { get set }
}

extension CSSTokenReading {
    /// The next token, or nil at the end.
    var peek: CSSToken? { index < tokens.count ? tokens[index] : nil }

    /// Whether only whitespace is left.
    var isAtEnd: Bool { isAtEnd(before: tokens.count) }

    /// Whether only whitespace lies between the reading position and `end` (the end of a
    /// block being read).
    func isAtEnd(before end: Int) -> Bool {
        var position = index
        while position < end, tokens[position].isWhitespace { position += 1 }
        return position >= end
    }

    mutating func skipWhitespace() {
        while index < tokens.count, tokens[index].isWhitespace { index += 1 }
    }

    /// Takes the keyword `word` (and the whitespace after it) if it is next.
    mutating func takeKeyword(_ word: String) -> Bool {
        skipWhitespace()
        guard let token = peek, token.isIdent(word) else { return false }
        index += 1
        skipWhitespace()
        return true
    }
}
