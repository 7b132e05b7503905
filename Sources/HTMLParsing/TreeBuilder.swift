import DOM
import Glibc

/// Builds the DOM tree from libxml2's SAX events, correcting the places where
/// libxml2 2.9's HTML 4 tree building differs from the HTML standard's in ways pages
/// and scripts notice:
///
/// - no `<p>` is invented around text that is not in a paragraph, and a `</p>` with no
///   paragraph open makes an empty one;
/// - HTML5 sectioning elements (`section`, `article`, `nav`, …) close an open `<p>`;
/// - rows and cells directly in a table get an implied `<tbody>` and `<tr>`;
/// - elements libxml2 closes for a start tag by HTML 4's rules stay open ("held open"
///   through their parent's insertion target, see ``StartTagClosing``), and elements HTML
///   closes that libxml2 keeps open are closed (their content goes to their parent);
///   a `<form>` inside a form is ignored, as HTML's form element pointer says;
/// - content after `</body>` or `</html>` goes into the body; a second `<html>`,
///   `<head>` or `<body>` start tag adds its attributes instead of a new element;
/// - white space before `<head>` is dropped, and `html`, `head` and `body` always exist;
/// - `<xmp>`, `<iframe>`, `<noembed>` and `<noframes>` hold their source text, and so
///   does `<noscript>` when the document's scripting flag is on (as in
///   Safari); with it off, its content is parsed as markup;
/// - SVG and MathML elements get their namespace and their camel-case names back;
/// - void elements libxml2 2.9 does not know (`source`, `track`, `wbr`) hold nothing;
/// - `<textarea>` and `<title>` hold their text as written, character references decoded;
/// - character references are decoded as the HTML standard says (libxml2 is given the
///   page with its ampersands marked, see ``AmpersandMarker``), and a tag whose attribute
///   names libxml2 cannot read has its attributes read from the source
///   (``StartTagAttributes``);
/// - what does not belong in a table is fostered before it.
///
/// The builder follows libxml2's stack of open elements (``OpenElement``) and changes
/// only where content goes, so what needs an HTML stack of its own (the adoption agency,
/// reopening formatting elements) is out of its reach.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tree-construction
final class TreeBuilder {
    private let store: NodeStore
    private let document: NodeID
    /// The UTF-8 input as libxml2 parses it, for the source text of some elements.
    private let source: UnsafeRawBufferPointer
    /// What stands for `&` in `source`, if the page's ampersands were marked.
    private let ampersandMarker: AmpersandMarker?

    /// An element libxml2 considers open.
    private struct OpenElement {
        /// libxml2's name pointer (interned by its dictionary).
        var name: UnsafeRawPointer
        /// The element made for it; nil when the start tag was folded into another element.
        var element: NodeID?
        /// Where content inside it goes (the element, or an ancestor once it was closed early).
        var insertionTarget: NodeID
        /// The namespace of elements inside it.
        var childNamespace: Namespace
        /// For an element whose content the builder takes from the source when it ends
        /// (see ``SourceText``): which kind, and the input offset of its start tag.
        var sourceText: (kind: SourceText, tagStart: Int)?
    }

    /// Elements whose content libxml2 2.9 parses differently from the HTML standard, which
    /// the builder puts right from the source text when they end.
    private enum SourceText {
        /// Raw text: `<xmp>`, `<iframe>`, `<noembed>`, `<noframes>`, and `<noscript>` with
        /// scripting on.
        case rawText
        /// `<script>`: its content as written when libxml2 had end tags hidden from it.
        case script
        /// `<textarea>`, `<title>`: escapable raw text.
        case escapableRawText
    }

    // Read and changed on every event. A builder is used by one parse on one thread and
    // never holds two accesses to one of these at once, so the dynamic exclusivity checks
    // are left out.
    @exclusivity(unchecked) private var stack: [OpenElement] = []
    /// Positions in `stack` of open HTML `<p>` elements, so most start tags need no scan.
    @exclusivity(unchecked) private var openParagraphs: [Int] = []
    @exclusivity(unchecked) private var names = NameAtomCache()
    @exclusivity(unchecked) private var pendingText: [UInt8] = []
    private var pendingTextTarget: NodeID?
    private(set) var htmlElement: NodeID?
    private(set) var headElement: NodeID?
    private(set) var bodyElement: NodeID?
    /// The `<tbody>` and `<tr>` elements the builder implied around rows and cells.
    private var impliedElements: Set<NodeID> = []
    /// An element libxml2 closed for a start tag that the HTML standard keeps open: content
    /// goes into it (through the insertion target of the stack entry at `depth`) until its
    /// end tag, which libxml2 reports as having no element.
    private struct HeldOpen {
        var element: NodeID
        var atom: Atom
        var depth: Int
        /// The entry's insertion target before the element was held open.
        var targetBefore: NodeID
    }
    private var heldOpen: [HeldOpen] = []
    /// The element whose start tag was the last event, while nothing else has come since.
    private var lastStartedElement: NodeID?
    /// The standard's form element pointer: the last form opened and not yet ended by a
    /// `</form>`.
    private var formElement: NodeID?
    /// Set when libxml2 could not read an attribute of the start tag it is parsing.
    private var rereadsAttributes = false
    /// Set by a `<pre>` or `<listing>` start tag: a line feed right after it is dropped.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody (a start tag
    /// whose tag name is one of "pre", "listing")
    private var ignoresLineFeed = false
    /// The document's scripting flag, which decides how `<noscript>` is parsed.
    private let scriptingEnabled: Bool

