import DOM

/// Builds a document from the events of libxml2's XML parser: elements in their namespaces,
/// attributes with their qualified names, text, CDATA sections, comments, processing
/// instructions and the doctype, each appended where the parse is. XML needs none of HTML's
/// tree construction: the tree is the markup.
///
/// https://www.w3.org/TR/xml/ (the DOM of a well-formed document)
final class XMLTreeBuilder {
    let store: NodeStore
    let document: NodeID
    /// The element new nodes go in (the document itself at the top).
    private var current: NodeID
    /// Whether the doctype named an XHTML DTD, whose named entities WebKit then resolves.
    private(set) var isXHTMLDocument = false
    /// The errors so far.
    var errors: [XMLParseError] = []
    /// Whether a fatal error ended the parse: events after it are dropped.
    var isStopped = false

    init(store: NodeStore, document: NodeID) {
        self.store = store
        self.document = document
        current = document
    }

    /// A start tag: `localName` in the namespace `uri`, with its attributes (qualified names).
    func startElement(localName: String, namespaceURI: String?, attributes: [(qualifiedName: String, value: String)]) {
        guard !isStopped else { return }
        let element = store.createElement(store.atoms.intern(localName), namespace: Namespace(uri: namespaceURI), in: document)
        if !attributes.isEmpty {
            store.setAttributesForBuilding(attributes.map { Attribute(name: store.atoms.intern($0.qualifiedName), value: $0.value) }, on: element)
        }
        store.appendChildForBuilding(element, to: current)
        current = element
    }

    /// An end tag.
    func endElement() {
        guard !isStopped else { return }
        if let parent = store.parent(of: current) { current = parent }
    }

    /// Text, joined to text just before it.
    func characters(_ text: String) {
        guard !isStopped else { return }
        if let last = store.lastChild(of: current), store.kind(of: last) == .text {
            store.appendDataForBuilding(text, to: last)
        } else if current != document {
            store.appendChildForBuilding(store.createText(text, in: document), to: current)
        }
    }

    func cdataSection(_ text: String) {
        guard !isStopped else { return }
        store.appendChildForBuilding(store.createCDATASection(text, in: document), to: current)
    }

    func comment(_ text: String) {
        guard !isStopped else { return }
        store.appendChildForBuilding(store.createComment(text, in: document), to: current)
    }

    func processingInstruction(target: String, data: String) {
        guard !isStopped else { return }
        store.appendChildForBuilding(store.createProcessingInstruction(target: target, data: data, in: document), to: current)
    }

    /// The doctype; an XHTML public identifier makes HTML's named entities resolve (WebKit's
    /// `XMLDocumentParser::internalSubset`).
    func doctype(name: String, publicID: String, systemID: String) {
        store.appendChildForBuilding(store.createDocumentType(name: name, publicID: publicID, systemID: systemID, in: document), to: document)
        isXHTMLDocument = Self.xhtmlPublicIdentifiers.contains(publicID)
    }

    /// The public identifiers of the DTDs whose entities WebKit knows.
    static let xhtmlPublicIdentifiers: Set<String> = [
        "-//W3C//DTD XHTML 1.0 Transitional//EN", "-//W3C//DTD XHTML 1.1//EN", "-//W3C//DTD XHTML 1.0 Strict//EN",
        "-//W3C//DTD XHTML 1.0 Frameset//EN", "-//W3C//DTD XHTML Basic 1.0//EN", "-//W3C//DTD XHTML 1.1 plus MathML 2.0//EN",
        "-//W3C//DTD XHTML 1.1 plus MathML 2.0 plus SVG 1.1//EN", "-//W3C//DTD MathML 2.0//EN",
        "-//WAPFORUM//DTD XHTML Mobile 1.0//EN", "-//WAPFORUM//DTD XHTML Mobile 1.1//EN", "-//WAPFORUM//DTD XHTML Mobile 1.2//EN",
    ]

    /// After a fatal error, WebKit's `parsererror` block goes first in the document element
    /// (after making an `html` and `body` when there is none), with every error's line.
    ///
    /// WebKit's `XMLErrors::insertErrorMessageBlock`.
    func insertErrorMessageBlock() {
        let container: NodeID
        if let root = store.documentElement(of: document) {
            container = root
        } else {
            let html = store.createElement(.html, in: document)
            container = store.createElement(.body, in: document)
            store.appendChildForBuilding(container, to: html)
            store.appendChildForBuilding(html, to: document)
        }
        let report = store.createElement(store.atoms.intern("parsererror"), namespace: .html, in: document)
        store.setAttributesForBuilding(
            [Attribute(name: .style, value: "display: block; white-space: pre; border: 2px solid #c77; padding: 0 1em 0 1em; margin: 1em; background-color: #fdd; color: black")],
            on: report)
        func append(_ name: Atom, _ text: String, style: String? = nil) {
            let element = store.createElement(name, in: document)
            if let style { store.setAttributesForBuilding([Attribute(name: .style, value: style)], on: element) }
            store.appendChildForBuilding(store.createText(text, in: document), to: element)
            store.appendChildForBuilding(element, to: report)
        }
        let h3 = store.atoms.intern("h3")
        append(h3, "This page contains the following errors:")
        append(.div, errors.map { $0.description + "\n" }.joined(), style: "font-family:monospace;font-size:12px")
        append(h3, "Below is a rendering of the page up to the first error.")
        if let first = store.firstChild(of: container) {
            store.insert(report, into: container, before: first, suppressObservers: true)
        } else {
            store.appendChildForBuilding(report, to: container)
        }
    }
}
