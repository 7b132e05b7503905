/// The functions a predicate may call by name (`count(extensionItems) == 1`): the subset of
/// `NSExpression`'s built-in functions that works on the values a rule sees.
///
/// https://developer.apple.com/documentation/foundation/nsexpression/init(forfunction:arguments:)
enum PredicateFunction: String, CaseIterable {
    case count, sum, min, max, average, abs, uppercase, lowercase

    /// The function called `name` (in any case).
    init?(name: String) { self.init(rawValue: name.lowercased()) }

    /// What its one argument must be.
    var argumentShape: PredicateSchema.Shape {
        switch self {
        case .count: return .collection(.unknown)
        case .sum, .min, .max, .average: return .collection(.number)
        case .abs: return .number
        case .uppercase, .lowercase: return .string
        }
    }

    /// What it returns.
    var resultShape: PredicateSchema.Shape {
        switch self {
        case .uppercase, .lowercase: return .string
        default: return .number
        }
    }

    /// The names, for messages.
    static let names = allCases.map { $0.rawValue + "()" }.joined(separator: ", ")

    /// Applies the function; nil when the argument is not of the kind it takes.
    func apply(to argument: PredicateValue) -> PredicateValue? {
        switch (self, argument) {
        case (.count, .array(let elements)): return .number(Double(elements.count))
        case (.sum, .array), (.min, .array), (.max, .array), (.average, .array):
            guard case .array(let elements) = argument else { return nil }
            let numbers = elements.compactMap(\.numberValue)
            guard numbers.count == elements.count else { return nil }
            return PredicateFunction.aggregate(self, numbers)
        case (.abs, _): return argument.numberValue.map { .number(Swift.abs($0)) }
        case (.uppercase, .string(let string)): return .string(string.uppercased())
        case (.lowercase, .string(let string)): return .string(string.lowercased())
        case (_, .null): return .null
        default: return nil
        }
    }

    /// `sum`, `min`, `max` or `average` of numbers (`@sum`, `@min`, `@max`, `@avg` too).
    static func aggregate(_ function: PredicateFunction, _ numbers: [Double]) -> PredicateValue {
        switch function {
        case .sum: return .number(numbers.reduce(0, +))
        case .min: return numbers.min().map(PredicateValue.number) ?? .null
        case .max: return numbers.max().map(PredicateValue.number) ?? .null
        default: return numbers.isEmpty ? .null : .number(numbers.reduce(0, +) / Double(numbers.count))
        }
    }

    /// The function a collection operator key stands for: `@count`, `@sum`, `@min`, `@max`, `@avg`.
    init?(collectionOperator key: String) {
        switch key {
        case "@count": self = .count
        case "@sum": self = .sum
        case "@min": self = .min
        case "@max": self = .max
        case "@avg": self = .average
        default: return nil
        }
    }
}
