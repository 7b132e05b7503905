public import WHATWGURL

extension NodeStore {
    /// The document's base URL: the first `<base href>` resolved against the document's
    /// URL, or the document's URL.
    ///
    /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url
    ///
    /// An attribute change anywhere in the tree does not send it looking for the `base`
    /// elements again: it remembers those it passed on its last walk (in tree order, up to
    /// the first with an `href`, or all of them), and walks again only when the tree's
    /// shape changed, or when the walk stopped at a `base` that has lost its `href` and no
    /// other it passed has one.
    public func baseURL(of document: NodeID) -> URLRecord {
        let cached = caches.baseURLs[document]
        if let cached, cached.childListVersion == childListVersion, cached.attributeVersion == attributeVersion {
            return cached.url
        }
        let fallback = documentState(document).fallbackBaseURL ?? documentState(document).url
        var baseElements: [NodeID]
        var isComplete: Bool
        if let cached, cached.childListVersion == childListVersion,
            cached.baseElementsAreComplete || cached.baseElements.contains(where: { hasAttribute(.href, on: $0) })
        {
            (baseElements, isComplete) = (cached.baseElements, cached.baseElementsAreComplete)
        } else {
            (baseElements, isComplete) = ([], true)
            forEachDescendantElement(of: document) { element in
                guard isHTMLElement(element, named: .base) else { return true }
                baseElements.append(element)
                isComplete = !hasAttribute(.href, on: element)
                return isComplete
            }
        }
        let url = frozenBaseURL(of: baseElements.first { hasAttribute(.href, on: $0) }, fallback: fallback)
        // What was resolved against the same URL still holds.
        let resolved = cached.flatMap { $0.url == url ? $0.resolved : nil } ?? [:]
        caches.baseURLs[document] = .init(
            childListVersion: childListVersion, attributeVersion: attributeVersion, baseElements: baseElements,
            baseElementsAreComplete: isComplete, url: url, resolved: resolved)
        return url
    }

    /// https://html.spec.whatwg.org/multipage/semantics.html#set-the-frozen-base-url
    private func frozenBaseURL(of baseElement: NodeID?, fallback: URLRecord) -> URLRecord {
        guard let baseElement, let href = attribute(.href, of: baseElement),
            let frozen = URLRecord.parse(href, base: fallback), frozen.scheme != "data", frozen.scheme != "javascript"
        else { return fallback }
        return frozen
    }

    /// Parses `string` relative to the document's base URL.
    ///
    /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-a-url
    public func parseURL(_ string: String, relativeTo document: NodeID) -> URLRecord? {
        URLRecord.parse(string, base: baseURL(of: document))
    }

    /// The getter of a reflected URL attribute (`a.href`, `img.src`, …): the attribute
    /// resolved against the base URL, the raw value when it does not parse, "" when absent.
    ///
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
    ///
    /// Pages have many links to the same few addresses, and scripts read each link's
    /// `href` more than once, so each document remembers what strings resolved to for as
    /// long as its base URL stays the same: parsing and serializing took 2–3 µs a read.
    public func reflectedURL(_ name: Atom, of element: NodeID) -> String {
        guard let value = attribute(name, of: element) else { return "" }
        let document = document(of: element)
        let base = baseURL(of: document)
        if let href = caches.baseURLs[document]?.resolved[value] { return href }
        let href = URLRecord.parse(value, base: base)?.href ?? value
        caches.baseURLs[document]?.remember(href, resolvedFrom: value)
        return href
    }
}
