public import Selectors

/// The style rules of a set of sheets that apply in an environment, flattened for
/// matching: `@media`, `@supports` and imports resolved, cascade layers ranked, every
/// selector with its specificity and order, and rules filed by what their selectors'
/// subjects require (an ID, a class, a tag name), so that an element is tried only
/// against the rules that could match it.
///
/// https://drafts.csswg.org/css-cascade-5/#cascade-sort
public final class CSSRuleSet {
    /// One selector of a style rule.
    public struct Rule {
        /// The rule whose declarations apply.
        public let styleRule: CSSStyleRule
        /// The selector's index in ``selectors``.
        public let selectorIndex: Int
        /// Order of appearance.
        public let order: UInt32
        /// Where the rule sits in the cascade.
        public let level: CSSCascadeLevel
        /// The namespace the rule's elements must be in, when its sheet declares a default
        /// namespace (the user agent's sheets do: XHTML for HTML's, SVG for SVG's).
        public let namespace: Namespace
    }

    /// The default namespace of a sheet, as far as matching needs it.
    public enum Namespace: Sendable {
        case any, html, svg
    }

    /// A sheet to take rules from.
    public struct Source {
        public let sheet: CSSStyleSheet
        public let isUserAgent: Bool
        public let namespace: Namespace

        public init(sheet: CSSStyleSheet, isUserAgent: Bool, namespace: Namespace = .any) {
            self.sheet = sheet
            self.isUserAgent = isUserAgent
            self.namespace = namespace
        }
    }

    /// Every selector of every rule, in one list, to be bound to a tree once.
    public let selectors: SelectorList
    /// The rules, in order of appearance.
    public let rules: [Rule]
    /// What matching reads of each rule, without references (so that trying a rule costs
    /// no reference counting); empty when the set was made with `preparesMatchData: false`,
    /// whose user makes a rule's with ``makeMatchData(ofRule:)`` the first time it tries it.
    public let matchData: [MatchData]
    /// Whether IDs and classes ignore ASCII case (quirks mode).
    public let quirksMode: Bool
    /// Each rule's style rule, whose declarations are read when it first matches.
    public let styleRules: [CSSStyleRule]
    /// The names of the attributes the rules' selectors test, lowercased.
    public let attributeNames: Set<String>
    /// The IDs and class names the rules' selectors test, as written.
    public let usedIDs: Set<String>
    public let usedClasses: Set<String>
    /// Whether a rule's selector tests `:empty`: then a change to text can change a style.
    public let readsEmptiness: Bool
    /// Whether a rule's selector uses `:has()`: then a change anywhere can change the style
    /// of an ancestor or an earlier element.
    public let readsRelatives: Bool
    /// Which siblings of an element a change to its attributes can change the style of
    /// (see `SelectorReads.attributeSiblings`).
    public let attributeSiblings: SiblingReach

    /// What matching reads of a rule.
    public struct MatchData: Sendable {
        public let selectorIndex: Int32
        public let specificity: UInt32
        public let order: UInt32
        public let layerRank: UInt16
        public let isUserAgent: Bool
        public let namespace: Namespace
        public let ancestorHashes: (UInt32, UInt32, UInt32, UInt32)
        /// Where the selector looks at siblings (see
        /// `SelectorList.siblingDependence(ofSelectorAt:)`).
        public let siblingDependence: SiblingDependence

        /// Where the rule sits in the cascade.
        public var level: CSSCascadeLevel { isUserAgent ? .userAgent : .author(layer: layerRank) }

        /// A value to fill a list with until each rule's is made.
        public static let placeholder = MatchData(
            selectorIndex: -1, specificity: 0, order: 0, layerRank: 0, isUserAgent: false, namespace: .any,
            ancestorHashes: (0, 0, 0, 0), siblingDependence: .none)

