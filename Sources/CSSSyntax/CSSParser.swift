/// Reads rules, declarations and blocks out of a ``CSSSource``, following the parsing
/// algorithms of https://www.w3.org/TR/css-syntax-3/#parsing.
///
/// It reads one level at a time: the blocks of the rules it returns are left as byte
/// ranges, for the caller to read when (and if) it needs them. A style sheet's rules are
/// found by skipping over their blocks without tokenizing them (``CSSBlockSkipper``), so
/// reading a large sheet costs little until its declarations are wanted.
public enum CSSParser {
    /// The rules in `range` of `source`: a style sheet's contents when `topLevel`
    /// (https://www.w3.org/TR/css-syntax-3/#consume-stylesheet-contents), else the rule
    /// list of an at-rule's block such as `@media`'s
    /// (https://www.w3.org/TR/css-syntax-3/#consume-list-of-rules).
    public static func rules(in source: CSSSource, range: Range<Int>, topLevel: Bool) -> [CSSRuleSyntax] {
        CSSTokenizer.withTokenizer(source, range: range) { tokenizer in
            var rules: [CSSRuleSyntax] = []
            while true {
                let start = tokenizer.position
                let token = tokenizer.nextToken()
                switch token.kind {
                case .whitespace:
                    continue
                case .endOfFile:
                    return rules
                case .cdo where topLevel, .cdc where topLevel:
                    // Inside a block they start a qualified rule, whose prelude no selector
                    // reads: WebKit 2.50 drops `@media all { <!-- p {} }`'s rule.
                    continue
                case .atKeyword(let name):
                    rules.append(consumeAtRule(name: name, &tokenizer, nested: false))
                default:
                    tokenizer.position = start
                    if let rule = consumeQualifiedRule(&tokenizer, nested: false) { rules.append(rule) }
                }
            }
        }
    }

    /// The declarations and nested rules in `range` of `source`: the contents of a style
    /// rule's block, or of a `style` attribute
    /// (https://www.w3.org/TR/css-syntax-3/#consume-block-contents).
    public static func blockContents(in source: CSSSource, range: Range<Int>) -> [CSSBlockItem] {
        CSSTokenizer.withTokenizer(source, range: range) { tokenizer in
            var items: [CSSBlockItem] = []
            while true {
                let start = tokenizer.position
                let token = tokenizer.nextToken()
                switch token.kind {
                case .whitespace, .semicolon:
                    continue
                case .endOfFile, .rightBrace:
                    // A `}` ends the contents, as it does in WebKit: `style="color: red; } margin: 0"`
                    // is `color: red;`. (A qualified rule would stop before it without consuming it.)
                    return items
                case .atKeyword(let name):
                    items.append(.rule(consumeAtRule(name: name, &tokenizer, nested: true)))
                default:
                    tokenizer.position = start
                    if let declaration = consumeDeclaration(&tokenizer) {
                        items.append(.declaration(declaration))
                        continue
                    }
                    tokenizer.position = start
                    if let rule = consumeQualifiedRule(&tokenizer, nested: true) { items.append(.rule(rule)) }
                }
            }
        }
    }

    /// Only the declarations of `range` (a `style` attribute, `@font-face`, `@page`);
    /// nested rules are dropped.
    public static func declarations(in source: CSSSource, range: Range<Int>) -> [CSSDeclarationSyntax] {
        blockContents(in: source, range: range).compactMap { item in
            if case .declaration(let declaration) = item { return declaration }
            return nil
        }
    }

    // MARK: Rules

    /// https://www.w3.org/TR/css-syntax-3/#consume-at-rule, after the at-keyword.
    static func consumeAtRule(name: String, _ tokenizer: inout CSSTokenizer, nested: Bool) -> CSSRuleSyntax {
        var preludeStart: Int?
        var preludeEnd = tokenizer.position
        var prelude: Range<Int> { (preludeStart ?? preludeEnd)..<preludeEnd }
        while true {
            let before = tokenizer.position
            let token = tokenizer.nextToken()
            switch token.kind {
            case .semicolon, .endOfFile:
                return .atRule(name: name, prelude: prelude, block: nil)
            case .rightBrace where nested:
                tokenizer.position = before
                return .atRule(name: name, prelude: prelude, block: nil)
            case .leftBrace:
                let block = CSSBlockSkipper.skipBlock(&tokenizer)
                return .atRule(name: name, prelude: prelude, block: block)
            default:
                skipComponentValue(token, &tokenizer)
                if !token.isWhitespace {
                    if preludeStart == nil { preludeStart = token.offset }
                    preludeEnd = tokenizer.position
                }
            }
        }
    }

