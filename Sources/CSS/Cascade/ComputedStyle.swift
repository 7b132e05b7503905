/// The computed values of the properties layout and rendered text depend on, as typed
/// values: what `innerText` reads today and a layout engine will read tomorrow. One per
/// element; plain values only, so copying one (a child starts from its parent's) costs a
/// few stores. `getComputedStyle` reads the other properties from the cascade on demand
/// (``CSSCascadedValues``).
///
/// https://drafts.csswg.org/css-cascade-5/#computed
public struct ComputedStyle: Hashable, Sendable {
    // MARK: Inherited

    /// `font-size`, in pixels.
    public var fontSize: Double = 16
    /// `line-height`.
    public var lineHeight: LineHeight = .normal
    /// `font-weight`, 1 to 1000.
    public var fontWeight: Double = 400
    /// `color`.
    public var color: CSSColor = .black
    public var visibility: Visibility = .visible
    public var whiteSpaceCollapse: WhiteSpaceCollapse = .collapse
    public var textWrapMode: TextWrapMode = .wrap
    public var textTransform: TextTransform = .none
    public var direction: Direction = .ltr
    /// `-webkit-text-security`: the shape every character of the text renders as, if any.
    public var textSecurity: TextSecurity = .none
    /// `-webkit-text-security` is not `none` (the text renders as discs, circles or squares).
    public var hidesText: Bool { textSecurity != .none }
    /// Whether `font-size` comes from the `medium` keyword (the initial value, inherited):
    /// WebKit then takes the default size of the family, 13px for `monospace`.
    public var fontSizeIsMedium = true
    /// Whether `font-family` is just `monospace`.
    public var isMonospace = false

    // MARK: Not inherited

    public var display: Display = .inline
    public var position: Position = .static
    public var float: Float = .none
    public var overflowX: Overflow = .visible
    public var overflowY: Overflow = .visible
    public var contentVisibility: ContentVisibility = .visible
    public var boxSizing: BoxSizing = .contentBox
    public var width: Size = .auto
    public var height: Size = .auto
    public var minWidth: Size = .auto
    public var minHeight: Size = .auto
    public var maxWidth: Size = .none
    public var maxHeight: Size = .none
    public var marginTop: Size = .length(.zero)
    public var marginRight: Size = .length(.zero)
    public var marginBottom: Size = .length(.zero)
    public var marginLeft: Size = .length(.zero)
    public var paddingTop: CSSComputedLength = .zero
    public var paddingRight: CSSComputedLength = .zero
    public var paddingBottom: CSSComputedLength = .zero
    public var paddingLeft: CSSComputedLength = .zero
    /// Border widths in pixels (0 where the style is `none` or `hidden`).
    public var borderTopWidth: Double = 0
    public var borderRightWidth: Double = 0
    public var borderBottomWidth: Double = 0
    public var borderLeftWidth: Double = 0
    public var top: Size = .auto
    public var right: Size = .auto
    public var bottom: Size = .auto
    public var left: Size = .auto
    public var opacity: Double = 1

    /// The initial values: what the root element starts from.
    public static let initial = ComputedStyle()

    public init() {}

    /// A child's starting point: the inherited properties from `self`, the others initial.
    public func inheritedForChild() -> ComputedStyle {
        var child = ComputedStyle()
        child.fontSize = fontSize
        child.lineHeight = lineHeight
        child.fontWeight = fontWeight
        child.color = color
        child.visibility = visibility
        child.whiteSpaceCollapse = whiteSpaceCollapse
        child.textWrapMode = textWrapMode
        child.textTransform = textTransform
        child.direction = direction
        child.textSecurity = textSecurity
        child.fontSizeIsMedium = fontSizeIsMedium
        child.isMonospace = isMonospace
        return child
    }

    /// Whether white space collapses (`white-space-collapse: collapse`, `preserve-breaks`):
    /// WebKit's `collapseWhiteSpace()`.
    public var collapsesWhiteSpace: Bool { whiteSpaceCollapse == .collapse || whiteSpaceCollapse == .preserveBreaks }

    /// Whether line feeds are kept (`pre`, `pre-wrap`, `pre-line`, `break-spaces`).
    public var preservesNewlines: Bool { whiteSpaceCollapse != .collapse && whiteSpaceCollapse != .preserveSpaces }

    /// Whether the box is taken out of flow (absolutely or fixed positioned).
    public var isOutOfFlowPositioned: Bool { position == .absolute || position == .fixed }

    /// Whether content that overflows is clipped (`overflow` other than `visible`).
    public var clipsOverflow: Bool { overflowX != .visible || overflowY != .visible }
}

extension ComputedStyle {
    /// `display` (https://drafts.csswg.org/css-display-3/#the-display-properties).
    public enum Display: UInt8, Hashable, Sendable {
        case none, inline, block, inlineBlock, listItem, inlineListItem, contents, flex, inlineFlex, grid, inlineGrid
        case table, inlineTable, tableRowGroup, tableHeaderGroup, tableFooterGroup, tableRow, tableColumnGroup
        case tableColumn, tableCell, tableCaption, flowRoot, ruby, rubyBase, rubyText, webkitBox, webkitInlineBox

