import DOM
import TestSupport
import Testing
import WHATWGURL

/// A store with an empty HTML document: `<html><head></head><body></body></html>`.
func makeDocument() -> (NodeStore, NodeID, body: NodeID) {
    let store = NodeStore()
    let document = store.createDocument(url: URLRecord.parse("https://example.com/")!)
    let html = store.createElement(.html, in: document)
    let head = store.createElement(.head, in: document)
    let body = store.createElement(.body, in: document)
    store.appendChildForBuilding(html, to: document)
    store.appendChildForBuilding(head, to: html)
    store.appendChildForBuilding(body, to: html)
    return (store, document, body)
}

/// Checks the tree after a mutation.
func expectSound(_ store: NodeStore, _ document: NodeID, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = store.invariantViolations(under: document)
    #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
}

@Suite struct NodeStoreMutationTests {
    @Test func appendInsertRemoveKeepLinksConsistent() throws {
        let (store, document, body) = makeDocument()
        let a = store.createElement(.p, in: document)
        let b = store.createElement(.div, in: document)
        let c = store.createText("c", in: document)
        try store.appendChild(a, to: body)
        expectSound(store, document)
        try store.appendChild(c, to: body)
        expectSound(store, document)
        try store.preInsert(b, into: body, before: c)
        expectSound(store, document)
        #expect(store.children(of: body) == [a, b, c])
        try store.preRemove(b, from: body)
        expectSound(store, document)
        #expect(store.children(of: body) == [a, c])
        #expect(store.parent(of: b) == nil)
        // Moving a node removes it from its old parent.
        try store.appendChild(a, to: b)
        expectSound(store, document)
        #expect(store.children(of: body) == [c])
        #expect(store.children(of: b) == [a])
    }

    @Test func insertingAFragmentMovesItsChildren() throws {
        let (store, document, body) = makeDocument()
        let fragment = store.createDocumentFragment(in: document)
        let one = store.createText("1", in: document)
        let two = store.createElement(.span, in: document)
        try store.appendChild(one, to: fragment)
        try store.appendChild(two, to: fragment)
        try store.appendChild(fragment, to: body)
        expectSound(store, document)
        #expect(store.children(of: body) == [one, two])
        #expect(!store.hasChildren(fragment))
    }

