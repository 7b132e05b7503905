import CSS

/// `getComputedStyle()`'s values as WebKit serializes them: the typed values of
/// ``ComputedStyle`` for the properties it holds, and for the others the cascaded value,
/// inherited or initial as each property says, with lengths in pixels and colours as
/// `rgb()`.
///
/// https://drafts.csswg.org/cssom/#resolved-values
struct ComputedStyleSerializer {
    let store: NodeStore
    let element: NodeID
    /// One of `element`'s pseudo-elements, whose values are given instead of the
    /// element's: its style, and the value its own rules declare for a property.
    var pseudoElement: (style: ComputedStyle, cascadedValue: (CSSProperty) -> CSSValue?)?

    init(store: NodeStore, element: NodeID,
         pseudoElement: (style: ComputedStyle, cascadedValue: (CSSProperty) -> CSSValue?)? = nil) {
        (self.store, self.element, self.pseudoElement) = (store, element, pseudoElement)
    }

    func value(of property: CSSProperty) -> String {
        if property.isShorthand { return shorthand(property) }
        let physical = CSSLogicalProperties.physical(property)
        let style = pseudoElement?.style ?? store.computedStyle(of: element)
        if let typed = typedValue(physical, style) { return typed }
        // An outline or column rule with no style has no width, as a border does.
        if let lineStyle = Self.lineStyles[physical], ["none", "hidden"].contains(generic(lineStyle)) { return "0px" }
        return generic(physical)
    }

    /// The style that decides whether an outline's or a column rule's width is zero
    /// (https://drafts.csswg.org/css-ui/#outline-props, https://drafts.csswg.org/css-multicol/#crw).
    private static let lineStyles: [CSSProperty: CSSProperty] = [.outlineWidth: .outlineStyle, .columnRuleWidth: .columnRuleStyle]

    // MARK: Typed values

    private func typedValue(_ property: CSSProperty, _ style: ComputedStyle) -> String? {
        switch property {
        case .display: return style.display.keyword
        case .position:
            return ["static", "relative", "absolute", "fixed", "sticky"][Int(style.position.rawValue)]
        case .float: return ["none", "left", "right"][Int(style.float.rawValue)]
        case .visibility: return ["visible", "hidden", "collapse"][Int(style.visibility.rawValue)]
        case .whiteSpaceCollapse:
            return ["collapse", "preserve", "preserve-breaks", "preserve-spaces", "break-spaces"][Int(style.whiteSpaceCollapse.rawValue)]
        case .textWrapMode: return style.textWrapMode == .wrap ? "wrap" : "nowrap"
        case .textTransform:
            return ["none", "capitalize", "uppercase", "lowercase", "full-width", "full-size-kana"][Int(style.textTransform.rawValue)]
        case .direction: return style.direction == .ltr ? "ltr" : "rtl"
        case .overflowX: return overflow(style.overflowX)
        case .overflowY: return overflow(style.overflowY)
        case .contentVisibility: return ["visible", "auto", "hidden"][Int(style.contentVisibility.rawValue)]
        case .boxSizing: return style.boxSizing == .contentBox ? "content-box" : "border-box"
        case .fontSize: return CSSNumberFormat.pixels(style.fontSize)
        case .fontWeight: return CSSNumberFormat.number(style.fontWeight)
        case .lineHeight:
            switch style.lineHeight {
            case .normal: return "normal"
            case .number(let number): return CSSNumberFormat.pixels(number * style.fontSize)
            case .pixels(let pixels): return CSSNumberFormat.pixels(pixels)
            }
        case .color: return style.color.serialized
        case .width: return size(style.width)
        case .height: return size(style.height)
        case .minWidth: return style.minWidth == .auto ? "auto" : size(style.minWidth)
        case .minHeight: return style.minHeight == .auto ? "auto" : size(style.minHeight)
        case .maxWidth: return size(style.maxWidth)
        case .maxHeight: return size(style.maxHeight)
        case .marginTop: return used(style.marginTop)
        case .marginRight: return used(style.marginRight)
        case .marginBottom: return used(style.marginBottom)
        case .marginLeft: return used(style.marginLeft)
        case .top: return size(style.top)
        case .right: return size(style.right)
        case .bottom: return size(style.bottom)
        case .left: return size(style.left)
        case .paddingTop: return used(.length(style.paddingTop))
        case .paddingRight: return used(.length(style.paddingRight))
        case .paddingBottom: return used(.length(style.paddingBottom))
        case .paddingLeft: return used(.length(style.paddingLeft))
        case .borderTopWidth: return CSSNumberFormat.pixels(style.borderTopWidth)
        case .borderRightWidth: return CSSNumberFormat.pixels(style.borderRightWidth)
        case .borderBottomWidth: return CSSNumberFormat.pixels(style.borderBottomWidth)
        case .borderLeftWidth: return CSSNumberFormat.pixels(style.borderLeftWidth)
        case .opacity: return CSSNumberFormat.number(style.opacity)
        default: return nil
        }
    }

