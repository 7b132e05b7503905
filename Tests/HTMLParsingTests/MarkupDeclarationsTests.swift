import DOM
import HTMLParsing
import Testing

/// Comments, bogus comments, DOCTYPEs, CDATA sections, stray `<` and end tags libxml2 reads
/// its own way, read as the HTML tokenizer reads them (``MarkupDeclarations``), each
/// compared with WebKit: the expected serializations and modes are the webkit-oracle's
/// (the document's children serialized, and `document.compatMode`).
@Suite struct MarkupDeclarationsTests {
    @Test(arguments: [
        ("<!-- x --><p>a<!---->b<!-->c<!--->d", "<!-- x --><html><head></head><body><p>a<!---->b<!---->c<!---->d</p></body></html>", true),
        ("<p><!-- a -- b -->x<!--x--!>y<!-- <!-- -->z", "<html><head></head><body><p><!-- a -- b -->x<!--x-->y<!-- <!-- -->z</p></body></html>", true),
        ("<p><!--x--!-->y<!--a--->b", "<html><head></head><body><p><!--x--!-->y<!--a--->b</p></body></html>", true),
        ("<p>a<!--x", "<html><head></head><body><p>a<!--x--></p></body></html>", true),
        ("<p>a<!--x--", "<html><head></head><body><p>a<!--x--></p></body></html>", true),
        ("<p>a<!--x--<b>c</b>", "<html><head></head><body><p>a<!--x--<b>c</b>--></p></body></html>", true),
        ("<p><!x y>a<!>b<!-c", "<html><head></head><body><p><!--x y-->a<!---->b<!---c--></p></body></html>", true),
        ("<p></ x>a</3>b</>c", "<html><head></head><body><p><!-- x-->a<!--3-->bc</p></body></html>", true),
        ("<p><?php echo 1 ?>a<?x>", "<html><head></head><body><p><!--?php echo 1 ?-->a<!--?x--></p></body></html>", true),
        ("<?xml version=\"1.0\"?><!DOCTYPE html><p>x", "<!--?xml version=\"1.0\"?--><!DOCTYPE html><html><head></head><body><p>x</p></body></html>", false),
        ("<![CDATA[x]]><p>y<![CDATA[a>b]]>c", "<!--[CDATA[x]]--><html><head></head><body><p>y<!--[CDATA[a-->b]]&gt;c</p></body></html>", true),
        ("<svg><![CDATA[x<y]]></svg><math><mi><![CDATA[z]]></mi></math>", "<html><head></head><body><svg>x&lt;y</svg><math><mi><!--[CDATA[z]]--></mi></math></body></html>", true),
        ("<!doctype>x", "<!DOCTYPE ><html><head></head><body>x</body></html>", true),
        ("<!DOCTYPE html PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">x", "<!DOCTYPE html><html><head></head><body>x</body></html>", true),
        ("<!DOCTYPE html PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\" \"http://www.w3.org/TR/html4/loose.dtd\">x", "<!DOCTYPE html><html><head></head><body>x</body></html>", false),
        ("<!DOCTYPE html SYSTEM \"about:legacy-compat\">x", "<!DOCTYPE html><html><head></head><body>x</body></html>", false),
        ("<!DOCTYPEhtml>x", "<!DOCTYPE html><html><head></head><body>x</body></html>", false),
        ("<!DOCTYPE html PUBLIC>x", "<!DOCTYPE html><html><head></head><body>x</body></html>", true),
        ("<!DOCTYPE html bogus>x", "<!DOCTYPE html><html><head></head><body>x</body></html>", true),
        ("<!DOCTYPE svg>x", "<!DOCTYPE svg><html><head></head><body>x</body></html>", true),
        ("<p>a < b <3 c x<", "<html><head></head><body><p>a &lt; b &lt;3 c x&lt;</p></body></html>", true),
        ("<p>x</", "<html><head></head><body><p>x&lt;/</p></body></html>", true),
        ("<title><!-- a --></title><textarea><!--b--></textarea><p>c", "<html><head><title>&lt;!-- a --&gt;</title></head><body><textarea>&lt;!--b--&gt;</textarea><p>c</p></body></html>", true),
        ("<script><!-- a --></script><style><!-- b --></style><p>c", "<html><head><script><!-- a --></script><style><!-- b --></style></head><body><p>c</p></body></html>", true),
        ("<p title=\"a>b\"><!--c-->d", "<html><head></head><body><p title=\"a&gt;b\"><!--c-->d</p></body></html>", true),
        ("<p>x</p foo=\"bar\"><br></p/>y", "<html><head></head><body><p>x</p><br><p></p>y</body></html>", true),
        ("<html lang=en></body><!--c-->x", "<html lang=\"en\"><head></head><body>x</body><!--c--></html>", true),
        ("<div>a</div class=x>b<svg></svg x>y", "<html><head></head><body><div>a</div>b<svg></svg>y</body></html>", true)
    ])
    func declarationsBuildWebKitsTree(markup: String, expected: String, quirks: Bool) {
        expectWebKitsDocument(markup, expected: expected, quirks: quirks)
    }

    /// A DOCTYPE's identifiers, missing or empty, as the tokenizer reads them.
    @Test func doctypeIdentifiersAreRead() {
        let (store, document) = parse("<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" ''>x")
        let doctype = store.doctype(store.doctypeNode(of: document)!)
        #expect(doctype.name == "html")
        #expect(doctype.publicID == "-//W3C//DTD HTML 4.01//EN")
        #expect(doctype.systemID == "")
        // A public ID of HTML 4.01 Strict with an empty system ID is no quirk.
        #expect(store.documentState(document).mode == .noQuirks)
    }

    /// In a fragment too (`innerHTML`): a comment the input ends in, a bogus comment, `</>`.
    @Test func fragmentsReadDeclarations() {
        let (store, document) = parse("<!DOCTYPE html><body><div id=d></div>")
        let div = store.element(withID: "d", under: document)!
        let fragment = HTMLParser.parseFragment("a<!x>b</>c<!--d", context: div, in: store)
        #expect(HTMLSerializer(store: store).serializeChildren(of: fragment) == "a<!--x-->bc<!--d-->")
    }
}
