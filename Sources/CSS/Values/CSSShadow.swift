import CSSSyntax

/// One shadow of `box-shadow` or `text-shadow`: its colour, its two to four lengths and
/// whether it is `inset`, in any order as written. WebKit writes it back colour first,
/// lengths, then `inset` (`0 0 5px rgba(0,0,0,.5)` is `rgba(0, 0, 0, 0.5) 0px 0px 5px`);
/// the specified value keeps what the author wrote (a named colour, the lengths given), the
/// computed value resolves the colour and gives every length.
///
/// https://drafts.csswg.org/css-backgrounds-3/#box-shadow
/// https://github.com/WebKit/WebKit/blob/main/Source/WebCore/css/parser/CSSPropertyParserConsumer%2BShadow.cpp
public struct CSSShadow: Equatable, Sendable {
    /// The colour, nil when none was written (the element's `color`).
    var color: CSSWrittenColor?
    /// The offsets, then the blur radius and the spread distance when written.
    var lengths: [CSSLength]
    var inset: Bool

    /// The shadows of a value (`none` excluded), or nil when `tokens` (no white space) are
    /// not a shadow list: `allowsInsetAndSpread` for `box-shadow`.
    static func list(_ tokens: [CSSToken], allowsInsetAndSpread: Bool) -> [CSSShadow]? {
        var shadows: [CSSShadow] = []
        var index = 0
        while index <= tokens.count {
            guard let (shadow, next) = read(tokens, from: index, allowsInsetAndSpread: allowsInsetAndSpread) else { return nil }
            shadows.append(shadow)
            if next == tokens.count { return shadows }
            guard tokens[next].kind == .comma else { return nil }
            index = next + 1
        }
        return nil
    }

    /// One shadow starting at `index`, with the index after it.
    private static func read(_ tokens: [CSSToken], from start: Int, allowsInsetAndSpread: Bool) -> (CSSShadow, Int)? {
        var shadow = CSSShadow(color: nil, lengths: [], inset: false)
        var index = start
        while index < tokens.count, tokens[index].kind != .comma {
            let token = tokens[index]
            if allowsInsetAndSpread, !shadow.inset, token.isIdent("inset") {
                shadow.inset = true
                index += 1
            } else if shadow.color == nil, let (color, next) = CSSWrittenColor.parse(tokens, from: index) {
                shadow.color = color
                index = next
            } else if shadow.lengths.isEmpty, let (lengths, next) = lengths(tokens, from: index) {
                shadow.lengths = lengths
                index = next
            } else {
                return nil
            }
        }
        let most = allowsInsetAndSpread ? 4 : 3
        guard shadow.lengths.count >= 2, shadow.lengths.count <= most else { return nil }
        // The blur radius is not negative.
        if shadow.lengths.count > 2, shadow.lengths[2].resolved(in: probe).pixels < 0 { return nil }
        return (shadow, index)
    }

    /// A context that keeps every unit's sign, to tell a negative length.
    private static let probe = CSSLengthContext(fontSize: 1, rootFontSize: 1, viewportWidth: 100, viewportHeight: 100)

    /// The run of lengths (no percentages) starting at `index`.
    private static func lengths(_ tokens: [CSSToken], from start: Int) -> ([CSSLength], Int)? {
        var lengths: [CSSLength] = []
        var index = start
        while let (length, next) = CSSLength.read(tokens, from: index) {
            guard !length.hasPercent else { return nil }
            lengths.append(length)
            index = next
        }
        return lengths.isEmpty ? nil : (lengths, index)
    }

    /// A shadow list written as WebKit writes it: each shadow's colour (`color`'s text,
    /// left out when nil), its lengths (`length`'s text; missing ones as `0px` up to
    /// `lengthCount`), then `inset`.
    static func serialize(
        _ shadows: [CSSShadow], lengthCount: Int, color: (CSSWrittenColor?) -> String?, length: (CSSLength) -> String
    ) -> String {
        shadows.map { shadow in
            var parts = color(shadow.color).map { [$0] } ?? []
            var lengths = shadow.lengths.map(length)
            while lengths.count < lengthCount { lengths.append("0px") }
            parts += lengths
            if shadow.inset { parts.append("inset") }
            return parts.joined(separator: " ")
        }.joined(separator: ", ")
    }

    /// The specified value: what was written, in WebKit's order.
    static func specified(_ shadows: [CSSShadow]) -> String {
        serialize(shadows, lengthCount: 0, color: { $0?.specifiedText }, length: \.serialized)
    }
}

extension CSSShadow {
    /// The computed value of a specified shadow list (`text`, as ``specified(_:)`` wrote
    /// it): colours as `rgb()` (`currentColor` where none was written), every length in
    /// pixels, a blur of `0px` and for `box-shadow` a spread of `0px` where none was written.
    /// Nil when `text` is not a shadow list this parser reads.
    public static func computed(
        _ text: String, boxShadow: Bool, currentColor: CSSColor, lengths context: CSSLengthContext
    ) -> String? {
        let tokens = CSSTokenizer.tokenize(text).filter { !$0.isWhitespace && $0.kind != .endOfFile }
        guard let shadows = list(tokens, allowsInsetAndSpread: boxShadow) else { return nil }
        return serialize(shadows, lengthCount: boxShadow ? 4 : 3) { color in
            (color ?? .keyword("currentcolor")).computedText(currentColor: currentColor)
        } length: { $0.resolved(in: context).serialized }
    }
}
