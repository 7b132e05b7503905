/// The declarations HTML attributes stand for (`<td nowrap>`, `<img width=80>`,
/// `<font color=red>`, `hidden`), as author-level declarations of zero specificity that
/// come before every author rule. Written as CSS text, which the style engine reads once
/// per distinct text.
///
/// https://html.spec.whatwg.org/multipage/rendering.html#presentational-hints
enum PresentationalHints {
    /// The hints of `element` as declarations, or nil when it has none.
    static func text(for element: NodeID, in store: NodeStore) -> String? {
        let attributes = store.attributes(of: element)
        let name = store.localName(of: element)
        let isCell = (name == .td || name == .th) && store.namespace(of: element) == .html
        guard !attributes.isEmpty || isCell else { return nil }
        if store.namespace(of: element) == .svg { return svgPresentationAttributes(element, attributes, store) }
        guard store.namespace(of: element) == .html else { return nil }
        var hints: [String] = []
        // Cells get the table's `cellpadding`, 1px by default.
        if isCell, let table = enclosingTable(of: element, in: store) {
            let padding = store.attribute(named: "cellpadding", of: table).flatMap { Int($0.prefix { $0.isASCII && $0.isNumber }) } ?? 1
            hints.append("padding: \(padding)px")
        }
        let kinds = attributeKinds
        for attribute in attributes {
            let raw = Int(attribute.name.rawValue)
            guard raw < kinds.count, let kind = kinds[raw] else { continue }
            let value = attribute.value
            switch kind {
            case .hidden:
                hints.append(asciiLowercase(value) == "until-found" ? "content-visibility: hidden" : "display: none")
            case .dir:
                let lowered = asciiLowercase(value)
                if lowered == "rtl" || lowered == "ltr" { hints.append("direction: \(lowered)") }
            case .width, .height:
                guard dimensionElements.contains(name), let dimension = dimension(value) else { continue }
                if name == .hr && kind == .height { continue }
                hints.append("\(kind == .width ? "width" : "height"): \(dimension)")
            case .align:
                hints.append(contentsOf: align(value, on: name))
            case .valign:
                let lowered = asciiLowercase(value)
                if ["top", "middle", "bottom", "baseline"].contains(lowered) { hints.append("vertical-align: \(lowered)") }
            case .bgcolor:
                if let color = legacyColor(value) { hints.append("background-color: \(color)") }
            case .color where name == fontName || name == .hr:
                if let color = legacyColor(value) { hints.append("color: \(color)") }
            case .text where name == .body:
                if let color = legacyColor(value) { hints.append("color: \(color)") }
            case .nowrap where name == .td || name == .th:
                hints.append("white-space: nowrap")
            case .size where name == fontName:
                if let size = fontSize(value) { hints.append("font-size: \(size)") }
            case .face where name == fontName:
                hints.append("font-family: \(value)")
            case .border where name == .table || name == .img || name == .object:
                let width = Int(value.prefix { $0.isASCII && $0.isNumber }) ?? (value.isEmpty && name == .table ? 1 : 0)
                hints.append("border-width: \(width)px")
                hints.append(name == .table ? "border-style: outset" : "border-style: solid")
            case .cellspacing where name == .table:
                if let spacing = Int(value.prefix { $0.isASCII && $0.isNumber }) { hints.append("border-spacing: \(spacing)px") }
            case .type where name == .ol || name == .ul || name == .li:
                if let type = listType(value) { hints.append("list-style-type: \(type)") }
            case .hspace where dimensionElements.contains(name):
                if let dimension = dimension(value) { hints.append("margin-left: \(dimension); margin-right: \(dimension)") }
            case .vspace where dimensionElements.contains(name):
                if let dimension = dimension(value) { hints.append("margin-top: \(dimension); margin-bottom: \(dimension)") }
            case .wrap where name == .pre:
                hints.append("white-space: pre-wrap")
            case .clear where name == .br:
                let lowered = asciiLowercase(value)
                if ["left", "right", "both"].contains(lowered) { hints.append("clear: \(lowered)") }
                if lowered == "all" { hints.append("clear: both") }
            default:
                continue
            }
        }
        return hints.isEmpty ? nil : hints.joined(separator: "; ")
    }

    /// The table a cell belongs to (its nearest `table` ancestor).
    static func enclosingTable(of cell: NodeID, in store: NodeStore) -> NodeID? {
        var current = store.parentElement(of: cell)
        while let element = current {
            if store.isHTMLElement(element, named: .table) { return element }
            current = store.parentElement(of: element)
        }
        return nil
    }

    /// The attributes that may stand for style.
    enum Kind {
        case hidden, dir, width, height, align, valign, bgcolor, color, text, nowrap, size, face, border, cellspacing
        case type, hspace, vspace, wrap, clear
    }

    /// Each predefined attribute's kind, by atom (an array: every element with attributes
    /// asks for each of them).
    static let attributeKinds: [Kind?] = {
        var table = [Kind?](repeating: nil, count: KnownNames.all.count)
        let names: [(String, Kind)] = [
            ("hidden", .hidden), ("dir", .dir), ("width", .width), ("height", .height), ("align", .align),
            ("valign", .valign), ("bgcolor", .bgcolor), ("color", .color), ("text", .text), ("nowrap", .nowrap),
            ("size", .size), ("face", .face), ("border", .border), ("cellspacing", .cellspacing), ("type", .type),
            ("hspace", .hspace), ("vspace", .vspace), ("wrap", .wrap), ("clear", .clear),
        ]
        for (name, kind) in names { table[Int(Atom.predefined(name).rawValue)] = kind }
        return table
    }()

