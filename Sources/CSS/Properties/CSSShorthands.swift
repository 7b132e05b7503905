import CSSSyntax

/// Shorthand properties: which longhands each sets, and how its value splits among them.
///
/// https://drafts.csswg.org/css-cascade-5/#shorthand-property
enum CSSShorthands {
    /// The (physical) longhands a declaration of `property` sets: the property itself for
    /// a longhand.
    static func longhands(of property: CSSProperty) -> [CSSProperty] {
        if !property.isShorthand { return [CSSLogicalProperties.physical(property)] }
        if property == .all {
            return CSSProperty.computedProperties.filter { $0 != .direction && $0 != .unicodeBidi && CSSLogicalProperties.logicalSource($0) == nil }
        }
        return table[property] ?? []
    }

    static let table: [CSSProperty: [CSSProperty]] = [
        .margin: [.marginTop, .marginRight, .marginBottom, .marginLeft],
        .padding: [.paddingTop, .paddingRight, .paddingBottom, .paddingLeft],
        .inset: [.top, .right, .bottom, .left],
        .marginBlock: [.marginTop, .marginBottom], .marginInline: [.marginLeft, .marginRight],
        .paddingBlock: [.paddingTop, .paddingBottom], .paddingInline: [.paddingLeft, .paddingRight],
        .insetBlock: [.top, .bottom], .insetInline: [.left, .right],
        .borderWidth: [.borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth],
        .borderStyle: [.borderTopStyle, .borderRightStyle, .borderBottomStyle, .borderLeftStyle],
        .borderColor: [.borderTopColor, .borderRightColor, .borderBottomColor, .borderLeftColor],
        .borderTop: [.borderTopWidth, .borderTopStyle, .borderTopColor],
        .borderRight: [.borderRightWidth, .borderRightStyle, .borderRightColor],
        .borderBottom: [.borderBottomWidth, .borderBottomStyle, .borderBottomColor],
        .borderLeft: [.borderLeftWidth, .borderLeftStyle, .borderLeftColor],
        .border: [.borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth, .borderTopStyle,
                  .borderRightStyle, .borderBottomStyle, .borderLeftStyle, .borderTopColor, .borderRightColor,
                  .borderBottomColor, .borderLeftColor, .borderImageSource, .borderImageSlice, .borderImageWidth,
                  .borderImageOutset, .borderImageRepeat],
        .borderBlock: [.borderTopWidth, .borderTopStyle, .borderTopColor, .borderBottomWidth, .borderBottomStyle,
                       .borderBottomColor],
        .borderInline: [.borderLeftWidth, .borderLeftStyle, .borderLeftColor, .borderRightWidth, .borderRightStyle,
                        .borderRightColor],
        .borderBlockStart: [.borderTopWidth, .borderTopStyle, .borderTopColor],
        .borderBlockEnd: [.borderBottomWidth, .borderBottomStyle, .borderBottomColor],
        .borderInlineStart: [.borderLeftWidth, .borderLeftStyle, .borderLeftColor],
        .borderInlineEnd: [.borderRightWidth, .borderRightStyle, .borderRightColor],
        .borderBlockWidth: [.borderTopWidth, .borderBottomWidth], .borderBlockStyle: [.borderTopStyle, .borderBottomStyle],
        .borderBlockColor: [.borderTopColor, .borderBottomColor], .borderInlineWidth: [.borderLeftWidth, .borderRightWidth],
        .borderInlineStyle: [.borderLeftStyle, .borderRightStyle], .borderInlineColor: [.borderLeftColor, .borderRightColor],
        .borderRadius: [.borderTopLeftRadius, .borderTopRightRadius, .borderBottomRightRadius, .borderBottomLeftRadius],
        .borderImage: [.borderImageSource, .borderImageSlice, .borderImageWidth, .borderImageOutset, .borderImageRepeat],
        .outline: [.outlineColor, .outlineStyle, .outlineWidth],
        .columnRule: [.columnRuleWidth, .columnRuleStyle, .columnRuleColor],
        .overflow: [.overflowX, .overflowY],
        .whiteSpace: [.whiteSpaceCollapse, .textWrapMode],
        .textWrap: [.textWrapMode, .textWrapStyle],
        .font: CSSFontShorthand.longhands,
        .listStyle: [.listStylePosition, .listStyleImage, .listStyleType],
        .background: [.backgroundImage, .backgroundPositionX, .backgroundPositionY, .backgroundSize, .backgroundRepeat,
                      .backgroundAttachment, .backgroundOrigin, .backgroundClip, .backgroundColor],
        .backgroundPosition: [.backgroundPositionX, .backgroundPositionY],
        .textDecoration: [.textDecorationLine],
        .flex: [.flexGrow, .flexShrink, .flexBasis],
        .flexFlow: [.flexDirection, .flexWrap],
        .gap: [.rowGap, .columnGap],
        .placeContent: [.alignContent, .justifyContent],
        .placeItems: [.alignItems, .justifyItems],
        .placeSelf: [.alignSelf, .justifySelf],
        .overscrollBehavior: [.overscrollBehaviorX, .overscrollBehaviorY],
        .borderSpacing: [.webkitBorderHorizontalSpacing, .webkitBorderVerticalSpacing],
        .columns: [.columnWidth, .columnCount],
        .textEmphasis: [.textEmphasisStyle, .textEmphasisColor],
        .webkitTextStroke: [.webkitTextStrokeWidth, .webkitTextStrokeColor],
        .containIntrinsicSize: [.containIntrinsicWidth, .containIntrinsicHeight],
        .gridArea: [.gridRowStart, .gridColumnStart, .gridRowEnd, .gridColumnEnd],
        .gridRow: [.gridRowStart, .gridRowEnd], .gridColumn: [.gridColumnStart, .gridColumnEnd],
        .transition: [.transitionDuration, .transitionTimingFunction, .transitionDelay, .transitionBehavior,
                      .transitionProperty],
        .animation: [.animationDuration, .animationTimingFunction, .animationDelay, .animationIterationCount,
                     .animationDirection, .animationFillMode, .animationPlayState, .animationName, .animationTimeline,
                     .animationRangeStart, .animationRangeEnd],
        .fontVariant: [.fontVariantLigatures, .fontVariantCaps, .fontVariantAlternates, .fontVariantNumeric,
                       .fontVariantEastAsian, .fontVariantPosition, .fontVariantEmoji],
    ]

