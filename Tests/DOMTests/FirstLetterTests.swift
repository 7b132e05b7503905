@testable import DOM
import Testing

/// The characters a `::first-letter` takes of a block's first text, as WebKit 2.50 takes them
/// (its `innerText` with `::first-letter { text-transform: uppercase }` or `visibility:
/// hidden`, `../shared/tools/webkit-oracle`): `"hello"` gives `"H`, `(¡«hello»` gives `(¡«H`,
/// `" hello"` gives `" H`, `"hello"` hidden gives `ello"`.
@Suite struct FirstLetterTests {
    @Test(arguments: [
        ("hello world", "h"),
        ("\"hello\" world", "\"h"),
        ("(¡«hello» world", "(¡«h"),
        ("   hello", "   h"),
        ("\" hello\"", "\" h"),
        ("1abc", "1"),
        ("ßig", "ß"),
        ("h. world", "h."),
        ("h world", "h"),
        ("h , world", "h ,"),
        ("e\u{301}te", "e\u{301}"),
        ("((", "(("),
        ("-hello", "-"),
    ])
    func letterIsWebKits(_ text: String, _ letter: String) {
        let end = FirstLetter.end(in: text)
        #expect(end.map { String(text[..<$0]) } == letter)
    }

    @Test func whiteSpaceAloneHasNoLetter() {
        #expect(FirstLetter.end(in: "  \n\t") == nil)
        #expect(FirstLetter.end(in: "") == nil)
    }
}
