import DOM
import Glibc

/// Builds the DOM tree as the HTML standard's tree construction does, from the tokens
/// libxml2's SAX events stand for.
///
/// libxml2 2.9 builds trees by HTML 4's rules: it closes `<b>` at a `<p>`, never reopens a
/// formatting element, and knows nothing of the adoption agency, foster parenting or
/// HTML5's elements. So the builder uses libxml2 as a tokenizer only
/// (``TreeBuilder+LibXML2Events``): a start tag it reports is a start tag token, an end
/// element it reports is an end tag token only where the source holds that end tag, and
/// the closings it makes on its own are ignored. The builder keeps its own stack of open
/// elements (``OpenElementStack``), list of active formatting elements
/// (``ActiveFormattingElements``) and insertion mode, and applies the standard's rules
/// (``TreeBuilder+StartTags``, ``TreeBuilder+EndTags``, ``TreeBuilder+AdoptionAgency``).
///
/// Where libxml2 tokenizes differently from the standard, the builder reads the source:
/// - the content of `<textarea>`, `<title>`, `<xmp>`, `<iframe>`, `<noembed>`,
///   `<noframes>`, `<plaintext>` and (with scripting on) `<noscript>` is their source text
///   (``TreeBuilder+SourceText``); libxml2 parses tags inside them;
/// - character references are decoded as the standard says (libxml2 is given the page with
///   its ampersands marked, see ``AmpersandMarker``), and a tag whose attribute names
///   libxml2 cannot read has its attributes read from the source (``StartTagAttributes``);
/// - end tags libxml2 drops are recovered from its errors.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tree-construction
final class TreeBuilder {
    let store: NodeStore
    let document: NodeID
    /// The UTF-8 input as libxml2 parses it, for the source text of some elements.
    let source: UnsafeRawBufferPointer
    /// What stands for `&` in `source`, if the page's ampersands were marked.
    let ampersandMarker: AmpersandMarker?
    /// The tokens the placeholder comments in `source` stand for, if it has any.
    let declarations: MarkupDeclarations?
    /// The document's scripting flag, which decides how `<noscript>` is parsed.
    let scriptingEnabled: Bool

    /// The insertion modes outside tables and selects, which the innermost open table part
    /// or select overrides (see ``OpenElementStack/modeEntry``).
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#the-insertion-mode
    enum InsertionMode {
        case initial, beforeHTML, beforeHead, inHead, afterHead, inBody, afterBody, afterAfterBody, inFrameset, afterFrameset

        /// Whether the mode comes before the body's (initial to after head).
        var precedesBody: Bool {
            switch self {
            case .initial, .beforeHTML, .beforeHead, .inHead, .afterHead: true
            default: false
            }
        }
    }

    // Read and changed on every token. A builder is used by one parse on one thread and
    // never holds two accesses to one of these at once, so release builds leave the dynamic
    // exclusivity checks out; debug builds keep them, so an overlap traps in the tests.
    #if DEBUG
    var openElements = OpenElementStack()
    var formattingElements = ActiveFormattingElements()
    var names = NameAtomCache()
    private var pendingText: [UInt8] = []
    #else
    @exclusivity(unchecked) var openElements = OpenElementStack()
    @exclusivity(unchecked) var formattingElements = ActiveFormattingElements()
    @exclusivity(unchecked) var names = NameAtomCache()
    @exclusivity(unchecked) private var pendingText: [UInt8] = []
    #endif
    private var pendingTextLocation: InsertionLocation?
    var mode = InsertionMode.initial
    var htmlElement: NodeID?
    var headElement: NodeID?
    var bodyElement: NodeID?
    /// The standard's form element pointer.
    var formElement: NodeID?
    /// The standard's frameset-ok flag: whether a `<frameset>` in the body still replaces it.
    var framesetOK = true
    /// Elements that got a declarative shadow root (a second one is an ordinary template).
    var declarativeShadowHosts: Set<NodeID> = []
    /// Set by a `<pre>`, `<listing>` start tag: a line feed right after it is dropped.
    var ignoresLineFeed = false

