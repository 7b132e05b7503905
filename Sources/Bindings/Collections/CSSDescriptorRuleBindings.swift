import CSS
import JavaScriptEngine

// The rules that hold only descriptors and name things fonts and counters use:
// `@counter-style`, `@font-feature-values`, `@font-palette-values` and `@view-transition`.

extension CSSRuleInterfaces {
    /// `CSSCounterStyleRule`: `name` and each descriptor as WebKit writes it ("" when absent).
    ///
    /// https://drafts.csswg.org/css-counter-styles-3/#the-csscounterstylerule-interface
    static let counterStyleRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSCounterStyleRule", parent: "CSSRule")
        definition.properties = [
            "name", "system", "symbols", "additiveSymbols", "negative", "prefix", "suffix", "range", "pad", "speakAs", "fallback",
        ].map { NativeProperty($0, get: descriptorRuleString) }
        return definition
    }()

    /// `CSSFontFeatureValuesRule`: `fontFamily`.
    ///
    /// https://drafts.csswg.org/css-fonts-4/#om-fontfeaturevalues
    static let fontFeatureValuesRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSFontFeatureValuesRule", parent: "CSSRule")
        definition.properties = [NativeProperty("fontFamily", get: descriptorRuleString)]
        return definition
    }()

    /// `CSSFontPaletteValuesRule`: `name`, `fontFamily`, `basePalette` and `overrideColors`.
    ///
    /// https://drafts.csswg.org/css-fonts-4/#om-fontpalettevalues
    static let fontPaletteValuesRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSFontPaletteValuesRule", parent: "CSSRule")
        definition.properties = ["name", "fontFamily", "basePalette", "overrideColors"].map {
            NativeProperty($0, get: descriptorRuleString)
        }
        return definition
    }()

    /// `CSSViewTransitionRule`: `navigation`, and `types`, an array of the types.
    ///
    /// https://drafts.csswg.org/css-view-transitions-2/#the-cssviewtransitionrule
    static let viewTransitionRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSViewTransitionRule", parent: "CSSRule")
        definition.properties = [
            NativeProperty("navigation", get: descriptorRuleString),
            NativeProperty("types", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in
                    try realm.context.makeArray(((rule as? CSSViewTransitionRule)?.types ?? []).map(realm.context.string)).value
                }
            }),
        ]
        return definition
    }()
}

/// The string attributes of the rules above, found by the attribute's name.
private let descriptorRuleString: NativeGetterCallback = { _, object, name, exception in
    ruleAttribute(object, exception) { rule, realm in
        let attribute = name.map(swiftString) ?? ""
        let value: String? =
            switch rule {
            case let counterStyle as CSSCounterStyleRule:
                attribute == "name" ? counterStyle.name : counterStyle.descriptors[CSSCounterStyleRule.descriptorName(ofAttribute: attribute)]
            case let featureValues as CSSFontFeatureValuesRule: featureValues.fontFamily
            case let palette as CSSFontPaletteValuesRule:
                switch attribute {
                case "name": palette.name
                case "fontFamily": palette.fontFamily
                case "basePalette": palette.basePalette
                default: palette.overrideColors
                }
            case let transition as CSSViewTransitionRule: transition.navigation
            default: nil
            }
        return realm.context.string(value ?? "")
    }
}
