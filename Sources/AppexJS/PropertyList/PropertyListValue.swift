public import Foundation

/// A property-list value: what an extension receives from, and returns to, the page's
/// script. It mirrors the Foundation types Safari hands over (`NSString`, `NSNumber`,
/// `NSDate`, `NSData`, `NSArray`, `NSDictionary`) plus `NSNull`.
public enum PropertyListValue: Sendable, Hashable {
    /// `NSString`.
    case string(String)
    /// An integral `NSNumber`.
    case integer(Int64)
    /// A floating-point `NSNumber`.
    case real(Double)
    /// A boolean `NSNumber`.
    case boolean(Bool)
    /// `NSDate`.
    case date(Date)
    /// `NSData`.
    case data(Data)
    /// `NSArray`.
    case array([PropertyListValue])
    /// `NSDictionary`.
    case dictionary([String: PropertyListValue])
    /// `NSNull`, which has no property-list form (left out of XML and binary output).
    case null

    /// The dictionary, when this is one.
    public var dictionaryValue: [String: PropertyListValue]? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }

    /// The string, when this is one.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The element at `key` of a dictionary.
    public subscript(key: String) -> PropertyListValue? { dictionaryValue?[key] }

    /// The kind's name with its article, for messages (`a dictionary`, `an integer`).
    var kindNameWithArticle: String {
        switch self {
        case .integer, .array: return "an \(kindName)"
        default: return "a \(kindName)"
        }
    }

    /// A short name of the kind of value (`dictionary`, `integer`, …).
    public var kindName: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .real: return "real"
        case .boolean: return "boolean"
        case .date: return "date"
        case .data: return "data"
        case .array: return "array"
        case .dictionary: return "dictionary"
        case .null: return "null"
        }
    }
}
