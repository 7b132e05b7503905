/// An XPath 1.0 expression, parsed (`document.evaluate`'s first argument).
///
/// https://www.w3.org/TR/1999/REC-xpath-19991116/#section-Expressions
public indirect enum XPathExpression: Sendable {
    case or(XPathExpression, XPathExpression)
    case and(XPathExpression, XPathExpression)
    case comparison(XPathComparison, XPathExpression, XPathExpression)
    case arithmetic(XPathArithmetic, XPathExpression, XPathExpression)
    case negation(XPathExpression)
    case union(XPathExpression, XPathExpression)
    /// A location path: from the root of the context node's tree when `absolute`, else
    /// from the context node.
    case locationPath(absolute: Bool, steps: [XPathStep])
    /// A filter expression (`(…)`, a literal, a function call) with predicates, followed by
    /// the steps of a relative location path.
    case filtered(XPathExpression, predicates: [XPathExpression], steps: [XPathStep])
    case literal(String)
    case number(Double)
    case function(XPathFunction, [XPathExpression])

    /// The namespace prefixes its name tests use, which a resolver must map to URIs.
    public var prefixes: Set<String> {
        switch self {
        case .or(let a, let b), .and(let a, let b), .comparison(_, let a, let b), .arithmetic(_, let a, let b), .union(let a, let b):
            return a.prefixes.union(b.prefixes)
        case .negation(let a): return a.prefixes
        case .locationPath(_, let steps): return Self.prefixes(of: steps)
        case .filtered(let primary, let predicates, let steps):
            return predicates.reduce(primary.prefixes.union(Self.prefixes(of: steps))) { $0.union($1.prefixes) }
        case .literal, .number: return []
        case .function(_, let arguments): return arguments.reduce([]) { $0.union($1.prefixes) }
        }
    }

    private static func prefixes(of steps: [XPathStep]) -> Set<String> {
        steps.reduce(into: Set<String>()) { found, step in
            switch step.test {
            case .name(let prefix?, _), .anyLocalName(let prefix): found.insert(prefix)
            default: break
            }
            for predicate in step.predicates { found.formUnion(predicate.prefixes) }
        }
    }
}

/// `=`, `!=`, `<`, `<=`, `>`, `>=`.
public enum XPathComparison: Sendable { case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual }

/// `+`, `-`, `*`, `div`, `mod`.
public enum XPathArithmetic: Sendable { case add, subtract, multiply, divide, modulo }

/// One step of a location path: an axis, a node test and predicates.
///
/// https://www.w3.org/TR/1999/REC-xpath-19991116/#location-steps
public struct XPathStep: Sendable {
    public var axis: XPathAxis
    public var test: XPathNodeTest
    public var predicates: [XPathExpression]
}

/// https://www.w3.org/TR/1999/REC-xpath-19991116/#axes
public enum XPathAxis: String, Sendable {
    case ancestor, ancestorOrSelf = "ancestor-or-self", attribute, child, descendant
    case descendantOrSelf = "descendant-or-self", following, followingSibling = "following-sibling", namespace, parent
    case preceding, precedingSibling = "preceding-sibling", `self`

    /// Whether positions count from the context node backwards (nearest first).
    var isReverse: Bool {
        switch self {
        case .ancestor, .ancestorOrSelf, .preceding, .precedingSibling: return true
        default: return false
        }
    }
}

/// https://www.w3.org/TR/1999/REC-xpath-19991116/#node-tests
public enum XPathNodeTest: Sendable {
    /// `*`: any node of the axis's principal type.
    case anyName
    /// `prefix:*`.
    case anyLocalName(prefix: String)
    /// `name` or `prefix:name`.
    case name(prefix: String?, local: String)
    case text, comment, node
    /// `processing-instruction()`, or with a target literal.
    case processingInstruction(String?)
}

/// The core function library.
///
/// https://www.w3.org/TR/1999/REC-xpath-19991116/#corelib
public enum XPathFunction: String, Sendable, CaseIterable {
    case last, position, count, id, localName = "local-name", namespaceURI = "namespace-uri", name
    case string, concat, startsWith = "starts-with", contains, substringBefore = "substring-before"
    case substringAfter = "substring-after", substring, stringLength = "string-length"
    case normalizeSpace = "normalize-space", translate
    case boolean, not, `true`, `false`, lang
    case number, sum, floor, ceiling, round

