/// A complex selector: compound selectors joined by combinators
/// (https://www.w3.org/TR/selectors-4/#complex).
///
/// It is stored the way it is matched, right to left: `compounds[0]` is the subject, the
/// compound that must match the element itself.
struct ComplexSelector: Sendable, Hashable {
    /// The compound selectors, from the subject leftwards.
    var compounds: [CompoundSelector]

    /// `combinators[i]` joins `compounds[i]` to `compounds[i + 1]`, the compound on its
    /// left. There is one combinator fewer than compounds.
    var combinators: [Combinator]
}

/// A compound selector: simple selectors that must all match one element
/// (https://www.w3.org/TR/selectors-4/#compound).
struct CompoundSelector: Sendable, Hashable {
    /// The simple selectors, in the order they were written.
    var components: [SimpleSelector]
}

/// How two compound selectors relate (https://www.w3.org/TR/selectors-4/#combinators).
@usableFromInline
enum Combinator: Sendable, Hashable {
    /// Whitespace: the left compound matches an ancestor.
    case descendant
    /// `>`: the left compound matches the parent.
    case child
    /// `+`: the left compound matches the previous element sibling.
    case nextSibling
    /// `~`: the left compound matches some earlier element sibling.
    case subsequentSibling

    /// How the combinator is written, for error messages.
    var symbol: String {
        switch self {
        case .descendant: " "
        case .child: ">"
        case .nextSibling: "+"
        case .subsequentSibling: "~"
        }
    }
}
