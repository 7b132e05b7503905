public import CSSSyntax

/// One declaration after its shorthand was expanded: a longhand or a custom property,
/// its value, and whether it is `!important`.
///
/// https://drafts.csswg.org/css-syntax-3/#declaration
public struct CSSDeclaration: Hashable, Sendable {
    /// The longhand, or nil for a custom property.
    public var property: CSSProperty?
    /// The name of a custom property (`--gap`), else nil.
    public var customName: String?
    public var value: CSSValue
    public var important: Bool
}

/// The declarations of a style rule, `@font-face`, `@page` or `style` attribute: the
/// expanded longhands the cascade reads, and the longhands as CSSOM lists and serializes them
/// (WebKit's `StyleProperties`).
///
/// https://drafts.csswg.org/cssom/#css-declaration-blocks
public final class CSSDeclarationBlock {
    /// The longhands and custom properties, in order; later ones win within the block.
    public private(set) var declarations: [CSSDeclaration] = []
    /// Each declaration's property as its raw value, with ``importantBit`` set when it is
    /// `!important`; ``customKey`` for a custom property. What the cascade scans.
    private(set) var keys: [UInt16] = []
    static let importantBit: UInt16 = 0x8000
    static let customKey: UInt16 = 0x7FFF

    private static func key(_ declaration: CSSDeclaration) -> UInt16 {
        guard let property = declaration.property else { return customKey }
        return property.rawValue | (declaration.important ? importantBit : 0)
    }

    /// The longhands as CSSOM sees them, once each, in WebKit's order. Made when CSSOM first
    /// reads them: the cascade never does.
    var properties: [CSSPropertyEntry] {
        if !unlisted.isEmpty { list() }
        return listed
    }
    private var listed: [CSSPropertyEntry] = []
    /// Declarations parsed since ``properties`` was last read: a custom property's text, or a
    /// property and the range of its longhands in ``declarations``.
    private var unlisted: [Unlisted] = []
    private struct Unlisted {
        var property: CSSProperty?
        var name: String
        var text: String
        var important: Bool
        var longhands: Range<Int>
    }
    /// Whether the document is in quirks mode (for lengths without units).
    public let quirksMode: Bool
    /// Goes up whenever the block changes.
    public private(set) var version = 0
    /// Whether any declaration is of a custom property.
    public private(set) var hasCustomProperties = false
    /// Called after each change (the style sheet uses it to know it changed).
    var onChange: (() -> Void)?

    /// Whether a declaration of the block can change a property `filter` admits.
    public func mayDeclare(anyOf filter: CSSPropertyFilter) -> Bool {
        hasCustomProperties || declarations.contains { $0.property.map(filter.admits) ?? true }
    }

    /// An empty block.
    public init(quirksMode: Bool = false) {
        self.quirksMode = quirksMode
    }

    /// The declarations in `range` of `source`; invalid ones are dropped as CSS says. With
    /// `filter`, only those that can change a property it admits are kept (custom
    /// properties always are), and the others' values are never parsed: a block for one
    /// style query (rendered text reads no colours, backgrounds or shadows), which CSSOM
    /// must never see.
    public init(parsing source: CSSSource, range: Range<Int>, quirksMode: Bool, keeping filter: CSSPropertyFilter? = nil) {
        self.quirksMode = quirksMode
        for declaration in CSSParser.declarations(in: source, range: range) {
            if let filter, !filter.admits(named: declaration.name) { continue }
            add(name: declaration.name, valueText: source.text(declaration.value), important: declaration.important)
        }
    }

    /// The declarations of `text` (a `style` attribute), only those `filter` admits when
    /// it is given.
    public convenience init(parsing text: String, quirksMode: Bool = false, keeping filter: CSSPropertyFilter? = nil) {
        let source = CSSSource(text)
        self.init(parsing: source, range: source.wholeRange, quirksMode: quirksMode, keeping: filter)
    }

    /// Adds one declaration when it is valid; returns whether it was.
    @discardableResult
    func add(name: String, valueText: String, important: Bool) -> Bool {
        let start = declarations.count
        if name.hasPrefix("--") {
            // A custom property's value is kept as written, white space inside included.
            let value = customPropertyText(valueText)
            append(CSSDeclaration(property: nil, customName: name, value: .text(value), important: important))
            hasCustomProperties = true
            unlisted.append(Unlisted(property: nil, name: name, text: value, important: important,
                                     longhands: start..<start + 1))
            return true
        }
        guard let property = CSSProperty(named: name),
            let longhands = CSSValueParser.parse(property, text: valueText, quirksMode: quirksMode)
        else { return false }
        for (longhand, value) in longhands {
            append(CSSDeclaration(property: longhand, customName: nil, value: value, important: important))
        }
        unlisted.append(Unlisted(property: property, name: property.name, text: valueText, important: important,
                                 longhands: start..<declarations.count))
        return true
    }

