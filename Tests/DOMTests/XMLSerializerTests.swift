import DOM
import HTMLParsing
import TestSupport
import Testing
import WHATWGURL

/// `XMLSerializer.serializeToString` of nodes of HTML documents. Expected values are what
/// WebKit gives (`../shared/tools/webkit-oracle`; `Scripts/tree-agreement.py
/// --serialization xml` compares whole corpus pages).
@Suite struct XMLSerializerTests {
    /// A page with what XML serialization of HTML treats specially: raw text, void and empty
    /// elements, SVG and MathML, templates, white space and quotes in attributes, a control
    /// character, a no-break space and attributes with prefixes.
    static let page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>A &amp; B</title>
        <script>if (a < b && c > d) { x = "<p>"; }</script><style>p > a { color: red }</style></head>
        <body onload="init();
         go()" class="a\tb"><p title="x&#13;y" data-x='q"uote' data-y="it's">Text &amp; <b>bold</b> &lt;tag&gt; &nbsp; \u{E9}</p>
        <!-- a comment -- with dashes -->
        <br><img src="a.png" alt=""><input disabled value="v"><hr/>
        <svg viewBox="0 0 10 10" xmlns:xlink="http://www.w3.org/1999/xlink"><g><rect width="1"/><use xlink:href="#x"/></g><foreignObject><div>in</div></foreignObject></svg>
        <math><mi>x</mi></math>
        <template><p>t</p></template>
        <textarea>raw &lt; text</textarea>
        <table><tr><td>c</td></tr></table>
        <div xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" foo:bar="1">ns attrs</div>
        <p>nbsp&nbsp;ctrl&#1;</p>
        </body></html>

        """

    static let webKitSerialization = """
        <!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><meta charset="utf-8" /><title>A &amp; B</title>
        <script>if (a &lt; b &amp;&amp; c &gt; d) { x = "&lt;p&gt;"; }</script><style>p &gt; a { color: red }</style></head>
        <body onload="init();&#10; go()" class="a&#9;b"><p title="x&#13;y" data-x="q&quot;uote" data-y="it's">Text &amp; <b>bold</b> &lt;tag&gt; \u{A0} \u{E9}</p>
        <!-- a comment -- with dashes -->
        <br /><img src="a.png" alt="" /><input disabled="" value="v" /><hr />
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" xmlns:xlink="http://www.w3.org/1999/xlink"><g><rect width="1"/><use xlink:href="#x"/></g><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">in</div></foreignObject></svg>
        <math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math>
        <template><p>t</p></template>
        <textarea>raw &lt; text</textarea>
        <table><tbody><tr><td>c</td></tr></tbody></table>
        <div xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" foo:bar="1">ns attrs</div>
        <p>nbsp\u{A0}ctrl\u{1}</p>

