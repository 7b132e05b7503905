import CSSSyntax

/// Gradients (`linear-`, `radial-` and `conic-gradient()`, their `repeating-` forms and
/// WebKit's `-webkit-` ones) written as WebKit writes them: a comma and a space between the
/// parts, the default direction and shape left out (`to bottom`, `180deg`, `ellipse`,
/// `farthest-corner`, `at center`, `from 0deg`), sides and positions horizontal first (`to
/// right top`, `at left top`, `at center bottom`), a stop with two positions as two stops (`red 0 50%` is `red 0px, red
/// 50%`). A specified value keeps colour keywords as written; a computed one writes colours
/// as `rgb()`, lengths in pixels, angles in degrees and position keywords as percentages
/// (`at 0% 0%`).
///
/// https://drafts.csswg.org/css-images-3/#gradients
/// https://github.com/WebKit/WebKit/blob/main/Source/WebCore/css/CSSGradientValue.cpp
public enum CSSGradient {
    /// How a gradient's colours, lengths and positions are written.
    struct Writer {
        let computed: Bool
        let color: (CSSWrittenColor) -> String
        let length: (CSSLength) -> String

        static var specified: Writer { Writer(computed: false, color: \.specifiedText, length: \.serialized) }
    }

    /// The images of a value (`background-image`'s layers: `tokens`, no white space) with
    /// each gradient written by `writer`, or nil when the value has no gradient or one this
    /// parser cannot read.
    static func written(_ tokens: [CSSToken], _ writer: Writer) -> String? {
        var layers: [String] = []
        var hasGradient = false
        var index = 0
        while index < tokens.count {
            var layer: [String] = []
            while index < tokens.count, tokens[index].kind != .comma {
                guard case .function(let name) = tokens[index].kind else {
                    layer.append(tokens[index].serializedText)
                    index += 1
                    continue
                }
                let close = min(tokens.closingIndex(ofBlockOpenedAt: index), tokens.count - 1)
                if asciiLowercased(name).hasSuffix("gradient") {
                    guard let gradient = gradient(tokens[index...close], writer) else { return nil }
                    layer.append(gradient)
                    hasGradient = true
                } else {
                    layer.append(tokens[index...close].map(\.serializedText).joined())
                }
                index = close + 1
            }
            layers.append(layer.joined(separator: " "))
            index += 1
        }
        return hasGradient ? layers.joined(separator: ", ") : nil
    }

    /// The computed value of a specified `background-image` (`text`), or nil when it holds
    /// no gradient this parser reads.
    public static func computed(_ text: String, currentColor: CSSColor, lengths context: CSSLengthContext) -> String? {
        let tokens = CSSTokenizer.tokenize(text).filter { !$0.isWhitespace && $0.kind != .endOfFile }
        let writer = Writer(computed: true) { $0.computedText(currentColor: currentColor) } length: {
            $0.resolved(in: context).serialized
        }
        return written(tokens, writer)
    }

    /// One gradient function, its function token to its closing parenthesis.
    static func gradient(_ tokens: ArraySlice<CSSToken>, _ writer: Writer) -> String? {
        guard case .function(let written)? = tokens.first?.kind, tokens.last?.kind == .rightParenthesis else { return nil }
        let name = asciiLowercased(written)
        var kind = name
        for prefix in ["-webkit-", "repeating-"] where kind.hasPrefix(prefix) { kind.removeFirst(prefix.count) }
        guard kind.hasSuffix("-gradient") else { return nil }
        kind.removeLast("-gradient".count)
        let groups = Self.groups(Array(tokens.dropFirst().dropLast()))
        guard let first = groups.first else { return nil }
        var parts: [String] = []
        var stops = groups[...]
        // A first argument that is not a colour stop (stops start with a colour) says the
        // direction, shape or start.
        if CSSWrittenColor.parse(first, from: 0) == nil {
            let prelude: String?
            switch kind {
            case _ where name.hasPrefix("-webkit-"): prelude = first.map(\.serializedText).joined(separator: " ")
            case "linear": prelude = direction(first, writer)
            case "radial": prelude = shape(first, writer)
            case "conic": prelude = conicStart(first, writer)
            default: prelude = nil
            }
            guard let prelude else { return nil }
            if !prelude.isEmpty { parts.append(prelude) }
            stops = stops.dropFirst()
        }
        for group in stops {
            guard let written = stop(group, writer, conic: kind == "conic") else { return nil }
            parts += written
        }
        return name + "(" + parts.joined(separator: ", ") + ")"
    }

