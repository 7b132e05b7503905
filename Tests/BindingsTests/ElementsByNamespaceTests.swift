import Testing

/// `getElementsByTagNameNS`, and which nodes have the by-name collections. Expected values
/// are what WebKit gives (`../shared/tools/webkit-oracle`, same page and steps).
///
/// https://dom.spec.whatwg.org/#concept-getelementsbytagnamens
@Suite struct ElementsByNamespaceTests {
    static let page = """
        <!DOCTYPE html><html><head><title>t</title></head><body><div id="d">x</div>\
        <svg id="s" xmlns="http://www.w3.org/2000/svg"><a id="sa"/><g><a/></g></svg><math><mi>x</mi></math></body></html>
        """

    @Test func namespaceAndLocalNameSelectWithWildcards() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var svg = 'http://www.w3.org/2000/svg', html = 'http://www.w3.org/1999/xhtml';
            [document.getElementsByTagNameNS(svg, 'a').length, document.getElementsByTagNameNS('*', 'a').length,
             document.getElementsByTagNameNS('*', '*').length, document.getElementsByTagNameNS(html, '*').length,
             document.getElementsByTagNameNS('http://www.w3.org/1998/Math/MathML', 'mi').length,
             document.getElementsByTagNameNS('', 'a').length, document.getElementsByTagNameNS('urn:x', '*').length,
             document.getElementsByTagNameNS(html, 'DIV').length].join()
            """) == "2,2,11,5,1,0,0,0")
    }

    /// The null namespace (`null` or "") finds elements made in no namespace; the list is
    /// live, and the same object for the same arguments.
    @Test func theNullNamespaceAndLiveness() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var list = document.getElementsByTagNameNS('*', 'a'), before = list.length;
            document.body.appendChild(document.createElementNS(null, 'a'));
            [document.getElementsByTagNameNS(null, 'a').length, document.getElementsByTagNameNS('', 'a').length,
             document.getElementById('s').getElementsByTagNameNS('*', 'a').length, before + '->' + list.length,
             list === document.getElementsByTagNameNS('*', 'a'), Object.prototype.toString.call(list),
             (function () { try { document.getElementsByTagNameNS('x'); } catch (e) { return e.name; } })()].join()
            """) == "1,1,2,2->3,true,[object HTMLCollection],TypeError")
    }

    /// Fragments have `querySelector` and `getElementById` but not the by-name collections.
    @Test func fragmentsHaveNoCollectionsByName() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var f = document.createDocumentFragment();
            [typeof f.getElementsByTagName, typeof f.getElementsByClassName, typeof f.getElementsByTagNameNS,
             typeof f.querySelector, typeof f.getElementById, typeof document.body.getElementsByTagNameNS].join()
            """) == "undefined,undefined,undefined,function,function,function")
    }

    /// The parser puts `xlink:href` of SVG elements in the XLink namespace; the `…NS`
    /// attribute methods find it there (`<use xlink:href="#icon">`).
    @Test func xlinkAttributesAreFoundByNamespace() throws {
        let fixture = try RealmFixture("""
            <body><svg xmlns:xlink="http://www.w3.org/1999/xlink"><use id="u" xlink:href="#i" xml:lang="en"/></svg></body>
            """)
        #expect(fixture.evaluate("""
            var u = document.getElementById('u'), xlink = 'http://www.w3.org/1999/xlink';
            var steps = [u.getAttributeNS(xlink, 'href'), u.hasAttributeNS(xlink, 'href'), u.getAttributeNS(null, 'href'),
              u.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'lang'), u.getAttribute('xlink:href')];
            u.removeAttributeNS(xlink, 'href'); steps.push(u.hasAttribute('xlink:href'));
            steps.map(String).join()
            """) == "#i,true,null,en,#i,false")
    }
}
