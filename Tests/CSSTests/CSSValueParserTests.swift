@testable import CSS
import Testing

/// Helpers of the value parser that every sheet, rule and value goes through.
@Suite struct CSSValueParserTests {
    /// Runs of white space become one space and the ends are trimmed; text with nothing to
    /// collapse comes back as it is.
    static let collapseCases: [(String, String)] = [
        ("", ""),
        ("a", "a"),
        ("div.menu > a", "div.menu > a"),
        (" a", "a"),
        ("a ", "a"),
        ("a  b", "a b"),
        ("a\tb", "a b"),
        ("a\nb", "a b"),
        ("a\r\nb", "a b"),
        ("a\u{0C}b", "a b"),
        ("\n a \t\n b \n", "a b"),
        ("   ", ""),
        ("é  ü", "é ü"),
        ("a\u{A0}b", "a\u{A0}b"),
    ]

    @Test(arguments: collapseCases)
    func collapsesWhitespace(_ text: String, _ expected: String) {
        #expect(collapsedWhitespace(text) == expected)
    }
}
