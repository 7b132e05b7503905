import CSSSyntax

/// The `background` shorthand: one layer's image, position, size, repeat, attachment,
/// boxes and colour, each longhand it leaves out set to its initial value, in WebKit's
/// order of the longhands. A value of several layers, or one this reader does not know,
/// keeps the final layer's colour and image and gives the other longhands the whole text.
///
/// https://drafts.csswg.org/css-backgrounds-3/#background
enum CSSBackgroundShorthand {
    static func expand(_ parser: CSSValueParser) -> [(CSSProperty, CSSValue)]? {
        let tokens = parser.tokens
        if let layer = Layer(tokens) {
            return [(.backgroundImage, layer.image), (.backgroundPositionX, layer.x), (.backgroundPositionY, layer.y),
                    (.backgroundSize, layer.size), (.backgroundRepeat, layer.repetition), (.backgroundAttachment, layer.attachment),
                    (.backgroundOrigin, layer.origin), (.backgroundClip, layer.clip), (.backgroundColor, layer.color)]
        }
        let (image, color) = finalLayer(parser)
        let whole = CSSValue.text(parser.text)
        return [(.backgroundImage, image), (.backgroundPositionX, whole), (.backgroundPositionY, whole),
                (.backgroundSize, whole), (.backgroundRepeat, whole), (.backgroundAttachment, whole),
                (.backgroundOrigin, whole), (.backgroundClip, whole), (.backgroundColor, color)]
    }

    /// One layer read token by token; nil for anything it does not know.
    struct Layer {
        var image: CSSValue = .keyword("none")
        var x: CSSValue = .text("0%"), y: CSSValue = .text("0%")
        var size: CSSValue = .keyword("auto")
        var repetition: CSSValue = .keyword("repeat")
        var attachment: CSSValue = .keyword("scroll")
        var origin: CSSValue = .keyword("padding-box"), clip: CSSValue = .keyword("border-box")
        var color: CSSValue = .keyword("transparent")

        init?(_ tokens: [CSSToken]) {
            var seen: Set<String> = []
            var positions: [CSSToken] = []
            var repeats: [String] = []
            var boxes: [String] = []
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                if let (parsed, next) = CSSColor.parse(tokens, from: index), seen.insert("color").inserted {
                    color = .color(parsed)
                    index = next
                    continue
                }
                switch token.kind {
                case .url(let url) where seen.insert("image").inserted:
                    image = .text("url(\"\(url)\")")
                case .function(let name) where asciiLowercased(name) == "url" && seen.insert("image").inserted:
                    let end = min(tokens.closingIndex(ofBlockOpenedAt: index) + 1, tokens.count)
                    guard let argument = tokens[index + 1..<end].first(where: { !$0.isWhitespace }),
                        case .string(let url) = argument.kind
                    else { return nil }
                    image = .text("url(\"\(url)\")")
                    index = end
                    continue
                case .function(let name) where asciiLowercased(name).hasSuffix("gradient") && seen.insert("image").inserted:
                    let end = min(tokens.closingIndex(ofBlockOpenedAt: index) + 1, tokens.count)
                    image = .text(
                        CSSGradient.gradient(tokens[index..<end], .specified) ?? CSSBackgroundShorthand.written(tokens[index..<end]))
                    index = end
                    continue
                case .delim("/"):
                    guard !positions.isEmpty, seen.insert("size").inserted, index + 1 < tokens.count else { return nil }
                    let sizeToken = tokens[index + 1]
                    if case .ident(let word) = sizeToken.kind, ["cover", "contain", "auto"].contains(asciiLowercased(word)) {
                        size = .keyword(asciiLowercased(word))
                    } else if let length = Self.length(sizeToken) {
                        size = .length(length)
                    } else {
                        return nil
                    }
                    index += 2
                    continue
                case .ident(let word):
                    let lowered = asciiLowercased(word)
                    if lowered == "none", seen.insert("image").inserted {
                        image = .keyword("none")
                    } else if lowered == "currentcolor", seen.insert("color").inserted {
                        color = .currentColor
                    } else if ["left", "right", "top", "bottom", "center"].contains(lowered) {
                        positions.append(token)
                    } else if ["repeat", "repeat-x", "repeat-y", "no-repeat", "space", "round"].contains(lowered) {
                        repeats.append(lowered)
                    } else if ["scroll", "fixed", "local"].contains(lowered), seen.insert("attachment").inserted {
                        attachment = .keyword(lowered)
                    } else if ["border-box", "padding-box", "content-box", "text"].contains(lowered) {
                        boxes.append(lowered)
                    } else {
                        return nil
                    }
                default:
                    guard Self.length(token) != nil else { return nil }
                    positions.append(token)
                }
                index += 1
            }
            guard positions.count <= 4, repeats.count <= 2, boxes.count <= 2, let position = Self.position(positions) else {
                return nil
            }
            (x, y) = position
            if !repeats.isEmpty { repetition = .keyword(repeats.joined(separator: " ")) }
            if let first = boxes.first {
                origin = .keyword(first)
                clip = .keyword(boxes.last!)
            }
        }