    // State of the reading of libxml2's events (see ``TreeBuilder+LibXML2Events``).

    /// Events before this input offset are inside an element whose content came from the
    /// source, and are ignored.
    var skipsEventsUntil = 0
    /// The offset just past the last end tag taken as a token, so one tag is one token.
    var lastEndTagOffset = -1
    /// An end tag libxml2 reported a mismatch for, which it may have dropped: a token unless
    /// libxml2 ends an element of that name at the same offset.
    var possiblyDroppedEndTag: (name: Atom, offset: Int)?
    /// Set when libxml2 could not read an attribute of the start tag it is parsing.
    var rereadsAttributes = false

    /// Positions of `</script` end tags the HTML standard reads as script text, which were
    /// hidden from libxml2 in this parse's input (see ``ScriptDataEscapes``).
    let hiddenScriptEndTags: Set<Int>
    /// Such end tags found in this parse that were not hidden: the page must be parsed again
    /// with them hidden.
    var scriptEndTagsThatAreText: [Int] = []
    /// The open `<script>` and the input offset of its start tag.
    var openScript: (element: NodeID, tagStart: Int)?

    /// A builder for `document`; `source` is the page as libxml2 is given it, with each
    /// `&` written as `ampersandMarker` if there is one (libxml2 may be given a copy with
    /// `hiddenScriptEndTags` rewritten).
    init(
        store: NodeStore, document: NodeID, source: UnsafeRawBufferPointer, ampersandMarker: AmpersandMarker?,
        declarations: MarkupDeclarations?, hiddenScriptEndTags: Set<Int> = []
    ) {
        self.store = store
        self.document = document
        self.source = source
        self.ampersandMarker = ampersandMarker
        self.declarations = declarations
        self.hiddenScriptEndTags = hiddenScriptEndTags
        self.scriptingEnabled = store.documentState(document).scriptingEnabled
        pendingText.reserveCapacity(256)
    }

    var isQuirksMode: Bool { store.documentState(document).mode == .quirks }

    /// Leaves the initial mode for a token other than a DOCTYPE: a document without one is in
    /// quirks mode.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode
    func leaveInitialMode() {
        guard mode == .initial else { return }
        store.updateDocumentState(document) { $0.mode = .quirks }
        mode = .beforeHTML
    }

    /// Starts a fragment parse in the context of `context` (an element of any document of
    /// the store): the document gets a root `<html>`, whose children the fragment's nodes
    /// become, and the context decides the insertion mode and the form element pointer.
    /// Events before the input offset `start` are ignored.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-html-fragments
    func startFragment(context: NodeID, ignoringEventsBefore start: Int) {
        skipsEventsUntil = start
        let html = store.createElement(.html, in: document)
        store.appendChildForBuilding(html, to: document)
        htmlElement = html
        openElements.push(OpenElementStack.Entry(element: html, name: .html, namespace: .html))
        // A context that is no element (a range in a document or fragment) parses as a body.
        let isElement = store.isElement(context)
        let name = isElement ? store.localName(of: context) : .body
        let namespace = isElement ? store.namespace(of: context) : .html
        openElements.fragmentContext = OpenElementStack.Entry(element: context, name: name, namespace: namespace)
        if namespace != .html {
            mode = .inBody
        } else if name == .html {
            mode = .beforeHead
        } else if name == .frameset {
            mode = .inFrameset
        } else {
            mode = .inBody
        }
        var ancestor: NodeID? = context
        while let node = ancestor, !store.isHTMLElement(node, named: .form) { ancestor = store.parent(of: node) }
        formElement = ancestor
    }

    // MARK: - Inserting

    /// Where a node goes: into `parent`, before `child` (at the end when nil).
    struct InsertionLocation: Equatable {
        var parent: NodeID
        var child: NodeID?
    }

