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
    ]

    @Test(arguments: cases)
    func evaluatesAndSerializes(_ text: String, _ matches: Bool, _ serialized: String) {
        let list = MediaQueryList(parsing: text)
        #expect(list.matches(desktop) == matches)
        #expect(list.mediaText == serialized)
    }
}
