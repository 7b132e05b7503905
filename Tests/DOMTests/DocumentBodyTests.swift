import DOM
import Testing

/// `document.body`'s setter.
///
/// https://html.spec.whatwg.org/multipage/dom.html#dom-document-body
@Suite struct DocumentBodyTests {
    @Test func replacesTheBodyInPlace() throws {
        let (store, document, body) = makeDocument()
        let html = store.documentElement(of: document)!
        let newBody = store.createElement(.body, in: document)
        try store.setBody(newBody, of: document)
        #expect(store.body(of: document) == newBody)
        #expect(store.children(of: html).count == 2)
        #expect(store.parent(of: body) == nil)
        expectSound(store, document)
    }

    @Test func appendsWhenThereIsNoBody() throws {
        let (store, document, body) = makeDocument()
        let html = store.documentElement(of: document)!
        try store.preRemove(body, from: html)
        let frameset = store.createElement(.frameset, in: document)
        try store.setBody(frameset, of: document)
        #expect(store.body(of: document) == frameset)
        #expect(store.lastChild(of: html) == frameset)
        expectSound(store, document)
    }

    @Test func keepsTheSameBody() throws {
        let (store, document, body) = makeDocument()
        try store.setBody(body, of: document)
        #expect(store.body(of: document) == body)
    }

    @Test func rejectsOtherElementsAndNil() throws {
        let (store, document, body) = makeDocument()
        #expect(throws: DOMException.self) { try store.setBody(store.createElement(.div, in: document), of: document) }
        #expect(throws: DOMException.self) { try store.setBody(nil, of: document) }
        #expect(store.body(of: document) == body)
    }

    @Test func rejectsADocumentWithoutDocumentElement() throws {
        let (store, document, _) = makeDocument()
        try store.preRemove(store.documentElement(of: document)!, from: document)
        #expect(throws: DOMException.self) { try store.setBody(store.createElement(.body, in: document), of: document) }
    }
}
