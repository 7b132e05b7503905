public import CSS
import Selectors
import Synchronization

/// One document's style: its sheets' rules, bound to the tree, and the computed style of
/// each element asked about, kept until a change can alter it.
///
/// Nothing is done until something asks for a style (`innerText`, `getComputedStyle`,
/// `checkVisibility`, the selection's text): a page whose scripts never ask pays nothing.
/// A change to an element's attributes or to a node's children drops only the styles it
/// can alter (the store's `StyleChangeLog` says where it was; see `changedRoots`); a
/// change to a sheet (through CSSOM, a `style` element's text, a `style` or `link` element
/// coming or going), the mode, the environment or the names the rules were bound with, a
/// selector with `:has()`, or more changes than the log keeps, makes the next question
/// start over (a change to text only when it can change a style). Styles are then computed
/// again for the elements asked about and their ancestors only.
///
/// https://drafts.csswg.org/css-cascade-5/#cascading
final class DocumentStyle {
    /// The store that owns this object (and outlives it), held without a count. Every read
    /// of an `unowned(unsafe)` reference retains and releases the store; the paths run per
    /// element borrow it once through `withStore` and take it as a parameter instead.
    private let unmanagedStore: Unmanaged<NodeStore>
    var store: NodeStore { unmanagedStore.takeUnretainedValue() }
    let document: NodeID

    /// The store versions the kept styles were computed at.
    private var childListVersion = UInt64.max
    private var attributeVersion = UInt64.max
    private var characterDataVersion = UInt64.max
    private var styleSheetVersion = UInt64.max
    /// How far this document has read the store's `StyleChangeLog`.
    /// (`.max` before the first look, which starts over whatever the log holds.)
    private(set) var logPosition = UInt64.max
    /// Each sheet's identity and version, to know when the rules must be gathered again.
    private var sheetSignature: [(ObjectIdentifier, Int)] = []
    private var quirksMode = false

    /// The user agent's rules and the page's, bound to the tree.
    private var userAgentRules: BoundRules?
    private var authorRules: BoundRules?
    /// The page's rules for `::before` and `::after`, gathered and bound with its rules.
    let pseudoElementRules = PseudoElementRules()
    /// Whether the styles hold every property. Until something asks for one that rendered
    /// text does not read (`getComputedStyle`, an opacity check), the page's rules that set
    /// none of those it reads are left out (`CSSPropertyFilter.renderedText`): most set
    /// only colours, fonts and backgrounds, and are then never compiled or matched.
    private(set) var coversAllProperties = false

    // The arrays below are read and written for every element styled. A document's style
    // is confined to its store's thread and never holds two accesses to one of them at
    // once, so release builds leave the dynamic exclusivity checks out; debug builds keep
    // them, so an overlap traps in the tests.
    #if DEBUG
    /// Computed styles: `slots[node]` indexes `styles` when `stamps[node]` is the current
    /// generation.
    private var slots: [Int32] = []
    private var stamps: [UInt32] = []
    private var styles: [ComputedStyle] = []
    private var customProperties: [CSSCustomProperties] = []
    /// Per style: where the rules tried for it look at siblings. `.none`: an element alike
    /// in name and attributes whose parent shares the style of its parent's may share it too
    /// (a cousin); `.ancestors`: only an element sibling may; `.subject`: none may.
    private var siblingDependence: [SiblingDependence] = []
    /// The names of the ancestors of the element being styled, and those ancestors.
    private var ancestorFilter = CSSAncestorFilter()
    private var filterElements: [NodeID] = []
    /// `style` attributes and presentational hints already read, by text.
    private var declarationBlocks: [String: CSSDeclarationBlock] = [:]
    private var hintBlocks: [String: CSSDeclarationBlock] = [:]
    /// `style` attributes read for rendered text only (see `coversAllProperties`), by text:
    /// blocks of the declarations it reads, which `element.style` never sees.
    private var renderedTextBlocks: [String: CSSDeclarationBlock] = [:]
    private var matched: [CSSMatchedBlock] = []
    /// Styles by the parent's and the blocks they were computed from.
    private var matchedStyles = MatchedStyleCache()
    #else
    @exclusivity(unchecked) private var slots: [Int32] = []
    @exclusivity(unchecked) private var stamps: [UInt32] = []
    @exclusivity(unchecked) private var styles: [ComputedStyle] = []
    @exclusivity(unchecked) private var customProperties: [CSSCustomProperties] = []
    @exclusivity(unchecked) private var siblingDependence: [SiblingDependence] = []
    @exclusivity(unchecked) private var ancestorFilter = CSSAncestorFilter()
    @exclusivity(unchecked) private var filterElements: [NodeID] = []
    @exclusivity(unchecked) private var declarationBlocks: [String: CSSDeclarationBlock] = [:]
    @exclusivity(unchecked) private var hintBlocks: [String: CSSDeclarationBlock] = [:]
    @exclusivity(unchecked) private var renderedTextBlocks: [String: CSSDeclarationBlock] = [:]
    @exclusivity(unchecked) private var matched: [CSSMatchedBlock] = []
    @exclusivity(unchecked) private var matchedStyles = MatchedStyleCache()
    #endif
    /// Goes up whenever all the kept styles are dropped: what was derived from them at an
    /// earlier generation is stale. (A change to the tree drops only some, and a change
    /// to text may drop none: what holds styles by slot must also compare the store's
    /// versions.)
    private(set) var generation: UInt32 = 1
    /// What style sharing compares: per atom, whether an attribute of that name can change a
    /// style, and whether elements of that name never share.
    private var sharing: StyleSharing?

    let cascade: CSSCascade
    /// Where the rules tried while filling `matched` look at siblings, at most.
    #if DEBUG
    private var matchedSiblingDependence = SiblingDependence.none
    #else
    @exclusivity(unchecked) private var matchedSiblingDependence = SiblingDependence.none
    #endif

    init(store: NodeStore, document: NodeID) {
        unmanagedStore = Unmanaged.passUnretained(store)
        self.document = document
        let environment = store.mediaEnvironment
        cascade = CSSCascade(viewportWidth: environment.width, viewportHeight: environment.height)
    }

    /// Runs `body` with the store borrowed: no retain or release however often it reads it.
    @inline(__always) private func withStore<Result>(_ body: (NodeStore) -> Result) -> Result {
        unmanagedStore._withUnsafeGuaranteedRef(body)
    }

