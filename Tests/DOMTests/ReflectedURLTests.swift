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

    /// A body holding two `base` elements, with the given `href`s, and then a link to `x`.
    private func linkAfterTwoBases(
        _ firstHref: String?, _ secondHref: String?
    ) throws -> (NodeStore, link: NodeID, first: NodeID, second: NodeID) {
        let (store, document, body) = makeDocument()
        let link = store.createElement(.a, in: document)
        store.setAttribute(.href, to: "x", on: link)
        let first = store.createElement(.base, in: document)
        let second = store.createElement(.base, in: document)
        if let firstHref { store.setAttribute(.href, to: firstHref, on: first) }
        if let secondHref { store.setAttribute(.href, to: secondHref, on: second) }
        for node in [first, second, link] { _ = try store.appendChild(node, to: body) }
        return (store, link, first, second)
    }

    /// Only attributes change: a `base` gains an `href`, the first loses it while a later
    /// one has one, and a change elsewhere leaves the base URL as it was.
    @Test func followsBaseHrefChangesWithoutTreeChanges() throws {
        let (store, link, first, second) = try linkAfterTwoBases(nil, nil)
        #expect(store.reflectedURL(.href, of: link) == "https://example.com/x")
        store.setAttribute(.href, to: "https://second.test/", on: second)
        #expect(store.reflectedURL(.href, of: link) == "https://second.test/x")
        store.setAttribute(.href, to: "https://first.test/", on: first)
        #expect(store.reflectedURL(.href, of: link) == "https://first.test/x")
        store.setAttribute(.title, to: "t", on: link)
        #expect(store.reflectedURL(.href, of: link) == "https://first.test/x")
        _ = store.removeAttribute(.href, from: first)
        #expect(store.reflectedURL(.href, of: link) == "https://second.test/x")
        _ = store.removeAttribute(.href, from: second)
        #expect(store.reflectedURL(.href, of: link) == "https://example.com/x")
    }

    /// The walk stopped at the first `base` with an `href`; when that loses it, a later
    /// one it never reached is found.
    @Test func findsALaterBaseWhenTheFirstLosesItsHref() throws {
        let (store, link, first, _) = try linkAfterTwoBases("https://first.test/", "https://second.test/")
        #expect(store.reflectedURL(.href, of: link) == "https://first.test/x")
        _ = store.removeAttribute(.href, from: first)
        #expect(store.reflectedURL(.href, of: link) == "https://second.test/x")
    }
}
