/// The initial values of longhands as specified values: what a shorthand sets a longhand it
/// leaves out to, and what WebKit's shorthand serializer leaves out again
/// (`isInitialValueForLonghand`).
///
/// https://drafts.csswg.org/css-cascade-5/#initial-values
enum CSSInitialValues {
    /// The initial value of `property` as a declared value, or nil when no shorthand needs it.
    static func specified(_ property: CSSProperty) -> CSSValue? {
        table[property]
    }

    /// Whether `text` is how the initial value of `property` serializes.
    static func isInitial(_ property: CSSProperty, _ text: String) -> Bool {
        table[property]?.serialized == text
    }

    private static let table: [CSSProperty: CSSValue] = {
        var table: [CSSProperty: CSSValue] = [
            .borderImageSource: .keyword("none"), .borderImageSlice: .text("100%"), .borderImageWidth: .number(1),
            .borderImageOutset: .number(0), .borderImageRepeat: .keyword("stretch"),
            .outlineColor: .currentColor, .outlineStyle: .keyword("none"), .outlineWidth: .keyword("medium"),
            .columnRuleColor: .currentColor, .columnRuleStyle: .keyword("none"), .columnRuleWidth: .keyword("medium"),
            .listStylePosition: .keyword("outside"), .listStyleImage: .keyword("none"), .listStyleType: .keyword("disc"),
            .flexDirection: .keyword("row"), .flexWrap: .keyword("nowrap"),
            .columnWidth: .keyword("auto"), .columnCount: .keyword("auto"),
            .textDecorationLine: .keyword("none"),
            .fontStyle: .keyword("normal"), .fontVariantCaps: .keyword("normal"), .fontWeight: .keyword("normal"),
            .fontWidth: .keyword("normal"), .lineHeight: .keyword("normal"),
            .backgroundImage: .keyword("none"), .backgroundPositionX: .text("0%"), .backgroundPositionY: .text("0%"),
            .backgroundSize: .keyword("auto"),
            .backgroundRepeat: .keyword("repeat"), .backgroundAttachment: .keyword("scroll"),
            .backgroundOrigin: .keyword("padding-box"), .backgroundClip: .keyword("border-box"),
            .backgroundColor: .keyword("transparent"),
        ]
        for (property, value) in CSSFontShorthand.resetLonghands { table[property] = value }
        for side in ["top", "right", "bottom", "left"] {
            table[CSSProperty(named: "border-\(side)-width")!] = .keyword("medium")
            table[CSSProperty(named: "border-\(side)-style")!] = .keyword("none")
            table[CSSProperty(named: "border-\(side)-color")!] = .currentColor
        }
        return table
    }()
}
