import DOM
import HTMLParsing
import Testing
import WHATWGURL

/// Styles made for rendered text leave out the rules that set nothing it reads; the first
/// question about another property starts over with every rule, and the answers of both
/// agree where they overlap. Expected values are WebKitGTK 2.50's for the same page and
/// calls, from `../shared/tools/webkit-oracle`.
@Suite struct DocumentStyleTests {
    static let page = """
        <!DOCTYPE html><html><head><style>
        .c { color: rgb(1, 2, 3); line-height: 30px }
        .o { opacity: 0 }
        .h { color: blue; display: none }
        .m { margin: 0; font-weight: 700 }
        :root { --d: inline-block }
        .v { display: var(--d) }
        </style></head><body><p id=a class=c>one</p><p id=b class=h>two</p><p id=c class="m o">three</p>
        <span id=d class=v>four</span></body></html>
        """

    func load() -> (NodeStore, [String: NodeID]) {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("http://fakehost/test/page.html")!)
        HTMLParser.parseDocument(Self.page, into: store, document: document)
        var byID: [String: NodeID] = [:]
        store.forEachDescendantElement(of: document) { element in
            if let id = store.attribute(.id, of: element) { byID[id] = element }
            return true
        }
        return (store, byID)
    }

    @Test func textFirstThenEveryProperty() {
        let (store, elements) = load()
        let body = store.parentElement(of: elements["a"]!)!
        let text = store.innerText(of: body)
        #expect(text == "one\n\nthree\nfour")
        #expect(store.display(of: elements["d"]!) == .inlineBlock)
        #expect(store.computedStyleValue(of: "color", for: elements["a"]!) == "rgb(1, 2, 3)")
        #expect(store.computedStyleValue(of: "line-height", for: elements["a"]!) == "30px")
        #expect(store.computedStyleValue(of: "font-weight", for: elements["c"]!) == "700")
        #expect(store.innerText(of: body) == text)
    }

    /// Every `innerText` case WebKit answered gives the same text from styles made for
    /// rendered text as from styles holding every property: a field the text walk reads
    /// that `CSSPropertyFilter.renderedText` leaves out makes this fail.
    @Test(arguments: InnerTextWebKitTests.cases)
    func textStylesGiveTheTextOfFullStyles(_ name: String, _ page: String, _ expected: String) {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("http://fakehost/test/page.html")!)
        HTMLParser.parseDocument(page, into: store, document: document)
        let body = store.body(of: document)!
        let text = store.innerText(of: body)
        _ = store.computedStyle(of: body)
        #expect(store.innerText(of: body) == text, "\(name)")
    }

    /// A change to text alone keeps the styles unless a selector tests `:empty` or a
    /// `<style>`'s text changed; either way the text read after it is WebKit's (the page
    /// and the steps run in `../shared/tools/webkit-oracle`, in order). The last child of
    /// the body is the line feed after `</html>`.
    @Test func textChangesRestyleOnlyWhatTheyCan() throws {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("http://fakehost/test/page.html")!)
        let page = "<!DOCTYPE html><html><head><style id=s>p:empty{display:none}</style></head><body><p id=e></p>"
            + "<p id=f>f</p><span id=t>t</span><!--c--></body></html>\n"
        HTMLParser.parseDocument(page, into: store, document: document)
        let body = try #require(store.body(of: document))
        let empty = try #require(store.element(withID: "e", under: document))
        #expect(store.innerText(of: body) == "f\n\nt")
        let text = store.createText("", in: document)
        _ = try store.appendChild(text, to: empty)
        #expect(store.innerText(of: body) == "f\n\nt")
        store.replaceData(of: text, offset: 0, count: 0, with: "x")
        #expect(store.innerText(of: body) == "x\n\nf\n\nt")
        let last = try #require(store.lastChild(of: body))
        store.replaceData(of: last, offset: 0, count: store.length(of: last), with: "comment")
        #expect(store.innerText(of: body) == "x\n\nf\n\ntcomment")
        let paragraph = try #require(store.element(withID: "f", under: document))
        let f = try #require(store.firstChild(of: paragraph))
        store.replaceData(of: f, offset: 0, count: 1, with: "g")
        #expect(store.innerText(of: body) == "x\n\ng\n\ntcomment")
        let style = try #require(store.element(withID: "s", under: document))
        let sheetText = try #require(store.firstChild(of: style))
        store.replaceData(of: sheetText, offset: 0, count: store.length(of: sheetText), with: "#t{display:none}")
        #expect(store.innerText(of: body) == "x\n\ng\n\ncomment")
        store.replaceData(of: text, offset: 0, count: 1, with: "")
        #expect(store.innerText(of: body) == "g\n\ncomment")
    }

    @Test func opacityCheckSeesEveryRule() {
        let (store, elements) = load()
        #expect(store.checkVisibility(elements["c"]!, checkOpacity: false, checkVisibilityCSS: true))
        #expect(!store.checkVisibility(elements["c"]!, checkOpacity: true, checkVisibilityCSS: true))
        #expect(!store.checkVisibility(elements["b"]!, checkOpacity: false, checkVisibilityCSS: false))
    }
}
