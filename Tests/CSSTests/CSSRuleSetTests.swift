@testable import CSS
import Testing

/// A rule set of `::before` and `::after` rules: only those rules, filed by their
/// originating element's selector, each with its pseudo-element; and none of them among an
/// element's rules.
@Suite struct CSSRuleSetTests {
    static let sheet = """
        p { display: block }
        li.x::before { content: "a" }
        #y::after, b::after { content: "b" }
        ::before { color: red }
        *::after { display: inline-block }
        p::first-line { text-transform: uppercase }
        @media (max-width: 100px) { i::before { content: "c" } }
        """

    static func ruleSet(pseudoElements: [String], properties: CSSPropertyFilter? = nil) -> CSSRuleSet {
        CSSRuleSet(
            sources: [CSSRuleSet.Source(sheet: CSSStyleSheet(text: sheet), isUserAgent: false)],
            environment: MediaEnvironment(width: 1280, height: 800, devicePixelRatio: 1), quirksMode: false,
            properties: properties, pseudoElements: pseudoElements)
    }

    @Test func elementRulesLeavePseudoElementRulesOut() {
        let rules = Self.ruleSet(pseudoElements: [])
        #expect(rules.rules.count == 1)
        #expect(rules.pseudoElementIndices.isEmpty)
    }

    @Test func pseudoElementRulesAreFiledByTheirOriginatingElement() {
        let rules = Self.ruleSet(pseudoElements: ["before", "after"])
        #expect(rules.rules.count == 5)
        #expect(rules.pseudoElementIndices == [0, 1, 1, 0, 1])
        #expect(rules.classes.lookup("x") != nil)
        #expect(rules.ids.lookup("y") != nil)
        #expect(rules.localNames.lookup("b") != nil)
        #expect(rules.localNames.lookup("i") == nil)
        #expect(rules.otherRules.count == 2)
    }

    @Test func rulesThatSetNothingABoxNeedsAreLeftOut() {
        let rules = Self.ruleSet(pseudoElements: ["before", "after"], properties: .generatedBoxes)
        #expect(rules.rules.count == 4)
        #expect(rules.pseudoElementIndices == [0, 1, 1, 1])
    }
}
