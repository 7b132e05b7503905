import CSSSyntax
import Selectors

/// Builds a sheet's rules from what CSS Syntax reads, as WebKit keeps them: invalid rules
/// dropped, `@charset` dropped, `@import` and `@namespace` only before other rules, nested
/// style rules resolved against their parents.
///
/// https://drafts.csswg.org/css-syntax-3/#parse-a-css-stylesheet
enum CSSStyleSheetParser {
    /// How deeply rules may nest (`@media` in `@supports` in …); deeper rules are dropped,
    /// so a hostile sheet cannot exhaust the stack.
    static let maximumNesting = 64

    /// The rules of a whole sheet.
    static func parseSheet(_ text: String, sheet: CSSStyleSheet) -> [CSSRule] {
        let source = CSSSource(text)
        var builder = Builder(source: source, sheet: sheet)
        return builder.topLevelRules(CSSParser.rules(in: source, range: source.wholeRange, topLevel: true))
    }

    /// One rule, for `insertRule`: the text must hold exactly one valid rule.
    static func parseOneRule(_ text: String, nestedIn parent: CSSRule?, sheet: CSSStyleSheet?) throws(CSSRuleError) -> CSSRule {
        let source = CSSSource(text)
        let syntax = CSSParser.rules(in: source, range: source.wholeRange, topLevel: false)
        guard syntax.count == 1 else { throw .syntaxError(text) }
        // An @import inside a rule cannot go there (WebKit's HierarchyRequestError).
        if parent != nil, case .atRule(let name, _, _) = syntax[0], asciiLowercased(name) == "import" { throw .hierarchyRequestError }
        var builder = Builder(source: source, sheet: sheet)
        let parentStyle = parent.flatMap { $0 as? CSSStyleRule }
        guard let rule = builder.rule(syntax[0], depth: 0, parentStyle: parentStyle, allowsImports: parent == nil) else {
            throw .syntaxError(text)
        }
        return rule
    }

    struct Builder {
        let source: CSSSource
        weak var sheet: CSSStyleSheet?

        var quirksMode: Bool { sheet?.quirksMode ?? false }

        init(source: CSSSource, sheet: CSSStyleSheet?) {
            self.source = source
            self.sheet = sheet
        }

        /// A sheet's top level, where `@import` and `@namespace` must come first.
        mutating func topLevelRules(_ syntax: [CSSRuleSyntax]) -> [CSSRule] {
            var rules: [CSSRule] = []
            var importsAllowed = true
            for item in syntax {
                if case .atRule(let name, _, _) = item {
                    let lowered = asciiLowercased(name)
                    if lowered == "charset" { continue }
                    if lowered == "import" && !importsAllowed { continue }
                    if lowered == "namespace" && rules.contains(where: { !($0 is CSSImportRule || $0 is CSSNamespaceRule || $0 is CSSLayerStatementRule) }) {
                        continue
                    }
                }
                guard let rule = rule(item, depth: 0, parentStyle: nil, allowsImports: importsAllowed) else { continue }
                if !(rule is CSSImportRule || rule is CSSLayerStatementRule || rule is CSSNamespaceRule) { importsAllowed = false }
                if rule is CSSNamespaceRule { importsAllowed = false }
                rule.parentStyleSheet = sheet
                rules.append(rule)
            }
            return rules
        }

        /// The rule for one piece of syntax, or nil when CSS drops it.
        mutating func rule(_ syntax: CSSRuleSyntax, depth: Int, parentStyle: CSSStyleRule?, allowsImports: Bool) -> CSSRule? {
            guard depth < CSSStyleSheetParser.maximumNesting else { return nil }
            switch syntax {
            case .qualified(let prelude, let block):
                return styleRule(prelude: prelude, block: block, depth: depth, parent: parentStyle)
            case .atRule(let name, let prelude, let block):
                return atRule(asciiLowercased(name), prelude: prelude, block: block, depth: depth, parentStyle: parentStyle,
                              allowsImports: allowsImports)
            }
        }

