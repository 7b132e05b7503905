/// The logical longhands (`margin-block-start`, …) and the physical ones they set in a
/// horizontal, left-to-right writing mode, which is what the engine assumes: a declaration
/// of a logical property is stored as one of the physical property, so that the two
/// cascade together as in WebKit.
///
/// https://drafts.csswg.org/css-logical-1/#box
public enum CSSLogicalProperties {
    public static func physical(_ property: CSSProperty) -> CSSProperty {
        switch property {
        case .marginBlockStart: .marginTop
        case .marginBlockEnd: .marginBottom
        case .marginInlineStart: .marginLeft
        case .marginInlineEnd: .marginRight
        case .paddingBlockStart: .paddingTop
        case .paddingBlockEnd: .paddingBottom
        case .paddingInlineStart: .paddingLeft
        case .paddingInlineEnd: .paddingRight
        case .insetBlockStart: .top
        case .insetBlockEnd: .bottom
        case .insetInlineStart: .left
        case .insetInlineEnd: .right
        case .borderBlockStartWidth: .borderTopWidth
        case .borderBlockEndWidth: .borderBottomWidth
        case .borderInlineStartWidth: .borderLeftWidth
        case .borderInlineEndWidth: .borderRightWidth
        case .borderBlockStartStyle: .borderTopStyle
        case .borderBlockEndStyle: .borderBottomStyle
        case .borderInlineStartStyle: .borderLeftStyle
        case .borderInlineEndStyle: .borderRightStyle
        case .borderBlockStartColor: .borderTopColor
        case .borderBlockEndColor: .borderBottomColor
        case .borderInlineStartColor: .borderLeftColor
        case .borderInlineEndColor: .borderRightColor
        case .blockSize: .height
        case .inlineSize: .width
        case .minBlockSize: .minHeight
        case .minInlineSize: .minWidth
        case .maxBlockSize: .maxHeight
        case .maxInlineSize: .maxWidth
        case .borderStartStartRadius: .borderTopLeftRadius
        case .borderStartEndRadius: .borderTopRightRadius
        case .borderEndStartRadius: .borderBottomLeftRadius
        case .borderEndEndRadius: .borderBottomRightRadius
        case .overflowBlock: .overflowY
        case .overflowInline: .overflowX
        default: property
        }
    }

    /// The logical property that reads a physical one back (`getComputedStyle` lists both).
    public static func logicalSource(_ property: CSSProperty) -> CSSProperty? {
        switch property {
        case .marginBlockStart, .marginBlockEnd, .marginInlineStart, .marginInlineEnd, .paddingBlockStart,
            .paddingBlockEnd, .paddingInlineStart, .paddingInlineEnd, .insetBlockStart, .insetBlockEnd,
            .insetInlineStart, .insetInlineEnd, .borderBlockStartWidth, .borderBlockEndWidth, .borderInlineStartWidth,
            .borderInlineEndWidth, .borderBlockStartStyle, .borderBlockEndStyle, .borderInlineStartStyle,
            .borderInlineEndStyle, .borderBlockStartColor, .borderBlockEndColor, .borderInlineStartColor,
            .borderInlineEndColor, .blockSize, .inlineSize, .minBlockSize, .minInlineSize, .maxBlockSize,
            .maxInlineSize, .borderStartStartRadius, .borderStartEndRadius, .borderEndStartRadius,
            .borderEndEndRadius, .overflowBlock, .overflowInline:
            physical(property)
        default:
            nil
        }
    }
}
