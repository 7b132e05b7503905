/// A predicate format string that does not parse, or that uses what the evaluator does not
/// know (a key, a variable, a function, an operand of the wrong kind), with where it is.
///
/// Positions count Unicode scalars from the start of the predicate text; lines and columns
/// start at 1, as an editor shows them.
public struct PredicateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the problem starts, in Unicode scalars from the start of the text.
    public let offset: Int
    /// The 1-based line of ``offset``.
    public let line: Int
    /// The 1-based column of ``offset`` on its line.
    public let column: Int
    /// What was wrong, and for a syntax error what was expected there.
    public let message: String

    /// An error at `offset` of `text`.
    init(in text: PredicateText, at offset: Int, _ message: String) {
        self.offset = offset
        (line, column) = text.lineAndColumn(of: offset)
        self.message = message
    }

    /// `line 3, column 12: expected ')' to close SUBQUERY(, found 'AND'`.
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// The text of a predicate as Unicode scalars, so that positions are stable and cheap.
struct PredicateText: Sendable {
    /// The scalars of the text.
    let scalars: [Unicode.Scalar]

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// The 1-based line and column of scalar `offset`.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, scalars.count) where scalars[index] == "\n" {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// `line 3, column 12`.
    func location(of offset: Int) -> String {
        let (line, column) = lineAndColumn(of: offset)
        return "line \(line), column \(column)"
    }

    /// The text of `range`, clamped to the text.
    subscript(range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<scalars.count)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[clamped])
        return String(text)
    }
}
