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
        for sheet in sheets { watch(sheet) }
        adoptedStyleSheetLists[document] = sheets.isEmpty ? nil : sheets
        styleSheetChanges.count &+= 1
    }

    /// Puts `sheet` at `index` of `document`'s adopted sheets (`index` at most their count:
    /// at the count, it is appended), as ``setAdoptedStyleSheets(_:of:)`` would the list
    /// with that one change, at the cost of one.
    public func setAdoptedStyleSheet(_ sheet: CSSStyleSheet, at index: Int, of document: NodeID) {
        watch(sheet)
        let count = adoptedStyleSheetLists[document]?.count ?? 0
        precondition(index <= count, "an adopted sheet's index is at most their count")
        if index == count {
            adoptedStyleSheetLists[document, default: []].append(sheet)
        } else {
            adoptedStyleSheetLists[document]![index] = sheet
        }
        styleSheetChanges.count &+= 1
    }

    /// Keeps the first `length` of `document`'s adopted sheets.
    public func truncateAdoptedStyleSheets(of document: NodeID, to length: Int) {
        guard let count = adoptedStyleSheetLists[document]?.count, length < count else { return }
        if length == 0 {
            adoptedStyleSheetLists[document] = nil
        } else {
            adoptedStyleSheetLists[document]!.removeSubrange(length...)
        }
        styleSheetChanges.count &+= 1
    }

    /// Makes every later change to `sheet` through CSSOM a change to the store's sheets.
    private func watch(_ sheet: CSSStyleSheet) {
        if sheet.onChange == nil { sheet.onChange = { [styleSheetChanges] in styleSheetChanges.count &+= 1 } }
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
