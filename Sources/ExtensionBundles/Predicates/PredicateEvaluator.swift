import Foundation

/// Evaluates a predicate on a value and says why it holds or not.
///
/// `AND` and `OR` stop at the first operand that decides them, as `NSPredicate` does, and
/// that operand's explanation is the answer. A comparison's explanation shows the values it
/// compared; a `SUBQUERY`'s lists each element it kept or left out, and why.
///
/// Anything the evaluator cannot do (an unknown key, an operand of the wrong kind) is an
/// error with its position, never a silent `false`.
///
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html
struct PredicateEvaluator {
    let text: PredicateText
    let types: TypeConformance
    /// Bound variables, innermost last.
    private var variables: [(name: String, value: PredicateValue)] = []

    init(text: PredicateText, types: TypeConformance) {
        self.text = text
        self.types = types
    }

    func error(_ range: Range<Int>, _ message: String) -> PredicateError {
        PredicateError(in: text, at: range.lowerBound, message)
    }

    /// The clause as a reason names it: subqueries elided, long clauses cut.
    private func clause(_ predicate: Predicate) -> String {
        let full = PredicateFormatter(elidesSubqueries: true).format(predicate)
        return full.count <= 160 ? full : String(full.prefix(159)) + "…"
    }

    // MARK: - Predicates

    /// Whether `predicate` holds, and why.
    mutating func evaluate(_ predicate: Predicate) throws(PredicateError) -> (result: Bool, explanation: Explanation) {
        switch predicate.kind {
        case .constant(let value):
            return (value, Explanation("\(clause(predicate)) is always \(value)"))
        case .and(let operands):
            var explanations: [Explanation] = []
            for operand in operands {
                let (result, explanation) = try evaluate(operand)
                if !result { return (false, explanation) }
                explanations.append(explanation)
            }
            return (true, Explanation("\(clause(predicate)) is true (all \(operands.count) operands hold)", details: explanations))
        case .or(let operands):
            var explanations: [Explanation] = []
            for operand in operands {
                let (result, explanation) = try evaluate(operand)
                if result { return (true, explanation) }
                explanations.append(explanation)
            }
            return (false, Explanation("\(clause(predicate)) is false (none of its \(operands.count) alternatives holds)", details: explanations))
        case .not(let operand):
            let (result, explanation) = try evaluate(operand)
            return (!result, Explanation("\(clause(predicate)) is \(!result)", details: [explanation]))
        case .comparison(let comparison):
            return try evaluate(comparison, clause: clause(predicate), range: predicate.range)
        }
    }

    private mutating func evaluate(_ comparison: ComparisonPredicate, clause: String, range: Range<Int>) throws(PredicateError)
        -> (result: Bool, explanation: Explanation)
    {
        let (left, leftNotes) = try value(of: comparison.left)
        let (right, rightNotes) = try value(of: comparison.right)
        let operation = comparison.operation.rawValue + comparison.options.description
        let comparer = ValueComparison(operation: comparison.operation, options: comparison.options, types: types)
        func holds(_ left: PredicateValue) throws(PredicateError) -> Bool {
            do { return try comparer.holds(left, right) } catch { throw self.error(range, "\(clause): \(error.reason)") }
        }
        let result: Bool
        let because: String
        if comparison.modifier == .direct {
            result = try holds(left)
            because = "\(left) \(operation) \(right)" + (result ? "" : " does not hold")
        } else {
            let elements: [PredicateValue]
            switch left {
            case .array(let array): elements = array
            case .null: elements = []
            default:
                throw error(comparison.left.range, "\(comparison.modifier.rawValue) needs a collection, but this is \(left.kindName)")
            }
            var match: PredicateValue?
            var miss: PredicateValue?
            for element in elements {
                if try holds(element) {
                    match = match ?? element
                } else {
                    miss = miss ?? element
                }
                if comparison.modifier == .all ? miss != nil : match != nil { break }
            }
            switch comparison.modifier {
            case .all:
                result = miss == nil
                because = miss.map { "\($0) \(operation) \(right) does not hold" } ?? "every element of \(left) \(operation) \(right)"
            case .none:
                result = match == nil
                because = match.map { "\($0) \(operation) \(right) holds" } ?? "no element of \(left) \(operation) \(right)"
            default:
                result = match != nil
                because = match.map { "\($0) \(operation) \(right)" } ?? "no element of \(left) \(operation) \(right)"
            }
        }
        return (result, Explanation("\(clause) is \(result) (\(because))", details: leftNotes + rightNotes))
    }

    // MARK: - Expressions

