/// Whether a share would offer an extension, and why: the first line names the clause of
/// the activation rule that decided it, the lines below explain that clause.
public struct ActivationVerdict: Sendable, Hashable {
    /// Whether the share sheet would list the extension.
    public let offered: Bool
    /// Why.
    public let explanation: Explanation

    /// A verdict with its explanation.
    public init(offered: Bool, explanation: Explanation) {
        self.offered = offered
        self.explanation = explanation
    }

    /// The first line without its `offered: ` or `not offered: `: the clause that decided.
    public var decidingClause: String {
        let text = explanation.text
        for prefix in ["not offered: ", "offered: "] where text.hasPrefix(prefix) { return String(text.dropFirst(prefix.count)) }
        return text
    }

    /// The explanation's lines, indented by level.
    public var reasons: [String] { explanation.lines }
}