        /// The keyword WebKit serializes.
        public var keyword: String {
            switch self {
            case .none: "none"
            case .inline: "inline"
            case .block: "block"
            case .inlineBlock: "inline-block"
            case .listItem: "list-item"
            case .inlineListItem: "inline list-item"
            case .contents: "contents"
            case .flex: "flex"
            case .inlineFlex: "inline-flex"
            case .grid: "grid"
            case .inlineGrid: "inline-grid"
            case .table: "table"
            case .inlineTable: "inline-table"
            case .tableRowGroup: "table-row-group"
            case .tableHeaderGroup: "table-header-group"
            case .tableFooterGroup: "table-footer-group"
            case .tableRow: "table-row"
            case .tableColumnGroup: "table-column-group"
            case .tableColumn: "table-column"
            case .tableCell: "table-cell"
            case .tableCaption: "table-caption"
            case .flowRoot: "flow-root"
            case .ruby: "ruby"
            case .rubyBase: "ruby-base"
            case .rubyText: "ruby-text"
            case .webkitBox: "-webkit-box"
            case .webkitInlineBox: "-webkit-inline-box"
            }
        }

        /// The display a keyword names.
        public init?(keyword: String) {
            switch keyword {
            case "none": self = .none
            case "inline": self = .inline
            case "block": self = .block
            case "inline-block": self = .inlineBlock
            case "list-item": self = .listItem
            case "inline list-item": self = .inlineListItem
            case "contents": self = .contents
            case "flex": self = .flex
            case "inline-flex": self = .inlineFlex
            case "grid": self = .grid
            case "inline-grid": self = .inlineGrid
            case "table": self = .table
            case "inline-table": self = .inlineTable
            case "table-row-group": self = .tableRowGroup
            case "table-header-group": self = .tableHeaderGroup
            case "table-footer-group": self = .tableFooterGroup
            case "table-row": self = .tableRow
            case "table-column-group": self = .tableColumnGroup
            case "table-column": self = .tableColumn
            case "table-cell": self = .tableCell
            case "table-caption": self = .tableCaption
            case "flow-root": self = .flowRoot
            case "ruby": self = .ruby
            case "ruby-base": self = .rubyBase
            case "ruby-text": self = .rubyText
            case "-webkit-box": self = .webkitBox
            case "-webkit-inline-box": self = .webkitInlineBox
            default: return nil
            }
        }

        /// Whether the outer display type is inline (the box sits in a line).
        public var isInlineLevel: Bool {
            switch self {
            case .inline, .inlineBlock, .inlineListItem, .inlineFlex, .inlineGrid, .inlineTable, .ruby, .rubyBase,
                .webkitInlineBox: true
            default: false
            }
        }

        /// Whether the element is one of a table's internal boxes (rows, cells, groups, …).
        public var isTablePart: Bool {
            switch self {
            case .tableRowGroup, .tableHeaderGroup, .tableFooterGroup, .tableRow, .tableColumnGroup, .tableColumn,
                .tableCell, .tableCaption: true
            default: false
            }
        }

        /// Whether the element is a table row group (`tbody`, `thead`, `tfoot`).
        public var isTableRowGroup: Bool { self == .tableRowGroup || self == .tableHeaderGroup || self == .tableFooterGroup }

        /// The display made block-level ("blockified": floats, absolute boxes, the root, flex
        /// and grid items) (https://drafts.csswg.org/css-display-3/#blockify).
        public var blockified: Display {
            switch self {
            case .inline, .inlineBlock, .tableRowGroup, .tableHeaderGroup, .tableFooterGroup, .tableRow, .tableColumnGroup,
                .tableColumn, .tableCell, .tableCaption, .ruby, .rubyBase, .rubyText: .block
            case .inlineListItem: .listItem
            case .inlineTable: .table
            case .inlineFlex: .flex
            case .inlineGrid: .grid
            case .webkitInlineBox: .webkitBox
            default: self
            }
        }
    }

    public enum Position: UInt8, Hashable, Sendable { case `static`, relative, absolute, fixed, sticky }
    public enum Float: UInt8, Hashable, Sendable { case none, left, right }
    public enum Visibility: UInt8, Hashable, Sendable { case visible, hidden, collapse }
    public enum WhiteSpaceCollapse: UInt8, Hashable, Sendable { case collapse, preserve, preserveBreaks, preserveSpaces, breakSpaces }
    public enum TextWrapMode: UInt8, Hashable, Sendable { case wrap, nowrap }
    public enum TextTransform: UInt8, Hashable, Sendable { case none, capitalize, uppercase, lowercase, fullWidth, fullSizeKana }
    /// `-webkit-text-security`; the raw value of a shape is the character WebKit draws for
    /// each character of the text.
    public enum TextSecurity: UInt32, Hashable, Sendable {
        case none = 0, disc = 0x2022, circle = 0x25E6, square = 0x25A0
    }
    public enum Direction: UInt8, Hashable, Sendable { case ltr, rtl }
    public enum Overflow: UInt8, Hashable, Sendable { case visible, hidden, clip, scroll, auto }
    public enum ContentVisibility: UInt8, Hashable, Sendable { case visible, auto, hidden }
    public enum BoxSizing: UInt8, Hashable, Sendable { case contentBox, borderBox }

    /// `line-height`: `normal`, a number (kept, as children inherit the number), or pixels.
    public enum LineHeight: Hashable, Sendable {
        case normal
        case number(Double)
        case pixels(Double)
    }

    /// A size or offset: `auto`, `none`, a length, or a keyword (`min-content`, …).
    public enum Size: Hashable, Sendable {
        case auto
        case none
        case length(CSSComputedLength)
        case intrinsic

        /// The length, when it is one.
        public var length: CSSComputedLength? {
            if case .length(let length) = self { return length }
            return nil
        }
    }
}
