/// Checks a parsed predicate against a ``PredicateSchema`` before it is evaluated: every key
/// exists on what it is applied to, every `$variable` is bound by an enclosing `SUBQUERY`
/// and every `SUBQUERY` uses its variable, `ANY`/`ALL`/`NONE` and collection operators are
/// applied to collections, functions exist, `UTI-…` operators compare strings and a
/// `MATCHES` pattern compiles. It also warns about what parses and evaluates but is almost
/// certainly a mistake (a collection compared with `==` to a string).
struct PredicateValidator {
    let text: PredicateText
    let schema: PredicateSchema
    private(set) var warnings: [PredicateError] = []
    /// The variables in scope, innermost last, with whether each was used.
    private var scopes: [(name: String, shape: PredicateSchema.Shape, used: Bool)] = []

    init(text: PredicateText, schema: PredicateSchema) {
        self.text = text
        self.schema = schema
    }

    private func error(_ range: Range<Int>, _ message: String) -> PredicateError {
        PredicateError(in: text, at: range.lowerBound, message)
    }

    // MARK: - Predicates

    mutating func check(_ predicate: Predicate) throws(PredicateError) {
        switch predicate.kind {
        case .constant: break
        case .and(let operands), .or(let operands):
            for operand in operands { try check(operand) }
        case .not(let operand): try check(operand)
        case .comparison(let comparison): try check(comparison)
        }
    }

    private mutating func check(_ comparison: ComparisonPredicate) throws(PredicateError) {
        var left = try shape(of: comparison.left)
        let right = try shape(of: comparison.right)
        let leftText = PredicateFormatter().format(comparison.left)
        if comparison.modifier != .direct {
            switch left {
            case .collection(let element): left = element
            case .unknown, .null: left = .unknown
            default:
                throw error(
                    comparison.left.range,
                    "\(comparison.modifier.rawValue) needs a collection on its left, but \(leftText) is \(left)")
            }
        } else if case .collection = left, !comparison.operation.takesCollections {
            switch (comparison.operation, right) {
            case (.equalTo, .collection), (.notEqualTo, .collection), (_, .unknown), (_, .null): break
            case (.equalTo, _), (.notEqualTo, _):
                warnings.append(
                    error(
                        comparison.left.range,
                        "\(leftText) is \(left), so it is never equal to \(right); write ANY \(leftText) to compare its elements"))
            default:
                throw error(
                    comparison.left.range,
                    "\(leftText) is \(left); write ANY (or ALL or NONE) before it to apply \(comparison.operation.rawValue) to its elements")
            }
        }
        switch comparison.operation {
        case .conformsTo, .typeEquals, .beginsWith, .endsWith, .like, .matches:
            for (side, shape, range) in [("left", left, comparison.left.range), ("right", right, comparison.right.range)] {
                guard shape.canBeString else {
                    throw error(range, "\(comparison.operation.rawValue) compares strings, but its \(side) side is \(shape)")
                }
            }
        case .between:
            if case .aggregate(let bounds) = comparison.right.kind, bounds.count != 2 {
                throw error(comparison.right.range, "BETWEEN needs two bounds, {lower, upper}; this has \(bounds.count)")
            }
        default: break
        }
        if comparison.operation == .matches, case .constant(.string(let pattern)) = comparison.right.kind,
            RegularExpressionMatch.compile(pattern, options: comparison.options) == nil
        {
            throw error(comparison.right.range, "\"\(pattern)\" is not a valid regular expression (ICU syntax)")
        }
    }

    // MARK: - Expressions

