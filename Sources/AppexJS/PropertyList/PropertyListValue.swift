public import Foundation

/// A property-list value: what an extension receives from, and returns to, the page's
/// script. It mirrors the Foundation types Safari hands over (`NSString`, `NSNumber`,
/// `NSDate`, `NSData`, `NSArray`, `NSDictionary`) plus `NSNull`.
///
/// Read it with the typed accessors, each nil when the value is of another kind:
///
/// ```swift
/// let results = item.preprocessingResults
/// let title = results?["title"]?.stringValue              // String?
/// let wordCount = results?["words"]?.intValue             // Int?
/// let firstImage = results?["images"]?[0]?.stringValue    // by key, then by index
/// ```
public enum PropertyListValue: Sendable, Hashable, CustomStringConvertible {
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

    /// The number as an `Int`: an integer, or a real without a fraction that fits
    /// (JavaScript has one kind of number, so `3` may arrive as either).
    public var intValue: Int? {
        switch self {
        case .integer(let integer): return Int(exactly: integer)
        case .real(let real): return Int(exactly: real)
        default: return nil
        }
    }

    /// The number as a `Double`, an integer or a real.
    public var doubleValue: Double? {
        switch self {
        case .integer(let integer): return Double(integer)
        case .real(let real): return real
        default: return nil
        }
    }

    /// The boolean, when this is one (numbers are not booleans here, as in a property list).
    public var boolValue: Bool? {
        if case .boolean(let boolean) = self { return boolean }
        return nil
    }

    /// The date, when this is one (a JavaScript `Date` in the results).
    public var dateValue: Date? {
        if case .date(let date) = self { return date }
        return nil
    }

    /// The bytes, when this is data (a typed array or `ArrayBuffer` in the results).
    public var dataValue: Data? {
        if case .data(let data) = self { return data }
        return nil
    }

    /// The elements, when this is an array.
    public var arrayValue: [PropertyListValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// Whether this is `NSNull` (a JavaScript `null` or `undefined` in an array).
    public var isNull: Bool { self == .null }

    /// The element at `key` of a dictionary; nil when this is not a dictionary or has no such key.
    public subscript(key: String) -> PropertyListValue? { dictionaryValue?[key] }

    /// The element at `index` of an array; nil when this is not an array or `index` is out of range.
    public subscript(index: Int) -> PropertyListValue? {
        guard let array = arrayValue, array.indices.contains(index) else { return nil }
        return array[index]
    }

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