        </body></html>
        """

    @Test func aWholeDocumentIsWrittenAsWebKitWritesIt() {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("https://example.com/a/b.html")!)
        HTMLParser.parseDocument(Self.page, into: store, document: document)
        #expect(XMLNodeSerializer(store: store).serialize(document) == Self.webKitSerialization)
    }

    @Test func whiteSpaceInAttributeValuesIsWrittenAsDecimalReferences() throws {
        let (store, document, body) = makeDocument()
        let div = store.createElement(.div, in: document)
        store.setAttribute(.title, to: "<&>\"\n\t\r", on: div)
        try store.appendChild(div, to: body)
        #expect(
            XMLNodeSerializer(store: store).serialize(div)
                == #"<div xmlns="http://www.w3.org/1999/xhtml" title="&lt;&amp;&gt;&quot;&#10;&#9;&#13;"></div>"#)
    }

    @Test func textKeepsItsLineBreaksAndACDATASectionIsWrittenAsOne() throws {
        let (store, document, _) = makeDocument()
        let fragment = store.createDocumentFragment(in: document)
        try store.appendChild(store.createText("a\r\nb", in: document), to: fragment)
        try store.appendChild(store.createCDATASection("c]]d", in: document), to: fragment)
        #expect(XMLNodeSerializer(store: store).serialize(fragment) == "a\r\nb<![CDATA[c]]d]]>")
    }

    /// Where WebKit declares namespaces: an element whose namespace is not the one an
    /// ancestor's `xmlns` (the page's, whatever its value, or one written here) put in scope;
    /// the `xlink` prefix before the first `xlink:` attribute of a foreign element that no
    /// ancestor or earlier attribute declared (even when a later attribute declares it).
    @Test func namespacesAreDeclaredWhereWebKitDeclaresThem() {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("https://example.com/")!)
        HTMLParser.parseDocument("""
            <!DOCTYPE html><html><body>
            <svg class="a"><use xlink:href="#cnet" xmlns:xlink="http://www.w3.org/1999/xlink"/></svg>
            <svg class="b"><use xlink:href="#x"/><use xlink:href="#y"/></svg>
            <svg class="c" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#z"/></svg>
            <nav xmlns="http://www.w3.org/1999/html"><ul class="listing"><li>x</li></ul></nav>
            <svg xmlns="https://www.w3.org/2000/svg" class="d"><path d="m"/></svg>
            <svg class="e"><a xlink:title="t" xml:lang="en" xmlns:foo="urn:foo">q</a></svg>
            <math><mi xlink:href="#m">x</mi></math>
            <p xml:lang="en" xmlns:xlink="http://www.w3.org/1999/xlink">p</p>
            </body></html>
            """, into: store, document: document)
        let xlink = #"xmlns:xlink="http://www.w3.org/1999/xlink""#
        #expect(XMLNodeSerializer(store: store).serialize(store.body(of: document)!) == """
            <body xmlns="http://www.w3.org/1999/xhtml">
            <svg xmlns="http://www.w3.org/2000/svg" class="a"><use \(xlink) xlink:href="#cnet" \(xlink)/></svg>
            <svg xmlns="http://www.w3.org/2000/svg" class="b"><use \(xlink) xlink:href="#x"/><use \(xlink) xlink:href="#y"/></svg>
            <svg xmlns="http://www.w3.org/2000/svg" class="c" \(xlink)><use xlink:href="#z"/></svg>
            <nav xmlns="http://www.w3.org/1999/html"><ul xmlns="http://www.w3.org/1999/xhtml" class="listing"><li>x</li></ul></nav>
            <svg xmlns="https://www.w3.org/2000/svg" class="d"><path xmlns="http://www.w3.org/2000/svg" d="m"/></svg>
            <svg xmlns="http://www.w3.org/2000/svg" class="e"><a \(xlink) xlink:title="t" xml:lang="en" xmlns:foo="urn:foo">q</a></svg>
            <math xmlns="http://www.w3.org/1998/Math/MathML"><mi \(xlink) xlink:href="#m">x</mi></math>
            <p xml:lang="en" \(xlink)>p</p>
            </body>
            """)
    }

    /// Where the page declared `xlink` for another namespace, each element whose XLink
    /// attributes need it gets a new prefix, numbered through the whole serialization.
    @Test func anXLinkAttributeGetsANewPrefixWhereXlinkMeansAnotherNamespace() {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("https://example.com/")!)
        HTMLParser.parseDocument(
            ##"<!DOCTYPE html><html><body><svg xmlns:xlink="https://www.w3.org/1999/xlink"><g><use xlink:href="#a"/><use xlink:href="#b" xlink:title="t"/></g><use xlink:href="#c"/></svg><svg xmlns:xlink="https://x"><use xlink:href="#d"/></svg></body></html>"##,
            into: store, document: document)
        let ns = #"="http://www.w3.org/1999/xlink""#
        #expect(XMLNodeSerializer(store: store).serialize(store.body(of: document)!) == """
            <body xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="https://www.w3.org/1999/xlink">\
            <g><use xmlns:ns1\(ns) ns1:href="#a"/><use xmlns:ns2\(ns) ns2:href="#b" ns2:title="t"/></g>\
            <use xmlns:ns3\(ns) ns3:href="#c"/></svg><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="https://x">\
            <use xmlns:ns4\(ns) ns4:href="#d"/></svg></body>
            """)
    }
}