    // MARK: Keeping up with the tree

    /// Makes the styles hold every property from now on, starting over if they did not.
    func coverAllProperties() {
        guard !coversAllProperties else { return }
        coversAllProperties = true
        authorRules = nil
        styleSheetVersion = .max
    }

    /// Drops what a change to the tree or the sheets made stale.
    func update() { withStore { update(in: $0) } }

    private func update(in store: NodeStore) {
        let treeChanged = store.childListVersion != childListVersion || store.attributeVersion != attributeVersion
        let textChanged = store.characterDataVersion != characterDataVersion
        guard treeChanged || textChanged || store.styleSheetVersion != styleSheetVersion else {
            // Nothing changed, but nodes may have been made since the last look, and may get a
            // style now (a new element's, asked before it is put anywhere): from here on what
            // changes in them must be recorded.
            if let log = store.styleChangeLog { log.firstUnstyledNode = max(log.firstUnstyledNode, store.count) }
            return
        }
        let log = store.styleChangeLog ?? StyleChangeLog()
        store.styleChangeLog = log
        defer { log.firstUnstyledNode = max(log.firstUnstyledNode, store.count) }
        // The sheets are looked for (a walk over the document) only when text changed (a
        // `style` element's, perhaps) or the changes cannot be placed.
        var owners: [CSSStyleSheet]?
        if store.styleSheetVersion == styleSheetVersion, rulesAreCurrent(in: store),
            let roots = changedRoots(log: log, in: store)
        {
            if textChanged { owners = store.cascadedStyleSheets(of: document) }
            if !textChanged || stylesOutlastTextChanges(signature: owners!.map { (ObjectIdentifier($0), $0.version) }) {
                dropStyles(ofSubtrees: roots, in: store)
                logPosition = log.end
                forgetReadChanges(log, in: store)
                childListVersion = store.childListVersion
                attributeVersion = store.attributeVersion
                characterDataVersion = store.characterDataVersion
                return
            }
        }
        let sheets = owners ?? store.cascadedStyleSheets(of: document)
        let signature = sheets.map { (ObjectIdentifier($0), $0.version) }
        childListVersion = store.childListVersion
        attributeVersion = store.attributeVersion
        characterDataVersion = store.characterDataVersion
        styleSheetVersion = store.styleSheetVersion
        logPosition = log.end
        dropAllStyles(in: store)
        let environment = store.mediaEnvironment
        cascade.viewportWidth = environment.width
        cascade.viewportHeight = environment.height
        let quirks = store.isInQuirksMode(document)
        let tree = DocumentSelectorTree(store: store, containing: document, retainsStore: false)
        if quirks != quirksMode || userAgentRules == nil || userAgentRules?.isStale(in: store) == true {
            userAgentRules = UserAgentBinding.bind(quirksMode: quirks, tree: tree)
        }
        if quirks != quirksMode || authorRules == nil || !signature.elementsEqual(sheetSignature, by: { $0 == $1 })
            || authorRules?.environment != environment || authorRules?.isStale(in: store) == true
        {
            let ruleSet = CSSRuleSet(
                sources: sheets.map { CSSRuleSet.Source(sheet: $0, isUserAgent: false) }, environment: environment,
                quirksMode: quirks, preparesMatchData: false,
                properties: coversAllProperties ? nil : .renderedText)
            authorRules = BoundRules(
                ruleSet, tree: tree, environment: environment, declarationFilter: coversAllProperties ? nil : .renderedText)
            pseudoElementRules.update(
                sheets: sheets, signature: signature, environment: environment, quirksMode: quirks,
                coversAllProperties: coversAllProperties, tree: tree)
        }
        let ruleSets = [userAgentRules, authorRules].map { $0.map(ObjectIdentifier.init) }
        if sharing?.isCurrent(atomCount: store.atoms.count, quirksMode: quirks, ruleSets: ruleSets) != true {
            sharing = StyleSharing(store: store, rules: [userAgentRules, authorRules].compactMap { $0 }, quirksMode: quirks)
        }
        sheetSignature = signature
        quirksMode = quirks
        forgetReadChanges(log, in: store)
    }

    /// Drops every kept style: the next question starts over.
    private func dropAllStyles(in store: NodeStore) {
        generation &+= 1
        if generation == 0 {
            generation = 1
            stamps = Array(repeating: 0, count: stamps.count)
        }
        styles.removeAll(keepingCapacity: true)
        customProperties.removeAll(keepingCapacity: true)
        siblingDependence.removeAll(keepingCapacity: true)
        if styles.capacity == 0 {
            // A style is about 500 bytes: growing the list by doubling copied each one about
            // twice during a first `innerText`. Room for a third of the nodes (about the
            // styles a walk keeps once siblings share) costs no memory until it is written.
            let estimate = store.count / 3
            styles.reserveCapacity(estimate)
            customProperties.reserveCapacity(estimate)
            siblingDependence.reserveCapacity(estimate)
        }
        // The matched-style cache knows blocks by identity: it is emptied with the blocks.
        matchedStyles.removeAll()
        if declarationBlocks.count > Self.declarationBlockLimit { declarationBlocks.removeAll() }
        if hintBlocks.count > Self.declarationBlockLimit { hintBlocks.removeAll() }
        if renderedTextBlocks.count > Self.declarationBlockLimit || coversAllProperties { renderedTextBlocks.removeAll() }
        ancestorFilter.removeAll()
        filterElements.removeAll()
    }

    /// The most `style` attribute texts (and hint texts) kept; past it, they are dropped with
    /// every style at the next change.
    private static let declarationBlockLimit = 4096

    /// Whether the rules the kept styles were matched against are still the ones to use,
    /// as far as can be told without looking for the sheets: the same mode, environment and
    /// names. (The sheets are the same unless a `style` or `link` element came, went or
    /// changed, which `changedRoots` looks for, a sheet changed through CSSOM, which moves
    /// the store's `styleSheetVersion`, or text changed.)
    private func rulesAreCurrent(in store: NodeStore) -> Bool {
        guard let userAgentRules, let authorRules, !userAgentRules.isStale(in: store), !authorRules.isStale(in: store)
        else { return false }
        return store.isInQuirksMode(document) == quirksMode && authorRules.environment == store.mediaEnvironment
    }

