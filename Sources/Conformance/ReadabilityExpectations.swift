import AppexJS
import Foundation

/// A page's `expected.html` and `expected-metadata.json`.
struct ReadabilityExpectations {
    /// The expected article HTML.
    let content: String
    /// The expected metadata, by field; `nil` for JSON null.
    let metadata: [String: String?]

    /// Fields upstream always compares.
    static let alwaysCompared = ["title", "byline", "excerpt", "siteName"]
    /// Fields upstream compares when the expectation has a value.
    static let comparedWhenExpected = ["dir", "lang", "publishedTime"]

    init(directory: URL) throws(ConformanceError) {
        let contentURL = directory.appendingPathComponent("expected.html")
        let metadataURL = directory.appendingPathComponent("expected-metadata.json")
        guard let content = try? String(contentsOf: contentURL, encoding: .utf8) else {
            throw ConformanceError("cannot read \(contentURL.path)")
        }
        guard let data = try? Data(contentsOf: metadataURL),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw ConformanceError("\(metadataURL.path) is missing or is not a JSON object") }
        self.content = content
        var metadata: [String: String?] = [:]
        for (key, value) in object {
            if let string = value as? String { metadata[key] = .some(string) } else if value is NSNull { metadata[key] = .some(nil) }
        }
        self.metadata = metadata
    }

    /// `field: expected "…", got "…"` for each field that differs.
    func metadataMismatches(in results: [String: PropertyListValue]) -> [String] {
        var mismatches: [String] = []
        let fields = Self.alwaysCompared + Self.comparedWhenExpected.filter { (metadata[$0] ?? nil) != nil }
        for field in fields {
            let expected = metadata[field] ?? nil
            let actual = results[field]?.stringValue
            if expected != actual {
                mismatches.append("\(field): expected \(Self.quoted(expected)), got \(Self.quoted(actual))")
            }
        }
        return mismatches
    }

    private static func quoted(_ value: String?) -> String {
        guard let value else { return "null" }
        let short = value.count > 80 ? String(value.prefix(77)) + "…" : value
        return "\"\(short)\""
    }
}
