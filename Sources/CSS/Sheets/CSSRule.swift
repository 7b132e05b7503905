import CSSSyntax
public import Selectors

/// A rule of a style sheet, as CSSOM shows it: the base of every kind of rule.
///
/// https://drafts.csswg.org/cssom/#the-cssrule-interface
public class CSSRule {
    /// The rule kinds, with CSSOM's `type` numbers (0 for the kinds that have none).
    public enum Kind: Int, Sendable {
        case style = 1, charset = 2, `import` = 3, media = 4, fontFace = 5, page = 6, keyframes = 7, keyframe = 8
        case namespace = 10, counterStyle = 11, supports = 12, fontFeatureValues = 14
        case layerBlock = 16, layerStatement = 17, container = 18, property = 19, scope = 20, startingStyle = 21
        case nestedDeclarations = 22, other = 0
    }

    /// What kind of rule this is.
    public let kind: Kind

    /// CSSOM's `type`: the kind's number for the kinds CSSOM numbers (up to 14), 0 for the
    /// rest (`@layer`, `@container`, `@property`, …), as in WebKit.
    public var typeNumber: Int { kind.rawValue <= Kind.fontFeatureValues.rawValue ? kind.rawValue : 0 }
    /// The rule this one is nested in.
    public internal(set) weak var parentRule: CSSRule?
    /// The sheet the rule belongs to, while it does.
    public internal(set) weak var parentStyleSheet: CSSStyleSheet?

    init(kind: Kind) {
        self.kind = kind
    }

    /// `cssText` (https://drafts.csswg.org/cssom/#serialize-a-css-rule).
    public var cssText: String { "" }

    /// The rules inside this one (`cssRules`), for the rules that hold rules.
    public var childRules: [CSSRule] { [] }

    /// The sheet the rule is in, through the rules it is nested in; nil once removed.
    public var containingSheet: CSSStyleSheet? {
        var rule: CSSRule? = self
        while let current = rule {
            if let sheet = current.parentStyleSheet { return sheet }
            rule = current.parentRule
        }
        return nil
    }

    /// Tells the sheet that something in it changed.
    func noteChange() {
        containingSheet?.noteChange()
    }
}

/// A style rule: selectors and declarations, and the rules nested in it.
///
/// https://drafts.csswg.org/cssom/#the-cssstylerule-interface
public final class CSSStyleRule: CSSRule {
    /// The selector text as written (trimmed).
    public private(set) var selectorText: String
    /// The selectors the rule matches with, nesting resolved (`.a { & > b {} }` → `:is(.a) > b`).
    public private(set) var selectors: SelectorList
    /// The declarations, read from the sheet's source the first time they are needed.
    public var style: CSSDeclarationBlock {
        if let parsed { return parsed }
        let block: CSSDeclarationBlock
        if let pending {
            block = CSSDeclarationBlock(parsing: pending.source, range: pending.range, quirksMode: pending.quirksMode)
        } else {
            block = CSSDeclarationBlock()
        }
        block.onChange = { [weak self] in self?.noteChange() }
        parsed = block
        pending = nil
        filtered = nil
        return block
    }
    private var parsed: CSSDeclarationBlock?
    private var pending: (source: CSSSource, range: Range<Int>, quirksMode: Bool)?
    /// The block ``declarations(keeping:)`` made last and the filter it was made for. It stays
    /// right until ``style`` is parsed: the source it was read from never changes.
    private var filtered: (filter: CSSPropertyFilter, block: CSSDeclarationBlock)?

    /// The declarations a style query that reads only the properties `filter` admits needs:
    /// ``style`` when it is parsed already, else a block of those declarations alone, which
    /// CSSOM never sees, made once for rule sets gathered again after a change. The others'
    /// values are not parsed.
    public func declarations(keeping filter: CSSPropertyFilter) -> CSSDeclarationBlock {
        if let parsed { return parsed }
        guard let pending else { return style }
        if let filtered, filtered.filter == filter { return filtered.block }
        let block = CSSDeclarationBlock(parsing: pending.source, range: pending.range, quirksMode: pending.quirksMode, keeping: filter)
        filtered = (filter, block)
        return block
    }

