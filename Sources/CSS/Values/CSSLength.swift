/// A length as a style sheet gives it: a sum of amounts in units that resolve at different
/// times (`10px`, `2em`, `50%`, `calc(100% - 2em)`). Absolute units are kept in pixels.
///
/// https://drafts.csswg.org/css-values-4/#lengths
public struct CSSLength: Hashable, Sendable {
    /// Absolute pixels (`px`, `pt`, `in`, … converted).
    public var pixels: Double = 0
    /// Multiples of the element's font size (`em`; WebKit's quirky `__qem` too).
    public var ems: Double = 0
    /// Multiples of the root element's font size.
    public var rootEms: Double = 0
    /// Multiples of the x-height and of the width of "0", taken as 0.5em and 0.5em as
    /// browsers do without font metrics.
    public var exs: Double = 0
    public var chs: Double = 0
    /// Hundredths of the viewport's width, height, smaller and larger side.
    public var viewportWidths: Double = 0
    public var viewportHeights: Double = 0
    public var viewportMinimums: Double = 0
    public var viewportMaximums: Double = 0
    /// A percentage of whatever the property refers to (the containing block's width, …).
    public var percent: Double = 0
    /// Whether it was written as a math function, which a specified value keeps as a `calc()`
    /// (WebKit writes `calc(1px + 2px)` and `min(3px, 4px)` as `calc(3px)`); no part of its
    /// amount.
    public var isCalc = false

    /// Zero.
    public init() {}

    /// `value` pixels.
    public init(pixels: Double) { self.pixels = pixels }

    /// `value` percent.
    public init(percent: Double) { self.percent = percent }

    /// A length of `value` in `unit` (lowercased), or nil for a unit that is not a length.
    public init?(_ value: Double, unit: String) {
        switch unit {
        case "px": pixels = value
        case "em", "__qem": ems = value
        case "rem": rootEms = value
        case "ex": exs = value
        case "ch", "ic": chs = value
        case "vw", "svw", "lvw", "dvw", "vi", "svi", "lvi", "dvi": viewportWidths = value
        case "vh", "svh", "lvh", "dvh", "vb", "svb", "lvb", "dvb": viewportHeights = value
        case "vmin", "svmin", "lvmin", "dvmin": viewportMinimums = value
        case "vmax", "svmax", "lvmax", "dvmax": viewportMaximums = value
        case "cm": pixels = value * 96 / 2.54
        case "mm": pixels = value * 96 / 25.4
        case "q": pixels = value * 96 / 101.6
        case "in": pixels = value * 96
        case "pt": pixels = value * 96 / 72
        case "pc": pixels = value * 16
        case "lh", "rlh": ems = value * 1.2
        case "cap": ems = value * 0.7
        default: return nil
        }
    }

    /// Whether every amount is zero.
    public var isZero: Bool {
        var amount = self
        amount.isCalc = false
        return amount == CSSLength()
    }

    /// Whether the length depends on a percentage.
    public var hasPercent: Bool { percent != 0 }

    /// Whether the length is a plain percentage (no other amount).
    public var isPurePercent: Bool {
        var other = self
        other.percent = 0
        return other.isZero && percent != 0
    }

    /// The length scaled by `factor`.
    public func scaled(by factor: Double) -> CSSLength {
        var result = CSSLength()
        result.pixels = pixels * factor
        result.ems = ems * factor
        result.rootEms = rootEms * factor
        result.exs = exs * factor
        result.chs = chs * factor
        result.viewportWidths = viewportWidths * factor
        result.viewportHeights = viewportHeights * factor
        result.viewportMinimums = viewportMinimums * factor
        result.viewportMaximums = viewportMaximums * factor
        result.percent = percent * factor
        return result
    }

    /// The sum of two lengths.
    public static func + (left: CSSLength, right: CSSLength) -> CSSLength {
        var result = left
        result.pixels += right.pixels
        result.ems += right.ems
        result.rootEms += right.rootEms
        result.exs += right.exs
        result.chs += right.chs
        result.viewportWidths += right.viewportWidths
        result.viewportHeights += right.viewportHeights
        result.viewportMinimums += right.viewportMinimums
        result.viewportMaximums += right.viewportMaximums
        result.percent += right.percent
        return result
    }

