import WHATWGURL

extension NodeStore {
    /// `document.implementation.createHTMLDocument(title)`: a new HTML document with a
    /// doctype, `html`, `head`, a `title` when `title` is given, and `body`. Its URL is
    /// `about:blank` and scripting is off, as it has no browsing context.
    ///
    /// https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument
    public func createHTMLDocument(title: String?) -> NodeID {
        // Steps 1-2: a new HTML document whose content type is "text/html".
        let document = createDocument(url: Self.aboutBlank, characterSet: "UTF-8", contentType: "text/html")
        updateDocumentState(document) { $0.scriptingEnabled = false }
        // Step 3: a doctype named "html".
        appendChildForBuilding(createDocumentType(name: "html", in: document), to: document)
        // Steps 4-5: html, and head in it.
        let html = createElement(.html, in: document)
        appendChildForBuilding(html, to: document)
        let head = createElement(.head, in: document)
        appendChildForBuilding(head, to: html)
        // Step 6: a title holding a text node with the given title.
        if let title {
            let titleElement = createElement(.title, in: document)
            appendChildForBuilding(titleElement, to: head)
            appendChildForBuilding(createText(title, in: document), to: titleElement)
        }
        // Step 7: body.
        appendChildForBuilding(createElement(.body, in: document), to: html)
        return document
    }

    /// `document.implementation.createDocument(namespace, qualifiedName, doctype)`: a new
    /// XML document with `doctype` (a parentless doctype node) and, unless
    /// `qualifiedName` is empty, a root element. The content type follows the namespace.
    ///
    /// https://dom.spec.whatwg.org/#dom-domimplementation-createdocument
    public func createXMLDocument(
        namespace: Namespace, qualifiedName: String, doctype: NodeID?
    ) throws(DOMException) -> NodeID {
        let contentType: String
        switch namespace {
        case .html: contentType = "application/xhtml+xml"
        case .svg: contentType = "image/svg+xml"
        default: contentType = "application/xml"
        }
        // Step 1: a new XMLDocument.
        let document = createDocument(url: Self.aboutBlank, characterSet: "UTF-8", contentType: contentType)
        updateDocumentState(document) { $0.scriptingEnabled = false }
        // Step 3: the element, when the qualified name is not empty.
        let element = qualifiedName.isEmpty ? nil : try createElement(qualifiedName: qualifiedName, namespace: namespace, in: document)
        // Steps 4-5: append the doctype, then the element.
        if let doctype {
            adopt(doctype, into: document)
            appendChildForBuilding(doctype, to: document)
        }
        if let element { appendChildForBuilding(element, to: document) }
        return document
    }

    /// `createElementNS(namespace, qualifiedName)`: checks the name and creates an element
    /// whose local name is the part after any prefix.
    ///
    /// https://dom.spec.whatwg.org/#dom-document-createelementns
    public func createElement(qualifiedName: String, namespace: Namespace, in document: NodeID) throws(DOMException) -> NodeID {
        guard isValidElementName(qualifiedName) else {
            throw DOMException(.invalidCharacterError, "'\(qualifiedName)' is not a valid element name")
        }
        let localName = qualifiedName.split(separator: ":").last.map(String.init) ?? qualifiedName
        return createElement(atoms.intern(localName), namespace: namespace, in: document)
    }

    /// The URL of documents made by `DOMImplementation`.
    private static var aboutBlank: URLRecord { URLRecord.parse("about:blank")! }
}
