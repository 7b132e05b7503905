public import WHATWGURL

extension NodeStore {
    /// The document's base URL: the first `<base href>` resolved against the document's
    /// URL, or the document's URL.
    ///
    /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#document-base-url
    public func baseURL(of document: NodeID) -> URLRecord {
        if let cached = caches.baseURLs[document], cached.childListVersion == childListVersion,
            cached.attributeVersion == attributeVersion
        {
            return cached.url
        }
        let url = computeBaseURL(of: document)
        // What was resolved against the same URL still holds.
        let resolved = caches.baseURLs[document].flatMap { $0.url == url ? $0.resolved : nil } ?? [:]
        caches.baseURLs[document] = .init(
            childListVersion: childListVersion, attributeVersion: attributeVersion, url: url, resolved: resolved)
        return url
    }

    private func computeBaseURL(of document: NodeID) -> URLRecord {
        let fallback = documentState(document).url
        var baseElement: NodeID?
        forEachDescendantElement(of: document) { element in
            if isHTMLElement(element, named: .base), hasAttribute(.href, on: element) {
                baseElement = element
                return false
            }
            return true
        }
        guard let baseElement, let href = attribute(.href, of: baseElement) else { return fallback }
        // https://html.spec.whatwg.org/multipage/semantics.html#set-the-frozen-base-url
        guard let frozen = URLRecord.parse(href, base: fallback), frozen.scheme != "data", frozen.scheme != "javascript"
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
        if let count = caches.baseURLs[document]?.resolved.count, count < DerivedDataCaches.resolvedURLLimit {
            caches.baseURLs[document]?.resolved[value] = href
        }
        return href
    }
}
