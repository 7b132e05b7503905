import DOM
import HTMLParsing
import Testing

/// Character references as the HTML standard's tokenizer decodes them. Every expected value
/// is what the webkit-oracle gave for the same markup.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#character-reference-state
@Suite struct CharacterReferenceTests {
    /// The text of the element with `id` in `markup`, parsed as a page.
    private func text(of id: String, in markup: String) -> String? {
        let (store, document) = parse(markup)
        return store.element(withID: id, under: document).flatMap { store.textContent(of: $0) }
    }

    /// The value of `attribute` on the element with `id` in `markup`.
    private func attribute(_ attribute: String, of id: String, in markup: String) -> String? {
        let (store, document) = parse(markup)
        guard let element = store.element(withID: id, under: document) else { return nil }
        return store.attribute(store.atoms.intern(attribute), of: element)
    }

    static let textCases: [(String, String)] = [
        // Names HTML 4 lacks, and names with more than one code point.
        ("a &check; b", "a \u{2713} b"),
        ("&Afr; &bigstar; &NotEqualTilde; &lang;&rang;", "\u{1D504} \u{2605} \u{2242}\u{338} \u{27E8}\u{27E9}"),
        // Legacy names without their `;`, also when letters follow.
        ("&copy 2024 &copy2024 x&nbsp&nbspy", "\u{A9} 2024 \u{A9}2024 x\u{A0}\u{A0}y"),
        ("&amp alone &amp &lt &LT; &gt &QUOT", "& alone & < < > \""),
        ("&notit; &notin; &noti &ampcheck;", "\u{AC}it; \u{2209} \u{AC}i &check;"),
        // Names the table does not hold, and an escaped ampersand before a name, stay as written.
        ("&unknownthing; AT&T &T &amp;check; &;", "&unknownthing; AT&T &T &check; &;"),
        // Numbers: C1 controls as windows-1252, and U+FFFD for 0, surrogates and values past U+10FFFF.
        ("&#128; &#x80; &#x9F; &#150;&#146;", "\u{20AC} \u{20AC} \u{178} \u{2013}\u{2019}"),
        ("&#0; &#xD800; &#x110000; &#1114111; &#99999999999999;", "\u{FFFD} \u{FFFD} \u{FFFD} \u{10FFFF} \u{FFFD}"),
        ("&#65 &#x41 &#65; &#X41; &#x1F600;", "A A A A \u{1F600}"),
        // No digits: the characters stay.
        ("&#; &#x; &# 5", "&#; &#x; &# 5"),
    ]

    @Test(arguments: textCases)
    func textReferencesDecodeAsInTheStandard(markup: String, expected: String) {
        #expect(text(of: "t", in: "<!doctype html><p id=t>\(markup)</p>") == expected)
    }

    @Test func attributeValuesKeepLegacyNamesBeforeEqualsOrALetter() {
        let markup = #"<a id=a href="?a=1&copy=2&amp;b&check;" title="&copy 2024 &check; &copyx &copy; &notit; &amp=">l</a>"#
        #expect(attribute("href", of: "a", in: markup) == "?a=1&copy=2&b\u{2713}")
        #expect(attribute("title", of: "a", in: markup) == "\u{A9} 2024 \u{2713} &copyx \u{A9} &notit; &amp=")
        let more = #"<a id=a title="&lt &gt &amp &quot &nbsp &apos; &#128; &frac12 &frac12x" data-z=&amp;&lt;>m</a>"#
        #expect(attribute("title", of: "a", in: more) == "< > & \" \u{A0} ' \u{20AC} \u{BD} &frac12x")
        #expect(attribute("data-z", of: "a", in: more) == "&<")
    }

    @Test func scriptsStylesAndCommentsKeepTheirAmpersands() {
        let markup = """
            <!doctype html><head><style id=s>p:after { content: "&amp; &check;"; }</style>
            <script id=j>var x = 1 && 2; var s = "&amp; &lt;";</script></head>
            <body><!-- c & &amp; &check; --><p id=p>a&amp;b</p></body>
            """
        let (store, document) = parse(markup)
        let style = store.element(withID: "s", under: document)!
        let script = store.element(withID: "j", under: document)!
        #expect(store.textContent(of: style) == #"p:after { content: "&amp; &check;"; }"#)
        #expect(store.textContent(of: script) == #"var x = 1 && 2; var s = "&amp; &lt;";"#)
        let body = store.body(of: document)!
        let comment = store.children(of: body).first { store.kind(of: $0) == .comment }
        #expect(comment.flatMap { store.textContent(of: $0) } == " c & &amp; &check; ")
        #expect(text(of: "p", in: markup) == "a&b")
    }

    @Test func escapableRawTextDecodesReferences() {
        let markup = "<title id=t>A &amp; B &check; &copy 1</title><textarea id=a>\n&lt;b&gt; &amp;amp; &check;&#128;</textarea>"
        #expect(text(of: "t", in: markup) == "A & B \u{2713} \u{A9} 1")
        #expect(text(of: "a", in: markup) == "<b> &amp; \u{2713}\u{20AC}")
    }

    /// The marker that stands for `&` while libxml2 parses is one the page does not hold, and
    /// a page that holds every candidate is parsed with libxml2's own decoding.
    @Test func pagesHoldingTheMarkersKeepThem() {
        let first = String(Unicode.Scalar(0xFDD0)!)
        #expect(text(of: "t", in: "<p id=t>\(first)&check;\(first)&amp;</p>") == "\(first)\u{2713}\(first)&")
        let all = (0xFDD0...0xFDEF).map { String(Unicode.Scalar($0)!) }.joined()
        #expect(text(of: "t", in: "<p id=t>\(all) &amp; &rsquo;</p>") == "\(all) & \u{2019}")
    }

    @Test func fragmentsDecodeAsPagesDo() {
        let (store, document) = parse("<div id=d></div>")
        let div = store.element(withID: "d", under: document)!
        let fragment = HTMLParser.parseFragment(#"<span title="&copy 1 &copyx">&check; &#150; &nbsp &amp</span>"#, context: div, in: store)
        let span = store.firstElementChild(of: fragment)!
        #expect(store.textContent(of: span) == "\u{2713} \u{2013} \u{A0} &")
        #expect(store.attribute(store.atoms.intern("title"), of: span) == "\u{A9} 1 &copyx")
    }

    /// A line feed right after a `<pre>` or `<listing>` start tag is dropped.
    @Test func aLineFeedAfterPreIsDropped() {
        let markup = "<pre id=a>\nabc</pre><pre id=b>\n\nabc</pre><listing id=c>\nx</listing><pre id=d>\n&amp;x</pre><pre id=e><b>\n</b></pre>"
        #expect(text(of: "a", in: markup) == "abc")
        #expect(text(of: "b", in: markup) == "\nabc")
        #expect(text(of: "c", in: markup) == "x")
        #expect(text(of: "d", in: markup) == "&x")
        #expect(text(of: "e", in: markup) == "\n")
    }
}
