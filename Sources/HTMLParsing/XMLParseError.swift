/// An error XML's parser reported: where, and libxml2's message. The first fatal one ends the
/// parse (XML has no error recovery).
public struct XMLParseError: Sendable, Equatable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// libxml2's message, such as "Opening and ending tag mismatch: p line 3 and div".
    public var message: String
    /// Whether it ended the parse (a well-formedness error).
    public var isFatal: Bool

    /// An error.
    public init(line: Int, column: Int, message: String, isFatal: Bool) {
        self.line = line
        self.column = column
        self.message = message
        self.isFatal = isFatal
    }

    /// `error on line 3 at column 8: Opening and ending tag mismatch: p line 3 and div`, as
    /// WebKit writes it in its `parsererror` block.
    public var description: String {
        "\(isFatal ? "error" : "warning") on line \(line) at column \(column): \(message)"
    }
}