    /// The nodes whose subtrees' kept styles the changes recorded since the last look can
    /// alter, as WebKit invalidates by what changed: for an attribute change, the element,
    /// and its siblings where a selector reads siblings' attributes and this one (not
    /// `style` or a presentational hint, which no selector reads); for a change to a
    /// node's children, that node (positions, `:empty`, sibling combinators) and the node
    /// put in or taken out. Nil when it cannot say, and everything must go: changes were
    /// lost, a selector uses `:has()`, a `style` or `link` element came, went or changed,
    /// or the kept styles hold too much that is no longer any element's.
    ///
    /// https://drafts.csswg.org/selectors-4/#relational
    private func changedRoots(log: StyleChangeLog, in store: NodeStore) -> [NodeID]? {
        guard let changes = log.changes(from: logPosition), let sharing, let userAgentRules, let authorRules,
            !userAgentRules.ruleSet.readsRelatives, !authorRules.ruleSet.readsRelatives,
            styles.count <= 2 * store.count + 1024, declarationBlocks.count <= Self.declarationBlockLimit,
            hintBlocks.count <= Self.declarationBlockLimit
        else { return nil }
        let siblings = max(userAgentRules.ruleSet.attributeSiblings, authorRules.ruleSet.attributeSiblings)
        var roots: [NodeID] = []
        for change in changes {
            switch change {
            case .attribute(let element, let name, let oldValue):
                guard !ownsStyleSheet(element, in: store) else { return nil }
                switch sharing.reach(ofAttributeChange: name, from: oldValue, to: store.attribute(name, of: element)) {
                case .none:
                    continue
                case .subtree:
                    roots.append(element)
                case .siblings:
                    roots.append(element)
                    appendSiblings(of: element, reach: siblings, to: &roots, in: store)
                }
            case .element(let element):
                guard !ownsStyleSheet(element, in: store) else { return nil }
                roots.append(element)
                appendSiblings(of: element, reach: siblings, to: &roots, in: store)
            case .children(let parent, let node):
                guard !ownsStyleSheet(parent, in: store) else { return nil }
                roots.append(parent)
                if let node {
                    guard !holdsStyleSheetOwner(node, in: store) else { return nil }
                    roots.append(node)
                }
            }
        }
        return roots
    }

    /// Whether `node` is a `style` or `link` element, whose attributes and text decide a sheet.
    private func ownsStyleSheet(_ node: NodeID, in store: NodeStore) -> Bool {
        guard store.isElement(node) else { return false }
        let name = store.localName(of: node)
        return name == .style || name == .link
    }

    /// Whether `node` or a descendant is a `style` or `link` element.
    private func holdsStyleSheetOwner(_ node: NodeID, in store: NodeStore) -> Bool {
        if ownsStyleSheet(node, in: store) { return true }
        var found = false
        store.forEachDescendantElement(of: node) { element in
            found = ownsStyleSheet(element, in: store)
            return !found
        }
        return found
    }

    /// Drops the kept styles of the subtrees of `roots`.
    private func dropStyles(ofSubtrees roots: [NodeID], in store: NodeStore) {
        guard !roots.isEmpty else { return }
        for root in roots { dropStyles(ofSubtree: root, in: store) }
        // The filter holds the names of elements that may have moved or changed.
        ancestorFilter.removeAll()
        filterElements.removeAll()
    }

    /// Appends the element siblings of `element` that `reach` says a change to it can restyle.
    private func appendSiblings(of element: NodeID, reach: SiblingReach, to roots: inout [NodeID], in store: NodeStore) {
        guard reach != .none else { return }
        var sibling = reach == .all ? store.parent(of: element).flatMap { store.firstElementChild(of: $0) }
            : store.nextElementSibling(of: element)
        while let current = sibling {
            if current != element { roots.append(current) }
            sibling = store.nextElementSibling(of: current)
        }
    }

    /// Drops the kept styles of `root` and its descendants. A style is kept only while its
    /// parent's is (an element is styled after its ancestors, and drops take whole
    /// subtrees), so the walk skips the subtree of an element without one: a drop costs
    /// the styles it drops, not the size of the subtree.
    private func dropStyles(ofSubtree root: NodeID, in store: NodeStore) {
        if store.isElement(root) {
            guard slot(of: root) != nil else { return }
            stamps[Int(root.index)] = 0
        }
        var stack: [NodeID] = []
        var child = store.firstChild(of: root)
        while true {
            while let current = child {
                if store.isElement(current), slot(of: current) != nil {
                    stamps[Int(current.index)] = 0
                    if let next = store.nextSibling(of: current) { stack.append(next) }
                    child = store.firstChild(of: current)
                } else {
                    child = store.nextSibling(of: current)
                }
            }
            guard let next = stack.popLast() else { return }
            child = next
        }
    }

    /// Empties the log when every document's style has read it, or when it holds half what
    /// it can: a document that asked once and no more (one a script parsed or cloned) must
    /// not keep it filling until it stands for "anything changed" and every document starts
    /// over at each question. A document behind then starts over when it asks again.
    private func forgetReadChanges(_ log: StyleChangeLog, in store: NodeStore) {
        let end = log.end
        if log.changes.count >= StyleChangeLog.capacity / 2
            || store.documentStyles.values.allSatisfy({ $0.logPosition >= end })
        {
            log.removeAll()
        }
    }

    /// Whether the kept styles stay true after a change to text alone: no selector tests
    /// `:empty` (the only one that reads text), and the sheets' `signature` is the one the
    /// styles were computed with (a `<style>`'s text is its sheet's). WebKit likewise
    /// restyles nothing for such a change.
    private func stylesOutlastTextChanges(signature: [(ObjectIdentifier, Int)]) -> Bool {
        let ruleSets = [userAgentRules, authorRules, pseudoElementRules.rules]
        guard ruleSets.allSatisfy({ $0?.ruleSet.readsEmptiness != true }) else { return false }
        return signature.elementsEqual(sheetSignature, by: { $0 == $1 })
    }

    // MARK: Styles

    /// The computed style of `element` (an element of this document), computing its
    /// ancestors' first when they are not kept.
    func style(of element: NodeID) -> ComputedStyle { withStore { style(of: element, in: $0) } }

