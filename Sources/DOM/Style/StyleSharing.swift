import CSS

/// When an element may take another element's computed style instead of matching and
/// cascading its own, as WebKit's style sharing does: its previous element sibling's, or a
/// cousin's (the first element child of its parent's previous sibling, when the two parents
/// share a style). Both must be HTML elements of the same name that is not a form control or
/// custom element, with the same attributes in the same order and the same values of every
/// attribute that can change a style (one a selector tests, a presentational hint, `style`,
/// `lang`, `dir`, …; for `id` and `class`, the same IDs and classes among those the selectors
/// test). Then every selector that looks only at the elements
/// and their ancestors matches both alike; `DocumentStyle` checks that no rule tried for the
/// other looks at siblings (`CSSRuleSet.MatchData.siblingDependence`).
///
/// https://drafts.csswg.org/css-cascade-5/#cascading
final class StyleSharing {
    /// The atom count the tables were made for; later atoms count as relevant and unshareable.
    private let atomCount: Int
    /// The rule sets whose selectors the tables cover.
    private let ruleSets: [ObjectIdentifier?]
    /// Per atom: an attribute of this name can change a style.
    private let relevantAttributes: [Bool]
    /// Per atom: elements of this name never share (form controls, custom elements).
    private let unshareableNames: [Bool]
    /// Per atom: an attribute of this name can change a style, though not between elements
    /// with the same attribute names (what only its presence decides, or another element's
    /// hints): the names the pseudo-classes read, `cellpadding`, SVG presentation attributes.
    private let presenceAttributes: [Bool]
    /// Per atom: a selector reads an attribute of this name (as an attribute, an ID, a
    /// class, a language or a pseudo-class's state), so that a change to it can change how
    /// the element's siblings match; `style` and presentational hints reach no sibling.
    private let selectorAttributes: [Bool]
    /// The IDs and classes some selector tests (lowercased in quirks mode, where they match
    /// regardless of case); nil when an attribute selector tests `id` or `class`, so that any
    /// difference counts.
    private let usedIDs: Set<String>?
    private let usedClasses: Set<String>?
    private let quirksMode: Bool

