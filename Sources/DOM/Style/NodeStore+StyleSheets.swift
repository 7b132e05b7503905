public import CSS

// The style sheets of a document: its `style` elements' and the linked sheets the page
// carries.
// https://drafts.csswg.org/cssom/#document-or-shadow-root-css-style-sheets

/// The sheet of a `style` or `link` element, with what it was read from.
struct OwnedStyleSheet {
    /// The `style` element's text, or the `link`'s resolved URL.
    var key: String
    var sheet: CSSStyleSheet?
    /// The owner's `media` attribute the sheet's media were last read from (a script may
    /// change the media through `MediaList` since).
    var mediaAttribute: String
}

extension NodeStore {
    /// Whether `element` is a `link` whose `rel` has the `stylesheet` keyword and that has
    /// an `href`.
    ///
    /// https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet
    public func isStyleSheetLink(_ element: NodeID) -> Bool {
        guard isHTMLElement(element, named: .link), let href = attribute(.href, of: element), !href.isEmpty else { return false }
        return hasLinkType("stylesheet", element)
    }

    /// Whether `element` is a `link` whose `rel` has `keyword` (lowercase).
    func hasLinkType(_ keyword: String, _ element: NodeID) -> Bool {
        isHTMLElement(element, named: .link)
            && (attribute(.rel, of: element) ?? "").split(whereSeparator: isASCIIWhitespace).contains { asciiLowercase(String($0)) == keyword }
    }

    /// Whether `element` is a `style` element whose text is CSS (no `type`, or `text/css`).
    ///
    /// https://html.spec.whatwg.org/multipage/semantics.html#update-a-style-block
    public func isCSSStyleElement(_ element: NodeID) -> Bool {
        let name = localName(of: element)
        guard name == .style, namespace(of: element) == .html || namespace(of: element) == .svg else { return false }
        guard let type = attribute(.type, of: element) else { return true }
        let lowered = asciiLowercase(stripLeadingAndTrailingASCIIWhitespace(type))
        return lowered.isEmpty || lowered == "text/css"
    }

    /// The style sheet of a `style` element or stylesheet `link` in a document, or nil
    /// (not connected, not CSS, or a linked sheet the page does not carry). The same
    /// object is returned until the element's text (or `href`) changes or it is found out
    /// of the document (WebKit makes a new sheet for a `style` element put back).
    ///
    /// https://drafts.csswg.org/cssom/#associated-css-style-sheet
    public func styleSheet(ownedBy element: NodeID) -> CSSStyleSheet? {
        guard isElement(element) else { return nil }
        guard isConnected(element) else {
            // Back in a document, it makes a new sheet.
            if ownedStyleSheets[element] != nil { ownedStyleSheets[element] = nil }
            return nil
        }
        let document = self.document(of: element)
        let quirks = isInQuirksMode(document)
        if isCSSStyleElement(element) {
            let text = childTextContent(of: element)
            if let owned = ownedStyleSheets[element], owned.key == text, let sheet = owned.sheet, sheet.quirksMode == quirks {
                updateMedia(of: sheet, from: element, last: owned.mediaAttribute)
                return sheet
            }
            let media = attribute(named: "media", of: element) ?? ""
            let sheet = CSSStyleSheet(
                text: text, media: MediaQueryList(parsing: media), quirksMode: quirks, loader: styleSheetSources,
                baseURL: baseURL(of: document).href)
            sheet.onChange = { [styleSheetChanges] in styleSheetChanges.count &+= 1 }
            ownedStyleSheets[element] = OwnedStyleSheet(key: text, sheet: sheet, mediaAttribute: media)
            return sheet
        }
        guard isStyleSheetLink(element), let href = attribute(.href, of: element) else { return nil }
        // A disabled link has no sheet; enabled again, it makes a new one, as in WebKit.
        guard attribute(named: "disabled", of: element) == nil else {
            if ownedStyleSheets[element] != nil { ownedStyleSheets[element] = nil }
            return nil
        }
        if let owned = ownedStyleSheets[element], owned.key == href {
            if let sheet = owned.sheet { updateMedia(of: sheet, from: element, last: owned.mediaAttribute) }
            return owned.sheet
        }
        var sheet: CSSStyleSheet?
        let media = attribute(named: "media", of: element) ?? ""
        if let (text, url) = styleSheetSources.loadStyleSheet(href: href, base: baseURL(of: document).href) {
            let loaded = CSSStyleSheet(
                text: text, href: url, media: MediaQueryList(parsing: media), quirksMode: quirks, loader: styleSheetSources)
            loaded.onChange = { [styleSheetChanges] in styleSheetChanges.count &+= 1 }
            sheet = loaded
        }
        ownedStyleSheets[element] = OwnedStyleSheet(key: href, sheet: sheet, mediaAttribute: media)
        return sheet
    }

    /// Keeps a sheet's media in step with its owner's `media` attribute when the attribute
    /// changed since `last` (media a script set through `MediaList` stay until then).
    private func updateMedia(of sheet: CSSStyleSheet, from element: NodeID, last: String) {
        let text = attribute(named: "media", of: element) ?? ""
        guard text != last else { return }
        sheet.media = MediaQueryList(parsing: text)
        ownedStyleSheets[element]?.mediaAttribute = text
    }

    /// The elements whose sheets `document.styleSheets` lists, in tree order, with their
    /// sheets, each marked as in the selected style sheet set or not.
    public func styleSheetOwners(of document: NodeID) -> [(owner: NodeID, sheet: CSSStyleSheet)] {
        var owners: [(owner: NodeID, sheet: CSSStyleSheet)] = []
        forEachDescendantElement(of: document) { element in
            let name = localName(of: element)
            if name == .style || name == .link, let sheet = styleSheet(ownedBy: element) { owners.append((element, sheet)) }
            return true
        }
        selectStyleSheetSet(of: owners)
        return owners
    }

    /// Marks which sheets are in the selected style sheet set, which is the preferred one (the
    /// title of the first titled sheet that is not alternate): a sheet without a title that is
    /// not alternate always is; a titled one is when its title is the set's; an alternate
    /// `link` without a title never is. WebKit applies only those.
    ///
    /// https://html.spec.whatwg.org/multipage/semantics.html#the-style-element (titles),
    /// https://drafts.csswg.org/cssom/#css-style-sheet-set-name
    private func selectStyleSheetSet(of owners: [(owner: NodeID, sheet: CSSStyleSheet)]) {
        func title(of owner: NodeID) -> String? {
            guard let title = attribute(named: "title", of: owner), !title.isEmpty else { return nil }
            return title
        }
        func isAlternate(_ owner: NodeID) -> Bool { hasLinkType("alternate", owner) }
        let preferred = owners.lazy.filter { !isAlternate($0.owner) }.compactMap { title(of: $0.owner) }.first
        for (owner, sheet) in owners {
            let title = title(of: owner)
            sheet.isInSelectedSet = isAlternate(owner) ? title != nil && title == preferred : title == nil || title == preferred
        }
    }

    /// The text of a `style` element: its text children's data, joined.
    ///
    /// https://dom.spec.whatwg.org/#concept-child-text-content
    func childTextContent(of element: NodeID) -> String {
        var text = ""
        var child = firstChild(of: element)
        while let current = child {
            if kind(of: current) == .text { text += data(of: current) }
            child = nextSibling(of: current)
        }
        return text
    }
}

/// A count that goes up with each change of what it counts.
final class ChangeCounter {
    var count: UInt64 = 0
}
