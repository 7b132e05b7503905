import Bindings
import Testing
import WHATWGURL

/// Frames: `contentDocument`, `contentWindow`, `window.frames`, `window.length`, `window[i]` and
/// `defaultView`. Expected values are WebKit 2.50's (`../shared/tools/webkit-oracle`, the page
/// below at https://example.com/page.html), except where noted.
@Suite struct FrameWindowsTests {
    static let page = """
        <html><head><title>F</title></head><body><p>x</p>
        <iframe id=a src="https://ads.example/ad.html" name="adframe"></iframe>
        <iframe id=b></iframe>
        <iframe id=c srcdoc="<p>hello <b>srcdoc</b></p>"></iframe>
        </body></html>
        """

    static let webKitAnswers: [(String, String)] = [
        ("[frames.length, window.length, frames === window, window[0] === a.contentWindow, window[2] === c.contentWindow].join()", "3,3,true,true,true"),
        // A frame whose URL cannot be loaded shows the initial about:blank document.
        ("var d = a.contentDocument; [d.URL, d.readyState, d.contentType, d.compatMode, d.title, d.referrer, d.baseURI].join()",
         "about:blank,complete,text/html,BackCompat,,,https://example.com/page.html"),
        ("a.contentDocument.documentElement.outerHTML", "<html><head></head><body></body></html>"),
        ("var w = a.contentWindow; [w.location.href, w.name, w.parent === window, w.top === window, w.frameElement === a, w.origin, w.length, w.self === w].join()",
         "about:blank,adframe,true,true,true,https://example.com,0,true"),
        ("a.contentDocument.defaultView === a.contentWindow", "true"),
        ("String(b.contentWindow) + ',' + String(b.contentDocument) + ',' + Object.prototype.toString.call(b.contentWindow)", "[object Window],[object HTMLDocument],[object Window]"),
        ("['document' in b.contentWindow, frames.length, 0 in window, typeof a.contentWindow.JSON].join()", "true,3,true,object"),
        // srcdoc: an about:srcdoc document in no-quirks mode, in UTF-8, with its parent's base URL.
        ("var d = c.contentDocument; [d.URL, d.characterSet, d.compatMode, d.baseURI, d.documentElement.outerHTML].join()",
         "about:srcdoc,UTF-8,CSS1Compat,https://example.com/page.html,<html><head></head><body><p>hello <b>srcdoc</b></p></body></html>"),
        ("[window.parent === window, window.frameElement].join()", "true,"),
        // A frame element out of the document has no frame; once in, it shows about:blank.
        ("var n = document.createElement('iframe'); var before = [n.contentDocument, n.contentWindow].join(); document.body.appendChild(n); before + '|' + n.contentDocument.URL + ',' + window.length",
         ",|about:blank,4"),
        ("var p = a.contentDocument.createElement('p'); document.body.appendChild(p); [p.ownerDocument === document, a.contentDocument.body.ownerDocument === a.contentDocument].join()", "true,true"),
        ("document.implementation.createHTMLDocument('x').defaultView", "null"),
        // Here window[i] exists once frames or length was read (WebKit: always, so true).
        ("0 in window", "false"),
        // Here a frame's window passes what it lacks to the page's window (WebKit: a realm of its own, so false).
        ("[a.contentWindow.Array === Array, a.contentDocument instanceof Document].join()", "true,true"),
    ]

    @Test(arguments: webKitAnswers)
    func framesAnswerAsInWebKit(expression: String, expected: String) throws {
        let fixture = try RealmFixture(Self.page, url: "https://example.com/page.html")
        let prelude = "var a = document.getElementById('a'), b = document.getElementById('b'), c = document.getElementById('c'); "
        #expect(fixture.evaluate(prelude + expression) == expected, "\(expression)")
    }

    /// Frames the saved page holds come from the host, each with its own URL and encoding; one
    /// of another origin keeps its document out of reach and its window throws WebKit's error.
    @Test func framesTheHostHolds() throws {
        let fixture = try RealmFixture(
            "<iframe id=same src='/frame.html'></iframe><iframe id=other src='https://ads.example/ad.html'></iframe>",
            url: "https://example.com/page.html")
        fixture.realm.frameContentProvider = { url, parentURL in
            guard parentURL.href == "https://example.com/page.html" else { return nil }
            switch url.href {
            case "https://example.com/frame.html":
                return FrameContent(utf8: Array("<p>inner <iframe src='nested.html'></iframe>".utf8), url: url, characterSet: "ISO-8859-2")
            case "https://ads.example/ad.html":
                return FrameContent(utf8: Array("<p>ad".utf8), url: url, characterSet: "UTF-8")
            default:
                return nil
            }
        }
        #expect(fixture.evaluate("""
            var d = document.getElementById('same').contentDocument;
            [d.URL, d.characterSet, d.body.textContent, d.defaultView.location.href, frames[0].document === d, d.defaultView.length].join()
            """) == "https://example.com/frame.html,ISO-8859-2,inner ,https://example.com/frame.html,true,1")
        // The nested frame is not in the host's archive for that document: about:blank.
        #expect(fixture.evaluate("frames[0][0].document.URL + ',' + (frames[0][0].parent === frames[0])") == "about:blank,true")
        #expect(fixture.evaluate("document.getElementById('other').contentDocument") == "null")
        #expect(fixture.evaluate("var w = document.getElementById('other').contentWindow; [w.parent === window, w.length, w === frames[1]].join()") == "true,0,true")
        #expect(fixture.evaluate("try { frames[1].document; 'no error' } catch (e) { e.name + ': ' + e.message }")
            == "SecurityError: Blocked a frame with origin \"https://example.com\" from accessing a cross-origin frame. Protocols, domains, and ports must match.")
    }
}
