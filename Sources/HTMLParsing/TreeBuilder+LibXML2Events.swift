import DOM
import Glibc

/// libxml2's SAX events, read as the HTML tokens they stand for.
///
/// - A start element is a start tag token, unless libxml2 implied it (`html`, `body`, `p`
///   around text): the builder implies elements by the standard's rules instead.
/// - An end element is an end tag token only where the source holds that end tag just
///   before the parser's position; libxml2 also ends elements by HTML 4's rules when a
///   start tag or another end tag comes, and those endings are ignored.
/// - libxml2 drops an end tag with no element of its name open ("Unexpected end tag"), or
///   with one open only beyond an element it ranks higher ("Opening and ending tag
///   mismatch", and no end element follows): both are tokens all the same.
/// - Events inside an element whose content the builder took from the source are
///   ignored (``skipsEventsUntil``).
extension TreeBuilder {
    func startElement(name: UnsafeRawPointer, isImplied: Bool, attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?, offset: Int) {
        let rereadsAttributes = self.rereadsAttributes
        self.rereadsAttributes = false
        guard !isImplied, offset >= skipsEventsUntil else { return }
        emitPossiblyDroppedEndTag()
        var tagAttributes: [Attribute] = []
        if let moved = movedAttributes(in: attributes) {
            tagAttributes = makeAttributes(moved, ampersand: [UInt8(ascii: "&")])
        } else if rereadsAttributes, let read = attributesFromSource(ofTagNamed: name, endingAt: offset) {
            tagAttributes = makeAttributes(read)
        } else if let attributes {
            tagAttributes = makeAttributes(attributes)
        }
        // libxml2 reports a start tag before reading its `>` (or `/>`).
        let selfClosing = offset < source.count && source[offset] == UInt8(ascii: "/")
        process(StartTag(name: atom(for: name), attributes: tagAttributes, selfClosing: selfClosing, offset: offset))
    }

    func endElement(name: UnsafeRawPointer, offset: Int) {
        guard offset > skipsEventsUntil else { return }
        let atom = atom(for: name)
        if let script = openScript, atom == .script, openElements.current?.element == script.element {
            // libxml2 reads script text as the standard does, up to `</script`: its end is
            // the script's end, wherever it is.
            if source.endsWithEndTag(named: "script", at: offset) { lastEndTagOffset = offset }
            return endScript(at: offset)
        }
        if let dropped = possiblyDroppedEndTag, dropped.offset != offset || dropped.name != atom { emitPossiblyDroppedEndTag() }
        guard offset != lastEndTagOffset, source.endsWithEndTag(named: nameBytes(name), at: offset) else { return }
        possiblyDroppedEndTag = nil
        lastEndTagOffset = offset
        processEndTag(atom)
    }

    func characters(_ bytes: UnsafeRawBufferPointer, offset: Int) {
        guard offset > skipsEventsUntil else { return }
        var bytes = bytes
        // A run of text that began inside an element whose text came from the source: its
        // part after that element's end tag (libxml2 hands text over with the parser just
        // past it; the lengths agree when ampersands are marked, not decoded).
        let start = offset - bytes.count
        if start < skipsEventsUntil {
            guard ampersandMarker != nil else { return }
            bytes = UnsafeRawBufferPointer(rebasing: bytes[(skipsEventsUntil - start)...])
        }
        emitPossiblyDroppedEndTag()
        if ignoresLineFeed {
            ignoresLineFeed = false
            if bytes.first == UInt8(ascii: "\n") { bytes = UnsafeRawBufferPointer(rebasing: bytes.dropFirst()) }
        }
        guard !bytes.isEmpty else { return }
        processCharacters(bytes)
    }

    /// Script or style text, where character references are not decoded.
    func rawText(_ bytes: UnsafeRawBufferPointer, offset: Int) {
        guard offset > skipsEventsUntil else { return }
        guard let restored = ampersandMarker?.restoringAmpersandBytes(bytes) else { return characters(bytes, offset: offset) }
        emitPossiblyDroppedEndTag()
        restored.withUnsafeBytes { processCharacters($0) }
    }

    func comment(_ text: String, offset: Int) {
        guard offset > skipsEventsUntil else { return }
        emitPossiblyDroppedEndTag()
        ignoresLineFeed = false
        processComment(restoringAmpersands(text))
    }

    /// A DOCTYPE libxml2 read (in the rare input ``MarkupDeclarations`` left to it).
    func doctype(name: String, publicID: String, systemID: String) {
        doctype(DoctypeToken(name: restoringAmpersands(name), publicID: restoringAmpersands(publicID), systemID: restoringAmpersands(systemID)))
    }