    private func overflow(_ value: ComputedStyle.Overflow) -> String {
        ["visible", "hidden", "clip", "scroll", "auto"][Int(value.rawValue)]
    }

    /// A margin or padding: for an element with boxes, the used value as WebKit keeps it
    /// (in 1/64 of a pixel, rounded down); else the computed value.
    private func used(_ value: ComputedStyle.Size) -> String {
        guard case .length(let length) = value, length.percent == 0, store.hasRenderer(element) else { return size(value) }
        return CSSNumberFormat.pixels((length.pixels * 64).rounded(.down) / 64)
    }

    private func size(_ value: ComputedStyle.Size) -> String {
        switch value {
        case .auto: "auto"
        case .none: "none"
        case .length(let length): length.serialized
        case .intrinsic: "auto"
        }
    }

    // MARK: Other properties

    /// The value of a property ``ComputedStyle`` does not hold: the nearest declaration on
    /// the element (or, for inherited properties, its ancestors), else the initial value.
    private func generic(_ property: CSSProperty) -> String {
        // A pseudo-element's own declaration, else what it inherits from its element.
        if let pseudoElement {
            switch pseudoElement.cascadedValue(property) {
            case .wide(.inherit)?: break
            case .wide(.initial)?: return property.initialValue
            case .wide(.unset)?, .wide(.revert)?, .wide(.revertLayer)?, nil:
                if !property.isInherited { return property.initialValue }
            case let value?: return format(value, property, element, style: pseudoElement.style)
            }
        }
        var current: NodeID? = element
        while let node = current {
            let style = store.documentStyle(store.document(of: node))
            if let value = style.cascadedValue(property, of: node) {
                switch value {
                case .wide(.inherit):
                    break
                case .wide(.unset), .wide(.revert), .wide(.revertLayer):
                    if !property.isInherited { return property.initialValue }
                case .wide(.initial):
                    return property.initialValue
                default:
                    return format(value, property, node)
                }
            } else if !property.isInherited {
                return property.initialValue
            }
            current = store.parentElement(of: node)
        }
        return property.initialValue
    }

