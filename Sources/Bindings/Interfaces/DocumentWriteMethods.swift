import DOM
import HTMLParsing
import JavaScriptEngine

/// `document.open`, `write`, `writeln` and `close` after the page has loaded (the only
/// time an extension can call them): `write` opens the document first, which removes
/// everything in it; what is written is parsed into the emptied document as it arrives.
///
/// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document.write()
enum DocumentWriteMethods {
    static let methods: [NativeMethod] = [
        NativeMethod("write") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.document, "write") { call, realm, document in
                try realm.write((0..<call.count).map { try call.string($0) }.joined(), to: document)
                return realm.context.undefined
            }
        },
        NativeMethod("writeln") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.document, "writeln") { call, realm, document in
                try realm.write((0..<call.count).map { try call.string($0) }.joined() + "\n", to: document)
                return realm.context.undefined
            }
        },
        // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-document-open
        NativeMethod("open") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.document, "open") { _, realm, document in
                realm.openForWriting(document)
                return realm.wrap(document).value
            }
        },
        NativeMethod("close") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.document, "close") { _, realm, document in
                realm.documentWriteBuffers[document] = nil
                return realm.context.undefined
            }
        },
    ]
}

extension Realm {
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-open-steps
    func openForWriting(_ document: NodeID) {
        store.replaceAll(in: document, with: nil)
        documentWriteBuffers[document] = ""
    }

    /// Appends `text` to what was written since the document was opened and re-parses it.
    func write(_ text: String, to document: NodeID) throws {
        if documentWriteBuffers[document] == nil { openForWriting(document) }
        documentWriteBuffers[document]! += text
        store.replaceAll(in: document, with: nil)
        HTMLParser.parseDocument(documentWriteBuffers[document]!, into: store, document: document)
    }
}
