import CSSSyntax

/// `@font-feature-values Family { @swash { name: 1 } … }`: names for font feature indexes, as
/// CSSOM shows them; no fonts are drawn here.
///
/// https://drafts.csswg.org/css-fonts-4/#om-fontfeaturevalues
public final class CSSFontFeatureValuesRule: CSSRule {
    /// The families the names are for (`fontFamily`: names joined by `, `, unquoted).
    public let families: [String]
    /// The feature blocks, in the order WebKit writes them: each block's name (`swash`) and
    /// its names with their values (`fancy` → `1`).
    let blocks: [(name: String, values: [(String, String)])]

    /// The feature blocks WebKit 2.50 keeps, in the order it writes them, with how many
    /// values a name may have in each.
    static let blockKinds: [(name: String, values: ClosedRange<Int>)] = [
        ("swash", 1...1), ("stylistic", 1...1), ("ornaments", 1...1), ("annotation", 1...1),
        ("character-variant", 1...2), ("styleset", 1...Int.max),
    ]

    /// The rule, or nil when its prelude is not a list of family names, as WebKit drops it.
    init?(prelude: [CSSToken], source: CSSSource, block: Range<Int>) {
        let names = prelude.filter { !$0.isWhitespace && $0.kind != .endOfFile }.splitAtTopLevelCommas().map(CSSFontFamily.name)
        guard !names.isEmpty, !names.contains(nil) else { return nil }
        families = names.compactMap { $0 }
        var found: [String: [(String, String)]] = [:]
        for item in CSSParser.blockContents(in: source, range: block) {
            guard case .rule(.atRule(let name, _, let contents?)) = item else { continue }
            let kind = asciiLowercased(name)
            guard let limits = Self.blockKinds.first(where: { $0.name == kind })?.values else { continue }
            var values = found[kind] ?? []
            for declaration in CSSParser.declarations(in: source, range: contents) {
                let tokens = CSSTokenizer.tokenize(source, range: declaration.value).filter { !$0.isWhitespace && $0.kind != .endOfFile }
                let numbers = tokens.compactMap { token -> String? in
                    guard case .number(let number) = token.kind, number.isInteger, number.value >= 0 else { return nil }
                    return CSSSerialization.number(number)
                }
                guard numbers.count == tokens.count, limits.contains(numbers.count) else { continue }
                values.removeAll { $0.0 == declaration.name }
                values.append((declaration.name, numbers.joined(separator: " ")))
            }
            found[kind] = values
        }
        blocks = Self.blockKinds.compactMap { kind in found[kind.name].map { (kind.name, $0) } }
        super.init(kind: .fontFeatureValues)
    }

    /// `fontFamily`.
    public var fontFamily: String { families.joined(separator: ", ") }

    /// As WebKit writes it: each family bare when it is one identifier, else quoted, and the
    /// blocks in WebKit's order.
    public override var cssText: String {
        let body = blocks.map { block in
            "@\(block.name) { " + block.values.map { "\($0.0): \($0.1); " }.joined() + "} "
        }.joined()
        return "@font-feature-values \(families.map(CSSFontFamily.serializedName).joined(separator: ", ")) { \(body)}"
    }
}
