@testable import Selectors
import Testing

/// The byte reader for simple selectors gives what the general parser gives, and leaves
/// everything else to it.
@Suite struct SelectorParserSimpleTests {
    /// Selectors the reader reads itself.
    static let simple: [String] = [
        "a", "DIV", "*", "_x", ".menu", "#main", "div.a.b#c", "ul li", "ul > li", "h1 + p", "h1 ~ p", "a>b+c~d e",
        "nav  ul\n\tli", " a ", "a, b", "a ,b", "a,b,.c > #d", "a-- > b", ".a-1_b", "* > *", ".a *", "*.a#b",
        "a-->b", "h1+p", ".x ~.y",
    ]

    /// Selectors it leaves to the general parser: valid and invalid ones.
    static let others: [String] = [
        "", " ", ",", "a,", ",a", "a,,b", "> a", "a >", "a > > b", "a:hover", "a::before", "a[x]", "a|b", "*|a", "|a",
        ".1a", "#1a", "#-a", ".-a", "-a", "--x", "a\\62", "é", "a.é", "/* c */ a", "a/**/b", "a(", "a:is(b)", "&", "& a",
        "a\rb", "a\u{0C}b", "a\u{0}b", "a +1", "a +.5", ".a*", "**", "a%", "a.", "a#", "-->", "a -->b",
    ]

    @Test(arguments: simple)
    func readsSimpleSelectorsAsTheParserDoes(_ text: String) throws {
        let read = try #require(SelectorParser.simpleSelectorList(text))
        #expect(read == (try SelectorParser(text).parseSelectorList()))
    }

    @Test(arguments: others)
    func leavesTheRestToTheParser(_ text: String) {
        #expect(SelectorParser.simpleSelectorList(text) == nil)
    }
}
