import Bindings
import JavaScriptEngine

extension PropertyListValue {
    /// The value as a JavaScript value in `realm`, for `finalize`'s argument: strings,
    /// numbers and booleans as themselves, dates as `Date`s, data as `Uint8Array`s,
    /// arrays and dictionaries as plain arrays and objects, null as `null`. A dictionary's
    /// keys become properties in sorted order, so that every run enumerates them alike
    /// (Safari's come in the `NSDictionary`'s order, which is unspecified).
    func javaScriptValue(in realm: Realm) throws(JSException) -> JSValue {
        let context = realm.context
        switch self {
        case .string(let string): return context.string(string)
        case .integer(let integer): return context.number(Double(integer))
        case .real(let real): return context.number(real)
        case .boolean(let boolean): return context.boolean(boolean)
        case .null: return context.null
        case .date(let date): return try context.makeDate(millisecondsSince1970: date.timeIntervalSince1970 * 1000).value
        case .data(let data): return try context.makeUint8Array([UInt8](data)).value
        case .array(let array):
            return try context.makeArray(array.map { element throws(JSException) in try element.javaScriptValue(in: realm) }).value
        case .dictionary(let dictionary):
            // Defined as own data properties: a setter a script put on Object.prototype is not called.
            let properties = try dictionary.keys.sorted().map { key throws(JSException) in
                (key, try dictionary[key]!.javaScriptValue(in: realm))
            }
            return try context.makeObject(dataProperties: properties).value
        }
    }
}
