/// The expressions of the format string syntax: literals, key paths, variables, `{…}`
/// aggregates, `SUBQUERY(…)`, function calls and arithmetic.
///
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html
extension PredicateParser {
    /// expression ::= term (("+" | "-") term)*
    mutating func parseExpression() throws(PredicateError) -> PredicateExpression {
        try enterNesting()
        defer { depth -= 1 }
        var left = try parseTerm()
        var links = 0
        while let operation = arithmeticOperator(["+", "-"]) {
            try chain(&links)
            left = arithmetic(operation, left, try parseTerm())
        }
        return left
    }

    /// term ::= power (("*" | "/") power)*
    private mutating func parseTerm() throws(PredicateError) -> PredicateExpression {
        var left = try parsePower()
        var links = 0
        while let operation = arithmeticOperator(["*", "/"]) {
            try chain(&links)
            left = arithmetic(operation, left, try parsePower())
        }
        return left
    }

    /// power ::= unary ("**" unary)*
    private mutating func parsePower() throws(PredicateError) -> PredicateExpression {
        var left = try parseUnary()
        var links = 0
        while let operation = arithmeticOperator(["**"]) {
            try chain(&links)
            left = arithmetic(operation, left, try parseUnary())
        }
        return left
    }

    /// Counts one more link of a chain (`a + b + c`, `a.b.c`, `a[0][1]`): each nests the
    /// expression one level deeper, so chains share the parser's depth limit.
    private func chain(_ links: inout Int) throws(PredicateError) {
        links += 1
        guard depth + links <= Self.maximumDepth else {
            throw PredicateError(
                in: text, at: current.range.lowerBound, "the predicate nests more than \(Self.maximumDepth) levels deep")
        }
    }

    private mutating func arithmeticOperator(_ symbols: [String]) -> ArithmeticOperator? {
        guard case .symbol(let symbol) = current.kind, symbols.contains(symbol) else { return nil }
        _ = advance()
        return ArithmeticOperator(rawValue: symbol)
    }

    private func arithmetic(_ operation: ArithmeticOperator, _ left: PredicateExpression, _ right: PredicateExpression) -> PredicateExpression {
        PredicateExpression(.arithmetic(operation, left, right), range: left.range.lowerBound..<right.range.upperBound)
    }

    /// unary ::= "-" unary | postfix
    private mutating func parseUnary() throws(PredicateError) -> PredicateExpression {
        guard current.isSymbol("-") else { return try parsePostfix() }
        let start = advance().range.lowerBound
        try enterNesting()
        defer { depth -= 1 }
        let operand = try parseUnary()
        return PredicateExpression(.negation(operand), range: start..<operand.range.upperBound)
    }

    /// postfix ::= primary ("." key | "[" index "]")*
    private mutating func parsePostfix() throws(PredicateError) -> PredicateExpression {
        var expression = try parsePrimaryExpression()
        var links = 0
        while true {
            if current.isSymbol(".") || current.isSymbol("[") { try chain(&links) }
            if current.isSymbol(".") {
                _ = advance()
                let key: String
                switch current.kind {
                case .word(let name), .escapedWord(let name): key = name
                case .collectionOperator(let name): key = "@" + name
                default: throw error("expected a key or a collection operator such as @count after '.'")
                }
                let end = advance().range.upperBound
                expression = PredicateExpression(.key(expression, key), range: expression.range.lowerBound..<end)
            } else if current.isSymbol("[") {
                _ = advance()
                let index: PredicateIndex
                switch current.keyword {
                case "FIRST": index = .first
                case "LAST": index = .last
                case "SIZE": index = .size
                default: index = .position(try parseExpression())
                }
                if case .position = index {} else { _ = advance() }
                let end = try expect("]", "']' to close the index").range.upperBound
                expression = PredicateExpression(.index(expression, index), range: expression.range.lowerBound..<end)
            } else {
                return expression
            }
        }
    }

