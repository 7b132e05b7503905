import DOM
import TestSupport
import Testing

@Suite struct HTMLSerializerTests {
    @Test func escapesTextAndAttributesAsTheHTMLStandardSays() throws {
        let (store, document, body) = makeDocument()
        let a = store.createElement(.a, in: document)
        store.setAttribute(.href, to: "/x?a=1&b=\"2\"<3>", on: a)
        try store.appendChild(a, to: body)
        try store.appendChild(store.createText("1 < 2 & 3 > 2\u{A0}!", in: document), to: a)
        let serializer = HTMLSerializer(store: store)
        #expect(serializer.serialize(a) == "<a href=\"/x?a=1&amp;b=&quot;2&quot;&lt;3&gt;\">1 &lt; 2 &amp; 3 &gt; 2&nbsp;!</a>")
    }

    @Test(arguments: [
        ("", ""), ("plain", "plain"), ("&", "&amp;"), ("<<>>", "&lt;&lt;&gt;&gt;"), ("&x&", "&amp;x&amp;"),
        ("caf\u{E9} \u{A0}\u{A0}\u{1F600}<", "caf\u{E9} &nbsp;&nbsp;\u{1F600}&lt;"), ("\u{C2}\u{A0}", "\u{C2}&nbsp;"),
        ("\"q\"", "\"q\""),
    ])
    func escapesRunsAtEveryPosition(text: String, expected: String) throws {
        let (store, document, body) = makeDocument()
        try store.appendChild(store.createText(text, in: document), to: body)
        #expect(HTMLSerializer(store: store).serializeChildren(of: body) == expected)
    }

    @Test func attributeValuesEscapeQuotesAndAngleBracketsOnlyWhenAsked() throws {
        let (store, document, body) = makeDocument()
        let div = store.createElement(.div, in: document)
        store.setAttribute(.title, to: "\"<a>\" & \u{A0}", on: div)
        try store.appendChild(div, to: body)
        #expect(HTMLSerializer(store: store).serialize(div) == "<div title=\"&quot;&lt;a&gt;&quot; &amp; &nbsp;\"></div>")
        #expect(
            HTMLSerializer(store: store, escapesAngleBracketsInAttributes: false).serialize(div)
                == "<div title=\"&quot;<a>&quot; &amp; &nbsp;\"></div>")
    }

    @Test func voidElementsHaveNoEndTagAndRawTextIsKept() throws {
        let (store, document, body) = makeDocument()
        try store.appendChild(store.createElement(.br, in: document), to: body)
        let img = store.createElement(.img, in: document)
        store.setAttribute(.src, to: "a.png", on: img)
        try store.appendChild(img, to: body)
        let script = store.createElement(.script, in: document)
        try store.appendChild(script, to: body)
        try store.appendChild(store.createText("if (a < b && c) {}", in: document), to: script)
        #expect(HTMLSerializer(store: store).serializeChildren(of: body) == "<br><img src=\"a.png\"><script>if (a < b && c) {}</script>")
    }

    @Test func documentSerializationKeepsTheDoctypeAndComments() throws {
        let (store, document, _) = makeDocument()
        try store.preInsert(store.createDocumentType(name: "html", in: document), into: document, before: store.firstChild(of: document))
        try store.appendChild(store.createComment(" done ", in: document), to: document)
        #expect(HTMLSerializer(store: store).serialize(document) == "<!DOCTYPE html><html><head></head><body></body></html><!-- done -->")
    }

    @Test func deepTreesSerializeWithoutRecursion() throws {
        let (store, document, body) = makeDocument()
        var parent = body
        for _ in 0..<50_000 {
            let div = store.createElement(.div, in: document)
            store.appendChildForBuilding(div, to: parent)
            parent = div
        }
        let html = HTMLSerializer(store: store).serializeChildren(of: body)
        #expect(html.hasPrefix("<div><div>"))
        #expect(html.utf8.count == 50_000 * 11)
    }
}
