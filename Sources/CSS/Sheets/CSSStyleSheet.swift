import CSSSyntax

/// Where the sheets a page links to and imports come from: a saved page carries some of
/// them (an archive's subresources); a sheet it does not carry is absent, as with the
/// network off.
public protocol CSSStyleSheetLoader: AnyObject {
    /// The text of the sheet `href` names, resolved against `base` (the importing sheet's
    /// URL, or the document's base URL; nil when neither is known), with its URL; nil when
    /// the page does not carry it.
    func loadStyleSheet(href: String, base: String?) -> (text: String, url: String)?
}

/// A style sheet: its rules, read from its text, and what CSSOM exposes of it.
///
/// https://drafts.csswg.org/cssom/#the-cssstylesheet-interface
public final class CSSStyleSheet {
    /// The top-level rules (`cssRules`).
    public internal(set) var rules: [CSSRule] = []
    /// The sheet's URL (`href`): a linked or imported sheet's, nil for a `style` element's.
    public let href: String?
    /// Whether the document is in quirks mode (for lengths without units).
    public let quirksMode: Bool
    /// The media the sheet applies to (`media`), from its owner.
    public var media: MediaQueryList {
        didSet { noteChange() }
    }
    /// CSSOM's disabled flag (`disabled`), as a script set it.
    public var disabledFlag = false {
        didSet { if disabledFlag != oldValue { noteChange() } }
    }
    /// Whether the sheet is in its document's selected style sheet set: false for an
    /// alternate sheet or a titled sheet of another set, which do not apply while their
    /// `disabled` stays false, as in WebKit.
    ///
    /// https://html.spec.whatwg.org/multipage/links.html#the-link-is-an-alternative-stylesheet
    public var isInSelectedSet = true {
        didSet { if isInSelectedSet != oldValue { noteChange() } }
    }
    /// Whether the cascade leaves the sheet out: disabled, or not in the selected set. As in
    /// WebKit, an imported sheet's own disabled flag does not count (its `@import` rule's
    /// media and its importing sheet decide).
    public var isDisabled: Bool { (ownerRule == nil && disabledFlag) || !isInSelectedSet }
    /// CSSOM's constructed flag: the sheet was made by `new CSSStyleSheet()` (see
    /// ``constructed(baseURL:media:disabled:)``), so `replace` and `replaceSync` work on it and
    /// `insertRule` refuses `@import`.
    ///
    /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-constructed-flag
    public internal(set) var isConstructed = false
    /// The `@import` rule that brought the sheet in (`ownerRule`).
    public internal(set) weak var ownerRule: CSSImportRule?
    /// Goes up whenever the sheet, a rule in it, or a sheet it imports changes.
    public private(set) var version = 0
    /// Called after each such change.
    public var onChange: (() -> Void)?
    /// Loads imported sheets.
    weak var loader: (any CSSStyleSheetLoader)?
    /// How many `@import`s deep this sheet is.
    let importDepth: Int
    /// What relative `@import` URLs resolve against: the sheet's URL, else its document's
    /// base URL.
    let importBase: String?

    /// Reads `text` as a style sheet; rules CSS drops are left out. `baseURL` is the owner
    /// document's base URL, for the `@import`s of a sheet without `href`.
    public init(
        text: String, href: String? = nil, media: MediaQueryList = MediaQueryList(parsing: ""), quirksMode: Bool = false,
        loader: (any CSSStyleSheetLoader)? = nil, baseURL: String? = nil
    ) {
        self.href = href
        importBase = href ?? baseURL
        self.media = media
        self.quirksMode = quirksMode
        self.loader = loader
        importDepth = 0
        rules = CSSStyleSheetParser.parseSheet(text, sheet: self)
        adopt(rules)
    }

    init(text: String, href: String, quirksMode: Bool, loader: (any CSSStyleSheetLoader)?, importDepth: Int, ownerRule: CSSImportRule) {
        self.href = href
        importBase = href
        media = MediaQueryList(parsing: "")
        self.quirksMode = quirksMode
        self.loader = loader
        self.importDepth = importDepth
        self.ownerRule = ownerRule
        rules = CSSStyleSheetParser.parseSheet(text, sheet: self)
        adopt(rules)
    }

