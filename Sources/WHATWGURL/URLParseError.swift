/// The basic URL parser returned failure: the string is not a valid URL.
///
/// JavaScript bindings map this to a `TypeError`.
public struct URLParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The string that failed to parse.
    public let input: String

    /// An error for `input`.
    public init(input: String) {
        self.input = input
    }

    /// One line for users, such as `Invalid URL: "http://a b/"`.
    public var description: String {
        "Invalid URL: \"\(input)\""
    }
}
