import CSSSyntax

/// Family names and `font-family` lists, read and written as WebKit 2.50 does: generic
/// families lowercased, each other family written bare when its name is one identifier and
/// as a string otherwise (`'Open  Sans'` and `Open Sans` both become `"Open Sans"`, with
/// the string's own spaces kept), and a list with any invalid family dropped whole.
///
/// https://drafts.csswg.org/css-fonts-4/#font-family-prop,
/// https://drafts.csswg.org/cssom/#serialize-a-css-value (families)
enum CSSFontFamily {
    /// The generic family keywords WebKit knows.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "cursive", "fantasy", "monospace", "system-ui", "ui-serif", "ui-sans-serif", "ui-monospace",
        "ui-rounded", "math", "emoji", "fangsong",
    ]

    /// Words no family made of one identifier may be: the CSS-wide keywords and `default`.
    static let reservedWords: Set<String> = ["inherit", "initial", "unset", "default", "revert", "revert-layer"]

    /// Whether `word` is a generic family keyword, in any case.
    static func isGeneric(_ word: String) -> Bool { genericFamilies.contains(asciiLowercased(word)) }

    /// Whether `word` is a CSS-wide keyword or `default`, in any case.
    static func isReserved(_ word: String) -> Bool { reservedWords.contains(asciiLowercased(word)) }

    /// A family name: one string, or identifiers joined by single spaces; nil for anything
    /// else. Tokens are without white space.
    static func name(_ tokens: [CSSToken]) -> String? {
        if tokens.count == 1, case .string(let value) = tokens[0].kind { return value }
        var words: [String] = []
        for token in tokens {
            guard case .ident(let word) = token.kind else { return nil }
            words.append(word)
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// A family name as WebKit writes it: bare when it is one identifier that needs no
    /// escape, else as a string.
    static func serializedName(_ name: String) -> String {
        !name.isEmpty && CSSSerialization.identifier(name) == name ? name : CSSSerialization.string(name)
    }

    /// A `font-family` list (tokens without white space) as WebKit writes it, or nil when
    /// a family in it is invalid.
    static func list(_ tokens: [CSSToken]) -> String? {
        var families: [String] = []
        for part in tokens.splitAtTopLevelCommas() {
            if part.count == 1, case .ident(let word) = part[0].kind {
                if isGeneric(word) {
                    families.append(asciiLowercased(word))
                    continue
                }
                if isReserved(word) { return nil }
            }
            guard let name = name(part) else { return nil }
            families.append(serializedName(name))
        }
        return families.isEmpty ? nil : families.joined(separator: ", ")
    }
}