    /// The arguments between top-level commas.
    private static func groups(_ tokens: [CSSToken]) -> [[CSSToken]] {
        var groups: [[CSSToken]] = [[]]
        var index = 0
        while index < tokens.count {
            if tokens[index].kind == .comma {
                groups.append([])
                index += 1
                continue
            }
            let end = tokens[index].closingKind == nil ? index : min(tokens.closingIndex(ofBlockOpenedAt: index), tokens.count - 1)
            groups[groups.count - 1] += tokens[index...end]
            index = end + 1
        }
        return groups
    }

    /// A colour stop (a colour and up to two positions) or a hint (one position).
    private static func stop(_ tokens: [CSSToken], _ writer: Writer, conic: Bool) -> [String]? {
        var index = 0
        var color: String?
        if let (parsed, next) = CSSWrittenColor.parse(tokens, from: 0) {
            color = writer.color(parsed)
            index = next
        }
        var positions: [String] = []
        while index < tokens.count {
            guard let (position, next) = position(tokens, from: index, writer, conic: conic) else { return nil }
            positions.append(position)
            index = next
        }
        guard let color else { return positions.count == 1 ? positions : nil }
        switch positions.count {
        case 0: return [color]
        case 1: return [color + " " + positions[0]]
        case 2: return positions.map { color + " " + $0 }
        default: return nil
        }
    }

    /// A stop's position: a length or percentage, or an angle (in a conic gradient).
    private static func position(_ tokens: [CSSToken], from index: Int, _ writer: Writer, conic: Bool) -> (String, Int)? {
        if let angle = angle(tokens[index], writer, conic: conic) { return (angle.text, index + 1) }
        return length(tokens, from: index, writer)
    }

    /// A length or percentage, as `writer` writes it (a percentage as written, zero too).
    private static func length(_ tokens: [CSSToken], from index: Int, _ writer: Writer) -> (String, Int)? {
        if case .percentage(let number) = tokens[index].kind { return (CSSNumberFormat.number(number.value) + "%", index + 1) }
        guard let (length, next) = CSSLength.read(tokens, from: index) else { return nil }
        return (writer.length(length), next)
    }

    /// An angle token, in degrees and as `writer` writes it: as written (`0.5turn`), in
    /// degrees when computed; a zero in a conic gradient is `0deg`.
    private static func angle(_ token: CSSToken, _ writer: Writer, conic: Bool = false) -> (degrees: Double, text: String)? {
        if conic, case .number(let number) = token.kind, number.value == 0 { return (0, "0deg") }
        guard case .dimension(let number, let unit) = token.kind else { return nil }
        let lowered = asciiLowercased(unit)
        let perUnit: [String: Double] = ["deg": 1, "grad": 0.9, "rad": 180 / Double.pi, "turn": 360]
        guard let scale = perUnit[lowered] else { return nil }
        let degrees = number.value * scale
        return (degrees, writer.computed ? CSSNumberFormat.number(degrees) + "deg" : CSSNumberFormat.number(number.value) + lowered)
    }

    /// A linear gradient's direction: "" for the default (`to bottom`, `180deg`).
    private static func direction(_ tokens: [CSSToken], _ writer: Writer) -> String? {
        if tokens.count == 1, let angle = angle(tokens[0], writer) { return abs(angle.degrees - 180) < 1e-9 ? "" : angle.text }
        guard tokens.first?.isIdent("to") == true, tokens.count == 2 || tokens.count == 3 else { return nil }
        guard let sides = keywords(Array(tokens.dropFirst()), allowed: ["left", "right", "top", "bottom"]) else { return nil }
        return sides == ["bottom"] ? "" : "to " + sides.joined(separator: " ")
    }

