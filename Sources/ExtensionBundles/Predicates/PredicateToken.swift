/// One token of a predicate format string.
struct PredicateToken: Sendable, Equatable {
    /// What kind of token, with its value.
    enum Kind: Sendable, Equatable {
        /// A name: a key or a reserved word (`AND`, `SUBQUERY`, …), as written.
        case word(String)
        /// A name escaped with `#` (`#IN`): always a key, never a reserved word.
        case escapedWord(String)
        /// `$name`: a variable.
        case variable(String)
        /// `@name`: a collection operator such as `@count`.
        case collectionOperator(String)
        /// A quoted string, with its escapes resolved.
        case string(String)
        /// A number.
        case number(Double)
        /// Punctuation or an operator: `(`, `==`, `&&`, `UTI-CONFORMS-TO`, …
        case symbol(String)
        /// The end of the text.
        case end
    }

    /// The token.
    let kind: Kind
    /// Where it is, in Unicode scalars.
    let range: Range<Int>

    /// The reserved word this token is, upper-cased, or nil (escaped names are never reserved).
    var keyword: String? {
        guard case .word(let word) = kind else { return nil }
        let upper = word.uppercased()
        return PredicateToken.reservedWords.contains(upper) ? upper : nil
    }

    /// Whether this is the punctuation or operator `symbol`.
    func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }

    /// Whether this is the reserved word `keyword` (given in upper case).
    func isKeyword(_ keyword: String) -> Bool { self.keyword == keyword }

    /// How an error message names the token: `'AND'`, `the string "x"`, `the end of the predicate`.
    var quoted: String {
        switch kind {
        case .word(let word): return "'\(word)'"
        case .escapedWord(let word): return "'#\(word)'"
        case .variable(let name): return "'$\(name)'"
        case .collectionOperator(let name): return "'@\(name)'"
        case .string(let text): return "the string \"\(text)\""
        case .number(let number): return "the number \(PredicateValue.number(number))"
        case .symbol(let symbol): return "'\(symbol)'"
        case .end: return "the end of the predicate"
        }
    }

    /// The reserved words of the Predicate Format String Syntax, in upper case.
    ///
    /// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html
    static let reservedWords: Set<String> = [
        "AND", "OR", "IN", "NOT", "ALL", "ANY", "SOME", "NONE", "LIKE", "CASEINSENSITIVE", "CI", "MATCHES",
        "CONTAINS", "BEGINSWITH", "ENDSWITH", "BETWEEN", "NULL", "NIL", "SELF", "TRUE", "YES", "FALSE", "NO",
        "FIRST", "LAST", "SIZE", "ANYKEY", "SUBQUERY", "FETCH", "CAST", "TRUEPREDICATE", "FALSEPREDICATE",
        "FUNCTION",
    ]
}
