public import CSS

// A document's adopted style sheets: constructed sheets a script gave it through
// `adoptedStyleSheets`, which apply after its own sheets, in the list's order, and are not in
// `document.styleSheets`.
// https://drafts.csswg.org/cssom/#dom-documentorshadowroot-adoptedstylesheets

extension NodeStore {
    /// A new constructed sheet (`new CSSStyleSheet()`) whose constructor document is
    /// `document`: its rules are read in the document's mode (unitless lengths in quirks
    /// mode, as WebKit reads them).
    ///
    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssstylesheet
    public func makeConstructedStyleSheet(for document: NodeID, baseURL: String, media: String, disabled: Bool) -> CSSStyleSheet {
        CSSStyleSheet.constructed(
            baseURL: baseURL, media: MediaQueryList(parsing: media), disabled: disabled, quirksMode: isInQuirksMode(document))
    }

    /// The sheets `document` has adopted, in order (the same sheet may be there twice).
    public func adoptedStyleSheets(of document: NodeID) -> [CSSStyleSheet] {
        adoptedStyleSheetLists[document] ?? []
    }

    /// Makes `sheets` `document`'s adopted sheets (constructed sheets whose constructor
    /// document is `document`: the bindings check). They apply from the next style query on,
    /// and so does every later change to them.
    public func setAdoptedStyleSheets(_ sheets: [CSSStyleSheet], of document: NodeID) {
        for sheet in sheets where sheet.onChange == nil {
            sheet.onChange = { [styleSheetChanges] in styleSheetChanges.count &+= 1 }
        }
        adoptedStyleSheetLists[document] = sheets.isEmpty ? nil : sheets
        styleSheetChanges.count &+= 1
    }

    /// The sheets the cascade reads for `document`, in order: its `style` and `link`
    /// elements' sheets in tree order, then its adopted sheets.
    ///
    /// https://drafts.csswg.org/css-cascade-5/#cascade-order ("the order of appearance")
    func cascadedStyleSheets(of document: NodeID) -> [CSSStyleSheet] {
        let owned = styleSheetOwners(of: document).map(\.sheet)
        guard !adoptedStyleSheetLists.isEmpty, let adopted = adoptedStyleSheetLists[document] else { return owned }
        return owned + adopted
    }
}