    /// The shorthands whose longhands this engine sets to the shorthand's whole text.
    static let keptWhole: Set<CSSProperty> = [
        .backgroundPosition, .containIntrinsicSize, .gridArea, .gridRow, .gridColumn,
        .transition, .animation, .placeContent, .placeItems, .placeSelf, .borderImage,
    ]

    /// The longhands and values of a shorthand declaration, or nil when its value is invalid.
    /// A shorthand this engine does not split is accepted and sets nothing.
    static func expand(_ property: CSSProperty, _ parser: CSSValueParser) -> [(CSSProperty, CSSValue)]? {
        let tokens = parser.tokens
        switch property {
        case .margin, .padding, .inset, .borderWidth, .borderStyle, .borderColor:
            let longhands = table[property]!
            var values: [CSSValue] = []
            for token in tokens {
                guard let value = singleTokenParser(parser, longhands[0]).longhandValue(longhands[0], token) else {
                    return tokens.count == 1 ? nil : mathFallback(property, parser)
                }
                values.append(value)
            }
            return fourSides(longhands, values)
        case .marginBlock, .marginInline, .paddingBlock, .paddingInline, .insetBlock, .insetInline, .borderBlockWidth,
            .borderBlockStyle, .borderBlockColor, .borderInlineWidth, .borderInlineStyle, .borderInlineColor, .gap,
            .overscrollBehavior, .borderSpacing:
            let longhands = table[property]!
            guard tokens.count == 1 || tokens.count == 2 else { return nil }
            var values: [CSSValue] = []
            for token in tokens {
                guard let value = singleTokenParser(parser, longhands[0]).longhandValue(longhands[0], token) else { return nil }
                values.append(value)
            }
            return [(longhands[0], values[0]), (longhands[1], values.count == 2 ? values[1] : values[0])]
        case .border, .borderTop, .borderRight, .borderBottom, .borderLeft, .borderBlock, .borderInline, .borderBlockStart,
            .borderBlockEnd, .borderInlineStart, .borderInlineEnd, .outline, .columnRule:
            return borderSide(property, parser)
        case .overflow:
            guard tokens.count == 1 || tokens.count == 2 else { return nil }
            var values: [CSSValue] = []
            for token in tokens {
                guard let value = singleTokenParser(parser, .overflowX).longhandValue(.overflowX, token) else { return nil }
                values.append(value)
            }
            return [(.overflowX, values[0]), (.overflowY, values.count == 2 ? values[1] : values[0])]
        case .whiteSpace:
            return whiteSpace(tokens)
        case .columns:
            return columns(parser)
        case .borderRadius:
            return CSSBorderRadiusShorthand.expand(parser)
        case .borderImage where tokens.count == 1 && tokens[0].isIdent("none"):
            return table[.borderImage]!.map { ($0, CSSInitialValues.specified($0)!) }
        case .fontVariant:
            return fontVariant(parser)
        case .textEmphasis:
            return colorAndOther(parser, other: .textEmphasisStyle, color: .textEmphasisColor, initial: .keyword("none"))
        case .webkitTextStroke:
            return colorAndOther(parser, other: .webkitTextStrokeWidth, color: .webkitTextStrokeColor, initial: .number(0))
        case .font:
            return CSSFontShorthand.expand(parser)
        case .listStyle:
            return listStyle(parser)
        case .background:
            return CSSBackgroundShorthand.expand(parser)
        case .textDecoration:
            return textDecoration(parser)
        case .flex:
            return flex(parser)
        case .flexFlow:
            var direction: CSSValue = .keyword("row"), wrap: CSSValue = .keyword("nowrap")
            for token in tokens {
                guard case .ident(let word) = token.kind else { return nil }
                let lowered = asciiLowercased(word)
                if ["row", "row-reverse", "column", "column-reverse"].contains(lowered) {
                    direction = .keyword(lowered)
                } else if ["nowrap", "wrap", "wrap-reverse"].contains(lowered) {
                    wrap = .keyword(lowered)
                } else {
                    return nil
                }
            }
            return [(.flexDirection, direction), (.flexWrap, wrap)]
        case .textWrap:
            var mode: CSSValue = .keyword("wrap"), style: CSSValue = .keyword("auto")
            for token in tokens {
                guard case .ident(let word) = token.kind else { return nil }
                let lowered = asciiLowercased(word)
                if lowered == "wrap" || lowered == "nowrap" { mode = .keyword(lowered) } else { style = .keyword(lowered) }
            }
            return [(.textWrapMode, mode), (.textWrapStyle, style)]
        case .all:
            return nil
        case .transition, .animation:
            let text = CSSTime.written(parser.text, inSeconds: false)
            return table[property]!.map { ($0, CSSValue.text(text)) }
        default:
            if let longhands = table[property] { return longhands.map { ($0, CSSValue.text(parser.text)) } }
            return []
        }
    }