        /// Whether the filter lets the rule through: every required name may be there.
        @inline(__always)
        public func mayMatch(_ filter: CSSAncestorFilter) -> Bool {
            (ancestorHashes.0 == 0 || filter.mayContain(ancestorHashes.0))
                && (ancestorHashes.1 == 0 || filter.mayContain(ancestorHashes.1))
                && (ancestorHashes.2 == 0 || filter.mayContain(ancestorHashes.2))
                && (ancestorHashes.3 == 0 || filter.mayContain(ancestorHashes.3))
        }
    }
    /// Rules whose subject requires an ID, a class, a tag name; the others.
    public let ids: CSSNameTable
    public let classes: CSSNameTable
    public let localNames: CSSNameTable
    public let idRules: [[Int32]]
    public let classRules: [[Int32]]
    public let localNameRules: [[Int32]]
    public let otherRules: [Int32]
    /// Whether the set holds any rule (an element needs no matching when it holds none).
    public let hasRules: Bool
    /// For a set of pseudo-elements' rules, each rule's pseudo-element, as its index in
    /// the names the set was made for; empty for elements' rules.
    public let pseudoElementIndices: [UInt8]

    /// Flattens `sources` for `environment`, and files each rule in a bucket by its
    /// selector's subject. What matching reads of a rule (``MatchData``: specificity,
    /// ancestor names, sibling dependence) is made now for every rule, or with
    /// `preparesMatchData: false` left to ``makeMatchData(ofRule:)``: a page's sheets have
    /// many rules for IDs and classes the page never uses. With `properties`, only the
    /// style rules that can change a property it admits are kept. With `pseudoElements`
    /// (`before`, `after`), only the rules for those pseudo-elements are kept, each selector
    /// made to match its originating element (see
    /// `SelectorList.originatingElementSelectors(ofPseudoElements:)`), and
    /// ``pseudoElementIndices`` says which each rule is for.
    public init(
        sources: [Source], environment: MediaEnvironment, quirksMode: Bool, preparesMatchData: Bool = true,
        properties: CSSPropertyFilter? = nil, pseudoElements: [String] = []
    ) {
        var collector = Collector(environment: environment, properties: properties, pseudoElements: pseudoElements)
        for source in sources where !source.sheet.isDisabled && source.sheet.media.matches(environment) {
            collector.collect(source.sheet.rules, isUserAgent: source.isUserAgent, namespace: source.namespace)
        }
        let layerRanks = collector.layers.ranks()
        let selectors = SelectorList(concatenating: collector.lists)
        self.selectors = selectors
        var rules: [Rule] = []
        rules.reserveCapacity(collector.entries.count)
        var ids = CSSNameTable(ignoresCase: quirksMode)
        var classes = CSSNameTable(ignoresCase: quirksMode)
        var localNames = CSSNameTable(ignoresCase: true)
        var idRules: [[Int32]] = [], classRules: [[Int32]] = [], localNameRules: [[Int32]] = [], otherRules: [Int32] = []
        var pseudoElementIndices: [UInt8] = []
        for entry in collector.entries {
            let subject = selectors.subject(ofSelectorAt: entry.selectorIndex)
            if subject.pseudoElement != nil { continue }
            if !pseudoElements.isEmpty { pseudoElementIndices.append(entry.pseudoElement) }
            let level: CSSCascadeLevel = entry.isUserAgent ? .userAgent : .author(layer: layerRanks[entry.layer])
            let index = Int32(rules.count)
            rules.append(Rule(
                styleRule: entry.rule, selectorIndex: entry.selectorIndex, order: UInt32(rules.count), level: level,
                namespace: entry.namespace))
            if let id = subject.id {
                let number = ids.insert(id)
                if number == idRules.count { idRules.append([]) }
                idRules[number].append(index)
            } else if let className = subject.className {
                let number = classes.insert(className)
                if number == classRules.count { classRules.append([]) }
                classRules[number].append(index)
            } else if let localName = subject.localName {
                let number = localNames.insert(localName)
                if number == localNameRules.count { localNameRules.append([]) }
                localNameRules[number].append(index)
            } else {
                otherRules.append(index)
            }
        }
        self.rules = rules
        self.quirksMode = quirksMode
        matchData = preparesMatchData
            ? rules.map { Self.matchData(of: $0, selectors: selectors, quirksMode: quirksMode) } : []
        let reads = selectors.reads
        (attributeNames, usedIDs, usedClasses, readsEmptiness) = (reads.attributes, reads.ids, reads.classes, reads.emptiness)
        (readsRelatives, attributeSiblings) = (reads.relatives, reads.attributeSiblings)
        styleRules = rules.map(\.styleRule)
        self.ids = ids
        self.classes = classes
        self.localNames = localNames
        self.idRules = idRules
        self.classRules = classRules
        self.localNameRules = localNameRules
        self.otherRules = otherRules
        self.pseudoElementIndices = pseudoElementIndices
        hasRules = !rules.isEmpty
    }