    /// A sheet of those of this sheet's top-level rules that `isIncluded` keeps (the same
    /// rule objects, which stay this sheet's), with its media and mode: for a rule set that
    /// needs few of the rules of a sheet it reads for every document (the user agent's).
    public func keepingRules(where isIncluded: (CSSRule) -> Bool) -> CSSStyleSheet {
        let sheet = CSSStyleSheet(text: "", href: href, media: media, quirksMode: quirksMode)
        sheet.rules = rules.filter(isIncluded)
        return sheet
    }

    /// Parses now the declarations of every style rule, nested ones included, that would
    /// otherwise be read the first time they are needed: a sheet whose rules several threads
    /// read at once (the user agent's, shared by every document) must not be written then.
    public func parseAllDeclarations() {
        var pending = rules
        while let rule = pending.popLast() {
            if let style = rule as? CSSStyleRule { _ = style.style }
            pending.append(contentsOf: rule.childRules)
        }
    }

    /// The sheet this one was imported into (`parentStyleSheet`).
    public var parentStyleSheet: CSSStyleSheet? { ownerRule?.parentStyleSheet }

    func adopt(_ rules: [CSSRule]) {
        for rule in rules { rule.parentStyleSheet = self }
    }

    /// Notes a change here and in the sheets that import this one.
    func noteChange() {
        version += 1
        onChange?()
        ownerRule?.noteChange()
    }

    // MARK: CSSOM

    /// `insertRule(text, index)`.
    ///
    /// https://drafts.csswg.org/cssom/#insert-a-css-rule
    @discardableResult
    public func insertRule(_ text: String, at index: Int) throws(CSSRuleError) -> Int {
        guard index <= rules.count else { throw .indexSizeError(index: index, count: rules.count) }
        let rule = try CSSStyleSheetParser.parseOneRule(text, nestedIn: nil, sheet: self)
        if isConstructed && rule is CSSImportRule { throw .importInConstructedSheet }
        // @import only before other rules, other rules only after the @imports.
        let precedingAreImports = rules[..<index].allSatisfy { $0 is CSSImportRule || $0 is CSSLayerStatementRule }
        let followingAreImports = rules[index...].contains { $0 is CSSImportRule }
        if rule is CSSImportRule && !precedingAreImports { throw .hierarchyRequestError }
        if !(rule is CSSImportRule) && !(rule is CSSLayerStatementRule) && followingAreImports { throw .hierarchyRequestError }
        if rule is CSSNamespaceRule && !holdsOnlyImportsAndNamespaces { throw .invalidStateError }
        rule.parentStyleSheet = self
        rules.insert(rule, at: index)
        noteChange()
        return index
    }

    /// `deleteRule(index)`.
    ///
    /// https://drafts.csswg.org/cssom/#remove-a-css-rule
    public func deleteRule(at index: Int) throws(CSSRuleError) {
        guard index < rules.count else { throw .indexSizeError(index: index, count: rules.count) }
        if rules[index] is CSSNamespaceRule && !holdsOnlyImportsAndNamespaces { throw .invalidStateError }
        rules[index].parentStyleSheet = nil
        rules.remove(at: index)
        noteChange()
    }

    /// Whether the sheet has no rules but `@import` and `@namespace` rules: only then may an
    /// `@namespace` rule be inserted or deleted (else CSSOM's `InvalidStateError`).
    private var holdsOnlyImportsAndNamespaces: Bool {
        rules.allSatisfy { $0 is CSSImportRule || $0 is CSSNamespaceRule }
    }

    /// Reads an imported sheet through the loader, unless the chain of imports is too deep
    /// or comes back to a sheet already on it.
    func loadImport(_ rule: CSSImportRule) -> CSSStyleSheet? {
        guard let loader, importDepth < Self.maximumImportDepth else { return nil }
        guard let (text, url) = loader.loadStyleSheet(href: rule.href, base: importBase) else { return nil }
        var ancestor: CSSStyleSheet? = self
        while let current = ancestor {
            if current.href == url { return nil }
            ancestor = current.parentStyleSheet
        }
        return CSSStyleSheet(text: text, href: url, quirksMode: quirksMode, loader: loader, importDepth: importDepth + 1, ownerRule: rule)
    }

    /// How deep `@import`s may chain.
    static let maximumImportDepth = 16
}