    /// The tables for the names `store` knows and the selectors of `rules`.
    init(store: NodeStore, rules: [BoundRules], quirksMode: Bool) {
        atomCount = store.atoms.count
        self.quirksMode = quirksMode
        ruleSets = rules.map { ObjectIdentifier($0) as ObjectIdentifier? }
        var relevantAttributes = Array(repeating: false, count: atomCount)
        var unshareableNames = Array(repeating: false, count: atomCount)
        var names = Self.alwaysRelevant
        var ids: Set<String> = [], classes: Set<String> = []
        for bound in rules {
            names.formUnion(bound.ruleSet.attributeNames)
            ids.formUnion(bound.ruleSet.usedIDs)
            classes.formUnion(bound.ruleSet.usedClasses)
        }
        if quirksMode {
            ids = Set(ids.map(asciiLowercase))
            classes = Set(classes.map(asciiLowercase))
        }
        usedIDs = rules.contains(where: { $0.ruleSet.attributeNames.contains("id") }) ? nil : ids
        usedClasses = rules.contains(where: { $0.ruleSet.attributeNames.contains("class") }) ? nil : classes
        for name in names {
            if let atom = store.atoms.lookup(name) { relevantAttributes[Int(atom.rawValue)] = true }
        }
        let hints = PresentationalHints.attributeKinds
        for raw in 0..<min(atomCount, hints.count) where hints[raw] != nil { relevantAttributes[raw] = true }
        var presenceAttributes = Array(repeating: false, count: atomCount)
        for name in Self.presenceRelevant {
            if let atom = store.atoms.lookup(name) { presenceAttributes[Int(atom.rawValue)] = true }
        }
        var selectorAttributes = presenceAttributes
        // The selectors' attribute names are lowercased, but an attribute of a non-HTML
        // element keeps its capitals (SVG's `viewBox`), and a selector reads it as written:
        // every name that lowercases to one the selectors read counts.
        let selectorNames = rules.reduce(into: Self.readBySelectors, { $0.formUnion($1.ruleSet.attributeNames) })
        for raw in 0..<atomCount {
            let name = store.atoms.name(of: Atom(rawValue: Int32(raw)))
            if Self.formControls.contains(name) || name.utf8.contains(UInt8(ascii: "-")) { unshareableNames[raw] = true }
            if name.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
                let lowered = asciiLowercase(name)
                if names.contains(lowered) { relevantAttributes[raw] = true }
                if selectorNames.contains(lowered) { selectorAttributes[raw] = true }
            }
        }
        for name in selectorNames {
            if let atom = store.atoms.lookup(name) { selectorAttributes[Int(atom.rawValue)] = true }
        }
        self.relevantAttributes = relevantAttributes
        self.unshareableNames = unshareableNames
        self.presenceAttributes = presenceAttributes
        self.selectorAttributes = selectorAttributes
    }

    /// Whether the tables were made for these names, mode and rule sets.
    func isCurrent(atomCount: Int, quirksMode: Bool, ruleSets: [ObjectIdentifier?]) -> Bool {
        self.atomCount == atomCount && self.quirksMode == quirksMode && self.ruleSets == ruleSets
    }

    /// Attributes that change a style whatever the selectors say.
    private static let alwaysRelevant: Set<String> = [
        "id", "class", "style", "lang", "xml:lang", "dir", "hidden", "contenteditable",
    ]
    /// Attributes that change a style, but alike in elements that share: `:link` reads
    /// `href`, `:checked` `checked` and `selected`, `:disabled` `disabled` (of fieldsets
    /// too), a cell's padding its table's `cellpadding`, and SVG elements (which never
    /// share) their presentation attributes.
    private static let presenceRelevant: Set<String> = [
        "href", "checked", "selected", "disabled", "type", "cellpadding", "display", "visibility", "overflow",
    ]
    /// Attributes selectors read besides those they name: `#id`, `.class`, `:lang()`.
    private static let readBySelectors: Set<String> = ["id", "class", "lang", "xml:lang"]
    /// Elements whose state (checkedness, a value, …) selectors read besides their attributes.
    private static let formControls: Set<String> = [
        "input", "textarea", "select", "option", "optgroup", "button", "fieldset", "form", "output", "progress", "meter",
        "details", "dialog", "audio", "video",
    ]

    /// Whether `element` and `other` (its previous element sibling, or a cousin) are alike:
    /// the same name, not one that never shares, and the same attributes.
    func canShare(_ element: NodeID, with other: NodeID, in store: NodeStore) -> Bool {
        let name = store.localName(of: element)
        guard name == store.localName(of: other), store.namespace(of: element) == .html,
            store.namespace(of: other) == .html
        else { return false }
        let raw = Int(name.rawValue)
        guard raw < atomCount, !unshareableNames[raw] else { return false }
        let mine = store.attributes(of: element)
        let theirs = store.attributes(of: other)
        guard mine.count == theirs.count else { return false }
        for index in mine.indices {
            let attribute = mine[index]
            guard attribute.name == theirs[index].name else { return false }
            let raw = Int(attribute.name.rawValue)
            guard raw >= atomCount || relevantAttributes[raw], attribute.value != theirs[index].value else { continue }
            if attribute.name == .id, let usedIDs {
                if usedIDs.contains(folded(attribute.value)) || usedIDs.contains(folded(theirs[index].value)) { return false }
            } else if attribute.name == .class, let usedClasses {
                if !sameUsedNames(attribute.value, theirs[index].value, usedClasses) { return false }
            } else {
                return false
            }
        }
        return true
    }

    /// How far setting (or removing) the attribute `name` of an element from `oldValue` to
    /// `newValue` (nil: absent) can change styles: not at all, when no selector, hint or
    /// pseudo-class reads it (for `id` and `class`, when no ID or class some selector tests
    /// came or went); the element's subtree, for `style` and presentational hints; and its
    /// siblings' too (when the selectors read siblings) for what selectors read.
    func reach(ofAttributeChange name: Atom, from oldValue: String?, to newValue: String?) -> AttributeChangeReach {
        if oldValue == newValue { return .none }
        if name == .id, let usedIDs {
            let used = oldValue.map { usedIDs.contains(folded($0)) } == true || newValue.map { usedIDs.contains(folded($0)) } == true
            return used ? .siblings : .none
        }
        if name == .class, let usedClasses {
            return sameUsedNames(oldValue ?? "", newValue ?? "", usedClasses) ? .none : .siblings
        }
        let raw = Int(name.rawValue)
        if raw >= atomCount || selectorAttributes[raw] { return .siblings }
        return relevantAttributes[raw] ? .subtree : .none
    }

    /// How far an attribute change reaches (see ``reach(ofAttributeChange:from:to:)``).
    enum AttributeChangeReach {
        case none, subtree, siblings
    }

    /// An ID or class as the selectors' sets hold it.
    private func folded(_ name: String) -> String { quirksMode ? asciiLowercase(name) : name }

    /// Whether two `class` values hold the same classes among those some selector tests.
    private func sameUsedNames(_ value: String, _ other: String, _ used: Set<String>) -> Bool {
        usedNames(of: value, areIn: other, used) && usedNames(of: other, areIn: value, used)
    }

    /// Whether every class of `value` that some selector tests is a class of `other`.
    private func usedNames(of value: String, areIn other: String, _ used: Set<String>) -> Bool {
        Self.allClassNames(of: value) { name in
            let key = folded(String(name))
            guard used.contains(key) else { return true }
            return !Self.allClassNames(of: other) { folded(String($0)) != key }
        }
    }

    /// Whether `test` holds for every whitespace-separated name of `value` (it stops at the
    /// first that fails). Names are substrings: nothing is allocated for the list.
    private static func allClassNames(of value: String, _ test: (Substring) -> Bool) -> Bool {
        let bytes = value.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            while index < bytes.endIndex, isASCIIWhitespace(bytes[index]) { index = bytes.index(after: index) }
            let start = index
            while index < bytes.endIndex, !isASCIIWhitespace(bytes[index]) { index = bytes.index(after: index) }
            if start < index, !test(value[start..<index]) { return false }
        }
        return true
    }
}
