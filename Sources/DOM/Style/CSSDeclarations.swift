/// The declarations of a `style` attribute, in order: what `element.style` reads and writes.
///
/// Values are kept as written (trimmed); shorthands are not expanded into longhands and
/// values are not normalised beyond hex colours, which are written as `rgb()` the way
/// WebKit serializes them.
///
/// https://drafts.csswg.org/cssom/#css-declaration-blocks
public struct CSSDeclarations: Equatable, Sendable {
    /// One `property: value [!important]`.
    public struct Declaration: Equatable, Sendable {
        /// The property name, ASCII-lowercased (custom properties keep their case).
        public var property: String
        /// The value as written, trimmed.
        public var value: String
        /// Whether it had `!important`.
        public var important: Bool
    }

    /// The declarations, in order, at most one per property.
    public private(set) var declarations: [Declaration] = []

    /// An empty block.
    public init() {}

    /// Parses the text of a `style` attribute. Invalid parts are dropped, as CSS does.
    ///
    /// https://drafts.csswg.org/css-syntax-3/#parse-a-list-of-declarations
    public init(parsing text: String) {
        for part in splitTopLevel(text, separator: ";") {
            guard let colon = part.firstIndex(of: ":") else { continue }
            let name = trimCSSWhitespace(part[..<colon])
            guard !name.isEmpty, isValidPropertyName(name) else { continue }
            var value = trimCSSWhitespace(part[part.index(after: colon)...])
            var important = false
            if let bang = value.lastIndex(of: "!"),
                asciiLowercase(trimCSSWhitespace(value[value.index(after: bang)...])) == "important"
            {
                important = true
                value = trimCSSWhitespace(value[..<bang])
            }
            guard !value.isEmpty else { continue }
            set(normalizedPropertyName(name), value: value, important: important)
        }
    }

    /// `getPropertyValue(property)`: the value, or "".
    public func value(of property: String) -> String {
        let name = normalizedPropertyName(property)
        return declarations.first { $0.property == name }.map(\.value) ?? ""
    }

    /// `getPropertyPriority(property)`: "important" or "".
    public func priority(of property: String) -> String {
        let name = normalizedPropertyName(property)
        return declarations.first { $0.property == name }?.important == true ? "important" : ""
    }

    /// `setProperty(property, value, priority)`; an empty value removes the property.
    ///
    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-setproperty
    public mutating func setProperty(_ property: String, value: String, important: Bool = false) {
        let name = normalizedPropertyName(property)
        guard isValidPropertyName(name) else { return }
        let trimmed = trimCSSWhitespace(Substring(value))
        if trimmed.isEmpty {
            removeProperty(name)
            return
        }
        set(name, value: normalizedValue(trimmed, property: name), important: important)
    }

    /// `removeProperty(property)`: returns the old value or "".
    @discardableResult
    public mutating func removeProperty(_ property: String) -> String {
        let name = normalizedPropertyName(property)
        guard let index = declarations.firstIndex(where: { $0.property == name }) else { return "" }
        return declarations.remove(at: index).value
    }

    /// `cssText`: `a: b; c: d !important;`.
    ///
    /// https://drafts.csswg.org/cssom/#serialize-a-css-declaration-block
    public var cssText: String {
        declarations.map { "\($0.property): \($0.value)\($0.important ? " !important" : "");" }.joined(separator: " ")
    }

    private mutating func set(_ name: String, value: String, important: Bool) {
        if let index = declarations.firstIndex(where: { $0.property == name }) {
            declarations[index].value = value
            declarations[index].important = important
        } else {
            declarations.append(Declaration(property: name, value: value, important: important))
        }
    }
}

/// `backgroundColor` → `background-color`; `cssFloat` → `float`; other names are lower-cased.
///
/// https://drafts.csswg.org/cssom/#css-property-to-idl-attribute
public func cssPropertyName(fromCamelCase name: String) -> String {
    if name == "cssFloat" { return "float" }
    var result = ""
    for character in name {
        if character.isASCII, character.isUppercase {
            result.append("-")
            result.append(Character(character.lowercased()))
        } else {
            result.append(character)
        }
    }
    if result.hasPrefix("webkit-") { result = "-" + result }
    return result
}

private func normalizedPropertyName(_ name: String) -> String {
    name.hasPrefix("--") ? name : asciiLowercase(name)
}

private func isValidPropertyName(_ name: String) -> Bool {
    name.unicodeScalars.allSatisfy { scalar in
        isASCIIAlpha(scalar) || (scalar.value >= 0x30 && scalar.value <= 0x39) || scalar == "-" || scalar == "_"
            || scalar.value >= 0x80
    }
}

/// Writes hex colours as WebKit serializes them: `#f00` → `rgb(255, 0, 0)`.
private func normalizedValue(_ value: String, property: String) -> String {
    guard value.hasPrefix("#"), property.hasSuffix("color") else { return value }
    let hex = Array(value.dropFirst())
    guard hex.allSatisfy(\.isHexDigit), [3, 4, 6, 8].contains(hex.count) else { return value }
    let digits = hex.count <= 4 ? hex.flatMap { [$0, $0] } : hex
    func component(_ index: Int) -> Int { Int(String(digits[index * 2...index * 2 + 1]), radix: 16) ?? 0 }
    if digits.count == 8 {
        let alpha = Double(component(3)) / 255
        let rounded = (alpha * 100).rounded() / 100
        return "rgba(\(component(0)), \(component(1)), \(component(2)), \(rounded))"
    }
    return "rgb(\(component(0)), \(component(1)), \(component(2)))"
}

private func trimCSSWhitespace(_ text: Substring) -> String {
    String(text.drop(while: isASCIIWhitespace).reversed().drop(while: isASCIIWhitespace).reversed())
}

/// Splits on `separator` outside strings, parentheses and comments; comments are dropped.
private func splitTopLevel(_ text: String, separator: Character) -> [Substring] {
    let characters = Array(text)
    var parts: [Substring] = []
    var current = ""
    var depth = 0
    var quote: Character?
    var index = 0
    while index < characters.count {
        let character = characters[index]
        if let open = quote {
            current.append(character)
            if character == "\\", index + 1 < characters.count {
                index += 1
                current.append(characters[index])
            } else if character == open {
                quote = nil
            }
        } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
            index += 2
            while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
            index += 1
        } else if character == separator && depth == 0 {
            parts.append(Substring(current))
            current = ""
        } else {
            if character == "\"" || character == "'" { quote = character }
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            current.append(character)
        }
        index += 1
    }
    parts.append(Substring(current))
    return parts
}
