import CSSSyntax

/// The longhands a style query needs, and which declarations can change them: a rule whose
/// declarations set none of them (through a shorthand, a logical property or `all`
/// included) and no custom property cannot change the answer, and a rule set made for the
/// query leaves it out, its selectors never compiled or matched.
///
/// https://drafts.csswg.org/css-cascade-5/#shorthand-property
public struct CSSPropertyFilter: Sendable, Equatable {
    /// Per property (longhand or shorthand, by raw value): whether a declaration of it sets
    /// a longhand of the set.
    private let admitted: [Bool]

    /// The filter of the longhands `longhands` (physical ones).
    public init(longhands: [CSSProperty]) {
        var wanted = Array(repeating: false, count: CSSProperty.allCases.count)
        for longhand in longhands { wanted[Int(longhand.rawValue)] = true }
        var admitted = wanted
        for property in CSSProperty.allCases {
            admitted[Int(property.rawValue)] = CSSShorthands.longhands(of: property).contains { wanted[Int($0.rawValue)] }
        }
        self.admitted = admitted
    }

    /// Whether a declaration of `property` can change a longhand of the set.
    @inline(__always)
    public func admits(_ property: CSSProperty) -> Bool { admitted[Int(property.rawValue)] }

    /// Whether a declaration named `name` (as written) can: a custom property always can
    /// (a `var()` of an admitted property may read it); a name the engine does not know
    /// never can (the declaration is dropped).
    public func admits(named name: String) -> Bool {
        if name.hasPrefix("--") { return true }
        return CSSProperty(named: name).map(admits) ?? false
    }

    /// Whether a declaration in `range` of `source` (a block not parsed yet) may set a
    /// property the filter admits. Reads no tokens: every name followed by a colon counts,
    /// wherever it stands (a value, a comment, a nested selector), and an escape counts as
    /// one that may, so the answer errs only towards yes.
    func mayAdmitDeclarations(in source: CSSSource, range: Range<Int>) -> Bool {
        source.bytes.withUnsafeBufferPointer { bytes in
            var index = range.lowerBound
            let end = range.upperBound
            while index < end {
                guard Self.isNameByte(bytes[index]) else {
                    if bytes[index] == UInt8(ascii: "\\") { return true }
                    index += 1
                    continue
                }
                let start = index
                while index < end, Self.isNameByte(bytes[index]) { index += 1 }
                var after = index
                while after < end, bytes[after] == 0x20 || bytes[after] == 0x09 || bytes[after] == 0x0A { after += 1 }
                guard after < end, bytes[after] == UInt8(ascii: ":") else { continue }
                let name = UnsafeBufferPointer(rebasing: bytes[start..<index])
                // A custom property always may; a name the engine does not know never does.
                if name.starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")]) { return true }
                if let property = CSSProperty(utf8: name), admits(property) { return true }
            }
            return false
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), 0x80...: true
        default: false
        }
    }

    /// What rendered text (`innerText`, the selection's text, `display` and `visibility`
    /// checks) reads of a style: the fields of ``ComputedStyle`` but colour, font weight,
    /// line height, opacity and the insets. A field the text walk starts reading must be
    /// added here, or rules that set only it are left out of its styles.
    public static let renderedText = CSSPropertyFilter(longhands: [
        .display, .visibility, .contentVisibility, .whiteSpaceCollapse, .textWrapMode, .textTransform,
        .webkitTextSecurity, .direction, .fontSize, .fontFamily, .position, .float, .overflowX, .overflowY,
        .boxSizing, .width, .height, .minWidth, .minHeight, .maxWidth, .maxHeight, .marginTop, .marginRight,
        .marginBottom, .marginLeft, .paddingTop, .paddingRight, .paddingBottom, .paddingLeft, .borderTopWidth,
        .borderRightWidth, .borderBottomWidth, .borderLeftWidth, .borderTopStyle, .borderRightStyle,
        .borderBottomStyle, .borderLeftStyle,
    ])

    /// What rendered text reads of a `::before` or `::after` box (whether it has content,
    /// how it is displayed and placed, whether its white space collapses) and of a
    /// `::first-letter` (its `text-transform`, `visibility` and `-webkit-text-security`).
    public static let generatedBoxes = CSSPropertyFilter(longhands: [
        .content, .display, .float, .position, .whiteSpaceCollapse, .textWrapMode, .textTransform, .visibility,
        .webkitTextSecurity,
    ])
}
