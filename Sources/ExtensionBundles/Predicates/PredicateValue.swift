/// A value a predicate works on: what key paths, literals and functions evaluate to.
public enum PredicateValue: Sendable, CustomStringConvertible {
    /// `nil` / `NSNull`.
    case null
    /// A boolean `NSNumber`.
    case boolean(Bool)
    /// Any other `NSNumber`.
    case number(Double)
    /// An `NSString`.
    case string(String)
    /// An `NSArray` (or set).
    case array([PredicateValue])
    /// An object answering key-value coding.
    case object(any PredicateObject)

    /// The number, for numbers and booleans.
    var numberValue: Double? {
        switch self {
        case .number(let number): return number
        case .boolean(let boolean): return boolean ? 1 : 0
        default: return nil
        }
    }

    /// The kind of value, with an article, for messages: `a string`, `a collection`.
    public var kindName: String {
        switch self {
        case .null: return "null"
        case .boolean: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a collection"
        case .object(let object): return object.typeName.withArticle
        }
    }

    /// The value as a reason shows it: `"public.url"`, `2`, `["a", "b"]`, `attachment 1`.
    public var description: String {
        switch self {
        case .null: return "null"
        case .boolean(let boolean): return boolean ? "true" : "false"
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
            return String(number)
        case .string(let string): return "\"\(string)\""
        case .array(let elements): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .object(let object): return object.label
        }
    }
}

/// An object a predicate's key paths reach into (key-value coding): an extension item, an
/// attachment.
public protocol PredicateObject: Sendable {
    /// What the object is, for messages and for its keys in a ``PredicateSchema``:
    /// `extension item`, `attachment`.
    var typeName: String { get }
    /// The object as a reason names it: `extension item 1`, `attachment 2 (public.url)`.
    var label: String { get }
    /// The value of `key`, or nil when the object has no such key.
    func value(forKey key: String) -> PredicateValue?
}

extension String {
    /// `an attachment`, `a string`.
    var withArticle: String {
        guard let first = first?.lowercased() else { return self }
        return ("aeiou".contains(first) ? "an " : "a ") + self
    }
}
