import Foundation

/// One comparison operator applied to two values, as `NSComparisonPredicate` applies it.
///
/// - Equality compares numbers by value (booleans as 0 and 1), strings after the `[cd]`
///   folding, collections element by element; values of different kinds are not equal.
/// - Ordering needs two numbers or two strings; `nil` on either side is never ordered.
/// - `IN` and `CONTAINS` look for an element in a collection, or a substring in a string.
/// - `UTI-CONFORMS-TO` and `UTI-EQUALS` ask ``TypeConformance``.
///
/// https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Predicates/Articles/pSyntax.html
struct ValueComparison {
    let operation: ComparisonOperator
    let options: ComparisonOptions
    let types: TypeConformance

    /// Why two values cannot be compared.
    struct Failure: Error {
        let reason: String
    }

    /// Whether `left OPERATION right` holds.
    func holds(_ left: PredicateValue, _ right: PredicateValue) throws(Failure) -> Bool {
        switch operation {
        case .equalTo: return equal(left, right)
        case .notEqualTo: return !equal(left, right)
        case .lessThan: return try order(left, right).map { $0 == .orderedAscending } ?? false
        case .lessThanOrEqualTo: return try order(left, right).map { $0 != .orderedDescending } ?? false
        case .greaterThan: return try order(left, right).map { $0 == .orderedDescending } ?? false
        case .greaterThanOrEqualTo: return try order(left, right).map { $0 != .orderedAscending } ?? false
        case .in: return try contains(right, left)
        case .contains: return try contains(left, right)
        case .between:
            guard case .array(let bounds) = right, bounds.count == 2 else {
                throw Failure(reason: "BETWEEN needs two bounds, {lower, upper}, but has \(right)")
            }
            guard let lower = try order(left, bounds[0]), let upper = try order(left, bounds[1]) else { return false }
            return lower != .orderedAscending && upper != .orderedDescending
        case .beginsWith, .endsWith, .like, .matches, .conformsTo, .typeEquals:
            guard case .string(let string) = left, case .string(let other) = right else {
                if case .null = left { return false }
                if case .null = right { return false }
                let hint = if case .array = left { "; write ANY before the left side to compare its elements" } else { "" }
                throw Failure(reason: "\(operation.rawValue) compares strings, but has \(left.kindName) and \(right.kindName)\(hint)")
            }
            return try strings(string, other)
        }
    }

    private func strings(_ left: String, _ right: String) throws(Failure) -> Bool {
        switch operation {
        case .beginsWith: return StringComparison.folded(left, options).hasPrefix(StringComparison.folded(right, options))
        case .endsWith: return StringComparison.folded(left, options).hasSuffix(StringComparison.folded(right, options))
        case .like: return StringComparison.like(left, right, options)
        case .matches:
            guard let result = RegularExpressionMatch.matches(left, right, options) else {
                throw Failure(reason: "\"\(right)\" is not a valid regular expression (ICU syntax)")
            }
            return result
        case .conformsTo: return types.conforms(left, to: right)
        default: return types.equals(left, right)
        }
    }

    /// Equality of two values, with the string options.
    func equal(_ left: PredicateValue, _ right: PredicateValue) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.string(let a), .string(let b)): return StringComparison.folded(a, options) == StringComparison.folded(b, options)
        case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.object(let a), .object(let b)): return a.typeName == b.typeName && a.label == b.label
        default:
            guard let a = left.numberValue, let b = right.numberValue else { return false }
            return a == b
        }
    }

    /// The order of two numbers or two strings; nil when either is null.
    private func order(_ left: PredicateValue, _ right: PredicateValue) throws(Failure) -> ComparisonResult? {
        switch (left, right) {
        case (.null, _), (_, .null): return nil
        case (.string(let a), .string(let b)): return StringComparison.compare(a, b, options)
        default:
            guard let a = left.numberValue, let b = right.numberValue else {
                throw Failure(reason: "\(operation.rawValue) orders two numbers or two strings, but has \(left.kindName) and \(right.kindName)")
            }
            return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        }
    }

    /// Whether `container` holds `element`: as an element of a collection, or as a substring.
    private func contains(_ container: PredicateValue, _ element: PredicateValue) throws(Failure) -> Bool {
        switch (container, element) {
        case (.array(let elements), _): return elements.contains { equal($0, element) }
        case (.string(let string), .string(let part)):
            return StringComparison.folded(string, options).contains(StringComparison.folded(part, options))
        case (.null, _), (_, .null): return false
        default:
            throw Failure(reason: "\(operation.rawValue) needs a collection or two strings, but has \(container.kindName) and \(element.kindName)")
        }
    }
}
