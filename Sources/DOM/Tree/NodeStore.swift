public import CSS
public import WHATWGURL

/// The storage for every node of one session: all its documents, their elements,
/// texts and comments, and the nodes scripts create.
///
/// Nodes live in parallel arrays indexed by ``NodeID``. Links between nodes are
/// indices, so walking a tree touches no reference counts, and tearing a tree down
/// is freeing a few arrays, however deep the tree. Nodes are never freed one by
/// one: a store lives as long as its session.
///
/// A store is confined to one thread.
public final class NodeStore {
    /// The fixed-size, frequently read part of a node.
    @usableFromInline struct Record {
        @usableFromInline var parent: Int32 = noNode
        @usableFromInline var firstChild: Int32 = noNode
        @usableFromInline var lastChild: Int32 = noNode
        @usableFromInline var previousSibling: Int32 = noNode
        @usableFromInline var nextSibling: Int32 = noNode
        @usableFromInline var document: Int32
        @usableFromInline var name: Atom
        @usableFromInline var kind: NodeKind
        @usableFromInline var namespace: Namespace
    }

    // The node arrays are read on every step of every tree walk. Dynamic exclusivity
    // checks on them cost 4-5x in selector matching; a store is confined to one thread
    // and its methods never hold two overlapping accesses to one array. Debug builds keep
    // the checks, so an access that overlaps another (a mutation observer or a custom
    // element reaction re-entering the store while it changes an array) traps in the tests.
    #if DEBUG
    @usableFromInline var records: ContiguousArray<Record> = []
    /// Character data of texts, comments and processing instructions; empty for other nodes.
    @usableFromInline var characterData: ContiguousArray<String> = []
    /// Attributes of elements, in order; empty for other nodes.
    @usableFromInline var attributeLists: ContiguousArray<[Attribute]> = []
    #else
    @exclusivity(unchecked) @usableFromInline var records: ContiguousArray<Record> = []
    /// Character data of texts, comments and processing instructions; empty for other nodes.
    @exclusivity(unchecked) @usableFromInline var characterData: ContiguousArray<String> = []
    /// Attributes of elements, in order; empty for other nodes.
    @exclusivity(unchecked) @usableFromInline var attributeLists: ContiguousArray<[Attribute]> = []
    #endif
    /// What only documents have.
    var documentStates: [NodeID: DocumentState] = [:]
    /// What only document types have.
    var doctypeStates: [NodeID: DocumentTypeState] = [:]
    /// The targets of processing instructions.
    var processingInstructionTargets: [NodeID: String] = [:]
    /// Elements whose custom element state is "custom" (see `NodeStore+CustomElements`).
    var customElementNodes: Set<NodeID> = []
    /// State elements have beyond their attributes (form control values).
    var formControlStates: [NodeID: FormControlState] = [:]
    /// Each template element's template contents, once made (see `NodeStore+TemplateContents`).
    var templateContentsByTemplate: [NodeID: NodeID] = [:]
    /// The live node iterators, which removals must adjust.
    var nodeIterators: [WeakNodeIterator] = []

    /// Interned element and attribute names.
    public var atoms = AtomTable()

    /// Goes up whenever any node's children change anywhere in the store.
    public private(set) var childListVersion: UInt64 = 0
    /// How many `iframe` and `frame` elements were ever made in the store: while 0, no document
    /// has a frame, and nothing need look for one.
    public internal(set) var frameElementsCreated = 0
    /// Goes up whenever any attribute changes anywhere in the store.
    public private(set) var attributeVersion: UInt64 = 0
    /// Goes up whenever any character data changes anywhere in the store.
    public private(set) var characterDataVersion: UInt64 = 0

    /// Told when an element may start loading what it refers to (held weakly).
    public weak var resourceLoadObserver: (any ResourceLoadObserver)?

    /// Told about every mutation, for mutation observers and live ranges (held weakly).
    private var observers: [WeakStoreObserver] = []
    private lazy var fanOut = ObserverFanOut(store: self)

    /// What mutation algorithms notify: all registered observers, or nil when there are none.
    @inline(__always) var observer: ObserverFanOut? { observers.isEmpty ? nil : fanOut }

    /// Registers `observer` (held weakly) to be told about every mutation.
    public func addObserver(_ observer: any NodeStoreObserver) {
        observers.removeAll { $0.observer == nil }
        observers.append(WeakStoreObserver(observer: observer))
    }