    /// Positions of `</script` end tags the HTML standard reads as script text, which were
    /// hidden from libxml2 in this parse's input (see ``ScriptDataEscapes``).
    private let hiddenScriptEndTags: Set<Int>
    /// Such end tags found in this parse that were not hidden: the page must be parsed again
    /// with them hidden.
    private(set) var scriptEndTagsThatAreText: [Int] = []

    /// A builder for `document`; `source` is the page as libxml2 is given it, with each
    /// `&` written as `ampersandMarker` if there is one (libxml2 may be given a copy with
    /// `hiddenScriptEndTags` rewritten).
    init(
        store: NodeStore, document: NodeID, source: UnsafeRawBufferPointer, ampersandMarker: AmpersandMarker?,
        hiddenScriptEndTags: Set<Int> = []
    ) {
        self.store = store
        self.document = document
        self.source = source
        self.ampersandMarker = ampersandMarker
        self.hiddenScriptEndTags = hiddenScriptEndTags
        self.scriptingEnabled = store.documentState(document).scriptingEnabled
        pendingText.reserveCapacity(256)
    }

    private var currentTarget: NodeID { stack.last?.insertionTarget ?? document }
    private var currentNamespace: Namespace { stack.last?.childNamespace ?? .html }

    // MARK: - Events

    func startElement(name: UnsafeRawPointer, isImplied: Bool, attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?, offset: Int) {
        flushText()
        lastStartedElement = nil
        ignoresLineFeed = false
        let rereadsAttributes = self.rereadsAttributes
        self.rereadsAttributes = false
        var namespace = currentNamespace
        var atom = self.atom(for: name)
        if namespace == .html {
            if atom == .svg { namespace = .svg } else if atom == .math { namespace = .mathML }
        }
        if namespace == .svg, let adjusted = ForeignNames.svgElements[store.atoms.name(of: atom)] {
            atom = store.atoms.intern(adjusted)
        }

        if namespace == .html {
            // A `<p>` libxml2 invents around stray text: HTML does not.
            if isImplied && atom == .p {
                push(name, element: nil, target: currentTarget)
                return
            }
            if let folded = foldRepeatedDocumentElement(atom, attributes: attributes) {
                push(name, element: nil, target: folded)
                return
            }
            // A form inside a form: HTML ignores the start tag.
            if atom == .form, formElement != nil, !hasOpenTemplate {
                push(name, element: nil, target: currentTarget)
                return
            }
            closeOpenElements(for: atom)
            if ForeignNames.closesParagraph.contains(atom) { closeOpenParagraph() }
            // HTML reads `<image>` as `<img>`.
            if atom == .image { atom = .img }
        }

        var target = insertionTarget(forElement: atom, namespace: namespace)
        if namespace == .html && (atom == .tr || atom == .td || atom == .th) && store.isHTMLElement(target, named: .table) {
            target = impliedTableBody(in: target)
        }
        if namespace == .html && (atom == .td || atom == .th) && isTableSection(target) {
            target = impliedTableRow(in: target)
        }
        let element = store.createElement(atom, namespace: namespace, in: document)
        if rereadsAttributes, let read = attributesFromSource(ofTagNamed: name, endingAt: offset) {
            store.setAttributesForBuilding(makeAttributes(read, namespace: namespace), on: element)
        } else if let attributes {
            store.setAttributesForBuilding(makeAttributes(attributes, namespace: namespace), on: element)
        }
        if let table = fosterParentTable(of: target), !belongsInTable(element, atom, namespace: namespace) {
            insertFostered(element, before: table)
        } else {
            store.appendChildForBuilding(element, to: target)
        }

        if namespace == .html {
            if atom == .html && htmlElement == nil { htmlElement = element }
            if atom == .head && headElement == nil { headElement = element }
            if atom == .body && bodyElement == nil { bodyElement = element }
        }
        var childNamespace = namespace
        if namespace == .svg && (atom == .foreignObject || store.atoms.name(of: atom) == "desc" || atom == .title) {
            childNamespace = .html
        }
        if namespace == .html && atom == .p { openParagraphs.append(stack.count) }
        if namespace == .html && atom == .form && !hasOpenTemplate { formElement = element }
        // A template's content goes into its template contents. Void elements have no
        // content: libxml2 2.9 does not know HTML5's `source`, `track` and `wbr` as void and
        // would nest what follows inside them (`<picture><source><img>`), so it goes to
        // their parent instead.
        let contentTarget: NodeID
        if namespace == .html && atom == .template {
            contentTarget = store.templateContents(of: element)
        } else if namespace == .html && HTMLElementKinds.serializesAsVoid(atom) {
            contentTarget = target
        } else {
            contentTarget = element
        }
        var sourceText: SourceText?
        if namespace == .html {
            switch atom {
            case .noscript where scriptingEnabled: sourceText = .rawText
            case .xmp, .iframe, .noembed, .noframes: sourceText = .rawText
            case .script: sourceText = .script
            case .textarea, .title: sourceText = .escapableRawText
            default: break
            }
        }
        stack.append(
            OpenElement(
                name: name, element: element, insertionTarget: contentTarget, childNamespace: childNamespace,
                sourceText: sourceText.map { ($0, offset) }))
        ignoresLineFeed = namespace == .html && (atom == .pre || atom == .listing)
        lastStartedElement = element
    }