    /// A radial gradient's shape, size and position, the defaults left out.
    private static func shape(_ tokens: [CSSToken], _ writer: Writer) -> String? {
        let at = tokens.firstIndex { $0.isIdent("at") } ?? tokens.count
        var parts: [String] = []
        var index = 0
        while index < at {
            if case .ident(let word) = tokens[index].kind {
                let lowered = asciiLowercased(word)
                let known = ["circle", "ellipse", "closest-side", "closest-corner", "farthest-side", "farthest-corner"]
                guard known.contains(lowered) else { return nil }
                if lowered != "ellipse" && lowered != "farthest-corner" { parts.append(lowered) }
                index += 1
            } else {
                guard let (length, next) = length(tokens, from: index, writer) else { return nil }
                parts.append(length)
                index = next
            }
        }
        // A circle is what one length makes: WebKit leaves the word out.
        if parts.count == 2, parts[0] == "circle", !parts[1].hasSuffix("side"), !parts[1].hasSuffix("corner") {
            parts.removeFirst()
        }
        if at < tokens.count {
            guard let position = position(Array(tokens[(at + 1)...]), writer) else { return nil }
            if !position.isEmpty { parts.append("at " + position) }
        }
        return parts.joined(separator: " ")
    }

    /// A conic gradient's `from` angle and position.
    private static func conicStart(_ tokens: [CSSToken], _ writer: Writer) -> String? {
        var parts: [String] = []
        var index = 0
        if tokens.first?.isIdent("from") == true {
            guard tokens.count > 1, let angle = angle(tokens[1], writer, conic: true) else { return nil }
            if angle.degrees != 0 { parts.append("from " + angle.text) }
            index = 2
        }
        if index < tokens.count {
            guard tokens[index].isIdent("at"), let position = position(Array(tokens[(index + 1)...]), writer) else { return nil }
            if !position.isEmpty { parts.append("at " + position) }
        }
        return parts.joined(separator: " ")
    }

    /// A gradient's centre of one or two values: "" for `center`; keywords horizontal
    /// first, as percentages when computed.
    private static func position(_ tokens: [CSSToken], _ writer: Writer) -> String? {
        let offsets: [String: Double] = ["left": 0, "top": 0, "center": 50, "right": 100, "bottom": 100]
        if let words = keywords(tokens, allowed: Set(offsets.keys)) {
            if words.allSatisfy({ $0 == "center" }) { return "" }
            let vertical = words.count == 1 && (words[0] == "top" || words[0] == "bottom")
            var pair = words.count == 2 ? words : vertical ? ["center", words[0]] : [words[0], "center"]
            if ["top", "bottom"].contains(pair[0]) || ["left", "right"].contains(pair[1]) { pair.swapAt(0, 1) }
            guard writer.computed else { return pair.joined(separator: " ") }
            return pair.map { CSSNumberFormat.number(offsets[$0]!) + "%" }.joined(separator: " ")
        }
        var parts: [String] = []
        var index = 0
        while index < tokens.count {
            if case .ident(let word) = tokens[index].kind, let offset = offsets[asciiLowercased(word)] {
                parts.append(writer.computed ? CSSNumberFormat.number(offset) + "%" : asciiLowercased(word))
                index += 1
            } else {
                guard let (length, next) = length(tokens, from: index, writer) else { return nil }
                parts.append(length)
                index = next
            }
        }
        return parts.count == 1 || parts.count == 2 ? parts.joined(separator: " ") : nil
    }

    /// One or two keywords of `allowed`, lowercased, a vertical one put second when the
    /// other is horizontal or `center` (`top left` is `left top`); nil for anything else.
    private static func keywords(_ tokens: [CSSToken], allowed: Set<String>) -> [String]? {
        guard tokens.count == 1 || tokens.count == 2 else { return nil }
        var words: [String] = []
        for token in tokens {
            guard case .ident(let word) = token.kind, allowed.contains(asciiLowercased(word)) else { return nil }
            words.append(asciiLowercased(word))
        }
        if words.count == 2, ["top", "bottom"].contains(words[0]) { words.swapAt(0, 1) }
        return words
    }
}
