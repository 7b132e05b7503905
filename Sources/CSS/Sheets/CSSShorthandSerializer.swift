/// A shorthand's value from the longhands of a declaration block, as WebKit's
/// `ShorthandSerializer` writes it for `getPropertyValue` and `cssText`: nil when the
/// longhands cannot be written as the shorthand (one is missing, their importance differs,
/// some but not all are a CSS-wide keyword, one holds `var()`).
///
/// https://drafts.csswg.org/cssom/#serialize-a-css-value
/// https://github.com/WebKit/WebKit/blob/main/Source/WebCore/css/ShorthandSerializer.cpp
struct CSSShorthandSerializer {
    let entries: [CSSPropertyEntry]

    init(_ entries: [CSSPropertyEntry]) {
        self.entries = entries
    }

    /// The shorthands whose longhands WebKit keeps as logical properties, which this engine
    /// makes physical when it parses them: their value is never known here.
    static let logical: Set<CSSProperty> = [
        .marginBlock, .marginInline, .paddingBlock, .paddingInline, .insetBlock, .insetInline, .borderBlock, .borderInline,
        .borderBlockStart, .borderBlockEnd, .borderInlineStart, .borderInlineEnd, .borderBlockWidth, .borderBlockStyle,
        .borderBlockColor, .borderInlineWidth, .borderInlineStyle, .borderInlineColor,
    ]

    /// The value of `shorthand`, or nil.
    func value(of shorthand: CSSProperty) -> String? {
        guard shorthand.isShorthand, !Self.logical.contains(shorthand) else { return nil }
        let longhands = CSSShorthands.longhands(of: shorthand)
        var found: [CSSPropertyEntry] = []
        for longhand in longhands {
            guard let entry = entries.last(where: { $0.property == longhand }) else { return nil }
            found.append(entry)
        }
        guard !found.isEmpty, found.allSatisfy({ $0.important == found[0].important }) else { return nil }
        if let common = commonChecks(shorthand, found) { return common }
        // `all` is written only as the CSS-wide keyword all its longhands share.
        if shorthand == .all { return nil }
        let texts = found.map(\.text)
        return Self.serialize(shorthand, longhands, texts)
    }

    /// WebKit's `commonSerializationChecks`: `.some(value)` when the checks decide (a
    /// CSS-wide keyword all longhands share, the text of a shorthand they were all set
    /// from), `.some(nil)` when the shorthand cannot be written, nil to go on.
    private func commonChecks(_ shorthand: CSSProperty, _ found: [CSSPropertyEntry]) -> String?? {
        let keywords = found.map { entry -> CSSWideKeyword? in
            if case .wide(let keyword) = entry.declaration.value { return keyword }
            return nil
        }
        if let first = keywords.first(where: { $0 != nil }) {
            return .some(keywords.allSatisfy { $0 == first } ? first?.rawValue : nil)
        }
        if found.contains(where: { $0.shorthand == nil && Self.holdsVariable($0) }) { return .some(nil) }
        let pending = found.contains { $0.shorthand != nil && Self.holdsVariable($0) }
        let fromShorthand = found.filter { $0.shorthand == shorthand }.count
        if fromShorthand == found.count { return .some(found[0].shorthandText) }
        if pending || (fromShorthand > 0 && CSSShorthands.keptWhole.contains(shorthand)) { return .some(nil) }
        return nil
    }

    private static func holdsVariable(_ entry: CSSPropertyEntry) -> Bool {
        if case .unresolved = entry.declaration.value { return true }
        return false
    }

