import Foundation

extension PropertyListValue {
    /// Parses JSON text into a value: objects become dictionaries, numbers without a fraction
    /// or exponent that fit in 64 bits integers, other numbers reals, `true`/`false` booleans,
    /// `null` null (see `JSONReader`).
    ///
    /// - Throws: `AppexError` (`.invalidInput`) with the line and column where the JSON is
    ///   malformed and what was expected there.
    public init(jsonText: String) throws(AppexError) {
        var reader = JSONReader(jsonText)
        do {
            self = try reader.read()
        } catch {
            throw AppexError(
                .invalidInput, "not valid JSON at line \(error.line), column \(error.column): \(error.message)", line: error.line,
                column: error.column)
        }
    }

    /// The dictionary `finalize` gets, from `spec`: inline JSON (`{"bgColor": "red"}`), or
    /// the path of a JSON or property-list (XML or binary) file.
    ///
    /// - Throws: `AppexError` naming the file or text, and the line and column where it is
    ///   malformed: `.invalidInput` for malformed JSON, `.finalizeArgumentUnreadable` for a
    ///   file that cannot be read, `.finalizeArgumentNotDictionary` when it holds something
    ///   else than a dictionary.
    public static func finalizeArgument(from spec: String) throws(AppexError) -> [String: PropertyListValue] {
        let trimmed = spec.trimmingCharacters(in: .whitespacesAndNewlines)
        let value: PropertyListValue
        let source: String
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") {
            source = "the --finalize JSON"
            do {
                value = try PropertyListValue(jsonText: spec)
            } catch {
                throw AppexError(.invalidInput, "\(source) is \(error.message)", line: error.line, column: error.column)
            }
        } else {
            source = "'\(spec)'"
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: spec, isDirectory: &isDirectory)
            guard exists, !isDirectory.boolValue, let data = FileManager.default.contents(atPath: spec) else {
                let reason = !exists ? "no such file" : isDirectory.boolValue ? "it is a directory" : "it cannot be read"
                throw AppexError(
                    .finalizeArgumentUnreadable,
                    "cannot read the finalize argument \(source): \(reason) (pass a JSON or plist file, or inline JSON starting with '{')")
            }
            if let list = try? PropertyListValue(propertyListData: data), !data.starts(with: Array("{".utf8)) {
                value = list
            } else {
                var reader = JSONReader(String(decoding: data, as: UTF8.self))
                do {
                    value = try reader.read()
                } catch {
                    throw AppexError(
                        .invalidInput, "the finalize argument is neither a property list nor valid JSON: \(error.message)", file: spec,
                        line: error.line, column: error.column)
                }
            }
        }
        guard let dictionary = value.dictionaryValue else {
            throw AppexError(
                .finalizeArgumentNotDictionary,
                "the finalize argument (\(source)) is \(value.kindNameWithArticle), not a dictionary")
        }
        return dictionary
    }
}