    /// The appropriate place for inserting a node: in the current node (a template's
    /// contents for a template), or, when `fostering` and the current node is a table part,
    /// before the table.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#appropriate-place-for-inserting-a-node
    func appropriatePlace(fostering: Bool, overrideTarget: OpenElementStack.Entry? = nil) -> InsertionLocation {
        guard let target = overrideTarget ?? openElements.current else { return InsertionLocation(parent: document) }
        if fostering && target.isHTML && TreeConstructionNames.fosteringTargets.contains(target.name) {
            return fosterParentingLocation()
        }
        return InsertionLocation(parent: contentParent(of: target))
    }

    /// Where fostered content goes: before the last open table, or in the template opened
    /// after it.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#foster-parent
    private func fosterParentingLocation() -> InsertionLocation {
        var table: Int?
        for position in (0..<openElements.count).reversed() {
            let entry = openElements[position]
            if entry.isHTML(.template) && table == nil { return InsertionLocation(parent: contentParent(of: entry)) }
            if entry.isHTML(.table) {
                table = position
                break
            }
        }
        guard let table else { return InsertionLocation(parent: openElements[0].element) }
        let element = openElements[table].element
        if let parent = store.parent(of: element) { return InsertionLocation(parent: parent, child: element) }
        return InsertionLocation(parent: contentParent(of: openElements[table - 1]))
    }

    /// Where content of an open element goes: a template's contents, or the element.
    private func contentParent(of entry: OpenElementStack.Entry) -> NodeID {
        entry.isHTML(.template) ? store.templateContents(of: entry.element) : entry.element
    }

    /// How deep WebKit lets the parser nest elements: once this many elements are open
    /// (`html` and `body` included), a new element or comment goes into the current
    /// node's parent instead, a sibling of the current node, so a page of 100,000 nested
    /// `<div>`s is a tree 512 deep (text still goes into the current node). Checked against
    /// the WebKit oracle; WebKit's `maximumHTMLParserDOMTreeDepth` is 512.
    static let maximumOpenElementsNested = 512

    /// `location` with WebKit's depth limit applied (see ``maximumOpenElementsNested``):
    /// appending into an element at the limit appends into its parent instead.
    func limitingDepth(_ location: InsertionLocation) -> InsertionLocation {
        guard openElements.count >= Self.maximumOpenElementsNested, location.child == nil,
            let grandparent = store.parent(of: location.parent), store.kind(of: grandparent) == .element
        else { return location }
        return InsertionLocation(parent: grandparent)
    }

    func insert(_ node: NodeID, at location: InsertionLocation) {
        if let child = location.child {
            store.insert(node, into: location.parent, before: child, suppressObservers: true)
        } else {
            store.appendChildForBuilding(node, to: location.parent)
        }
    }

    /// Creates an element for a token and inserts it at the appropriate place, then pushes
    /// it onto the stack of open elements.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#insert-a-foreign-element
    @discardableResult
    func insertElement(
        _ name: Atom, namespace: Namespace = .html, attributes: [Attribute], fostering: Bool = true
    ) -> NodeID {
        flushText()
        let location = limitingDepth(appropriatePlace(fostering: fostering))
        let element = store.createElement(name, namespace: namespace, in: document)
        if !attributes.isEmpty { store.setAttributesForBuilding(attributes, on: element) }
        insert(element, at: location)
        openElements.push(OpenElementStack.Entry(element: element, name: name, namespace: namespace))
        return element
    }

    /// Inserts an element that holds nothing and closes it.
    func insertVoidElement(_ name: Atom, attributes: [Attribute], fostering: Bool = true) {
        insertElement(name, attributes: attributes, fostering: fostering)
        openElements.pop()
    }