    private func style(of element: NodeID, in store: NodeStore) -> ComputedStyle {
        update(in: store)
        if let slot = slot(of: element) { return styles[slot] }
        // The ancestors without a kept style, nearest first.
        var chain: [NodeID] = [element]
        var current = store.parentElement(of: element)
        while let ancestor = current, slot(of: ancestor) == nil {
            chain.append(ancestor)
            current = store.parentElement(of: ancestor)
        }
        for node in chain.reversed() { compute(node, in: store) }
        return styles[slot(of: element)!]
    }

    /// The slot of the style of `element`, whose parent's style must be kept: the fast
    /// path of a walk down the tree (`innerText`).
    func computedSlot(of element: NodeID) -> Int32 {
        if let slot = slot(of: element) { return Int32(slot) }
        withStore { compute(element, in: $0) }
        return slots[Int(element.index)]
    }

    /// The style in a slot.
    @inline(__always) func style(atSlot slot: Int32) -> ComputedStyle { styles[Int(slot)] }

    /// The custom properties of `element` (its style must be kept).
    func customProperties(of element: NodeID) -> CSSCustomProperties {
        guard let slot = slot(of: element) else { return .empty }
        return customProperties[slot]
    }

    @inline(__always) func slot(of element: NodeID) -> Int? {
        let index = Int(element.index)
        guard index < stamps.count, stamps[index] == generation else { return nil }
        return Int(slots[index])
    }

    /// Computes and keeps `element`'s style; its parent's must be kept. (A style is a
    /// large value: it is copied only into its slot.)
    private func compute(_ element: NodeID, in store: NodeStore) {
        if let shared = sharedSlot(for: element, in: store) {
            keep(slot: shared, for: element, in: store)
            return
        }
        let parent = store.parentElement(of: element)
        let parentSlot = parent.flatMap { slot(of: $0) }
        prepareAncestorFilter(parent: parent, in: store)
        collectMatchedBlocks(for: element, in: store)
        CSSCascade.sort(&matched)
        // The same parent and blocks give the same style, but for what `adjust` does to the
        // root and to `noscript`. The style is copied to a slot of its own: equal slots
        // mean shared by `StyleSharing`, which cousins rely on.
        var cacheHash: Int?
        if let parentSlot, store.localName(of: element) != .noscript {
            let hash = MatchedStyleCache.hash(parentSlot: Int32(parentSlot), matched: matched)
            if let cached = matchedStyles.slot(hash: hash, parentSlot: Int32(parentSlot), matched: matched) {
                keep(slot: styles.count, for: element, in: store)
                styles.append(styles[Int(cached)])
                customProperties.append(customProperties[Int(cached)])
                siblingDependence.append(matchedSiblingDependence)
                return
            }
            cacheHash = hash
        }
        let rootFontSize: Double
        if let root = store.documentElement(of: document), root != element, let rootSlot = slot(of: root) {
            rootFontSize = styles[rootSlot].fontSize
        } else {
            rootFontSize = 16
        }
        let parentStyle = parentSlot.map { styles[$0] }
        let parentCustom = parentSlot.map { customProperties[$0] } ?? .empty
        var (style, custom) = cascade.compute(CSSCascade.Input(
            matched: matched, parent: parentStyle, parentCustomProperties: parentCustom, rootFontSize: rootFontSize))
        adjust(&style, of: element, parent: parent, parentStyle: parentStyle, in: store)
        if let cacheHash, let parentSlot {
            matchedStyles.insert(slot: Int32(styles.count), hash: cacheHash, parentSlot: Int32(parentSlot), matched: matched)
        }
        keep(slot: styles.count, for: element, in: store)
        styles.append(style)
        customProperties.append(custom)
        siblingDependence.append(matchedSiblingDependence)
    }

    /// A kept style `element` may share (see `StyleSharing`): its previous element sibling's,
    /// or, for a first element child whose parent shares its previous sibling's style, the
    /// style of that sibling's first element child.
    private func sharedSlot(for element: NodeID, in store: NodeStore) -> Int? {
        if let sibling = store.previousElementSibling(of: element) {
            guard let siblingSlot = slot(of: sibling), siblingDependence[siblingSlot] < .subject,
                sharing?.canShare(element, with: sibling, in: store) == true
            else { return nil }
            return siblingSlot
        }
        guard let parent = store.parentElement(of: element), let parentSlot = slot(of: parent),
            let uncle = store.previousElementSibling(of: parent), slot(of: uncle) == parentSlot,
            let cousin = store.firstElementChild(of: uncle), let cousinSlot = slot(of: cousin),
            siblingDependence[cousinSlot] == .none, sharing?.canShare(element, with: cousin, in: store) == true
        else { return nil }
        return cousinSlot
    }

    /// Makes `slot` the style of `element`.
    private func keep(slot: Int, for element: NodeID, in store: NodeStore) {
        let index = Int(element.index)
        if index >= stamps.count {
            let count = max(store.count, index + 1)
            stamps.append(contentsOf: repeatElement(0, count: count - stamps.count))
            slots.append(contentsOf: repeatElement(0, count: count - slots.count))
        }
        stamps[index] = generation
        slots[index] = Int32(slot)
    }

    /// The cascade's value of a property `ComputedStyle` does not hold, for
    /// `getComputedStyle`: nil when no declaration sets it.
    func cascadedValue(_ property: CSSProperty, of element: NodeID) -> CSSValue? {
        coverAllProperties()
        _ = style(of: element)
        collectMatchedBlocks(for: element, in: store)
        return cascade.cascadedValue(property, matched: matched, customProperties: customProperties(of: element))
    }

    /// What WebKit changes after the cascade: `display` of the root, of flex and grid
    /// items, of elements that are never rendered.
    ///
    /// https://drafts.csswg.org/css-display-3/#transformations
    private func adjust(
        _ style: inout ComputedStyle, of element: NodeID, parent: NodeID?, parentStyle: ComputedStyle?, in store: NodeStore
    ) {
        if style.display == .none { return }
        if parent == nil, store.parent(of: element).map({ store.kind(of: $0) == .document }) == true {
            style.display = style.display == .contents ? .block : style.display.blockified
        } else if let parentStyle {
            switch parentStyle.display {
            case .flex, .inlineFlex, .grid, .inlineGrid:
                if style.display != .contents { style.display = style.display.blockified }
            default:
                break
            }
        }
        if store.namespace(of: element) == .html, store.localName(of: element) == .noscript {
            let document = store.document(of: element)
            if store.kind(of: document) != .document || store.documentState(document).scriptingEnabled { style.display = .none }
        }
    }

