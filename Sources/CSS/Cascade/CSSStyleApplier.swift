import CSSSyntax

/// Computes the typed values of ``ComputedStyle`` from declared values: lengths in
/// pixels, keywords as enumerations, the CSS-wide keywords, `var()` substituted.
///
/// https://drafts.csswg.org/css-cascade-5/#computed
struct CSSStyleApplier {
    let parent: ComputedStyle
    let rootFontSize: Double
    let viewportWidth: Double
    let viewportHeight: Double
    let custom: CSSCustomProperties
    /// Border styles seen, to zero the widths of `none` and `hidden` borders at the end.
    var borderStyles: (top: Bool, right: Bool, bottom: Bool, left: Bool) = (false, false, false, false)

    init(parent: ComputedStyle, rootFontSize: Double, viewportWidth: Double, viewportHeight: Double, custom: CSSCustomProperties) {
        self.parent = parent
        self.rootFontSize = rootFontSize
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.custom = custom
    }

    /// The properties ``ComputedStyle`` holds, by raw value.
    static let typedProperties: [Bool] = {
        var table = Array(repeating: false, count: CSSProperty.allCases.count)
        let properties: [CSSProperty] = [
            .fontSize, .lineHeight, .fontWeight, .color, .visibility, .whiteSpaceCollapse, .textWrapMode, .textTransform,
            .direction, .webkitTextSecurity, .display, .position, .float, .overflowX, .overflowY, .contentVisibility,
            .boxSizing, .width, .height, .minWidth, .minHeight, .maxWidth, .maxHeight, .marginTop, .marginRight,
            .marginBottom, .marginLeft, .top, .right, .bottom, .left, .paddingTop, .paddingRight, .paddingBottom,
            .paddingLeft, .borderTopWidth, .borderRightWidth, .borderBottomWidth, .borderLeftWidth, .borderTopStyle, .fontFamily,
            .borderRightStyle, .borderBottomStyle, .borderLeftStyle, .opacity,
        ]
        for property in properties { table[Int(property.rawValue)] = true }
        return table
    }()

