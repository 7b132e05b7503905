import CSSSyntax

/// `@counter-style name { … }`: a counter style as CSSOM shows it, its descriptors checked and
/// written as WebKit 2.50 does. It takes no part in the cascade here (list markers are never
/// rendered).
///
/// https://drafts.csswg.org/css-counter-styles-3/#the-csscounterstylerule-interface
public final class CSSCounterStyleRule: CSSRule {
    /// The counter style's name, as written (`thumbs`).
    public let name: String
    /// The valid descriptors, as WebKit writes them, by descriptor name (`system` → `fixed 3`).
    public let descriptors: [String: String]

    /// The descriptors in the order `cssText` writes them (`speak-as`, which WebKit 2.50 does
    /// not read, is not among them).
    static let order = ["system", "symbols", "additive-symbols", "negative", "prefix", "suffix", "pad", "range", "fallback"]

    /// The rule, or nil when WebKit drops it: a name that is not one identifier or is one of
    /// the names a page cannot define (`none`, `decimal`, `disc`, …), or descriptors that do not
    /// make a counter style (no `symbols` for a cyclic, fixed or symbolic system, fewer than two
    /// for an alphabetic or numeric one, no `additive-symbols` for an additive one). A value
    /// WebKit does not read is left out; the last valid value of a descriptor counts.
    init?(prelude: [CSSToken], source: CSSSource, block: Range<Int>) {
        let words = prelude.filter { !$0.isWhitespace && $0.kind != .endOfFile }
        guard words.count == 1, case .ident(let name) = words[0].kind, !Self.reservedNames.contains(asciiLowercased(name)) else {
            return nil
        }
        var descriptors: [String: String] = [:]
        for declaration in CSSParser.declarations(in: source, range: block) where !declaration.important {
            let descriptor = asciiLowercased(declaration.name)
            let tokens = CSSTokenizer.tokenize(source, range: declaration.value).filter { !$0.isWhitespace && $0.kind != .endOfFile }
            if let value = Self.value(of: descriptor, tokens) { descriptors[descriptor] = value }
        }
        let system = descriptors["system"] ?? "symbolic"
        if system.hasPrefix("extends ") {
            descriptors["symbols"] = nil
            descriptors["additive-symbols"] = nil
        } else if system == "additive" {
            guard descriptors["additive-symbols"] != nil else { return nil }
        } else {
            guard let symbols = descriptors["symbols"] else { return nil }
            if system == "alphabetic" || system == "numeric", symbols.split(separator: " ").count < 2 { return nil }
        }
        self.name = name
        self.descriptors = descriptors
        super.init(kind: .counterStyle)
    }

    public override var cssText: String {
        let body = Self.order.compactMap { name in descriptors[name].map { "\(name): \($0); " } }.joined()
        return "@counter-style \(name) { \(body)}"
    }

    /// Names a page cannot give a counter style (https://drafts.csswg.org/css-counter-styles-3/#the-counter-style-rule).
    static let reservedNames: Set<String> = [
        "none", "decimal", "disc", "square", "circle", "disclosure-open", "disclosure-closed",
        "inherit", "initial", "unset", "revert", "revert-layer", "default",
    ]

    /// A descriptor's value as WebKit writes it, or nil when invalid.
    static func value(of descriptor: String, _ tokens: [CSSToken]) -> String? {
        switch descriptor {
        case "system": return system(tokens)
        case "symbols":
            let symbols = tokens.map(symbol)
            return symbols.isEmpty || symbols.contains(nil) ? nil : symbols.compactMap { $0 }.joined(separator: " ")
        case "additive-symbols":
            let pairs = tokens.splitAtTopLevelCommas().map { weightedSymbol($0, maximum: Double(UInt32.max)) }
            guard !pairs.isEmpty, !pairs.contains(where: { $0 == nil }) else { return nil }
            let weights = pairs.compactMap { $0?.weight }
            guard zip(weights, weights.dropFirst()).allSatisfy({ $0 > $1 }) else { return nil }
            return pairs.compactMap { $0.map { "\($0.weight) \($0.symbol)" } }.joined(separator: ", ")
        case "negative":
            let symbols = tokens.compactMap(symbol)
            guard symbols.count == tokens.count, symbols.count == 1 || symbols.count == 2 else { return nil }
            return symbols.count == 1 ? symbols[0] + " \"\"" : symbols.joined(separator: " ")
        case "prefix", "suffix":
            return tokens.count == 1 ? symbol(tokens[0]) : nil
        case "pad":
            return weightedSymbol(tokens, maximum: Double(Int32.max)).map { "\($0.weight) \($0.symbol)" }
        case "range": return range(tokens)
        case "fallback":
            guard tokens.count == 1, case .ident(let name) = tokens[0].kind else { return nil }
            return name
        default: return nil
        }
    }

