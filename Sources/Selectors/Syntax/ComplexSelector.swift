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

    /// The selector's specificity (https://www.w3.org/TR/selectors-4/#specificity-rules).
    var specificity: Specificity {
        compounds.reduce(Specificity.zero) { $0 + $1.specificity }
    }
}

extension CompoundSelector {
    /// The specificity of the compound's simple selectors, added up.
    var specificity: Specificity {
        var total = Specificity.zero
        var index = 0
        while index < components.count {
            let component = components[index]
            total = total + component.specificity
            // `:only-child` and `:only-of-type` are parsed as two `:nth` tests; they count once.
            if case .pseudoClass(.nth(let first)) = component, first.filter == nil, first.pattern == .first,
                index + 1 < components.count, case .pseudoClass(.nth(let second)) = components[index + 1],
                second.filter == nil, second.pattern == .first,
                (first.kind, second.kind) == (.child, .lastChild) || (first.kind, second.kind) == (.ofType, .lastOfType)
            {
                index += 1
            }
            index += 1
        }
        return total
    }
}

extension SimpleSelector {
    /// What one simple selector adds to its selector's specificity.
    var specificity: Specificity {
        switch self {
        case .type, .noNamespaceType, .pseudoElement: Specificity(ids: 0, classes: 0, types: 1)
        case .universal, .relativeAnchor: .zero
        case .id: Specificity(ids: 1, classes: 0, types: 0)
        case .className, .attribute: Specificity(ids: 0, classes: 1, types: 0)
        case .pseudoClass(let pseudoClass):
            switch pseudoClass {
            case .not(let list), .has(let list), .matchesAny(let list, isWhere: false): .mostSpecific(of: list)
            case .matchesAny(_, isWhere: true): .zero
            case .nth(let nth): Specificity(ids: 0, classes: 1, types: 0) + .mostSpecific(of: nth.filter ?? [])
            default: Specificity(ids: 0, classes: 1, types: 0)
            }
        }
    }
}

/// A selector's specificity: its IDs, its classes (with attributes and pseudo-classes) and
/// its types (with pseudo-elements), compared in that order
/// (https://www.w3.org/TR/selectors-4/#specificity-rules).
public struct Specificity: Hashable, Comparable, Sendable {
    /// The three counts, each saturating at 1023, packed so that comparing the numbers
    /// compares the specificities: IDs in bits 20-29, classes in 10-19, types in 0-9.
    public let packed: UInt32

    /// A specificity of these counts.
    public init(ids: Int, classes: Int, types: Int) {
        packed = UInt32(min(ids, 1023)) << 20 | UInt32(min(classes, 1023)) << 10 | UInt32(min(types, 1023))
    }

    /// No IDs, classes or types.
    public static let zero = Specificity(ids: 0, classes: 0, types: 0)

    /// The number of ID selectors.
    public var ids: Int { Int(packed >> 20) }
    /// The number of class, attribute and pseudo-class selectors.
    public var classes: Int { Int(packed >> 10 & 1023) }
    /// The number of type selectors and pseudo-elements.
    public var types: Int { Int(packed & 1023) }

    /// The counts added up, each saturating.
    public static func + (left: Specificity, right: Specificity) -> Specificity {
        Specificity(ids: left.ids + right.ids, classes: left.classes + right.classes, types: left.types + right.types)
    }

    public static func < (left: Specificity, right: Specificity) -> Bool { left.packed < right.packed }

    /// The greatest specificity among `selectors`, or zero for none.
    static func mostSpecific(of selectors: [ComplexSelector]) -> Specificity {
        selectors.map(\.specificity).max() ?? .zero
    }
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