    /// primary ::= literal | variable | SELF | key | "@"key | "{" expressions "}" | "(" expression ")"
    ///           | SUBQUERY "(" expression "," variable "," predicate ")" | name "(" expressions ")"
    private mutating func parsePrimaryExpression() throws(PredicateError) -> PredicateExpression {
        let token = current
        switch token.kind {
        case .string(let string):
            _ = advance()
            return PredicateExpression(.constant(.string(string)), range: token.range)
        case .number(let number):
            _ = advance()
            return PredicateExpression(.constant(.number(number)), range: token.range)
        case .variable(let name):
            _ = advance()
            return PredicateExpression(.variable(name), range: token.range)
        case .collectionOperator(let name):
            _ = advance()
            return keyOnSelf("@" + name, token.range)
        case .escapedWord(let name):
            _ = advance()
            return keyOnSelf(name, token.range)
        case .symbol("{"):
            return try parseAggregate()
        case .symbol("("):
            let open = advance()
            let inner = try parseExpression()
            let close = try expect(")", "')' to close the '(' at \(text.location(of: open.range.lowerBound))")
            return PredicateExpression(inner.kind, range: open.range.lowerBound..<close.range.upperBound)
        case .word(let name):
            return try parseWord(name)
        default:
            throw error("expected an expression (a key path, a $variable, a string, a number, SUBQUERY(…) or {…})")
        }
    }

    private func keyOnSelf(_ key: String, _ range: Range<Int>) -> PredicateExpression {
        PredicateExpression(.key(PredicateExpression(.evaluatedObject, range: range.lowerBound..<range.lowerBound), key), range: range)
    }

    /// A name: a literal keyword, `SELF`, `SUBQUERY(…)`, a function call, or a key on `SELF`.
    private mutating func parseWord(_ name: String) throws(PredicateError) -> PredicateExpression {
        let token = current
        let constant: PredicateConstant?
        switch token.keyword {
        case "TRUE", "YES": constant = .boolean(true)
        case "FALSE", "NO": constant = .boolean(false)
        case "NULL", "NIL": constant = .null
        case "SELF":
            _ = advance()
            return PredicateExpression(.evaluatedObject, range: token.range)
        case "SUBQUERY":
            return try parseSubquery()
        case "FUNCTION", "CAST", "FETCH", "ANYKEY":
            throw PredicateError(
                in: text, at: token.range.lowerBound,
                "\(token.keyword!) is not supported in activation rules: it needs Objective-C objects or Core Data, which the system does not hand a rule")
        case let keyword?:
            throw error("expected an expression, not the reserved word \(keyword) (escape a key that has this name as #\(name))")
        case nil:
            constant = nil
        }
        _ = advance()
        if let constant { return PredicateExpression(.constant(constant), range: token.range) }
        guard current.isSymbol("(") else { return keyOnSelf(name, token.range) }
        _ = advance()
        var arguments: [PredicateExpression] = []
        if !current.isSymbol(")") {
            arguments.append(try parseExpression())
            while current.isSymbol(",") {
                _ = advance()
                arguments.append(try parseExpression())
            }
        }
        let close = try expect(")", "',' or ')' in the arguments of \(name)(…)")
        return PredicateExpression(.function(name, arguments), range: token.range.lowerBound..<close.range.upperBound)
    }

    /// `{a, b, …}`.
    private mutating func parseAggregate() throws(PredicateError) -> PredicateExpression {
        let open = advance()
        var elements: [PredicateExpression] = []
        if !current.isSymbol("}") {
            elements.append(try parseExpression())
            while current.isSymbol(",") {
                _ = advance()
                elements.append(try parseExpression())
            }
        }
        let close = try expect("}", "',' or '}' in the collection that starts at \(text.location(of: open.range.lowerBound))")
        return PredicateExpression(.aggregate(elements), range: open.range.lowerBound..<close.range.upperBound)
    }

    /// `SUBQUERY(collection, $variable, predicate)`.
    private mutating func parseSubquery() throws(PredicateError) -> PredicateExpression {
        let keyword = advance()
        try expect("(", "'(' after SUBQUERY")
        let collection = try parseExpression()
        try expect(",", "',' after the SUBQUERY's collection")
        guard case .variable(let variable) = current.kind else {
            throw error("expected the SUBQUERY's variable, such as $item")
        }
        let variableRange = advance().range
        try expect(",", "',' after the SUBQUERY's variable $\(variable)")
        let predicate = try parsePredicate()
        let close = try expect(")", "')' to close the SUBQUERY that starts at \(text.location(of: keyword.range.lowerBound))")
        return PredicateExpression(
            .subquery(collection: collection, variable: variable, variableRange: variableRange, predicate: predicate),
            range: keyword.range.lowerBound..<close.range.upperBound)
    }
}