    static let fontName = Atom.predefined("font")

    /// SVG's presentation attributes that matter here: `display`, `visibility`,
    /// `overflow`, and the sizes of the elements whose `width` and `height` are CSS's.
    ///
    /// https://svgwg.org/svg2-draft/styling.html#PresentationAttributes
    static func svgPresentationAttributes(_ element: NodeID, _ attributes: [Attribute], _ store: NodeStore) -> String? {
        var hints: [String] = []
        let name = store.localNameString(of: element)
        let sized = ["svg", "image", "rect", "foreignObject", "use", "symbol"].contains(name)
        for attribute in attributes {
            let attributeName = store.atoms.name(of: attribute.name)
            switch attributeName {
            case "display", "visibility", "overflow":
                hints.append("\(attributeName): \(attribute.value)")
            case "width" where sized, "height" where sized:
                if let dimension = dimension(attribute.value) { hints.append("\(attributeName): \(dimension)") }
            default:
                continue
            }
        }
        return hints.isEmpty ? nil : hints.joined(separator: "; ")
    }

    /// Elements whose `width` and `height` attributes are sizes.
    static let dimensionElements = AtomSet(names: [
        "img", "video", "canvas", "iframe", "embed", "object", "table", "td", "th", "col", "colgroup", "hr", "input",
        "marquee",
    ])

    /// https://html.spec.whatwg.org/multipage/rendering.html#rules-for-parsing-dimension-values
    static func dimension(_ value: String) -> String? {
        var digits = ""
        var seenDot = false
        var rest = Substring(value).drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        while let character = rest.first, character.isASCII, character.isNumber || (character == "." && !seenDot) {
            if character == "." { seenDot = true }
            digits.append(character)
            rest = rest.dropFirst()
        }
        guard !digits.isEmpty, digits != ".", let number = Double(digits) else { return nil }
        return rest.first == "%" ? "\(number)%" : "\(number)px"
    }

    /// `align` on blocks (text alignment), tables (floats or centring) and images.
    static func align(_ value: String, on name: Atom) -> [String] {
        let lowered = asciiLowercase(stripLeadingAndTrailingASCIIWhitespace(value))
        if name == .img || name == .iframe || name == .object || name == .embed || name == .input {
            if lowered == "left" || lowered == "right" { return ["float: \(lowered)"] }
            if lowered == "middle" { return ["vertical-align: -webkit-baseline-middle"] }
            if ["top", "bottom", "baseline", "texttop", "absmiddle", "absbottom"].contains(lowered) {
                return ["vertical-align: \(lowered == "texttop" ? "text-top" : lowered == "absmiddle" ? "middle" : lowered == "absbottom" ? "bottom" : lowered)"]
            }
            return []
        }
        if name == .table {
            if lowered == "left" || lowered == "right" { return ["float: \(lowered)"] }
            if lowered == "center" { return ["margin-left: auto", "margin-right: auto"] }
            return []
        }
        switch lowered {
        case "left", "right", "center", "middle": return ["text-align: -webkit-\(lowered == "middle" ? "center" : lowered)"]
        case "justify": return ["text-align: justify"]
        default: return []
        }
    }

    /// https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-legacy-colour-value
    /// (named colours and hex; other legacy forms are read as hex digits).
    static func legacyColor(_ value: String) -> String? {
        let trimmed = stripLeadingAndTrailingASCIIWhitespace(value)
        guard !trimmed.isEmpty, asciiLowercase(trimmed) != "transparent" else { return nil }
        if trimmed.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) { return asciiLowercase(trimmed) }
        var digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        if digits.count == 3, digits.allSatisfy(\.isHexDigit) { return "#" + digits }
        digits = String(digits.map { $0.isHexDigit ? $0 : "0" })
        while digits.count % 3 != 0 || digits.isEmpty { digits.append("0") }
        let length = digits.count / 3
        let parts = (0..<3).map { index -> String in
            let start = digits.index(digits.startIndex, offsetBy: index * length)
            let part = String(digits[start..<digits.index(start, offsetBy: length)])
            return String(part.suffix(max(2, min(part.count, 8))).prefix(2)).padding(toTwo: "0")
        }
        return "#" + parts.joined()
    }

    /// `<font size>`: 1 to 7, or relative to 3.
    static func fontSize(_ value: String) -> String? {
        let trimmed = stripLeadingAndTrailingASCIIWhitespace(value)
        var mode = 0
        var digits = Substring(trimmed)
        if digits.first == "+" { mode = 1; digits = digits.dropFirst() } else if digits.first == "-" { mode = -1; digits = digits.dropFirst() }
        guard let number = Int(digits.prefix { $0.isASCII && $0.isNumber }) else { return nil }
        var size = mode == 0 ? number : 3 + mode * number
        size = min(max(size, 1), 7)
        return ["x-small", "small", "medium", "large", "x-large", "xx-large", "-webkit-xxx-large"][size - 1]
    }

    /// `type` on lists.
    static func listType(_ value: String) -> String? {
        switch value {
        case "1": "decimal"
        case "a": "lower-alpha"
        case "A": "upper-alpha"
        case "i": "lower-roman"
        case "I": "upper-roman"
        default:
            switch asciiLowercase(value) {
            case "disc", "circle", "square": asciiLowercase(value)
            case "none": "none"
            default: nil
            }
        }
    }
}

extension String {
    /// The string padded on the left to two characters.
    func padding(toTwo pad: Character) -> String {
        count >= 2 ? self : String(repeating: pad, count: 2 - count) + self
    }
}
