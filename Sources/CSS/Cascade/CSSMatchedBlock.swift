/// A declaration block that applies to an element, with its place in the cascade.
///
/// https://drafts.csswg.org/css-cascade-5/#cascade-sort
public struct CSSMatchedBlock {
    /// The declarations.
    public var block: CSSDeclarationBlock
    /// Where the block comes from.
    public var level: CSSCascadeLevel
    /// The specificity of the selector that matched (0 for blocks without one).
    public var specificity: UInt32
    /// Order of appearance among blocks of the same level.
    public var order: UInt32

    public init(block: CSSDeclarationBlock, level: CSSCascadeLevel, specificity: UInt32, order: UInt32) {
        self.block = block
        self.level = level
        self.specificity = specificity
        self.order = order
    }
}

/// The origins and contexts the cascade sorts by, before specificity: the user agent's
/// sheet, presentational hints (author level, before every author rule), author rules by
/// cascade layer, and the `style` attribute.
///
/// https://drafts.csswg.org/css-cascade-5/#cascade-origin
public enum CSSCascadeLevel: Hashable, Sendable {
    case userAgent
    case presentationalHint
    /// Author rules in a layer: layers in their order, then (`unlayered`) rules in none.
    case author(layer: UInt16)
    case styleAttribute

    /// The rank for normal declarations: higher wins.
    var normalRank: UInt32 {
        switch self {
        case .userAgent: 0
        case .presentationalHint: 1
        case .author(let layer): 2 + UInt32(layer)
        case .styleAttribute: 0x2_0000
        }
    }

    /// The rank for `!important` declarations: author layers reversed, the style attribute
    /// above them, the user agent above all.
    var importantRank: UInt32 {
        switch self {
        case .presentationalHint: 0
        case .author(let layer): 1 + (UInt32(UInt16.max) - UInt32(layer))
        case .styleAttribute: 0x2_0000
        case .userAgent: 0x3_0000
        }
    }

    /// Whether the level is the user agent's.
    var isUserAgent: Bool { self == .userAgent }

    /// The layer rank of rules outside every layer.
    public static let unlayered = UInt16.max
}
