import CSSSyntax

/// The properties whose value is one keyword from a fixed list, with the keywords they
/// take (lowercased, each mapped to how it is stored: WebKit's legacy spellings become
/// the standard ones).
enum CSSKeywordProperties {
    static let keywords: [CSSProperty: [String: String]] = {
        func set(_ words: String) -> [String: String] {
            Dictionary(uniqueKeysWithValues: words.split(separator: " ").map { (String($0), String($0)) })
        }
        var table: [CSSProperty: [String: String]] = [
            .position: set("static relative absolute fixed sticky"),
            .float: set("none left right inline-start inline-end"),
            .clear: set("none left right both inline-start inline-end"),
            .visibility: set("visible hidden collapse"),
            .whiteSpaceCollapse: set("collapse preserve preserve-breaks break-spaces"),
            .textWrapMode: set("wrap nowrap"),
            .overflowX: set("visible hidden clip scroll auto"),
            .overflowY: set("visible hidden clip scroll auto"),
            .contentVisibility: set("visible auto hidden"),
            .boxSizing: set("content-box border-box"),
            .borderTopStyle: set(borderStyles), .borderRightStyle: set(borderStyles),
            .borderBottomStyle: set(borderStyles), .borderLeftStyle: set(borderStyles),
            .borderBlockStartStyle: set(borderStyles), .borderBlockEndStyle: set(borderStyles),
            .borderInlineStartStyle: set(borderStyles), .borderInlineEndStyle: set(borderStyles),
            .outlineStyle: set(borderStyles + " auto"), .columnRuleStyle: set(borderStyles),
            .direction: set("ltr rtl"),
            .fontStyle: set("normal italic oblique"),
            .tableLayout: set("auto fixed"),
            .borderCollapse: set("separate collapse"),
            .captionSide: set("top bottom"),
            .emptyCells: set("show hide"),
            .listStylePosition: set("inside outside"),
            .unicodeBidi: set("normal embed isolate bidi-override isolate-override plaintext"),
            .pointerEvents: set("auto none visiblepainted visiblefill visiblestroke visible painted fill stroke all bounding-box"),
            .resize: set("none both horizontal vertical block inline auto"),
            .wordBreak: set("normal break-all keep-all break-word auto-phrase"),
            .overflowWrap: set("normal break-word anywhere"),
            .objectFit: set("fill contain cover none scale-down"),
            .flexDirection: set("row row-reverse column column-reverse"),
            .flexWrap: set("nowrap wrap wrap-reverse"),
            .isolation: set("auto isolate"),
            .backfaceVisibility: set("visible hidden"),
            .textOverflow: set("clip ellipsis"),
            .hyphens: set("none manual auto"),
            .webkitUserModify: set("read-only read-write read-write-plaintext-only"),
        ]
        var writingModes = set("horizontal-tb vertical-rl vertical-lr sideways-rl sideways-lr")
        for (legacy, standard) in [("lr", "horizontal-tb"), ("lr-tb", "horizontal-tb"), ("rl", "horizontal-tb"),
                                   ("rl-tb", "horizontal-tb"), ("tb", "vertical-rl"), ("tb-rl", "vertical-rl")] {
            writingModes[legacy] = standard
        }
        table[.writingMode] = writingModes
        var textTransforms = set("none capitalize uppercase lowercase full-width full-size-kana math-auto")
        textTransforms["-webkit-full-width"] = "full-width"
        table[.textTransform] = textTransforms
        var overflows = set("visible hidden clip scroll auto")
        overflows["overlay"] = "auto"
        overflows["-webkit-paged-x"] = "auto"
        overflows["-webkit-paged-y"] = "auto"
        table[.overflowX] = overflows
        table[.overflowY] = overflows
        var positions = set("static relative absolute fixed sticky")
        positions["-webkit-sticky"] = "sticky"
        table[.position] = positions
        var textAligns = set("start end left right center justify match-parent -webkit-left -webkit-right -webkit-center -internal-th-center")
        textAligns["-webkit-auto"] = "start"
        textAligns["-webkit-match-parent"] = "match-parent"
        table[.textAlign] = textAligns
        var verticalAligns = set("baseline sub super text-top text-bottom middle top bottom -webkit-baseline-middle")
        verticalAligns["central"] = "middle"
        table[.verticalAlign] = verticalAligns
        return table
    }()

