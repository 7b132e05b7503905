import CSSSyntax

/// `@font-palette-values --name { … }`: a font palette as CSSOM shows it, its descriptors
/// checked and written as WebKit 2.50 does. It takes no part in the cascade here (no fonts are
/// drawn).
///
/// https://drafts.csswg.org/css-fonts-4/#om-fontpalettevalues
public final class CSSFontPaletteValuesRule: CSSRule {
    /// The palette's name (`--identifier`).
    public let name: String
    /// `font-family`: the families, written as WebKit writes them ("" when absent or invalid).
    public let fontFamily: String
    /// `base-palette`: `light`, `dark` or an index ("" when absent or invalid).
    public let basePalette: String
    /// `override-colors`: index and colour pairs, the colours as `rgb()` ("" when absent or invalid).
    public let overrideColors: String

    /// The rule, or nil when its name is not one dashed identifier (`--name`), as WebKit drops it.
    init?(prelude: [CSSToken], source: CSSSource, block: Range<Int>) {
        let words = prelude.filter { !$0.isWhitespace && $0.kind != .endOfFile }
        guard words.count == 1, case .ident(let name) = words[0].kind, name.hasPrefix("--"), name.utf8.count > 2 else { return nil }
        var values: [String: String] = [:]
        for declaration in CSSParser.declarations(in: source, range: block) where !declaration.important {
            let descriptor = asciiLowercased(declaration.name)
            let tokens = CSSTokenizer.tokenize(source, range: declaration.value).filter { !$0.isWhitespace && $0.kind != .endOfFile }
            let value: String? =
                switch descriptor {
                case "font-family": Self.families(tokens)
                case "base-palette": Self.palette(tokens)
                case "override-colors": Self.colors(tokens)
                default: nil
                }
            if let value { values[descriptor] = value }
        }
        self.name = name
        fontFamily = values["font-family"] ?? ""
        basePalette = values["base-palette"] ?? ""
        overrideColors = values["override-colors"] ?? ""
        super.init(kind: .other)
    }

    /// As WebKit writes it: `font-family`, `base-palette`, `override-colors`, those present.
    public override var cssText: String {
        let body = [("font-family", fontFamily), ("base-palette", basePalette), ("override-colors", overrideColors)]
            .filter { !$0.1.isEmpty }.map { "\($0.0): \($0.1); " }.joined()
        return "@font-palette-values \(name) { \(body)}"
    }

    /// Family names separated by commas, none of them generic.
    static func families(_ tokens: [CSSToken]) -> String? {
        let names = tokens.splitAtTopLevelCommas().map(FontFaceValues.family)
        guard !names.isEmpty, !names.contains(nil) else { return nil }
        return names.compactMap { $0 }.joined(separator: ", ")
    }

    /// `light`, `dark`, or a palette's index.
    static func palette(_ tokens: [CSSToken]) -> String? {
        guard tokens.count == 1 else { return nil }
        switch tokens[0].kind {
        case .ident(let word) where ["light", "dark"].contains(asciiLowercased(word)): return asciiLowercased(word)
        case .number(let number) where number.isInteger && number.value >= 0: return CSSSerialization.number(number)
        default: return nil
        }
    }

    /// `<integer [0,∞]> <color>` pairs separated by commas.
    static func colors(_ tokens: [CSSToken]) -> String? {
        let pairs = tokens.splitAtTopLevelCommas().map { pair -> String? in
            guard pair.count >= 2, case .number(let index) = pair[0].kind, index.isInteger, index.value >= 0,
                let (color, next) = CSSColor.parse(pair, from: 1), next == pair.count
            else { return nil }
            return "\(CSSSerialization.number(index)) \(color.serialized)"
        }
        guard !pairs.isEmpty, !pairs.contains(nil) else { return nil }
        return pairs.compactMap { $0 }.joined(separator: ", ")
    }
}