    /// Whether a declaration of the rule can change a property `filter` admits. Reads only
    /// the names of declarations not parsed yet, and leaves them unparsed.
    public func mayDeclare(anyOf filter: CSSPropertyFilter) -> Bool {
        guard let pending else { return style.mayDeclare(anyOf: filter) }
        return filter.mayAdmitDeclarations(in: pending.source, range: pending.range)
    }
    /// Nested rules.
    public internal(set) var nestedRules: [CSSRule] = []

    init(selectorText: String, selectors: SelectorList, source: CSSSource, block: Range<Int>, quirksMode: Bool) {
        self.selectorText = selectorText
        self.selectors = selectors
        pending = (source, block, quirksMode)
        super.init(kind: .style)
    }

    init(selectorText: String, selectors: SelectorList, style: CSSDeclarationBlock, kind: Kind = .style) {
        self.selectorText = selectorText
        self.selectors = selectors
        parsed = style
        super.init(kind: kind)
        style.onChange = { [weak self] in self?.noteChange() }
    }

    /// Sets `selectorText`; an invalid selector changes nothing.
    public func setSelectorText(_ text: String) {
        let trimmed = collapsedWhitespace(text)
        guard let list = try? SelectorList(parsing: trimmed) else { return }
        selectorText = trimmed
        selectors = list
        noteChange()
    }

    public override var childRules: [CSSRule] { nestedRules }

    public override var cssText: String {
        if kind == .nestedDeclarations { return style.cssText }
        let declarations = style.cssText
        if nestedRules.isEmpty { return declarations.isEmpty ? "\(selectorText) { }" : "\(selectorText) { \(declarations) }" }
        let inner = nestedRules.map { "  " + $0.cssText }.joined(separator: "\n")
        return "\(selectorText) {" + (declarations.isEmpty ? "" : " " + declarations) + "\n" + inner + "\n}"
    }
}

/// A rule that holds rules: `@media`, `@supports`, `@layer` blocks, `@container`, …
///
/// https://drafts.csswg.org/cssom/#the-cssgroupingrule-interface
public class CSSGroupingRule: CSSRule {
    /// The rules inside.
    public internal(set) var rules: [CSSRule] = []

    public override var childRules: [CSSRule] { rules }

    /// The text before the block (`@media screen`).
    var prelude: String { "" }

    public override var cssText: String {
        let inner = rules.map { "  " + $0.cssText }.joined(separator: "\n")
        return rules.isEmpty ? "\(prelude) {\n}" : "\(prelude) {\n\(inner)\n}"
    }

    /// `insertRule(text, index)`.
    public func insertRule(_ text: String, at index: Int) throws(CSSRuleError) -> Int {
        guard index <= rules.count else { throw .indexSizeError(index: index, count: rules.count) }
        let parsed = try CSSStyleSheetParser.parseOneRule(text, nestedIn: self, sheet: containingSheet)
        if parsed is CSSImportRule || parsed is CSSNamespaceRule { throw .hierarchyRequestError }
        parsed.parentRule = self
        rules.insert(parsed, at: index)
        noteChange()
        return index
    }

    /// `deleteRule(index)`.
    public func deleteRule(at index: Int) throws(CSSRuleError) {
        guard index < rules.count else { throw .indexSizeError(index: index, count: rules.count) }
        rules[index].parentRule = nil
        rules.remove(at: index)
        noteChange()
    }
}

/// `@media` (https://drafts.csswg.org/css-conditional-3/#the-cssmediarule-interface).
public final class CSSMediaRule: CSSGroupingRule {
    /// The media query list (`media`).
    public var media: MediaQueryList {
        didSet { noteChange() }
    }

    init(media: MediaQueryList) {
        self.media = media
        super.init(kind: .media)
    }

    override var prelude: String { "@media \(media.mediaText)" }
}

