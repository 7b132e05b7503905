import CSS
import WHATWGURL

/// Where a store's linked and imported style sheets come from: `data:` URLs, read here, and
/// the sheets the page carries, through the store's `styleSheetLoader`. A sheet neither has
/// is absent, as with the network off.
///
/// https://html.spec.whatwg.org/multipage/links.html#link-type-stylesheet
final class StyleSheetSources: CSSStyleSheetLoader {
    /// The sheets the page carries (a saved page's archive), if any.
    weak var carried: (any CSSStyleSheetLoader)?

    /// The sheet at `href` resolved against `base`, with its URL.
    func loadStyleSheet(href: String, base: String?) -> (text: String, url: String)? {
        guard let url = URLRecord.parse(href, base: base.flatMap { URLRecord.parse($0) }) else { return nil }
        if let (_, body) = url.dataURLContents {
            // A byte order mark is dropped; the text is UTF-8 (the page's own encodings do not
            // reach this module).
            let text = body.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(body.dropFirst(3)) : body
            return (String(decoding: text, as: UTF8.self), url.href)
        }
        return carried?.loadStyleSheet(href: url.href, base: nil)
    }
}