    /// How many arguments it takes.
    var arity: ClosedRange<Int> {
        switch self {
        case .last, .position, .true, .false: return 0...0
        case .count, .id, .not, .boolean, .lang, .sum, .floor, .ceiling, .round: return 1...1
        case .localName, .namespaceURI, .name, .string, .stringLength, .normalizeSpace, .number: return 0...1
        case .concat: return 2...Int.max
        case .startsWith, .contains, .substringBefore, .substringAfter: return 2...2
        case .substring: return 2...3
        case .translate: return 3...3
        }
    }
}

/// Why an expression cannot be evaluated.
public enum XPathError: Error, Equatable {
    /// It does not parse (or calls a function with the wrong number of arguments).
    case syntax
    /// It uses a namespace prefix its resolver does not know.
    case unresolvedPrefix(String)
    /// A node-set was required and another value was found.
    case type
}

extension XPathExpression {
    /// Parses `text`.
    public static func parse(_ text: String) throws(XPathError) -> XPathExpression {
        var parser = XPathParser(tokens: try XPathTokenizer.tokens(of: text))
        let expression = try parser.expression()
        guard parser.isAtEnd else { throw .syntax }
        return expression
    }
}

/// A recursive-descent parser over the tokens of an expression.
///
/// https://www.w3.org/TR/1999/REC-xpath-19991116/#section-Expressions (grammar rules [14]–[27])
private struct XPathParser {
    let tokens: [XPathToken]
    var index = 0
    /// How deeply expressions are nested here (parentheses, predicates, arguments, minus
    /// signs): past ``maximumDepth`` the expression is refused rather than exhausting the
    /// thread's stack, here or in the evaluation that would follow.
    var depth = 0
    private static let maximumDepth = 256

    var isAtEnd: Bool { index == tokens.count }
    private var current: XPathToken? { index < tokens.count ? tokens[index] : nil }

    private mutating func take(_ token: XPathToken) -> Bool {
        guard current == token else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ token: XPathToken) throws(XPathError) {
        guard take(token) else { throw .syntax }
    }

