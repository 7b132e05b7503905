@testable import CSS
import Testing

/// What a `content` value generates for a `::before` or `::after` box.
@Suite struct CSSGeneratedContentTests {
    /// (value, the text it shows or nil for no box, its serialization), with `attr(data-x)`
    /// reading "DX" and other attributes absent.
    static let values: [(CSSValue, String?, String?)] = [
        (.text("\"\\2022  \""), "\u{2022} ", "\"\u{2022} \""),
        (.text("'a' \"b\""), "ab", "\"a\" \"b\""),
        (.text("\"\""), "", "\"\""),
        (.text("\"a   b\\A c\""), "a   b\nc", "\"a   b\\a c\""),
        (.keyword("none"), nil, nil),
        (.keyword("normal"), nil, nil),
        (.text("none"), nil, nil),
        (.wide(.inherit), nil, nil),
        (.text("open-quote \"x\" close-quote"), "\u{201C}x\u{201D}", "open-quote \"x\" close-quote"),
        (.text("no-open-quote"), "", "no-open-quote"),
        (.text("counter(c) \". \""), "0. ", "counter(c) \". \""),
        (.text("counters(c,'.')"), "0", "counters(c, \".\")"),
        (.text("attr(DATA-X) \"-\" attr(title)"), "DX-", "\"DX\" \"-\" \"\""),
        (.unresolved("attr(data-x)", property: .content), "DX", "\"DX\""),
        (.text("url(x.png) \"a\""), "a", "url(\"x.png\") \"a\""),
        (.text("linear-gradient(red, blue)"), "", "linear-gradient(red, blue)"),
        (.text("\"x\" / \"alt\""), "x", "\"x\""),
        (.text("bogus"), nil, nil),
        (.text("\"x\" bogus(1)"), nil, nil),
        (.text("12"), nil, nil),
    ]

    @Test(arguments: values)
    func readsWhatTheValueGenerates(_ value: CSSValue, _ text: String?, _ serialized: String?) {
        let content = CSSGeneratedContent(value)
        let attribute = { (name: String) in name == "data-x" ? "DX" : nil }
        #expect(content.map { $0.items.map { $0.text(attribute: attribute) ?? "" }.joined() } == text, "\(value)")
        #expect(content?.serialized(attribute: attribute) == serialized, "\(value)")
    }

    /// `counter()` and `counters()` in a `::before`'s `content`, and
    /// `getComputedStyle(element, "::before").content` for it in WebKit 2.50 (`none` when
    /// WebKit drops the declaration), from `../shared/tools/webkit-oracle`.
    static let counters: [(String, String)] = [
        ("counter(a)", "counter(a)"),
        ("counter(a,decimal)", "counter(a)"),
        ("counter( a , upper-roman )", "counter(a, upper-roman)"),
        ("counters(a,\".\")", "counters(a, \".\")"),
        ("counters(a, '.', lower-greek)", "counters(a, \".\", lower-greek)"),
        ("counter(a, none)", "none"),
        ("counter(A)", "counter(A)"),
        ("counter(a) '. ' counter(b, lower-alpha)", "counter(a) \". \" counter(b, lower-alpha)"),
        ("counters(a, \"-\", decimal)", "counters(a, \"-\")"),
        ("counter(a, disc)", "counter(a, disc)"),
        ("counter(a, DECIMAL)", "counter(a)"),
        ("counter(a, foo)", "counter(a, foo)"),
        ("counter(none)", "counter(none)"),
        ("counter(a, decimal-leading-zero)", "counter(a, decimal-leading-zero)"),
        ("counters(a)", "none"),
        ("counter(a, \"x\")", "none"),
        ("counter(inherit)", "none"),
        ("counter(a,square)", "counter(a, square)"),
        ("counter(a) counter(b)", "counter(a) counter(b)"),
        ("counter(list-item)", "counter(list-item)"),
    ]

    @Test(arguments: counters)
    func countersAreWrittenAsWebKitWritesThem(_ value: String, _ computed: String) {
        #expect((CSSGeneratedContent(.text(value))?.serialized { _ in nil } ?? "none") == computed)
    }
}