/// `@supports` (https://drafts.csswg.org/css-conditional-3/#the-csssupportsrule-interface).
public final class CSSSupportsRule: CSSGroupingRule {
    /// The condition as written (`conditionText`).
    public let conditionText: String
    /// Whether the condition holds.
    public let matches: Bool

    /// A rule for the condition, or nil when the text is not a `<supports-condition>`.
    init?(conditionText: String) {
        guard let matches = CSSSupportsCondition.parse(conditionText) else { return nil }
        self.conditionText = conditionText
        self.matches = matches
        super.init(kind: .supports)
    }

    override var prelude: String { "@supports \(conditionText)" }
}

/// `@layer name { … }`, or an anonymous `@layer { … }`
/// (https://drafts.csswg.org/css-cascade-5/#csslayerblockrule).
public final class CSSLayerBlockRule: CSSGroupingRule {
    /// The layer's name ("" when anonymous).
    public let name: String

    init(name: String) {
        self.name = name
        super.init(kind: .layerBlock)
    }

    override var prelude: String { name.isEmpty ? "@layer" : "@layer \(name)" }
}

/// Grouping rules whose conditions need layout or an animation and never apply here:
/// `@container`, `@starting-style`, `@scope`.
public final class CSSConditionalRule: CSSGroupingRule {
    /// The at-rule's name and condition (`@container sidebar (width > 400px)`).
    let header: String

    init(kind: Kind, header: String) {
        self.header = header
        super.init(kind: kind)
    }

    /// The condition (`conditionText`).
    public var conditionText: String {
        let parts = header.split(separator: " ", maxSplits: 1)
        return parts.count > 1 ? String(parts[1]) : ""
    }

    /// `@container`'s name (`containerName`): the identifier before the query, or "".
    public var containerName: String {
        let parts = conditionText.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, let first = parts.first, !first.hasPrefix("("), asciiLowercased(String(first)) != "not" else { return "" }
        return String(first)
    }

    /// `@container`'s query (`containerQuery`): the condition after the name.
    public var containerQuery: String {
        let name = containerName
        return name.isEmpty ? conditionText : String(conditionText.dropFirst(name.count + 1))
    }

    /// `@scope`'s start and end selectors (`start`, `end`): what the parentheses before and
    /// after `to` hold; nil when absent.
    public var scopeLimits: (start: String?, end: String?) {
        let tokens = CSSTokenizer.tokenize(conditionText).filter { $0.kind != .endOfFile }
        var index = 0
        func skipWhitespace() { while index < tokens.count, tokens[index].isWhitespace { index += 1 } }
        func parenthesized() -> String? {
            skipWhitespace()
            guard index < tokens.count, tokens[index].kind == .leftParenthesis else { return nil }
            let close = tokens.closingIndex(ofBlockOpenedAt: index)
            let text = tokens[(index + 1)..<min(close, tokens.count)].map(\.serializedText).joined()
            index = close + 1
            return collapsedWhitespace(text)
        }
        let start = parenthesized()
        skipWhitespace()
        guard index < tokens.count, tokens[index].isIdent("to") else { return (start, nil) }
        index += 1
        return (start, parenthesized())
    }

    override var prelude: String { header }
}

/// `@layer a, b;` (https://drafts.csswg.org/css-cascade-5/#csslayerstatementrule).
public final class CSSLayerStatementRule: CSSRule {
    /// The layers named, in order (`nameList`).
    public let names: [String]

    init(names: [String]) {
        self.names = names
        super.init(kind: .layerStatement)
    }

    public override var cssText: String { "@layer \(names.joined(separator: ", "));" }
}

/// `@import` (https://drafts.csswg.org/cssom/#the-cssimportrule-interface).
public final class CSSImportRule: CSSRule {
    /// The URL as written (`href`).
    public let href: String
    /// The media the sheet applies to (`media`).
    public var media: MediaQueryList {
        didSet { noteChange() }
    }
    /// The layer: nil for none, "" for an anonymous `layer`, else its name (`layerName`).
    public let layerName: String?
    /// The `supports()` condition as written, or nil (`supportsText`).
    public let supportsText: String?
    /// The imported sheet, when the page carries it (`styleSheet`).
    public internal(set) var styleSheet: CSSStyleSheet?