    /// A parser for one token of a shorthand's value, as a longhand reads it.
    static func singleTokenParser(_ parser: CSSValueParser, _ longhand: CSSProperty) -> SingleToken {
        SingleToken(quirksMode: parser.quirksMode)
    }

    /// Reads one token as a longhand's value.
    struct SingleToken {
        let quirksMode: Bool

        func longhandValue(_ property: CSSProperty, _ token: CSSToken) -> CSSValue? {
            CSSValueParser(tokens: [token], quirksMode: quirksMode).longhandValue(property)
        }
    }

    /// `margin: calc(…) auto`: a math function among several values; each side is read
    /// from its own group of tokens.
    static func mathFallback(_ property: CSSProperty, _ parser: CSSValueParser) -> [(CSSProperty, CSSValue)]? {
        let longhands = table[property]!
        var values: [CSSValue] = []
        for group in valueGroups(parser.tokens) {
            guard let value = CSSValueParser(tokens: group, quirksMode: parser.quirksMode).longhandValue(longhands[0]) else {
                return nil
            }
            values.append(value)
        }
        return fourSides(longhands, values)
    }

    /// The component values of `tokens`: each one token, or a function or block with its
    /// contents.
    static func valueGroups<Tokens: Collection<CSSToken>>(_ tokens: Tokens) -> [[CSSToken]] {
        var groups: [[CSSToken]] = []
        var depth = 0
        for token in tokens {
            if depth == 0 { groups.append([]) }
            groups[groups.count - 1].append(token)
            if token.closingKind != nil { depth += 1 }
            if token.kind == .rightParenthesis || token.kind == .rightBracket { depth -= 1 }
        }
        return groups
    }

