import DOM
import HTMLParsing
import Testing

/// Whole documents whose tree depends on the insertion modes around the body (initial,
/// before and after the head, frameset) and on quirks mode, each compared with WebKit's:
/// the expected serializations and modes are the webkit-oracle's (the document's children
/// serialized, and `document.compatMode`).
@Suite struct TreeBuilderTests {
    @Test(arguments: [
        ("</br>", "<html><head></head><body><br></body></html>", true),
        ("</a> x", "<html><head></head><body>x</body></html>", true),
        ("</sarcasm><!doctype html><p>", "<html><head></head><body><p></p></body></html>", true),
        ("<!doctype html><!doctype x><p>", "<!DOCTYPE html><html><head></head><body><p></p></body></html>", false),
        ("<head></head> x<p>", "<html><head></head> <body>x<p></p></body></html>", true),
        ("<head> <title>t</title>  y", "<html><head> <title>t</title>  </head><body>y</body></html>", true),
        ("<template><tr>x</template><b>", "<html><head><template><tr></tr>x</template></head><body><b></b></body></html>", true),
        ("<template><tr> x</template>", "<html><head><template><tr></tr> x</template></head><body></body></html>", true),
        ("<p>x<script></div><hr/><b>&&lt", "<html><head></head><body><p>x<script></div><hr/><b>&&lt</script></p></body></html>", true),
        ("<u><script></table>", "<html><head></head><body><u><script></table></script></u></body></html>", true),
        ("<a><frameset>y z<frame>", "<html><head></head><frameset> <frame></frameset></html>", true),
        ("<p>x<frameset>", "<html><head></head><body><p>x</p></body></html>", true),
        ("<input type=hidden><frameset>", "<html><head></head><frameset></frameset></html>", true),
        ("<body><frameset>", "<html><head></head><body></body></html>", true),
        ("<frameset><textarea>\nx</textarea>", "<html><head></head><frameset>\n</frameset></html>", true),
        ("<div><frameset><frame></frameset>x <noframes>a</noframes>", "<html><head></head><frameset><frame></frameset> <noframes>a</noframes></html>", true),
        ("<p>x<table>", "<html><head></head><body><p>x<table></table></p></body></html>", true),
        ("<!doctype html><p>x<table>", "<!DOCTYPE html><html><head></head><body><p>x</p><table></table></body></html>", false),
        ("<table><noframes><b></noframes>x", "<html><head></head><body><noframes><b></noframes>x<table></table></body></html>", true),
        ("<table><meta charset=utf-8><title>t</title><style>s</style>", "<html><head></head><body><meta charset=\"utf-8\"><title>t</title><table><style>s</style></table></body></html>", true),
        ("<table><tr><td>x</td><noframes>y</noframes><script>z</script>", "<html><head></head><body><noframes>y</noframes><table><tbody><tr><td>x</td><script>z</script></tr></tbody></table></body></html>", true)
    ])
    func documentsBuildWebKitsTree(markup: String, expected: String, quirks: Bool) {
        expectWebKitsDocument(markup, expected: expected, quirks: quirks)
    }
}

/// Parses `markup` as a whole page and expects WebKit's serialization of the document's
/// children and its mode (quirks or not), and a sound tree.
func expectWebKitsDocument(_ markup: String, expected: String, quirks: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
    let (store, document) = parse(markup)
    #expect(HTMLSerializer(store: store).serializeChildren(of: document) == expected, sourceLocation: sourceLocation)
    #expect((store.documentState(document).mode == .quirks) == quirks, sourceLocation: sourceLocation)
    #expect(store.invariantViolations(under: document).isEmpty, sourceLocation: sourceLocation)
}