    // MARK: Matching

    /// Makes the ancestor filter hold `parent` and its ancestors. A walk down the tree
    /// only pushes and pops; a jump elsewhere rebuilds it.
    private func prepareAncestorFilter(parent: NodeID?, in store: NodeStore) {
        guard let parent else {
            ancestorFilter.removeAll()
            filterElements.removeAll()
            return
        }
        if filterElements.last == parent { return }
        if let index = filterElements.lastIndex(of: parent) {
            while filterElements.count > index + 1 {
                filterElements.removeLast()
                ancestorFilter.pop()
            }
            return
        }
        // A step down: the walk styles an element's children after it.
        if let grandparent = store.parentElement(of: parent), filterElements.last == grandparent {
            pushAncestor(parent, in: store)
            return
        }
        // The parent's chain, from the root down; keep the part of the filter it shares.
        var chain: [NodeID] = []
        var current: NodeID? = parent
        while let node = current {
            chain.append(node)
            current = store.parentElement(of: node)
        }
        chain.reverse()
        var shared = 0
        while shared < filterElements.count, shared < chain.count, filterElements[shared] == chain[shared] { shared += 1 }
        while filterElements.count > shared {
            filterElements.removeLast()
            ancestorFilter.pop()
        }
        for node in chain[shared...] { pushAncestor(node, in: store) }
    }

    private func pushAncestor(_ element: NodeID, in store: NodeStore) {
        filterElements.append(element)
        var name = store.atoms.name(of: store.localName(of: element))
        var id = store.attribute(.id, of: element) ?? ""
        var classes = store.attribute(.class, of: element) ?? ""
        let quirks = quirksMode
        name.withUTF8 { nameBytes in
            id.withUTF8 { idBytes in
                classes.withUTF8 { classBytes in
                    ancestorFilter.push(localName: nameBytes, id: idBytes, classes: classBytes, ignoresCase: quirks)
                }
            }
        }
    }

    /// Fills `matched` with the blocks that apply to `element`.
    private func collectMatchedBlocks(for element: NodeID, in store: NodeStore) {
        matched.removeAll(keepingCapacity: true)
        matchedSiblingDependence = .none
        let namespace = ruleNamespace(of: element, in: store)
        if let userAgentRules {
            userAgentRules.collect(
                for: element, namespace: namespace, store: store, filter: &ancestorFilter, into: &matched,
                siblingDependence: &matchedSiblingDependence)
        }
        if let hints = PresentationalHints.text(for: element, in: store) {
            matched.append(CSSMatchedBlock(block: declarationBlock(hints, hint: true), level: .presentationalHint,
                                           specificity: 0, order: 0))
        }
        if let authorRules, authorRules.ruleSet.hasRules {
            authorRules.collect(
                for: element, namespace: namespace, store: store, filter: &ancestorFilter, into: &matched,
                siblingDependence: &matchedSiblingDependence)
        }
        if let text = store.attribute(.style, of: element), !text.isEmpty {
            matched.append(CSSMatchedBlock(block: declarationBlock(text, hint: false), level: .styleAttribute,
                                           specificity: 0, order: 0))
        }
    }

    /// The namespace of `element` as rules name it.
    private func ruleNamespace(of element: NodeID, in store: NodeStore) -> CSSRuleSet.Namespace {
        switch store.namespace(of: element) {
        case .html: .html
        case .svg: .svg
        default: .any
        }
    }

    /// The declarations of a `style` attribute or of presentational hints, read once per text.
    /// Until the styles cover every property, a `style` attribute's are read for rendered
    /// text only, unless `element.style` has read them already.
    private func declarationBlock(_ text: String, hint: Bool) -> CSSDeclarationBlock {
        if let block = hint ? hintBlocks[text] : declarationBlocks[text] { return block }
        if !hint && !coversAllProperties {
            if let block = renderedTextBlocks[text] { return block }
            let block = CSSDeclarationBlock(parsing: text, quirksMode: quirksMode, keeping: .renderedText)
            renderedTextBlocks[text] = block
            return block
        }
        let block = CSSDeclarationBlock(parsing: text, quirksMode: quirksMode || hint)
        if hint { hintBlocks[text] = block } else { declarationBlocks[text] = block }
        return block
    }

    /// The declarations of a `style` attribute for `element.style` to read, parsed in
    /// `quirksMode`: the cascade's block for that text when it has one, else a new one it keeps
    /// (until the next refresh finds too many). Shared: never change it.
    fileprivate func styleAttributeBlock(_ text: String, quirksMode quirks: Bool) -> CSSDeclarationBlock {
        if let block = declarationBlocks[text], block.quirksMode == quirks { return block }
        let block = CSSDeclarationBlock(parsing: text, quirksMode: quirks)
        // A block the cascade keeps is never replaced: its matched styles are keyed by its identity.
        if declarationBlocks[text] == nil, declarationBlocks.count <= 4096 { declarationBlocks[text] = block }
        return block
    }
}

/// A rule set bound to one document's tree: its selectors compiled with the tree's names,
/// and its tag-name buckets indexed by atom.
///
/// A page's selectors are compiled a bucket at a time, the first time an element looks in
/// the bucket: the rules for IDs and classes no element has are never compiled. The
/// buckets are keyed by name, so an ID or class an element gains later finds its rules
/// and compiles them then.
final class BoundRules {
    let ruleSet: CSSRuleSet
    // Read for every rule tried. A document's style is confined to one thread and never
    // holds two accesses to these at once, so release builds leave the dynamic exclusivity
    // checks out; debug builds keep them, so an overlap traps in the tests.
    #if DEBUG
    private var buckets: Buckets
    #else
    @exclusivity(unchecked) private var buckets: Buckets
    #endif
    /// The store's atom count when bound: a name added since may match a selector that
    /// could match nothing then.
    let atomCount: Int
    /// For each atom, its tag-name bucket, or -1.
    let localNameBuckets: [Int32]
    let environment: MediaEnvironment?

