// Constructed style sheets: the sheets scripts make with `new CSSStyleSheet()` and give a
// document through `adoptedStyleSheets`.
// https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssstylesheet

extension CSSStyleSheet {
    /// A new, empty constructed sheet: no `href`, no owner, the constructed flag set.
    /// `baseURL` (already resolved) is what its relative URLs resolve against; `media` and
    /// `disabled` are the constructor's options.
    ///
    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssstylesheet
    public static func constructed(baseURL: String?, media: MediaQueryList, disabled: Bool, quirksMode: Bool) -> CSSStyleSheet {
        let sheet = CSSStyleSheet(text: "", media: media, quirksMode: quirksMode, baseURL: baseURL)
        sheet.isConstructed = true
        sheet.disabledFlag = disabled
        return sheet
    }

    /// `replaceSync(text)`, and the synchronous part of `replace(text)`: the rules of `text`
    /// in place of the sheet's, `@import` rules dropped (as WebKit does, with nothing on the
    /// console). Throws nothing: invalid CSS is dropped as CSS Syntax says. The caller checks
    /// the constructed flag.
    ///
    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-replacesync
    public func replace(withText text: String) {
        for rule in rules { rule.parentStyleSheet = nil }
        rules = CSSStyleSheetParser.parseSheet(text, sheet: self).filter { !($0 is CSSImportRule) }
        adopt(rules)
        noteChange()
    }
}
