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
        var text = text
        text.withUTF8 { bytes in
            for part in CSSDeclarationSplitter.declarations(in: bytes) {
                guard let colon = part.firstIndex(of: UInt8(ascii: ":")) else { continue }
                let name = trimmedString(part[part.startIndex..<colon])
                guard !name.isEmpty, isValidPropertyName(name) else { continue }
                var value = part[(colon + 1)..<part.endIndex]
                var important = false
                if let bang = value.lastIndex(of: UInt8(ascii: "!")),
                    asciiLowercase(trimmedString(value[(bang + 1)..<value.endIndex])) == "important"
                {
                    important = true
                    value = value[value.startIndex..<bang]
                }
                let trimmedValue = trimmedString(value)
                guard !trimmedValue.isEmpty else { continue }
                set(normalizedPropertyName(name), value: trimmedValue, important: important)
            }
        }
    }

    /// The value of one property in a `style` attribute's text, without parsing the rest:
    /// nil when the text does not mention the property at all (the common case).
    public static func quickValue(of property: String, in text: String) -> String? {
        guard text.utf8.count >= property.utf8.count, containsASCIICaseInsensitive(text, property) else { return nil }
        let value = CSSDeclarations(parsing: text).value(of: property)
        return value.isEmpty ? nil : value
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
        let trimmed = stripLeadingAndTrailingASCIIWhitespace(value)
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

/// `bytes` without leading and trailing ASCII whitespace, as a string.
private func trimmedString(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    var lower = bytes.startIndex
    var upper = bytes.endIndex
    while lower < upper, isASCIIWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower, isASCIIWhitespace(bytes[upper - 1]) { upper -= 1 }
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
}

/// Whether `text` contains `needle` (lower-case ASCII) ignoring ASCII case.
private func containsASCIICaseInsensitive(_ text: String, _ needle: String) -> Bool {
    let needle = Array(needle.utf8)
    let bytes = Array(text.utf8)
    guard bytes.count >= needle.count else { return false }
    outer: for start in 0...(bytes.count - needle.count) {
        for offset in 0..<needle.count {
            var byte = bytes[start + offset]
            if byte >= 0x41 && byte <= 0x5A { byte += 0x20 }
            if byte != needle[offset] { continue outer }
        }
        return true
    }
    return false
}

/// Splits a declaration list on `;` outside strings, parentheses and comments.
enum CSSDeclarationSplitter {
    static func declarations(in bytes: UnsafeBufferPointer<UInt8>) -> [Slice<UnsafeBufferPointer<UInt8>>] {
        var parts: [Slice<UnsafeBufferPointer<UInt8>>] = []
        var depth = 0
        var quote: UInt8?
        var start = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == open {
                    quote = nil
                }
            } else if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                // A comment: everything up to */ is ignored (it never separates declarations).
                index += 2
                while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index += 1
            } else if byte == UInt8(ascii: "\"") {
                quote = byte
            } else if byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth = max(0, depth - 1)
            } else if byte == UInt8(ascii: ";") && depth == 0 {
                parts.append(bytes[start..<index])
                start = index + 1
            }
            index += 1
        }
        if start < count { parts.append(bytes[start..<count]) }
        return parts
    }
}
