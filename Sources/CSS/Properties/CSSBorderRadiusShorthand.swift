import CSSSyntax

/// The `border-radius` shorthand: one to four horizontal radii, then optionally `/` and one
/// to four vertical radii, for the corners top-left, top-right, bottom-right, bottom-left;
/// a corner whose two radii are equal holds one value, else both (`1px 2px`).
///
/// https://drafts.csswg.org/css-backgrounds-3/#border-radius
enum CSSBorderRadiusShorthand {
    static func expand(_ parser: CSSValueParser) -> [(CSSProperty, CSSValue)]? {
        let tokens = parser.tokens
        let slash = tokens.firstIndex { $0.isDelim("/") }
        guard let horizontal = corners(tokens[..<(slash ?? tokens.count)], parser) else { return nil }
        var vertical = horizontal
        if let slash {
            guard let values = corners(tokens[(slash + 1)...], parser) else { return nil }
            vertical = values
        }
        return zip(CSSShorthands.table[.borderRadius]!, zip(horizontal, vertical)).map { longhand, radii in
            (longhand, radii.0 == radii.1 ? radii.0 : .text("\(radii.0.serialized) \(radii.1.serialized)"))
        }
    }

    /// One to four radii spread over the four corners as the sides of `margin` are.
    private static func corners(_ tokens: ArraySlice<CSSToken>, _ parser: CSSValueParser) -> [CSSValue]? {
        // Each radius is one token, or a math function and its arguments.
        let groups = CSSShorthands.valueGroups(tokens)
        guard (1...4).contains(groups.count) else { return nil }
        var values: [CSSValue] = []
        for group in groups {
            let length = group.count == 1
                ? parser.length(group[0], allowsNegative: false, unitless: parser.quirksMode)
                : CSSMathFunctions.length(group)
            guard let length else { return nil }
            values.append(.length(length))
        }
        return CSSShorthands.fourSides(CSSShorthands.table[.borderRadius]!, values)?.map(\.1)
    }
}
