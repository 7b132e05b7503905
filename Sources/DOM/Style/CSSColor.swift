/// Computed values of CSS colours, as WebKit serializes them: `rgb(r, g, b)` when opaque,
/// `rgba(r, g, b, a)` otherwise.
///
/// https://drafts.csswg.org/css-color-4/#serializing-sRGB-values
enum CSSColor {
    /// Properties whose value is a colour.
    static let properties: Set<String> = [
        "color", "background-color", "border-top-color", "border-right-color", "border-bottom-color",
        "border-left-color", "outline-color", "text-decoration-color", "caret-color", "column-rule-color",
    ]

    /// The serialized computed value of `specified`, or `specified` unchanged when it is
    /// not a colour this parser understands (`currentcolor`, `color-mix()`, …).
    static func computed(_ specified: String) -> String {
        let text = stripLeadingAndTrailingASCIIWhitespace(specified).lowercased()
        guard let (red, green, blue, alpha) = parse(text) else { return specified }
        if alpha >= 1 { return "rgb(\(red), \(green), \(blue))" }
        return "rgba(\(red), \(green), \(blue), \(format(alpha)))"
    }

    private static func parse(_ text: String) -> (Int, Int, Int, Double)? {
        if text == "transparent" { return (0, 0, 0, 0) }
        if let hex = named[text] { return hexColor(hex) }
        if text.hasPrefix("#") { return hexColor(String(text.dropFirst())) }
        if text.hasPrefix("rgb(") || text.hasPrefix("rgba("), text.hasSuffix(")") {
            let inner = text[text.index(after: text.firstIndex(of: "(")!)..<text.index(before: text.endIndex)]
            return functional(String(inner))
        }
        return nil
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`.
    ///
    /// https://drafts.csswg.org/css-color-4/#hex-notation
    private static func hexColor(_ digits: String) -> (Int, Int, Int, Double)? {
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let values = digits.map { Int(String($0), radix: 16)! }
        switch values.count {
        case 3, 4:
            let alpha = values.count == 4 ? Double(values[3] * 17) / 255 : 1
            return (values[0] * 17, values[1] * 17, values[2] * 17, alpha)
        case 6, 8:
            func pair(_ index: Int) -> Int { values[index] * 16 + values[index + 1] }
            return (pair(0), pair(2), pair(4), values.count == 8 ? Double(pair(6)) / 255 : 1)
        default:
            return nil
        }
    }

    /// The arguments of `rgb()`/`rgba()`, comma- or space-separated.
    ///
    /// https://drafts.csswg.org/css-color-4/#rgb-functions
    private static func functional(_ inner: String) -> (Int, Int, Int, Double)? {
        let parts = inner.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" || $0 == "\t" }).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var channels: [Int] = []
        for part in parts.prefix(3) {
            if part.hasSuffix("%") {
                guard let percent = Double(part.dropLast()) else { return nil }
                channels.append(Int((min(max(percent, 0), 100) * 2.55).rounded()))
            } else {
                guard let number = Double(part) else { return nil }
                channels.append(Int(min(max(number, 0), 255).rounded()))
            }
        }
        var alpha = 1.0
        if parts.count == 4 {
            let part = parts[3]
            guard let number = part.hasSuffix("%") ? Double(part.dropLast()).map({ $0 / 100 }) : Double(part) else { return nil }
            alpha = min(max(number, 0), 1)
        }
        return (channels[0], channels[1], channels[2], alpha)
    }

    /// Alpha as WebKit prints it: at most two decimals after rounding to 8 bits.
    private static func format(_ alpha: Double) -> String {
        let rounded = (alpha * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// The named colours.
    ///
    /// https://drafts.csswg.org/css-color-4/#named-colors
    private static let named: [String: String] = {
        let table = """
            aliceblue f0f8ff antiquewhite faebd7 aqua 00ffff aquamarine 7fffd4 azure f0ffff beige f5f5dc bisque ffe4c4
            black 000000 blanchedalmond ffebcd blue 0000ff blueviolet 8a2be2 brown a52a2a burlywood deb887
            cadetblue 5f9ea0 chartreuse 7fff00 chocolate d2691e coral ff7f50 cornflowerblue 6495ed cornsilk fff8dc
            crimson dc143c cyan 00ffff darkblue 00008b darkcyan 008b8b darkgoldenrod b8860b darkgray a9a9a9
            darkgreen 006400 darkgrey a9a9a9 darkkhaki bdb76b darkmagenta 8b008b darkolivegreen 556b2f
            darkorange ff8c00 darkorchid 9932cc darkred 8b0000 darksalmon e9967a darkseagreen 8fbc8f
            darkslateblue 483d8b darkslategray 2f4f4f darkslategrey 2f4f4f darkturquoise 00ced1 darkviolet 9400d3
            deeppink ff1493 deepskyblue 00bfff dimgray 696969 dimgrey 696969 dodgerblue 1e90ff firebrick b22222
            floralwhite fffaf0 forestgreen 228b22 fuchsia ff00ff gainsboro dcdcdc ghostwhite f8f8ff gold ffd700
            goldenrod daa520 gray 808080 green 008000 greenyellow adff2f grey 808080 honeydew f0fff0 hotpink ff69b4
            indianred cd5c5c indigo 4b0082 ivory fffff0 khaki f0e68c lavender e6e6fa lavenderblush fff0f5
            lawngreen 7cfc00 lemonchiffon fffacd lightblue add8e6 lightcoral f08080 lightcyan e0ffff
            lightgoldenrodyellow fafad2 lightgray d3d3d3 lightgreen 90ee90 lightgrey d3d3d3 lightpink ffb6c1
            lightsalmon ffa07a lightseagreen 20b2aa lightskyblue 87cefa lightslategray 778899 lightslategrey 778899
            lightsteelblue b0c4de lightyellow ffffe0 lime 00ff00 limegreen 32cd32 linen faf0e6 magenta ff00ff
            maroon 800000 mediumaquamarine 66cdaa mediumblue 0000cd mediumorchid ba55d3 mediumpurple 9370db
            mediumseagreen 3cb371 mediumslateblue 7b68ee mediumspringgreen 00fa9a mediumturquoise 48d1cc
            mediumvioletred c71585 midnightblue 191970 mintcream f5fffa mistyrose ffe4e1 moccasin ffe4b5
            navajowhite ffdead navy 000080 oldlace fdf5e6 olive 808000 olivedrab 6b8e23 orange ffa500
            orangered ff4500 orchid da70d6 palegoldenrod eee8aa palegreen 98fb98 paleturquoise afeeee
            palevioletred db7093 papayawhip ffefd5 peachpuff ffdab9 peru cd853f pink ffc0cb plum dda0dd
            powderblue b0e0e6 purple 800080 rebeccapurple 663399 red ff0000 rosybrown bc8f8f royalblue 4169e1
            saddlebrown 8b4513 salmon fa8072 sandybrown f4a460 seagreen 2e8b57 seashell fff5ee sienna a0522d
            silver c0c0c0 skyblue 87ceeb slateblue 6a5acd slategray 708090 slategrey 708090 snow fffafa
            springgreen 00ff7f steelblue 4682b4 tan d2b48c teal 008080 thistle d8bfd8 tomato ff6347
            turquoise 40e0d0 violet ee82ee wheat f5deb3 white ffffff whitesmoke f5f5f5 yellow ffff00
            yellowgreen 9acd32
            """
        let words = table.split(whereSeparator: \.isWhitespace)
        var result: [String: String] = [:]
        for index in stride(from: 0, to: words.count, by: 2) { result[String(words[index])] = String(words[index + 1]) }
        return result
    }()
}
