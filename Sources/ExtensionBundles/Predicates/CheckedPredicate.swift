/// A predicate format string, parsed and checked against a ``PredicateSchema``, ready to
/// be evaluated on values of that schema.
public struct CheckedPredicate: Sendable {
    /// The text as written.
    public let format: String
    /// The parsed predicate.
    public let predicate: Predicate
    /// What parses and evaluates but is almost certainly a mistake, with positions.
    public let warnings: [PredicateError]
    private let text: PredicateText

    /// Parses `format` and checks it against `schema`.
    ///
    /// - Throws: ``PredicateError`` for a syntax error, or a key, variable, function or
    ///   operand that `schema` says cannot work, with its position.
    public init(format: String, schema: PredicateSchema) throws(PredicateError) {
        self.format = format
        text = PredicateText(format)
        predicate = try PredicateParser.parse(format)
        var validator = PredicateValidator(text: text, schema: schema)
        try validator.check(predicate)
        warnings = validator.warnings
    }

    /// Whether the predicate holds for `root` (`SELF`), and why; `types` answers `UTI-…`.
    ///
    /// - Throws: ``PredicateError`` when a value turns out to be of a kind the predicate
    ///   cannot work on (which the schema could not know), with its position.
    public func evaluate(on root: PredicateValue, types: TypeConformance) throws(PredicateError) -> (
        result: Bool, explanation: Explanation
    ) {
        var evaluator = PredicateEvaluator(text: text, types: types)
        return try evaluator.evaluate(predicate, on: root)
    }
}