    func endElement(name: UnsafeRawPointer, offset: Int) {
        flushText()
        let justStarted = lastStartedElement
        lastStartedElement = nil
        ignoresLineFeed = false
        guard let index = stack.lastIndex(where: { $0.name == name }) else { return }
        // A `</p>` that closes only a paragraph libxml2 invented around text closes none.
        let closesInventedParagraph = stack[index].element == nil && atom(for: name) == .p
            && source.endsWithEndTag(named: "p", at: offset)
        defer { if closesInventedParagraph { paragraphEndTagWithoutParagraph() } }
        while let last = openParagraphs.last, last >= index { openParagraphs.removeLast() }
        // Popped one at a time: a slice of the closed entries would share the stack's
        // storage, and removing them would then copy the whole stack.
        let closedAlone = index == stack.count - 1 ? stack[index] : nil
        while stack.count > index {
            let entry = stack.removeLast()
            guard let (kind, tagStart) = entry.sourceText, let element = entry.element else { continue }
            switch kind {
            case .rawText: replaceRawTextContent(of: element, tagStart: tagStart, end: offset)
            case .script: checkScriptEnd(of: element, tagStart: tagStart, end: offset)
            case .escapableRawText: replaceEscapableRawTextContent(of: element, tagStart: tagStart, end: offset)
            }
        }
        if formElement != nil, atom(for: name) == .form, source.endsWithEndTag(named: "form", at: offset) { formEndTag() }
        let heldInside = heldOpen.filter { $0.depth == index }
        if !heldOpen.isEmpty { heldOpen.removeAll { $0.depth >= stack.count } }
        guard let closedAlone, let element = closedAlone.element, let parent = stack.indices.last, store.isHTMLElement(element)
        else { return }
        let closedName = store.localName(of: element)
        if let inner = heldInside.lastIndex(where: { $0.atom == closedName }),
            source.endsWithEndTag(named: nameBytes(name), at: offset)
        {
            // The end tag ends the innermost element of its name, one held open inside:
            // the element libxml2 closed stays open, holding what held that one.
            hold(element, named: closedName, at: parent, target: heldInside[inner].targetBefore)
            heldOpen += heldInside[..<inner].map { HeldOpen(element: $0.element, atom: $0.atom, depth: parent, targetBefore: $0.targetBefore) }
        } else if (element == justStarted && isSelfClosed(element, at: offset))
            || holdOpenIfTheStandardWould(closedAlone, name: name, offset: offset)
        {
            // Elements held open inside the closed one stay held inside it.
            hold(element, named: closedName, at: parent, target: closedAlone.insertionTarget)
            heldOpen += heldInside.map { HeldOpen(element: $0.element, atom: $0.atom, depth: parent, targetBefore: $0.targetBefore) }
        }
    }

    /// Holds `element` open for the standard after libxml2 closed it: content that libxml2
    /// puts in the stack entry at `depth` goes to `target` instead, until the element's
    /// end tag.
    private func hold(_ element: NodeID, named atom: Atom, at depth: Int, target: NodeID) {
        heldOpen.append(HeldOpen(element: element, atom: atom, depth: depth, targetBefore: stack[depth].insertionTarget))
        stack[depth].insertionTarget = target
    }

