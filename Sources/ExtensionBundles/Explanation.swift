/// Why a rule gave its answer: one line naming the clause that decided it, with the lines
/// that explain that clause's parts below it.
public struct Explanation: Sendable, Hashable, CustomStringConvertible {
    /// The line: `SUBQUERY(extensionItems, $extensionItem, …).@count == 1 is false: left 0, right 1`.
    public let text: String
    /// What explains this line, one level further in.
    public let details: [Explanation]

    /// A line with the lines that explain it.
    public init(_ text: String, details: [Explanation] = []) {
        self.text = text
        self.details = details
    }

    /// The lines, each indented two spaces per level below this one.
    public var lines: [String] {
        var lines: [String] = []
        var pending: [(Explanation, Int)] = [(self, 0)]
        while let (explanation, level) = pending.popLast() {
            lines.append(String(repeating: "  ", count: level) + explanation.text)
            pending.append(contentsOf: explanation.details.reversed().map { ($0, level + 1) })
        }
        return lines
    }

    /// The lines joined with line feeds.
    public var description: String { lines.joined(separator: "\n") }
}
