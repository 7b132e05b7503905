import CSSSyntax
import Testing

/// The tokenizer, on the parts of CSS Syntax Level 3 that selectors use.
@Suite struct CSSTokenizerTests {
    /// The kinds of the tokens of `text`, without the final end of file.
    func kinds(_ text: String) -> [CSSToken.Kind] {
        Array(CSSTokenizer.tokenize(text).map(\.kind).dropLast())
    }

    static let cases: [(String, [CSSToken.Kind])] = [
        ("div", [.ident("div")]),
        ("#\\31 23", [.hash("123", isIdentifier: true)]),
        ("#1a", [.hash("1a", isIdentifier: false)]),
        ("#a\\.b", [.hash("a.b", isIdentifier: true)]),
        ("#-a", [.hash("-a", isIdentifier: true)]),
        ("\\31 23", [.ident("123")]),
        ("\\000031x", [.ident("1x")]),
        ("\\0", [.ident("\u{FFFD}")]),
        ("\\110000", [.ident("\u{FFFD}")]),
        ("\\D800", [.ident("\u{FFFD}")]),
        ("\\", [.ident("\u{FFFD}")]),
        ("a\\\nb", [.ident("a"), .delim("\\"), .whitespace, .ident("b")]),
        ("'a\\'b'", [.string("a'b")]),
        ("\"a\\\nb\"", [.string("ab")]),
        ("'abc", [.string("abc")]),
        ("'a\nb'", [.badString, .whitespace, .ident("b"), .string("")]),
        ("a/* comment */b", [.ident("a"), .ident("b")]),
        ("a /* unterminated", [.ident("a"), .whitespace]),
        ("2n+1", [.dimension(CSSNumber(value: 2, isInteger: true, hasSign: false), unit: "n"),
                  .number(CSSNumber(value: 1, isInteger: true, hasSign: true))]),
        ("-n-3", [.ident("-n-3")]),
        ("+.5e1", [.number(CSSNumber(value: 5, isInteger: false, hasSign: true))]),
        ("10%", [.percentage(CSSNumber(value: 10, isInteger: true, hasSign: false))]),
        ("--x", [.ident("--x")]),
        ("<!-- -->", [.cdo, .whitespace, .cdc]),
        ("url( a.png )", [.url("a.png")]),
        ("url(a b)", [.badURL]),
        ("url('a')", [.function("url"), .string("a"), .rightParenthesis]),
        (":not(", [.colon, .function("not")]),
        ("@media", [.atKeyword("media")]),
        ("a\r\n\u{0C}b", [.ident("a"), .whitespace, .ident("b")]),
        ("é𝒳", [.ident("é𝒳")]),
    ]

    @Test(arguments: cases)
    func tokens(_ text: String, _ expected: [CSSToken.Kind]) {
        #expect(kinds(text) == expected)
    }

    @Test func offsetsAreUTF8AndSurvivePreprocessing() {
        let tokens = CSSTokenizer.tokenize("𝒳\r\n.a")
        #expect(tokens.map(\.offset) == [0, 4, 6, 7, 8])
    }
}
