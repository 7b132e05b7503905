import Testing
import WHATWGURL

/// One row of a parsing table: an input, an optional base URL string, and the expected
/// serialization (`nil` for failure).
struct ParseCase: Sendable, CustomTestStringConvertible {
    let input: String
    let base: String?
    let expected: String?

    init(_ input: String, base: String? = nil, _ expected: String?) {
        self.input = input
        self.base = base
        self.expected = expected
    }

    var testDescription: String {
        if let base {
            return "\(input.debugDescription) against \(base.debugDescription)"
        }
        return input.debugDescription
    }

    /// Parses the base (which must succeed), then the input against it.
    func parse() throws -> URLRecord? {
        guard let base else {
            return URLRecord.parse(input)
        }
        let baseURL = try #require(URLRecord.parse(base), "base \(base) must parse")
        return URLRecord.parse(input, base: baseURL)
    }
}

/// One row of a setter table: a URL, the value to set, and the expected `href` afterwards.
struct SetterCase: Sendable, CustomTestStringConvertible {
    let href: String
    let value: String
    let expected: String

    init(_ href: String, _ value: String, _ expected: String) {
        self.href = href
        self.value = value
        self.expected = expected
    }

    var testDescription: String {
        "\(href) ← \(value.debugDescription)"
    }

    /// The URL before setting; it must parse.
    func url() throws -> URLRecord {
        try #require(URLRecord.parse(href), "\(href) must parse")
    }
}
