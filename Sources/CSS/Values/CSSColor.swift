import CSSSyntax

/// A colour in sRGB with alpha, as computed values hold it, and WebKit's serialization:
/// `rgb(r, g, b)` when opaque, `rgba(r, g, b, a)` otherwise.
///
/// https://drafts.csswg.org/css-color-4/#serializing-sRGB-values
public struct CSSColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// 0 to 255.
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let black = CSSColor(red: 0, green: 0, blue: 0)
    public static let transparent = CSSColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// `rgb(…)` or `rgba(…)`.
    public var serialized: String {
        if alpha == 255 { return "rgb(\(red), \(green), \(blue))" }
        return "rgba(\(red), \(green), \(blue), \(Self.format(alpha: alpha)))"
    }

    /// Alpha as WebKit prints it: the shortest decimal that reads back as the same 8 bits,
    /// at most two places unless more are needed.
    static func format(alpha: UInt8) -> String {
        if alpha == 0 { return "0" }
        let value = Double(alpha) / 255
        for places in 2...6 {
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            let rounded = (value * scale).rounded() / scale
            if UInt8((rounded * 255).rounded()) == alpha { return CSSNumberFormat.number(rounded) }
        }
        return CSSNumberFormat.number(value)
    }

    /// The colour a keyword or function in `text` stands for, or nil when `text` is not a
    /// colour this parser knows (`currentcolor` included: the caller resolves it).
    public init?(parsing text: String) {
        let tokens = CSSTokenizer.tokenize(text).filter { !$0.isWhitespace }
        guard let color = Self.parse(tokens, from: 0)?.color else { return nil }
        self = color
    }

    /// Reads a colour starting at `tokens[index]` (whitespace already removed); returns it
    /// with the index after it.
    static func parse(_ tokens: [CSSToken], from index: Int) -> (color: CSSColor, next: Int)? {
        guard index < tokens.count else { return nil }
        switch tokens[index].kind {
        case .ident(let name):
            guard let color = named(asciiLowercased(name)) else { return nil }
            return (color, index + 1)
        case .hash(let digits, _):
            guard let color = hex(digits) else { return nil }
            return (color, index + 1)
        case .function(let name):
            var arguments: [CSSToken.Kind] = []
            var position = index + 1
            var depth = 0
            while position < tokens.count {
                let kind = tokens[position].kind
                if kind == .rightParenthesis {
                    if depth == 0 { break }
                    depth -= 1
                }
                if tokens[position].closingKind != nil { depth += 1 }
                arguments.append(kind)
                position += 1
            }
            guard let color = functional(asciiLowercased(name), arguments) else { return nil }
            return (color, position + 1)
        default:
            return nil
        }
    }

    /// A named colour, a system colour or `transparent`.
    ///
    /// https://drafts.csswg.org/css-color-4/#named-colors
    public static func named(_ name: String) -> CSSColor? {
        if let hexDigits = namedColors[name] { return hex(hexDigits) }
        return systemColors[name]
    }

    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`.
    ///
    /// https://drafts.csswg.org/css-color-4/#hex-notation
    static func hex(_ digits: String) -> CSSColor? {
        var values: [UInt8] = []
        for byte in digits.utf8 {
            switch byte {
            case 0x30...0x39: values.append(byte - 0x30)
            case 0x61...0x66: values.append(byte - 0x61 + 10)
            case 0x41...0x46: values.append(byte - 0x41 + 10)
            default: return nil
            }
        }
        switch values.count {
        case 3, 4:
            return CSSColor(
                red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17,
                alpha: values.count == 4 ? values[3] * 17 : 255)
        case 6, 8:
            func pair(_ index: Int) -> UInt8 { values[index] * 16 + values[index + 1] }
            return CSSColor(red: pair(0), green: pair(2), blue: pair(4), alpha: values.count == 8 ? pair(6) : 255)
        default:
            return nil
        }
    }

    /// `rgb()`, `rgba()`, `hsl()`, `hsla()`, `hwb()`, comma- or space-separated.
    ///
    /// https://drafts.csswg.org/css-color-4/#rgb-functions
    static func functional(_ name: String, _ arguments: [CSSToken.Kind]) -> CSSColor? {
        var values: [CSSToken.Kind] = []
        for argument in arguments {
            switch argument {
            case .comma, .whitespace, .delim("/"): continue
            default: values.append(argument)
            }
        }
        guard values.count == 3 || values.count == 4 else { return nil }
        var alpha = 1.0
        if values.count == 4 {
            switch values[3] {
            case .number(let number): alpha = number.value
            case .percentage(let number): alpha = number.value / 100
            case .ident(let word) where asciiLowercased(word) == "none": alpha = 0
            default: return nil
            }
        }
        let alphaByte = UInt8((min(max(alpha, 0), 1) * 255).rounded())
        func channel(_ kind: CSSToken.Kind, percentScale: Double) -> Double? {
            switch kind {
            case .number(let number): number.value
            case .percentage(let number): number.value * percentScale
            case .ident(let word) where asciiLowercased(word) == "none": 0
            default: nil
            }
        }
        switch name {
        case "rgb", "rgba":
            guard let red = channel(values[0], percentScale: 2.55), let green = channel(values[1], percentScale: 2.55),
                let blue = channel(values[2], percentScale: 2.55)
            else { return nil }
            func byte(_ value: Double) -> UInt8 { UInt8(min(max(value, 0), 255).rounded()) }
            return CSSColor(red: byte(red), green: byte(green), blue: byte(blue), alpha: alphaByte)
        case "hsl", "hsla", "hwb":
            let hue: Double
            switch values[0] {
            case .number(let number): hue = number.value
            case .dimension(let number, let unit):
                switch asciiLowercased(unit) {
                case "deg": hue = number.value
                case "rad": hue = number.value * 180 / Double.pi
                case "grad": hue = number.value * 0.9
                case "turn": hue = number.value * 360
                default: return nil
                }
            default: return nil
            }
            guard let second = channel(values[1], percentScale: 1), let third = channel(values[2], percentScale: 1)
            else { return nil }
            let (red, green, blue) = name == "hwb"
                ? hwbToRGB(hue: hue, whiteness: second / 100, blackness: third / 100)
                : hslToRGB(hue: hue, saturation: second / 100, lightness: third / 100)
            func byte(_ value: Double) -> UInt8 { UInt8(min(max(value * 255, 0), 255).rounded()) }
            return CSSColor(red: byte(red), green: byte(green), blue: byte(blue), alpha: alphaByte)
        default:
            return nil
        }
    }

    /// https://drafts.csswg.org/css-color-4/#hsl-to-rgb
    static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        let saturation = min(max(saturation, 0), 1), lightness = min(max(lightness, 0), 1)
        var hue = hue.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        func component(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (component(0), component(8), component(4))
    }

    /// https://drafts.csswg.org/css-color-4/#hwb-to-rgb
    static func hwbToRGB(hue: Double, whiteness: Double, blackness: Double) -> (Double, Double, Double) {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return (gray, gray, gray)
        }
        let (red, green, blue) = hslToRGB(hue: hue, saturation: 1, lightness: 0.5)
        let scale = 1 - whiteness - blackness
        return (red * scale + whiteness, green * scale + whiteness, blue * scale + whiteness)
    }

    /// The system colours as WebKit on Linux resolves them, and WebKit's own keywords.
    ///
    /// https://drafts.csswg.org/css-color-4/#css-system-colors
    static let systemColors: [String: CSSColor] = [
        "transparent": .transparent,
        "canvas": CSSColor(red: 255, green: 255, blue: 255), "canvastext": .black,
        "linktext": CSSColor(red: 0, green: 0, blue: 238), "-webkit-link": CSSColor(red: 0, green: 0, blue: 238),
        "visitedtext": CSSColor(red: 85, green: 26, blue: 139),
        "activetext": CSSColor(red: 255, green: 0, blue: 0), "-webkit-activelink": CSSColor(red: 255, green: 0, blue: 0),
        "buttonface": CSSColor(red: 192, green: 192, blue: 192), "buttontext": .black,
        "buttonborder": CSSColor(red: 255, green: 255, blue: 255), "field": CSSColor(red: 255, green: 255, blue: 255),
        "fieldtext": .black, "graytext": CSSColor(red: 128, green: 128, blue: 128),
        "highlight": CSSColor(red: 181, green: 213, blue: 255), "highlighttext": .black,
        "mark": CSSColor(red: 255, green: 255, blue: 0), "marktext": .black,
        "selecteditem": CSSColor(red: 181, green: 213, blue: 255), "selecteditemtext": .black,
        "accentcolor": CSSColor(red: 0, green: 122, blue: 255), "accentcolortext": CSSColor(red: 255, green: 255, blue: 255),
        "activebuttontext": .black, "threedface": CSSColor(red: 192, green: 192, blue: 192),
        "-webkit-text": .black, "text": .black, "-internal-document-text-color": .black,
        "-webkit-focus-ring-color": CSSColor(red: 16, green: 16, blue: 16, alpha: 204),
    ]

    /// The named colours as hex digits.
    ///
    /// https://drafts.csswg.org/css-color-4/#named-colors
    static let namedColors: [String: String] = {
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
