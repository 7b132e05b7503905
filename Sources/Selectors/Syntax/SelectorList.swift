/// A parsed selector list, such as the argument of `querySelectorAll`
/// (https://www.w3.org/TR/selectors-4/#selector-list).
///
/// It does not depend on any tree: parse once, keep it (the DOM can cache it by text),
/// and bind it to a tree with ``bound(to:)`` to match.
///
/// ```swift
/// let list = try SelectorList(parsing: "div > p:not(.x)")
/// let paragraphs = list.bound(to: tree).querySelectorAll(in: .element(body), scope: body)
/// ```
public struct SelectorList: Sendable, Hashable, CustomStringConvertible {
    /// The text the list was parsed from.
    public let text: String

    /// The complex selectors of the list; an element matches the list when it matches
    /// any of them.
    let selectors: [ComplexSelector]

    /// Parses `text` as a selector list, as `querySelector` does
    /// (https://dom.spec.whatwg.org/#scope-match-a-selectors-string).
    ///
    /// - Throws: ``SelectorParseError`` when the text is not a valid selector list, or uses
    ///   something this engine does not support. One invalid member makes the whole list
    ///   invalid.
    public init(parsing text: String) throws(SelectorParseError) {
        self.text = text
        selectors = try SelectorParser(text).parseSelectorList()
    }

    /// The text the list was parsed from.
    public var description: String { text }
}