    /// The shorthand written from its longhands' values, `texts` in the order of `longhands`.
    private static func serialize(_ shorthand: CSSProperty, _ longhands: [CSSProperty], _ texts: [String]) -> String? {
        switch shorthand {
        case .margin, .padding, .inset, .borderWidth, .borderStyle, .borderColor:
            return CSSBoxSides.shortest(texts)
        case .overflow, .gap, .overscrollBehavior, .borderSpacing, .placeContent, .placeItems, .placeSelf:
            return texts[0] == texts[1] ? texts[0] : "\(texts[0]) \(texts[1])"
        case .border:
            return border(longhands, texts)
        case .borderTop, .borderRight, .borderBottom, .borderLeft, .outline, .columnRule, .columns, .flexFlow, .listStyle,
            .textDecoration:
            return omittingInitialValues(longhands, texts)
        case .flex:
            return texts.joined(separator: " ")
        case .font:
            return CSSFontShorthandSerializer.value(longhands, texts)
        case .whiteSpace:
            return whiteSpace(collapse: texts[0], mode: texts[1])
        case .textWrap:
            if texts[1] == "auto" { return texts[0] }
            return texts[0] == "wrap" ? texts[1] : texts.joined(separator: " ")
        case .background:
            return CSSBackgroundSerializer.value(longhands, texts)
        case .backgroundPosition:
            return texts.joined(separator: " ")
        case .borderImage:
            return borderImage(longhands, texts)
        case .borderRadius:
            return borderRadius(texts)
        default:
            return nil
        }
    }

    /// The values that are not initial, one space apart; the first value when all are
    /// (`serializeLonghandsOmittingInitialValues`).
    static func omittingInitialValues(_ longhands: [CSSProperty], _ texts: [String]) -> String {
        let kept = zip(longhands, texts).filter { !CSSInitialValues.isInitial($0.0, $0.1) }.map(\.1)
        return kept.isEmpty ? texts[0] : kept.joined(separator: " ")
    }

    /// `border`: one width, style and colour shared by the four sides, each left out when
    /// initial, and `border-image` initial (`serializeBorder`).
    private static func border(_ longhands: [CSSProperty], _ texts: [String]) -> String? {
        var parts: [String] = []
        for (section, initial) in [(0, "medium"), (1, "none"), (2, "currentcolor")] {
            let values = texts[section * 4..<section * 4 + 4]
            guard values.allSatisfy({ $0 == values.first }) else { return nil }
            if values.first != initial { parts.append(values.first!) }
        }
        for index in 12..<longhands.count where !CSSInitialValues.isInitial(longhands[index], texts[index]) { return nil }
        return parts.isEmpty ? "medium" : parts.joined(separator: " ")
    }

    /// `border-image` from its five longhands (`serializeBorderImage`): those that are not
    /// initial, the width after `/` and the outset after another (`/ /` when the width is
    /// left out); nil when the slice is left out but not the width or outset; `none` when
    /// all are initial.
    private static func borderImage(_ longhands: [CSSProperty], _ texts: [String]) -> String? {
        var result = ""
        var omittedSlice = false, omittedWidth = false
        for (longhand, text) in zip(longhands, texts) {
            if CSSInitialValues.isInitial(longhand, text) {
                if longhand == .borderImageSlice { omittedSlice = true }
                if longhand == .borderImageWidth { omittedWidth = true }
                continue
            }
            if omittedSlice && (longhand == .borderImageWidth || longhand == .borderImageOutset) { return nil }
            let separator = longhand == .borderImageWidth ? " / " : longhand == .borderImageOutset ? (omittedWidth ? " / / " : " / ") : " "
            result += (result.isEmpty && separator == " " ? "" : separator) + text
        }
        return result.isEmpty ? "none" : result
    }

    /// `border-radius` from its corners (`serializeBorderRadius`): the horizontal radii in
    /// their shortest form, then `/` and the vertical ones when a corner is elliptic.
    private static func borderRadius(_ corners: [String]) -> String {
        let radii = corners.map { $0.split(separator: " ").map(String.init) }
        let horizontal = radii.map { $0[0] }
        let vertical = radii.map { $0.count > 1 ? $0[1] : $0[0] }
        let shortest = CSSBoxSides.shortest(horizontal)
        return horizontal == vertical ? shortest : "\(shortest) / \(CSSBoxSides.shortest(vertical))"
    }

    /// `white-space` from its two longhands (`serializeWhiteSpace`).
    private static func whiteSpace(collapse: String, mode: String) -> String {
        switch (collapse, mode) {
        case ("collapse", "wrap"): "normal"
        case ("preserve", "nowrap"): "pre"
        case ("collapse", "nowrap"): "nowrap"
        case ("preserve", "wrap"): "pre-wrap"
        case ("preserve-breaks", "wrap"): "pre-line"
        case ("break-spaces", "wrap"): "break-spaces"
        case (_, "wrap"): collapse
        case ("collapse", _): mode
        default: "\(collapse) \(mode)"
        }
    }
}