        // MARK: Style rules

        mutating func styleRule(prelude: Range<Int>, block: Range<Int>, depth: Int, parent: CSSStyleRule?) -> CSSStyleRule? {
            let written = collapsedWhitespace(source.text(prelude))
            let effective = parent.map { CSSNesting.resolve(written, parent: $0.selectors.text) } ?? written
            guard !written.isEmpty, let selectors = try? SelectorList(parsing: effective) else { return nil }
            // A block with nested rules is read now; one with only declarations when first needed.
            guard blockMayNest(block) else {
                return CSSStyleRule(selectorText: written, selectors: selectors, source: source, block: block, quirksMode: quirksMode)
            }
            let style = CSSDeclarationBlock(quirksMode: quirksMode)
            let rule = CSSStyleRule(selectorText: written, selectors: selectors, style: style)
            for item in CSSParser.blockContents(in: source, range: block) {
                switch item {
                case .declaration(let declaration):
                    style.add(name: declaration.name, valueText: source.text(declaration.value), important: declaration.important)
                case .rule(let nested):
                    if let child = self.rule(nested, depth: depth + 1, parentStyle: rule, allowsImports: false) {
                        child.parentRule = rule
                        rule.nestedRules.append(child)
                    }
                }
            }
            return rule
        }

        /// Whether a block may hold nested rules: it has a `{` or an at-keyword.
        func blockMayNest(_ block: Range<Int>) -> Bool {
            source.bytes[block].contains(UInt8(ascii: "{"))
        }

        // MARK: At-rules

        mutating func atRule(
            _ name: String, prelude: Range<Int>, block: Range<Int>?, depth: Int, parentStyle: CSSStyleRule?, allowsImports: Bool
        ) -> CSSRule? {
            let preludeText = collapsedWhitespace(source.text(prelude))
            switch name {
            case "media":
                guard let block else { return nil }
                return grouping(CSSMediaRule(media: MediaQueryList(parsing: preludeText)), block, depth, parentStyle)
            case "supports":
                guard let block, let rule = CSSSupportsRule(conditionText: preludeText) else { return nil }
                return grouping(rule, block, depth, parentStyle)
            case "layer":
                let names = preludeText.split(separator: ",").map { collapsedWhitespace(String($0)) }
                guard names.allSatisfy(CSSLayerNames.isValid) else { return nil }
                guard let block else {
                    return names.isEmpty || parentStyle != nil ? nil : CSSLayerStatementRule(names: names)
                }
                guard names.count <= 1 else { return nil }
                return grouping(CSSLayerBlockRule(name: names.first ?? ""), block, depth, parentStyle)
            case "container", "starting-style", "scope":
                guard let block else { return nil }
                let kind: CSSRule.Kind = name == "container" ? .container : name == "scope" ? .scope : .startingStyle
                let header = preludeText.isEmpty ? "@\(name)" : "@\(name) \(preludeText)"
                return grouping(CSSConditionalRule(kind: kind, header: header), block, depth, parentStyle)
            case "import":
                guard allowsImports, block == nil, parentStyle == nil else { return nil }
                return importRule(prelude)
            case "namespace":
                guard block == nil, parentStyle == nil else { return nil }
                return namespaceRule(prelude)
            case "font-face":
                guard let block, parentStyle == nil, preludeText.isEmpty else { return nil }
                return CSSFontFaceRule(source: source, block: block)
            case "page":
                guard let block else { return nil }
                return CSSPageRule(selectorText: preludeText, style: CSSDeclarationBlock(parsing: source, range: block, quirksMode: quirksMode))
            case "keyframes", "-webkit-keyframes":
                guard let block, parentStyle == nil, let name = CSSKeyframesRule.name(inPrelude: CSSTokenizer.tokenize(source, range: prelude))
                else { return nil }
                return CSSKeyframesRule(name: name, source: source, block: block, quirksMode: quirksMode)
            case "property":
                guard let block, parentStyle == nil else { return nil }
                return CSSPropertyRule(name: preludeText, source: source, block: block)
            case "counter-style", "font-feature-values", "font-palette-values", "view-transition":
                guard let block else { return nil }
                let tokens = CSSTokenizer.tokenize(source, range: prelude)
                switch name {
                case "counter-style": return CSSCounterStyleRule(prelude: tokens, source: source, block: block)
                case "font-feature-values": return CSSFontFeatureValuesRule(prelude: tokens, source: source, block: block)
                case "font-palette-values": return CSSFontPaletteValuesRule(prelude: tokens, source: source, block: block)
                default: return CSSViewTransitionRule(prelude: tokens, source: source, block: block)
                }
            case "position-try":
                guard let block else { return nil }
                let text = "@\(name) \(preludeText) { \(collapsedWhitespace(source.text(block))) }"
                return CSSOtherRule(kind: .other, name: name, prelude: preludeText, text: text)
            default:
                return nil
            }
        }