        private static func length(_ token: CSSToken) -> CSSLength? {
            CSSValueParser(tokens: [token], quirksMode: false).length(token, allowsNegative: true, unitless: false)
        }

        /// One to four position values as x and y (`top` alone is `center top`, `right 10px
        /// top 5px` is `right 10px` and `top 5px`).
        private static func position(_ tokens: [CSSToken]) -> (CSSValue, CSSValue)? {
            if tokens.count > 2 { return CSSBackgroundShorthand.offsetPosition(tokens) }
            if tokens.isEmpty { return (.text("0%"), .text("0%")) }
            let values: [CSSValue] = tokens.map { token in
                if case .ident(let word) = token.kind { return .keyword(asciiLowercased(word)) }
                if case .percentage(let number) = token.kind, number.value == 0 { return .text("0%") }
                return .length(length(token)!)
            }
            func isVertical(_ value: CSSValue) -> Bool { value == .keyword("top") || value == .keyword("bottom") }
            func isHorizontal(_ value: CSSValue) -> Bool { value == .keyword("left") || value == .keyword("right") }
            if values.count == 1 {
                return isVertical(values[0]) ? (.keyword("center"), values[0]) : (values[0], .keyword("center"))
            }
            if isVertical(values[0]) || isHorizontal(values[1]) {
                guard !isVertical(values[1]), !isHorizontal(values[0]) else { return nil }
                return (values[1], values[0])
            }
            return (values[0], values[1])
        }
    }

    /// A position of three or four values: two keywords, each but `center` followed by an
    /// optional offset.
    private static func offsetPosition(_ tokens: [CSSToken]) -> (CSSValue, CSSValue)? {
        var groups: [[String]] = []
        for token in tokens {
            if case .ident(let word) = token.kind {
                groups.append([asciiLowercased(word)])
            } else {
                guard let last = groups.last, last.count == 1, last[0] != "center",
                    let length = CSSValueParser(tokens: [token], quirksMode: false).length(token, allowsNegative: true, unitless: false)
                else { return nil }
                groups[groups.count - 1].append(length.serialized)
            }
        }
        guard groups.count == 2 else { return nil }
        let vertical = ["top", "bottom"], horizontal = ["left", "right"]
        let (first, second) = (groups[0].joined(separator: " "), groups[1].joined(separator: " "))
        if vertical.contains(groups[0][0]) || horizontal.contains(groups[1][0]) {
            guard !vertical.contains(groups[1][0]), !horizontal.contains(groups[0][0]) else { return nil }
            return (.text(second), .text(first))
        }
        guard !vertical.contains(groups[0][0]) || !vertical.contains(groups[1][0]) else { return nil }
        return (.text(first), .text(second))
    }

    /// Function tokens written back as WebKit writes them: a space after each comma and
    /// between values, none inside the parentheses' edges.
    static func written(_ tokens: ArraySlice<CSSToken>) -> String {
        var text = ""
        var previous: CSSToken?
        for token in tokens {
            if let previous, token.kind != .rightParenthesis, token.kind != .comma {
                if case .function = previous.kind {} else if previous.kind != .leftParenthesis { text += " " }
            }
            text += token.serializedText
            previous = token
        }
        return text
    }

    /// The colour and image of the final layer, for a value ``Layer`` does not read.
    private static func finalLayer(_ parser: CSSValueParser) -> (image: CSSValue, color: CSSValue) {
        let tokens = parser.tokens
        var color: CSSValue = .keyword("transparent")
        var image: CSSValue = .keyword("none")
        var depth = 0
        var index = 0
        for (position, token) in tokens.enumerated() {
            if token.closingKind != nil { depth += 1 }
            if token.kind == .rightParenthesis || token.kind == .rightBracket { depth -= 1 }
            if depth == 0 && token.kind == .comma { index = position + 1 }
        }
        while index < tokens.count {
            if let (parsed, next) = CSSColor.parse(tokens, from: index) {
                color = .color(parsed)
                index = next
                continue
            }
            switch tokens[index].kind {
            case .url(let url): image = .text("url(\"\(url)\")")
            case .function: image = .text(parser.text)
            case .ident(let word) where asciiLowercased(word) == "currentcolor": color = .currentColor
            default: break
            }
            index += 1
        }
        return (image, color)
    }
}
