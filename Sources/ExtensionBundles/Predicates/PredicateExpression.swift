/// An expression (`NSExpression`) on either side of a comparison, with where it was written.
///
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html
public struct PredicateExpression: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of expression.
    public indirect enum Kind: Sendable, Hashable {
        /// A string, number, boolean or null literal.
        case constant(PredicateConstant)
        /// `SELF`: the object the predicate is evaluated on.
        case evaluatedObject
        /// `$name`.
        case variable(String)
        /// `base.key`: a key path step (a plain key on `SELF` has `evaluatedObject` as its base).
        case key(PredicateExpression, String)
        /// `base[index]`, `base[FIRST]`, `base[LAST]`, `base[SIZE]`.
        case index(PredicateExpression, PredicateIndex)
        /// `{a, b, …}`.
        case aggregate([PredicateExpression])
        /// `SUBQUERY(collection, $variable, predicate)`: the elements for which the predicate holds.
        case subquery(collection: PredicateExpression, variable: String, variableRange: Range<Int>, predicate: Predicate)
        /// `name(arguments)`: one of the functions the evaluator knows (`count`, `sum`, …).
        case function(String, [PredicateExpression])
        /// `a + b`, `a - b`, `a * b`, `a / b`, `a ** b`.
        case arithmetic(ArithmeticOperator, PredicateExpression, PredicateExpression)
        /// `-a`.
        case negation(PredicateExpression)
    }

    /// What the expression is.
    public let kind: Kind
    /// Where it was written.
    public let range: Range<Int>

    /// An expression of `kind` written at `range`.
    public init(_ kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    /// Where `key`, the last step of this key path, was written.
    func keyRange(_ key: String) -> Range<Int> {
        max(range.lowerBound, range.upperBound - key.unicodeScalars.count)..<range.upperBound
    }

    /// The expression in the canonical format.
    public var description: String { PredicateFormatter().format(self) }
}

/// A literal value in a predicate.
public enum PredicateConstant: Sendable, Hashable {
    /// `"text"` or `'text'`.
    case string(String)
    /// `1`, `2.5`, `0x10`, …
    case number(Double)
    /// `TRUE`/`YES` or `FALSE`/`NO`.
    case boolean(Bool)
    /// `NULL` or `NIL`.
    case null

    /// The value the constant evaluates to.
    var value: PredicateValue {
        switch self {
        case .string(let string): return .string(string)
        case .number(let number): return .number(number)
        case .boolean(let boolean): return .boolean(boolean)
        case .null: return .null
        }
    }
}

/// What goes in brackets after a collection.
public indirect enum PredicateIndex: Sendable, Hashable {
    /// `[FIRST]`.
    case first
    /// `[LAST]`.
    case last
    /// `[SIZE]`: the number of elements.
    case size
    /// `[expression]`: a 0-based position.
    case position(PredicateExpression)
}

/// The arithmetic operators.
public enum ArithmeticOperator: String, Sendable, Hashable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case power = "**"

    /// How tightly the operator binds: `**` before `*` and `/`, before `+` and `-`.
    var precedence: Int {
        switch self {
        case .add, .subtract: return 1
        case .multiply, .divide: return 2
        case .power: return 3
        }
    }
}
