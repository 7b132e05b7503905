import Testing

/// The document's body colours and XML-declaration members, the `body` element's
/// colour reflections, and the members WebKit has with nothing behind them here
/// (`shadowRoot`, `scroll`). Expected values are what WebKit gives
/// (`../shared/tools/webkit-oracle`, same page and steps).
///
/// https://html.spec.whatwg.org/multipage/obsolete.html#Document-partial
@Suite struct LegacyDocumentMembersTests {
    static let page = """
        <!DOCTYPE html><html><head><title>t</title></head>\
        <body text="red" background="bg.png" link="#00f"><div id="d">x</div></body></html>
        """

    @Test func coloursStandForTheBodysAttributes() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var b = document.body, steps = [];
            steps.push([b.text, b.background, b.link, b.vLink, b.aLink, b.bgColor].join('/'));
            steps.push([document.fgColor, document.bgColor, document.linkColor, document.vlinkColor, document.alinkColor].join('/'));
            document.vlinkColor = 'green'; document.bgColor = '#fff';
            steps.push(b.getAttribute('vlink') + ' ' + b.getAttribute('bgcolor'));
            b.remove(); document.fgColor = 'blue'; steps.push(document.fgColor + '.');
            steps.join('|')
            """) == "red/bg.png/#00f///|red//#00f//|green #fff|.")
    }

    @Test func anHTMLDocumentHasNoXMLDeclaration() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            [document.xmlVersion, document.xmlEncoding, document.xmlStandalone, 'xmlVersion' in document].map(String).join()
            """) == "null,null,false,true")
    }

    @Test func noShadowRootsAndNoScrolling() throws {
        let fixture = try RealmFixture(Self.page)
        #expect(fixture.evaluate("""
            var d = document.getElementById('d');
            [String(d.shadowRoot), 'shadowRoot' in d, String(d.scroll(0, 0)), typeof d.scrollTo].join()
            """) == "null,true,undefined,function")
    }
}
