import Foundation

extension PropertyListValue {
    /// Parses JSON text into a value: objects become dictionaries, integral numbers
    /// integers, other numbers reals, `true`/`false` booleans, `null` null.
    ///
    /// - Throws: `AppexError` saying where the JSON is malformed.
    public init(jsonText: String) throws(AppexError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(jsonText.utf8), options: [.fragmentsAllowed])
        } catch {
            throw AppexError(.invalidInput, "not valid JSON: \((error as NSError).localizedDescription)")
        }
        do {
            self = try PropertyListValue(foundationObject: object)
        } catch {
            throw AppexError(.invalidInput, "the JSON holds a value with no property-list form")
        }
    }

    /// The dictionary `finalize` gets, from `spec`: inline JSON (`{"bgColor": "red"}`), or
    /// the path of a JSON or property-list (XML or binary) file.
    ///
    /// - Throws: `AppexError` naming the file or text and what is wrong with it, or
    ///   `.finalizeArgumentNotDictionary` when it holds something else than a dictionary.
    public static func finalizeArgument(from spec: String) throws(AppexError) -> [String: PropertyListValue] {
        let trimmed = spec.trimmingCharacters(in: .whitespacesAndNewlines)
        let value: PropertyListValue
        let source: String
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") {
            source = "the --finalize JSON"
            do {
                value = try PropertyListValue(jsonText: trimmed)
            } catch {
                throw AppexError(.invalidInput, "\(source) is \(error.message)")
            }
        } else {
            source = "'\(spec)'"
            guard let data = FileManager.default.contents(atPath: spec) else {
                throw AppexError(
                    .invalidInput,
                    "cannot read the finalize argument \(source): no such file (pass a JSON or plist file, or inline JSON starting with '{')")
            }
            if let list = try? PropertyListValue(propertyListData: data), !data.starts(with: Array("{".utf8)) {
                value = list
            } else {
                do {
                    value = try PropertyListValue(jsonText: String(decoding: data, as: UTF8.self))
                } catch {
                    throw AppexError(.invalidInput, "the finalize argument \(source) is neither a property list nor \(error.message)")
                }
            }
        }
        guard let dictionary = value.dictionaryValue else {
            throw AppexError(
                .finalizeArgumentNotDictionary,
                "the finalize argument (\(source)) is a \(value.kindName), not a dictionary")
        }
        return dictionary
    }
}
