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
}
