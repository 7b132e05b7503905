@testable import CSS
import CSSSyntax
import Testing

/// `@font-face` descriptors: which WebKit 2.50 keeps and how it writes them. Each case is
/// `@font-face { declaration }` and the rule's `style.cssText` in WebKit
/// (`../shared/tools/webkit-oracle`).
///
/// https://drafts.csswg.org/css-fonts-4/#font-face-rule
@Suite struct CSSFontFaceDescriptorsTests {
    static let cases: [(declaration: String, webKit: String)] = [
        ("font-family: Foo", "font-family: Foo;"),
        ("font-family: 'Foo'", "font-family: Foo;"),
        ("font-family: \"Foo Bar\"", "font-family: \"Foo Bar\";"),
        ("font-family: Foo  Bar", "font-family: \"Foo Bar\";"),
        ("font-family: serif", ""),
        ("font-family: 'serif'", "font-family: serif;"),
        ("font-family: inherit", ""),
        ("font-family: a, b", ""),
        ("font-family: 1a", ""),
        ("font-family: Ärial", "font-family: Ärial;"),
        ("font-family: 'a\"b'", "font-family: \"a\\\"b\";"),
        ("src: url(a.woff)", "src: url(\"a.woff\");"),
        ("src: url( 'a b.woff' )", "src: url(\"a b.woff\");"),
        ("src: local(Foo)", "src: local(\"Foo\");"),
        ("src: local('Foo'), url(x) format('woff2')", "src: local(\"Foo\"), url(\"x\") format(\"woff2\");"),
        ("src: url(x) format(woff2, woff)", ""),
        ("src: url(x) format(\"opentype\") tech(color-COLRv1)", "src: url(\"x\") format(\"opentype\") tech(color-colrv1);"),
        ("src: url(x) tech(variations)", "src: url(\"x\") tech(variations);"),
        ("src: bogus", ""),
        ("src: url(x) bogus, url(y)", "src: url(\"y\");"),
        ("src: url(x) format(\"embedded-opentype\")", "src: url(\"x\") format(\"embedded-opentype\");"),
        ("src: url(data:font/woff2;base64,AAAA)", "src: url(\"data:font/woff2;base64,AAAA\");"),
        ("src: URL(X.woff) FORMAT(\"WOFF\")", "src: url(\"X.woff\") format(\"WOFF\");"),
        ("src: local(\"a\") format(\"woff\")", ""),
        ("src: url(x) format(collection)", "src: url(\"x\") format(\"collection\");"),
        ("src: url(x) format(svg)", "src: url(\"x\") format(\"svg\");"),
        ("font-weight: normal", "font-weight: normal;"),
        ("font-weight: BOLD", "font-weight: bold;"),
        ("font-weight: 400", "font-weight: 400;"),
        ("font-weight: 100 900", "font-weight: 100 900;"),
        ("font-weight: 900 100", "font-weight: 900 100;"),
        ("font-weight: bold 900", ""),
        ("font-weight: auto", ""),
        ("font-weight: 1001", ""),
        ("font-weight: 450.5", "font-weight: 450.5;"),
        ("font-weight: bolder", ""),
        ("font-style: normal", "font-style: normal;"),
        ("font-style: italic", "font-style: italic;"),
        ("font-style: oblique", "font-style: oblique;"),
        ("font-style: oblique 10deg", "font-style: oblique 10deg;"),
        ("font-style: oblique 20deg 10deg", "font-style: oblique 20deg 10deg;"),
        ("font-style: oblique -10deg 10deg", "font-style: oblique -10deg 10deg;"),
        ("font-style: auto", ""),
        ("font-style: oblique 0.5turn", ""),
        ("font-stretch: 50%", "font-width: 50%;"),
        ("font-stretch: ultra-expanded", "font-width: ultra-expanded;"),
        ("font-stretch: 75% 125%", "font-width: 75% 125%;"),
        ("font-width: 80%", "font-width: 80%;"),
        ("font-stretch: normal", "font-width: normal;"),
        ("unicode-range: U+26", "unicode-range: U+26;"),
        ("unicode-range: U+0-7F", "unicode-range: U+0-7f;"),
        ("unicode-range: U+0025-00FF, u+4??", "unicode-range: U+25-ff, U+400-4ff;"),
        ("unicode-range: U+A5, U+4E00-9FFF", "unicode-range: U+a5, U+4e00-9fff;"),
        ("unicode-range: U+110000", ""),
        ("unicode-range: U+10FFFF", "unicode-range: U+10ffff;"),
        ("unicode-range: U+?????", "unicode-range: U+0-fffff;"),
        ("unicode-range: U+30-20", ""),
        ("font-display: auto", "font-display: auto;"),
        ("font-display: BLOCK", "font-display: block;"),
        ("font-display: fallback", "font-display: fallback;"),
        ("font-display: optional", "font-display: optional;"),
        ("font-feature-settings: 'liga'", "font-feature-settings: \"liga\";"),
        ("font-feature-settings: 'liga' 1, 'kern' off", "font-feature-settings: \"liga\", \"kern\" 0;"),
        ("font-feature-settings: normal", "font-feature-settings: normal;"),
        ("font-feature-settings: \"smcp\" on", "font-feature-settings: \"smcp\";"),
        ("font-variation-settings: 'wght' 400", ""),
        ("font-variation-settings: normal", ""),
        ("font-named-instance: 'Bold'", ""),
        ("font-named-instance: auto", ""),
        ("ascent-override: 90%", ""),
        ("descent-override: normal", ""),
        ("line-gap-override: 0%", ""),
        ("size-adjust: 90%", "size-adjust: 90%;"),
        ("size-adjust: 90.50%", "size-adjust: 90.5%;"),
        ("font-language-override: 'TRK'", ""),
        ("font-language-override: normal", ""),
        ("font-variant: small-caps", ""),
        ("font-kerning: none", ""),
        ("color: red", ""),
        ("font-weight: bold !important", ""),
    ]

    @Test(arguments: cases)
    func descriptorsAsInWebKit(declaration: String, webKit: String) {
        let sheet = CSSStyleSheet(text: "@font-face { \(declaration) }")
        let rule = sheet.rules.first as? CSSFontFaceRule
        #expect(rule?.style.cssText == webKit)
    }

    /// A name given twice counts once, the last time, in its place; `setDescriptor` changes a
    /// descriptor in place, and ignores a value WebKit drops.
    @Test func repeatedAndChangedDescriptors() throws {
        let sheet = CSSStyleSheet(text: "@font-face { font-family: 'x'; font-weight: 100 900; src: local(a); font-display: nonsense; font-family: \"y\" }")
        let style = try #require(sheet.rules.first as? CSSFontFaceRule).style
        #expect(style.cssText == #"font-weight: 100 900; src: local("a"); font-family: y;"#)
        style.setDescriptor("font-weight", value: "bold")
        style.setDescriptor("color", value: "red")
        style.setDescriptor("src", value: "bogus")
        #expect(style.cssText == #"font-weight: bold; src: local("a"); font-family: y;"#)
        #expect(style.removeDescriptor("SRC") == #"local("a")"#)
        #expect(style.names == ["font-weight", "font-family"])
    }
}
