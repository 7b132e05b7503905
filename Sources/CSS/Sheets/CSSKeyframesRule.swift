import CSSSyntax

/// `@keyframes name { … }` (and `@-webkit-keyframes`): the keyframes scripts read and edit.
/// They take no part in the cascade. The block is read the first time a script asks, so a
/// page whose scripts never look pays only for finding its end.
///
/// https://drafts.csswg.org/css-animations-1/#interface-csskeyframesrule
public final class CSSKeyframesRule: CSSRule {
    /// The animation's name (`name`): an identifier or string as written, or what a script set.
    public var name: String {
        didSet { noteChange() }
    }
    /// The keyframes (`cssRules`), in order.
    public var keyframes: [CSSKeyframeRule] {
        if let pending {
            self.pending = nil
            parsed = CSSParser.rules(in: pending.source, range: pending.block, topLevel: false).compactMap {
                keyframe($0, in: pending.source, quirksMode: pending.quirksMode)
            }
        }
        return parsed
    }
    private var parsed: [CSSKeyframeRule] = []
    private var pending: (source: CSSSource, block: Range<Int>, quirksMode: Bool)?

    init(name: String, source: CSSSource, block: Range<Int>, quirksMode: Bool) {
        self.name = name
        pending = (source, block, quirksMode)
        super.init(kind: .keyframes)
    }

    /// The name a `@keyframes` prelude gives: one identifier other than a CSS-wide keyword
    /// and `none`, or one string; nil when it gives none (the rule is then dropped).
    ///
    /// https://drafts.csswg.org/css-animations-1/#typedef-keyframes-name
    static func name(inPrelude tokens: [CSSToken]) -> String? {
        let significant = tokens.filter { !$0.isWhitespace && $0.kind != .endOfFile }
        guard significant.count == 1 else { return nil }
        switch significant[0].kind {
        case .string(let value): return value
        case .ident(let value):
            let excluded = ["none", "initial", "inherit", "unset", "default", "revert", "revert-layer"]
            return excluded.contains(asciiLowercased(value)) ? nil : value
        default: return nil
        }
    }

    /// A keyframe of the block, or nil when its selector is not a list of keys.
    private func keyframe(_ syntax: CSSRuleSyntax, in source: CSSSource, quirksMode: Bool) -> CSSKeyframeRule? {
        guard case .qualified(let prelude, let block) = syntax, let keys = CSSKeyframeRule.keys(parsing: source.text(prelude)) else {
            return nil
        }
        let rule = CSSKeyframeRule(keys: keys, style: CSSKeyframeRule.declarations(in: source, range: block, quirksMode: quirksMode))
        rule.parentRule = self
        return rule
    }

    public override var childRules: [CSSRule] { keyframes }

    /// As WebKit writes it: `@keyframes fade { \n  0% { opacity: 0; }\n}`.
    public override var cssText: String {
        "@keyframes \(name) { \n" + keyframes.map { "  \($0.cssText)\n" }.joined() + "}"
    }

    /// `appendRule(text)`: a text that is not exactly one keyframe changes nothing, as in WebKit.
    public func appendRule(_ text: String) {
        let source = CSSSource(text)
        let syntax = CSSParser.rules(in: source, range: source.wholeRange, topLevel: false)
        guard syntax.count == 1, let rule = keyframe(syntax[0], in: source, quirksMode: containingSheet?.quirksMode ?? false) else { return }
        parsed = keyframes + [rule]
        noteChange()
    }

    /// `findRule(keyText)`'s keyframe: the last whose keys are those of `keyText`, in order;
    /// nil when none is, or `keyText` is not a list of keys.
    public func keyframeIndex(matching keyText: String) -> Int? {
        guard let keys = CSSKeyframeRule.keys(parsing: keyText) else { return nil }
        return keyframes.lastIndex { $0.keys == keys }
    }

    /// `deleteRule(keyText)`: removes the keyframe `findRule` finds, if any.
    public func deleteRule(matching keyText: String) {
        guard let index = keyframeIndex(matching: keyText) else { return }
        parsed[index].parentRule = nil
        parsed.remove(at: index)
        noteChange()
    }
}

/// One keyframe of a `@keyframes` rule: its keys and declarations.
///
/// https://drafts.csswg.org/css-animations-1/#interface-csskeyframerule
public final class CSSKeyframeRule: CSSRule {
    /// The keys, as fractions of the animation (`from` is 0, `to` is 1), in the order written.
    public private(set) var keys: [Double]
    /// The declarations (`style`): those of properties, `!important` ones dropped.
    public let style: CSSDeclarationBlock

    init(keys: [Double], style: CSSDeclarationBlock) {
        self.keys = keys
        self.style = style
        super.init(kind: .keyframe)
        style.onChange = { [weak self] in self?.noteChange() }
    }

    /// `keyText` as WebKit writes it: percentages joined by commas (`0%`, `100%,20%`).
    public var keyText: String {
        keys.map { CSSNumberFormat.number($0 * 100) + "%" }.joined(separator: ",")
    }

    /// Sets `keyText`; a text that is not a list of keys changes nothing, as in WebKit.
    public func setKeyText(_ text: String) {
        guard let parsed = Self.keys(parsing: text) else { return }
        keys = parsed
        noteChange()
    }

    public override var cssText: String {
        let declarations = style.cssText
        return declarations.isEmpty ? "\(keyText) { }" : "\(keyText) { \(declarations) }"
    }

    /// The keys of a keyframe selector (`from, 50%, to`), or nil when it is not a list of
    /// keys from 0% to 100%.
    ///
    /// https://drafts.csswg.org/css-animations-1/#typedef-keyframe-selector
    static func keys(parsing text: String) -> [Double]? {
        var keys: [Double] = []
        var expectsKey = true
        for token in CSSTokenizer.tokenize(text) where !token.isWhitespace && token.kind != .endOfFile {
            if !expectsKey {
                guard token.kind == .comma else { return nil }
                expectsKey = true
                continue
            }
            switch token.kind {
            case .ident(let word) where asciiLowercased(word) == "from": keys.append(0)
            case .ident(let word) where asciiLowercased(word) == "to": keys.append(1)
            case .percentage(let number) where (0...100).contains(number.value): keys.append(number.value / 100)
            default: return nil
            }
            expectsKey = false
        }
        return keys.isEmpty || expectsKey ? nil : keys
    }

    /// The declarations of a keyframe's block: `!important` ones are dropped.
    ///
    /// https://drafts.csswg.org/css-animations-1/#keyframes
    static func declarations(in source: CSSSource, range: Range<Int>, quirksMode: Bool) -> CSSDeclarationBlock {
        let block = CSSDeclarationBlock(quirksMode: quirksMode)
        for declaration in CSSParser.declarations(in: source, range: range) where !declaration.important {
            block.add(name: declaration.name, valueText: source.text(declaration.value), important: false)
        }
        return block
    }
}