    /// https://www.w3.org/TR/css-syntax-3/#consume-qualified-rule. Nil when the input
    /// ends (or, nested, the block or a `;` ends) before the rule's block.
    static func consumeQualifiedRule(_ tokenizer: inout CSSTokenizer, nested: Bool) -> CSSRuleSyntax? {
        var preludeStart: Int?
        var preludeEnd = tokenizer.position
        while true {
            let before = tokenizer.position
            let token = tokenizer.nextToken()
            switch token.kind {
            case .endOfFile:
                return nil
            case .rightBrace where nested:
                tokenizer.position = before
                return nil
            case .semicolon where nested:
                return nil
            case .leftBrace:
                let block = CSSBlockSkipper.skipBlock(&tokenizer)
                let start = preludeStart ?? before
                return .qualified(prelude: start..<max(start, preludeEnd), block: block)
            default:
                skipComponentValue(token, &tokenizer)
                if !token.isWhitespace {
                    if preludeStart == nil { preludeStart = token.offset }
                    preludeEnd = tokenizer.position
                }
            }
        }
    }

    // MARK: Declarations

    /// https://www.w3.org/TR/css-syntax-3/#consume-declaration, nested: reads up to the
    /// next `;` (consumed) or the block's end. Nil when what is there is not `name:`,
    /// with the tokenizer somewhere after it.
    static func consumeDeclaration(_ tokenizer: inout CSSTokenizer) -> CSSDeclarationSyntax? {
        guard case .ident(let name) = tokenizer.nextToken().kind else { return nil }
        var token = tokenizer.nextToken()
        while token.isWhitespace { token = tokenizer.nextToken() }
        guard token.kind == .colon else { return nil }
        var valueStart: Int?
        var valueEnd = tokenizer.position
        // The last two significant tokens, to find `!important`.
        var lastIsImportant = false
        var previousIsBang = false, previousStart = 0
        var lastIsBang = false, lastStart = 0
        // A `{}` block is allowed only as the whole value (or in a custom property), so that
        // `a:hover { … }` is read as a nested rule.
        var hasBraceBlock = false, significantTokens = 0
        let isCustomProperty = name.hasPrefix("--")
        while true {
            let before = tokenizer.position
            token = tokenizer.nextToken()
            switch token.kind {
            case .whitespace:
                continue
            case .semicolon, .endOfFile, .rightBrace:
                // A `}` is the end of an enclosing block the caller's range did not cut off.
                if token.kind == .rightBrace { tokenizer.position = before }
                if hasBraceBlock && significantTokens > 1 && !isCustomProperty { return nil }
                let start = valueStart ?? valueEnd
                guard previousIsBang && lastIsImportant else {
                    return CSSDeclarationSyntax(name: name, value: start..<valueEnd, important: false)
                }
                var end = max(start, previousStart)
                while end > start, isCSSWhitespace(tokenizer.bytes[end - 1]) { end -= 1 }
                return CSSDeclarationSyntax(name: name, value: start..<end, important: true)
            default:
                skipComponentValue(token, &tokenizer)
                if valueStart == nil { valueStart = token.offset }
                if token.kind == .leftBrace { hasBraceBlock = true }
                significantTokens += 1
                previousIsBang = lastIsBang
                previousStart = lastStart
                lastIsBang = token.isDelim("!")
                lastIsImportant = token.isIdent("important")
                lastStart = token.offset
                valueEnd = tokenizer.position
            }
        }
    }

    /// After `token` was read: when it opens a block or function, reads on to its end
    /// (https://www.w3.org/TR/css-syntax-3/#consume-component-value).
    static func skipComponentValue(_ token: CSSToken, _ tokenizer: inout CSSTokenizer) {
        guard token.closingKind != nil else { return }
        if token.kind == .leftBrace {
            _ = CSSBlockSkipper.skipBlock(&tokenizer)
        } else {
            CSSBlockSkipper.skipToClose(of: token.kind, &tokenizer)
        }
    }
}