    /// What matching reads of the rule at `index`.
    public func makeMatchData(ofRule index: Int) -> MatchData {
        Self.matchData(of: rules[index], selectors: selectors, quirksMode: quirksMode)
    }

    private static func matchData(of rule: Rule, selectors: SelectorList, quirksMode: Bool) -> MatchData {
        var layerRank = CSSCascadeLevel.unlayered
        if case .author(let layer) = rule.level { layerRank = layer }
        return MatchData(
            selectorIndex: Int32(rule.selectorIndex), specificity: selectors.specificity(ofSelectorAt: rule.selectorIndex).packed,
            order: rule.order, layerRank: layerRank, isUserAgent: rule.level == .userAgent, namespace: rule.namespace,
            ancestorHashes: ancestorHashes(selectors.ancestorNames(ofSelectorAt: rule.selectorIndex), quirksMode),
            siblingDependence: selectors.siblingDependence(ofSelectorAt: rule.selectorIndex))
    }

    /// The hashes of up to four ancestor names, IDs and classes first (the rarest).
    static func ancestorHashes(_ names: [SelectorAncestorName], _ quirksMode: Bool) -> (UInt32, UInt32, UInt32, UInt32) {
        var hashes: [UInt32] = []
        for name in names {
            if case .id(let id) = name { hashes.append(CSSAncestorFilter.hash(id, kind: 2, ignoringCase: quirksMode)) }
        }
        for name in names {
            if case .className(let className) = name {
                hashes.append(CSSAncestorFilter.hash(className, kind: 3, ignoringCase: quirksMode))
            }
        }
        for name in names {
            if case .localName(let localName) = name { hashes.append(CSSAncestorFilter.hash(localName, kind: 1, ignoringCase: true)) }
        }
        while hashes.count < 4 { hashes.append(0) }
        return (hashes[0], hashes[1], hashes[2], hashes[3])
    }

    /// Walks rules, keeping the style rules that apply.
    struct Collector {
        struct Entry {
            let rule: CSSStyleRule
            let selectorIndex: Int
            let layer: Int
            let isUserAgent: Bool
            let namespace: Namespace
            /// The index of the rule's pseudo-element among the collected ones.
            let pseudoElement: UInt8
        }

        let environment: MediaEnvironment
        /// Style rules that cannot change a property this admits are left out.
        let properties: CSSPropertyFilter?
        /// The pseudo-elements whose rules are collected; none for the elements' rules.
        let pseudoElements: [String]
        var lists: [SelectorList] = []
        var entries: [Entry] = []
        var selectorCount = 0
        var layers = CSSLayerTree()

        init(environment: MediaEnvironment, properties: CSSPropertyFilter?, pseudoElements: [String]) {
            self.environment = environment
            self.properties = properties
            self.pseudoElements = pseudoElements
        }

