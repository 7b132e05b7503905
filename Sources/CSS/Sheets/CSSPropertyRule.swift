import CSSSyntax

/// `@property --name { syntax: …; inherits: …; initial-value: … }`: a registered custom
/// property as CSSOM shows it. It takes no part in the cascade here.
///
/// https://drafts.css-houdini.org/css-properties-values-api/#the-css-property-rule-interface
public final class CSSPropertyRule: CSSRule {
    /// The custom property's name (`--my-color`).
    public let name: String
    /// `syntax`, the string as written (`<color>`).
    public let syntax: String
    /// `inherits`.
    public let inherits: Bool
    /// `initialValue`: the value as written, white space at its ends trimmed; nil when absent.
    public let initialValue: String?

    /// The rule of `name` and the descriptors in `block`, or nil when WebKit drops it: a name
    /// that is not a custom property's, `syntax` or `inherits` missing or invalid, or no
    /// `initial-value` for a syntax other than `*`. The last of a descriptor given twice counts.
    init?(name: String, source: CSSSource, block: Range<Int>) {
        guard name.hasPrefix("--"), name.count > 2 else { return nil }
        var syntax: String?
        var inherits: Bool?
        var initialValue: String?
        for declaration in CSSParser.declarations(in: source, range: block) where !declaration.important {
            let tokens = CSSTokenizer.tokenize(source, range: declaration.value).filter { !$0.isWhitespace && $0.kind != .endOfFile }
            switch asciiLowercased(declaration.name) {
            case "syntax":
                guard tokens.count == 1, case .string(let value) = tokens[0].kind, Self.isValidSyntax(value) else { return nil }
                syntax = value
            case "inherits":
                guard tokens.count == 1, tokens[0].isIdent("true") || tokens[0].isIdent("false") else { return nil }
                inherits = tokens[0].isIdent("true")
            case "initial-value":
                initialValue = source.text(declaration.value)
            default:
                continue
            }
        }
        guard let syntax, let inherits else { return nil }
        let universal = collapsedWhitespace(syntax) == "*"
        guard universal || initialValue != nil else { return nil }
        // An initial value must be computationally independent: no font- or viewport-relative length.
        if !universal, let initialValue, Self.hasRelativeLength(initialValue) { return nil }
        self.name = name
        self.syntax = syntax
        self.inherits = inherits
        self.initialValue = initialValue
        super.init(kind: .property)
    }

    /// As WebKit writes it: the descriptors in the order `syntax`, `inherits`, `initial-value`.
    public override var cssText: String {
        var body = "syntax: \(CSSSerialization.string(syntax)); inherits: \(inherits);"
        if let initialValue { body += " initial-value: \(initialValue);" }
        return "@property \(name) { \(body) }"
    }

    /// Whether `value` has a length relative to a font or the viewport (`1em`, `10vw`).
    static func hasRelativeLength(_ value: String) -> Bool {
        let relative: Set<String> = [
            "em", "rem", "ex", "rex", "cap", "rcap", "ch", "rch", "ic", "ric", "lh", "rlh", "vw", "vh", "vi", "vb", "vmin", "vmax",
            "svw", "svh", "lvw", "lvh", "dvw", "dvh", "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax",
        ]
        return CSSTokenizer.tokenize(value).contains { token in
            if case .dimension(_, let unit) = token.kind { return relative.contains(asciiLowercased(unit)) }
            return false
        }
    }

    /// Whether `syntax` is `*` or components (`<length>`, an identifier) joined by `|`, each
    /// with an optional `+` or `#`.
    ///
    /// https://drafts.css-houdini.org/css-properties-values-api/#syntax-strings
    static func isValidSyntax(_ syntax: String) -> Bool {
        let trimmed = collapsedWhitespace(syntax)
        if trimmed == "*" { return true }
        let names: Set<String> = [
            "angle", "color", "custom-ident", "image", "integer", "length", "length-percentage", "number", "percentage",
            "resolution", "string", "time", "url", "transform-function", "transform-list",
        ]
        return !trimmed.isEmpty && trimmed.split(separator: "|", omittingEmptySubsequences: false).allSatisfy { part in
            var component = collapsedWhitespace(String(part))
            if component.hasSuffix("+") || component.hasSuffix("#") { component.removeLast() }
            if component.hasPrefix("<") && component.hasSuffix(">") {
                return names.contains(String(component.dropFirst().dropLast()))
            }
            let tokens = CSSTokenizer.tokenize(component).filter { $0.kind != .endOfFile }
            guard tokens.count == 1, case .ident = tokens[0].kind else { return false }
            return true
        }
    }
}