        /// Fills a grouping rule with the rules of its block. Inside a style rule, the
        /// block's declarations become a rule of the parent's selectors.
        mutating func grouping(_ rule: CSSGroupingRule, _ block: Range<Int>, _ depth: Int, _ parentStyle: CSSStyleRule?) -> CSSRule {
            if let parentStyle {
                let style = CSSDeclarationBlock(quirksMode: quirksMode)
                let declarations = CSSStyleRule(
                    selectorText: "&", selectors: parentStyle.selectors, style: style, kind: .nestedDeclarations)
                declarations.parentRule = rule
                var hasDeclarations = false
                for item in CSSParser.blockContents(in: source, range: block) {
                    switch item {
                    case .declaration(let declaration):
                        hasDeclarations = style.add(
                            name: declaration.name, valueText: source.text(declaration.value),
                            important: declaration.important) || hasDeclarations
                    case .rule(let nested):
                        if let child = self.rule(nested, depth: depth + 1, parentStyle: parentStyle, allowsImports: false) {
                            child.parentRule = rule
                            rule.rules.append(child)
                        }
                    }
                }
                if hasDeclarations { rule.rules.insert(declarations, at: 0) }
                return rule
            }
            for nested in CSSParser.rules(in: source, range: block, topLevel: false) {
                if case .atRule(let name, _, _) = nested, ["import", "namespace", "charset"].contains(asciiLowercased(name)) {
                    continue
                }
                if let child = self.rule(nested, depth: depth + 1, parentStyle: nil, allowsImports: false) {
                    child.parentRule = rule
                    rule.rules.append(child)
                }
            }
            return rule
        }

