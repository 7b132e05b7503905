/// Writes predicates and expressions in the canonical format string syntax, as
/// `NSPredicate.predicateFormat` does: keywords in upper case, strings in double quotes,
/// one space around operators.
struct PredicateFormatter {
    /// Whether the predicates inside `SUBQUERY(…)` are written as `…` (reasons name a
    /// clause and explain its subqueries separately).
    var elidesSubqueries = false

    /// The text of `predicate`.
    func format(_ predicate: Predicate) -> String {
        switch predicate.kind {
        case .constant(let value): return value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .comparison(let comparison):
            let modifier = comparison.modifier == .direct ? "" : comparison.modifier.rawValue + " "
            return modifier + format(comparison.left) + " " + comparison.operation.rawValue + comparison.options.description
                + " " + format(comparison.right)
        case .and(let operands): return operands.map { operand(of: predicate, $0) }.joined(separator: " AND ")
        case .or(let operands): return operands.map { operand(of: predicate, $0) }.joined(separator: " OR ")
        case .not(let operand): return "NOT " + self.operand(of: predicate, operand)
        }
    }

    /// An operand of a compound, in parentheses when it is itself a compound.
    private func operand(of parent: Predicate, _ operand: Predicate) -> String {
        switch operand.kind {
        case .and, .or: return "(" + format(operand) + ")"
        default: return format(operand)
        }
    }

    /// The text of `expression`.
    func format(_ expression: PredicateExpression) -> String {
        switch expression.kind {
        case .constant(let constant):
            switch constant {
            case .string(let string): return quoted(string)
            case .number(let number): return PredicateValue.number(number).description
            case .boolean(let boolean): return boolean ? "YES" : "NO"
            case .null: return "nil"
            }
        case .evaluatedObject: return "SELF"
        case .variable(let name): return "$" + name
        case .key(let base, let key):
            let escaped = PredicateToken.reservedWords.contains(key.uppercased()) ? "#" + key : key
            if case .evaluatedObject = base.kind { return escaped }
            return format(base) + "." + escaped
        case .index(let base, let index):
            let inside: String
            switch index {
            case .first: inside = "FIRST"
            case .last: inside = "LAST"
            case .size: inside = "SIZE"
            case .position(let position): inside = format(position)
            }
            return format(base) + "[" + inside + "]"
        case .aggregate(let elements): return "{" + elements.map(format).joined(separator: ", ") + "}"
        case .subquery(let collection, let variable, _, let predicate):
            let inner = elidesSubqueries ? "…" : format(predicate)
            return "SUBQUERY(" + format(collection) + ", $" + variable + ", " + inner + ")"
        case .function(let name, let arguments): return name + "(" + arguments.map(format).joined(separator: ", ") + ")"
        case .arithmetic(let operation, let left, let right):
            let precedence = operation.precedence
            return operand(left, parenthesizedBelow: precedence) + " " + operation.rawValue + " "
                + operand(right, parenthesizedBelow: precedence + 1)
        case .negation(let operand): return "-" + self.operand(operand, parenthesizedBelow: .max)
        }
    }

    /// An operand of arithmetic, in parentheses when its operator binds more loosely than
    /// `precedence` (the right operand of a left-associative operator asks one level more).
    private func operand(_ expression: PredicateExpression, parenthesizedBelow precedence: Int) -> String {
        if case .arithmetic(let operation, _, _) = expression.kind, operation.precedence < precedence {
            return "(" + format(expression) + ")"
        }
        return format(expression)
    }

    private func quoted(_ string: String) -> String {
        var text = "\""
        for character in string {
            switch character {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            default: text.append(character)
            }
        }
        return text + "\""
    }
}