    /// Keyword properties that also take other values (lengths, several keywords), which
    /// are then kept as text.
    static let acceptsOtherValues: Set<CSSProperty> = [
        .textAlign, .verticalAlign, .textTransform, .fontStyle, .pointerEvents, .wordBreak, .hyphens, .textOverflow,
        .unicodeBidi,
    ]

    /// The border and outline styles.
    static let borderStyles = "none hidden dotted dashed solid double groove ridge inset outset"

    /// The keywords sizes take besides `auto`/`none`.
    static let sizeKeywords: Set<String> = [
        "min-content", "max-content", "fit-content", "stretch", "-webkit-fill-available", "-webkit-min-content",
        "-webkit-max-content", "-webkit-fit-content", "intrinsic", "min-intrinsic",
    ]
}

/// The keywords of `font-size` (https://drafts.csswg.org/css-fonts-4/#font-size-prop).
enum CSSFontSizes {
    static let keywords: Set<String> = [
        "xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large", "-webkit-xxx-large",
        "larger", "smaller", "math",
    ]

    /// The absolute size keywords in pixels, for a medium of 16px, as WebKit's table gives
    /// them (https://drafts.csswg.org/css-fonts-4/#absolute-size-mapping).
    static func pixels(_ keyword: String) -> Double? {
        switch keyword {
        case "xx-small": 9
        case "x-small": 10
        case "small": 13
        case "medium": 16
        case "large": 18
        case "x-large": 24
        case "xx-large": 32
        case "xxx-large", "-webkit-xxx-large": 48
        default: nil
        }
    }
}

/// The properties whose value is a colour.
public enum CSSColorProperties {
    /// Whether `property` takes a colour.
    public static func isColor(_ property: CSSProperty) -> Bool { all.contains(property) }

    static let all: Set<CSSProperty> = [
        .color, .backgroundColor, .borderTopColor, .borderRightColor, .borderBottomColor, .borderLeftColor,
        .borderBlockStartColor, .borderBlockEndColor, .borderInlineStartColor, .borderInlineEndColor, .outlineColor,
        .textDecorationColor, .caretColor, .columnRuleColor, .accentColor, .textEmphasisColor, .floodColor,
        .lightingColor, .stopColor, .webkitTextFillColor, .webkitTextStrokeColor, .webkitTapHighlightColor,
    ]
}

/// `display` (https://drafts.csswg.org/css-display-3/#the-display-properties): one
/// keyword, or the two-keyword forms WebKit reads as one.
enum CSSDisplayParsing {
    static let single: Set<String> = [
        "none", "inline", "block", "inline-block", "list-item", "contents", "flex", "inline-flex", "grid", "inline-grid",
        "table", "inline-table", "table-row-group", "table-header-group", "table-footer-group", "table-row",
        "table-column-group", "table-column", "table-cell", "table-caption", "flow-root", "ruby", "ruby-base",
        "ruby-text", "-webkit-box", "-webkit-inline-box", "flow",
    ]

    static func value(_ tokens: [CSSToken]) -> CSSValue? {
        var words: [String] = []
        for token in tokens {
            guard case .ident(let word) = token.kind else { return nil }
            words.append(asciiLowercased(word))
        }
        switch words.count {
        case 1:
            if words[0] == "-webkit-flex" { return .keyword("flex") }
            if words[0] == "-webkit-inline-flex" { return .keyword("inline-flex") }
            if words[0] == "flow" { return .keyword("block") }
            return single.contains(words[0]) ? .keyword(words[0]) : nil
        case 2, 3:
            let set = Set(words)
            guard set.count == words.count else { return nil }
            let isInline = set.contains("inline")
            if set.contains("list-item") { return .keyword(isInline ? "inline list-item" : "list-item") }
            if set == ["block", "flow"] || set == ["block"] { return .keyword("block") }
            if set == ["inline", "flow"] { return .keyword("inline") }
            if set == ["inline", "flow-root"] { return .keyword("inline-block") }
            if set == ["block", "flow-root"] { return .keyword("flow-root") }
            for inner in ["flex", "grid", "table"] where set.contains(inner) && set.count == 2 {
                if isInline { return .keyword("inline-" + inner) }
                if set.contains("block") { return .keyword(inner) }
            }
            if set == ["inline", "ruby"] { return .keyword("ruby") }
            return nil
        default:
            return nil
        }
    }
}

