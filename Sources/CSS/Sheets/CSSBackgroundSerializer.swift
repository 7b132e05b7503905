/// The `background` shorthand written from its nine longhands as WebKit's `serializeLayered`
/// writes one layer: the values that are not initial, in the longhands' order, with `/`
/// before the size; the position whole when it or the size is written; one box when the
/// origin and clip are the same; the image when all are initial.
///
/// https://drafts.csswg.org/css-backgrounds-3/#background
/// https://github.com/WebKit/WebKit/blob/main/Source/WebCore/css/ShorthandSerializer.cpp
enum CSSBackgroundSerializer {
    /// `texts` are the values of the longhands in ``CSSShorthands/table``'s order: image,
    /// position x and y, size, repeat, attachment, origin, clip, colour.
    static func value(_ longhands: [CSSProperty], _ texts: [String]) -> String? {
        // A value kept as written (several layers) gives its text to the middle longhands,
        // which one layer never makes all equal.
        if texts[1...7].allSatisfy({ $0 == texts[1] }) { return texts[1] }
        var skip = zip(longhands, texts).map { CSSInitialValues.isInitial($0.0, $0.1) || ($0.0 == .backgroundColor && $0.1 == "transparent") }
        if texts[6] == texts[7] {
            if !skip[6] && !skip[7] { skip[7] = true }
        } else if !skip[6] || !skip[7] {
            skip[6] = false
            skip[7] = false
        }
        if !skip[1] { skip[2] = false }
        if !skip[3] {
            skip[1] = false
            skip[2] = false
        }
        if skip.allSatisfy({ $0 }) { return texts[0] }
        var result = ""
        for index in texts.indices where !skip[index] {
            if !result.isEmpty { result += index == 3 ? " / " : " " }
            result += texts[index]
        }
        return result
    }
}
