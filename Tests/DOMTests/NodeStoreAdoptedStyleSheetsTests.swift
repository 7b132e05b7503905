import CSS
import DOM
import HTMLParsing
import Testing
import WHATWGURL

/// A document's adopted sheets in its style: after its own sheets, in order, and every change
/// to them (the list, a sheet's rules, `disabled`, media) seen by the next style query, with
/// nothing of a page that adopts none touched.
@Suite struct NodeStoreAdoptedStyleSheetsTests {
    static let page = """
        <!DOCTYPE html><html><head><style>.a { display: none }</style></head>\
        <body><div class=a>A</div><div class=b>B</div><div class=c>C</div></body></html>
        """

    func load() -> (NodeStore, NodeID, NodeID) {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("https://example.com/page.html")!)
        HTMLParser.parseDocument(Self.page, into: store, document: document)
        let body = store.parentElement(of: store.descendantElements(of: document, where: { store.attribute(named: "class", of: $0) == "a" })[0])!
        return (store, document, body)
    }

    func sheet(_ text: String, in store: NodeStore, of document: NodeID, media: String = "", disabled: Bool = false) -> CSSStyleSheet {
        let sheet = store.makeConstructedStyleSheet(for: document, baseURL: "https://example.com/", media: media, disabled: disabled)
        sheet.replace(withText: text)
        return sheet
    }

    @Test func adoptedSheetsCascadeAfterTheDocumentsInOrder() {
        let (store, document, body) = load()
        #expect(store.innerText(of: body) == "B\nC")
        let show = sheet(".a { display: block }", in: store, of: document)
        let hide = sheet(".a { display: none } .b { display: none }", in: store, of: document)
        store.setAdoptedStyleSheets([show], of: document)
        #expect(store.innerText(of: body) == "A\nB\nC")
        store.setAdoptedStyleSheets([show, hide], of: document)
        #expect(store.innerText(of: body) == "C")
        store.setAdoptedStyleSheets([hide, show], of: document)
        #expect(store.innerText(of: body) == "A\nC")
        #expect(store.adoptedStyleSheets(of: document).count == 2)
        store.setAdoptedStyleSheets([], of: document)
        #expect(store.innerText(of: body) == "B\nC")
        #expect(store.adoptedStyleSheets(of: document).isEmpty)
    }

    @Test func changesToAnAdoptedSheetApplyAtTheNextQuery() throws {
        let (store, document, body) = load()
        let adopted = sheet(".c { display: none }", in: store, of: document)
        store.setAdoptedStyleSheets([adopted], of: document)
        #expect(store.innerText(of: body) == "B")
        try adopted.insertRule(".b { display: none }", at: 0)
        #expect(store.innerText(of: body) == "")
        adopted.disabledFlag = true
        #expect(store.innerText(of: body) == "B\nC")
        adopted.disabledFlag = false
        adopted.media = MediaQueryList(parsing: "print")
        #expect(store.innerText(of: body) == "B\nC")
        adopted.media = MediaQueryList(parsing: "")
        adopted.replace(withText: ".b { display: none }")
        #expect(store.innerText(of: body) == "C")
        #expect(throws: CSSRuleError.importInConstructedSheet) { try adopted.insertRule("@import url(x.css);", at: 0) }
    }

    /// One sheet set at an index or appended, or the list cut short, as `push`, an index set,
    /// `pop` and `length` change the array: the next query sees the list with that change.
    @Test func oneSheetSetOrTheListCutApplyAtTheNextQuery() {
        let (store, document, body) = load()
        let show = sheet(".a { display: block }", in: store, of: document)
        let hide = sheet(".b { display: none }", in: store, of: document)
        store.setAdoptedStyleSheet(show, at: 0, of: document)
        #expect(store.innerText(of: body) == "A\nB\nC")
        store.setAdoptedStyleSheet(hide, at: 1, of: document)
        #expect(store.innerText(of: body) == "A\nC")
        store.setAdoptedStyleSheet(hide, at: 0, of: document)
        #expect(store.adoptedStyleSheets(of: document).map(ObjectIdentifier.init) == [hide, hide].map(ObjectIdentifier.init))
        #expect(store.innerText(of: body) == "C")
        store.truncateAdoptedStyleSheets(of: document, to: 1)
        store.setAdoptedStyleSheet(show, at: 1, of: document)
        #expect(store.innerText(of: body) == "A\nC")
        store.truncateAdoptedStyleSheets(of: document, to: 5)
        #expect(store.adoptedStyleSheets(of: document).count == 2)
        store.truncateAdoptedStyleSheets(of: document, to: 0)
        #expect(store.adoptedStyleSheets(of: document).isEmpty)
        #expect(store.innerText(of: body) == "B\nC")
    }
}
