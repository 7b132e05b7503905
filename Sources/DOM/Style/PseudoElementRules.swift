import CSS
import Selectors

/// The pseudo-elements whose style a page's rules give and scripts or rendered text read:
/// `::before` and `::after` (boxes rendered text accounts for), `::first-letter` (whose
/// `text-transform` and `visibility` WebKit's `innerText` applies), and `::first-line` and
/// `::marker` (which `getComputedStyle` answers for, and `innerText` ignores).
///
/// https://drafts.csswg.org/css-pseudo-4/
public enum PseudoElement: Int, CaseIterable, Sendable {
    case before, after, firstLetter, firstLine, marker

    /// The names selectors use (lowercased, without colons), by raw value.
    static let names = ["before", "after", "first-letter", "first-line", "marker"]
    /// The first of ``names``, whose rules rendered text reads: `::first-line` and
    /// `::marker` change nothing in WebKit's `innerText`, so their rules (the user agent's
    /// `::marker`, which every element would be tried against) wait for `getComputedStyle`.
    static let renderedTextNames = Array(names.prefix(3))

    /// The pseudo-element a `getComputedStyle` argument names (`::before`, `:after`, any
    /// ASCII case), or nil.
    public init?(argument: String) {
        let lowered = asciiLowercase(argument)
        let name = lowered.hasPrefix("::") ? lowered.dropFirst(2) : lowered.hasPrefix(":") ? lowered.dropFirst() : ""
        guard let index = Self.names.firstIndex(of: String(name)) else { return nil }
        self.init(rawValue: index)
    }
}

/// The user agent's and a page's rules for pseudo-elements, kept apart from the
/// elements' rules: each selector matches the originating element, filed in buckets as the
/// elements' rules are. The user agent's are for `q` only: an element that no rule's
/// bucket names (the most, on a page without such rules) is passed over at the cost of a
/// few lookups.
final class PseudoElementRules {
    /// The rules, bound to the tree.
    private(set) var rules: BoundRules?
    /// Whether any rule is for `::first-letter`: else no element has one, and an
    /// element's `innerText` need not look above it for one.
    private(set) var hasFirstLetterRules = false
    /// What the rule set was made from: the sheets and their versions, the environment, the
    /// mode, the properties.
    private var signature: [(ObjectIdentifier, Int)] = []
    private var environment: MediaEnvironment?
    private var quirksMode = false
    private var coversAllProperties = false
    private var ruleSet: CSSRuleSet?
    /// The blocks matched for the pseudo-elements of one element, reused.
    var matched: [CSSMatchedBlock] = []
    var matchedByPseudoElement: [[CSSMatchedBlock]] = PseudoElement.names.map { _ in [] }

    /// Gathers the rules again when the sheets, the environment, the mode or the properties
    /// asked for changed, and binds them to `tree` (whose names may have changed). Unless
    /// every property is asked for, rules that set nothing rendered text reads of a box
    /// (`CSSPropertyFilter.generatedBoxes`: `*::before { box-sizing: … }`) are left out.
    func update(sheets: [CSSStyleSheet], signature: [(ObjectIdentifier, Int)], environment: MediaEnvironment,
                quirksMode: Bool, coversAllProperties: Bool, tree: DocumentSelectorTree) {
        if ruleSet == nil || environment != self.environment || quirksMode != self.quirksMode
            || coversAllProperties != self.coversAllProperties || !signature.elementsEqual(self.signature, by: { $0 == $1 })
        {
            let sources = Self.userAgentSources(quirksMode: quirksMode)
                + sheets.map { CSSRuleSet.Source(sheet: $0, isUserAgent: false) }
            ruleSet = CSSRuleSet(sources: sources, environment: environment, quirksMode: quirksMode,
                                 preparesMatchData: false, properties: coversAllProperties ? nil : .generatedBoxes,
                                 pseudoElements: coversAllProperties ? PseudoElement.names : PseudoElement.renderedTextNames)
            self.signature = signature
            self.environment = environment
            self.quirksMode = quirksMode
            self.coversAllProperties = coversAllProperties
        }
        rules = ruleSet.map { BoundRules($0, tree: tree, environment: environment) }
        hasFirstLetterRules = ruleSet?.pseudoElementIndices.contains(UInt8(PseudoElement.firstLetter.rawValue)) ?? false
    }

    /// The user agent's sheets with only the rules that can hold rules for `::before` and
    /// `::after` (its style rules for them, and its at-rules), which every document's
    /// rules start with: walking the whole sheets cost each document as much again.
    private static func userAgentSources(quirksMode: Bool) -> [CSSRuleSet.Source] {
        quirksMode ? userAgentQuirksSources : userAgentStandardSources
    }

    nonisolated(unsafe) private static let userAgentStandardSources = reducedUserAgentSources(quirksMode: false)
    nonisolated(unsafe) private static let userAgentQuirksSources = reducedUserAgentSources(quirksMode: true)

    private static func reducedUserAgentSources(quirksMode: Bool) -> [CSSRuleSet.Source] {
        CSSRuleSet.userAgentSources(quirksMode: quirksMode).map { source in
            let sheet = source.sheet.keepingRules { rule in
                guard let style = rule as? CSSStyleRule else { return true }
                return style.selectors.hasPseudoElement(among: PseudoElement.names) || !style.nestedRules.isEmpty
            }
            return CSSRuleSet.Source(sheet: sheet, isUserAgent: source.isUserAgent, namespace: source.namespace)
        }
    }

    /// The bound rules, unless `element` is in none of their buckets: it has no ID or no
    /// class where rules need one, and no rule is for its name or for any element.
    func rules(mayMatch element: NodeID, in store: NodeStore) -> BoundRules? {
        guard let rules else { return nil }
        let ruleSet = rules.ruleSet
        if !ruleSet.otherRules.isEmpty { return rules }
        let name = Int(store.localName(of: element).rawValue)
        if name < rules.localNameBuckets.count && rules.localNameBuckets[name] >= 0 { return rules }
        if ruleSet.classes.count > 0, store.attribute(.class, of: element)?.isEmpty == false { return rules }
        if ruleSet.ids.count > 0, store.attribute(.id, of: element)?.isEmpty == false { return rules }
        return nil
    }
}