    /// One to four values for top, right, bottom and left
    /// (https://drafts.csswg.org/css-box-4/#margin-shorthand).
    static func fourSides(_ longhands: [CSSProperty], _ values: [CSSValue]) -> [(CSSProperty, CSSValue)]? {
        let sides: [CSSValue]
        switch values.count {
        case 1: sides = [values[0], values[0], values[0], values[0]]
        case 2: sides = [values[0], values[1], values[0], values[1]]
        case 3: sides = [values[0], values[1], values[2], values[1]]
        case 4: sides = values
        default: return nil
        }
        return Array(zip(longhands, sides))
    }

    /// `border`, `border-top`, `outline` and the like: a width, a style and a colour in any
    /// order (https://drafts.csswg.org/css-backgrounds-3/#border-shorthands).
    static func borderSide(_ property: CSSProperty, _ parser: CSSValueParser) -> [(CSSProperty, CSSValue)]? {
        var width: CSSValue?, style: CSSValue?, color: CSSValue?
        let reader = SingleToken(quirksMode: parser.quirksMode)
        var index = 0
        let tokens = parser.tokens
        while index < tokens.count {
            let token = tokens[index]
            if width == nil, let value = reader.longhandValue(.borderTopWidth, token) {
                width = value
                index += 1
            } else if style == nil, let value = reader.longhandValue(property == .outline ? .outlineStyle : .borderTopStyle, token) {
                style = value
                index += 1
            } else if color == nil, let (parsed, next) = CSSColor.parse(tokens, from: index) {
                color = .color(parsed)
                index = next
            } else if color == nil, token.isIdent("currentcolor") {
                color = .currentColor
                index += 1
            } else if color == nil, case .ident(let word) = token.kind, asciiLowercased(word).hasPrefix("-") {
                color = .text(asciiLowercased(word))
                index += 1
            } else if width == nil, case .function(let name) = token.kind, CSSMathFunctions.names.contains(asciiLowercased(name)) {
                let end = min(tokens.closingIndex(ofBlockOpenedAt: index) + 1, tokens.count)
                guard let length = CSSMathFunctions.length(Array(tokens[index..<end])) else { return nil }
                width = .length(length)
                index = end
            } else {
                return nil
            }
        }
        let widthValue = width ?? .keyword("medium")
        let styleValue = style ?? .keyword("none")
        let colorValue = color ?? .currentColor
        var result: [(CSSProperty, CSSValue)] = []
        for longhand in table[property]! {
            let name = longhand.name
            if let initial = CSSInitialValues.specified(longhand), name.hasPrefix("border-image") { result.append((longhand, initial)) }
            else if name.hasSuffix("-width") { result.append((longhand, widthValue)) }
            else if name.hasSuffix("-style") { result.append((longhand, styleValue)) }
            else if name.hasSuffix("-color") { result.append((longhand, colorValue)) }
            else { result.append((longhand, .wide(.initial))) }
        }
        return result
    }

