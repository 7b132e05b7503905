import DOM
import Testing

/// Reflected URL attributes (`a.href`) resolve against the document's base URL, which
/// the first `<base href>` sets; each document remembers what strings resolved to while
/// its base URL stays the same, and must forget when it changes.
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
@Suite struct ReflectedURLTests {
    @Test func followsTheBaseElementAndTheAttribute() throws {
        let (store, document, body) = makeDocument()
        let first = store.createElement(.a, in: document)
        let second = store.createElement(.a, in: document)
        for link in [first, second] {
            store.setAttribute(.href, to: "page?q=1#top", on: link)
            _ = try store.appendChild(link, to: body)
        }
        #expect(store.reflectedURL(.href, of: first) == "https://example.com/page?q=1#top")
        #expect(store.reflectedURL(.href, of: second) == "https://example.com/page?q=1#top")

        let base = store.createElement(.base, in: document)
        store.setAttribute(.href, to: "http://other.test/dir/", on: base)
        _ = try store.preInsert(base, into: body, before: first)
        #expect(store.reflectedURL(.href, of: second) == "http://other.test/dir/page?q=1#top")

        store.setAttribute(.href, to: "https://third.test/", on: base)
        #expect(store.reflectedURL(.href, of: first) == "https://third.test/page?q=1#top")

        store.setAttribute(.href, to: "/root", on: first)
        #expect(store.reflectedURL(.href, of: first) == "https://third.test/root")
        #expect(store.reflectedURL(.href, of: second) == "https://third.test/page?q=1#top")

        store.remove(base)
        #expect(store.reflectedURL(.href, of: first) == "https://example.com/root")
        #expect(store.reflectedURL(.href, of: second) == "https://example.com/page?q=1#top")
    }

    @Test func unparsableAndAbsentValues() throws {
        let (store, document, body) = makeDocument()
        let link = store.createElement(.a, in: document)
        _ = try store.appendChild(link, to: body)
        #expect(store.reflectedURL(.href, of: link) == "")
        store.setAttribute(.href, to: "http://[bad", on: link)
        #expect(store.reflectedURL(.href, of: link) == "http://[bad")
        #expect(store.reflectedURL(.href, of: link) == "http://[bad")
    }
}