    /// Whether libxml2 closed `element` (started just before, with nothing inside) because
    /// its start tag, ending at `offset`, ends with `/>`: HTML ignores that on an HTML
    /// element that is not void.
    private func isSelfClosed(_ element: NodeID, at offset: Int) -> Bool {
        guard offset >= 2, offset <= source.count, source[offset - 2] == UInt8(ascii: "/"), source[offset - 1] == UInt8(ascii: ">")
        else { return false }
        return !HTMLElementKinds.serializesAsVoid(store.localName(of: element))
    }

    /// Whether libxml2 closed `closed` (the last open element, now popped) for the start tag
    /// it is reading at `offset` where the HTML standard keeps that element open.
    private func holdOpenIfTheStandardWould(_ closed: OpenElement, name: UnsafeRawPointer, offset: Int) -> Bool {
        guard let element = closed.element, StartTagClosing.mayCloseEarly(store.localName(of: element)),
            source.mayBeReadingStartTag(at: offset),
            !source.endsWithEndTag(named: nameBytes(name), at: offset),
            let tagName = source.startTagName(at: offset)
        else { return false }
        let tag = store.atoms.intern(tagName)
        let open = store.localName(of: element)
        return !StartTagClosing.closes(open, for: tag, inQuirksMode: store.documentState(document).mode == .quirks)
    }

    /// An end tag libxml2 found no open element for (it ignores it): one that ends an
    /// element held open for the standard closes it, and a `</p>` makes an empty `<p>`.
    func endTagWithoutElement(named name: String) {
        if name == "p" { return paragraphEndTagWithoutParagraph() }
        if name == "form" { return formEndTag() }
        releaseHeldElement(named: store.atoms.intern(name))
    }

    /// Closes the innermost element named `atom` held open at the current depth, if any:
    /// content goes where it went before that element was held.
    private func releaseHeldElement(named atom: Atom) {
        guard let held = heldOpen.lastIndex(where: { $0.atom == atom && $0.depth == stack.count - 1 }) else { return }
        releaseHeldElement(at: held)
    }

    /// Closes the element held open at `held` in `heldOpen`, and those held inside it.
    private func releaseHeldElement(at held: Int) {
        flushText()
        stack[heldOpen[held].depth].insertionTarget = heldOpen[held].targetBefore
        heldOpen.removeSubrange(held...)
    }