    /// `system`: `cyclic`, `numeric`, `alphabetic`, `symbolic`, `additive`, `fixed [<integer>]`
    /// or `extends <name>`.
    static func system(_ tokens: [CSSToken]) -> String? {
        guard let first = tokens.first, case .ident(let word) = first.kind else { return nil }
        let keyword = asciiLowercased(word)
        switch (keyword, tokens.count) {
        case ("cyclic", 1), ("numeric", 1), ("alphabetic", 1), ("symbolic", 1), ("additive", 1), ("fixed", 1): return keyword
        case ("fixed", 2):
            guard case .number(let number) = tokens[1].kind, number.isInteger else { return nil }
            return "fixed \(CSSSerialization.number(number))"
        case ("extends", 2):
            guard case .ident(let name) = tokens[1].kind, asciiLowercased(name) != "none" else { return nil }
            // A predefined style's name is written in lower case (`extends Decimal`).
            return "extends " + (reservedNames.contains(asciiLowercased(name)) ? asciiLowercased(name) : name)
        default: return nil
        }
    }

    /// One `<symbol>`: a string or an identifier, as written (WebKit 2.50 reads no images).
    static func symbol(_ token: CSSToken) -> String? {
        switch token.kind {
        case .string(let text): CSSSerialization.string(text)
        case .ident(let name): name
        default: nil
        }
    }

    /// `<integer [0,∞]> && <symbol>`, in either order, the integer clamped to `maximum` as
    /// WebKit 2.50 keeps it (an additive weight to 4294967295, a pad to 2147483647); one too
    /// long for a double (hundreds of digits) is refused, as WebKit refuses it.
    static func weightedSymbol(_ tokens: [CSSToken], maximum: Double) -> (weight: Int, symbol: String)? {
        guard tokens.count == 2 else { return nil }
        for (number, other) in [(tokens[0], tokens[1]), (tokens[1], tokens[0])] {
            if case .number(let value) = number.kind, value.isInteger, value.value >= 0, value.value.isFinite,
                let symbol = symbol(other)
            {
                return (Int(min(value.value, maximum)), symbol)
            }
        }
        return nil
    }

    /// `range`: `auto`, or bounds (`<integer>` or `infinite`) in pairs separated by commas.
    static func range(_ tokens: [CSSToken]) -> String? {
        if tokens.count == 1, tokens[0].isIdent("auto") { return "auto" }
        let pairs = tokens.splitAtTopLevelCommas().map { pair -> String? in
            let bounds = pair.filter { !$0.isWhitespace }.map { token -> String? in
                if token.isIdent("infinite") { return "infinite" }
                if case .number(let number) = token.kind, number.isInteger { return CSSSerialization.number(number) }
                return nil
            }
            guard bounds.count == 2, !bounds.contains(nil) else { return nil }
            return bounds.compactMap { $0 }.joined(separator: " ")
        }
        guard !pairs.isEmpty, !pairs.contains(nil) else { return nil }
        return pairs.compactMap { $0 }.joined(separator: ", ")
    }
}

extension CSSCounterStyleRule {
    /// The descriptor an attribute of `CSSCounterStyleRule` reads (`additiveSymbols` →
    /// `additive-symbols`).
    public static func descriptorName(ofAttribute attribute: String) -> String {
        switch attribute {
        case "additiveSymbols": "additive-symbols"
        case "speakAs": "speak-as"
        default: attribute
        }
    }
}
