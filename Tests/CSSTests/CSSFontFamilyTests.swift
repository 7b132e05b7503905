import CSS
import Testing

/// Values with strings and family names, written back as WebKit 2.50 writes a rule's
/// declarations (`cssText`); each expected text is the oracle's
/// (`../shared/tools/webkit-oracle`, `document.styleSheets[0].cssRules[i].cssText`).
@Suite struct CSSFontFamilyTests {
    static let cases: [(String, String)] = [
        // Families: generic keywords lowercased, one identifier bare, anything else a string.
        ("font-family: 'Open Sans', Arial", "font-family: \"Open Sans\", Arial;"),
        ("font-family: Open   Sans, \"Helvetica Neue\", sans-serif", "font-family: \"Open Sans\", \"Helvetica Neue\", sans-serif;"),
        ("font-family: \"Arial\"", "font-family: Arial;"),
        ("font-family: \"Open  Sans\",   serif", "font-family: \"Open  Sans\", serif;"),
        ("font-family: 'Tab\tName'", "font-family: \"Tab\\9 Name\";"),
        ("font-family: \"a\\\"b\", 'c\\'d'", "font-family: \"a\\\"b\", \"c'd\";"),
        ("font-family: Serif, SANS-SERIF, \"serif\", -apple-system, BlinkMacSystemFont, \"Segoe UI\", Roboto",
         "font-family: serif, sans-serif, serif, -apple-system, BlinkMacSystemFont, \"Segoe UI\", Roboto;"),
        ("font-family: \"Times New Roman\", Times, serif", "font-family: \"Times New Roman\", Times, serif;"),
        ("font-family: \"\", serif", "font-family: \"\", serif;"),
        // Invalid lists are dropped whole.
        ("font-family: Arial, 12px", ""),
        ("font-family: Arial,, serif", ""),
        ("font-family: monospace, MONOSPACE, System-UI, Inherit", ""),
        // Strings keep their white space and are written with double quotes.
        ("quotes: \"«  \"   \"  »\"", "quotes: \"«  \" \"  »\";"),
        ("quotes: '\"' \"'\"", "quotes: \"\\\"\" \"'\";"),
        ("content: 'x  y'", "content: \"x  y\";"),
        ("list-style-type: \"\\2022  \"", "list-style-type: \"• \";"),
        ("background-image: url('a b.png')", "background-image: url(\"a b.png\");"),
        // Grid areas: cells one space apart.
        ("grid-template-areas: \"a   b\" \"c d\"", "grid-template-areas: \"a b\" \"c d\";"),
        // Feature settings: 1 and `on` left out, `off` written as 0.
        ("font-feature-settings: 'liga' 1, \"kern\" on, 'smcp' off, \"ss01\" 0, 'cv01' 3, \"tnum\"",
         "font-feature-settings: \"liga\", \"kern\", \"smcp\" 0, \"ss01\" 0, \"cv01\" 3, \"tnum\";"),
        ("font-feature-settings: 'lig' 1", ""),
    ]

    @Test(arguments: cases)
    func declarationIsWrittenAsWebKitWritesIt(_ text: String, _ expected: String) {
        #expect(CSSDeclarationBlock(parsing: text).cssText == expected)
    }

    /// `setProperty` keeps the white space inside the value's strings.
    @Test func setPropertyKeepsStrings() {
        let block = CSSDeclarationBlock(parsing: "")
        block.setProperty("font-family", value: " 'P  Q',  R  S ", important: false)
        #expect(block.value(of: "font-family") == "\"P  Q\", \"R S\"")
    }

    /// The computed value lists the feature settings by tag.
    @Test func computedFeatureSettingsAreSortedByTag() {
        #expect(CSSFontFeatureSettings.computed("\"liga\", \"kern\", \"smcp\" 0, \"ss01\" 0, \"cv01\" 3, \"tnum\"")
            == "\"cv01\" 3, \"kern\", \"liga\", \"smcp\" 0, \"ss01\" 0, \"tnum\"")
        #expect(CSSFontFeatureSettings.computed("\"liga\"") == "\"liga\"")
    }
}