    /// The token a placeholder comment stands for (see ``MarkupDeclarations``).
    func markupDeclaration(_ index: Int, offset: Int) {
        guard offset > skipsEventsUntil, let token = declarations?.tokens[index] else { return }
        if token == .nothing { return }
        emitPossiblyDroppedEndTag()
        ignoresLineFeed = false
        switch token {
        case .comment(let text): processComment(text)
        case .doctype(let doctype): self.doctype(doctype)
        case .cdata(let text, let bogusComment):
            // A CDATA section in SVG or MathML; WebKit reads a comment in MathML's text
            // integration points and in HTML integration points too.
            guard let adjusted = openElements.adjustedCurrent, !adjusted.isHTML, !isHTMLContentPoint(adjusted, for: nil)
            else { return processComment(bogusComment) }
            processCDATA(text)
        case .text(let text): processCDATA(text)
        case .endTag(let name): processEndTag(store.atoms.intern(name))
        case .nothing: return
        }
    }

    /// The text of a CDATA section, where no character reference is decoded.
    private func processCDATA(_ text: String) {
        var text = text
        text.withUTF8 { processCharacters(UnsafeRawBufferPointer($0)) }
    }

    /// A DOCTYPE token: the document's, in the initial insertion mode.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode
    func doctype(_ token: DoctypeToken) {
        flushText()
        // A DOCTYPE anywhere but first is a parse error, and ignored.
        guard mode == .initial else { return }
        let doctype = store.createDocumentType(
            name: token.name ?? "", publicID: token.publicID ?? "", systemID: token.systemID ?? "", in: document)
        store.appendChildForBuilding(doctype, to: document)
        store.updateDocumentState(document) { $0.mode = DocumentModeRules.mode(of: token) }
        mode = .beforeHTML
    }

    /// An end tag libxml2 found no open element for, and dropped ("Unexpected end tag").
    func endTagWithoutElement(named name: String, offset: Int) {
        guard offset > skipsEventsUntil, offset != lastEndTagOffset else { return }
        emitPossiblyDroppedEndTag()
        lastEndTagOffset = offset
        processEndTag(store.atoms.intern(name))
    }

    /// An end tag named `name` that libxml2 reported a mismatch for: a token unless libxml2
    /// ends an element of that name at this offset.
    func endTagMismatch(named name: String, offset: Int) {
        guard offset > skipsEventsUntil, offset != lastEndTagOffset else { return }
        let atom = store.atoms.intern(name)
        if let dropped = possiblyDroppedEndTag, dropped.offset == offset, dropped.name == atom { return }
        emitPossiblyDroppedEndTag()
        possiblyDroppedEndTag = (atom, offset)
    }

    /// Processes the end tag libxml2 dropped, if one is waiting and the source holds it.
    func emitPossiblyDroppedEndTag() {
        guard let (name, offset) = possiblyDroppedEndTag else { return }
        possiblyDroppedEndTag = nil
        var tagName = store.atoms.name(of: name)
        guard offset != lastEndTagOffset, tagName.withUTF8({ source.endsWithEndTag(named: UnsafeRawBufferPointer($0), at: offset) })
        else { return }
        lastEndTagOffset = offset
        processEndTag(name)
    }

    /// A second `<html>` or `<body>` start tag libxml2 dropped (its "misplaced tag" error is
    /// the only sign), with its attributes read from the source.
    func droppedDocumentElementStartTag(named name: String, attributes: [StartTagAttributes.Attribute], offset: Int) {
        guard offset >= skipsEventsUntil else { return }
        emitPossiblyDroppedEndTag()
        process(StartTag(name: store.atoms.intern(name), attributes: makeAttributes(attributes), selfClosing: false, offset: offset))
    }

    /// libxml2 could not read an attribute name of the start tag it is parsing (it drops
    /// the rest of that attribute): the builder reads the tag's attributes from the source.
    func startTagHasAttributeLibXML2CannotRead() {
        rereadsAttributes = true
    }

    /// The attributes a start tag has in the page when libxml2 was given one attribute
    /// standing for them (see `MarkupDeclarations.movedAttributes`).
    private func movedAttributes(in attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) -> [StartTagAttributes.Attribute]? {
        guard let declarations, !declarations.movedAttributes.isEmpty, let attributes, let name = attributes[0],
            let value = attributes[1], attributes[2] == nil
        else { return nil }
        return declarations.movedAttributes(
            standingFor: UnsafeRawBufferPointer(start: name, count: strlen(name)),
            value: UnsafeRawBufferPointer(start: value, count: strlen(value)))
    }

    /// The attributes of the start tag named `name` (libxml2's name) that ends at `end`,
    /// read from the source; nil when the tag is not found there.
    private func attributesFromSource(ofTagNamed name: UnsafeRawPointer, endingAt end: Int) -> [StartTagAttributes.Attribute]? {
        let name = nameBytes(name)
        guard let start = StartTagAttributes.startOfTag(named: name, in: source, before: end) else { return nil }
        return StartTagAttributes.read(UnsafeRawBufferPointer(rebasing: source[(start + 1 + name.count)...]))
    }
}
