import CSSSyntax

/// `@view-transition { navigation: …; types: … }`, as CSSOM shows it; there are no navigations
/// to animate here.
///
/// https://drafts.csswg.org/css-view-transitions-2/#the-cssviewtransitionrule
public final class CSSViewTransitionRule: CSSRule {
    /// `navigation`: `auto` or `none` ("" when absent or invalid).
    public let navigation: String
    /// `types`: the transition's types.
    public let types: [String]

    /// The rule, or nil when it has a prelude, as WebKit drops it.
    init?(prelude: [CSSToken], source: CSSSource, block: Range<Int>) {
        guard prelude.allSatisfy({ $0.isWhitespace || $0.kind == .endOfFile }) else { return nil }
        var navigation = ""
        var types: [String] = []
        for declaration in CSSParser.declarations(in: source, range: block) where !declaration.important {
            let tokens = CSSTokenizer.tokenize(source, range: declaration.value).filter { !$0.isWhitespace && $0.kind != .endOfFile }
            switch asciiLowercased(declaration.name) {
            case "navigation":
                guard tokens.count == 1, case .ident(let word) = tokens[0].kind, ["auto", "none"].contains(asciiLowercased(word))
                else { continue }
                navigation = asciiLowercased(word)
            case "types":
                let names = tokens.compactMap { token -> String? in
                    if case .ident(let name) = token.kind { return name }
                    return nil
                }
                if !names.isEmpty, names.count == tokens.count { types = names }
            default:
                continue
            }
        }
        self.navigation = navigation
        self.types = types
        super.init(kind: .other)
    }

    /// As WebKit 2.50 writes it, `types` closed by a brace instead of a semicolon
    /// (`@view-transition { navigation: auto; types: x}}`).
    public override var cssText: String {
        var body = navigation.isEmpty ? "" : "navigation: \(navigation); "
        if !types.isEmpty { body += "types: " + types.joined(separator: " ") + "}" }
        return "@view-transition { \(body)}"
    }
}
