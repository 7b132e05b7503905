import DOM
import HTMLParsing
import Testing
import WHATWGURL

/// Walking elements in tree order, as selector queries do.
@Suite struct TreeOrderTests {
    func parsed(_ html: String) -> (NodeStore, NodeID) {
        let store = NodeStore()
        let document = store.createDocument(url: URLRecord.parse("https://example.com/")!)
        HTMLParser.parseDocument(html, into: store, document: document)
        return (store, document)
    }

    func ids(_ store: NodeStore, from start: NodeID, within root: NodeID?) -> [String] {
        var result: [String] = []
        var next = store.followingElement(after: start, within: root)
        while let element = next {
            result.append(store.attribute(.id, of: element) ?? store.localNameString(of: element))
            next = store.followingElement(after: element, within: root)
        }
        return result
    }

    @Test func visitsElementsInTreeOrderSkippingOtherNodes() {
        let (store, document) = parsed(
            "<div id=a>t<!--c--><p id=b>x<i id=c></i>y</p>z<span id=d></span></div><div id=e><b id=f></b></div>")
        let body = store.body(of: document)!
        #expect(ids(store, from: body, within: body) == ["a", "b", "c", "d", "e", "f"])
        let a = store.firstElementChild(of: body)!
        #expect(ids(store, from: a, within: a) == ["b", "c", "d"])
        // With no root, the walk runs to the end of the document.
        #expect(ids(store, from: a, within: nil) == ["b", "c", "d", "e", "f"])
    }
}
