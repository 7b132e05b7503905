import CSSSyntax
import Testing

/// Rules, declarations and blocks as CSS Syntax Level 3 reads them.
@Suite struct CSSParserTests {
    /// Each rule of `text` as `prelude{block}` or `@name prelude{block}` / `@name prelude;`.
    func rules(_ text: String, topLevel: Bool = true) -> [String] {
        let source = CSSSource(text)
        return CSSParser.rules(in: source, range: source.wholeRange, topLevel: topLevel).map { rule in
            switch rule {
            case .qualified(let prelude, let block): "\(source.text(prelude)){\(source.text(block))}"
            case .atRule(let name, let prelude, let block):
                "@\(name) \(source.text(prelude))" + (block.map { "{\(source.text($0))}" } ?? ";")
            }
        }
    }

    static let ruleCases: [(String, [String])] = [
        ("a { color: red } b{}", ["a{ color: red }", "b{}"]),
        ("<!-- a {} -->", ["a{}"]),
        ("@media screen { a { b: c } } d {}", ["@media screen{ a { b: c } }", "d{}"]),
        ("@import url(x.css) screen; a {}", ["@import url(x.css) screen;", "a{}"]),
        ("@charset \"utf-8\";", ["@charset \"utf-8\";"]),
        // A `}` inside a string, a comment, an escape or url() does not end the block.
        ("a { content: '}' } b {}", ["a{ content: '}' }", "b{}"]),
        ("a { /* } */ } b {}", ["a{ /* } */ }", "b{}"]),
        ("a { x: \\} } b {}", ["a{ x: \\} }", "b{}"]),
        ("a { b: url(x}y) } c {}", ["a{ b: url(x}y) }", "c{}"]),
        ("a { b: (}) } c {}", ["a{ b: (}) }", "c{}"]),
        ("a { b: [}] } c {}", ["a{ b: [}] }", "c{}"]),
        // Nested blocks are skipped whole; an unterminated block ends with the input.
        ("a { b { c {} } } d {}", ["a{ b { c {} } }", "d{}"]),
        // A closing bracket of another kind is just a token; brackets nest past any depth.
        ("a { b: (] [) } c ]) } d {}", ["a{ b: (] [) } c ]) }", "d{}"]),
        ("a {" + deeplyNested + "} d {}", ["a{" + deeplyNested + "}", "d{}"]),
        ("a {" + deeplyNested.dropLast() + "} d {}", ["a{" + deeplyNested.dropLast() + "} d {}}"]),
        ("a { b: c", ["a{ b: c}"]),
        // A rule whose block never starts is dropped; `;` is part of a top-level prelude.
        ("a; b {} c", ["a; b{}"]),
        ("} a {}", ["} a{}"]),
        // A hex escape takes one whitespace after it, a newline too, as the tokenizer reads it:
        // the string goes on (Scripts/fuzz.sh found the block ending elsewhere, and a hang).
        ("a { content: \"\\20\nC}\" } b {}", ["a{ content: \"\\20\nC}\" }", "b{}"]),
    ]

    /// Brackets of every kind nested 40 deep (more than the skipper keeps in a word).
    static let deeplyNested = String(repeating: "([{", count: 40) + "x" + String(repeating: "}])", count: 40)

    @Test(arguments: ruleCases)
    func rulesOfAStyleSheet(_ text: String, _ expected: [String]) {
        #expect(rules(text) == expected)
    }

    /// `<!--` and `-->` are skipped only at the top level; in a block they begin a rule's
    /// prelude (WebKit 2.50: `@media all { <!-- p { color: red } span {} }` has one rule, and
    /// `p` stays black).
    @Test func markupCommentTokensStartARuleInsideABlock() {
        #expect(rules("<!-- p {} span {}", topLevel: false) == ["<!-- p{}", "span{}"])
        #expect(rules("--> p {}", topLevel: false) == ["--> p{}"])
        #expect(rules("<!-- p {} -->", topLevel: true) == ["p{}"])
    }

    /// Each item of a block as `name: value` (`!` for important) or `rule`.
    func items(_ text: String) -> [String] {
        let source = CSSSource(text)
        return CSSParser.blockContents(in: source, range: source.wholeRange).map { item in
            switch item {
            case .declaration(let declaration):
                "\(declaration.name): \(source.text(declaration.value))" + (declaration.important ? " !" : "")
            case .rule(.qualified(let prelude, let block)): "rule \(source.text(prelude)){\(source.text(block))}"
            case .rule(.atRule(let name, let prelude, _)): "@\(name) \(source.text(prelude))"
            }
        }
    }

    static let blockCases: [(String, [String])] = [
        ("color: red; display:none", ["color: red", "display: none"]),
        ("color: red !important; x: y ! IMPORTANT", ["color: red !", "x: y !"]),
        ("color: red!important!important", ["color: red!important !"]),
        ("a: b c  ;;  d : e", ["a: b c", "d: e"]),
        ("a: f(b; c); d: e", ["a: f(b; c)", "d: e"]),
        ("--x: { a; b }; y: z", ["--x: { a; b }", "y: z"]),
        ("junk; a: b", ["a: b"]),
        ("a:hover { color: red } b: c", ["rule a:hover{ color: red }", "b: c"]),
        ("& > p { x: y }", ["rule & > p{ x: y }"]),
        ("@media print { a: b } c: d", ["@media print", "c: d"]),
        ("a: ", ["a: "]),
        // A `}` ends the contents, as in WebKit (`style="color: red; } margin: 0"` is `color: red;`).
        ("color: red; } margin: 0", ["color: red"]),
    ]

    @Test(arguments: blockCases)
    func contentsOfABlock(_ text: String, _ expected: [String]) {
        #expect(items(text) == expected)
    }
}