    /// Inserts text at the appropriate place (fostered out of a table when `fostering`).
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#insert-a-character
    func insertCharacters(_ bytes: UnsafeRawBufferPointer, fostering: Bool) {
        let location = appropriatePlace(fostering: fostering)
        guard location.parent != document else { return }
        if pendingTextLocation != location {
            flushText()
            pendingTextLocation = location
        }
        pendingText.append(contentsOf: bytes)
    }

    func insertComment(_ text: String, at location: InsertionLocation) {
        flushText()
        insert(store.createComment(text, in: document), at: limitingDepth(location))
    }

    /// Writes the pending text, its character references decoded, merged with a text node
    /// just before where it goes.
    func flushText() {
        guard let location = pendingTextLocation else { return }
        pendingTextLocation = nil
        guard !pendingText.isEmpty else { return }
        let text = pendingText.withUnsafeBytes { bytes in
            ampersandMarker?.decoder.decode(bytes, inAttribute: false) ?? String(decoding: bytes, as: UTF8.self)
        }
        pendingText.removeAll(keepingCapacity: true)
        let previous = location.child.map { store.previousSibling(of: $0) } ?? store.lastChild(of: location.parent)
        let previousText = previous.flatMap { store.kind(of: $0) == .text ? $0 : nil }
        guard text.utf8.count > Self.textNodeLengthLimit, limitsTextLength(in: location.parent) else {
            if let previousText {
                store.appendDataForBuilding(text, to: previousText)
            } else {
                insert(store.createText(text, in: document), at: location)
            }
            return
        }
        var pieces = Self.pieces(of: text, firstLimit: Self.textNodeLengthLimit - (previousText.map { store.data(of: $0).utf16.count } ?? 0))
        if let previousText, let first = pieces.first {
            store.appendDataForBuilding(first, to: previousText)
            pieces.removeFirst()
        }
        for piece in pieces where !piece.isEmpty { insert(store.createText(piece, in: document), at: location) }
    }

    /// How long a text node the parser makes may be, in UTF-16 code units: WebKit splits
    /// longer text into several nodes (`Text::defaultLengthLimit`), so 10 MB of text in one
    /// element is 160 text nodes there, as here (checked against the WebKit oracle).
    static let textNodeLengthLimit = 65_536

    /// Whether text in `parent` is split at ``textNodeLengthLimit``: everywhere but in
    /// scripts and styles, as in WebKit.
    private func limitsTextLength(in parent: NodeID) -> Bool {
        guard store.kind(of: parent) == .element else { return true }
        let name = store.localName(of: parent)
        return !(name == .script || name == .style)
    }

