import Testing

/// `document.createAttribute` and `Element.setAttributeNode`/`getAttributeNode`. Expected
/// values are what WebKit gives (`../shared/tools/webkit-oracle`).
///
/// https://dom.spec.whatwg.org/#interface-attr
@Suite struct AttrNodeTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body><p>text</p></body></html>"

    /// https://dom.spec.whatwg.org/#dom-document-createattribute
    @Test func createdAttributeAttachesAndIsTheElementsAttr() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var at = document.createAttribute('Data-X'), v0 = at.value; at.value = 'v';
            var el = document.createElement('div'), old = el.setAttributeNode(at);
            [at.name, v0, old, el.outerHTML, el.getAttributeNode('data-x') === at, at.ownerElement === el,
             Object.prototype.toString.call(at), at.nodeType, at.specified, at.namespaceURI, el.getAttribute('data-x')].join(' | ')
            """) == "data-x |  |  | <div data-x=\"v\"></div> | true | true | [object Attr] | 2 | true |  | v")
        #expect(fixture.evaluate("try { document.createAttribute('a b') } catch (e) { e.name }") == "InvalidCharacterError")
    }

    /// https://dom.spec.whatwg.org/#concept-element-attributes-set: the replaced `Attr` is
    /// returned detached, keeping its value.
    @Test func replacingAnAttributeDetachesTheOldAttr() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var el = document.createElement('div'); el.setAttribute('title', 'one');
            var first = el.getAttributeNode('title'), second = document.createAttribute('title'); second.value = 'two';
            var returned = el.setAttributeNode(second), again = el.setAttributeNode(second);
            [returned === first, first.value, first.ownerElement, el.title, el.getAttributeNode('title') === second, again === second].join(' | ')
            """) == "true | one |  | two | true | true")
    }

    /// `NamedNodeMap` and `StyleSheetList` have an indexed getter but are not WebIDL
    /// iterables: `for…of` works, `forEach` and `entries` do not exist (WebKit's answers).
    @Test func indexedCollectionsIterateWithoutForEach() throws {
        let fixture = try RealmFixture("<body x=1><style>p{}</style></body>")
        #expect(fixture.evaluate("""
            var a = document.body.attributes;
            [typeof a.forEach, typeof a[Symbol.iterator], Array.from(a).length, typeof a.entries,
             typeof document.styleSheets.forEach, typeof document.styleSheets[Symbol.iterator],
             typeof document.body.classList.forEach].join()
            """) == "undefined,function,1,undefined,undefined,function,function")
    }
}