    mutating func expression() throws(XPathError) -> XPathExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw .syntax }
        return try binaryExpression(level: 0)
    }

    /// The binary operators, by precedence, loosest first: each operator token with how it
    /// joins the expressions on its two sides. All are left-associative.
    ///
    /// https://www.w3.org/TR/1999/REC-xpath-19991116/#section-Expressions (OrExpr to MultiplicativeExpr)
    private typealias BinaryOperator = (token: XPathToken, join: @Sendable (XPathExpression, XPathExpression) -> XPathExpression)
    private static let binaryLevels: [[BinaryOperator]] = [
        [(.operatorName("or"), { .or($0, $1) })],
        [(.operatorName("and"), { .and($0, $1) })],
        [(.symbol("="), { .comparison(.equal, $0, $1) }), (.symbol("!="), { .comparison(.notEqual, $0, $1) })],
        [
            (.symbol("<"), { .comparison(.less, $0, $1) }), (.symbol("<="), { .comparison(.lessOrEqual, $0, $1) }),
            (.symbol(">"), { .comparison(.greater, $0, $1) }), (.symbol(">="), { .comparison(.greaterOrEqual, $0, $1) }),
        ],
        [(.symbol("+"), { .arithmetic(.add, $0, $1) }), (.symbol("-"), { .arithmetic(.subtract, $0, $1) })],
        [
            (.multiply, { .arithmetic(.multiply, $0, $1) }), (.operatorName("div"), { .arithmetic(.divide, $0, $1) }),
            (.operatorName("mod"), { .arithmetic(.modulo, $0, $1) }),
        ],
    ]

    /// `operand (operator operand)*` for the operators of ``binaryLevels``[`level`], whose
    /// operands are the next level's expressions (unary expressions after the last).
    private mutating func binaryExpression(level: Int) throws(XPathError) -> XPathExpression {
        guard level < Self.binaryLevels.count else { return try unary() }
        var left = try binaryExpression(level: level + 1)
        outer: while true {
            for (token, join) in Self.binaryLevels[level] where take(token) {
                left = join(left, try binaryExpression(level: level + 1))
                continue outer
            }
            return left
        }
    }

    private mutating func unary() throws(XPathError) -> XPathExpression {
        if take(.symbol("-")) {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw .syntax }
            return .negation(try unary())
        }
        var left = try path()
        while take(.symbol("|")) { left = .union(left, try path()) }
        return left
    }

    /// PathExpr: a location path, or a filter expression and the steps after it.
    private mutating func path() throws(XPathError) -> XPathExpression {
        switch current {
        case .literal, .number, .functionName, .symbol("("), .variable:
            let primary = try primaryExpression()
            var predicates: [XPathExpression] = []
            while current == .symbol("[") { predicates.append(try predicate()) }
            var steps: [XPathStep] = []
            if take(.symbol("/")) {
                steps = try relativePath()
            } else if take(.symbol("//")) {
                steps = [Self.descendantOrSelf] + (try relativePath())
            }
            if predicates.isEmpty && steps.isEmpty { return primary }
            return .filtered(primary, predicates: predicates, steps: steps)
        default:
            return try locationPath()
        }
    }

    private mutating func primaryExpression() throws(XPathError) -> XPathExpression {
        switch current {
        case .literal(let text):
            index += 1
            return .literal(text)
        case .number(let value):
            index += 1
            return .number(value)
        case .functionName(let name):
            index += 1
            guard let function = XPathFunction(rawValue: name) else { throw .syntax }
            try expect(.symbol("("))
            var arguments: [XPathExpression] = []
            if !take(.symbol(")")) {
                repeat { arguments.append(try expression()) } while take(.symbol(","))
                try expect(.symbol(")"))
            }
            guard function.arity.contains(arguments.count) else { throw .syntax }
            return .function(function, arguments)
        case .variable:
            // The DOM's evaluate() cannot bind variables; WebKit reads them as the empty string.
            index += 1
            return .literal("")
        case .symbol("("):
            index += 1
            let inner = try expression()
            try expect(.symbol(")"))
            return inner
        default:
            throw .syntax
        }
    }

    private mutating func predicate() throws(XPathError) -> XPathExpression {
        try expect(.symbol("["))
        let inner = try expression()
        try expect(.symbol("]"))
        return inner
    }

    /// `descendant-or-self::node()`, what `//` abbreviates.
    static let descendantOrSelf = XPathStep(axis: .descendantOrSelf, test: .node, predicates: [])

    private mutating func locationPath() throws(XPathError) -> XPathExpression {
        if take(.symbol("/")) {
            // A lone `/` is the root; a step may follow.
            guard startsStep else { return .locationPath(absolute: true, steps: []) }
            return .locationPath(absolute: true, steps: try relativePath())
        }
        if take(.symbol("//")) { return .locationPath(absolute: true, steps: [Self.descendantOrSelf] + (try relativePath())) }
        return .locationPath(absolute: false, steps: try relativePath())
    }

    private var startsStep: Bool {
        switch current {
        case .symbol("."), .symbol(".."), .symbol("@"), .axisName, .nameTest, .nodeType: return true
        default: return false
        }
    }

    private mutating func relativePath() throws(XPathError) -> [XPathStep] {
        var steps = [try step()]
        while true {
            if take(.symbol("/")) {
                steps.append(try step())
            } else if take(.symbol("//")) {
                steps.append(Self.descendantOrSelf)
                steps.append(try step())
            } else {
                return steps
            }
        }
    }

    private mutating func step() throws(XPathError) -> XPathStep {
        if take(.symbol(".")) { return XPathStep(axis: .self, test: .node, predicates: []) }
        if take(.symbol("..")) { return XPathStep(axis: .parent, test: .node, predicates: []) }
        var axis = XPathAxis.child
        if take(.symbol("@")) {
            axis = .attribute
        } else if case .axisName(let name) = current {
            guard let named = XPathAxis(rawValue: name) else { throw .syntax }
            index += 1
            try expect(.symbol("::"))
            axis = named
        }
        let test: XPathNodeTest
        switch current {
        case .nameTest(let prefix, let local):
            index += 1
            if local == "*" {
                test = prefix.map { .anyLocalName(prefix: $0) } ?? .anyName
            } else {
                test = .name(prefix: prefix, local: local)
            }
        case .nodeType(let type):
            index += 1
            try expect(.symbol("("))
            switch type {
            case "text": test = .text
            case "comment": test = .comment
            case "node": test = .node
            default:
                if case .literal(let target) = current {
                    index += 1
                    test = .processingInstruction(target)
                } else {
                    test = .processingInstruction(nil)
                }
            }
            try expect(.symbol(")"))
        default:
            throw .syntax
        }
        var predicates: [XPathExpression] = []
        while current == .symbol("[") { predicates.append(try predicate()) }
        return XPathStep(axis: axis, test: test, predicates: predicates)
    }
}