    /// https://drafts.csswg.org/css-text-4/#white-space-property
    static func whiteSpace(_ tokens: [CSSToken]) -> [(CSSProperty, CSSValue)]? {
        guard tokens.count == 1, case .ident(let word) = tokens[0].kind else {
            var collapse: String?, mode: String?
            for token in tokens {
                guard case .ident(let word) = token.kind else { return nil }
                let lowered = asciiLowercased(word)
                if ["wrap", "nowrap"].contains(lowered), mode == nil { mode = lowered }
                else if ["collapse", "preserve", "preserve-breaks", "break-spaces"].contains(lowered),
                    collapse == nil { collapse = lowered }
                else { return nil }
            }
            return [(.whiteSpaceCollapse, .keyword(collapse ?? "collapse")), (.textWrapMode, .keyword(mode ?? "wrap"))]
        }
        let pair: (String, String)
        switch asciiLowercased(word) {
        case "normal": pair = ("collapse", "wrap")
        case "pre": pair = ("preserve", "nowrap")
        case "nowrap": pair = ("collapse", "nowrap")
        case "pre-wrap": pair = ("preserve", "wrap")
        case "pre-line": pair = ("preserve-breaks", "wrap")
        case "break-spaces": pair = ("break-spaces", "wrap")
        case "collapse", "preserve", "preserve-breaks": pair = (asciiLowercased(word), "wrap")
        case "wrap": pair = ("collapse", "wrap")
        default: return nil
        }
        return [(.whiteSpaceCollapse, .keyword(pair.0)), (.textWrapMode, .keyword(pair.1))]
    }

    /// https://drafts.csswg.org/css-lists-3/#list-style-property
    static func listStyle(_ parser: CSSValueParser) -> [(CSSProperty, CSSValue)]? {
        var type: CSSValue?, position: CSSValue?, image: CSSValue?
        var noneCount = 0
        for token in parser.tokens {
            switch token.kind {
            case .ident(let word):
                let lowered = asciiLowercased(word)
                if lowered == "none" { noneCount += 1 }
                else if lowered == "inside" || lowered == "outside" { position = .keyword(lowered) }
                else { type = .keyword(lowered) }
            case .string(let string): type = .text("\"\(string)\"")
            case .url(let url): image = .text("url(\"\(url)\")")
            case .function: image = .text(parser.text)
            default: return nil
            }
        }
        if noneCount > 0 {
            if type == nil { type = .keyword("none") }
            if image == nil && noneCount > 1 || image == nil { image = .keyword("none") }
        }
        return [(.listStylePosition, position ?? .keyword("outside")), (.listStyleImage, image ?? .keyword("none")),
                (.listStyleType, type ?? .keyword("disc"))]
    }

    /// `text-decoration` as WebKit 2.50 takes it: line keywords only (`underline overline`,
    /// `none`), which set `text-decoration-line`; a colour or style makes it invalid.
    ///
    /// https://drafts.csswg.org/css-text-decor-4/#text-decoration-property
    static func textDecoration(_ parser: CSSValueParser) -> [(CSSProperty, CSSValue)]? {
        var lines: [String] = []
        for token in parser.tokens {
            guard case .ident(let word) = token.kind else { return nil }
            let lowered = asciiLowercased(word)
            guard ["underline", "overline", "line-through", "blink", "none"].contains(lowered), !lines.contains(lowered) else {
                return nil
            }
            lines.append(lowered)
        }
        if lines.contains("none") && lines.count > 1 { return nil }
        // WebKit writes the lines in one order, whatever order they were written in.
        let ordered = ["underline", "overline", "line-through", "blink"].filter(lines.contains)
        return [(.textDecorationLine, lines == ["none"] ? .keyword("none") : .text(ordered.joined(separator: " ")))]
    }

    /// `font-variant`: `normal`, `none` (no ligatures) or one `font-variant-caps` keyword; any
    /// other value is accepted and sets nothing.
    ///
    /// https://drafts.csswg.org/css-fonts-4/#font-variant-prop
    static func fontVariant(_ parser: CSSValueParser) -> [(CSSProperty, CSSValue)]? {
        guard parser.tokens.count == 1, case .ident(let word) = parser.tokens[0].kind else { return [] }
        let lowered = asciiLowercased(word)
        let caps = ["small-caps", "all-small-caps", "petite-caps", "all-petite-caps", "unicase", "titling-caps"]
        guard lowered == "normal" || lowered == "none" || caps.contains(lowered) else { return [] }
        return table[.fontVariant]!.map { longhand in
            if longhand == .fontVariantLigatures && lowered == "none" { return (longhand, .keyword("none")) }
            if longhand == .fontVariantCaps && caps.contains(lowered) { return (longhand, .keyword(lowered)) }
            return (longhand, .keyword("normal"))
        }
    }

