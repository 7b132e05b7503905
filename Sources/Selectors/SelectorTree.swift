/// The tree that selectors are matched against, as the selector engine sees it.
///
/// The engine only ever looks at elements. It reaches them through cheap handles
/// (`Element`, such as an index into the DOM's node storage) and asks the tree about
/// them through this protocol. Text, comments, the document and fragments stay hidden:
/// they show only through ``parentElement(of:)`` returning `nil`, ``isRoot(_:)`` and
/// ``isEmpty(_:)``.
///
/// Names are the tree's own tokens. The engine turns every name in a selector into a
/// token once, when a ``SelectorList`` is bound to a tree (``SelectorList/bound(to:)``),
/// and from then on compares tokens. A name the tree has never seen matches nothing,
/// without comparing any string.
///
/// Matching calls these methods millions of times on a large page. They must not
/// allocate, and should be O(1) apart from ``attributeValue(of:named:)``, which may scan
/// the element's attributes. The engine's matching code is inlinable and is specialized
/// for the conforming type where it is called, so these calls become direct calls; keep
/// them cheap to inline too. In particular, node storage in `var` properties of a class
/// pays a dynamic exclusivity check on every call, which costs more than the matching
/// itself (`@exclusivity(unchecked)` on that storage avoids it).
public protocol SelectorTree {
    /// A handle to one element of the tree. Equal handles are the same element.
    associatedtype Element: Hashable

    /// The tree's token for a local name or an attribute name.
    associatedtype Name: Hashable

    /// The token for `string`, compared exactly (case-sensitively), or `nil` when no
    /// element and no attribute in the tree has that local name or attribute name.
    ///
    /// Local names and attribute names share one set of tokens. The engine asks for a
    /// selector's names both as written and ASCII-lowercased.
    func internedName(_ string: String) -> Name?

    /// The parent of `element` if that parent is an element; `nil` when the parent is a
    /// document or a document fragment, or when `element` has no parent.
    func parentElement(of element: Element) -> Element?

    /// Whether the parent of `element` is a document (`:root`); false for the children of
    /// a document fragment.
    func isRoot(_ element: Element) -> Bool

    /// The closest preceding sibling of `element` that is an element. It must also work
    /// for elements whose parent is a document or fragment.
    func previousElementSibling(of element: Element) -> Element?

    /// The closest following sibling of `element` that is an element. It must also work
    /// for elements whose parent is a document or fragment.
    func nextElementSibling(of element: Element) -> Element?

    /// The first child of `element` that is an element.
    func firstElementChild(of element: Element) -> Element?

    /// Whether `element` is `:empty`: it has no element child and no text or CDATA child
    /// whose data is non-empty. Comments and processing instructions do not count.
    func isEmpty(_ element: Element) -> Bool

    /// The local name of `element` (`div`, `foreignObject`), as a token.
    func localName(of element: Element) -> Name

    /// The element after `element` in tree order that is a descendant of `root`, or of a
    /// document or fragment when `root` is `nil`; `nil` when there is none. A default built
    /// on the element navigation above is provided.
    func following(_ element: Element, within root: Element?) -> Element?

    /// ``following(_:within:)`` restricted to elements whose local name is `name`.
    func following(_ element: Element, named name: Name, within root: Element?) -> Element?

    /// Whether `element` is in the HTML namespace and its node document is an HTML
    /// document. Such elements match type selectors and attribute names
    /// ASCII-case-insensitively.
    func isHTMLElementInHTMLDocument(_ element: Element) -> Bool

    /// The value of the attribute of `element` named `name` (the attribute's qualified
    /// name, as `getAttribute` would find it on a non-HTML element), or `nil` when the
    /// element has no such attribute.
    func attributeValue(of element: Element, named name: Name) -> String?

    /// Whether `element` has an attribute named `name`. A default implementation asks
    /// ``attributeValue(of:named:)``; a tree can answer without producing the value.
    func hasAttribute(_ element: Element, named name: Name) -> Bool

    /// The ID of `element`: the value of its `id` attribute, or `nil` when it has none.
    func id(of element: Element) -> String?

    /// The value of the `class` attribute of `element`, or `nil` when it has none. The
    /// engine splits it on ASCII whitespace itself, without allocating.
    func classAttribute(of element: Element) -> String?

    /// Whether `element` is in `state`, for the pseudo-classes that depend on what kind
    /// of element it is (`:checked`, `:disabled`, `:enabled`, `:link`, `:defined`).
    func element(_ element: Element, isIn state: ElementState) -> Bool

    /// Whether the document is in quirks mode. Class and ID selectors then match
    /// ASCII-case-insensitively
    /// (https://html.spec.whatwg.org/multipage/semantics-other.html#case-sensitivity-of-selectors).
    var isInQuirksMode: Bool { get }

    /// A number that changes whenever the tree changes in a way selectors can see (its
    /// children, attributes or text), or `nil` when the tree keeps none. While it stays
    /// the same, a matcher remembers what it learnt about the tree (``MatchMemo``); a
    /// tree without one gets a matcher that remembers nothing.
    var matchingVersion: UInt64? { get }
}

extension SelectorTree {
    /// No version: matchers remember nothing between elements.
    @inlinable
    public var matchingVersion: UInt64? { nil }

    /// Whether `element` has an attribute named `name`: whether
    /// ``attributeValue(of:named:)`` finds one.
    @inlinable
    public func hasAttribute(_ element: Element, named name: Name) -> Bool {
        attributeValue(of: element, named: name) != nil
    }
}

/// An element state that a pseudo-class asks the tree about through
/// ``SelectorTree/element(_:isIn:)``.
///
/// Each case links the HTML definition that the tree implements.
public enum ElementState: Sendable, Hashable, CaseIterable {
    /// `:checked`: https://html.spec.whatwg.org/multipage/semantics-other.html#selector-checked
    case checked
    /// `:disabled`: https://html.spec.whatwg.org/multipage/semantics-other.html#selector-disabled
    case disabled
    /// `:enabled`: https://html.spec.whatwg.org/multipage/semantics-other.html#selector-enabled
    case enabled
    /// `:link` and `:any-link`, since a page here has no visited links: `a` and `area`
    /// elements with an `href` attribute (not `link` elements):
    /// https://html.spec.whatwg.org/multipage/semantics-other.html#selector-link
    case link
    /// `:defined`: https://html.spec.whatwg.org/multipage/semantics-other.html#selector-defined
    case defined
}

/// Where ``BoundSelectorList/querySelector(in:scope:)`` and
/// ``BoundSelectorList/querySelectorAll(in:scope:)`` look: the descendants of a node.
public enum SearchRoot<Element: Hashable>: Hashable {
    /// The descendants of an element.
    case element(Element)
    /// The descendants of a document or document fragment, given by its first element
    /// child (`nil` when it has none). The search visits that element, its following
    /// element siblings and all their descendants.
    case documentOrFragment(firstElementChild: Element?)
}