    /// The value of `expression`, with the explanations of the subqueries in it.
    mutating func value(of expression: PredicateExpression) throws(PredicateError) -> (value: PredicateValue, notes: [Explanation]) {
        switch expression.kind {
        case .constant(let constant): return (constant.value, [])
        case .evaluatedObject, .variable:
            let name: String
            if case .variable(let variable) = expression.kind { name = variable } else { name = "SELF" }
            guard let bound = variables.last(where: { $0.name == name }) else {
                throw error(expression.range, name == "SELF" ? "nothing to evaluate SELF on" : "the variable $\(name) is not defined")
            }
            return (bound.value, [])
        case .key(let base, let key):
            let (baseValue, notes) = try value(of: base)
            return (try value(ofKey: key, on: baseValue, expression.keyRange(key)), notes)
        case .index(let base, let index):
            let (baseValue, notes) = try value(of: base)
            return try value(at: index, of: baseValue, base, notes)
        case .aggregate(let elements):
            var values: [PredicateValue] = []
            var notes: [Explanation] = []
            for element in elements {
                let (value, elementNotes) = try value(of: element)
                values.append(value)
                notes += elementNotes
            }
            return (.array(values), notes)
        case .subquery(let collection, let variable, _, let predicate):
            return try subquery(expression, collection, variable, predicate)
        case .function(let name, let arguments):
            guard let function = PredicateFunction(name: name), arguments.count == 1 else {
                throw error(expression.range, "unknown function \(name)() with \(arguments.count) arguments")
            }
            let (argument, notes) = try value(of: arguments[0])
            guard let result = function.apply(to: argument) else {
                throw error(arguments[0].range, "\(name)() takes \(function.argumentShape), but this is \(argument.kindName)")
            }
            return (result, notes)
        case .arithmetic(let operation, let left, let right):
            let (leftValue, leftNotes) = try value(of: left)
            let (rightValue, rightNotes) = try value(of: right)
            guard let a = leftValue.numberValue, let b = rightValue.numberValue else {
                throw error(expression.range, "\(operation.rawValue) needs numbers, but has \(leftValue.kindName) and \(rightValue.kindName)")
            }
            let result: Double
            switch operation {
            case .add: result = a + b
            case .subtract: result = a - b
            case .multiply: result = a * b
            case .divide: result = a / b
            case .power: result = pow(a, b)
            }
            return (.number(result), leftNotes + rightNotes)
        case .negation(let operand):
            let (operandValue, notes) = try value(of: operand)
            guard let number = operandValue.numberValue else {
                throw error(expression.range, "'-' needs a number, but this is \(operandValue.kindName)")
            }
            return (.number(-number), notes)
        }
    }

    /// Evaluates on `root` (bound to `SELF`).
    mutating func evaluate(_ predicate: Predicate, on root: PredicateValue) throws(PredicateError) -> (result: Bool, explanation: Explanation) {
        variables.append(("SELF", root))
        defer { variables.removeLast() }
        return try evaluate(predicate)
    }

    private mutating func subquery(
        _ expression: PredicateExpression, _ collection: PredicateExpression, _ variable: String, _ predicate: Predicate
    ) throws(PredicateError) -> (value: PredicateValue, notes: [Explanation]) {
        let (collectionValue, notes) = try value(of: collection)
        let elements: [PredicateValue]
        switch collectionValue {
        case .array(let array): elements = array
        case .null: elements = []
        default: throw error(collection.range, "SUBQUERY needs a collection, but this is \(collectionValue.kindName)")
        }
        var kept: [PredicateValue] = []
        var details: [Explanation] = []
        for element in elements {
            variables.append((variable, element))
            let (result, explanation) = try evaluate(predicate)
            variables.removeLast()
            if result { kept.append(element) }
            details.append(Explanation("\(element): \(result ? "kept" : "left out")", details: [explanation]))
        }
        let noun: String
        if case .object(let object)? = elements.first { noun = object.typeName + (elements.count == 1 ? "" : "s") } else {
            noun = elements.count == 1 ? "element" : "elements"
        }
        let text = PredicateFormatter(elidesSubqueries: true).format(expression)
        return (.array(kept), notes + [Explanation("\(text) keeps \(kept.count) of \(elements.count) \(noun)", details: details)])
    }

    /// `base.key` in key-value coding: on a collection, the key of each element, or a
    /// collection operator (`@count`, …).
    private func value(ofKey key: String, on base: PredicateValue, _ range: Range<Int>) throws(PredicateError) -> PredicateValue {
        switch base {
        case .null: return .null
        case .object(let object):
            guard let value = object.value(forKey: key) else { throw error(range, "\(object.typeName.withArticle) has no key '\(key)'") }
            return value
        case .array(let elements):
            guard key.hasPrefix("@") else {
                var values: [PredicateValue] = []
                for element in elements { values.append(try value(ofKey: key, on: element, range)) }
                return .array(values)
            }
            guard let function = PredicateFunction(collectionOperator: key), let result = function.apply(to: base) else {
                throw error(range, "the collection operator \(key) cannot be applied to \(base)")
            }
            return result
        case .string(let string) where key == "length":
            return .number(Double(string.utf16.count))
        default:
            throw error(range, "\(base.kindName) has no key '\(key)'")
        }
    }

    private mutating func value(at index: PredicateIndex, of base: PredicateValue, _ baseExpression: PredicateExpression, _ notes: [Explanation])
        throws(PredicateError) -> (value: PredicateValue, notes: [Explanation])
    {
        let elements: [PredicateValue]
        switch base {
        case .array(let array): elements = array
        case .null: return (.null, notes)
        default: throw error(baseExpression.range, "only a collection can be indexed, but this is \(base.kindName)")
        }
        switch index {
        case .first: return (elements.first ?? .null, notes)
        case .last: return (elements.last ?? .null, notes)
        case .size: return (.number(Double(elements.count)), notes)
        case .position(let position):
            let (positionValue, positionNotes) = try value(of: position)
            guard let number = positionValue.numberValue, number.rounded() == number else {
                throw error(position.range, "an index must be a whole number, but this is \(positionValue)")
            }
            guard number >= 0, Int(number) < elements.count else {
                throw error(position.range, "index \(positionValue) is outside a collection of \(elements.count)")
            }
            return (elements[Int(number)], notes + positionNotes)
        }
    }
}