    /// `text-emphasis` and `-webkit-text-stroke`: a colour and one other value (a style, a
    /// width) in either order, `currentcolor` and `initial` when left out.
    ///
    /// https://drafts.csswg.org/css-text-decor-4/#text-emphasis-property
    static func colorAndOther(_ parser: CSSValueParser, other: CSSProperty, color: CSSProperty, initial: CSSValue)
        -> [(CSSProperty, CSSValue)]?
    {
        let tokens = parser.tokens
        var colorValue: CSSValue?
        var rest: [CSSToken] = []
        var index = 0
        while index < tokens.count {
            if colorValue == nil, let (parsed, next) = CSSColor.parse(tokens, from: index) {
                colorValue = .color(parsed)
                index = next
            } else if colorValue == nil, tokens[index].isIdent("currentcolor") {
                colorValue = .currentColor
                index += 1
            } else {
                rest.append(tokens[index])
                index += 1
            }
        }
        let otherValue: CSSValue = rest.isEmpty ? initial : .text(rest.map(\.serializedText).joined(separator: " "))
        return [(other, otherValue), (color, colorValue ?? .currentColor)]
    }

    /// `columns`: a width and a count in either order, each `auto` when left out.
    ///
    /// https://drafts.csswg.org/css-multicol-1/#columns
    static func columns(_ parser: CSSValueParser) -> [(CSSProperty, CSSValue)]? {
        var width: CSSValue?, count: CSSValue?
        for token in parser.tokens {
            if token.isIdent("auto") {
                continue
            } else if case .number(let number) = token.kind, number.isInteger, number.value >= 1, count == nil {
                count = .number(number.value)
            } else if width == nil, let length = parser.length(token, allowsNegative: false, unitless: false), !length.hasPercent {
                width = .length(length)
            } else {
                return nil
            }
        }
        guard !parser.tokens.isEmpty, parser.tokens.count <= 2 else { return nil }
        return [(.columnWidth, width ?? .keyword("auto")), (.columnCount, count ?? .keyword("auto"))]
    }

    /// https://drafts.csswg.org/css-flexbox-1/#flex-property
    static func flex(_ parser: CSSValueParser) -> [(CSSProperty, CSSValue)]? {
        let tokens = parser.tokens
        if tokens.count == 1, tokens[0].isIdent("none") {
            return [(.flexGrow, .number(0)), (.flexShrink, .number(0)), (.flexBasis, .keyword("auto"))]
        }
        if tokens.count == 1, tokens[0].isIdent("auto") {
            return [(.flexGrow, .number(1)), (.flexShrink, .number(1)), (.flexBasis, .keyword("auto"))]
        }
        var numbers: [Double] = []
        var basis: CSSValue?
        for token in tokens {
            if case .number(let number) = token.kind, numbers.count < 2 {
                numbers.append(number.value)
            } else if let length = parser.length(token, allowsNegative: false, unitless: false) {
                basis = .length(length)
            } else if case .ident(let word) = token.kind {
                basis = .keyword(asciiLowercased(word))
            } else {
                return nil
            }
        }
        return [(.flexGrow, .number(numbers.first ?? 1)), (.flexShrink, .number(numbers.count > 1 ? numbers[1] : 1)),
                (.flexBasis, basis ?? .text("0%"))]
    }
}

extension CSSValueParser {
    /// A parser over tokens already split out.
    init(tokens: [CSSToken], quirksMode: Bool) {
        self.tokens = tokens
        self.quirksMode = quirksMode
        text = tokens.map { $0.serializedText }.joined(separator: " ")
    }
}

/// What the DOM needs to serialize shorthands from their longhands.
public enum CSSShorthandLonghands {
    /// The longhands of a shorthand, in order.
    public static func longhands(of property: CSSProperty) -> [CSSProperty] { CSSShorthands.longhands(of: property) }

    /// Four side values in their shortest form.
    public static func sides(_ values: [String]) -> String {
        values.count == 4 ? CSSBoxSides.shortest(values) : values.joined(separator: " ")
    }
}
