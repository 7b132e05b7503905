import CSS
import Testing

/// `@supports` conditions and `CSS.supports()`, with WebKit 2.50's answers
/// (`../shared/tools/webkit-oracle`).
@Suite struct CSSSupportsConditionTests {
    /// `CSS.supports(conditionText)`.
    static let conditions: [(String, Bool)] = [
        ("display: flex", true), ("display:flex !important", true), ("(display: flex) and (color: red)", true),
        ("selector(:has(a))", true), ("not (display: bogus)", true), ("(display: flex) or (x: y)", true),
        ("(display: flex) and (x: y) or (z: w)", false), ("foo(bar) or (display: block)", true),
        ("width: calc(" + String(repeating: "(", count: 200) + "1px" + String(repeating: ")", count: 200) + ")", false),
        ("color: red; width: 1px", false), ("((display: block)) ", true), ("not(display: block)", false),
        ("display: flex)", false), ("(display: block) and(color: red)", false), ("(--x:)", true), ("(--x: )", true),
        ("--x:", true), ("(display: block) and ((x: y) or (color: red))", true), ("selector(p)and (color:red)", true),
        ("not (display: block) and (color: red)", false), ("(display:block)and(color:red)", false),
        ("(display: block)and (color: red)", true),
    ]

    @Test(arguments: conditions)
    func answersCSSSupports(_ text: String, _ supported: Bool) {
        #expect(CSSSupportsCondition.supports(conditionText: text) == supported)
    }

    /// `CSS.supports(property, value)`.
    static let declarations: [(String, String, Bool)] = [
        ("DISPLAY", "flex", true), ("display", "flex !important", false), (" display", "flex", false),
        ("display", " flex ", true), ("--x", "", true), ("--", "a", false), ("-webkit-box-orient", "vertical", true),
        ("color", "rgb(1,2,3)", true), ("width", "calc(1px + 2%)", true), ("display", "bogus", false),
        ("position", "sticky", true),
    ]

    @Test(arguments: declarations)
    func answersCSSSupportsOfADeclaration(_ property: String, _ value: String, _ supported: Bool) {
        #expect(CSSSupportsCondition.supports(property: property, value: value) == supported)
    }

    /// A prelude that is not a `<supports-condition>` drops the `@supports` rule, as WebKit's
    /// `insertRule` refuses it with a `SyntaxError`.
    static let preludes: [(String, Bool?)] = [
        ("((display: block))", true), ("display: block", nil), ("not(display: bogus)", false),
        ("(display: block) and(color: red)", nil), ("--x:", nil), ("not (display: block) and (color: red)", nil),
        ("(display:block)and(color:red)", nil), ("(display: block)and (color: red)", true), ("(--x: )", true),
    ]

    @Test(arguments: preludes)
    func parsesPreludes(_ text: String, _ result: Bool?) {
        #expect(CSSSupportsCondition.parse(text) == result)
    }

    /// WebKit answers true 20,000 parentheses deep (in 2.4 s; at 100,000 its web process gives
    /// no answer); this engine reads any depth without recursion, in time linear in the length.
    @Test(arguments: [20_000, 100_000])
    func readsDeeplyNestedConditions(depth: Int) {
        func nested(_ inner: String) -> String {
            String(repeating: "(", count: depth) + inner + String(repeating: ")", count: depth)
        }
        #expect(CSSSupportsCondition.evaluate(nested("display: block")))
        #expect(CSSSupportsCondition.supports(conditionText: nested("not (display: blurk)")))
        #expect(!CSSSupportsCondition.evaluate(nested("display: blurk")))
        #expect(CSSSupportsCondition.evaluate(String(repeating: "not (", count: depth) + "(display: blurk)" + String(repeating: ")", count: depth)) == !depth.isMultiple(of: 2))
    }
}
