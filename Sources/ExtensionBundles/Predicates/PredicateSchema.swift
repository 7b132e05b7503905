/// What a predicate's key paths can reach: the shape of the object it is evaluated on and
/// of the objects inside it, so that a key, variable or operand the evaluator would not
/// understand is an error before anything is evaluated, never a silent `false`.
public struct PredicateSchema: Sendable {
    /// The shape of a value.
    public indirect enum Shape: Sendable, Hashable, CustomStringConvertible {
        /// Not known until evaluation.
        case unknown
        /// `nil`.
        case null
        /// A boolean.
        case boolean
        /// A number.
        case number
        /// A string.
        case string
        /// A collection of values of one shape.
        case collection(Shape)
        /// An object of a type named in ``PredicateSchema/objectKeys``.
        case object(String)

        /// `a string`, `a collection of strings`, `an attachment`.
        public var description: String {
            switch self {
            case .unknown: return "a value"
            case .null: return "null"
            case .boolean: return "a boolean"
            case .number: return "a number"
            case .string: return "a string"
            case .collection(let element): return "a collection of " + element.plural
            case .object(let type): return type.withArticle
            }
        }

        /// `strings`, `attachments`.
        var plural: String {
            switch self {
            case .unknown: return "values"
            case .null: return "nulls"
            case .boolean: return "booleans"
            case .number: return "numbers"
            case .string: return "strings"
            case .collection: return "collections"
            case .object(let type): return type + "s"
            }
        }
    }

    /// The shape of `SELF`.
    public let root: Shape
    /// For each object type, its keys and their shapes.
    public let objectKeys: [String: [String: Shape]]

    /// A schema rooted at `root`.
    public init(root: Shape, objectKeys: [String: [String: Shape]]) {
        self.root = root
        self.objectKeys = objectKeys
    }

    /// A schema that knows nothing: every key path is accepted and checked only when evaluated.
    public static let unchecked = PredicateSchema(root: .unknown, objectKeys: [:])
}
