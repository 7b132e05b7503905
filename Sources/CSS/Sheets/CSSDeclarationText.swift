/// A declaration block's `cssText` as WebKit writes it (`StyleProperties::asText`): each
/// longhand in the block's order, except that the first longhand of a shorthand whose
/// longhands can all be written as it is written as that shorthand, and its other longhands
/// left out.
///
/// https://drafts.csswg.org/cssom/#serialize-a-css-declaration-block
/// https://github.com/WebKit/WebKit/blob/main/Source/WebCore/css/StyleProperties.cpp
enum CSSDeclarationText {
    static func serialize(_ entries: [CSSPropertyEntry]) -> String {
        let serializer = CSSShorthandSerializer(entries)
        var used: Set<CSSProperty> = []
        var tried: Set<CSSProperty> = []
        var text = ""
        for entry in entries {
            var name = entry.name
            var value = entry.text
            if let property = entry.property {
                // A longhand of a shorthand holding `var()` can only be written as it.
                let candidates = entry.text.isEmpty && entry.shorthand != nil ? [entry.shorthand!] : shorthands(of: property)
                var alreadyWritten = false
                for shorthand in candidates {
                    if used.contains(shorthand) {
                        alreadyWritten = true
                        break
                    }
                    guard tried.insert(shorthand).inserted else { continue }
                    if let shorthandValue = serializer.value(of: shorthand) {
                        name = shorthand.name
                        value = shorthandValue
                        used.insert(shorthand)
                        break
                    }
                }
                if alreadyWritten { continue }
            }
            if !text.isEmpty { text += " " }
            text += "\(name): \(value)\(entry.important ? " !important" : "");"
        }
        return text
    }

    /// The shorthands `cssText` may write `longhand` as, those with more longhands first
    /// (WebKit's `matchingShorthandsForLonghand` less those `canUseShorthandForLonghand`
    /// refuses).
    static func shorthands(of longhand: CSSProperty) -> [CSSProperty] {
        let shorthands = byLonghand[longhand] ?? []
        return allLonghands.contains(longhand) ? [.all] + shorthands : shorthands
    }

    /// The longhands of `all`, the shorthand of the most longhands: tried first for each.
    private static let allLonghands = Set(CSSShorthands.longhands(of: .all))

    /// The shorthands WebKit 2.50 never writes in `cssText` (the oracle's answers: `font`,
    /// one side of a border, `columns`, …), and the logical ones this engine cannot know.
    private static let neverWritten: Set<CSSProperty> = CSSShorthandSerializer.logical.union([
        .font, .fontVariant, .borderTop, .borderRight, .borderBottom, .borderLeft, .columnRule, .columns,
        .gridArea, .gridRow, .gridColumn, .textEmphasis, .webkitTextStroke, .containIntrinsicSize,
    ])

    private static let byLonghand: [CSSProperty: [CSSProperty]] = {
        var table: [CSSProperty: [CSSProperty]] = [:]
        for (shorthand, longhands) in CSSShorthands.table where !neverWritten.contains(shorthand) {
            for longhand in longhands { table[longhand, default: []].append(shorthand) }
        }
        let size = { (shorthand: CSSProperty) in CSSShorthands.table[shorthand]?.count ?? 0 }
        return table.mapValues { list in
            list.sorted { size($0) != size($1) ? size($0) > size($1) : $0.rawValue < $1.rawValue }
        }
    }()
}
