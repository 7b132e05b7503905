import CSS
import DOM
import PageLoading
import WHATWGEncoding
import WHATWGURL

/// The style sheets a saved page carries (a web archive's or MHTML file's `text/css`
/// subresources), found as the page's `link rel=stylesheet` and `@import` rules name them:
/// what the page's cascade loads linked sheets with. A sheet the archive does not hold is
/// absent, as with the network off.
final class ArchivedStyleSheets: CSSStyleSheetLoader {
    private let resources: PageResources
    private let encoding: Encoding
    private unowned let store: NodeStore
    private let document: NodeID

    init(page: LoadedPage, store: NodeStore, document: NodeID) {
        resources = page.resources
        encoding = page.encoding
        self.store = store
        self.document = document
    }

    /// The text of the sheet `href` names, resolved against `base` (an importing sheet's URL)
    /// or else the document's base URL, with its URL; nil when the archive does not hold it.
    func loadStyleSheet(href: String, base: String?) -> (text: String, url: String)? {
        let baseURL = base.flatMap { URLRecord.parse($0) } ?? store.baseURL(of: document)
        guard let url = URLRecord.parse(href, base: baseURL),
            let text = resources.styleSheet(at: url, documentEncoding: encoding)
        else { return nil }
        return (text, url.href)
    }
}