    /// The computed length: everything but the percentage in pixels, given the font sizes
    /// and the viewport (https://drafts.csswg.org/css-values-4/#relative-lengths).
    public func resolved(in context: CSSLengthContext) -> CSSComputedLength {
        let viewportWidth = context.viewportWidth / 100, viewportHeight = context.viewportHeight / 100
        let absolute = pixels + (ems + (exs + chs) * 0.5) * context.fontSize + rootEms * context.rootFontSize
            + viewportWidths * viewportWidth + viewportHeights * viewportHeight
            + viewportMinimums * min(viewportWidth, viewportHeight) + viewportMaximums * max(viewportWidth, viewportHeight)
        return CSSComputedLength(pixels: absolute, percent: percent)
    }
}

/// What relative lengths resolve against.
public struct CSSLengthContext: Sendable {
    /// The font size `em` refers to, in pixels.
    public var fontSize: Double
    /// The root element's font size, for `rem`.
    public var rootFontSize: Double
    /// The viewport, in CSS pixels.
    public var viewportWidth: Double
    public var viewportHeight: Double

    public init(fontSize: Double, rootFontSize: Double, viewportWidth: Double, viewportHeight: Double) {
        self.fontSize = fontSize
        self.rootFontSize = rootFontSize
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
    }
}

/// A computed length: pixels plus a percentage that only layout can resolve.
public struct CSSComputedLength: Hashable, Sendable {
    public var pixels: Double
    public var percent: Double

    public init(pixels: Double, percent: Double = 0) {
        self.pixels = pixels
        self.percent = percent
    }

    public static let zero = CSSComputedLength(pixels: 0)

    /// Whether it is zero with no percentage.
    public var isZero: Bool { pixels == 0 && percent == 0 }

    /// The length against a percentage basis.
    public func resolved(percentOf basis: Double) -> Double { pixels + percent * basis / 100 }

    /// WebKit's serialization: `10px`, `50%`, or `calc(50% + 10px)`.
    public var serialized: String {
        if percent == 0 { return CSSNumberFormat.pixels(pixels) }
        if pixels == 0 { return CSSNumberFormat.number(percent) + "%" }
        let sign = pixels < 0 ? "-" : "+"
        return "calc(\(CSSNumberFormat.number(percent))% \(sign) \(CSSNumberFormat.pixels(abs(pixels))))"
    }
}

/// Numbers as WebKit writes them in CSS values.
public enum CSSNumberFormat {
    /// At most six decimals, no trailing zeros, no exponent: `13.333333`, `16`, `0.5`; a
    /// number too large to have decimals in all its digits, as WebKit writes it (`1e20` is
    /// `100000000000000000000`).
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "infinity" : value < 0 ? "-infinity" : "NaN" }
        // (Every double this large is whole; scaled by a million, some would not be finite.)
        if abs(value) >= 1e15 { return (value < 0 ? "-" : "") + wholeDigits(abs(value)) }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format6(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `number(value)` followed by `px`.
    public static func pixels(_ value: Double) -> String { number(value) + "px" }

    /// `value` (less than 1e15 from zero) with six decimals, without Foundation.
    private static func format6(_ value: Double) -> String {
        let magnitude = abs(value)
        var whole = magnitude.rounded(.towardZero)
        var fraction = ((magnitude - whole) * 1_000_000).rounded()
        if fraction >= 1_000_000 {
            whole += 1
            fraction = 0
        }
        var fractionText = String(Int(fraction))
        while fractionText.count < 6 { fractionText = "0" + fractionText }
        return (value < 0 ? "-" : "") + wholeDigits(whole) + "." + fractionText
    }

    /// The decimal digits of `value`, a whole, finite, non-negative double, exactly as it is
    /// (no rounding to 17 significant digits: WebKit writes `1e300` with its 301 digits).
    static func wholeDigits(_ value: Double) -> String {
        if value < 1e18 { return String(UInt64(value)) }
        // value = significand × 2^shift: the significand in base-10⁹ limbs, least significant
        // first, doubled `shift` times, 29 doublings at a time (a limb times 2^29 and a carry
        // stay below 2^64).
        let billion: UInt64 = 1_000_000_000
        var significand = value.significandBitPattern | (1 << 52)
        var limbs: [UInt64] = []
        while significand > 0 {
            limbs.append(significand % billion)
            significand /= billion
        }
        var shift = Int(value.exponent) - 52
        while shift > 0 {
            let step = min(shift, 29)
            shift -= step
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = limbs[index] << UInt64(step) + carry
                limbs[index] = product % billion
                carry = product / billion
            }
            while carry > 0 {
                limbs.append(carry % billion)
                carry /= billion
            }
        }
        var text = String(limbs.last!)
        for limb in limbs.dropLast().reversed() {
            let digits = String(limb)
            text += String(repeating: "0", count: 9 - digits.count) + digits
        }
        return text
    }
}
