/// A parsed predicate (`NSPredicate`): a comparison, a compound of predicates, or a
/// constant, with where it was written.
///
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html
public struct Predicate: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of predicate.
    public indirect enum Kind: Sendable, Hashable {
        /// `TRUEPREDICATE` or `FALSEPREDICATE`.
        case constant(Bool)
        /// `left OPERATOR right`, maybe under `ANY`, `ALL` or `NONE`.
        case comparison(ComparisonPredicate)
        /// `a AND b AND …` (`&&`).
        case and([Predicate])
        /// `a OR b OR …` (`||`).
        case or([Predicate])
        /// `NOT a` (`!`).
        case not(Predicate)
    }

    /// What the predicate is.
    public let kind: Kind
    /// Where it was written, in Unicode scalars of the text it was parsed from.
    public let range: Range<Int>

    /// A predicate of `kind` written at `range`.
    public init(_ kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }

    /// Parses a predicate format string.
    ///
    /// - Throws: ``PredicateError`` with the position and what was expected there.
    public init(format: String) throws(PredicateError) {
        self = try PredicateParser.parse(format)
    }

    /// The predicate in the canonical format (`ANY $a.b UTI-CONFORMS-TO "public.url"`).
    public var description: String { PredicateFormatter().format(self) }
}

/// `left OPERATOR[options] right`, maybe under an aggregate modifier.
public struct ComparisonPredicate: Sendable, Hashable {
    /// How the left side is taken: as it is, or element by element.
    public enum Modifier: String, Sendable, Hashable {
        /// The left value itself.
        case direct = ""
        /// `ANY` (or `SOME`): true when some element of the left collection satisfies it.
        case any = "ANY"
        /// `ALL`: true when every element does.
        case all = "ALL"
        /// `NONE`: true when no element does.
        case none = "NONE"
    }

    /// `ANY`, `ALL`, `NONE`, or none.
    public let modifier: Modifier
    /// The left expression.
    public let left: PredicateExpression
    /// The operator.
    public let operation: ComparisonOperator
    /// `[c]`, `[d]`, `[cd]`, …
    public let options: ComparisonOptions
    /// The right expression.
    public let right: PredicateExpression
}

/// The comparison operators of the format string syntax.
public enum ComparisonOperator: String, Sendable, Hashable, CaseIterable {
    /// `==` or `=`.
    case equalTo = "=="
    /// `!=` or `<>`.
    case notEqualTo = "!="
    /// `<`.
    case lessThan = "<"
    /// `<=` or `=<`.
    case lessThanOrEqualTo = "<="
    /// `>`.
    case greaterThan = ">"
    /// `>=` or `=>`.
    case greaterThanOrEqualTo = ">="
    /// `IN`: the left value is in the right collection (or substring of the right string).
    case `in` = "IN"
    /// `BETWEEN {lower, upper}`, bounds included.
    case between = "BETWEEN"
    /// `CONTAINS`: the left collection holds the right value (or the left string contains it).
    case contains = "CONTAINS"
    /// `BEGINSWITH`.
    case beginsWith = "BEGINSWITH"
    /// `ENDSWITH`.
    case endsWith = "ENDSWITH"
    /// `LIKE`: `*` matches any run of characters, `?` one character.
    case like = "LIKE"
    /// `MATCHES`: an ICU regular expression matching the whole left string.
    case matches = "MATCHES"
    /// `UTI-CONFORMS-TO`: the left type identifier conforms to the right one.
    case conformsTo = "UTI-CONFORMS-TO"
    /// `UTI-EQUALS`: the two type identifiers are the same type.
    case typeEquals = "UTI-EQUALS"

    /// The operator for a symbol or (upper-cased) reserved word, with its spelling variants.
    init?(spelling: String) {
        switch spelling {
        case "=": self = .equalTo
        case "<>": self = .notEqualTo
        case "=<": self = .lessThanOrEqualTo
        case "=>": self = .greaterThanOrEqualTo
        default: self.init(rawValue: spelling)
        }
    }

    /// Whether the operator compares strings, so that `[cd]` options apply to it.
    var takesStringOptions: Bool {
        switch self {
        case .conformsTo, .typeEquals, .between: return false
        default: return true
        }
    }
}

/// The comparison options written in brackets after an operator: `[c]`, `[d]`, `[cd]`.
public struct ComparisonOptions: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `c`: case-insensitive.
    public static let caseInsensitive = ComparisonOptions(rawValue: 1)
    /// `d`: diacritic-insensitive.
    public static let diacriticInsensitive = ComparisonOptions(rawValue: 2)
    /// `n`: the strings are already normalized (a speed hint; no effect on the result).
    public static let normalized = ComparisonOptions(rawValue: 4)
    /// `l`: locale-sensitive (no effect here: comparisons use no locale).
    public static let localeSensitive = ComparisonOptions(rawValue: 8)

    /// The option of one letter in brackets.
    static func option(_ letter: Character) -> ComparisonOptions? {
        switch letter.lowercased() {
        case "c": return .caseInsensitive
        case "d": return .diacriticInsensitive
        case "n": return .normalized
        case "l": return .localeSensitive
        default: return nil
        }
    }

    /// `[cd]`, or empty for no options.
    public var description: String {
        let letters = [(Self.caseInsensitive, "c"), (.diacriticInsensitive, "d"), (.normalized, "n"), (.localeSensitive, "l")]
            .filter { contains($0.0) }.map(\.1).joined()
        return letters.isEmpty ? "" : "[\(letters)]"
    }
}