    /// Binds a page's rules, compiling nothing yet. With `declarationFilter`, a rule's
    /// declarations not parsed yet when it first matches are parsed for the properties the
    /// filter admits only (see `CSSStyleRule.declarations(keeping:)`).
    init(
        _ ruleSet: CSSRuleSet, tree: DocumentSelectorTree, environment: MediaEnvironment? = nil,
        declarationFilter: CSSPropertyFilter? = nil
    ) {
        self.ruleSet = ruleSet
        buckets = Buckets(
            ruleSet: ruleSet, matcher: BoundSelectorList.lazyMemberMatcher(tree: tree, selectorList: ruleSet.selectors),
            compiled: false, declarationFilter: declarationFilter)
        atomCount = tree.store.atoms.count
        localNameBuckets = Self.localNameBuckets(ruleSet, tree: tree, known: [])
        self.environment = environment
    }

    /// Binds with selectors already bound, and the buckets of the first atoms known.
    init(_ ruleSet: CSSRuleSet, bound: BoundSelectorList<DocumentSelectorTree>, tree: DocumentSelectorTree,
         environment: MediaEnvironment?, knownBuckets: [Int32]) {
        self.ruleSet = ruleSet
        buckets = Buckets(ruleSet: ruleSet, matcher: bound.memberMatcher(), compiled: true, declarationFilter: nil)
        atomCount = tree.store.atoms.count
        localNameBuckets = Self.localNameBuckets(ruleSet, tree: tree, known: knownBuckets)
        self.environment = environment
    }

    /// Each atom's tag-name bucket, or -1, after the `known` ones. The predefined names'
    /// are found from the rules' names, which are few beside them.
    private static func localNameBuckets(_ ruleSet: CSSRuleSet, tree: DocumentSelectorTree, known: [Int32]) -> [Int32] {
        let atomCount = tree.store.atoms.count
        var buckets = known
        if ruleSet.localNames.count > 0 && buckets.count < KnownNames.all.count {
            buckets.append(contentsOf: repeatElement(-1, count: KnownNames.all.count - buckets.count))
            for (bucket, name) in ruleSet.localNames.names.enumerated() {
                for raw in predefinedAtoms[name] ?? [] where raw >= known.count { buckets[raw] = Int32(bucket) }
            }
        }
        if ruleSet.localNames.count > 0 {
            for raw in buckets.count..<atomCount {
                let name = tree.store.atoms.name(of: Atom(rawValue: Int32(raw)))
                buckets.append(ruleSet.localNames.lookup(name).map(Int32.init) ?? -1)
            }
        } else {
            buckets.append(contentsOf: repeatElement(-1, count: max(0, atomCount - buckets.count)))
        }
        return buckets
    }

    /// The predefined atoms by their names ASCII-lowercased (`foreignobject`: `foreignObject`).
    private static let predefinedAtoms: [String: [Int]] = Dictionary(
        grouping: KnownNames.all.indices, by: { asciiLowercase(KnownNames.all[$0]) })

    func isStale(in store: NodeStore) -> Bool { store.atoms.count != atomCount }

    /// Appends the blocks of the rules `element` matches. (`filter` is only read: passed
    /// `inout`, the document's is lent in place instead of copied, three retains and
    /// releases per element.)
    func collect(
        for element: NodeID, namespace: CSSRuleSet.Namespace, store: NodeStore, filter: inout CSSAncestorFilter,
        into matched: inout [CSSMatchedBlock], siblingDependence: inout SiblingDependence
    ) {
        let ruleSet = ruleSet
        if ruleSet.ids.count > 0, let id = store.attribute(.id, of: element), !id.isEmpty {
            var id = id
            id.withUTF8 { bytes in
                if let bucket = ruleSet.ids.lookup(bytes) {
                    buckets.test(ruleSet.idRules[bucket], bucket: bucket, element, namespace, &filter, &matched, &siblingDependence)
                }
            }
        }
        if ruleSet.classes.count > 0, let classes = store.attribute(.class, of: element), !classes.isEmpty {
            var classes = classes
            let first = ruleSet.idRules.count
            classes.withUTF8 { bytes in
                var start = 0
                while start < bytes.count {
                    while start < bytes.count, isASCIIWhitespace(bytes[start]) { start += 1 }
                    var end = start
                    while end < bytes.count, !isASCIIWhitespace(bytes[end]) { end += 1 }
                    if end > start, let bucket = ruleSet.classes.lookup(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                        buckets.test(ruleSet.classRules[bucket], bucket: first + bucket, element, namespace, &filter, &matched,
                             &siblingDependence)
                    }
                    start = end
                }
            }
        }
        let raw = Int(store.localName(of: element).rawValue)
        if raw < localNameBuckets.count, localNameBuckets[raw] >= 0 {
            let bucket = Int(localNameBuckets[raw])
            buckets.test(ruleSet.localNameRules[bucket], bucket: ruleSet.idRules.count + ruleSet.classRules.count + bucket,
                 element, namespace, &filter, &matched, &siblingDependence)
        }
        if !ruleSet.otherRules.isEmpty {
            buckets.test(ruleSet.otherRules, bucket: buckets.compiled.count - 1, element, namespace, &filter, &matched,
                 &siblingDependence)
        }
    }

    /// The matcher, and which buckets' selectors it has compiled. Its methods are mutating,
    /// so that calling them from the class reads the matcher in place instead of copying it.
    private struct Buckets {
        let ruleSet: CSSRuleSet
        var matcher: SelectorMemberMatcher<DocumentSelectorTree>
        /// Per bucket (the ID buckets, then the class, the tag-name buckets, the other rules),
        /// whether its selectors are compiled and its rules' match data made.
        var compiled: [Bool]
        /// What matching reads of each rule (a placeholder for the rules of buckets not
        /// compiled yet).
        var matchData: [CSSRuleSet.MatchData]
        /// Each rule's declarations, once it has matched (a rule's `style` is made once and
        /// then stays the same object): reading them here spares a retain and release of
        /// the rule per match, which, being weakly referenced, takes the slow path.
        var blocks: [CSSDeclarationBlock?]
        /// What a rule's declarations are parsed for when it first matches; nil for all.
        let declarationFilter: CSSPropertyFilter?

        init(
            ruleSet: CSSRuleSet, matcher: SelectorMemberMatcher<DocumentSelectorTree>, compiled: Bool,
            declarationFilter: CSSPropertyFilter?
        ) {
            self.ruleSet = ruleSet
            self.matcher = matcher
            self.declarationFilter = declarationFilter
            let count = ruleSet.idRules.count + ruleSet.classRules.count + ruleSet.localNameRules.count + 1
            let prepared = ruleSet.matchData.count == ruleSet.rules.count
            self.compiled = Array(repeating: compiled && prepared, count: count)
            matchData = prepared ? ruleSet.matchData : Array(repeating: .placeholder, count: ruleSet.rules.count)
            blocks = Array(repeating: nil, count: ruleSet.rules.count)
        }

