/// The `font` shorthand written from its longhands, as WebKit's `serializeFont` does: the
/// style, `small-caps`, weight and width when not `normal`, the size, `/ line-height` when
/// not `normal`, the families; nil when a longhand `font` only resets is not initial or
/// `font-variant-caps` is neither `normal` nor `small-caps`.
///
/// https://drafts.csswg.org/css-fonts-4/#font-prop
/// https://github.com/WebKit/WebKit/blob/main/Source/WebCore/css/ShorthandSerializer.cpp
enum CSSFontShorthandSerializer {
    /// `texts` are the values of ``CSSFontShorthand/longhands``, in order.
    static func value(_ longhands: [CSSProperty], _ texts: [String]) -> String? {
        for index in 7..<longhands.count where !CSSInitialValues.isInitial(longhands[index], texts[index]) { return nil }
        let (style, caps, weight, width, size, lineHeight, family) = (texts[0], texts[1], texts[2], texts[3], texts[4], texts[5], texts[6])
        guard caps == "normal" || caps == "small-caps", width == "normal" || CSSFontShorthand.stretches.contains(width) else {
            return nil
        }
        var parts = [style, caps, weight, width].filter { $0 != "normal" }
        parts.append(lineHeight == "normal" ? size : "\(size) / \(lineHeight)")
        parts.append(family)
        return parts.joined(separator: " ")
    }
}
