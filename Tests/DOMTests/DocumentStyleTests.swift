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

    @Test func opacityCheckSeesEveryRule() {
        let (store, elements) = load()
        #expect(store.checkVisibility(elements["c"]!, checkOpacity: false, checkVisibilityCSS: true))
        #expect(!store.checkVisibility(elements["c"]!, checkOpacity: true, checkVisibilityCSS: true))
        #expect(!store.checkVisibility(elements["b"]!, checkOpacity: false, checkVisibilityCSS: false))
    }
}