    func context(_ style: ComputedStyle) -> CSSLengthContext {
        CSSLengthContext(fontSize: style.fontSize, rootFontSize: rootFontSize, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
    }

    /// Applies one property's declared value.
    mutating func apply(_ property: CSSProperty, _ declared: CSSValue, to style: inout ComputedStyle) {
        var value = declared
        if case .unresolved(let text, let source) = value {
            value = Self.substitute(text, source: source, for: property, custom: custom) ?? .wide(.unset)
        }
        if case .wide(let keyword) = value {
            let inherits = keyword == .inherit || (keyword != .initial && property.isInherited)
            if inherits {
                copyFromParent(property, &style)
            } else {
                resetToInitial(property, &style)
            }
            return
        }
        set(property, value, &style)
    }

    /// The shape a `-webkit-text-security` value names (`none` for one it does not know).
    static func textSecurity(_ value: String) -> ComputedStyle.TextSecurity {
        switch asciiLowercased(value) {
        case "disc": .disc
        case "circle": .circle
        case "square": .square
        default: .none
        }
    }

    /// The value of a longhand whose declaration held `var()`: substituted, then parsed
    /// for the property it was written for.
    static func substitute(_ text: String, source: CSSProperty, for property: CSSProperty, custom: CSSCustomProperties) -> CSSValue? {
        guard let substituted = CSSVariables.substitute(text, custom),
            let longhands = CSSValueParser.parse(source, text: substituted, quirksMode: false)
        else { return nil }
        return longhands.last { $0.0 == property }?.1
    }

    // MARK: Values

    private mutating func set(_ property: CSSProperty, _ value: CSSValue, _ style: inout ComputedStyle) {
        switch property {
        case .fontSize:
            if let size = fontSize(value) {
                style.fontSize = size
                style.fontSizeIsMedium = value == .keyword("medium")
            }
        case .fontFamily:
            if case .text(let family) = value { style.isMonospace = asciiLowercased(family) == "monospace" }
        case .lineHeight:
            switch value {
            case .keyword("normal"): style.lineHeight = .normal
            case .number(let number): style.lineHeight = .number(number)
            case .length(let length):
                let resolved = length.resolved(in: context(style))
                style.lineHeight = .pixels(resolved.pixels + resolved.percent * style.fontSize / 100)
            default: break
            }
        case .fontWeight:
            switch value {
            case .number(let number): style.fontWeight = number
            case .keyword("normal"): style.fontWeight = 400
            case .keyword("bold"): style.fontWeight = 700
            case .keyword("bolder"): style.fontWeight = parent.fontWeight < 350 ? 400 : parent.fontWeight < 550 ? 700 : 900
            case .keyword("lighter"): style.fontWeight = parent.fontWeight < 550 ? 100 : parent.fontWeight < 750 ? 400 : 700
            default: break
            }
        case .color:
            switch value {
            case .color(let color): style.color = color
            case .currentColor: style.color = parent.color
            case .text(let keyword): if let color = CSSColor.named(keyword) { style.color = color }
            default: break
            }
        case .visibility: style.visibility = keyword(value, Keywords.visibility) ?? style.visibility
        case .whiteSpaceCollapse:
            style.whiteSpaceCollapse = keyword(value, Keywords.whiteSpaceCollapse) ?? style.whiteSpaceCollapse
        case .textWrapMode: style.textWrapMode = keyword(value, Keywords.textWrapMode) ?? style.textWrapMode
        case .textTransform:
            style.textTransform = keyword(value, Keywords.textTransform) ?? (value.serialized.contains("uppercase") ? .uppercase : value.serialized.contains("lowercase") ? .lowercase
                   : value.serialized.contains("capitalize") ? .capitalize : style.textTransform)
        case .direction: style.direction = keyword(value, Keywords.direction) ?? style.direction
        case .webkitTextSecurity:
            if case .text(let text) = value { style.textSecurity = Self.textSecurity(text) }
            if case .keyword(let word) = value { style.textSecurity = Self.textSecurity(word) }
        case .display:
            if case .keyword(let word) = value, let display = ComputedStyle.Display(keyword: word) { style.display = display }
        case .position:
            style.position = keyword(value, Keywords.position) ?? style.position
        case .float:
            style.float = keyword(value, Keywords.float) ?? style.float
        case .overflowX: style.overflowX = overflow(value) ?? style.overflowX
        case .overflowY: style.overflowY = overflow(value) ?? style.overflowY
        case .contentVisibility:
            style.contentVisibility = keyword(value, Keywords.contentVisibility) ?? style.contentVisibility
        case .boxSizing: style.boxSizing = keyword(value, Keywords.boxSizing) ?? style.boxSizing
        case .width: style.width = size(value, style) ?? style.width
        case .height: style.height = size(value, style) ?? style.height
        case .minWidth: style.minWidth = size(value, style) ?? style.minWidth
        case .minHeight: style.minHeight = size(value, style) ?? style.minHeight
        case .maxWidth: style.maxWidth = size(value, style) ?? style.maxWidth
        case .maxHeight: style.maxHeight = size(value, style) ?? style.maxHeight
        case .marginTop: style.marginTop = size(value, style) ?? style.marginTop
        case .marginRight: style.marginRight = size(value, style) ?? style.marginRight
        case .marginBottom: style.marginBottom = size(value, style) ?? style.marginBottom
        case .marginLeft: style.marginLeft = size(value, style) ?? style.marginLeft
        case .top: style.top = size(value, style) ?? style.top
        case .right: style.right = size(value, style) ?? style.right
        case .bottom: style.bottom = size(value, style) ?? style.bottom
        case .left: style.left = size(value, style) ?? style.left
        case .paddingTop: style.paddingTop = size(value, style)?.length ?? style.paddingTop
        case .paddingRight: style.paddingRight = size(value, style)?.length ?? style.paddingRight
        case .paddingBottom: style.paddingBottom = size(value, style)?.length ?? style.paddingBottom
        case .paddingLeft: style.paddingLeft = size(value, style)?.length ?? style.paddingLeft
        case .borderTopWidth: style.borderTopWidth = borderWidth(value, style) ?? style.borderTopWidth
        case .borderRightWidth: style.borderRightWidth = borderWidth(value, style) ?? style.borderRightWidth
        case .borderBottomWidth: style.borderBottomWidth = borderWidth(value, style) ?? style.borderBottomWidth
        case .borderLeftWidth: style.borderLeftWidth = borderWidth(value, style) ?? style.borderLeftWidth
        case .borderTopStyle: borderStyles.top = isVisibleBorder(value)
        case .borderRightStyle: borderStyles.right = isVisibleBorder(value)
        case .borderBottomStyle: borderStyles.bottom = isVisibleBorder(value)
        case .borderLeftStyle: borderStyles.left = isVisibleBorder(value)
        case .opacity:
            if case .number(let number) = value { style.opacity = min(max(number, 0), 1) }
        default:
            break
        }
    }

    /// After every property: borders whose style is `none` or `hidden` have no width, and
    /// floats and absolutely positioned boxes are block-level.
    ///
    /// https://drafts.csswg.org/css-display-3/#transformations
    mutating func finish(_ style: inout ComputedStyle) {
        if !borderStyles.top { style.borderTopWidth = 0 }
        if !borderStyles.right { style.borderRightWidth = 0 }
        if !borderStyles.bottom { style.borderBottomWidth = 0 }
        if !borderStyles.left { style.borderLeftWidth = 0 }
        if style.isOutOfFlowPositioned {
            style.float = .none
        }
        if (style.isOutOfFlowPositioned || style.float != .none) && style.display != .none && style.display != .contents {
            style.display = style.display.blockified
        }
    }

    // MARK: Inheritance

    private mutating func copyFromParent(_ property: CSSProperty, _ style: inout ComputedStyle) {
        switch property {
        case .fontSize:
            style.fontSize = parent.fontSize
            style.fontSizeIsMedium = parent.fontSizeIsMedium
        case .fontFamily: style.isMonospace = parent.isMonospace
        case .lineHeight: style.lineHeight = parent.lineHeight
        case .fontWeight: style.fontWeight = parent.fontWeight
        case .color: style.color = parent.color
        case .visibility: style.visibility = parent.visibility
        case .whiteSpaceCollapse: style.whiteSpaceCollapse = parent.whiteSpaceCollapse
        case .textWrapMode: style.textWrapMode = parent.textWrapMode
        case .textTransform: style.textTransform = parent.textTransform
        case .direction: style.direction = parent.direction
        case .webkitTextSecurity: style.textSecurity = parent.textSecurity
        case .display: style.display = parent.display
        case .position: style.position = parent.position
        case .float: style.float = parent.float
        case .overflowX: style.overflowX = parent.overflowX
        case .overflowY: style.overflowY = parent.overflowY
        case .contentVisibility: style.contentVisibility = parent.contentVisibility
        case .boxSizing: style.boxSizing = parent.boxSizing
        case .width: style.width = parent.width
        case .height: style.height = parent.height
        case .minWidth: style.minWidth = parent.minWidth
        case .minHeight: style.minHeight = parent.minHeight
        case .maxWidth: style.maxWidth = parent.maxWidth
        case .maxHeight: style.maxHeight = parent.maxHeight
        case .marginTop: style.marginTop = parent.marginTop
        case .marginRight: style.marginRight = parent.marginRight
        case .marginBottom: style.marginBottom = parent.marginBottom
        case .marginLeft: style.marginLeft = parent.marginLeft
        case .top: style.top = parent.top
        case .right: style.right = parent.right
        case .bottom: style.bottom = parent.bottom
        case .left: style.left = parent.left
        case .paddingTop: style.paddingTop = parent.paddingTop
        case .paddingRight: style.paddingRight = parent.paddingRight
        case .paddingBottom: style.paddingBottom = parent.paddingBottom
        case .paddingLeft: style.paddingLeft = parent.paddingLeft
        case .borderTopWidth: style.borderTopWidth = parent.borderTopWidth
        case .borderRightWidth: style.borderRightWidth = parent.borderRightWidth
        case .borderBottomWidth: style.borderBottomWidth = parent.borderBottomWidth
        case .borderLeftWidth: style.borderLeftWidth = parent.borderLeftWidth
        case .borderTopStyle: borderStyles.top = parent.borderTopWidth > 0
        case .borderRightStyle: borderStyles.right = parent.borderRightWidth > 0
        case .borderBottomStyle: borderStyles.bottom = parent.borderBottomWidth > 0
        case .borderLeftStyle: borderStyles.left = parent.borderLeftWidth > 0
        case .opacity: style.opacity = parent.opacity
        default: break
        }
    }

    private mutating func resetToInitial(_ property: CSSProperty, _ style: inout ComputedStyle) {
        let initial = ComputedStyle.initial
        switch property {
        case .fontSize:
            style.fontSize = initial.fontSize
            style.fontSizeIsMedium = true
        case .fontFamily: style.isMonospace = false
        case .lineHeight: style.lineHeight = initial.lineHeight
        case .fontWeight: style.fontWeight = initial.fontWeight
        case .color: style.color = initial.color
        case .visibility: style.visibility = initial.visibility
        case .whiteSpaceCollapse: style.whiteSpaceCollapse = initial.whiteSpaceCollapse
        case .textWrapMode: style.textWrapMode = initial.textWrapMode
        case .textTransform: style.textTransform = initial.textTransform
        case .direction: style.direction = initial.direction
        case .webkitTextSecurity: style.textSecurity = .none
        case .display: style.display = initial.display
        case .position: style.position = initial.position
        case .float: style.float = initial.float
        case .overflowX: style.overflowX = initial.overflowX
        case .overflowY: style.overflowY = initial.overflowY
        case .contentVisibility: style.contentVisibility = initial.contentVisibility
        case .boxSizing: style.boxSizing = initial.boxSizing
        case .width: style.width = .auto
        case .height: style.height = .auto
        case .minWidth: style.minWidth = .auto
        case .minHeight: style.minHeight = .auto
        case .maxWidth: style.maxWidth = .none
        case .maxHeight: style.maxHeight = .none
        case .marginTop: style.marginTop = .length(.zero)
        case .marginRight: style.marginRight = .length(.zero)
        case .marginBottom: style.marginBottom = .length(.zero)
        case .marginLeft: style.marginLeft = .length(.zero)
        case .top: style.top = .auto
        case .right: style.right = .auto
        case .bottom: style.bottom = .auto
        case .left: style.left = .auto
        case .paddingTop: style.paddingTop = .zero
        case .paddingRight: style.paddingRight = .zero
        case .paddingBottom: style.paddingBottom = .zero
        case .paddingLeft: style.paddingLeft = .zero
        case .borderTopWidth: style.borderTopWidth = 3
        case .borderRightWidth: style.borderRightWidth = 3
        case .borderBottomWidth: style.borderBottomWidth = 3
        case .borderLeftWidth: style.borderLeftWidth = 3
        case .borderTopStyle: borderStyles.top = false
        case .borderRightStyle: borderStyles.right = false
        case .borderBottomStyle: borderStyles.bottom = false
        case .borderLeftStyle: borderStyles.left = false
        case .opacity: style.opacity = 1
        default: break
        }
    }

    // MARK: Value kinds

    private func keyword<Value>(_ value: CSSValue, _ table: [String: Value]) -> Value? {
        if case .keyword(let word) = value { return table[word] }
        return nil
    }

    private func overflow(_ value: CSSValue) -> ComputedStyle.Overflow? {
        keyword(value, Keywords.overflow)
    }

    private func size(_ value: CSSValue, _ style: ComputedStyle) -> ComputedStyle.Size? {
        switch value {
        case .keyword("auto"): .auto
        case .keyword("none"): ComputedStyle.Size.none
        case .keyword: .intrinsic
        case .length(let length): .length(length.resolved(in: context(style)))
        case .text: .intrinsic
        default: nil
        }
    }

    private func borderWidth(_ value: CSSValue, _ style: ComputedStyle) -> Double? {
        if case .keyword(let word) = value { return CSSLineWidth.pixels[word] }
        guard case .length(let length) = value else { return nil }
        let pixels = length.resolved(in: context(style)).pixels
        // Widths snap to whole device pixels; a hairline stays one pixel wide.
        if pixels > 0 && pixels < 1 { return 1 }
        return pixels.rounded(.down)
    }

    private func isVisibleBorder(_ value: CSSValue) -> Bool {
        if case .keyword(let word) = value { return word != "none" && word != "hidden" }
        return false
    }

    /// `font-size` (https://drafts.csswg.org/css-fonts-4/#font-size-prop): relative to the
    /// parent's size.
    private func fontSize(_ value: CSSValue) -> Double? {
        switch value {
        case .keyword(let word):
            if let pixels = CSSFontSizes.pixels(word) { return pixels }
            switch word {
            case "larger": return parent.fontSize * 1.2
            case "smaller": return parent.fontSize / 1.2
            case "math": return parent.fontSize
            default: return nil
            }
        case .length(let length):
            let resolved = length.resolved(in: CSSLengthContext(
                fontSize: parent.fontSize, rootFontSize: rootFontSize, viewportWidth: viewportWidth, viewportHeight: viewportHeight))
            return max(0, resolved.pixels + resolved.percent * parent.fontSize / 100)
        default:
            return nil
        }
    }
}

/// The keywords of the properties ``ComputedStyle`` holds as enumerations, made once.
private enum Keywords {
    typealias Style = ComputedStyle
    static let visibility: [String: Style.Visibility] = ["visible": .visible, "hidden": .hidden, "collapse": .collapse]
    static let whiteSpaceCollapse: [String: Style.WhiteSpaceCollapse] = [
        "collapse": .collapse, "preserve": .preserve, "preserve-breaks": .preserveBreaks,
        "preserve-spaces": .preserveSpaces, "break-spaces": .breakSpaces,
    ]
    static let textWrapMode: [String: Style.TextWrapMode] = ["wrap": .wrap, "nowrap": .nowrap]
    static let textTransform: [String: Style.TextTransform] = [
        "none": .none, "capitalize": .capitalize, "uppercase": .uppercase, "lowercase": .lowercase,
        "full-width": .fullWidth, "full-size-kana": .fullSizeKana,
    ]
    static let direction: [String: Style.Direction] = ["ltr": .ltr, "rtl": .rtl]
    static let position: [String: Style.Position] = [
        "static": .static, "relative": .relative, "absolute": .absolute, "fixed": .fixed, "sticky": .sticky,
    ]
    static let float: [String: Style.Float] = [
        "none": .none, "left": .left, "right": .right, "inline-start": .left, "inline-end": .right,
    ]
    static let contentVisibility: [String: Style.ContentVisibility] = ["visible": .visible, "auto": .auto, "hidden": .hidden]
    static let boxSizing: [String: Style.BoxSizing] = ["content-box": .contentBox, "border-box": .borderBox]
    static let overflow: [String: Style.Overflow] = [
        "visible": .visible, "hidden": .hidden, "clip": .clip, "scroll": .scroll, "auto": .auto,
    ]
}