        /// Appends the blocks of the rules among `candidates` that `element` matches.
        @inline(__always)
        mutating func test(
            _ candidates: [Int32], bucket: Int, _ element: NodeID, _ namespace: CSSRuleSet.Namespace,
            _ filter: inout CSSAncestorFilter, _ matched: inout [CSSMatchedBlock], _ siblingDependence: inout SiblingDependence
        ) {
            if !compiled[bucket] { compile(candidates, bucket: bucket) }
            for index in candidates {
                let rule = matchData[Int(index)]
                if rule.namespace != .any && rule.namespace != namespace { continue }
                guard rule.mayMatch(filter) else { continue }
                if rule.siblingDependence > siblingDependence { siblingDependence = rule.siblingDependence }
                guard matcher.matches(selectorAt: Int(rule.selectorIndex), element) else { continue }
                matched.append(CSSMatchedBlock(
                    block: blocks[Int(index)] ?? block(ofRule: Int(index)), level: rule.level,
                    specificity: rule.specificity, order: rule.order))
            }
        }

        /// The declarations of a rule that matches for the first time.
        @inline(never)
        private mutating func block(ofRule index: Int) -> CSSDeclarationBlock {
            let rule = ruleSet.styleRules[index]
            let block = declarationFilter.map(rule.declarations(keeping:)) ?? rule.style
            blocks[index] = block
            return block
        }

        /// Compiles the selectors of the rules in a bucket, the first time it is consulted.
        @inline(never)
        private mutating func compile(_ candidates: [Int32], bucket: Int) {
            for index in candidates {
                let rule = Int(index)
                if matchData[rule].selectorIndex < 0 { matchData[rule] = ruleSet.makeMatchData(ofRule: rule) }
            }
            matcher.compile(selectorsAt: candidates.map { Int(matchData[Int($0)].selectorIndex) })
            compiled[bucket] = true
        }
    }
}

/// The user agent's rules bound to a document: its selectors use predefined names (the
/// same atom in every store) and a few others; while a store has none of the others, the
/// selectors compiled for one store serve every store, and are compiled once per process.
enum UserAgentBinding {
    private struct Template: @unchecked Sendable {
        let program: CompiledSelectorProgram<DocumentSelectorTree>
        let buckets: [Int32]
    }

    private static let templates = Mutex<[Bool: Template]>([:])

    /// The names the user agent's selectors use that are not predefined.
    private static let otherNames: [String] = {
        var names: Set<String> = []
        for quirks in [false, true] {
            names.formUnion(CSSRuleSet.userAgent(quirksMode: quirks).selectors.names.filter { KnownNames.index[$0] == nil })
        }
        return names.sorted()
    }()

    static func bind(quirksMode: Bool, tree: DocumentSelectorTree) -> BoundRules {
        let ruleSet = CSSRuleSet.userAgent(quirksMode: quirksMode)
        let canonical = otherNames.allSatisfy { tree.store.atoms.lookup($0) == nil }
        if canonical, let template = templates.withLock({ $0[quirksMode] }) {
            let bound = BoundSelectorList(tree: tree, selectorList: ruleSet.selectors, compiled: template.program)
            return BoundRules(ruleSet, bound: bound, tree: tree, environment: nil, knownBuckets: template.buckets)
        }
        let bound = ruleSet.selectors.bound(to: tree)
        let rules = BoundRules(ruleSet, bound: bound, tree: tree, environment: nil, knownBuckets: [])
        if canonical {
            let template = Template(
                program: bound.compiledProgram, buckets: Array(rules.localNameBuckets.prefix(KnownNames.all.count)))
            templates.withLock { $0[quirksMode] = template }
        }
        return rules
    }
}

/// SVG elements that are never rendered (they have no renderer, whatever their `display`).
///
/// https://svgwg.org/svg2-draft/render.html#TermNeverRenderedElement
enum SVGDisplay {
    static let neverRendered: Set<String> = [
        "clipPath", "defs", "desc", "filter", "linearGradient", "marker", "mask", "metadata", "pattern",
        "radialGradient", "script", "style", "symbol", "title",
    ]
}

extension NodeStore {
    /// Whether `document` is a document in quirks mode (which, for one, lets lengths leave
    /// out their unit).
    func isInQuirksMode(_ document: NodeID) -> Bool {
        kind(of: document) == .document && documentState(document).mode == .quirks
    }

    /// The declarations of `element`'s `style` attribute as `element.style` reads them, parsed
    /// in its document's mode once per distinct text; nil when it has no `style` attribute or
    /// an empty one. The block is shared with the cascade: read it, never change it.
    public func styleAttributeDeclarations(of element: NodeID) -> CSSDeclarationBlock? {
        guard let text = attribute(.style, of: element), !text.isEmpty else { return nil }
        let document = document(of: element)
        return documentStyle(document).styleAttributeBlock(text, quirksMode: isInQuirksMode(document))
    }

    /// The declarations of `element`'s `style` attribute as a new block `element.style` may
    /// change and write back.
    public func editableStyleAttributeDeclarations(of element: NodeID) -> CSSDeclarationBlock {
        CSSDeclarationBlock(parsing: attribute(.style, of: element) ?? "", quirksMode: isInQuirksMode(document(of: element)))
    }

    /// The style state of `document`, made on first use.
    func documentStyle(_ document: NodeID) -> DocumentStyle {
        if let state = documentStyles[document] { return state }
        let state = DocumentStyle(store: self, document: document)
        documentStyles[document] = state
        return state
    }
}


// MARK: Pseudo-elements

extension DocumentStyle {
    /// A `::before` or `::after` box: its style (inherited from its originating element)
    /// and what its `content` generates. Held in one object: `generatedBoxes` is asked for
    /// every element and answers nil, nil for nearly all, which as two inline styles meant
    /// filling and copying over a kilobyte each time.
    struct GeneratedBox {
        private final class Storage {
            let style: ComputedStyle
            let content: CSSGeneratedContent

            init(style: ComputedStyle, content: CSSGeneratedContent) {
                self.style = style
                self.content = content
            }
        }

