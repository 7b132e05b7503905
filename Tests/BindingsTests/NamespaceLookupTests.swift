import Testing

/// `lookupNamespaceURI`, `lookupPrefix` and `isDefaultNamespace` on a page where only an SVG
/// element's `xmlns:xlink` declares a prefix (an HTML parser leaves `xmlns:foo`, and every
/// `xmlns:…` of an HTML element, in no namespace). Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`).
///
/// https://dom.spec.whatwg.org/#locate-a-namespace
@Suite struct NamespaceLookupTests {
    static let page = """
        <!DOCTYPE html><html><head><title>T</title></head><body><div id=d xmlns:foo="urn:foo">\
        <svg id=s xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:my="urn:my"><g id=g><text id=t>hi</text></g></svg>\
        <math id=m xmlns:q="urn:q"><mi>x</mi></math></div><!--c--></body></html>
        """
    static let prelude = "var $ = function (id) { return document.getElementById(id); }, X = 'http://www.w3.org/1999/xhtml', S = 'http://www.w3.org/2000/svg', XL = 'http://www.w3.org/1999/xlink'; "

    static let expressions: [(String, String)] = [
        ("[$('d').lookupPrefix('urn:foo'), $('s').lookupPrefix(XL), $('g').lookupPrefix(XL), $('t').firstChild.lookupPrefix('urn:my'), $('m').lookupPrefix('urn:q'), document.lookupPrefix(XL), document.body.lookupPrefix(X), $('s').lookupPrefix(S), $('s').lookupPrefix(''), $('s').lookupPrefix(null)].join('|')",
         "|xlink|xlink|||||||"),
        ("[$('d').lookupNamespaceURI(null), $('d').lookupNamespaceURI('foo'), $('g').lookupNamespaceURI('xlink'), $('g').lookupNamespaceURI(null), $('g').lookupNamespaceURI(''), $('g').lookupNamespaceURI('xml'), $('g').lookupNamespaceURI('xmlns'), document.lookupNamespaceURI(null), document.doctype.lookupNamespaceURI(null), document.createDocumentFragment().lookupNamespaceURI('xml'), document.body.lastChild.lookupNamespaceURI(null)].join('|')",
         "http://www.w3.org/1999/xhtml||http://www.w3.org/1999/xlink|http://www.w3.org/2000/svg|http://www.w3.org/2000/svg|http://www.w3.org/XML/1998/namespace|http://www.w3.org/2000/xmlns/|http://www.w3.org/1999/xhtml|||http://www.w3.org/1999/xhtml"),
        ("[document.body.isDefaultNamespace(X), document.body.isDefaultNamespace(''), document.body.isDefaultNamespace(null), $('g').isDefaultNamespace(S), $('t').firstChild.isDefaultNamespace(S), document.createElementNS(null, 'x').isDefaultNamespace(''), document.isDefaultNamespace(X), document.doctype.isDefaultNamespace(null)].join('|')",
         "true|false|false|true|true|true|true|true"),
    ]

    @Test(arguments: expressions)
    func expressionEvaluates(source: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate(Self.prelude + source) == expected)
    }
}