    func characters(_ bytes: UnsafeRawBufferPointer) {
        lastStartedElement = nil
        var bytes = bytes
        if ignoresLineFeed {
            ignoresLineFeed = false
            if bytes.first == UInt8(ascii: "\n") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropFirst()) }
        }
        guard !bytes.isEmpty else { return }
        guard let target = textTarget(isWhitespace: bytes.allSatisfy(isASCIIWhitespace)) else { return }
        if pendingTextTarget != target {
            flushText()
            pendingTextTarget = target
        }
        pendingText.append(contentsOf: bytes)
    }

    /// An end tag `</p>` with no paragraph open (libxml2 ignores it): HTML inserts an
    /// empty `<p>`.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody (an end tag
    /// whose tag name is "p")
    func paragraphEndTagWithoutParagraph() {
        flushText()
        ignoresLineFeed = false
        guard currentNamespace == .html else { return }
        store.appendChildForBuilding(store.createElement(.p, in: document), to: insertionTarget(forElement: .p, namespace: .html))
    }

    /// Script or style text, where character references are not decoded.
    func rawText(_ bytes: UnsafeRawBufferPointer) {
        guard let restored = ampersandMarker?.restoringAmpersandBytes(bytes) else { return characters(bytes) }
        restored.withUnsafeBytes { characters($0) }
    }

    func comment(_ text: String) {
        flushText()
        lastStartedElement = nil
        ignoresLineFeed = false
        let target = openImpliedTableBody(in: currentTarget) ?? currentTarget
        store.appendChildForBuilding(store.createComment(restoringAmpersands(text), in: document), to: target)
    }

    func doctype(name: String, publicID: String, systemID: String) {
        flushText()
        guard store.doctypeNode(of: document) == nil, htmlElement == nil else { return }
        let doctype = store.createDocumentType(
            name: restoringAmpersands(name), publicID: restoringAmpersands(publicID),
            systemID: restoringAmpersands(systemID), in: document)
        store.appendChildForBuilding(doctype, to: document)
        store.updateDocumentState(document) { $0.mode = DocumentModeRules.mode(name: name, publicID: publicID, systemID: systemID) }
    }

    /// Ends the build: pending text is written and `html`, `head` and `body` exist.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#the-end
    func finish(ensuringDocumentElements: Bool) {
        flushText()
        stack.removeAll()
        guard ensuringDocumentElements else { return }
        if store.doctypeNode(of: document) == nil {
            store.updateDocumentState(document) { $0.mode = .quirks }
        }
        let html: NodeID
        if let existing = htmlElement {
            html = existing
        } else {
            html = store.createElement(.html, in: document)
            store.appendChildForBuilding(html, to: document)
            htmlElement = html
        }
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

    // MARK: - Where things go

    /// The parent for a new element, with content after the body redirected into it.
    private func insertionTarget(forElement atom: Atom, namespace: Namespace) -> NodeID {
        let target = currentTarget
        guard let body = bodyElement else {
            // Before the document element, libxml2 always implies `<html>` first.
            return target == document && atom != .html ? (htmlElement ?? target) : target
        }
        if target == document || (target == htmlElement && atom != .head && atom != .body && atom != .frameset) {
            return body
        }
        return target
    }

    /// Where text goes, or nil when HTML drops it.
    private func textTarget(isWhitespace: Bool) -> NodeID? {
        let target = currentTarget
        if target == document || target == htmlElement {
            if let body = bodyElement { return body }
            // Before <head>, white space is dropped; after it, it stays in <html>.
            guard let html = htmlElement, headElement != nil, isWhitespace else { return nil }
            return html
        }
        return openImpliedTableBody(in: target) ?? target
    }

    /// The `<tbody>` implied around rows of `table` that is still open: the table's last
    /// child. Text and comments after a row go into it, as in the "in table body" insertion
    /// mode (libxml2 puts them in the table).
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intbody
    private func openImpliedTableBody(in table: NodeID) -> NodeID? {
        guard !impliedElements.isEmpty, let last = store.lastChild(of: table), impliedElements.contains(last),
            store.isHTMLElement(last, named: .tbody)
        else {
            return nil
        }
        return last
    }

    /// Handles a second `<html>`, `<head>` or `<body>` start tag: HTML adds its
    /// attributes to the existing element. Returns where content inside it goes.
    private func foldRepeatedDocumentElement(
        _ atom: Atom, attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    ) -> NodeID? {
        let existing: NodeID?
        switch atom {
        case .html: existing = htmlElement
        case .head: existing = headElement
        case .body: existing = bodyElement
        default: return nil
        }
        guard let existing else { return nil }
        if let attributes, atom != .head {
            for attribute in makeAttributes(attributes, namespace: .html)
            where !store.hasAttribute(attribute.name, on: existing) {
                store.setAttribute(attribute.name, to: attribute.value, on: existing)
            }
        }
        if atom == .html { return bodyElement ?? existing }
        return existing
    }

    /// A second `<html>` or `<body>` start tag libxml2 dropped: its attributes that the
    /// element lacks are added to it.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody (a start tag
    /// whose tag name is "html" / "body")
    func addMissingAttributes(_ attributes: [StartTagAttributes.Attribute], toDocumentElementNamed name: String) {
        guard let element = name == "html" ? htmlElement : bodyElement else { return }
        for attribute in makeAttributes(attributes, namespace: .html) where !store.hasAttribute(attribute.name, on: element) {
            store.setAttribute(attribute.name, to: attribute.value, on: element)
        }
    }

    /// libxml2 could not read an attribute name of the start tag it is parsing (it drops
    /// the rest of that attribute): the builder reads the tag's attributes from the source.
    func startTagHasAttributeLibXML2CannotRead() {
        rereadsAttributes = true
    }

    /// Closes an open `<p>` in button scope: content libxml2 still puts inside it goes
    /// to the paragraph's parent instead.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#close-a-p-element
    private func closeOpenParagraph() {
        if !heldOpen.isEmpty { releaseHeldElement(named: .p) }
        guard let paragraph = openParagraphs.last else { return }
        for position in stride(from: stack.count - 1, to: paragraph, by: -1) {
            guard let element = stack[position].element else { continue }
            if ForeignNames.buttonScopeBoundaries.contains(store.localName(of: element))
                || !store.isHTMLElement(element)
            {
                return
            }
        }
        closeForTheStandard(from: paragraph)
    }

    /// A `</form>` end tag: it closes the form the standard's form element pointer holds,
    /// whichever element libxml2 closed for it (the form, a nested form whose start tag HTML
    /// ignored, or none); what comes after goes to the form's parent, or stays in the
    /// elements still open inside it until they close.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody (an end tag
    /// whose tag name is "form")
    private func formEndTag() {
        guard let form = formElement else { return }
        formElement = nil
        if let held = heldOpen.lastIndex(where: { $0.element == form }) {
            releaseHeldElement(at: held)
        } else if let position = stack.lastIndex(where: { $0.element == form }) {
            flushText()
            stack[position].insertionTarget = position > 0 ? stack[position - 1].insertionTarget : document
        }
    }

    private var hasOpenTemplate: Bool {
        stack.contains { entry in entry.element.map { store.isHTMLElement($0, named: .template) } ?? false }
    }

    /// Closes what the standard closes for a start tag named `tag` before inserting it,
    /// where libxml2 keeps it open: an open `<li>` (or `<dd>`, `<dt>`) with only elements
    /// such as `<b>` or `<div>` inside it since, an open `<button>` in scope, a heading
    /// that is the current element for another heading.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody
    private func closeOpenElements(for tag: Atom) {
        let position: Int?
        if tag == .li {
            position = openElement(in: StartTagClosing.listItems, lookingPast: { !StartTagClosing.listItemSearchStoppers.contains($0) })
        } else if StartTagClosing.definitionParts.contains(tag) {
            position = openElement(in: StartTagClosing.definitionParts, lookingPast: { !StartTagClosing.listItemSearchStoppers.contains($0) })
        } else if tag == .button {
            position = openElement(in: StartTagClosing.buttons, lookingPast: { !StartTagClosing.defaultScopeBoundaries.contains($0) })
        } else if StartTagClosing.headings.contains(tag) {
            position = openElement(in: StartTagClosing.headings, lookingPast: { _ in false })
        } else {
            position = nil
        }
        if let position { closeForTheStandard(from: position) }
    }

    /// The stack position of the innermost open HTML element named in `names`, looking
    /// down from the current element past those `lookingPast` accepts.
    private func openElement(in names: AtomSet, lookingPast: (Atom) -> Bool) -> Int? {
        for position in stride(from: stack.count - 1, through: 0, by: -1) {
            guard let element = stack[position].element else { continue }
            guard store.isHTMLElement(element) else { return nil }
            let name = store.localName(of: element)
            if names.contains(name) { return position }
            guard lookingPast(name) else { return nil }
        }
        return nil
    }

    /// Closes the open element at `position` and those inside it as the standard does,
    /// where libxml2 keeps them open: what libxml2 still puts inside them goes to the
    /// closed element's parent instead.
    private func closeForTheStandard(from position: Int) {
        while let last = openParagraphs.last, last >= position { openParagraphs.removeLast() }
        let outside = position > 0 ? stack[position - 1].insertionTarget : document
        for entry in position..<stack.count { stack[entry].insertionTarget = outside }
    }

    /// The table whose content is fostered out of it when content is inserted into `target`:
    /// the table itself, a section or a row of it (not a cell, where anything may go).
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#foster-parent
    private func fosterParentTable(of target: NodeID) -> NodeID? {
        guard store.isHTMLElement(target), StartTagClosing.tableStructure.contains(store.localName(of: target)) else { return nil }
        var node: NodeID? = target
        while let current = node, !store.isHTMLElement(current, named: .table) { node = store.parent(of: current) }
        guard let table = node, store.parent(of: table) != nil else { return nil }
        return table
    }

    /// Whether `element` (named `atom`) goes where a table's content goes rather than
    /// before the table: table parts, scripts, styles, templates, forms and hidden inputs.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intable
    private func belongsInTable(_ element: NodeID, _ atom: Atom, namespace: Namespace) -> Bool {
        guard namespace == .html else { return false }
        if StartTagClosing.tableContent.contains(atom) { return true }
        return atom == .input && store.attribute(.type, of: element).map { $0.lowercased() == "hidden" } == true
    }

    /// Inserts `node` just before `table`, where HTML fosters what does not belong in it.
    private func insertFostered(_ node: NodeID, before table: NodeID) {
        guard let parent = store.parent(of: table) else { return }
        store.insert(node, into: parent, before: table, suppressObservers: true)
    }

    /// The `<tr>` a cell directly inside a table section goes into: the row implied for the
    /// cell before it, or a new one.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intbody
    private func impliedTableRow(in section: NodeID) -> NodeID { implied(.tr, in: section) }

    private func isTableSection(_ node: NodeID) -> Bool {
        store.isHTMLElement(node, named: .tbody) || store.isHTMLElement(node, named: .thead) || store.isHTMLElement(node, named: .tfoot)
    }

    /// The `<tbody>` a row or cell directly inside `table` goes into.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intable
    private func impliedTableBody(in table: NodeID) -> NodeID { implied(.tbody, in: table) }

    /// The element named `name` implied inside `parent`: the last one implied there if it is
    /// still the parent's last element, or a new one.
    private func implied(_ name: Atom, in parent: NodeID) -> NodeID {
        if let last = store.lastElementChild(of: parent), impliedElements.contains(last) { return last }
        let element = store.createElement(name, in: document)
        store.appendChildForBuilding(element, to: parent)
        impliedElements.insert(element)
        return element
    }

    /// Replaces what libxml2 parsed inside a raw text element with its source text, up to
    /// its first end tag.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#generic-raw-text-element-parsing-algorithm
    private func replaceRawTextContent(of element: NodeID, tagStart: Int, end: Int) {
        var text: String?
        let start = contentStart(afterStartTagAt: tagStart, end: end)
        if start <= end, end <= source.count {
            let region = UnsafeRawBufferPointer(rebasing: source[start..<end])
            if let endTag = region.firstEndTag(named: store.localNameString(of: element)) {
                text = restoringAmpersands(UnsafeRawBufferPointer(rebasing: region[..<endTag]))
            }
        }
        replaceChildren(of: element, withText: text ?? HTMLSerializer(store: store).serializeChildren(of: element))
    }

    /// Gives a `<textarea>` or `<title>` its source text with character references decoded
    /// (escapable raw text: libxml2 2.9 parses tags inside them as elements), without the
    /// line feed that may follow a `<textarea>` start tag. Left as libxml2 built it when
    /// its end tag is not where libxml2 closed it.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-elements-that-contain-only-text
    private func replaceEscapableRawTextContent(of element: NodeID, tagStart: Int, end: Int) {
        let start = contentStart(afterStartTagAt: tagStart, end: end)
        guard start <= end, end <= source.count else { return }
        let name = store.localNameString(of: element)
        let region = UnsafeRawBufferPointer(rebasing: source[start..<end])
        // The first end tag ends the text (later ones are libxml2's doing).
        guard let endTag = region.firstEndTag(named: name) else { return }
        var text = UnsafeRawBufferPointer(rebasing: region[..<endTag])
        if name == "textarea", text.first == UInt8(ascii: "\n") { text = UnsafeRawBufferPointer(rebasing: text.dropFirst()) }
        replaceChildren(of: element, withText: sourceDecoder.decode(text, inAttribute: false))
    }

    /// Notes end tags in a script that the HTML standard reads as text, and gives a script
    /// whose content held hidden ones its content as written.
    private func checkScriptEnd(of element: NodeID, tagStart: Int, end: Int) {
        let contentStart = contentStart(afterStartTagAt: tagStart, end: end)
        guard contentStart <= end, end <= source.count else { return }
        let found = ScriptDataEscapes.endTagsThatAreText(in: source, contentStart: contentStart)
        scriptEndTagsThatAreText += found.filter { !hiddenScriptEndTags.contains($0) }
        guard !hiddenScriptEndTags.isEmpty, !found.isEmpty else { return }
        // The script ends at its last end tag, unless that one is text too: then at the end
        // of the input.
        let lastTag = UnsafeRawBufferPointer(rebasing: source[contentStart..<end]).lastEndTag(named: "script")
            .map { contentStart + $0 }
        let contentEnd = lastTag.flatMap { found.contains($0) ? nil : $0 } ?? end
        replaceChildren(
            of: element, withText: restoringAmpersands(UnsafeRawBufferPointer(rebasing: source[contentStart..<contentEnd])))
    }

    /// Where the content of an element whose start tag libxml2 reported at `tagStart`
    /// begins: after the tag's `>` (libxml2 reports a start tag before consuming its `>`).
    /// Past `end` when the tag has no `>` before it.
    private func contentStart(afterStartTagAt tagStart: Int, end: Int) -> Int {
        var start = tagStart
        while start < end, start < source.count, source[start] != UInt8(ascii: ">") { start += 1 }
        return start + 1
    }

    /// Replaces `element`'s children with one text node holding `text` (none when empty).
    private func replaceChildren(of element: NodeID, withText text: String) {
        for child in store.children(of: element) { store.remove(child, suppressObservers: true) }
        if !text.isEmpty { store.appendChildForBuilding(store.createText(text, in: document), to: element) }
    }

    /// Removes everything built so far, for a parse that starts over.
    func discard() {
        pendingText.removeAll()
        pendingTextTarget = nil
        for child in store.children(of: document) { store.remove(child, suppressObservers: true) }
    }

    // MARK: - Helpers

    private func push(_ name: UnsafeRawPointer, element: NodeID?, target: NodeID) {
        stack.append(
            OpenElement(name: name, element: element, insertionTarget: target, childNamespace: currentNamespace, sourceText: nil))
    }

    /// The bytes of libxml2's (NUL-terminated, lower-case) name `name`.
    private func nameBytes(_ name: UnsafeRawPointer) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: name, count: strlen(name.assumingMemoryBound(to: CChar.self)))
    }

    private func atom(for name: UnsafeRawPointer) -> Atom {
        if let atom = names.atom(for: name) { return atom }
        let atom = store.atoms.intern(String(cString: name.assumingMemoryBound(to: CChar.self)))
        names.insert(atom, for: name)
        return atom
    }

    private func makeAttributes(_ list: UnsafeMutablePointer<UnsafePointer<UInt8>?>, namespace: Namespace) -> [Attribute] {
        var count = 0
        while list[count] != nil { count += 2 }
        var attributes: [Attribute] = []
        attributes.reserveCapacity(count / 2)
        var index = 0
        while let namePointer = list[index] {
            let name = adjusted(atom(for: UnsafeRawPointer(namePointer)), namespace: namespace)
            let value = list[index + 1].map { attributeValue(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? ""
            attributes.append(Attribute(name: name, value: value))
            index += 2
        }
        return attributes
    }

    /// Attributes read from the source (``StartTagAttributes``), their values decoded.
    private func makeAttributes(_ read: [StartTagAttributes.Attribute], namespace: Namespace) -> [Attribute] {
        read.map { attribute in
            let name = attribute.name.withUnsafeBytes { restoringAmpersands($0) }
            let value = attribute.value.withUnsafeBytes { sourceDecoder.decode($0, inAttribute: true) }
            return Attribute(name: adjusted(store.atoms.intern(name), namespace: namespace), value: value)
        }
    }

    /// An attribute's name as SVG and MathML elements have it (`viewBox`, `xlink:href`).
    private func adjusted(_ name: Atom, namespace: Namespace) -> Atom {
        guard namespace != .html, let adjusted = ForeignNames.attributes[store.atoms.name(of: name)] else { return name }
        return store.atoms.intern(adjusted)
    }

    /// The attributes of the start tag named `name` (libxml2's name) that ends at `end`,
    /// read from the source; nil when the tag is not found there.
    private func attributesFromSource(ofTagNamed name: UnsafeRawPointer, endingAt end: Int) -> [StartTagAttributes.Attribute]? {
        let name = nameBytes(name)
        guard let start = StartTagAttributes.startOfTag(named: name, in: source, before: end) else { return nil }
        return StartTagAttributes.read(UnsafeRawBufferPointer(rebasing: source[(start + 1 + name.count)...]))
    }

    /// Decodes character references in text taken from the source: written with the
    /// marker, or (without one) with the page's own `&`s.
    private var sourceDecoder: CharacterReferenceDecoder {
        ampersandMarker?.decoder ?? CharacterReferenceDecoder(ampersand: [UInt8(ascii: "&")])
    }

    /// An attribute value libxml2 handed over, its character references decoded.
    private func attributeValue(_ bytes: UnsafeRawBufferPointer) -> String {
        ampersandMarker?.decoder.decode(bytes, inAttribute: true) ?? String(decoding: bytes, as: UTF8.self)
    }

    /// Text from the source or from libxml2 where character references are not decoded.
    private func restoringAmpersands(_ text: UnsafeRawBufferPointer) -> String {
        ampersandMarker?.restoringAmpersands(text) ?? String(decoding: text, as: UTF8.self)
    }

    private func restoringAmpersands(_ text: String) -> String {
        guard ampersandMarker != nil else { return text }
        var text = text
        return text.withUTF8 { restoringAmpersands(UnsafeRawBufferPointer($0)) }
    }

    private func flushText() {
        guard let target = pendingTextTarget else { return }
        pendingTextTarget = nil
        guard !pendingText.isEmpty else { return }
        let text = pendingText.withUnsafeBytes { bytes in
            ampersandMarker?.decoder.decode(bytes, inAttribute: false) ?? String(decoding: bytes, as: UTF8.self)
        }
        pendingText.removeAll(keepingCapacity: true)
        if let table = fosterParentTable(of: target), !text.utf8.allSatisfy(isASCIIWhitespace) {
            if let previous = store.previousSibling(of: table), store.kind(of: previous) == .text {
                store.appendDataForBuilding(text, to: previous)
            } else {
                insertFostered(store.createText(text, in: document), before: table)
            }
        } else if let last = store.lastChild(of: target), store.kind(of: last) == .text {
            store.appendDataForBuilding(text, to: last)
        } else {
            store.appendChildForBuilding(store.createText(text, in: document), to: target)
        }
    }
}
