import DOM
import HTMLParsing
import Testing
import TestSupport
import WHATWGURL

/// XHTML parsed as XML, as WebKit's XMLDocumentParser (libxml2) parses it.
struct XMLParserTests {
    func parse(_ xml: String) -> (dump: String, errors: [XMLParseError], store: NodeStore, document: NodeID) {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("https://example.com/page.xhtml")!, contentType: "application/xhtml+xml")
        var bytes = Array(xml.utf8)
        let errors = bytes.withUnsafeMutableBytes { XMLParser.parseDocument(UnsafeRawBufferPointer($0), into: store, document: document) }
        return (treeDump(store, document), errors, store, document)
    }

    @Test func elementsKeepTheirNamespacesAndTheMarkupIsTheTree() {
        let result = parse("""
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:svg="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><head><title>T</title></head>\
            <body><p class="a"><![CDATA[<b>raw</b>]]><!--c--></p><svg:svg><svg:use xlink:href="#x"/></svg:svg><?target data?><table><tr><td>no tbody</td></tr></table></body></html>
            """)
        #expect(result.errors.isEmpty)
        #expect(result.dump == """
            <html>
              <head>
                <title>
                  "T"
              <body>
                <p class="a">
                  "<b>raw</b>"
                  <!--c-->
                <svg svg>
                  <svg use xlink:href="#x">
                <?target data>
                <table>
                  <tr>
                    <td>
                      "no tbody"
            """)
    }

    @Test func htmlNamedReferencesResolveOnlyUnderAnXHTMLDoctype() {
        let xhtml = parse(#"<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "x.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><body>caf&eacute;&nbsp;&amp;&#233;</body></html>"#)
        #expect(xhtml.errors.isEmpty)
        #expect(xhtml.dump.contains("\"café\u{A0}&é\""))
        let plain = parse(#"<html xmlns="http://www.w3.org/1999/xhtml"><body>caf&eacute;</body></html>"#)
        #expect(plain.errors.first?.message == "Entity 'eacute' not defined")
        #expect(plain.errors.first?.isFatal == true)
    }

    /// The first well-formedness error ends the parse; WebKit's parsererror block goes first
    /// in the document element.
    @Test func aWellFormednessErrorEndsTheParseWithWebKitsErrorBlock() {
        let result = parse("<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>one</p>\n<p>two</div>\n<p>three</p></body></html>")
        #expect(result.errors == [XMLParseError(line: 2, column: 13, message: "Opening and ending tag mismatch: p line 2 and div", isFatal: true)])
        #expect(result.dump == """
            <html>
              <parsererror style="display: block; white-space: pre; border: 2px solid #c77; padding: 0 1em 0 1em; margin: 1em; background-color: #fdd; color: black">
                <h3>
                  "This page contains the following errors:"
                <div style="font-family:monospace;font-size:12px">
                  "error on line 2 at column 13: Opening and ending tag mismatch: p line 2 and div
            "
                <h3>
                  "Below is a rendering of the page up to the first error."
              <body>
                <p>
                  "one"
                "\n"
                <p>
                  "two"
            """)
    }

    @Test func anEmptyDocumentGetsTheBlockInABody() {
        let result = parse("")
        #expect(result.errors.first?.message == "Document is empty")
        #expect(result.dump.hasPrefix("<html>\n  <body>\n    <parsererror"))
    }
}
