extension SelectorList {
    /// Whether the subject of some selector of the list is one of the pseudo-elements
    /// `names` (lowercased, without colons: `before`).
    public func hasPseudoElement(among names: [String]) -> Bool {
        // A pseudo-element is written after a colon: most lists have none.
        guard text.utf8.contains(UInt8(ascii: ":")) else { return false }
        return selectors.contains { selector in
            selector.compounds.first?.components.contains { Self.isPseudoElement($0, among: names) } ?? false
        }
    }

    /// The list with the pseudo-elements `names` taken out of each selector's subject:
    /// what the pseudo-element's originating element must match (`li.x::before` → `li.x`,
    /// `::after` → `*`). Selectors for other pseudo-elements are kept as they are (they
    /// still match nothing); specificities lose the pseudo-element's type count, which every
    /// selector for a pseudo-element has alike.
    ///
    /// https://drafts.csswg.org/selectors-4/#originating-element
    public func originatingElementSelectors(ofPseudoElements names: [String]) -> SelectorList {
        let originating = selectors.map { selector -> ComplexSelector in
            guard var subject = selector.compounds.first else { return selector }
            let count = subject.components.count
            subject.components.removeAll { Self.isPseudoElement($0, among: names) }
            guard subject.components.count != count else { return selector }
            if subject.components.isEmpty { subject.components = [.universal] }
            var stripped = selector
            stripped.compounds[0] = subject
            return stripped
        }
        return SelectorList(text: text, selectors: originating)
    }

    private static func isPseudoElement(_ component: SimpleSelector, among names: [String]) -> Bool {
        if case .pseudoElement(let name) = component { return names.contains(name) }
        return false
    }

    private init(text: String, selectors: [ComplexSelector]) {
        self.text = text
        self.selectors = selectors
    }
}
