import Bindings
import Foundation
import JavaScriptEngine

/// Turns the value a script passes to `completionFunction` into a property list, the
/// way Safari hands it to the extension.
///
/// It works through the C API only: it never calls script-visible JavaScript, so a
/// script that replaces `JSON`, `Object.keys` or `Array.prototype` cannot change or
/// break the result. (Own getters on the result object do run, as reading the value
/// requires.)
///
/// - Integral numbers in the Int64 range become integers (but `-0` stays a real);
///   other finite numbers become reals; `NaN` and `±Infinity` become null with a warning.
/// - A `Date` becomes a date; an `ArrayBuffer` or typed array becomes data.
/// - `undefined`, functions and symbols are left out of objects (as `JSON.stringify`
///   does) and become null inside arrays.
/// - Other objects become dictionaries of their own enumerable string-keyed properties.
/// - Cycles, nesting deeper than ``maximumDepth`` levels and BigInts are errors that
///   name the key path (`results.items[3].when`).
struct ScriptValueConverter {
    /// How deep a result may nest.
    static let maximumDepth = 512

    let realm: Realm
    private(set) var warnings: [String] = []
    private var path: Set<OpaquePointer> = []

    init(realm: Realm) { self.realm = realm }

    private var context: JSContext { realm.context }

    /// Converts `value`; nil means "left out" (undefined, a function, a symbol).
    mutating func convert(_ value: JSValue, keyPath: String, depth: Int = 0) throws(ConversionError) -> PropertyListValue? {
        switch value.kind(in: context) {
        case .undefined, .symbol: return nil
        case .null: return .null
        case .boolean: return .boolean(value.toBoolean(in: context))
        case .string: return .string(try attempt(keyPath) { () throws(JSException) in try value.toString(in: context) })
        case .number: return number(try attempt(keyPath) { () throws(JSException) in try value.toNumber(in: context) }, keyPath)
        case .bigInt:
            throw ConversionError(keyPath: keyPath, reason: "a BigInt has no property-list form; convert it to a Number or String")
        case .object:
            return try object(value, keyPath: keyPath, depth: depth)
        }
    }

    private mutating func number(_ number: Double, _ keyPath: String) -> PropertyListValue {
        guard number.isFinite else {
            warnings.append("\(keyPath) is \(number.isNaN ? "NaN" : (number > 0 ? "Infinity" : "-Infinity")), which became null")
            return .null
        }
        let isNegativeZero = number == 0 && number.sign == .minus
        if !isNegativeZero, number == number.rounded(), number >= -9.223_372_036_854_775_808e18,
            number < 9.223_372_036_854_775_808e18
        {
            return .integer(Int64(number))
        }
        return .real(number)
    }

    private mutating func object(_ value: JSValue, keyPath: String, depth: Int) throws(ConversionError) -> PropertyListValue? {
        guard let object = value.asObject(in: context) else { return .null }
        if object.isFunction(in: context) { return nil }
        if value.isDate(in: context) {
            let milliseconds = try attempt(keyPath) { () throws(JSException) in try realm.millisecondsSince1970(ofDate: object) }
            guard milliseconds.isFinite else {
                warnings.append("\(keyPath) is an invalid Date, which became null")
                return .null
            }
            return .date(Date(timeIntervalSince1970: milliseconds / 1000))
        }
        switch value.binaryKind(in: context) {
        case nil: break
        case .arrayBuffer: return .data(Data(object.arrayBufferBytes(in: context)))
        case .typedArray: return .data(Data(object.typedArrayBytes(in: context)))
        }
        guard depth < Self.maximumDepth else {
            throw ConversionError(keyPath: keyPath, reason: "the value nests more than \(Self.maximumDepth) levels deep")
        }
        guard path.insert(object.raw).inserted else {
            throw ConversionError(keyPath: keyPath, reason: "the value contains a cycle (an object that contains itself)")
        }
        defer { path.remove(object.raw) }
        if value.isArray(in: context) {
            let length = try attempt(keyPath) { () throws(JSException) in
                try object.property("length", in: context).toNumber(in: context)
            }
            var elements: [PropertyListValue] = []
            for index in 0..<Int(max(0, min(length, Double(Int32.max)))) {
                let element = try attempt(keyPath) { () throws(JSException) in try object.property(at: index, in: context) }
                elements.append(try convert(element, keyPath: "\(keyPath)[\(index)]", depth: depth + 1) ?? .null)
            }
            return .array(elements)
        }
        var dictionary: [String: PropertyListValue] = [:]
        let keys = try attempt(keyPath) { () throws(JSException) in try realm.ownEnumerableKeys(of: object) }
        for key in keys {
            let member = try attempt(keyPath) { () throws(JSException) in try object.property(key, in: context) }
            if let converted = try convert(member, keyPath: "\(keyPath).\(key)", depth: depth + 1) {
                dictionary[key] = converted
            }
        }
        return .dictionary(dictionary)
    }

    /// Runs an engine call, turning an exception (a throwing getter) into a conversion error.
    private func attempt<T>(_ keyPath: String, _ body: () throws(JSException) -> T) throws(ConversionError) -> T {
        do {
            return try body()
        } catch {
            throw ConversionError(keyPath: keyPath, reason: "reading it threw \(error.details.summary)")
        }
    }
}

/// Why a result could not become a property list.
struct ConversionError: Error {
    /// Where in the result (`results.items[3].when`).
    let keyPath: String
    /// What was wrong.
    let reason: String
}
