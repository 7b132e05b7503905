import CSSSyntax

/// Reads the value of one declaration for its property: the CSS-wide keywords, the
/// grammar of the properties layout and rendered text depend on, colours, and shorthands
/// expanded into their longhands. Values of other properties are kept as text.
///
/// https://drafts.csswg.org/css-values-4/#value-defs
struct CSSValueParser {
    /// The value's tokens, without whitespace.
    let tokens: [CSSToken]
    /// The value's text, whitespace collapsed.
    let text: String
    /// Whether the document is in quirks mode, where lengths may lack `px`.
    let quirksMode: Bool

    /// With `preservesStrings` (`content`, whose strings are shown as written), or when the
    /// text has a quote or a parenthesis (a `url()`), the text is the tokens written back:
    /// white space inside strings is kept, and strings and URLs are written as WebKit writes
    /// them (double quotes, escapes decoded: `url(a.png)` is `url("a.png")`).
    init(text: String, quirksMode: Bool, preservesStrings: Bool = false) {
        let allTokens = CSSTokenizer.tokenize(text)
        let hasString = text.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }
        let hasURL = hasString || allTokens.contains { if case .url = $0.kind { return true } else { return false } }
        self.text = preservesStrings || hasURL ? collapsedWhitespace(tokens: allTokens) : collapsedWhitespace(text)
        tokens = allTokens.filter { !$0.isWhitespace && $0.kind != .endOfFile }
        self.quirksMode = quirksMode
    }

    /// The longhands and values the declaration `property: text` sets, or nil when the
    /// value is invalid for the property (the declaration is then dropped).
    static func parse(_ property: CSSProperty, text: String, quirksMode: Bool) -> [(CSSProperty, CSSValue)]? {
        let parser = CSSValueParser(text: text, quirksMode: quirksMode, preservesStrings: property == .content)
        guard !parser.tokens.isEmpty else { return nil }
        if parser.tokens.count == 1, case .ident(let word) = parser.tokens[0].kind,
            let wide = CSSWideKeyword(rawValue: asciiLowercased(word))
        {
            return CSSShorthands.longhands(of: property).map { ($0, .wide(wide)) }
        }
        if parser.hasSubstitution {
            return CSSShorthands.longhands(of: property).map { ($0, .unresolved(parser.text, property: property)) }
        }
        if property.isShorthand { return CSSShorthands.expand(property, parser) }
        guard let value = parser.longhandValue(property) else { return nil }
        return [(CSSLogicalProperties.physical(property), value)]
    }

    /// Whether the value holds `var()`, `env()` or `attr()`.
    var hasSubstitution: Bool {
        tokens.contains { token in
            if case .function(let name) = token.kind {
                let lowered = asciiLowercased(name)
                return lowered == "var" || lowered == "env" || lowered == "attr"
            }
            return false
        }
    }

    // MARK: Longhands

    /// The value of a longhand, or nil when invalid.
    func longhandValue(_ property: CSSProperty) -> CSSValue? {
        if let keywords = CSSKeywordProperties.keywords[property] {
            guard tokens.count == 1, case .ident(let word) = tokens[0].kind else {
                return CSSKeywordProperties.acceptsOtherValues.contains(property) ? .text(text) : nil
            }
            let lowered = asciiLowercased(word)
            if let canonical = keywords[lowered] { return .keyword(canonical) }
            return CSSKeywordProperties.acceptsOtherValues.contains(property) ? .keyword(lowered) : nil
        }
        switch property {
        case .display:
            return CSSDisplayParsing.value(tokens)
        case .width, .height, .minWidth, .minHeight, .blockSize, .inlineSize, .minBlockSize, .minInlineSize:
            return sizeValue(allowing: ["auto"])
        case .maxWidth, .maxHeight, .maxBlockSize, .maxInlineSize:
            return sizeValue(allowing: ["none"])
        case .marginTop, .marginRight, .marginBottom, .marginLeft, .marginBlockStart, .marginBlockEnd, .marginInlineStart,
            .marginInlineEnd, .top, .right, .bottom, .left, .insetBlockStart, .insetBlockEnd, .insetInlineStart,
            .insetInlineEnd:
            return single { lengthOrKeyword($0, keywords: ["auto"], allowsNegative: true, unitless: quirksMode) }
        case .paddingTop, .paddingRight, .paddingBottom, .paddingLeft, .paddingBlockStart, .paddingBlockEnd,
            .paddingInlineStart, .paddingInlineEnd:
            return single { lengthOrKeyword($0, keywords: [], allowsNegative: false, unitless: quirksMode) }
        case .borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth, .borderBlockStartWidth,
            .borderBlockEndWidth, .borderInlineStartWidth, .borderInlineEndWidth, .outlineWidth, .columnRuleWidth:
            return single { lineWidth($0) }
        case .fontSize:
            return single { token in
                if case .ident(let word) = token.kind {
                    let lowered = asciiLowercased(word)
                    return CSSFontSizes.keywords.contains(lowered) ? .keyword(lowered) : nil
                }
                return length(token, allowsNegative: false, unitless: quirksMode).map(CSSValue.length)
            }
        case .fontWeight:
            return single { token in
                switch token.kind {
                case .ident(let word):
                    let lowered = asciiLowercased(word)
                    return ["normal", "bold", "bolder", "lighter"].contains(lowered) ? .keyword(lowered) : nil
                case .number(let number) where number.value >= 1 && number.value <= 1000:
                    return .number(number.value)
                default:
                    return nil
                }
            }
        case .lineHeight:
            return single { token in
                if token.isIdent("normal") { return .keyword("normal") }
                if case .number(let number) = token.kind, number.value >= 0 { return .number(number.value) }
                return length(token, allowsNegative: false, unitless: false).map(CSSValue.length)
            }
        case .opacity, .fillOpacity, .strokeOpacity, .floodOpacity, .stopOpacity:
            return single { token in
                switch token.kind {
                case .number(let number): .number(number.value)
                case .percentage(let number): .number(number.value / 100)
                default: nil
                }
            }
        case .zIndex, .order, .orphans, .widows, .columnCount:
            return single { token in
                if case .ident(let word) = token.kind { return .keyword(asciiLowercased(word)) }
                if case .number(let number) = token.kind, number.isInteger { return .number(number.value) }
                return nil
            }
        case .counterReset, .counterIncrement, .counterSet:
            return CSSCounterDirectives.specified(tokens, for: property)
        case .color:
            return colorValue()
        case .fontFamily:
            return CSSFontFamily.list(tokens).map(CSSValue.text)
        case .gridTemplateAreas:
            return gridTemplateAreas()
        case .borderTopLeftRadius, .borderTopRightRadius, .borderBottomRightRadius, .borderBottomLeftRadius:
            // A corner's two equal radii are written as one.
            if tokens.count == 2, let first = length(tokens[0], allowsNegative: false, unitless: quirksMode),
                first == length(tokens[1], allowsNegative: false, unitless: quirksMode)
            {
                return .length(first)
            }
            return .text(text)
        case .fontFeatureSettings:
            return CSSFontFeatureSettings.specified(tokens).map { $0 == "normal" ? .keyword($0) : .text($0) }
        case .backgroundImage:
            return .text(CSSGradient.written(tokens, .specified) ?? text)
        case .boxShadow, .textShadow:
            if tokens.count == 1, tokens[0].isIdent("none") { return .keyword("none") }
            if let shadows = CSSShadow.list(tokens, allowsInsetAndSpread: property == .boxShadow) {
                return .text(CSSShadow.specified(shadows))
            }
            // A shadow with a function this parser cannot read (`color-mix()`) is kept as written.
            return tokens.contains { if case .function = $0.kind { true } else { false } } ? .text(text) : nil
        case .transitionDuration, .transitionDelay, .animationDuration, .animationDelay:
            let delay = property == .transitionDelay || property == .animationDelay
            let keywords: Set<String> = property == .animationDuration ? ["auto"] : []
            guard CSSTime.isList(tokens, allowsNegative: delay, keywords: keywords) else { return nil }
            return .text(CSSTime.written(text, inSeconds: false))
        default:
            if CSSColorProperties.all.contains(property) { return colorValue() ?? nil }
            return .text(text)
        }
    }

    /// `grid-template-areas`: `none`, or strings whose cells WebKit writes one space apart.
    ///
    /// https://drafts.csswg.org/css-grid/#grid-template-areas-property
    func gridTemplateAreas() -> CSSValue? {
        if tokens.count == 1, tokens[0].isIdent("none") { return .keyword("none") }
        var rows: [String] = []
        for token in tokens {
            guard case .string(let row) = token.kind else { return nil }
            rows.append(CSSSerialization.string(collapsedWhitespace(row)))
        }
        return .text(rows.joined(separator: " "))
    }

    /// The value when it is one token that `read` accepts.
    func single(_ read: (CSSToken) -> CSSValue?) -> CSSValue? {
        if tokens.count == 1 { return read(tokens[0]) }
        if case .function(let name) = tokens[0].kind, CSSMathFunctions.names.contains(asciiLowercased(name)) {
            guard !CSSMathFunctions.nestsTooDeep(tokens) else { return nil }
            return CSSMathFunctions.length(tokens).map(CSSValue.length) ?? .text(text)
        }
        return nil
    }

    /// A colour, `currentcolor`, or for other colour keywords (`-apple-system-blue`) text.
    func colorValue() -> CSSValue? {
        if tokens.count == 1, tokens[0].isIdent("currentcolor") { return .currentColor }
        if let (color, next) = CSSColor.parse(tokens, from: 0), next == tokens.count { return .color(color) }
        if tokens.count == 1, case .ident(let word) = tokens[0].kind, asciiLowercased(word).hasPrefix("-") {
            return .text(asciiLowercased(word))
        }
        if case .function(let name) = tokens[0].kind,
            ["color-mix", "lab", "lch", "oklab", "oklch", "color", "light-dark"].contains(asciiLowercased(name))
        {
            return .text(text)
        }
        return nil
    }

    /// `width`-like values: a non-negative length or percentage, the keywords WebKit takes
    /// for sizes, or one of `keywords`.
    func sizeValue(allowing keywords: Set<String>) -> CSSValue? {
        if tokens.count == 1, case .ident(let word) = tokens[0].kind {
            let lowered = asciiLowercased(word)
            if keywords.contains(lowered) || CSSKeywordProperties.sizeKeywords.contains(lowered) { return .keyword(lowered) }
            return nil
        }
        if case .function(let name) = tokens[0].kind, asciiLowercased(name) == "fit-content" { return .text(text) }
        return single { length($0, allowsNegative: false, unitless: quirksMode).map(CSSValue.length) }
    }

    /// A length or one of `keywords`.
    func lengthOrKeyword(_ token: CSSToken, keywords: Set<String>, allowsNegative: Bool, unitless: Bool) -> CSSValue? {
        if case .ident(let word) = token.kind {
            let lowered = asciiLowercased(word)
            return keywords.contains(lowered) ? .keyword(lowered) : nil
        }
        return length(token, allowsNegative: allowsNegative, unitless: unitless).map(CSSValue.length)
    }

    /// A border width: a length or `thin`, `medium`, `thick` (kept as keywords, as WebKit
    /// writes them back; ``CSSLineWidth`` gives their pixels).
    func lineWidth(_ token: CSSToken) -> CSSValue? {
        if case .ident(let word) = token.kind {
            let lowered = asciiLowercased(word)
            return CSSLineWidth.pixels[lowered] != nil ? .keyword(lowered) : nil
        }
        guard let length = length(token, allowsNegative: false, unitless: quirksMode), !length.hasPercent else { return nil }
        return .length(length)
    }

    /// A `<length-percentage>` token: a dimension, a percentage, a zero, or in quirks mode
    /// any number (as pixels).
    func length(_ token: CSSToken, allowsNegative: Bool, unitless: Bool) -> CSSLength? {
        let result: CSSLength
        switch token.kind {
        case .dimension(let number, let unit):
            guard let parsed = CSSLength(number.value, unit: asciiLowercased(unit)) else { return nil }
            result = parsed
            if !allowsNegative && number.value < 0 { return nil }
        case .percentage(let number):
            if !allowsNegative && number.value < 0 { return nil }
            result = CSSLength(percent: number.value)
        case .number(let number) where number.value == 0:
            result = CSSLength()
        case .number(let number) where unitless:
            if !allowsNegative && number.value < 0 { return nil }
            result = CSSLength(pixels: number.value)
        default:
            return nil
        }
        return result
    }
}