    @Test func hierarchyErrorsAreDOMExceptions() throws {
        let (store, document, body) = makeDocument()
        let div = store.createElement(.div, in: document)
        try store.appendChild(div, to: body)
        #expect(throws: DOMException(.hierarchyRequestError, "the new child contains the parent")) {
            try store.appendChild(body, to: div)
        }
        let text = store.createText("x", in: document)
        #expect(throws: DOMException.self) { try store.appendChild(div, to: text) }
        #expect(throws: DOMException.self) { try store.appendChild(store.createText("t", in: document), to: document) }
        #expect(throws: DOMException.self) { try store.appendChild(store.createElement(.p, in: document), to: document) }
        let stranger = store.createElement(.p, in: document)
        #expect(throws: DOMException(.notFoundError, "the node to be removed is not a child of this node")) {
            try store.preRemove(stranger, from: body)
        }
        expectSound(store, document)
    }

    @Test func replaceChildSwapsInPlace() throws {
        let (store, document, body) = makeDocument()
        let a = store.createElement(.p, in: document)
        let b = store.createElement(.div, in: document)
        let c = store.createElement(.span, in: document)
        try store.appendChild(a, to: body)
        try store.appendChild(b, to: body)
        try store.replace(a, with: c, in: body)
        expectSound(store, document)
        #expect(store.children(of: body) == [c, b])
        // Replacing a node with its own next sibling.
        try store.replace(c, with: b, in: body)
        expectSound(store, document)
        #expect(store.children(of: body) == [b])
    }

    @Test func textContentAndNormalize() throws {
        let (store, document, body) = makeDocument()
        try store.appendChild(store.createText("a", in: document), to: body)
        try store.appendChild(store.createText("", in: document), to: body)
        try store.appendChild(store.createText("b", in: document), to: body)
        let em = store.createElement(.span, in: document)
        try store.appendChild(em, to: body)
        try store.appendChild(store.createText("c", in: document), to: em)
        #expect(store.textContent(of: body) == "abc")
        store.normalize(body)
        expectSound(store, document)
        #expect(store.childCount(of: body) == 2)
        #expect(store.data(of: store.firstChild(of: body)!) == "ab")
        store.setTextContent("new", of: body)
        expectSound(store, document)
        #expect(store.childCount(of: body) == 1)
        #expect(store.textContent(of: document) == nil)
    }

    /// `textContent` in pieces gives the same text as the joined string: the data of the
    /// Text descendants only (not comments), or a character data node's own data.
    @Test func textContentPiecesJoinToTextContent() throws {
        let (store, document, body) = makeDocument()
        try store.appendChild(store.createText("Café ", in: document), to: body)
        try store.appendChild(store.createComment("hidden", in: document), to: body)
        let em = store.createElement(.span, in: document)
        try store.appendChild(em, to: body)
        try store.appendChild(store.createText("日本 😀", in: document), to: em)
        try store.appendChild(store.createText("", in: document), to: body)
        func joined(_ node: NodeID) -> [UInt8] {
            var bytes: [UInt8] = []
            store.forEachTextContentPiece(of: node) { bytes.append(contentsOf: $0) }
            return bytes
        }
        let expected = [
            (body, "Café 日本 😀"), (em, "日本 😀"), (store.firstChild(of: em)!, "日本 😀"), (store.children(of: body)[1], "hidden"),
        ]
        for (node, text) in expected {
            #expect(store.textContent(of: node) == text)
            #expect(joined(node) == Array(text.utf8))
            #expect(store.textContentUTF8Count(of: node) == text.utf8.count)
        }
        #expect(store.descendantTextContent(of: body) == "Café 日本 😀")
        #expect(store.descendantTextContent(of: store.children(of: body)[1]) == "")
        #expect(store.textContentUTF8Count(of: document) == nil)
        #expect(store.textContent(of: document) == nil)
        #expect(joined(document).isEmpty)
    }

    @Test func splitTextCountsUTF16Units() throws {
        let (store, document, body) = makeDocument()
        let text = store.createText("a😀b", in: document)
        try store.appendChild(text, to: body)
        #expect(store.length(of: text) == 4)
        let tail = try store.splitText(text, at: 3)
        expectSound(store, document)
        #expect(store.data(of: text) == "a😀")
        #expect(store.data(of: tail) == "b")
        #expect(store.nextSibling(of: text) == tail)
        #expect(throws: DOMException.self) { _ = try store.splitText(text, at: 99) }
    }

    @Test func deepCloneCopiesTheSubtree() throws {
        let (store, document, body) = makeDocument()
        let div = store.createElement(.div, in: document)
        store.setAttribute(.id, to: "x", on: div)
        try store.appendChild(div, to: body)
        try store.appendChild(store.createText("hello", in: document), to: div)
        let shallow = store.clone(div, deep: false)
        #expect(!store.hasChildren(shallow))
        #expect(store.attribute(.id, of: shallow) == "x")
        let deep = store.clone(document, deep: true)
        expectSound(store, deep)
        #expect(store.isEqualNode(deep, document))
        #expect(store.document(of: store.body(of: deep)!) == deep)
        store.setAttribute(.id, to: "changed", on: store.firstElementChild(of: store.body(of: deep)!)!)
        #expect(!store.isEqualNode(deep, document))
    }

    @Test func compareDocumentPositionFollowsTreeOrder() throws {
        let (store, document, body) = makeDocument()
        let a = store.createElement(.p, in: document)
        let b = store.createElement(.p, in: document)
        let inner = store.createText("t", in: document)
        try store.appendChild(a, to: body)
        try store.appendChild(b, to: body)
        try store.appendChild(inner, to: a)
        #expect(store.compareDocumentPosition(of: b, relativeTo: a) == .following)
        #expect(store.compareDocumentPosition(of: a, relativeTo: b) == .preceding)
        #expect(store.compareDocumentPosition(of: inner, relativeTo: a) == [.containedBy, .following])
        #expect(store.compareDocumentPosition(of: body, relativeTo: inner) == [.contains, .preceding])
        let detached = store.createElement(.div, in: document)
        #expect(store.compareDocumentPosition(of: detached, relativeTo: a).contains(.disconnected))
        #expect(store.precedes(inner, b))
    }

    @Test func attributesSetReplaceRemove() throws {
        let (store, document, body) = makeDocument()
        try store.setAttribute(named: "Data-X", to: "1", on: body)
        #expect(store.attribute(named: "data-x", of: body) == "1")
        try store.setAttribute(named: "data-x", to: "2", on: body)
        #expect(store.attributes(of: body).count == 1)
        #expect(store.attribute(named: "DATA-X", of: body) == "2")
        store.removeAttribute(named: "data-x", from: body)
        #expect(store.attributes(of: body).isEmpty)
        #expect(throws: DOMException.self) { try store.setAttribute(named: "a b", to: "", on: body) }
        _ = document
    }

    @Test func liveCollectionsFollowMutations() throws {
        let (store, document, body) = makeDocument()
        let key = CollectionKey.tagName(root: document, qualifiedName: "P")
        #expect(store.members(of: key).isEmpty)
        let p = store.createElement(.p, in: document)
        try store.appendChild(p, to: body)
        #expect(store.members(of: key) == [p])
        let classKey = CollectionKey.classNames(root: document, classNames: "a b")
        #expect(store.members(of: classKey).isEmpty)
        store.setAttribute(.class, to: "b x a", on: p)
        #expect(store.members(of: classKey) == [p])
        store.remove(p)
        #expect(store.members(of: key).isEmpty)
    }
}
