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

/// A declaration as it was written, which CSSOM reads back (`cssText`, `item()`).
public struct CSSWrittenDeclaration: Hashable, Sendable {
    /// The property's name, lowercased (a custom property's as written).
    public var name: String
    /// The value as CSSOM serializes it.
    public var value: String
    public var important: Bool
}

/// The declarations of a style rule, `@font-face`, `@page` or `style` attribute: the
/// expanded longhands the cascade reads, and the declarations as written.
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
    /// The declarations as written, at most one per name, in order. Serialized when CSSOM
    /// first reads them: the cascade never does.
    public private(set) var written: [CSSWrittenDeclaration] {
        get {
            if !unserialized.isEmpty { serializeWritten() }
            return serialized
        }
        set {
            unserialized = []
            serialized = newValue
        }
    }
    private var serialized: [CSSWrittenDeclaration] = []
    /// Declarations added since ``written`` was last read: a custom property's text, or a
    /// property and the range of its longhands in ``declarations``.
    private var unserialized: [Unserialized] = []
    private struct Unserialized {
        var name: String
        var property: CSSProperty?
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

    /// The declarations in `range` of `source`; invalid ones are dropped as CSS says.
    public init(parsing source: CSSSource, range: Range<Int>, quirksMode: Bool) {
        self.quirksMode = quirksMode
        for declaration in CSSParser.declarations(in: source, range: range) {
            add(name: declaration.name, valueText: source.text(declaration.value), important: declaration.important)
        }
    }

    /// The declarations of `text` (a `style` attribute).
    public convenience init(parsing text: String, quirksMode: Bool = false) {
        let source = CSSSource(text)
        self.init(parsing: source, range: source.wholeRange, quirksMode: quirksMode)
    }

    /// Adds one declaration when it is valid; returns whether it was.
    @discardableResult
    func add(name: String, valueText: String, important: Bool) -> Bool {
        let start = declarations.count
        if name.hasPrefix("--") {
            let value = collapsedWhitespace(valueText)
            append(CSSDeclaration(property: nil, customName: name, value: .text(value), important: important))
            hasCustomProperties = true
            // CSSOM gives a custom property's value as written, white space inside kept.
            let written = trimmingCSSSpace(valueText)
            unserialized.append(Unserialized(name: name, property: nil, text: written, important: important, longhands: start..<start + 1))
            return true
        }
        guard let property = CSSProperty(named: name),
            let longhands = CSSValueParser.parse(property, text: valueText, quirksMode: quirksMode)
        else { return false }
        for (longhand, value) in longhands {
            append(CSSDeclaration(property: longhand, customName: nil, value: value, important: important))
        }
        unserialized.append(Unserialized(
            name: property.name, property: property, text: valueText, important: important,
            longhands: start..<declarations.count))
        return true
    }

    /// Serializes the declarations added since ``written`` was last read, in order; a name
    /// written again moves to the end.
    private func serializeWritten() {
        let pending = unserialized
        unserialized = []
        for entry in pending {
            let value = entry.property.map { serializedValue($0, entry.longhands, entry.text) } ?? entry.text
            serialized.removeAll { $0.name == entry.name }
            serialized.append(CSSWrittenDeclaration(name: entry.name, value: value, important: entry.important))
        }
    }

    /// How CSSOM serializes a declaration: a longhand's value, a colour keyword as written
    /// (lowercased), a shorthand of four sides from its sides (`0 4px` → `0px 4px`), another
    /// shorthand as written.
    ///
    /// https://drafts.csswg.org/cssom/#serialize-a-css-value
    private func serializedValue(_ property: CSSProperty, _ longhands: Range<Int>, _ text: String) -> String {
        let values = declarations[longhands].map(\.value)
        if values.count == 1 && !property.isShorthand {
            if case .color = values[0] {
                let keyword = asciiLowercased(collapsedWhitespace(text))
                if CSSColor.named(keyword) != nil { return keyword }
            }
            return values[0].serialized
        }
        if values.count == 4, CSSShorthands.longhands(of: property).count == 4 {
            let sides = values.map(\.serialized)
            return Set(sides).count == 1 ? sides[0] : CSSBoxSides.shortest(sides)
        }
        return collapsedWhitespace(text)
    }

    private func append(_ declaration: CSSDeclaration) {
        declarations.append(declaration)
        keys.append(Self.key(declaration))
    }

    /// Makes ``keys`` follow ``declarations`` after a change other than appending.
    private func rebuildKeys() {
        keys = declarations.map(Self.key)
    }

    // MARK: CSSOM

    /// `getPropertyValue(name)`: the value as written, or a longhand's from a shorthand.
    public func value(of name: String) -> String {
        let lowered = name.hasPrefix("--") ? name : asciiLowercased(name)
        if let declaration = written.last(where: { $0.name == lowered }) { return declaration.value }
        guard let property = CSSProperty(named: lowered), !property.isShorthand else {
            if let property = CSSProperty(named: lowered), property.isShorthand { return shorthandValue(property) }
            return ""
        }
        let physical = CSSLogicalProperties.physical(property)
        return declarations.last(where: { $0.property == physical })?.value.serialized ?? ""
    }

    /// A shorthand's value when all its longhands are set and agree (`margin: 0px`).
    private func shorthandValue(_ property: CSSProperty) -> String {
        let longhands = CSSShorthands.longhands(of: property)
        var values: [String] = []
        for longhand in longhands {
            guard let declaration = declarations.last(where: { $0.property == longhand }) else { return "" }
            values.append(declaration.value.serialized)
        }
        if Set(values).count == 1 { return values[0] }
        if longhands.count == 4 { return CSSBoxSides.shortest(values) }
        return values.joined(separator: " ")
    }

    /// The longhands and custom properties set, once each, in order: what `length` and
    /// `item()` list.
    public var longhandNames: [String] {
        var names: [String] = []
        var seen: Set<String> = []
        for declaration in declarations {
            guard let name = declaration.customName ?? declaration.property?.name, seen.insert(name).inserted else { continue }
            names.append(name)
        }
        return names
    }

    /// `getPropertyPriority(name)`: "important" or "".
    public func priority(of name: String) -> String {
        let lowered = name.hasPrefix("--") ? name : asciiLowercased(name)
        if let declaration = written.last(where: { $0.name == lowered }) { return declaration.important ? "important" : "" }
        // A longhand set by a shorthand.
        guard let property = CSSProperty(named: lowered), !property.isShorthand,
            let declaration = declarations.last(where: { $0.property == CSSLogicalProperties.physical(property) })
        else { return "" }
        return declaration.important ? "important" : ""
    }

    /// `setProperty(name, value, priority)`: an empty value removes the property; an
    /// invalid one changes nothing.
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
        let saved = (declarations, written)
        splitShorthands(covering: lowered)
        // A property set again keeps its place.
        let place = written.firstIndex { $0.name == lowered }
        removeDeclarations(named: lowered)
        if add(name: lowered, valueText: trimmed, important: important) {
            if let place, place < written.count - 1 { written.insert(written.removeLast(), at: place) }
            changed()
        } else {
            (declarations, written) = saved
            rebuildKeys()
        }
    }

    /// Replaces each shorthand written that sets the longhand `name` with its longhands, in
    /// its place, as WebKit does before changing one of them.
    private func splitShorthands(covering name: String) {
        guard let property = CSSProperty(named: name), !property.isShorthand else { return }
        var index = 0
        while index < written.count {
            let entry = written[index]
            guard entry.name != name, let shorthand = CSSProperty(named: entry.name), shorthand.isShorthand,
                CSSShorthands.longhands(of: shorthand).contains(property)
            else {
                index += 1
                continue
            }
            let parts = CSSShorthands.longhands(of: shorthand).compactMap { longhand in
                declarations.last { $0.property == longhand }.map {
                    CSSWrittenDeclaration(name: longhand.name, value: $0.value.serialized, important: entry.important)
                }
            }
            written.replaceSubrange(index...index, with: parts)
            index += parts.count
        }
    }

    /// `removeProperty(name)`: returns the old value.
    @discardableResult
    public func removeProperty(_ name: String) -> String {
        let lowered = name.hasPrefix("--") ? name : asciiLowercased(name)
        let old = value(of: lowered)
        guard !old.isEmpty else { return "" }
        removeDeclarations(named: lowered)
        changed()
        return old
    }

    private func removeDeclarations(named name: String) {
        written.removeAll { $0.name == name }
        if name.hasPrefix("--") {
            declarations.removeAll { $0.customName == name }
        } else if let property = CSSProperty(named: name) {
            let longhands = Set(CSSShorthands.longhands(of: property))
            declarations.removeAll { $0.property.map(longhands.contains) == true }
            written.removeAll { declaration in
                CSSProperty(named: declaration.name).map { !Set(CSSShorthands.longhands(of: $0)).isDisjoint(with: longhands) } ?? false
            }
        }
        rebuildKeys()
    }

    /// `cssText`: `name: value; …` (https://drafts.csswg.org/cssom/#serialize-a-css-declaration-block).
    public var cssText: String {
        written.map { "\($0.name): \($0.value)\($0.important ? " !important" : "");" }.joined(separator: " ")
    }

    /// Replaces every declaration with those of `text` (setting `cssText`).
    public func replace(withText text: String) {
        let source = CSSSource(text)
        declarations = []
        keys = []
        written = []
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
private func trimmingCSSSpace(_ text: String) -> String {
    String(text.drop { isCSSSpace($0) }.reversed().drop { isCSSSpace($0) }.reversed())
}

/// Whether a character is CSS white space (space, tab, line feed, carriage return, form feed).
private func isCSSSpace(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { [0x20, 0x09, 0x0A, 0x0D, 0x0C].contains($0.value) }
}