    /// The entries of one parsed declaration, one per longhand.
    private func entries(of item: Unlisted) -> [CSSPropertyEntry] {
        guard let property = item.property else {
            let declaration = declarations[item.longhands.lowerBound]
            return [CSSPropertyEntry(declaration: declaration, text: item.text, shorthand: nil)]
        }
        let longhands = declarations[item.longhands]
        // A shorthand kept whole gives every longhand its text.
        let keptWhole = CSSShorthands.keptWhole.contains(property) && longhands.allSatisfy { $0.value == longhands.first?.value }
        return longhands.map { declaration in
            CSSPropertyEntry(declaration: declaration, from: property, text: item.text, keptWhole: keptWhole)
        }
    }

    /// Lists the longhands parsed since ``properties`` was last read as WebKit's parser does
    /// (`CSSParserImpl::filterProperties`): each longhand once, where it was last declared,
    /// the `!important` ones after the others, an `!important` declaration winning over a
    /// later normal one.
    ///
    /// https://github.com/WebKit/WebKit/blob/main/Source/WebCore/css/parser/CSSParserImpl.cpp
    private func list() {
        let all = listed + unlisted.flatMap(entries(of:))
        unlisted = []
        var seen: Set<CSSPropertyEntry.Key> = []
        var important: [CSSPropertyEntry] = []
        var normal: [CSSPropertyEntry] = []
        for entry in all.reversed() where entry.important && seen.insert(entry.key).inserted { important.append(entry) }
        for entry in all.reversed() where !entry.important && seen.insert(entry.key).inserted { normal.append(entry) }
        listed = normal.reversed() + important.reversed()
    }

    private func append(_ declaration: CSSDeclaration) {
        declarations.append(declaration)
        keys.append(Self.key(declaration))
    }

    /// Makes ``declarations`` and ``keys`` the listed longhands after a CSSOM change.
    private func replaceProperties(with entries: [CSSPropertyEntry]) {
        listed = entries
        unlisted = []
        declarations = entries.map(\.declaration)
        keys = declarations.map(Self.key)
        hasCustomProperties = declarations.contains { $0.property == nil }
    }

    // MARK: CSSOM

    /// The property `name` names (through aliases and to the physical longhand), or nil for
    /// a custom property or an unknown name.
    private func property(named name: String) -> CSSProperty? {
        guard !name.hasPrefix("--"), let property = CSSProperty(named: name) else { return nil }
        return property.isShorthand ? property : CSSLogicalProperties.physical(property)
    }

    /// `getPropertyValue(name)`: a longhand's or custom property's value, or a shorthand's
    /// from its longhands (`StyleProperties::getPropertyValue`).
    public func value(of name: String) -> String {
        if name.hasPrefix("--") { return properties.last { $0.customName == name }?.text ?? "" }
        guard let property = property(named: name) else { return "" }
        if property.isShorthand { return CSSShorthandSerializer(properties).value(of: property) ?? "" }
        return properties.last { $0.property == property }?.text ?? ""
    }

    /// The longhands and custom properties set, once each, in order: what `length` and
    /// `item()` list.
    public var longhandNames: [String] {
        properties.map(\.name)
    }

    /// `getPropertyPriority(name)`: "important" or ""; for a shorthand, "important" when
    /// all its longhands are.
    public func priority(of name: String) -> String {
        let lowered = name.hasPrefix("--") ? name : asciiLowercased(name)
        if lowered.hasPrefix("--") { return properties.last { $0.customName == lowered }?.important == true ? "important" : "" }
        guard let property = property(named: lowered) else { return "" }
        let entries = properties
        for longhand in CSSShorthands.longhands(of: property) {
            guard entries.last(where: { $0.property == longhand })?.important == true else { return "" }
        }
        return "important"
    }

