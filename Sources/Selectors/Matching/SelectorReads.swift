/// What a selector list reads of a tree (``SelectorList/reads``): for a style engine that
/// keeps each element's style and, when the tree changes, must know which styles the change
/// can alter.
public struct SelectorReads: Sendable {
    /// The names of the attributes the selectors test, lowercased.
    public var attributes: Set<String> = []
    /// The IDs the selectors test, as written.
    public var ids: Set<String> = []
    /// The class names the selectors test, as written.
    public var classes: Set<String> = []
    /// Whether a selector tests `:empty`, the only selector that reads text.
    public var emptiness = false
    /// Whether a selector uses `:has()`, which reads an element's descendants and later
    /// siblings: a change may then change a match anywhere above or before it.
    public var relatives = false
    /// Which element siblings of an element can match differently when an attribute of the
    /// element changes (besides the element and its descendants): the following ones when a
    /// selector has a sibling combinator or `:nth-child(… of S)`, all of them when one has
    /// `:nth-last-child(… of S)`. Their descendants can too.
    public var attributeSiblings = SiblingReach.none

    /// Reads nothing: what ``SelectorList/reads`` starts from.
    public init() {}
}

/// Which element siblings of an element a change to it reaches (see
/// ``SelectorReads/attributeSiblings``), in increasing order.
public enum SiblingReach: UInt8, Comparable, Sendable {
    case none, following, all

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
