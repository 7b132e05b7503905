import CSSSyntax

/// The `font` shorthand (https://drafts.csswg.org/css-fonts-4/#font-prop): style, variant,
/// weight and stretch words in any order, a size, an optional `/ line-height`, then the
/// families; or a system font keyword, which sets WebKit's default control font.
enum CSSFontShorthand {
    /// The longhands `font` sets, in WebKit's order: those it names, then those it resets to
    /// their initial values.
    static let longhands: [CSSProperty] = [
        .fontStyle, .fontVariantCaps, .fontWeight, .fontWidth, .fontSize, .lineHeight, .fontFamily,
    ] + resetLonghands.map(\.0)

    /// The longhands `font` resets without naming them, with their initial values.
    static let resetLonghands: [(CSSProperty, CSSValue)] = [
        (.fontSizeAdjust, .keyword("none")), (.fontKerning, .keyword("auto")), (.fontVariantAlternates, .keyword("normal")),
        (.fontVariantLigatures, .keyword("normal")), (.fontVariantNumeric, .keyword("normal")),
        (.fontVariantEastAsian, .keyword("normal")), (.fontVariantPosition, .keyword("normal")),
        (.fontVariantEmoji, .keyword("normal")), (.fontFeatureSettings, .keyword("normal")),
        (.fontOpticalSizing, .keyword("auto")), (.fontVariationSettings, .keyword("normal")),
    ]

    static func expand(_ parser: CSSValueParser) -> [(CSSProperty, CSSValue)]? {
        named(parser).map { $0 + resetLonghands }
    }

    /// The longhands the value names.
    private static func named(_ parser: CSSValueParser) -> [(CSSProperty, CSSValue)]? {
        let tokens = parser.tokens
        if tokens.count == 1, case .ident(let word) = tokens[0].kind, systemFonts.contains(asciiLowercased(word)) {
            return [(.fontStyle, .keyword("normal")), (.fontVariantCaps, .keyword("normal")), (.fontWeight, .keyword("normal")),
                    (.fontWidth, .keyword("normal")), (.fontSize, .length(CSSLength(pixels: 13.333333))),
                    (.lineHeight, .keyword("normal")), (.fontFamily, .text("system-ui"))]
        }
        var style: CSSValue = .keyword("normal"), variant: CSSValue = .keyword("normal")
        var weight: CSSValue = .keyword("normal"), width: CSSValue = .keyword("normal")
        var index = 0
        var size: CSSValue?
        while index < tokens.count, size == nil {
            let token = tokens[index]
            switch token.kind {
            case .ident(let word):
                let lowered = asciiLowercased(word)
                if lowered == "normal" {
                } else if lowered == "italic" || lowered == "oblique" {
                    style = .keyword(lowered)
                } else if lowered == "small-caps" {
                    variant = .keyword(lowered)
                } else if ["bold", "bolder", "lighter"].contains(lowered) {
                    weight = .keyword(lowered)
                } else if stretches.contains(lowered) {
                    width = .keyword(lowered)
                } else if CSSFontSizes.keywords.contains(lowered) {
                    size = .keyword(lowered)
                } else {
                    return nil
                }
            case .number(let number) where number.value >= 1 && number.value <= 1000:
                weight = .number(number.value)
            default:
                guard let length = parser.length(token, allowsNegative: false, unitless: parser.quirksMode) else {
                    if case .function(let name) = token.kind, CSSMathFunctions.names.contains(asciiLowercased(name)) {
                        let end = min(tokens.closingIndex(ofBlockOpenedAt: index) + 1, tokens.count)
                        guard let length = CSSMathFunctions.length(Array(tokens[index..<end])) else { return nil }
                        size = .length(length)
                        index = end - 1
                        break
                    }
                    return nil
                }
                size = .length(length)
            }
            index += 1
        }
        guard let size else { return nil }
        var lineHeight: CSSValue = .keyword("normal")
        if index < tokens.count, tokens[index].isDelim("/") {
            index += 1
            guard index < tokens.count else { return nil }
            let token = tokens[index]
            if token.isIdent("normal") {
                lineHeight = .keyword("normal")
            } else if case .number(let number) = token.kind {
                lineHeight = .number(number.value)
            } else if let length = parser.length(token, allowsNegative: false, unitless: false) {
                lineHeight = .length(length)
            } else {
                return nil
            }
            index += 1
        }
        guard index < tokens.count else { return nil }
        guard let family = CSSFontFamily.list(Array(tokens[index...])) else { return nil }
        return [(.fontStyle, style), (.fontVariantCaps, variant), (.fontWeight, weight), (.fontWidth, width),
                (.fontSize, size), (.lineHeight, lineHeight), (.fontFamily, .text(family))]
    }

    static let systemFonts: Set<String> = [
        "caption", "icon", "menu", "message-box", "small-caption", "status-bar", "-webkit-small-control",
        "-webkit-control", "-webkit-mini-control", "-apple-system-body", "-apple-system-headline",
        "-apple-system-subheadline", "-apple-system-footnote", "-apple-system-caption1", "-apple-system-caption2",
        "-apple-system-short-body", "-apple-system-tall-body", "-apple-system-title0", "-apple-system-title1",
        "-apple-system-title2", "-apple-system-title3", "-apple-system-title4",
    ]

    static let stretches: Set<String> = [
        "ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "semi-expanded", "expanded",
        "extra-expanded", "ultra-expanded",
    ]
}