    init(href: String, media: MediaQueryList, layerName: String?, supportsText: String?) {
        self.href = href
        self.media = media
        self.layerName = layerName
        self.supportsText = supportsText
        super.init(kind: .import)
    }

    /// Whether its `supports()` condition holds (or it has none).
    var supportsMatches: Bool { supportsText.map(CSSSupportsCondition.evaluate) ?? true }

    public override var cssText: String {
        var text = "@import url(\(CSSSerialization.string(href)))"
        if let layerName { text += layerName.isEmpty ? " layer" : " layer(\(layerName))" }
        if let supportsText { text += " supports(\(supportsText))" }
        if !media.mediaText.isEmpty { text += " " + media.mediaText }
        return text + ";"
    }
}

/// `@page`: a selector and a block of declarations (`style`).
///
/// https://drafts.csswg.org/cssom/#the-csspagerule-interface
public final class CSSPageRule: CSSRule {
    /// The page selector (`selectorText`), maybe empty.
    public let selectorText: String
    /// The declarations.
    public let style: CSSDeclarationBlock

    init(selectorText: String, style: CSSDeclarationBlock) {
        self.selectorText = selectorText
        self.style = style
        super.init(kind: .page)
    }

    public override var cssText: String {
        let body = style.cssText
        let head = selectorText.isEmpty ? "@page" : "@page \(selectorText)"
        return body.isEmpty ? "\(head) { }" : "\(head) { \(body) }"
    }
}

/// `@namespace` (https://drafts.csswg.org/cssom/#the-cssnamespacerule-interface).
public final class CSSNamespaceRule: CSSRule {
    public let prefix: String
    public let namespaceURI: String

    init(prefix: String, namespaceURI: String) {
        self.prefix = prefix
        self.namespaceURI = namespaceURI
        super.init(kind: .namespace)
    }

    public override var cssText: String {
        "@namespace " + (prefix.isEmpty ? "" : prefix + " ") + "url(\(CSSSerialization.string(namespaceURI)));"
    }
}

/// Other at-rules CSSOM lists (`@position-try`), kept as written; they do not take part in
/// the cascade.
public final class CSSOtherRule: CSSRule {
    /// The at-rule's name, lowercased (`counter-style`).
    public let name: String
    /// The prelude (`fade`).
    public let prelude: String
    /// The text as written.
    let text: String

    init(kind: Kind, name: String, prelude: String, text: String) {
        self.name = name
        self.prelude = prelude
        self.text = text
        super.init(kind: kind)
    }

    public override var cssText: String { text }
}

/// Why `insertRule` or `deleteRule` failed, named as the DOMException it becomes.
public enum CSSRuleError: Error, Equatable, Sendable {
    /// The index is past the end of the list.
    case indexSizeError(index: Int, count: Int)
    /// The text is not one valid rule.
    case syntaxError(String)
    /// The rule cannot go there (an `@import` after other rules).
    case hierarchyRequestError
    /// Inserting or removing a `@namespace` rule in a sheet with other rules.
    case invalidStateError
    /// An `@import` rule inserted into a constructed sheet (a `SyntaxError`).
    case importInConstructedSheet

    /// The message the exception carries.
    public var message: String {
        switch self {
        case .indexSizeError(let index, let count): "the index \(index) is greater than the number of rules (\(count))"
        case .syntaxError(let text): "'\(text)' is not a valid rule"
        case .hierarchyRequestError: "the rule cannot be inserted at that position"
        case .invalidStateError: "a @namespace rule cannot be inserted or removed while other rules are there"
        // WebKit's message, word for word.
        case .importInConstructedSheet: "Cannot inserted an @import rule in a constructed CSSStyleSheet object"
        }
    }
}

