import DOM
import JavaScriptEngine

/// The payload of `document.implementation`: the document whose implementation it is.
final class DOMImplementationPayload: Payload {
    let document: NodeID

    init(realm: Realm, document: NodeID) {
        self.document = document
        super.init(realm: realm)
    }
}

extension Realm {
    /// `document.implementation`: one object per document, the same every time.
    ///
    /// https://dom.spec.whatwg.org/#dom-document-implementation
    func domImplementation(of document: NodeID) -> JSObject {
        cachedObject(.implementation(document)) {
            makeObject("DOMImplementation", payload: DOMImplementationPayload(realm: self, document: document))
        }
    }
}

extension InterfaceDefinition {
    /// `DOMImplementation`: makes new documents and doctypes. Readability-style scripts
    /// parse untrusted HTML into `createHTMLDocument()`, where nothing runs or loads.
    ///
    /// https://dom.spec.whatwg.org/#interface-domimplementation
    static let domImplementation: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "DOMImplementation")
        definition.finalize = releaseOnFinalize
        definition.methods = [
            // https://dom.spec.whatwg.org/#dom-domimplementation-createdocumenttype
            NativeMethod("createDocumentType") { c, f, t, n, a, e in
                implementationOperation(c, f, t, n, a, e, "createDocumentType") { call, implementation in
                    let name = try call.requiredString(0, "DOMImplementation.createDocumentType")
                    let publicID = try call.requiredString(1, "DOMImplementation.createDocumentType")
                    let systemID = try call.requiredString(2, "DOMImplementation.createDocumentType")
                    guard isValidElementName(name) else {
                        throw DOMException(.invalidCharacterError, "'\(name)' is not a valid doctype name")
                    }
                    let store = implementation.realm.store
                    let doctype = store.createDocumentType(
                        name: name, publicID: publicID, systemID: systemID, in: implementation.document)
                    return implementation.realm.wrap(doctype).value
                }
            },
            // https://dom.spec.whatwg.org/#dom-domimplementation-createdocument
            NativeMethod("createDocument") { c, f, t, n, a, e in
                implementationOperation(c, f, t, n, a, e, "createDocument") { call, implementation in
                    let realm = implementation.realm
                    let namespace = Namespace(uri: try call.nullableString(0))
                    // qualifiedName is [LegacyNullToEmptyString].
                    let qualifiedName = try call.requiredString(1, "DOMImplementation.createDocument")
                    let name = call[1].isNull(in: realm.context) ? "" : qualifiedName
                    var doctype: NodeID?
                    if !call[2].isNullish(in: realm.context) {
                        guard let node = realm.node(from: call[2]), realm.store.kind(of: node) == .documentType else {
                            throw BindingError.typeError(
                                "Argument 3 ('doctype') to DOMImplementation.createDocument must be an instance of DocumentType")
                        }
                        doctype = node
                    }
                    let document = try realm.store.createXMLDocument(namespace: namespace, qualifiedName: name, doctype: doctype)
                    return realm.wrap(document).value
                }
            },
            // https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument
            NativeMethod("createHTMLDocument") { c, f, t, n, a, e in
                implementationOperation(c, f, t, n, a, e, "createHTMLDocument") { call, implementation in
                    let title = call.has(0) ? try call.string(0) : nil
                    return implementation.realm.wrap(implementation.realm.store.createHTMLDocument(title: title)).value
                }
            },
            // https://dom.spec.whatwg.org/#dom-domimplementation-hasfeature
            NativeMethod("hasFeature") { c, f, t, n, a, e in
                implementationOperation(c, f, t, n, a, e, "hasFeature") { _, implementation in
                    implementation.realm.context.boolean(true)
                }
            },
        ]
        return definition
    }()
}

/// Runs a `DOMImplementation` operation: `this` must be a `DOMImplementation`.
@inline(__always)
private func implementationOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, DOMImplementationPayload) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("DOMImplementation"), name,
        as: DOMImplementationPayload.self, body)
}
