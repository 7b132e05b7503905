/// A selector list compiled for one tree: the form the matcher runs.
///
/// Names are resolved to the tree's tokens, values turned into UTF-8, each compound's
/// tests ordered cheapest first, and what can never match removed. Everything lives in
/// flat arrays of plain values that refer to each other by index, so that matching copies
/// no reference-counted values and calls no generic value witnesses: only the name table
/// depends on the tree's types.
@usableFromInline
struct CompiledSelectors<Tree: SelectorTree> {
    /// The tree's tokens for the names in the selectors; components refer to them by index.
    @usableFromInline var names: [Tree.Name] = []
    /// Each name's index in `names`, for compiling (a sheet's selectors use hundreds).
    var nameIndexes: [Tree.Name: Int] = [:]
    /// The UTF-8 of every ID, class, attribute value and language range, end to end;
    /// components refer to them by range.
    @usableFromInline var textBytes: [UInt8] = []
    /// `textBytes` with ASCII letters lowered, for case-insensitive comparisons.
    @usableFromInline var lowercasedTextBytes: [UInt8] = []
    /// The texts of `:lang()` ranges, as ranges of `textBytes`; `:lang()` components refer
    /// to a range of this.
    @usableFromInline var languageRanges: [Range<Int>] = []
    /// Every complex selector. Each selector list is a contiguous range of it.
    @usableFromInline var complexSelectors: [CompiledComplexSelector] = []
    /// Every compound selector. Each complex selector is a contiguous range of it.
    @usableFromInline var compounds: [CompiledCompound] = []
    /// Every simple selector. Each compound is a contiguous range of it.
    @usableFromInline var components: [CompiledComponent] = []
    /// The top-level selector list.
    @usableFromInline var topLevel: Range<Int> = 0..<0
    /// For each selector of the top-level list as parsed, its index in `complexSelectors`,
    /// or -1 when it can never match in this tree (and was left out of `topLevel`), or
    /// ``notCompiled`` when it is compiled on demand and has not been yet.
    @usableFromInline var topLevelMembers: [Int] = []
    /// A top-level member not compiled yet (see ``SelectorMemberMatcher/compile(selectorsAt:)``).
    static var notCompiled: Int { -2 }
    /// When every top-level selector's subject has the same type selector (`a[href]`,
    /// `div > p`), the index of its name, and the subject compounds no longer test it;
    /// else -1. ``SelectorMatcher/matchesTopLevel(_:)`` compares it first, inline, so that
    /// most elements cost one token comparison.
    @usableFromInline var subjectLocalName = -1
    /// Whether a selector has a `~` combinator or a `:has()` that ``MatchMemo`` serves.
    @usableFromInline var usesMatchMemo = false

    init() {}
}

/// A complex selector: its compounds, from the subject leftwards.
@usableFromInline
struct CompiledComplexSelector {
    /// Indexes into ``CompiledSelectors/compounds``; the first is the subject.
    @usableFromInline let compounds: Range<Int>
    /// For a relative selector of `:has()`, where its matches can be around the anchor.
    @usableFromInline let searchArea: HasSearchArea
    /// For a relative selector, whether finding no match around an anchor means finding
    /// none around any anchor in its search area: true when it starts with a descendant or
    /// `~` combinator (``MatchMemo``).
    @usableFromInline let failureCoversSearchArea: Bool

    init(compounds: Range<Int>, searchArea: HasSearchArea, failureCoversSearchArea: Bool = false) {
        self.compounds = compounds
        self.searchArea = searchArea
        self.failureCoversSearchArea = failureCoversSearchArea
    }
}

/// A compound selector, and the combinator to the compound on its left.
@usableFromInline
struct CompiledCompound {
    /// Indexes into ``CompiledSelectors/components``, cheapest and most selective first.
    @usableFromInline let components: Range<Int>
    /// The combinator between this compound and the next one to the left; unused for the
    /// leftmost compound.
    @usableFromInline let combinator: Combinator

