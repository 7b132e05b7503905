import AppexJS
import ExtensionBundles
import Foundation
import WHATWGURL

/// The value targets: URLs, property lists, JSON and predicates.
enum ValueFuzzing {
    /// Parses `text` as a URL against a base and alone, serializes what it gives, and reads
    /// `text` as `application/x-www-form-urlencoded`.
    static func url(_ text: String) -> Bool {
        _ = URLRecord.parse(text)?.description
        _ = FormURLEncoding.parse(text)
        guard let url = URLRecord.parse(text, base: PageFuzzing.url) else { return false }
        return URLRecord.parse(url.description) != nil
    }

    /// Reads `bytes` as a property list and writes it back in both formats.
    static func propertyList(_ bytes: [UInt8]) -> Bool {
        guard let value = try? PropertyListValue(propertyListData: Data(bytes)) else { return false }
        var droppedNulls: [String] = []
        _ = try? value.propertyListData(format: .xml, droppedNulls: &droppedNulls)
        _ = try? value.propertyListData(format: .binary, droppedNulls: &droppedNulls)
        _ = value.jsonText()
        return true
    }

    /// Reads `text` as JSON and writes it back, then reads that again.
    static func json(_ text: String) -> Bool {
        guard let value = try? PropertyListValue(jsonText: text) else { return false }
        return (try? PropertyListValue(jsonText: value.jsonText(pretty: false))) != nil
    }

    /// Parses `text` as an `NSPredicate` format string.
    static func predicate(_ text: String) -> Bool {
        (try? Predicate(format: text)) != nil
    }
}