/// The widths of the line-width keywords (https://drafts.csswg.org/css-backgrounds-3/#typedef-line-width).
public enum CSSLineWidth {
    /// The pixels of `thin`, `medium` and `thick`, by keyword.
    public static let pixels: [String: Double] = ["thin": 1, "medium": 3, "thick": 5]
}

/// `tokens` written back, each run of whitespace tokens as one space, the ends trimmed;
/// a token `rewritten` gives text for is written as that text.
func collapsedWhitespace(tokens: [CSSToken], rewritten: (CSSToken) -> String? = { _ in nil }) -> String {
    var text = ""
    var pendingSpace = false
    for token in tokens where token.kind != .endOfFile {
        if token.isWhitespace {
            pendingSpace = !text.isEmpty
            continue
        }
        if pendingSpace {
            text += " "
            pendingSpace = false
        }
        text += rewritten(token) ?? token.serializedText
    }
    return text
}

/// `text` with its runs of whitespace made one space and its ends trimmed.
func collapsedWhitespace(_ text: String) -> String {
    var text = text
    return text.withUTF8 { utf8 in
        // Most text (a selector, a value) has nothing to collapse: it is kept as it is.
        isCollapsed(utf8) ? nil : collapsedWhitespace(utf8)
    } ?? text
}

/// The text of `utf8` with its runs of whitespace made one space and its ends trimmed.
func collapsedWhitespace(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
    var pendingSpace = false
    var length = 0
    return String(unsafeUninitializedCapacity: utf8.count) { output in
        for byte in utf8 {
            if isCollapsibleSpace(byte) {
                pendingSpace = length > 0
                continue
            }
            if pendingSpace {
                output[length] = 0x20
                length += 1
                pendingSpace = false
            }
            output[length] = byte
            length += 1
        }
        return length
    }
}

/// Whether `utf8` has no whitespace to collapse: none at its ends, and none inside but
/// single spaces.
private func isCollapsed(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = utf8.first, let last = utf8.last else { return true }
    if isCollapsibleSpace(first) || isCollapsibleSpace(last) { return false }
    var previousIsSpace = false
    for byte in utf8 {
        if byte == 0x20 {
            if previousIsSpace { return false }
            previousIsSpace = true
        } else if isCollapsibleSpace(byte) {
            return false
        } else {
            previousIsSpace = false
        }
    }
    return true
}

/// Space, line feed, tab, carriage return, form feed.
@inline(__always)
private func isCollapsibleSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
}
