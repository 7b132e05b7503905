import DOM
import HTMLParsing
import PageLoading
import WHATWGURL

/// The page targets: decoding, parsing and what appexjs does with a parsed page.
enum PageFuzzing {
    /// The URL fuzzed pages are documents of.
    static let url = URLRecord.parse("https://example.com/fuzz/page.html")!

    /// Decodes `bytes` as a browser decodes a file it opens, parses it as HTML and uses the tree.
    static func html(_ bytes: [UInt8]) -> Bool {
        use(PageLoader.decode(bytes, url: url))
        return true
    }

    /// Decodes `bytes` and parses them as XHTML.
    static func xhtml(_ bytes: [UInt8]) -> Bool {
        use(PageLoader.decode(bytes, url: url, isXML: true))
        return true
    }

    /// Parses a decoded page and does what a session does with the tree: serializes it,
    /// reads its text and `innerText`, computes each element's style (the page's own
    /// `<style>` sheets go through the CSS parser and the cascade) and clones it.
    static func use(_ page: LoadedPage) {
        let store = NodeStore()
        let document = store.createDocument(url: page.url, contentType: page.isXML ? "application/xhtml+xml" : "text/html")
        page.utf8.withUnsafeBytes { utf8 in
            if page.isXML {
                _ = XMLParser.parseDocument(utf8, into: store, document: document)
            } else {
                HTMLParser.parseDocument(utf8, into: store, document: document)
            }
        }
        _ = HTMLSerializer(store: store).serialize(document)
        _ = store.textContent(of: document)
        var styled = 0
        store.forEachDescendantElement(of: document) { element in
            _ = store.computedStyleValue(of: "display", for: element)
            styled += 1
            return styled < maximumStyledElements
        }
        if let body = store.body(of: document) { _ = store.innerText(of: body) }
        _ = store.clone(document, deep: true)
    }

    /// How many elements' style one input computes at most (the cascade's cost is per element).
    private static let maximumStyledElements = 200
}
