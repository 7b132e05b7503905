import Testing

/// `document.implementation`: `createHTMLDocument`, `createDocument`, `createDocumentType`
/// and `hasFeature`. Expected values are what WebKit gives (`../shared/tools/webkit-oracle`).
///
/// https://dom.spec.whatwg.org/#interface-domimplementation
@Suite struct DOMImplementationTests {
    static let page = "<!DOCTYPE html><html><head><title>T</title></head><body><p>text</p></body></html>"

    /// https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument
    @Test func createHTMLDocumentMakesAParsableDocument() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var impl = document.implementation, d = impl.createHTMLDocument('Hello');
            d.body.innerHTML = '<p class=x>hi <b>there</b></p><img src=a.png>';
            [Object.prototype.toString.call(impl), impl === document.implementation, d.implementation === impl,
             new XMLSerializer().serializeToString(d), d.querySelector('.x b').textContent, d.title, d.contentType, d.URL,
             d.characterSet, d.compatMode, d.defaultView, d.location, d.documentElement.ownerDocument === d].join(' | ')
            """) == "[object DOMImplementation] | true | false | <!DOCTYPE html><html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>Hello</title></head><body><p class=\"x\">hi <b>there</b></p><img src=\"a.png\" /></body></html> | there | Hello | text/html | about:blank | UTF-8 | CSS1Compat |  |  | true")
        // With no title there is no title element; an empty title makes an empty one.
        #expect(fixture.evaluate("""
            [document.implementation.createHTMLDocument().documentElement.outerHTML,
             document.implementation.createHTMLDocument('').documentElement.outerHTML].join(' | ')
            """) == "<html><head></head><body></body></html> | <html><head><title></title></head><body></body></html>")
        // Nothing in the new document runs.
        #expect(fixture.evaluate("""
            var d = document.implementation.createHTMLDocument('');
            d.body.innerHTML = '<img src=x onerror="window.ran = 1"><script>window.ran = 2</script>'; String(window.ran)
            """) == "undefined")
    }

    /// https://dom.spec.whatwg.org/#dom-domimplementation-createdocument and
    /// https://dom.spec.whatwg.org/#dom-domimplementation-createdocumenttype
    @Test func createDocumentAndDocumentType() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var impl = document.implementation, s = new XMLSerializer();
            var x = impl.createDocument(null, 'root', null);
            var x2 = impl.createDocument('http://www.w3.org/1999/xhtml', 'html', impl.createDocumentType('html', '', ''));
            var x3 = impl.createDocument(null, '');
            var dt = impl.createDocumentType('svg', '-//W3C//DTD SVG 1.1//EN', 'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd');
            [s.serializeToString(x), x.contentType, x.documentElement.namespaceURI, s.serializeToString(x2), x2.contentType,
             x2.documentElement.localName, x3.childNodes.length, x3.contentType,
             [dt.name, dt.publicId, dt.systemId, dt.nodeName, dt.ownerDocument === document].join(),
             impl.hasFeature(), impl.hasFeature('Core', '2.0')].join(' | ')
            """) == "<root/> | application/xml |  | <!DOCTYPE html><html xmlns=\"http://www.w3.org/1999/xhtml\"></html> | application/xhtml+xml | html | 0 | application/xml | svg,-//W3C//DTD SVG 1.1//EN,http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd,svg,true | true | true")
        #expect(fixture.evaluate("try { document.implementation.createDocumentType('a b', '', '') } catch (e) { e.name }") == "InvalidCharacterError")
    }
}