    /// `setProperty(name, value, priority)`: an empty value removes the property; an
    /// invalid one changes nothing. Each longhand set keeps its place, or is appended, as in
    /// WebKit's `MutableStyleProperties::setProperty`.
    ///
    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-setproperty
    public func setProperty(_ name: String, value: String, important: Bool) {
        // Trimmed only: the parser collapses white space outside strings.
        let trimmed = trimmingCSSSpace(value)
        if trimmed.isEmpty {
            removeProperty(name)
            return
        }
        let lowered = name.hasPrefix("--") ? name : asciiLowercased(name)
        let parsed = CSSDeclarationBlock(quirksMode: quirksMode)
        guard parsed.add(name: lowered, valueText: trimmed, important: important) else { return }
        var entries = properties
        for entry in parsed.properties {
            if let index = entries.firstIndex(where: { $0.key == entry.key }) {
                entries[index] = entry
            } else {
                entries.append(entry)
            }
        }
        replaceProperties(with: entries)
        changed()
    }

    /// `removeProperty(name)`: removes the property, or a shorthand's longhands, and returns
    /// the value it had ("" for a shorthand, as WebKit answers).
    @discardableResult
    public func removeProperty(_ name: String) -> String {
        let lowered = name.hasPrefix("--") ? name : asciiLowercased(name)
        let old = property(named: lowered)?.isShorthand == true ? "" : value(of: lowered)
        var entries = properties
        if lowered.hasPrefix("--") {
            entries.removeAll { $0.customName == lowered }
        } else if let property = property(named: lowered) {
            let longhands = Set(CSSShorthands.longhands(of: property))
            entries.removeAll { $0.property.map(longhands.contains) == true }
        }
        guard entries.count != properties.count else { return old }
        replaceProperties(with: entries)
        changed()
        return old
    }

    /// `cssText`: `name: value; …`, shorthands where WebKit writes them.
    public var cssText: String {
        CSSDeclarationText.serialize(properties)
    }

    /// Replaces every declaration with those of `text` (setting `cssText`).
    public func replace(withText text: String) {
        let source = CSSSource(text)
        declarations = []
        keys = []
        listed = []
        unlisted = []
        hasCustomProperties = false
        for declaration in CSSParser.declarations(in: source, range: source.wholeRange) {
            add(name: declaration.name, valueText: source.text(declaration.value), important: declaration.important)
        }
        changed()
    }

    private func changed() {
        version += 1
        onChange?()
    }
}

/// The shortest form of four side values (`1px 2px 1px 2px` → `1px 2px`).
enum CSSBoxSides {
    static func shortest(_ values: [String]) -> String {
        let (top, right, bottom, left) = (values[0], values[1], values[2], values[3])
        if left == right {
            if top == bottom { return top == right ? top : "\(top) \(right)" }
            return "\(top) \(right) \(bottom)"
        }
        return values.joined(separator: " ")
    }
}

/// `text` without CSS white space at either end.
/// A custom property's value as WebKit keeps it: as written, white space inside kept
/// (`1px   2px`), its comments left out and its ends trimmed, strings written in double
/// quotes (`'x'` is `"x"`).
///
/// https://drafts.csswg.org/css-variables-2/#serializing-custom-props
/// https://github.com/WebKit/WebKit/blob/main/Source/WebCore/css/CSSCustomPropertyValue.cpp
func customPropertyText(_ text: String) -> String {
    let quoteOrComment = text.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }
    guard quoteOrComment else { return trimmingCSSSpace(text) }
    let bytes = Array(text.utf8)
    var kept = ""
    var copied = 0
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
            kept += String(decoding: bytes[copied..<index], as: UTF8.self)
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
            index = min(end + 2, bytes.count)
            copied = index
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            var end = index + 1
            while end < bytes.count, bytes[end] != byte, bytes[end] != 0x0A {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            end = min(end + 1, bytes.count)
            let literal = String(decoding: bytes[index..<end], as: UTF8.self)
            guard case .string(let value)? = CSSTokenizer.tokenize(literal).first?.kind else {
                index = end
                continue
            }
            kept += String(decoding: bytes[copied..<index], as: UTF8.self) + CSSSerialization.string(value)
            index = end
            copied = end
        } else {
            index += byte == UInt8(ascii: "\\") ? 2 : 1
        }
    }
    kept += String(decoding: bytes[min(copied, bytes.count)...], as: UTF8.self)
    return trimmingCSSSpace(kept)
}

func trimmingCSSSpace(_ text: String) -> String {
    String(text.drop { isCSSSpace($0) }.reversed().drop { isCSSSpace($0) }.reversed())
}

/// Whether a character is CSS white space (space, tab, line feed, carriage return, form feed).
private func isCSSSpace(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains($0.value) }
}
