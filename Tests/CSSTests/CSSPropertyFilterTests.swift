@testable import CSS
import CSSSyntax
import Testing

/// Which declarations can change what rendered text reads: the longhands themselves, the
/// shorthands and logical properties that set them, `all`, custom properties; and the
/// scan of a block not parsed yet, which may say yes wrongly but never no wrongly.
@Suite struct CSSPropertyFilterTests {
    static let names: [(String, Bool)] = [
        ("display", true), ("DISPLAY", true), ("visibility", true), ("white-space", true), ("text-wrap", true),
        ("text-transform", true), ("margin", true), ("margin-inline-start", true), ("padding-block", true),
        ("border", true), ("border-top", true), ("border-color", false), ("font", true), ("font-size", true),
        ("font-family", true), ("all", true), ("--anything", true), ("overflow", true), ("inset", false),
        ("width", true), ("max-inline-size", true), ("-webkit-text-security", true), ("color", false),
        ("background", false), ("background-color", false), ("line-height", false), ("font-weight", false),
        ("opacity", false), ("top", false), ("text-decoration", false), ("transition", false),
        ("-webkit-transform", false), ("no-such-property", false),
    ]

    @Test(arguments: names)
    func admitsWhatRenderedTextReads(_ name: String, _ admitted: Bool) {
        #expect(CSSPropertyFilter.renderedText.admits(named: name) == admitted)
    }

    static let blocks: [(String, Bool)] = [
        ("color: red; background: url(http://x/y.png)", false),
        ("color:red;display:none", true),
        ("font-weight: bold; line-height: 1.2 !important", false),
        ("--gap: 4px", true),
        ("color: red; /* display: none */", true),
        ("content: 'display: none'", true),
        ("col\\6fr: red", true),
        ("margin\n  : 0", true),
        ("", false),
        ("color: red; & .child { display: none }", true),
    ]

    @Test(arguments: blocks)
    func scansNamesWithoutParsing(_ text: String, _ may: Bool) {
        let source = CSSSource(text)
        #expect(CSSPropertyFilter.renderedText.mayAdmitDeclarations(in: source, range: source.wholeRange) == may)
    }

    /// A parsed block answers from its longhands.
    @Test func parsedBlocks() {
        #expect(!CSSDeclarationBlock(parsing: "color: red; font-weight: 700").mayDeclare(anyOf: .renderedText))
        #expect(CSSDeclarationBlock(parsing: "color: red; padding: 0 1px").mayDeclare(anyOf: .renderedText))
        #expect(CSSDeclarationBlock(parsing: "--x: 1").mayDeclare(anyOf: .renderedText))
    }
}