    init(components: Range<Int>, combinator: Combinator) {
        self.components = components
        self.combinator = combinator
    }
}

/// A simple selector, compiled. Names are indexes into ``CompiledSelectors/names`` (-1
/// for a name the tree does not have), texts are ranges of
/// ``CompiledSelectors/textBytes``, and selector lists are ranges of
/// ``CompiledSelectors/complexSelectors``.
@usableFromInline
enum CompiledComponent {
    /// A type selector whose name is the same in lower case.
    case localName(Int)
    /// A type selector with upper-case letters: the lowercased name for HTML elements,
    /// the name as written for others.
    case localNameByNamespace(html: Int, other: Int)
    /// `#id`; `ignoringCase` in quirks mode.
    case id(Range<Int>, ignoringCase: Bool)
    /// `.class`; `ignoringCase` in quirks mode.
    case className(Range<Int>, ignoringCase: Bool)
    /// `[name]`
    case attributeExists(AttributeNameReference)
    /// `[name op value flag]`
    case attribute(AttributeNameReference, AttributeComparison, Range<Int>, AttributeCaseRule)
    /// `:not()`, without the members that can never match.
    case not(Range<Int>)
    /// `:is()` and `:where()`, without the members that can never match.
    case matchesAny(Range<Int>)
    /// `:has()`: relative selectors, each ending on the left with the anchor.
    case has(Range<Int>)
    /// `:nth-*()` and its shorthands, with the `of S` list if any.
    case nth(NthKind, NthPattern, filter: Range<Int>?)
    /// `:root`
    case root
    /// `:empty`
    case empty
    /// `:scope`
    case scope
    /// A state the tree answers.
    case state(ElementState)
    /// `:lang()`: the name of the `lang` attribute, and the lowercased language ranges
    /// as a range of ``CompiledSelectors/languageRanges``.
    case lang(attribute: Int, ranges: Range<Int>)
    /// The element `:has()` is evaluated for.
    case relativeAnchor

    /// The order in which a compound tries its components: cheap, selective tests first,
    /// and a type selector before anything else.
    var cost: Int {
        switch self {
        case .localName: -1
        case .localNameByNamespace, .id, .relativeAnchor, .root, .scope: 0
        case .className: 1
        case .attributeExists, .attribute: 2
        case .state, .empty: 3
        case .nth: 4
        case .matchesAny, .not, .lang: 5
        case .has: 6
        }
    }
}

/// An attribute name, compiled: on HTML elements the selector's name is lowercased first
/// (https://www.w3.org/TR/selectors-4/#attribute-selectors).
@usableFromInline
struct AttributeNameReference {
    /// Index of the lowercased name's token, or -1.
    @usableFromInline let html: Int
    /// Index of the as-written name's token, or -1. Equal to `html` when the name has no
    /// upper-case letters.
    @usableFromInline let other: Int

    init(html: Int, other: Int) {
        self.html = html
        self.other = other
    }
}

/// When an attribute value comparison ignores ASCII case
/// (https://html.spec.whatwg.org/multipage/semantics-other.html#case-sensitivity-of-selectors).
@usableFromInline
enum AttributeCaseRule {
    case caseSensitive
    case asciiCaseInsensitive
    /// Case-insensitive on HTML elements in HTML documents only: an attribute HTML lists,
    /// with no `s` or `i` flag.
    case asciiCaseInsensitiveOnHTMLElements
}

/// The elements around the anchor that `:has()` must try, from the relative selector's
/// combinators.
@usableFromInline
enum HasSearchArea {
    /// `:has(> a)`: the children.
    case children
    /// `:has(a)`, `:has(> a b)`: all descendants. Also the value for selectors that are
    /// not relative.
    case descendants
    /// `:has(+ a)`: the next sibling.
    case nextSibling
    /// `:has(~ a)`, `:has(+ a ~ b)`: the following siblings.
    case followingSiblings
    /// `:has(+ a b)`: the following siblings and their descendants.
    case followingSiblingsAndTheirDescendants
}
