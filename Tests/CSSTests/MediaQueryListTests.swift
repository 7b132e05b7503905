import CSS
import Testing

/// Media queries against a fixed screen, as WebKit evaluates and serializes them.
@Suite struct MediaQueryListTests {
    let desktop = MediaEnvironment(width: 1280, height: 800, devicePixelRatio: 1)

    static let cases: [(String, Bool, String)] = [
        ("", true, ""),
        ("screen", true, "screen"),
        ("print", false, "print"),
        ("all and (min-width: 1024px)", true, "all and (min-width: 1024px)"),
        ("(max-width:600px)", false, "(max-width: 600px)"),
        ("screen and (max-width: 600px), print", false, "screen and (max-width: 600px), print"),
        ("only screen and (min-width: 48em)", true, "only screen and (min-width: 48em)"),
        ("not print", true, "not print"),
        ("not screen", false, "not screen"),
        ("(width >= 1000px)", true, "(width >= 1000px)"),
        ("(400px < width < 800px)", false, "(400px < width < 800px)"),
        ("(orientation: landscape)", true, "(orientation: landscape)"),
        ("(prefers-color-scheme: dark)", false, "(prefers-color-scheme: dark)"),
        ("(hover: hover) and (pointer: fine)", true, "(hover: hover) and (pointer: fine)"),
        ("(min-resolution: 2dppx)", false, "(min-resolution: 2dppx)"),
        ("(-webkit-min-device-pixel-ratio: 1)", true, "(-webkit-min-device-pixel-ratio: 1)"),
        ("(unknown-feature: 1)", false, "(unknown-feature: 1)"),
        ("screen and", false, "not all"),
        ("(min-width: 600px) or (max-width: 100px)", true, "(min-width: 600px) or (max-width: 100px)"),
        ("not (max-width: 600px)", true, "not (max-width: 600px)"),
        ("(min-aspect-ratio: 16/9)", false, "(min-aspect-ratio: 16 / 9)"),
        // Serialized as WebKit 2.50 writes `mediaText` (in a 1280x800 window).
        ("garbage(", false, "garbage()"),
        ("garbage(1", false, "garbage(1)"),
        ("(foo", false, "(foo)"),
        ("(width: 100PX", false, "(width: 100px)"),
        ("SCREEN AND (MIN-WIDTH:100PX)", true, "screen and (min-width: 100px)"),
        ("(orientation: LANDSCAPE)", true, "(orientation: landscape)"),
        ("(prefers-color-scheme: DARK)", false, "(prefers-color-scheme: dark)"),
        ("(foo: BAR)", false, "(foo: BAR)"),
        ("(WIDTH > 10EM)", true, "(width > 10em)"),
        ("(10PX < WIDTH <= 20Px)", false, "(10px < width <= 20px)"),
        ("(min-resolution: 2DPPX)", false, "(min-resolution: 2dppx)"),
        ("(HOVER)", true, "(hover)"),
        ("foo(bar)", false, "foo(bar)"),
        ("(min-width: 1E2px)", true, "(min-width: 100px)"),
        ("(min-width: +100px)", true, "(min-width: 100px)"),
        ("(max-width: 0)", false, "(max-width: 0)"),
        ("(--foo: bar)", false, "(--foo: bar)"),
        ("(width:100px)or (color)", true, "(width: 100px) or (color)"),
        ("((color) and (hover))", true, "((color) and (hover))"),
        // Nested conditions, as WebKit 2.50 evaluates and writes them (matchMedia and @media).
        ("((min-width: 1px))", true, "((min-width: 1px))"),
        ("((1px < width < 2000px))", true, "((1px < width < 2000px))"),
        ("not (not (min-width: 1px))", true, "not (not (min-width: 1px))"),
        ("(min-width: 1px) and (max-width: 1px) or (color)", false, "not all"),
        ("((min-width: 1px) and (not (max-width: 1px)))", true, "((min-width: 1px) and (not (max-width: 1px)))"),
        ("(foo(bar)) or (color)", true, "(foo(bar)) or (color)"),
        ("screen and ((color) or (min-width: 9999px))", true, "screen and ((color) or (min-width: 9999px))"),
        ("(((color) j) k)", false, "(((color) j) k)"),
        ("((color)", true, "((color))"),
        ("(not (color)) or (((width > 1px)))", true, "(not (color)) or (((width > 1px)))"),
        ("screen and (color) or (width)", false, "not all"),
        ("(  ( color  )  )", true, "((color))"),
    ]

    @Test(arguments: cases)
    func evaluatesAndSerializes(_ text: String, _ matches: Bool, _ serialized: String) {
        let list = MediaQueryList(parsing: text)
        #expect(list.matches(desktop) == matches)
        #expect(list.mediaText == serialized)
    }

    /// WebKit reads a condition 5,000 parentheses deep (and gives up at 20,000 only for time);
    /// this engine reads any depth without recursion, in time linear in the length.
    @Test(arguments: [5_000, 100_000])
    func readsDeeplyNestedConditions(depth: Int) {
        let text = String(repeating: "(", count: depth) + "min-width: 1px" + String(repeating: ")", count: depth)
        let list = MediaQueryList(parsing: text)
        #expect(list.matches(desktop))
        #expect(list.mediaText == text)
        let negated = MediaQueryList(parsing: String(repeating: "not (", count: depth) + "color" + String(repeating: ")", count: depth))
        #expect(negated.matches(desktop) == depth.isMultiple(of: 2))
    }
}