        /// `@import url [layer | layer(name)] [supports(…)] [media]`
        /// (https://drafts.csswg.org/css-cascade-5/#at-import).
        mutating func importRule(_ prelude: Range<Int>) -> CSSImportRule? {
            let tokens = CSSTokenizer.tokenize(source, range: prelude).filter { !$0.isWhitespace && $0.kind != .endOfFile }
            guard let first = tokens.first else { return nil }
            var index = 1
            let href: String
            switch first.kind {
            case .string(let value), .url(let value):
                href = value
            case .function(let name) where asciiLowercased(name) == "url":
                guard tokens.count > 2, case .string(let value) = tokens[1].kind, tokens[2].kind == .rightParenthesis else { return nil }
                href = value
                index = 3
            default:
                return nil
            }
            var layerName: String?
            var supportsText: String?
            if index < tokens.count, tokens[index].isIdent("layer") {
                layerName = ""
                index += 1
            } else if index < tokens.count, case .function(let name) = tokens[index].kind, asciiLowercased(name) == "layer" {
                let close = tokens[index...].firstIndex { $0.kind == .rightParenthesis } ?? tokens.count
                layerName = tokens[(index + 1)..<close].map(\.serializedText).joined()
                index = close + 1
            }
            if index < tokens.count, case .function(let name) = tokens[index].kind, asciiLowercased(name) == "supports" {
                var depth = 0
                var close = index
                while close < tokens.count {
                    if tokens[close].closingKind != nil { depth += 1 }
                    if tokens[close].kind == .rightParenthesis {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    close += 1
                }
                // As written, white space collapsed (`display: grid`), as `@supports` keeps it.
                let end = close < tokens.count ? tokens[close].offset : prelude.upperBound
                supportsText = index + 1 < tokens.count && index + 1 < close
                    ? collapsedWhitespace(source.text(tokens[index + 1].offset..<end)) : ""
                index = close + 1
            }
            let mediaText = index < tokens.count
                ? collapsedWhitespace(source.text(tokens[index].offset..<prelude.upperBound)) : ""
            let rule = CSSImportRule(href: href, media: MediaQueryList(parsing: mediaText), layerName: layerName,
                                     supportsText: supportsText)
            rule.parentStyleSheet = sheet
            rule.styleSheet = sheet?.loadImport(rule)
            return rule
        }

        /// `@namespace [prefix] url` (https://drafts.csswg.org/css-namespaces-3/#syntax).
        func namespaceRule(_ prelude: Range<Int>) -> CSSNamespaceRule? {
            let tokens = CSSTokenizer.tokenize(source, range: prelude).filter { !$0.isWhitespace && $0.kind != .endOfFile }
            var prefix = ""
            var index = 0
            if let first = tokens.first, case .ident(let name) = first.kind {
                prefix = name
                index = 1
            }
            guard index < tokens.count else { return nil }
            switch tokens[index].kind {
            case .string(let uri), .url(let uri): return CSSNamespaceRule(prefix: prefix, namespaceURI: uri)
            default: return nil
            }
        }
    }
}

/// Layer names (https://drafts.csswg.org/css-cascade-5/#typedef-layer-name): identifiers
/// joined by dots.
enum CSSLayerNames {
    static func isValid(_ name: String) -> Bool {
        guard !name.isEmpty else { return false }
        let tokens = CSSTokenizer.tokenize(name).filter { $0.kind != .endOfFile }
        var expectsIdent = true
        for token in tokens {
            if expectsIdent {
                guard case .ident(let word) = token.kind, !["initial", "inherit", "unset", "revert", "revert-layer", "default"].contains(asciiLowercased(word)) else {
                    return false
                }
            } else {
                guard token.isDelim(".") else { return false }
            }
            expectsIdent.toggle()
        }
        return !expectsIdent
    }
}

/// Selectors of nested style rules (https://drafts.csswg.org/css-nesting-1/#nest-selector):
/// `&` stands for the parent's selectors; a selector without `&` is relative to them.
enum CSSNesting {
    static func resolve(_ nested: String, parent: String) -> String {
        let parentSelector = ":is(\(parent))"
        var members: [String] = []
        for member in splitAtTopLevelCommas(nested) {
            let trimmed = collapsedWhitespace(member)
            if trimmed.contains("&") {
                members.append(trimmed.replacingAmpersands(with: parentSelector))
            } else {
                members.append(parentSelector + " " + trimmed)
            }
        }
        return members.joined(separator: ", ")
    }

    /// `text` split at the commas outside parentheses and brackets.
    static func splitAtTopLevelCommas(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}

extension String {
    /// Every `&` outside strings replaced with `replacement`.
    func replacingAmpersands(with replacement: String) -> String {
        var result = ""
        var quote: Character?
        for character in self {
            if let open = quote {
                if character == open { quote = nil }
                result.append(character)
            } else if character == "\"" || character == "'" {
                quote = character
                result.append(character)
            } else if character == "&" {
                result += replacement
            } else {
                result.append(character)
            }
        }
        return result
    }
}