    /// The shape `expression` evaluates to.
    mutating func shape(of expression: PredicateExpression) throws(PredicateError) -> PredicateSchema.Shape {
        switch expression.kind {
        case .constant(let constant):
            switch constant {
            case .string: return .string
            case .number: return .number
            case .boolean: return .boolean
            case .null: return .null
            }
        case .evaluatedObject: return schema.root
        case .variable(let name):
            guard let index = scopes.lastIndex(where: { $0.name == name }) else {
                let bound = scopes.map { "$" + $0.name }
                let hint = bound.isEmpty ? "no SUBQUERY binds a variable here" : "in scope here: " + bound.joined(separator: ", ")
                throw error(expression.range, "the variable $\(name) is not defined (\(hint))")
            }
            scopes[index].used = true
            return scopes[index].shape
        case .key(let base, let key):
            return try shape(ofKey: key, on: try shape(of: base), expression)
        case .index(let base, let index):
            let baseShape = try shape(of: base)
            if case .position(let position) = index {
                let positionShape = try shape(of: position)
                guard positionShape == .number || positionShape == .unknown else {
                    throw error(position.range, "an index must be a number, but this is \(positionShape)")
                }
            }
            switch baseShape {
            case .collection(let element): return index == .size ? .number : element
            case .unknown, .null: return index == .size ? .number : .unknown
            default: throw error(base.range, "only a collection can be indexed, but \(PredicateFormatter().format(base)) is \(baseShape)")
            }
        case .aggregate(let elements):
            var shapes = Set<PredicateSchema.Shape>()
            for element in elements { shapes.insert(try shape(of: element)) }
            return .collection(shapes.count == 1 ? shapes.first! : .unknown)
        case .subquery(let collection, let variable, let variableRange, let predicate):
            let element: PredicateSchema.Shape
            switch try shape(of: collection) {
            case .collection(let shape): element = shape
            case .unknown, .null: element = .unknown
            case let other:
                throw error(collection.range, "SUBQUERY needs a collection, but \(PredicateFormatter().format(collection)) is \(other)")
            }
            scopes.append((variable, element, false))
            try check(predicate)
            let scope = scopes.removeLast()
            guard scope.used else {
                throw error(variableRange, "the SUBQUERY's variable $\(variable) is never used in its predicate")
            }
            return .collection(element)
        case .function(let name, let arguments):
            guard let function = PredicateFunction(name: name) else {
                throw error(expression.range, "unknown function \(name)(); the functions are \(PredicateFunction.names)")
            }
            guard arguments.count == 1 else {
                throw error(expression.range, "\(name)() takes one argument, not \(arguments.count)")
            }
            let argument = try shape(of: arguments[0])
            guard argument.fits(function.argumentShape) else {
                throw error(arguments[0].range, "\(name)() takes \(function.argumentShape), but this is \(argument)")
            }
            return function.resultShape
        case .arithmetic(_, let left, let right):
            for operand in [left, right] { try checkNumber(operand) }
            return .number
        case .negation(let operand):
            try checkNumber(operand)
            return .number
        }
    }

    private mutating func checkNumber(_ operand: PredicateExpression) throws(PredicateError) {
        let shape = try shape(of: operand)
        guard shape.fits(.number) else { throw error(operand.range, "arithmetic needs numbers, but this is \(shape)") }
    }

    private func shape(ofKey key: String, on base: PredicateSchema.Shape, _ expression: PredicateExpression) throws(PredicateError)
        -> PredicateSchema.Shape
    {
        let keyRange = expression.keyRange(key)
        switch base {
        case .unknown: return .unknown
        case .null: return .null
        case .object(let type):
            guard let keys = schema.objectKeys[type] else { return .unknown }
            guard let shape = keys[key] else {
                throw error(keyRange, "\(type.withArticle) has no key '\(key)'\(Self.suggestion(for: key, among: Array(keys.keys)))")
            }
            return shape
        case .collection(let element):
            guard key.hasPrefix("@") else { return .collection(try shape(ofKey: key, on: element, expression)) }
            guard let function = PredicateFunction(collectionOperator: key) else {
                throw error(keyRange, "unknown collection operator \(key); the operators are @count, @sum, @min, @max and @avg")
            }
            guard base.fits(function.argumentShape) else {
                throw error(keyRange, "\(key) needs \(function.argumentShape), but this is \(base)")
            }
            return .number
        case .string where key == "length": return .number
        default:
            let hint = key.hasPrefix("@") ? "; \(key) applies to collections" : ""
            throw error(keyRange, "\(base) has no key '\(key)'\(hint)")
        }
    }

    /// `; did you mean 'x'? (its keys are a, b)`.
    private static func suggestion(for key: String, among keys: [String]) -> String {
        let sorted = keys.sorted()
        let list = " (its keys: \(sorted.joined(separator: ", ")))"
        if let close = sorted.first(where: { EditDistance.between($0.lowercased(), key.lowercased()) <= 2 }) {
            return "; did you mean '\(close)'?" + list
        }
        return list
    }
}

extension PredicateSchema.Shape {
    /// Whether a value of this shape may be a string.
    var canBeString: Bool { self == .string || self == .unknown || self == .null }

    /// Whether a value of this shape may be used where `required` is expected.
    func fits(_ required: PredicateSchema.Shape) -> Bool {
        switch (self, required) {
        case (.unknown, _), (.null, _), (_, .unknown): return true
        case (.boolean, .number): return true
        case (.collection(let element), .collection(let requiredElement)): return element.fits(requiredElement)
        default: return self == required
        }
    }
}

extension ComparisonOperator {
    /// Whether the operator takes a collection on its left as a whole (`IN`, `CONTAINS`, equality of collections).
    var takesCollections: Bool { self == .contains || self == .in }
}
