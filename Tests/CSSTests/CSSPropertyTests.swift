import CSS
import Testing

/// Properties found by name, as WebKit finds them.
@Suite struct CSSPropertyTests {
    static let nameCases: [(String, CSSProperty?)] = [
        ("color", .color),
        ("COLOR", .color),
        ("Background-Color", .backgroundColor),
        ("word-wrap", .overflowWrap),
        ("-WebKit-Transform", .transform),
        ("page-break-after", .breakAfter),
        ("colour", nil),
        ("", nil),
        ("--gap", nil),
        ("col\u{F3}r", nil),
    ]

    @Test(arguments: nameCases)
    func propertyNamed(_ name: String, _ expected: CSSProperty?) {
        #expect(CSSProperty(named: name) == expected)
    }

    /// Every property is found by its own name.
    @Test func everyPropertyByItsName() {
        for property in CSSProperty.allCases {
            #expect(CSSProperty(named: property.name) == property)
        }
    }
}
