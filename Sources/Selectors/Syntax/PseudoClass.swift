/// A pseudo-class the engine understands (https://www.w3.org/TR/selectors-4/#pseudo-classes).
enum PseudoClass: Sendable, Hashable {
    /// `:not(list)`: the element matches none of the selectors.
    case not([ComplexSelector])
    /// `:is(list)`, `:where(list)` and WebKit's `:-webkit-any(list)`: the element matches
    /// one of the selectors. They differ only in specificity: `:where()` adds none.
    case matchesAny([ComplexSelector], isWhere: Bool)
    /// `:has(relative list)`. Each selector ends on the left with
    /// ``SimpleSelector/relativeAnchor``.
    case has([ComplexSelector])
    /// `:nth-child()` and its relatives, including `:first-child`, `:last-of-type` and so on.
    case nth(NthSelector)
    /// `:root`
    case root
    /// `:empty`
    case empty
    /// `:scope`, and `&` outside a style rule.
    case scope
    /// A pseudo-class that the tree answers: `:checked`, `:link`, …
    case state(ElementState)
    /// `:lang(ranges)`, with the ranges ASCII-lowercased.
    case lang([String])
    /// A pseudo-class that no element of a static, unrendered page is in, such as `:hover`
    /// or `:focus`, by its lowercased name. Valid, and matches nothing.
    case neverInStaticPage(String)
}

/// A `:nth-*()` pseudo-class, or one of its shorthands such as `:first-child`
/// (https://www.w3.org/TR/selectors-4/#child-index).
struct NthSelector: Sendable, Hashable {
    /// Which siblings are counted, and from which end.
    var kind: NthKind
    /// The positions that match.
    var pattern: NthPattern
    /// `of S`: only siblings matching S count, and the element must match S.
    var filter: [ComplexSelector]?
}

/// Which siblings a `:nth-*()` pseudo-class counts.
@usableFromInline
enum NthKind: Sendable, Hashable {
    /// `:nth-child()`: all element siblings, from the first.
    case child
    /// `:nth-last-child()`: all element siblings, from the last.
    case lastChild
    /// `:nth-of-type()`: siblings with the same local name, from the first.
    case ofType
    /// `:nth-last-of-type()`: siblings with the same local name, from the last.
    case lastOfType
}

/// The positions An+B (https://www.w3.org/TR/css-syntax-3/#anb-microsyntax).
@usableFromInline
struct NthPattern: Sendable, Hashable {
    /// The step A.
    @usableFromInline var step: Int
    /// The offset B.
    @usableFromInline var offset: Int

    init(step: Int, offset: Int) {
        self.step = step
        self.offset = offset
    }

    /// `0n+1`, the pattern of `:first-child` and its relatives.
    static let first = NthPattern(step: 0, offset: 1)

    /// Whether the 1-based `position` is An+B for some integer n ≥ 0.
    @inlinable
    func matches(position: Int) -> Bool {
        let distance = position - offset
        if step == 0 { return distance == 0 }
        return distance % step == 0 && distance / step >= 0
    }
}
