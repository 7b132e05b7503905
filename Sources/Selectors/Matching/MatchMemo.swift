/// What a matcher has already learnt about one state of the tree, so that selectors whose
/// plain evaluation looks at the same elements again for each element they are matched
/// against stay linear in the size of the page:
///
/// - `A ~ B`: each `B` looks back through all its earlier siblings for an `A`. What the
///   walk from an element found (its outcome) is kept, so the walk from the next sibling
///   stops at it: 100,000 `<li>`s against `.absent ~ li` took minutes, as each one walked
///   back through all before it.
/// - `:has()` whose relative selector starts with a descendant or `~` combinator
///   (`:has(.x)`, `:has(~ .x)`): when nothing in an anchor's search area matches, nothing
///   does for an anchor inside that area (its area is a part of the first one, and the
///   combinator still reaches it from the outer anchor), so those anchors are known to
///   fail without looking, as WebKit's `:has()` cache marks a failure for a whole subtree
///   (`SelectorChecker::matchHasPseudoClass`).
///
/// The memo holds for one version of the tree (``SelectorTree/matchingVersion``) and is
/// emptied when that changes; a tree without versions gets no memo.
@usableFromInline
final class MatchMemo<Element: Hashable> {
    /// The tree's version the entries hold for.
    @usableFromInline var version: UInt64 = .max
    /// For a compound (by index) and an element: how matching the compound against the
    /// element's earlier siblings, from the nearest back, ended (the loop of a `~`
    /// combinator in ``SelectorMatcher/match(_:from:_:anchor:)``).
    @usableFromInline var earlierSiblings: [Key: MatchOutcome] = [:]
    /// Relative selectors (by index) with anchors known to find no match.
    @usableFromInline var failedAnchors: Set<Key> = []

    @usableFromInline
    struct Key: Hashable {
        @usableFromInline let index: Int
        @usableFromInline let element: Element

        @inlinable
        init(_ index: Int, _ element: Element) {
            self.index = index
            self.element = element
        }
    }

    @usableFromInline
    init() {}

    /// Whether the memo may be used for the tree at `version`, emptying it first when
    /// the tree has changed since it was filled.
    @inlinable
    func isUsable(at version: UInt64?) -> Bool {
        guard let version else { return false }
        if version != self.version {
            self.version = version
            if !earlierSiblings.isEmpty { earlierSiblings.removeAll() }
            if !failedAnchors.isEmpty { failedAnchors.removeAll() }
        }
        return true
    }
}
