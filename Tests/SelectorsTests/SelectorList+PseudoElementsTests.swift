@testable import Selectors
import Testing

/// The selectors of a `::before` or `::after` rule, made to match the originating element.
@Suite struct SelectorListPseudoElementsTests {
    static let names = ["before", "after"]

    /// (selector list, what the originating element must match).
    static let cases: [(String, String)] = [
        ("li.x::before", "li.x"),
        ("li.x:before", "li.x"),
        ("::after", "*"),
        ("*::after", "*"),
        ("ul > li:first-child::before", "ul > li:first-child"),
        ("a::before, b::after, i", "a, b, i"),
        ("p::first-line", "p::first-line"),
    ]

    @Test(arguments: cases)
    func originatingElementsMatchWithoutThePseudoElement(_ text: String, _ expected: String) throws {
        let list = try SelectorList(parsing: text)
        let originating = try SelectorList(parsing: expected)
        #expect(list.originatingElementSelectors(ofPseudoElements: Self.names).selectors == originating.selectors, "\(text)")
    }

    @Test func findsPseudoElementsInSubjectsOnly() throws {
        #expect(try SelectorList(parsing: "p, li::before").hasPseudoElement(among: Self.names))
        #expect(try SelectorList(parsing: "p:after").hasPseudoElement(among: ["after"]))
        #expect(try !SelectorList(parsing: "p:after").hasPseudoElement(among: ["before"]))
        #expect(try !SelectorList(parsing: "p::first-line, div").hasPseudoElement(among: Self.names))
        #expect(try !SelectorList(parsing: "p:not(.before)").hasPseudoElement(among: Self.names))
        // Without a colon in the text there is none; an escaped name is not one.
        #expect(try !SelectorList(parsing: "p.before > a, after").hasPseudoElement(among: Self.names))
        #expect(try !SelectorList(parsing: "p\\:before").hasPseudoElement(among: Self.names))
        #expect(try SelectorList(parsing: "a, b ::BEFORE").hasPseudoElement(among: Self.names))
    }
}
