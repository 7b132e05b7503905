import Foundation

/// A dictionary read from an `Info.plist`, with the key path that leads to it, so that
/// every value read from it with the wrong type is an error naming the file and the key.
struct PlistDictionary {
    /// The `Info.plist` file, as errors name it.
    let file: String
    /// The keys from the top of the file to this dictionary.
    let keyPath: [String]
    /// The dictionary.
    let values: [String: Any]

    /// `NSExtension.NSExtensionAttributes.key`.
    func path(_ key: String) -> String { (keyPath + [key]).joined(separator: ".") }

    /// An error at `key` (or at this dictionary).
    func error(_ key: String?, _ message: String) -> BundleError {
        BundleError(file: file, keyPath: key.map(path) ?? (keyPath.isEmpty ? nil : keyPath.joined(separator: ".")), message)
    }

    /// A warning at `key`.
    func warning(_ key: String, _ message: String) -> BundleWarning { BundleWarning(keyPath: path(key), message) }

    /// The keys, sorted.
    var keys: [String] { values.keys.sorted() }

    /// The dictionary at `key`, nil when the key is missing.
    func dictionary(_ key: String) throws(BundleError) -> PlistDictionary? {
        guard let value = values[key] else { return nil }
        guard let dictionary = value as? [String: Any] else { throw mismatch(key, value, "a dictionary") }
        return PlistDictionary(file: file, keyPath: keyPath + [key], values: dictionary)
    }

    /// The string at `key`, nil when the key is missing.
    func string(_ key: String) throws(BundleError) -> String? {
        guard let value = values[key] else { return nil }
        guard let string = value as? String else { throw mismatch(key, value, "a string") }
        return string
    }

    /// The array at `key`, nil when the key is missing.
    func array(_ key: String) throws(BundleError) -> [Any]? {
        guard let value = values[key] else { return nil }
        guard let array = value as? [Any] else { throw mismatch(key, value, "an array") }
        return array
    }

    /// The whole number at `key`, nil when the key is missing. A string of digits is read
    /// as the system reads it (`integerValue`), with a warning.
    func integer(_ key: String, warnings: inout [BundleWarning]) throws(BundleError) -> Int? {
        guard let value = values[key] else { return nil }
        if PlistDictionary.kind(of: value) == .number, let number = value as? NSNumber, Double(number.int64Value) == number.doubleValue {
            return Int(number.int64Value)
        }
        if let string = value as? String, let number = Int(string.trimmingCharacters(in: .whitespaces)) {
            warnings.append(warning(key, "is the string \"\(string)\"; write <integer>\(number)</integer>"))
            return number
        }
        throw mismatch(key, value, "a whole number (<integer>)")
    }

    /// The boolean at `key`, nil when the key is missing. A number is read as the system
    /// reads it (`boolValue`: not zero), with a warning.
    func boolean(_ key: String, warnings: inout [BundleWarning]) throws(BundleError) -> Bool? {
        guard let value = values[key] else { return nil }
        switch PlistDictionary.kind(of: value) {
        case .boolean: return (value as? NSNumber)?.boolValue
        case .number:
            let number = (value as? NSNumber)?.doubleValue ?? 0
            warnings.append(warning(key, "is the number \(number == number.rounded() ? String(Int(number)) : String(number)); write <\(number != 0)/>"))
            return number != 0
        default: throw mismatch(key, value, "a boolean (<true/> or <false/>)")
        }
    }

    private func mismatch(_ key: String, _ value: Any, _ expected: String) -> BundleError {
        error(key, "is \(PlistDictionary.kind(of: value).rawValue), expected \(expected)")
    }

    /// The kinds of property-list values.
    enum Kind: String {
        case string = "a string"
        case boolean = "a boolean"
        case number = "a number"
        case date = "a date"
        case data = "data"
        case array = "an array"
        case dictionary = "a dictionary"
        case other = "a value of an unknown kind"
    }

    /// The kind of a Foundation property-list object (a boolean `NSNumber` has the
    /// Objective-C type `c` or `B`).
    static func kind(of value: Any) -> Kind {
        switch value {
        case is String: return .string
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            return type == "c" || type == "B" ? .boolean : .number
        case is Date: return .date
        case is Data: return .data
        case is [Any]: return .array
        case is [String: Any]: return .dictionary
        default: return .other
        }
    }
}