    /// `text` cut into pieces of at most ``textNodeLengthLimit`` UTF-16 code units (the
    /// first at most `firstLimit`), each ending at a grapheme cluster boundary, as WebKit
    /// cuts them (a cluster longer than the limit stays whole).
    static func pieces(of text: String, firstLimit: Int) -> [String] {
        var pieces: [String] = []
        var limit = max(firstLimit, 0)
        var start = text.startIndex
        var length = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let clusterLength = text.utf16.distance(from: index, to: next)
            if length + clusterLength > limit, length > 0 || limit == 0 {
                pieces.append(String(text[start..<index]))
                start = index
                length = 0
                limit = textNodeLengthLimit
            }
            length += clusterLength
            index = next
        }
        pieces.append(String(text[start...]))
        return pieces
    }

    // MARK: - The end

    /// Ends the build: pending text is written, and `html`, `head` and `body` exist.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#the-end
    func finish(ensuringDocumentElements: Bool) {
        emitPossiblyDroppedEndTag()
        if openScript != nil { endScript(at: source.count) }
        flushText()
        openElements.removeAll()
        guard ensuringDocumentElements else { return }
        if store.doctypeNode(of: document) == nil {
            store.updateDocumentState(document) { $0.mode = .quirks }
        }
        let html = htmlElement ?? {
            let html = store.createElement(.html, in: document)
            store.appendChildForBuilding(html, to: document)
            htmlElement = html
            return html
        }()
        if headElement == nil {
            let head = store.createElement(.head, in: document)
            store.insert(head, into: html, before: store.firstChild(of: html))
            headElement = head
        }
        if bodyElement == nil && store.body(of: document) == nil {
            let body = store.createElement(.body, in: document)
            store.appendChildForBuilding(body, to: html)
            bodyElement = body
        }
    }

    /// Removes everything built so far, for a parse that starts over.
    func discard() {
        pendingText.removeAll()
        pendingTextLocation = nil
        for child in store.children(of: document) { store.remove(child, suppressObservers: true) }
    }

    // MARK: - Names and attributes

    /// The bytes of libxml2's (NUL-terminated, lower-case) name `name`.
    func nameBytes(_ name: UnsafeRawPointer) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: name, count: strlen(name.assumingMemoryBound(to: CChar.self)))
    }

    func atom(for name: UnsafeRawPointer) -> Atom {
        if let atom = names.atom(for: name) { return atom }
        let atom = store.atoms.intern(String(cString: name.assumingMemoryBound(to: CChar.self)))
        names.insert(atom, for: name)
        return atom
    }

    /// The attributes libxml2 read (a NULL-terminated list of name and value pointers).
    func makeAttributes(_ list: UnsafeMutablePointer<UnsafePointer<UInt8>?>) -> [Attribute] {
        var count = 0
        while list[count] != nil { count += 2 }
        var attributes: [Attribute] = []
        attributes.reserveCapacity(count / 2)
        var index = 0
        while let namePointer = list[index] {
            let name = atom(for: UnsafeRawPointer(namePointer))
            let value = list[index + 1].map { attributeValue(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? ""
            attributes.append(Attribute(name: name, value: value))
            index += 2
        }
        return attributes
    }

    /// Attributes read from the source (``StartTagAttributes``), their values decoded; with
    /// `ampersand`, read from a text where references start with it instead of the marker.
    func makeAttributes(_ read: [StartTagAttributes.Attribute], ampersand: [UInt8]? = nil) -> [Attribute] {
        let decoder = ampersand.map { CharacterReferenceDecoder(ampersand: $0) } ?? sourceDecoder
        return read.map { attribute in
            let name = attribute.name.withUnsafeBytes { restoringAmpersands($0) }
            let value = attribute.value.withUnsafeBytes { decoder.decode($0, inAttribute: true) }
            return Attribute(name: store.atoms.intern(name), value: value)
        }
    }

    /// Attribute names as SVG and MathML elements have them (`viewBox`, `xlink:href`).
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#adjust-svg-attributes
    func adjustedForForeignContent(_ attributes: [Attribute]) -> [Attribute] {
        attributes.map { attribute in
            guard let adjusted = ForeignNames.attributes[store.atoms.name(of: attribute.name)] else { return attribute }
            return Attribute(name: store.atoms.intern(adjusted), value: attribute.value)
        }
    }

    /// Decodes character references in text taken from the source: written with the
    /// marker, or (without one) with the page's own `&`s.
    var sourceDecoder: CharacterReferenceDecoder {
        ampersandMarker?.decoder ?? CharacterReferenceDecoder(ampersand: [UInt8(ascii: "&")])
    }

    /// An attribute value libxml2 handed over, its character references decoded.
    private func attributeValue(_ bytes: UnsafeRawBufferPointer) -> String {
        ampersandMarker?.decoder.decode(bytes, inAttribute: true) ?? String(decoding: bytes, as: UTF8.self)
    }

    /// Text from the source or from libxml2 where character references are not decoded.
    func restoringAmpersands(_ text: UnsafeRawBufferPointer) -> String {
        ampersandMarker?.restoringAmpersands(text) ?? String(decoding: text, as: UTF8.self)
    }

    func restoringAmpersands(_ text: String) -> String {
        guard ampersandMarker != nil else { return text }
        var text = text
        return text.withUTF8 { restoringAmpersands(UnsafeRawBufferPointer($0)) }
    }
}