        /// An iterative walk: rules nest as deep as a sheet makes them. The list being walked
        /// is held apart from the stack of the lists it is nested in, so a rule without
        /// children costs no push and pop of its list.
        mutating func collect(_ rules: [CSSRule], isUserAgent: Bool, namespace: Namespace) {
            var stack: [(rules: [CSSRule], index: Int, layer: Int)] = []
            var list = rules
            var index = 0
            var layer = CSSLayerTree.root
            while true {
                guard index < list.count else {
                    guard let outer = stack.popLast() else { return }
                    (list, index, layer) = outer
                    continue
                }
                let rule = list[index]
                index += 1
                var children: [CSSRule]?
                var childLayer = layer
                switch rule {
                case let style as CSSStyleRule:
                    if pseudoElements.isEmpty || style.selectors.hasPseudoElement(among: pseudoElements),
                        properties.map(style.mayDeclare(anyOf:)) ?? true
                    {
                        add(style, layer: layer, isUserAgent: isUserAgent, namespace: namespace)
                    }
                    if !style.nestedRules.isEmpty { children = style.nestedRules }
                case let media as CSSMediaRule:
                    if media.media.matches(environment) { children = media.rules }
                case let supports as CSSSupportsRule:
                    if supports.matches { children = supports.rules }
                case let block as CSSLayerBlockRule:
                    children = block.rules
                    childLayer = layers.child(of: layer, named: block.name)
                case let statement as CSSLayerStatementRule:
                    for name in statement.names { _ = layers.child(of: layer, named: name) }
                case let importRule as CSSImportRule:
                    guard let sheet = importRule.styleSheet, !sheet.isDisabled, importRule.supportsMatches,
                        importRule.media.matches(environment)
                    else { continue }
                    children = sheet.rules
                    childLayer = importRule.layerName.map { layers.child(of: layer, named: $0) } ?? layer
                default:
                    continue
                }
                if let children {
                    stack.append((list, index, layer))
                    (list, index, layer) = (children, 0, childLayer)
                }
            }
        }

        mutating func add(_ rule: CSSStyleRule, layer: Int, isUserAgent: Bool, namespace: Namespace) {
            var list = rule.selectors
            // For pseudo-elements: their selectors, made to match the originating element.
            var original: SelectorList?
            if !pseudoElements.isEmpty {
                original = list
                list = list.originatingElementSelectors(ofPseudoElements: pseudoElements)
            }
            lists.append(list)
            for index in 0..<list.count {
                var pseudoElement: UInt8 = 0
                if let original {
                    guard let name = original.subject(ofSelectorAt: index).pseudoElement,
                        let found = pseudoElements.firstIndex(of: name)
                    else { continue }
                    pseudoElement = UInt8(found)
                }
                entries.append(Entry(rule: rule, selectorIndex: selectorCount + index, layer: layer,
                                     isUserAgent: isUserAgent, namespace: namespace, pseudoElement: pseudoElement))
            }
            selectorCount += list.count
        }
    }
}

/// Cascade layers in the order CSS ranks them: a layer's sublayers before its own rules,
/// layers in the order they are first named, rules in no layer last.
///
/// https://drafts.csswg.org/css-cascade-5/#layer-ordering
struct CSSLayerTree {
    static let root = 0
    /// Each layer's parent and children, in order of first appearance.
    private var parents: [Int] = [-1]
    private var children: [[Int]] = [[]]
    private var names: [String] = [""]

    /// The layer `name` (dotted names go down several levels; "" makes a new anonymous
    /// layer) inside `parent`.
    mutating func child(of parent: Int, named name: String) -> Int {
        if name.isEmpty { return add(parent: parent, name: "") }
        var current = parent
        for part in name.split(separator: ".") {
            let partName = String(part)
            if let existing = children[current].first(where: { names[$0] == partName }) {
                current = existing
            } else {
                current = add(parent: current, name: partName)
            }
        }
        return current
    }

    private mutating func add(parent: Int, name: String) -> Int {
        parents.append(parent)
        children.append([])
        names.append(name)
        let index = parents.count - 1
        children[parent].append(index)
        return index
    }

    /// Each layer's rank: post-order, the root (rules in no layer) last, as `UInt16.max`.
    func ranks() -> [UInt16] {
        var ranks = Array(repeating: UInt16(0), count: parents.count)
        var next: UInt16 = 0
        var stack: [(node: Int, childIndex: Int)] = [(Self.root, 0)]
        while var frame = stack.popLast() {
            if frame.childIndex < children[frame.node].count {
                let child = children[frame.node][frame.childIndex]
                frame.childIndex += 1
                stack.append(frame)
                stack.append((child, 0))
            } else {
                ranks[frame.node] = frame.node == Self.root ? CSSCascadeLevel.unlayered : min(next, CSSCascadeLevel.unlayered - 1)
                next &+= 1
            }
        }
        return ranks
    }
}
