/// A declared value: what one declaration says a longhand is.
///
/// https://drafts.csswg.org/css-cascade-5/#declared
public enum CSSValue: Hashable, Sendable {
    /// `inherit`, `initial`, `unset`, `revert` or `revert-layer`.
    case wide(CSSWideKeyword)
    /// One identifier, lowercased.
    case keyword(String)
    /// A length, percentage or `calc()` of them.
    case length(CSSLength)
    /// A plain number.
    case number(Double)
    /// An absolute colour.
    case color(CSSColor)
    /// `currentcolor`.
    case currentColor
    /// Any other value, as its text serializes (whitespace collapsed).
    case text(String)
    /// A value holding `var()` or `env()`, kept as written with the property it was
    /// written for (a shorthand's longhands all get the shorthand's text): it is
    /// substituted and parsed for the element when its style is computed
    /// (https://drafts.csswg.org/css-variables-2/#variables-in-shorthands).
    case unresolved(String, property: CSSProperty)

    /// The specified value as CSSOM serializes it.
    public var serialized: String {
        switch self {
        case .wide(let keyword): keyword.rawValue
        case .keyword(let keyword): keyword
        case .length(let length): length.serialized
        case .number(let number): CSSNumberFormat.number(number)
        case .color(let color): color.serialized
        case .currentColor: "currentcolor"
        case .text(let text), .unresolved(let text, _): text
        }
    }
}

/// The keywords every property takes (https://drafts.csswg.org/css-cascade-5/#defaulting-keywords).
public enum CSSWideKeyword: String, Hashable, Sendable {
    case inherit, initial, unset, revert
    case revertLayer = "revert-layer"
}

extension CSSLength {
    /// The specified length as CSSOM serializes it: one unit, or a `calc()` (one unit too
    /// when written as one: `calc(3px)`).
    ///
    /// https://drafts.csswg.org/css-values-4/#calc-serialize
    public var serialized: String {
        var parts: [(Double, String)] = []
        if pixels != 0 { parts.append((pixels, "px")) }
        if ems != 0 { parts.append((ems, "em")) }
        if rootEms != 0 { parts.append((rootEms, "rem")) }
        if exs != 0 { parts.append((exs, "ex")) }
        if chs != 0 { parts.append((chs, "ch")) }
        if viewportWidths != 0 { parts.append((viewportWidths, "vw")) }
        if viewportHeights != 0 { parts.append((viewportHeights, "vh")) }
        if viewportMinimums != 0 { parts.append((viewportMinimums, "vmin")) }
        if viewportMaximums != 0 { parts.append((viewportMaximums, "vmax")) }
        if percent != 0 { parts.insert((percent, "%"), at: 0) }
        if parts.isEmpty { return isCalc ? "calc(0px)" : "0px" }
        if parts.count == 1 {
            let amount = CSSNumberFormat.number(parts[0].0) + parts[0].1
            return isCalc ? "calc(" + amount + ")" : amount
        }
        var text = "calc(" + CSSNumberFormat.number(parts[0].0) + parts[0].1
        for (value, unit) in parts.dropFirst() {
            text += (value < 0 ? " - " : " + ") + CSSNumberFormat.number(abs(value)) + unit
        }
        return text + ")"
    }
}