    /// A declared value as a computed value: `node`'s, or with `style` (a pseudo-element's
    /// of `node`) giving `currentcolor` and the font size lengths resolve against.
    private func format(_ value: CSSValue, _ property: CSSProperty, _ node: NodeID, style: ComputedStyle? = nil) -> String {
        let givenStyle = style
        var style: ComputedStyle { givenStyle ?? store.computedStyle(of: node) }
        switch value {
        case .color(let color): return color.serialized
        case .currentColor: return style.color.serialized
        case .length(let length):
            return length.resolved(in: lengthContext(node, fontSize: style.fontSize)).serialized
        case .text(let text) where property == .boxShadow || property == .textShadow:
            let style = style
            return CSSShadow.computed(
                text, boxShadow: property == .boxShadow, currentColor: style.color,
                lengths: lengthContext(node, fontSize: style.fontSize)) ?? text
        case .text(let text) where property == .backgroundImage:
            let style = style
            return CSSGradient.computed(text, currentColor: style.color, lengths: lengthContext(node, fontSize: style.fontSize)) ?? text
        case .text(let text) where CSSCounterDirectives.properties.contains(property):
            return CSSCounterDirectives.computed(text, for: property)
        case .text(let text) where CSSTime.properties.contains(property):
            return CSSTime.written(text, inSeconds: true)
        case .text(let text):
            if CSSColorProperties.isColor(property), let color = CSSColor.named(text) { return color.serialized }
            if property == .fontFeatureSettings { return CSSFontFeatureSettings.computed(text) }
            return text
        case .keyword(let keyword) where CSSColorProperties.isColor(property) && CSSColor.named(keyword) != nil:
            return CSSColor.named(keyword)!.serialized
        case .keyword(let keyword) where property == .textAlign:
            return textAlign(keyword, node)
        case .keyword(let keyword) where CSSLineWidth.pixels[keyword] != nil && property.name.hasSuffix("-width"):
            return CSSNumberFormat.pixels(CSSLineWidth.pixels[keyword]!)
        default:
            return value.serialized
        }
    }

    /// `text-align` as WebKit resolves it: `match-parent` is the parent's (with `start` and
    /// `end` made physical), `-internal-th-center` is `center`, `-webkit-auto` is `start`.
    private func textAlign(_ keyword: String, _ node: NodeID) -> String {
        switch keyword {
        case "-internal-th-center": return "center"
        case "match-parent":
            guard let parent = store.parentElement(of: node) else { return "start" }
            let parentValue = ComputedStyleSerializer(store: store, element: parent).value(of: .textAlign)
            let rtl = store.computedStyle(of: parent).direction == .rtl
            switch parentValue {
            case "start": return rtl ? "right" : "left"
            case "end": return rtl ? "left" : "right"
            default: return parentValue
            }
        default: return keyword
        }
    }

    /// What the lengths of `node`'s values (whose font size is `fontSize`) resolve against.
    private func lengthContext(_ node: NodeID, fontSize: Double) -> CSSLengthContext {
        let environment = store.mediaEnvironment
        return CSSLengthContext(
            fontSize: fontSize, rootFontSize: rootFontSize(of: node),
            viewportWidth: environment.width, viewportHeight: environment.height)
    }

        private func rootFontSize(of node: NodeID) -> Double {
        guard let root = store.documentElement(of: store.document(of: node)) else { return 16 }
        return store.computedStyle(of: root).fontSize
    }

    // MARK: Shorthands

    /// The shorthands WebKit serializes from their longhands: the sides of `margin`,
    /// `padding`, `inset` and borders, `overflow`, `white-space`; "" for the others.
    private func shorthand(_ property: CSSProperty) -> String {
        switch property {
        case .margin, .padding, .inset, .borderWidth, .borderStyle, .borderColor:
            let values = CSSShorthandLonghands.longhands(of: property).map { value(of: $0) }
            return CSSShorthandLonghands.sides(values)
        case .overflow:
            let x = value(of: .overflowX), y = value(of: .overflowY)
            return x == y ? x : "\(x) \(y)"
        case .whiteSpace:
            switch (value(of: .whiteSpaceCollapse), value(of: .textWrapMode)) {
            case ("collapse", "wrap"): return "normal"
            case ("preserve", "nowrap"): return "pre"
            case ("collapse", "nowrap"): return "nowrap"
            case ("preserve", "wrap"): return "pre-wrap"
            case ("preserve-breaks", "wrap"): return "pre-line"
            case ("break-spaces", "wrap"): return "break-spaces"
            case (let collapse, let mode): return "\(collapse) \(mode)"
            }
        default:
            return ""
        }
    }
}
