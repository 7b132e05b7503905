/// A selector that is invalid, or that this engine does not support.
///
/// The JavaScript bindings throw it as a `DOMException` named `SyntaxError`
/// (https://dom.spec.whatwg.org/#scope-match-a-selectors-string).
public struct SelectorParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The selector text as it was given.
    public let selector: String

    /// Where parsing stopped, in UTF-16 code units from the start of ``selector``, as
    /// JavaScript counts string positions.
    public let offset: Int

    /// What was wrong, in a few words: "expected a selector after '>'".
    public let reason: String

    /// Makes an error for `selector` that stopped at UTF-16 `offset` because of `reason`.
    public init(selector: String, offset: Int, reason: String) {
        self.selector = selector
        self.offset = offset
        self.reason = reason
    }

    /// One line for people: `'div >' is not a valid selector: expected a selector after
    /// '>' at position 5`.
    public var description: String {
        "'\(selector)' is not a valid selector: \(reason) at position \(offset)"
    }
}
