import CSSSyntax

/// `font-feature-settings` as WebKit 2.50 reads and writes it: `normal`, or `"tag" [integer
/// | on | off]` entries, a tag being four printable ASCII characters. A value of 1 (`on`)
/// is left out and `off` is written as 0; the computed value lists the entries by tag.
///
/// https://drafts.csswg.org/css-fonts-4/#font-feature-settings-prop
public enum CSSFontFeatureSettings {
    /// The value of `tokens` (without white space) as WebKit writes it, or nil when invalid:
    /// the property's specified value, and the `@font-face` descriptor's. A count beyond
    /// 32 bits is written clamped.
    static func specified(_ tokens: [CSSToken]) -> String? {
        if tokens.count == 1, tokens[0].isIdent("normal") { return "normal" }
        var features: [String] = []
        for part in tokens.splitAtTopLevelCommas() {
            guard (1...2).contains(part.count), case .string(let tag) = part[0].kind, isTag(tag) else { return nil }
            var count = 1
            if part.count == 2 {
                switch part[1].kind {
                case .ident(let word) where asciiLowercased(word) == "on": count = 1
                case .ident(let word) where asciiLowercased(word) == "off": count = 0
                case .number(let value) where value.isInteger && value.value >= 0: count = value.clampedInteger
                default: return nil
                }
            }
            features.append(count == 1 ? CSSSerialization.string(tag) : "\(CSSSerialization.string(tag)) \(count)")
        }
        return features.isEmpty ? nil : features.joined(separator: ", ")
    }

    /// The computed value of a specified one: its entries in the order of their tags.
    public static func computed(_ specified: String) -> String {
        let tokens = CSSTokenizer.tokenize(specified).filter { !$0.isWhitespace && $0.kind != .endOfFile }
        let entries = tokens.splitAtTopLevelCommas().map { entry -> (tag: String, text: String) in
            guard let first = entry.first, case .string(let tag) = first.kind else { return ("", "") }
            return (tag, entry.map(\.serializedText).joined(separator: " "))
        }
        guard entries.count > 1 else { return specified }
        return entries.sorted { $0.tag < $1.tag }.map(\.text).joined(separator: ", ")
    }

    private static func isTag(_ tag: String) -> Bool {
        tag.unicodeScalars.count == 4 && tag.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value <= 0x7E }
    }
}