        private let storage: Storage
        var style: ComputedStyle { storage.style }
        var content: CSSGeneratedContent { storage.content }

        init(style: ComputedStyle, content: CSSGeneratedContent) {
            storage = Storage(style: style, content: content)
        }
    }

    /// The `::before` and `::after` boxes of `element`, whose style must be kept (nil for
    /// each that no rule gives content), and the blocks that match its `::first-letter`
    /// (nil when none do), for ``firstLetterStyle(_:parentSlot:)``.
    ///
    /// https://drafts.csswg.org/css-pseudo-4/#generated-content
    func generatedBoxes(of element: NodeID) -> (before: GeneratedBox?, after: GeneratedBox?, firstLetter: [CSSMatchedBlock]?) {
        guard let elementSlot = slot(of: element), withStore({ matchPseudoElementRules(of: element, in: $0) }) else {
            return (nil, nil, nil)
        }
        let firstLetter = pseudoElementRules.matchedByPseudoElement[PseudoElement.firstLetter.rawValue]
        return (generatedBox(.before, elementSlot: elementSlot), generatedBox(.after, elementSlot: elementSlot),
                firstLetter.isEmpty ? nil : firstLetter)
    }

    /// The style of a `::first-letter` that the (sorted) blocks `matched` apply to, under the
    /// style in `parentSlot`: the element around the letter's text, which the letter's
    /// box is put in (a `text-transform` it does not set is that element's, as in WebKit).
    ///
    /// https://drafts.csswg.org/css-pseudo-4/#first-letter-styling
    func firstLetterStyle(_ matched: [CSSMatchedBlock], parentSlot: Int32) -> ComputedStyle {
        pseudoElementStyle(matched, elementSlot: Int(parentSlot))
    }

    /// `getComputedStyle(element, pseudoElement)`'s style and `content`: the
    /// pseudo-element's style even when it has no box (`inline` when no rule sets its
    /// display), its custom properties (its own rules' over the element's), and its content
    /// serialized: when no rule gives it any, `none` for `::before` and `::after`, `normal`
    /// for the others.
    func pseudoElementValues(of element: NodeID, _ pseudoElement: PseudoElement)
        -> (style: ComputedStyle, content: String, cascadedValue: (CSSProperty) -> CSSValue?,
            customProperties: CSSCustomProperties)
    {
        coverAllProperties()
        _ = style(of: element)
        let noContent = pseudoElement == .before || pseudoElement == .after ? "none" : "normal"
        guard let elementSlot = slot(of: element) else {
            return (ComputedStyle(), noContent, { _ in nil }, .empty)
        }
        let matched = matchPseudoElementRules(of: element, in: store) ? pseudoElementRules.matchedByPseudoElement[pseudoElement.rawValue] : []
        let (style, customProperties) = pseudoElementCascade(matched, elementSlot: elementSlot)
        let cascade = self.cascade
        let cascadedValue = { (property: CSSProperty) in
            cascade.cascadedValue(property, matched: matched, customProperties: customProperties)
        }
        let content = cascadedValue(.content).flatMap(CSSGeneratedContent.init)
        return (style, content?.serialized { store.attribute(named: $0, of: element) } ?? noContent, cascadedValue,
                customProperties)
    }

    /// Fills `pseudoElementRules.matchedByPseudoElement` with the blocks that apply to each
    /// pseudo-element of `element`, sorted; false when none do.
    private func matchPseudoElementRules(of element: NodeID, in store: NodeStore) -> Bool {
        guard let rules = pseudoElementRules.rules(mayMatch: element, in: store) else { return false }
        prepareAncestorFilter(parent: store.parentElement(of: element), in: store)
        var siblingDependence = SiblingDependence.none
        pseudoElementRules.matched.removeAll(keepingCapacity: true)
        rules.collect(for: element, namespace: ruleNamespace(of: element, in: store), store: store, filter: &ancestorFilter,
                      into: &pseudoElementRules.matched, siblingDependence: &siblingDependence)
        guard !pseudoElementRules.matched.isEmpty else { return false }
        let indices = rules.ruleSet.pseudoElementIndices
        for index in pseudoElementRules.matchedByPseudoElement.indices {
            pseudoElementRules.matchedByPseudoElement[index].removeAll(keepingCapacity: true)
        }
        for block in pseudoElementRules.matched {
            pseudoElementRules.matchedByPseudoElement[Int(indices[Int(block.order)])].append(block)
        }
        for index in pseudoElementRules.matchedByPseudoElement.indices {
            CSSCascade.sort(&pseudoElementRules.matchedByPseudoElement[index])
        }
        return true
    }

    /// The style of a pseudo-element the (sorted) blocks `matched` apply to.
    private func pseudoElementStyle(_ matched: [CSSMatchedBlock], elementSlot: Int) -> ComputedStyle {
        pseudoElementCascade(matched, elementSlot: elementSlot).style
    }

    /// The style and custom properties the blocks `matched` give a pseudo-element of the
    /// element in `elementSlot`.
    private func pseudoElementCascade(_ matched: [CSSMatchedBlock], elementSlot: Int)
        -> (style: ComputedStyle, customProperties: CSSCustomProperties)
    {
        let rootFontSize = store.documentElement(of: document).flatMap { slot(of: $0) }.map { styles[$0].fontSize } ?? 16
        return cascade.compute(CSSCascade.Input(
            matched: matched, parent: styles[elementSlot], parentCustomProperties: customProperties[elementSlot],
            rootFontSize: rootFontSize))
    }

    /// The box the blocks matched for `pseudoElement` make, under the element's style. The
    /// content is read first: most blocks that match (`*::before { box-sizing: … }`) set
    /// none, and then no style is computed. (A `var()` in `content` reads the element's
    /// custom properties: one the pseudo-element's own rules set is not seen.)
    private func generatedBox(_ pseudoElement: PseudoElement, elementSlot: Int) -> GeneratedBox? {
        let matched = pseudoElementRules.matchedByPseudoElement[pseudoElement.rawValue]
        guard !matched.isEmpty,
            let value = cascade.cascadedValue(.content, matched: matched, customProperties: customProperties[elementSlot]),
            let content = CSSGeneratedContent(value)
        else { return nil }
        let style = pseudoElementStyle(matched, elementSlot: elementSlot)
        return style.display == .none ? nil : GeneratedBox(style: style, content: content)
    }
}
