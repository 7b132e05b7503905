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
        if let simple = SelectorParser.simpleSelectorList(text) {
            selectors = simple
        } else {
            selectors = try SelectorParser(text).parseSelectorList()
        }
    }

    /// The text the list was parsed from.
    public var description: String { text }

    /// One list holding the selectors of `lists`, in order: a style sheet's selectors,
    /// bound to a tree once and matched one at a time (``BoundSelectorList/matches(selectorAt:_:)``).
    public init(concatenating lists: [SelectorList]) {
        text = lists.map(\.text).joined(separator: ", ")
        selectors = lists.flatMap(\.selectors)
    }

    /// How many complex selectors the list holds.
    public var count: Int { selectors.count }

    /// The specificity of the selector at `index`
    /// (https://www.w3.org/TR/selectors-4/#specificity-rules).
    public func specificity(ofSelectorAt index: Int) -> Specificity {
        selectors[index].specificity
    }

    /// What the subject (the rightmost compound) of the selector at `index` requires, for
    /// finding the selectors an element may match without trying them all.
    public func subject(ofSelectorAt index: Int) -> SelectorSubject {
        var subject = SelectorSubject()
        guard let compound = selectors[index].compounds.first else { return subject }
        for component in compound.components {
            switch component {
            case .id(let id): subject.id = subject.id ?? id
            case .className(let name): subject.className = subject.className ?? name
            case .type(let name): subject.localName = name.lowercased
            case .pseudoElement(let name): subject.pseudoElement = name
            case .attribute(let attribute): subject.attributeName = subject.attributeName ?? attribute.name.lowercased
            default: break
            }
        }
        return subject
    }
}

extension SelectorList {
    /// Where the selector at `index` looks at siblings: nowhere, or in a compound that
    /// matches an ancestor, or in the subject. A style engine shares one computed style
    /// between element siblings alike in name and attributes when no selector tried for them
    /// looks at siblings in the subject, and between cousins (children of such siblings) when
    /// none looks at siblings anywhere.
    public func siblingDependence(ofSelectorAt index: Int) -> SiblingDependence {
        let selector = selectors[index]
        if let first = selector.combinators.first, first == .nextSibling || first == .subsequentSibling { return .subject }
        if Self.looksAtSiblings([selector.compounds[0]]) { return .subject }
        if selector.combinators.contains(where: { $0 == .nextSibling || $0 == .subsequentSibling })
            || Self.looksAtSiblings(Array(selector.compounds.dropFirst()))
        {
            return .ancestors
        }
        return .none
    }

    /// Whether the compounds test an element's position, children or form state
    /// (`:nth-*`, `:first-child`, `:empty`, `:has()`, `:checked`, …), directly or inside
    /// `:is()`/`:not()`, or hold a sibling combinator inside those.
    private static func looksAtSiblings(_ compounds: [CompoundSelector]) -> Bool {
        var pending = compounds
        while let compound = pending.popLast() {
            for component in compound.components {
                guard case .pseudoClass(let pseudoClass) = component else { continue }
                switch pseudoClass {
                case .nth, .empty, .has: return true
                case .state(let state) where state != .link: return true
                case .not(let list), .matchesAny(let list, _):
                    for complex in list {
                        if complex.combinators.contains(where: { $0 == .nextSibling || $0 == .subsequentSibling }) { return true }
                        pending.append(contentsOf: complex.compounds)
                    }
                default: break
                }
            }
        }
        return false
    }
}

/// Where a selector looks at an element's siblings (see
/// ``SelectorList/siblingDependence(ofSelectorAt:)``), in increasing order of what it rules out.
public enum SiblingDependence: UInt8, Comparable, Sendable {
    case none, ancestors, subject

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension SelectorList {
    /// Names that some ancestor of every element the selector at `index` matches must
    /// have: the type, ID and class selectors of the compounds joined to the right by a
    /// descendant or child combinator (`.menu li > a` → `.menu`, `li`). A style engine
    /// keeps the names of an element's ancestors in a filter and skips the selectors
    /// whose names are not all there without matching them.
    public func ancestorNames(ofSelectorAt index: Int) -> [SelectorAncestorName] {
        let selector = selectors[index]
        var names: [SelectorAncestorName] = []
        for (position, compound) in selector.compounds.enumerated().dropFirst() {
            let combinator = selector.combinators[position - 1]
            guard combinator == .descendant || combinator == .child else { continue }
            for component in compound.components {
                switch component {
                case .type(let name): names.append(.localName(name.lowercased))
                case .id(let id): names.append(.id(id))
                case .className(let name): names.append(.className(name))
                default: break
                }
            }
        }
        return names
    }
}

/// A name an ancestor must have (see ``SelectorList/ancestorNames(ofSelectorAt:)``).
public enum SelectorAncestorName: Hashable, Sendable {
    /// A local name, lowercased.
    case localName(String)
    case id(String)
    case className(String)
}

/// What the subject compound of a selector requires of an element: an ID, a class, a
/// local name, an attribute, or a pseudo-element (which no element matches).
public struct SelectorSubject: Hashable, Sendable {
    /// An ID the element must have.
    public var id: String?
    /// A class the element must have (the first written).
    public var className: String?
    /// The local name, lowercased, the element must have (HTML elements in HTML documents).
    public var localName: String?
    /// An attribute, lowercased, the element must have.
    public var attributeName: String?
    /// The pseudo-element the selector is for, lowercased: the selector matches no element.
    public var pseudoElement: String?

    /// Nothing required.
    public init() {}
}
