/// Parses a predicate format string into a ``Predicate``: recursive descent over the
/// grammar of Apple's Predicate Format String Syntax (its BNF), with `OR` binding more
/// loosely than `AND`, and `AND` than `NOT`.
///
/// Every error names its position and what was expected there. Nesting is limited to
/// ``maximumDepth`` levels, so that no predicate can exhaust the stack.
///
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html
struct PredicateParser {
    /// How deep parentheses, subqueries and operators may nest.
    static let maximumDepth = 100

    let text: PredicateText
    let tokens: [PredicateToken]
    var index = 0
    var depth = 0

    /// Parses all of `format` as one predicate.
    static func parse(_ format: String) throws(PredicateError) -> Predicate {
        let text = PredicateText(format)
        var parser = PredicateParser(text: text, tokens: try PredicateTokenizer.tokenize(text))
        if parser.current.kind == .end {
            throw PredicateError(in: text, at: 0, "the predicate is empty; expected a comparison such as extensionItems.@count == 1")
        }
        let predicate = try parser.parsePredicate()
        guard parser.current.kind == .end else {
            throw parser.error("expected AND, OR or the end of the predicate")
        }
        return predicate
    }

    // MARK: - Tokens

    var current: PredicateToken { tokens[index] }

    mutating func advance() -> PredicateToken {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Consumes the symbol, or throws "expected `what`".
    @discardableResult
    mutating func expect(_ symbol: String, _ what: String) throws(PredicateError) -> PredicateToken {
        guard current.isSymbol(symbol) else { throw error("expected \(what)") }
        return advance()
    }

    /// "expected …, found <the current token>" at the current token.
    func error(_ expected: String) -> PredicateError {
        PredicateError(in: text, at: current.range.lowerBound, "\(expected), found \(current.quoted)")
    }

    /// Enters one more level of nesting (leave it with `depth -= 1`).
    mutating func enterNesting() throws(PredicateError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw PredicateError(in: text, at: current.range.lowerBound, "the predicate nests more than \(Self.maximumDepth) levels deep")
        }
    }

    // MARK: - Predicates

    /// predicate ::= and-predicate (("OR" | "||") and-predicate)*
    mutating func parsePredicate() throws(PredicateError) -> Predicate {
        try enterNesting()
        defer { depth -= 1 }
        var operands = [try parseConjunction()]
        while current.isKeyword("OR") || current.isSymbol("||") {
            _ = advance()
            operands.append(try parseConjunction())
        }
        return compound(operands, Predicate.Kind.or)
    }

    /// and-predicate ::= not-predicate (("AND" | "&&") not-predicate)*
    mutating func parseConjunction() throws(PredicateError) -> Predicate {
        var operands = [try parseNegation()]
        while current.isKeyword("AND") || current.isSymbol("&&") {
            _ = advance()
            operands.append(try parseNegation())
        }
        return compound(operands, Predicate.Kind.and)
    }

    private func compound(_ operands: [Predicate], _ make: ([Predicate]) -> Predicate.Kind) -> Predicate {
        guard operands.count > 1 else { return operands[0] }
        return Predicate(make(operands), range: operands[0].range.lowerBound..<operands[operands.count - 1].range.upperBound)
    }

    /// not-predicate ::= ("NOT" | "!") not-predicate | primary-predicate
    mutating func parseNegation() throws(PredicateError) -> Predicate {
        guard current.isKeyword("NOT") || current.isSymbol("!") else { return try parsePrimaryPredicate() }
        let start = advance().range.lowerBound
        try enterNesting()
        defer { depth -= 1 }
        let operand = try parseNegation()
        return Predicate(.not(operand), range: start..<operand.range.upperBound)
    }

    /// primary-predicate ::= "TRUEPREDICATE" | "FALSEPREDICATE" | "(" predicate ")" | comparison
    ///
    /// A parenthesis may also open an expression (`(a + b) > 2`): when the text in it is not
    /// a predicate, it is read again as the start of a comparison, and of two failures the
    /// one that got further is reported.
    mutating func parsePrimaryPredicate() throws(PredicateError) -> Predicate {
        if current.isKeyword("TRUEPREDICATE") || current.isKeyword("FALSEPREDICATE") {
            let token = advance()
            return Predicate(.constant(token.isKeyword("TRUEPREDICATE")), range: token.range)
        }
        guard current.isSymbol("(") else { return try parseComparison() }
        let saved = index
        let predicateFailure: PredicateError
        do {
            let open = advance()
            let inner = try parsePredicate()
            let close = try expect(")", "')' to close the '(' at \(text.location(of: open.range.lowerBound))")
            return Predicate(inner.kind, range: open.range.lowerBound..<close.range.upperBound)
        } catch {
            predicateFailure = error
        }
        index = saved
        do {
            return try parseComparison()
        } catch {
            throw error.offset >= predicateFailure.offset ? error : predicateFailure
        }
    }

    /// comparison ::= [ANY | SOME | ALL | NONE] expression operator[options] expression
    mutating func parseComparison() throws(PredicateError) -> Predicate {
        let start = current.range.lowerBound
        var modifier = ComparisonPredicate.Modifier.direct
        switch current.keyword {
        case "ANY", "SOME": modifier = .any
        case "ALL": modifier = .all
        case "NONE": modifier = .none
        default: break
        }
        if modifier != .direct { _ = advance() }
        let left = try parseExpression()
        let operation = try parseOperator(after: left)
        let options = try parseOptions()
        let right = try parseExpression()
        let comparison = ComparisonPredicate(modifier: modifier, left: left, operation: operation, options: options, right: right)
        return Predicate(.comparison(comparison), range: start..<right.range.upperBound)
    }

    private mutating func parseOperator(after left: PredicateExpression) throws(PredicateError) -> ComparisonOperator {
        let spelling: String
        switch current.kind {
        case .symbol(let symbol): spelling = symbol
        case .word: spelling = current.keyword ?? ""
        default: spelling = ""
        }
        guard let operation = ComparisonOperator(spelling: spelling) else {
            throw error(
                "expected a comparison operator (==, !=, <, <=, >, >=, IN, BETWEEN, CONTAINS, BEGINSWITH, ENDSWITH, LIKE, "
                    + "MATCHES, UTI-CONFORMS-TO, UTI-EQUALS) after \(PredicateFormatter().format(left))")
        }
        _ = advance()
        return operation
    }

    /// `[c]`, `[d]`, `[cd]`, … right after an operator.
    private mutating func parseOptions() throws(PredicateError) -> ComparisonOptions {
        guard current.isSymbol("[") else { return [] }
        _ = advance()
        guard case .word(let letters) = current.kind else {
            throw error("expected comparison options such as c (case-insensitive) or d (diacritic-insensitive) after '['")
        }
        var options: ComparisonOptions = []
        for (offset, letter) in letters.enumerated() {
            guard let option = ComparisonOptions.option(letter) else {
                throw PredicateError(
                    in: text, at: current.range.lowerBound + offset,
                    "unknown comparison option '\(letter)'; the options are c (case-insensitive), d (diacritic-insensitive), n and l")
            }
            options.insert(option)
        }
        _ = advance()
        try expect("]", "']' after the comparison options")
        return options
    }
}
