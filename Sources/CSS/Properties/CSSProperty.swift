import CSSSyntax

/// Names, initial values and inheritance of the properties.
///
/// https://drafts.csswg.org/css-cascade-5/#property
extension CSSProperty {
    /// The property's name (`background-color`).
    public var name: String { Self.nameTable[Int(rawValue)] }

    /// Whether the property is a shorthand, which sets other properties and has no value
    /// of its own.
    public var isShorthand: Bool { Int(rawValue) >= Self.computedCount }

    /// Whether children inherit the property's value when nothing sets it on them.
    public var isInherited: Bool {
        Int(rawValue) < Self.computedCount && Self.inheritedTable[Int(rawValue)]
    }

    /// The initial value of a longhand, as WebKit serializes its computed value; "" for a
    /// shorthand.
    public var initialValue: String {
        Int(rawValue) < Self.computedCount ? Self.initialValueTable[Int(rawValue)] : ""
    }

    /// The longhands `getComputedStyle()` lists, in WebKit's order.
    public static var computedProperties: ArraySlice<CSSProperty> { allCases[..<computedCount] }

    /// The property named `name` (ASCII case-insensitively), through WebKit's aliases
    /// (`word-wrap` is `overflow-wrap`, `-webkit-transform` is `transform`); nil for a
    /// property the engine does not know.
    public init?(named name: String) {
        var name = name
        guard let property = name.withUTF8({ CSSProperty(utf8: $0) }) else { return nil }
        self = property
    }

    /// The property whose name is the UTF-8 `name`, as ``init(named:)`` finds it, without
    /// making a string (a sheet's declarations are looked up as slices of it).
    init?(utf8 name: UnsafeBufferPointer<UInt8>) {
        guard let number = Self.names.table.lookup(name) else { return nil }
        self = Self.names.properties[number]
    }

    /// Every name and alias, ASCII case-insensitively, and the property of each number.
    private static let names: (table: CSSNameTable, properties: [CSSProperty]) = {
        var table = CSSNameTable(ignoresCase: true)
        var properties: [CSSProperty] = []
        // Names first: a name wins over an alias spelt the same.
        for (name, property) in byName.sorted(by: { $0.key < $1.key }) + aliases.sorted(by: { $0.key < $1.key }) {
            if table.insert(name) == properties.count { properties.append(property) }
        }
        return (table, properties)
    }()

    private static let byName: [String: CSSProperty] = {
        var table: [String: CSSProperty] = [:]
        for property in allCases { table[property.name] = property }
        return table
    }()

    /// Legacy and prefixed names WebKit accepts for a property.
    private static let aliases: [String: CSSProperty] = {
        var table: [String: CSSProperty] = [
            "word-wrap": .overflowWrap, "grid-gap": .gap, "grid-row-gap": .rowGap, "grid-column-gap": .columnGap,
            "-webkit-print-color-adjust": .printColorAdjust, "-webkit-text-orientation": .textOrientation,
            "-webkit-writing-mode": .writingMode, "-webkit-column-rule": .columnRule,
            "-webkit-font-feature-settings": .fontFeatureSettings, "-webkit-text-decoration": .textDecoration,
            "-webkit-text-emphasis": .textEmphasis, "page-break-after": .breakAfter, "page-break-before": .breakBefore,
            "page-break-inside": .breakInside, "-webkit-text-combine": .textCombineUpright,
            "-webkit-column-break-after": .breakAfter, "-webkit-column-break-before": .breakBefore,
            "-webkit-column-break-inside": .breakInside, "-webkit-mask-box-image": .maskBorder,
            "-webkit-box-decoration-break": .webkitBoxDecorationBreak, "-webkit-shape-outside": .shapeOutside,
        ]
        for name in [
            "align-content", "align-items", "align-self", "animation", "animation-delay", "animation-direction",
            "animation-duration", "animation-fill-mode", "animation-iteration-count", "animation-name",
            "animation-play-state", "animation-timing-function", "appearance", "backdrop-filter",
            "backface-visibility", "background-clip", "background-origin", "background-size", "border-bottom-left-radius",
            "border-bottom-right-radius", "border-radius", "border-top-left-radius", "border-top-right-radius",
            "box-shadow", "box-sizing", "clip-path", "column-count", "column-gap", "column-rule-color",
            "column-rule-style", "column-rule-width", "column-span", "column-width", "columns", "filter", "flex",
            "flex-basis", "flex-direction", "flex-flow", "flex-grow", "flex-shrink", "flex-wrap", "font-kerning",
            "hyphens", "justify-content", "mask", "mask-clip", "mask-composite", "mask-image", "mask-origin",
            "mask-position", "mask-repeat", "mask-size", "order", "perspective", "perspective-origin",
            "text-decoration-color", "text-decoration-line", "text-decoration-style", "text-emphasis-color",
            "text-emphasis-position", "text-emphasis-style", "transform", "transform-origin", "transform-style",
            "transition", "transition-delay", "transition-duration", "transition-property",
            "transition-timing-function", "user-select", "text-size-adjust",
        ] {
            if let property = byName[name] { table["-webkit-" + name] = property }
        }
        return table
    }()
}