    /// Stops telling `observer` about mutations.
    public func removeObserver(_ observer: any NodeStoreObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Calls `body` with each registered observer that is still alive (with no array made
    /// for them: this runs on every mutation once anything observes).
    func forEachLiveObserver(_ body: (any NodeStoreObserver) -> Void) {
        for entry in observers {
            if let observer = entry.observer { body(observer) }
        }
    }

    /// Caches that depend on the versions above.
    let caches = DerivedDataCaches()

    /// Each document's style sheets and computed styles (see `DocumentStyle`).
    var documentStyles: [NodeID: DocumentStyle] = [:]
    /// The changes the documents' styles have not looked at yet; nil until a style is first
    /// computed, so that a page that never asks records nothing (see `StyleChangeLog`).
    var styleChangeLog: StyleChangeLog?
    /// Each `style` and `link` element's style sheet, kept while its text stays the same.
    var ownedStyleSheets: [NodeID: OwnedStyleSheet] = [:]
    /// Each document's adopted style sheets (`adoptedStyleSheets`), for the documents that
    /// have any.
    var adoptedStyleSheetLists: [NodeID: [CSSStyleSheet]] = [:]
    /// Goes up whenever a style sheet changes through CSSOM (`insertRule`, `disabled`, …) or
    /// the environment changes.
    public var styleSheetVersion: UInt64 { styleSheetChanges.count }
    /// Counts style sheet changes. The sheets hold it strongly, rather than the store weakly:
    /// a weak reference would slow every retain and release of the store.
    let styleSheetChanges = ChangeCounter()
    /// The style sheets a saved page carries, which linked sheets and `@import`s come from
    /// (besides `data:` URLs). Nil, or a loader that does not have a sheet, leaves that sheet
    /// absent.
    public var styleSheetLoader: (any CSSStyleSheetLoader)? {
        get { styleSheetSources.carried }
        set { styleSheetSources.carried = newValue }
    }
    /// Where the sheets are loaded from.
    let styleSheetSources = StyleSheetSources()
    /// The screen media queries and viewport units are evaluated against.
    public var mediaEnvironment = MediaEnvironment(width: 1280, height: 800, devicePixelRatio: 1) {
        didSet { if mediaEnvironment != oldValue { styleSheetChanges.count &+= 1 } }
    }

    /// An empty store.
    public init() {
        records.reserveCapacity(1024)
        characterData.reserveCapacity(1024)
        attributeLists.reserveCapacity(1024)
    }

    /// How many nodes the store has ever created.
    public var count: Int { records.count }

    // MARK: - Creating nodes

    @usableFromInline func makeNode(
        _ kind: NodeKind, document: Int32, name: Atom = Atom(rawValue: 0),
        namespace: Namespace = .none, data: String = ""
    ) -> NodeID {
        let id = NodeID(Int32(records.count))
        records.append(Record(document: document < 0 ? id.index : document, name: name, kind: kind, namespace: namespace))
        characterData.append(data)
        attributeLists.append([])
        return id
    }

    /// Creates a new, empty document.
    ///
    /// https://dom.spec.whatwg.org/#concept-document
    public func createDocument(url: URLRecord, characterSet: String = "UTF-8", contentType: String = "text/html") -> NodeID {
        let document = makeNode(.document, document: noNode)
        documentStates[document] = DocumentState(url: url, characterSet: characterSet, contentType: contentType)
        return document
    }

    /// Creates an element of `document` with the given local name and namespace.
    ///
    /// Names are taken as given: HTML callers lower-case first (see ``createElement(named:in:)``).
    public func createElement(_ name: Atom, namespace: Namespace = .html, in document: NodeID) -> NodeID {
        if name == .iframe || name == .frame { frameElementsCreated &+= 1 }
        return makeNode(.element, document: document.index, name: name, namespace: namespace)
    }

    /// `document.createElement(localName)` for an HTML document: lower-cases ASCII and
    /// checks the name is valid.
    ///
    /// https://dom.spec.whatwg.org/#dom-document-createelement
    public func createElement(named localName: String, in document: NodeID) throws(DOMException) -> NodeID {
        guard isValidElementName(localName) else {
            throw DOMException(.invalidCharacterError, "'\(localName)' is not a valid element name")
        }
        return createElement(atoms.intern(asciiLowercase(localName)), in: document)
    }

    /// Creates a text node.
    public func createText(_ data: String, in document: NodeID) -> NodeID {
        makeNode(.text, document: document.index, data: data)
    }

    /// Creates a comment.
    public func createComment(_ data: String, in document: NodeID) -> NodeID {
        makeNode(.comment, document: document.index, data: data)
    }

    /// Creates a CDATA section (XML documents only: the caller checks).
    public func createCDATASection(_ data: String, in document: NodeID) -> NodeID {
        makeNode(.cdataSection, document: document.index, data: data)
    }

    /// Creates a processing instruction.
    public func createProcessingInstruction(target: String, data: String, in document: NodeID) -> NodeID {
        let node = makeNode(.processingInstruction, document: document.index, data: data)
        processingInstructionTargets[node] = target
        return node
    }

    /// Creates a document fragment.
    public func createDocumentFragment(in document: NodeID) -> NodeID {
        makeNode(.documentFragment, document: document.index)
    }

    /// Creates a document type node.
    public func createDocumentType(name: String, publicID: String = "", systemID: String = "", in document: NodeID) -> NodeID {
        let node = makeNode(.documentType, document: document.index)
        doctypeStates[node] = DocumentTypeState(name: name, publicID: publicID, systemID: systemID)
        return node
    }

    // MARK: - Reading a node

    /// The node's kind.
    @inlinable public func kind(of node: NodeID) -> NodeKind { records[Int(node.index)].kind }

    /// Whether the node is an element.
    @inlinable public func isElement(_ node: NodeID) -> Bool { records[Int(node.index)].kind == .element }

    /// The element's local name (an atom; see ``atoms``).
    @inlinable public func localName(of element: NodeID) -> Atom { records[Int(element.index)].name }

    /// The element's namespace.
    @inlinable public func namespace(of element: NodeID) -> Namespace { records[Int(element.index)].namespace }

    /// Whether `node` is an HTML element with local name `name`.
    @inlinable public func isHTMLElement(_ node: NodeID, named name: Atom) -> Bool {
        let record = records[Int(node.index)]
        return record.kind == .element && record.name == name && record.namespace == .html
    }

    /// Whether `node` is an element in the HTML namespace.
    @inlinable public func isHTMLElement(_ node: NodeID) -> Bool {
        let record = records[Int(node.index)]
        return record.kind == .element && record.namespace == .html
    }

    /// The document the node belongs to (a document's own is itself).
    @inlinable public func document(of node: NodeID) -> NodeID { NodeID(records[Int(node.index)].document) }

    /// The character data of a text, comment or processing instruction.
    @inlinable public func data(of node: NodeID) -> String { characterData[Int(node.index)] }

    /// The target of a processing instruction.
    public func target(ofProcessingInstruction node: NodeID) -> String { processingInstructionTargets[node] ?? "" }

    /// The name, public ID and system ID of a document type.
    public func doctype(_ node: NodeID) -> DocumentTypeState {
        doctypeStates[node] ?? DocumentTypeState(name: "", publicID: "", systemID: "")
    }

    /// The `nodeName` scripts see.
    ///
    /// https://dom.spec.whatwg.org/#dom-node-nodename
    public func nodeName(of node: NodeID) -> String {
        switch kind(of: node) {
        case .element: return qualifiedNameForTagName(of: node)
        case .text: return "#text"
        case .cdataSection: return "#cdata-section"
        case .comment: return "#comment"
        case .document: return "#document"
        case .documentFragment: return "#document-fragment"
        case .documentType: return doctype(node).name
        case .processingInstruction: return target(ofProcessingInstruction: node)
        }
    }

    /// The element's `tagName`: its qualified name, upper-cased for HTML elements.
    ///
    /// https://dom.spec.whatwg.org/#element-html-uppercased-qualified-name
    public func qualifiedNameForTagName(of element: NodeID) -> String {
        let record = records[Int(element.index)]
        return record.namespace == .html ? atoms.upperCasedName(of: record.name) : atoms.name(of: record.name)
    }

    /// The element's local name as a string.
    public func localNameString(of element: NodeID) -> String { atoms.name(of: localName(of: element)) }

    // MARK: - Versions

    /// The store's versions together: equal while nothing in the store has changed.
    public struct Versions: Equatable, Sendable {
        let childList: UInt64
        let attributes: UInt64
        let characterData: UInt64
        let styleSheets: UInt64
    }

    /// The versions now.
    public var versions: Versions {
        Versions(childList: childListVersion, attributes: attributeVersion, characterData: characterDataVersion,
                 styleSheets: styleSheetVersion)
    }

    @usableFromInline func childListChanged() { childListVersion &+= 1 }
    @usableFromInline func attributesChanged() { attributeVersion &+= 1 }
    @usableFromInline func characterDataChanged() { characterDataVersion &+= 1 }
}

/// The names of a document type node.
public struct DocumentTypeState: Sendable, Equatable {
    /// The doctype's name (`html`).
    public var name: String
    /// Its public identifier, or "".
    public var publicID: String
    /// Its system identifier, or "".
    public var systemID: String
}

/// Whether `name` can be an element's name (`createElement`).
///
/// https://dom.spec.whatwg.org/#valid-element-local-name
public func isValidElementName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    if isASCIIAlpha(first) {
        for scalar in name.unicodeScalars.dropFirst() {
            switch scalar.value {
            case 0x09, 0x0A, 0x0C, 0x0D, 0x20, 0x2F, 0x3E, 0x00: return false
            default: continue
            }
        }
        return true
    }
    guard first == ":" || first == "_" || first.value >= 0x80 else { return false }
    for scalar in name.unicodeScalars.dropFirst() {
        let value = scalar.value
        let allowed = isASCIIAlpha(scalar) || (value >= 0x30 && value <= 0x39) || scalar == "-" || scalar == "."
            || scalar == ":" || scalar == "_" || value >= 0x80
        if !allowed { return false }
    }
    return true
}

/// Whether `name` can be an attribute's name (`setAttribute`).
///
/// https://dom.spec.whatwg.org/#valid-attribute-local-name
public func isValidAttributeName(_ name: String) -> Bool {
    guard !name.isEmpty else { return false }
    for scalar in name.unicodeScalars {
        switch scalar.value {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20, 0x2F, 0x3D, 0x3E, 0x00: return false
        default: continue
        }
    }
    return true
}

@inlinable func isASCIIAlpha(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
}
