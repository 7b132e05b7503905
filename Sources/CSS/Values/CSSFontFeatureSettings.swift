import CSSSyntax

/// `font-feature-settings` as WebKit 2.50 reads and writes it: `normal`, or `"tag" [integer
/// | on | off]` entries, a tag being four printable ASCII characters. A value of 1 (`on`)
/// is left out and `off` is written as 0; the computed value lists the entries by tag.
///
/// https://drafts.csswg.org/css-fonts-4/#font-feature-settings-prop
public enum CSSFontFeatureSettings {
    /// The specified value of `tokens` (without white space), or nil when invalid.
    static func specified(_ tokens: [CSSToken]) -> CSSValue? {
        if tokens.count == 1, tokens[0].isIdent("normal") { return .keyword("normal") }
        var entries: [String] = []
        for entry in tokens.splitAtTopLevelCommas() {
            guard let first = entry.first, case .string(let tag) = first.kind, entry.count <= 2, isTag(tag) else { return nil }
            var value = 1.0
            if entry.count == 2 {
                switch entry[1].kind {
                case .number(let number) where number.isInteger && number.value >= 0: value = number.value
                case .ident(let word) where asciiLowercased(word) == "on": value = 1
                case .ident(let word) where asciiLowercased(word) == "off": value = 0
                default: return nil
                }
            }
            let written = CSSSerialization.string(tag)
            entries.append(value == 1 ? written : "\(written) \(Int64(value))")
        }
        return entries.isEmpty ? nil : .text(entries.joined(separator: ", "))
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
