import DOM

/// A start tag token: its name (lower-case, as libxml2 reports it), attributes (HTML
/// names; adjusted when the element is foreign), whether it ends with `/>`, and the input
/// offset where libxml2 reported it (before its `>`).
struct StartTag {
    var name: Atom
    var attributes: [Attribute]
    var selfClosing: Bool
    var offset: Int

    /// Whether the tag is an `<input type=hidden>` (which leaves tables and the frameset-ok
    /// flag alone).
    var isHiddenInput: Bool {
        name == .input && attributes.first(where: { $0.name == .type }).map({ asciiLowercase($0.value) == "hidden" }) == true
    }
}

/// Start tags, text and comments, by the insertion mode.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tree-construction-dispatcher
extension TreeBuilder {
    func process(_ tag: StartTag) {
        ignoresLineFeed = false
        if let current = openElements.adjustedCurrent, !current.isHTML, !isHTMLContentPoint(current, for: tag) {
            return startTagInForeignContent(tag)
        }
        processInHTMLContent(tag)
    }

    /// Processes a start tag by the insertion mode.
    private func processInHTMLContent(_ tag: StartTag) {
        if mode == .inHead || mode == .afterHead, openElements.modeEntry?.isHTML(.template) == true {
            return startTagInTemplateOrTable(tag)
        }
        switch mode {
        case .initial, .beforeHTML:
            leaveInitialMode()
            if tag.name == .html { return insertHTMLElement(attributes: tag.attributes) }
            insertHTMLElement()
            process(tag)
        case .beforeHead:
            if tag.name == .html { return mergeAttributes(of: tag, into: htmlElement) }
            if tag.name == .head { return insertHeadElement(attributes: tag.attributes) }
            insertHeadElement()
            process(tag)
        case .inHead:
            if tag.name == .html { return mergeAttributes(of: tag, into: htmlElement) }
            if tag.name == .head { return }
            if startTagInHead(tag) { return }
            openElements.popUntilHTML(.head)
            mode = .afterHead
            process(tag)
        case .afterHead:
            switch tag.name {
            case .html: mergeAttributes(of: tag, into: htmlElement)
            case .body:
                insertBodyElement(attributes: tag.attributes)
                framesetOK = false
            case .frameset:
                insertElement(.frameset, attributes: tag.attributes)
                mode = .inFrameset
            case .head: return
            case _ where TreeConstructionNames.headContent.contains(tag.name):
                // Back into the head for it.
                guard let head = headElement else { return }
                openElements.push(OpenElementStack.Entry(element: head, name: .head, namespace: .html))
                _ = startTagInHead(tag)
                if let position = openElements.position(of: head) { openElements.remove(at: position) }
            default:
                insertBodyElement()
                process(tag)
            }
        case .inBody, .afterBody, .afterAfterBody:
            mode = .inBody
            startTagInTemplateOrTable(tag)
        case .inFrameset, .afterFrameset:
            switch tag.name {
            case .html: mergeAttributes(of: tag, into: htmlElement)
            case .frameset where mode == .inFrameset: insertElement(.frameset, attributes: tag.attributes)
            case .frame where mode == .inFrameset: insertVoidElement(.frame, attributes: tag.attributes)
            case .noframes: _ = startTagInHead(tag)
            default: return
            }
        }
    }

    func processCharacters(_ bytes: UnsafeRawBufferPointer) {
        // Script and style text goes in as it is.
        if let current = openElements.current, current.isHTML(.script) || current.isHTML(.style) {
            return insertCharacters(bytes, fostering: false)
        }
        let isWhitespace = bytes.allSatisfy(isASCIIWhitespace)
        // Before the head, white space is ignored; in and after it, it is inserted: text that
        // starts with white space is two runs there.
        if !isWhitespace, mode.precedesBody, !isInTemplateBeforeBody, let first = bytes.firstIndex(where: { !isASCIIWhitespace($0) }), first > 0 {
            processCharacters(UnsafeRawBufferPointer(rebasing: bytes[..<first]))
            return processCharacters(UnsafeRawBufferPointer(rebasing: bytes[first...]))
        }
        switch mode {
        case .initial, .beforeHTML:
            if isWhitespace { return }
            leaveInitialMode()
            insertHTMLElement()
            processCharacters(bytes)
        case .beforeHead:
            if isWhitespace { return }
            insertHeadElement()
            processCharacters(bytes)
        case .inHead, .afterHead:
            // In a template in the head, by the template's (body or table) rules.
            if isInTemplateBeforeBody {
                return charactersInBody(bytes, isWhitespace: isWhitespace)
            }
            if isWhitespace || openElements.current.map({ !$0.isHTML(.head) && !$0.isHTML(.html) }) == true {
                // White space stays in the head or the html element; the text of a
                // <noscript>, <style> or <template> in the head stays there.
                return insertCharacters(bytes, fostering: false)
            }
            if mode == .inHead {
                openElements.popUntilHTML(.head)
                mode = .afterHead
            }
            insertBodyElement()
            processCharacters(bytes)
        case .inBody, .afterBody, .afterAfterBody:
            // White space after the body goes in it, and the mode stays.
            if !isWhitespace { mode = .inBody }
            charactersInBody(bytes, isWhitespace: isWhitespace)
        case .inFrameset, .afterFrameset:
            // Only the white space goes in.
            if isWhitespace { return insertCharacters(bytes, fostering: false) }
            let whitespace = bytes.filter(isASCIIWhitespace)
            if !whitespace.isEmpty { whitespace.withUnsafeBytes { insertCharacters($0, fostering: false) } }
        }
    }

    /// Whether a template is open in the head (before the body, only a template holds an
    /// element that decides the mode, other than the root).
    private var isInTemplateBeforeBody: Bool {
        openElements.modeEntry.map { !$0.isHTML(.html) } ?? false
    }

    /// Text in the body, a table (fostered out unless white space) or a template.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intabletext
    private func charactersInBody(_ bytes: UnsafeRawBufferPointer, isWhitespace: Bool) {
        guard let current = openElements.current else { return }
        if !isWhitespace { framesetOK = false }
        if current.isHTML && TreeConstructionNames.fosteringTargets.contains(current.name) {
            // Table text: white space stays in the table, other text is fostered out.
            if !isWhitespace { reconstructActiveFormattingElements() }
            return insertCharacters(bytes, fostering: !isWhitespace)
        }
        if let adjusted = openElements.adjustedCurrent, adjusted.isHTML || isHTMLContentPoint(adjusted, for: nil) {
            reconstructActiveFormattingElements()
        }
        insertCharacters(bytes, fostering: false)
    }

    func processComment(_ text: String) {
        switch mode {
        case .initial, .beforeHTML, .afterAfterBody: insertComment(text, at: InsertionLocation(parent: document))
        case .afterBody:
            if let html = htmlElement { insertComment(text, at: InsertionLocation(parent: html)) }
        default: insertComment(text, at: appropriatePlace(fostering: false))
        }
    }

    // MARK: - The document's elements

    /// Inserts the `<html>` element (for its start tag, or implied with no attributes).
    func insertHTMLElement(attributes: [Attribute] = []) {
        htmlElement = insertElement(.html, attributes: attributes)
        mode = .beforeHead
    }

    func insertHeadElement(attributes: [Attribute] = []) {
        headElement = insertElement(.head, attributes: attributes)
        mode = .inHead
    }

    func insertBodyElement(attributes: [Attribute] = []) {
        bodyElement = insertElement(.body, attributes: attributes)
        mode = .inBody
    }

    /// A second `<html>` or `<body>` start tag: attributes the element lacks are added to it.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody (a start tag
    /// whose tag name is "html")
    func mergeAttributes(of tag: StartTag, into element: NodeID?) {
        guard let element, !openElements.containsHTML(.template) else { return }
        for attribute in tag.attributes where !store.hasAttribute(attribute.name, on: element) {
            store.setAttribute(attribute.name, to: attribute.value, on: element)
        }
    }

    // MARK: - In head

    /// The "in head" rules for the elements that go in the head (wherever they appear);
    /// false for other tags.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead
    func startTagInHead(_ tag: StartTag) -> Bool {
        switch tag.name {
        case .base, .basefont, .bgsound, .link, .meta:
            // In a table, only style, script and template are not fostered out (the table's
            // own rules send them here).
            insertVoidElement(tag.name, attributes: tag.attributes)
        case .template where isDeclarativeShadowRoot(tag):
            // The template is on the stack only: its content is the host's shadow root's,
            // out of the tree (appexjs has no shadow DOM to attach it to).
            let template = store.createElement(.template, in: document)
            store.setAttributesForBuilding(tag.attributes, on: template)
            if let host = openElements.current?.element { declarativeShadowHosts.insert(host) }
            openElements.push(OpenElementStack.Entry(element: template, name: .template, namespace: .html))
            formattingElements.insertMarker()
        case .title, .noframes, .style, .script, .template, .noscript:
            if tag.name == .noscript && !scriptingEnabled && mode != .inHead { return false }
            let isTablesOwn = tag.name == .style || tag.name == .script || tag.name == .template
            let element = insertElement(tag.name, attributes: tag.attributes, fostering: !isTablesOwn)
            switch tag.name {
            case .script: openScript = (element, tag.offset)
            case .style: break
            case .noscript where !scriptingEnabled: break
            case .template:
                formattingElements.insertMarker()
            default: takeContentFromSource(of: element, named: tag.name, startTagAt: tag.offset)
            }
        default:
            return false
        }
        return true
    }

    /// Whether a `<template>` start tag makes a declarative shadow root: its
    /// `shadowrootmode` is `open` or `closed`, and the current node may be a shadow host
    /// and has none yet.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead (a start tag
    /// whose tag name is "template") and https://dom.spec.whatwg.org/#concept-attach-a-shadow-root
    private func isDeclarativeShadowRoot(_ tag: StartTag) -> Bool {
        let modeName = store.atoms.intern("shadowrootmode")
        guard let mode = tag.attributes.first(where: { $0.name == modeName }).map({ asciiLowercase($0.value) }),
            mode == "open" || mode == "closed", openElements.count > 1, let host = openElements.current, host.isHTML,
            !declarativeShadowHosts.contains(host.element)
        else { return false }
        return TreeConstructionNames.validShadowHosts.contains(host.name)
            || CustomElementName.problem(with: store.atoms.name(of: host.name)) == nil
    }

    // MARK: - In body

    /// Start tags in the body, where the innermost open table part, select or template
    /// decides the rules.
    func startTagInTemplateOrTable(_ tag: StartTag) {
        guard let entry = openElements.modeEntry else { return startTagInBody(tag) }
        switch entry.name {
        case .select: startTagInSelect(tag)
        case .td, .th:
            guard TreeConstructionNames.tableParts.contains(tag.name) else { return startTagInBody(tag) }
            guard closeCell() else { return }
            process(tag)
        case .tr: startTagInRow(tag)
        case .tbody, .thead, .tfoot: startTagInTableBody(tag)
        case .caption:
            guard TreeConstructionNames.tableParts.contains(tag.name) || tag.name == .table else { return startTagInBody(tag) }
            guard closeCaption() else { return }
            process(tag)
        case .colgroup:
            if tag.name == .col { return insertVoidElement(.col, attributes: tag.attributes, fostering: false) }
            if tag.name == .template {
                _ = startTagInHead(tag)
                return
            }
            guard openElements.current?.isHTML(.colgroup) == true else { return }
            openElements.pop()
            process(tag)
        case .table: startTagInTable(tag)
        case .template: startTagInTemplate(tag)
        default: startTagInBody(tag)
        }
    }

    /// The "in body" rules for start tags.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody
    func startTagInBody(_ tag: StartTag) {
        let name = tag.name
        switch name {
        case .html: mergeAttributes(of: tag, into: htmlElement)
        case _ where TreeConstructionNames.headContent.contains(name): _ = startTagInHead(tag)
        case .body:
            guard openElements.count > 1, openElements[1].isHTML(.body) else { return }
            framesetOK = false
            mergeAttributes(of: tag, into: openElements[1].element)
        case .frameset:
            // The body gives way to a frameset while nothing has shown in it.
            guard framesetOK, openElements.count > 1, openElements[1].isHTML(.body) else { return }
            flushText()
            store.remove(openElements[1].element, suppressObservers: true)
            bodyElement = nil
            openElements.pop(from: 1)
            insertElement(.frameset, attributes: tag.attributes)
            mode = .inFrameset
        case .head, .caption, .col, .colgroup, .frame, .tbody, .td, .tfoot, .th, .thead, .tr: return
        case _ where TreeConstructionNames.blocks.contains(name):
            closeParagraphInButtonScope()
            insertElement(name, attributes: tag.attributes)
        case _ where TreeConstructionNames.headings.contains(name):
            closeParagraphInButtonScope()
            if let current = openElements.current, current.isHTML, TreeConstructionNames.headings.contains(current.name) {
                openElements.pop()
            }
            insertElement(name, attributes: tag.attributes)
        case .pre, .listing:
            closeParagraphInButtonScope()
            insertElement(name, attributes: tag.attributes)
            ignoresLineFeed = true
            framesetOK = false
        case .form:
            let hasTemplate = openElements.containsHTML(.template)
            guard formElement == nil || hasTemplate else { return }
            closeParagraphInButtonScope()
            let form = insertElement(.form, attributes: tag.attributes)
            if !hasTemplate { formElement = form }
        case .li, .dd, .dt:
            framesetOK = false
            closeOpenListItem(for: name)
            closeParagraphInButtonScope()
            insertElement(name, attributes: tag.attributes)
        case .plaintext:
            closeParagraphInButtonScope()
            let element = insertElement(.plaintext, attributes: tag.attributes)
            takeContentFromSource(of: element, named: .plaintext, startTagAt: tag.offset)
        case .button:
            if openElements.hasInScope(.button) {
                generateImpliedEndTags()
                openElements.popUntilHTML(.button)
            }
            reconstructActiveFormattingElements()
            insertElement(.button, attributes: tag.attributes)
            framesetOK = false
        case .a:
            if let open = formattingElements.lastElement(named: .a) {
                runAdoptionAgency(for: .a)
                formattingElements.remove(open)
                if let position = openElements.position(of: open) { openElements.remove(at: position) }
            }
            insertFormattingElement(tag)
        case .nobr:
            reconstructActiveFormattingElements()
            if openElements.hasInScope(.nobr) {
                runAdoptionAgency(for: .nobr)
            }
            insertFormattingElement(tag)
        case _ where TreeConstructionNames.formatting.contains(name):
            insertFormattingElement(tag)
        case .applet, .marquee, .object:
            reconstructActiveFormattingElements()
            insertElement(name, attributes: tag.attributes)
            formattingElements.insertMarker()
            framesetOK = false
        case .table:
            if !isQuirksMode { closeParagraphInButtonScope() }
            insertElement(.table, attributes: tag.attributes)
            framesetOK = false
        case .area, .br, .embed, .img, .keygen, .wbr, .input:
            reconstructActiveFormattingElements()
            insertVoidElement(name, attributes: tag.attributes)
            if name != .input || !tag.isHiddenInput { framesetOK = false }
        case .param, .source, .track:
            insertVoidElement(name, attributes: tag.attributes)
        case .hr:
            closeParagraphInButtonScope()
            insertVoidElement(.hr, attributes: tag.attributes)
            framesetOK = false
        case .image:
            var image = tag
            image.name = .img
            startTagInBody(image)
        case .textarea:
            framesetOK = false
            let element = insertElement(.textarea, attributes: tag.attributes)
            takeContentFromSource(of: element, named: .textarea, startTagAt: tag.offset)
        case .xmp:
            framesetOK = false
            closeParagraphInButtonScope()
            reconstructActiveFormattingElements()
            let element = insertElement(.xmp, attributes: tag.attributes)
            takeContentFromSource(of: element, named: .xmp, startTagAt: tag.offset)
        case .iframe, .noembed:
            if name == .iframe { framesetOK = false }
            let element = insertElement(name, attributes: tag.attributes)
            takeContentFromSource(of: element, named: name, startTagAt: tag.offset)
        case .noscript where scriptingEnabled:
            let element = insertElement(.noscript, attributes: tag.attributes)
            takeContentFromSource(of: element, named: .noscript, startTagAt: tag.offset)
        case .select:
            reconstructActiveFormattingElements()
            insertElement(.select, attributes: tag.attributes)
            framesetOK = false
        case .optgroup, .option:
            if openElements.current?.isHTML(.option) == true { openElements.pop() }
            reconstructActiveFormattingElements()
            insertElement(name, attributes: tag.attributes)
        case .rb, .rtc, .rp, .rt:
            if openElements.hasInScope(.ruby) {
                generateImpliedEndTags(except: name == .rp || name == .rt ? .rtc : nil)
            }
            insertElement(name, attributes: tag.attributes)
        case .math, .svg:
            reconstructActiveFormattingElements()
            insertForeignElement(tag, namespace: name == .svg ? .svg : .mathML)
        default:
            reconstructActiveFormattingElements()
            insertElement(name, attributes: tag.attributes)
        }
    }

    private func insertFormattingElement(_ tag: StartTag) {
        reconstructActiveFormattingElements()
        let element = insertElement(tag.name, attributes: tag.attributes)
        formattingElements.push(element, named: tag.name) { [store] first, second in
            let firstAttributes = store.attributes(of: first)
            let secondAttributes = store.attributes(of: second)
            return firstAttributes.count == secondAttributes.count && firstAttributes.allSatisfy(secondAttributes.contains)
        }
    }

    /// An `<li>` (or `<dd>`, `<dt>`) start tag closes the open item of its kind, looking
    /// down the stack past elements that are not special (and `address`, `div`, `p`).
    private func closeOpenListItem(for name: Atom) {
        for position in (0..<openElements.count).reversed() {
            let entry = openElements[position]
            let matches = name == .li ? entry.isHTML(.li) : (entry.isHTML(.dd) || entry.isHTML(.dt))
            if matches {
                generateImpliedEndTags(except: entry.name)
                openElements.pop(through: { $0.element == entry.element })
                return
            }
            if entry.isSpecial && !(entry.isHTML(.address) || entry.isHTML(.div) || entry.isHTML(.p)) { return }
        }
    }

    // MARK: - Tables

    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intable
    func startTagInTable(_ tag: StartTag) {
        switch tag.name {
        case .caption:
            clearStackBack(to: TreeConstructionNames.tableContext)
            formattingElements.insertMarker()
            insertElement(.caption, attributes: tag.attributes, fostering: false)
        case .colgroup:
            clearStackBack(to: TreeConstructionNames.tableContext)
            insertElement(.colgroup, attributes: tag.attributes, fostering: false)
        case .col:
            clearStackBack(to: TreeConstructionNames.tableContext)
            insertElement(.colgroup, attributes: [], fostering: false)
            process(tag)
        case .tbody, .tfoot, .thead:
            clearStackBack(to: TreeConstructionNames.tableContext)
            insertElement(tag.name, attributes: tag.attributes, fostering: false)
        case .td, .th, .tr:
            clearStackBack(to: TreeConstructionNames.tableContext)
            insertElement(.tbody, attributes: [], fostering: false)
            process(tag)
        case .table:
            guard openElements.hasInScope(.table, .table) else { return }
            openElements.popUntilHTML(.table)
            process(tag)
        case .style, .script, .template: _ = startTagInHead(tag)
        case .input where tag.isHiddenInput:
            insertVoidElement(.input, attributes: tag.attributes, fostering: false)
        case .form:
            guard formElement == nil, !openElements.containsHTML(.template) else { return }
            formElement = insertElement(.form, attributes: tag.attributes, fostering: false)
            openElements.pop()
        default:
            startTagInBody(tag)
        }
    }

    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intbody
    private func startTagInTableBody(_ tag: StartTag) {
        switch tag.name {
        case .tr:
            clearStackBack(to: TreeConstructionNames.tableBodyContext)
            insertElement(.tr, attributes: tag.attributes, fostering: false)
        case .th, .td:
            clearStackBack(to: TreeConstructionNames.tableBodyContext)
            insertElement(.tr, attributes: [], fostering: false)
            process(tag)
        case .caption, .col, .colgroup, .tbody, .tfoot, .thead:
            guard closeTableBody() else { return }
            process(tag)
        default:
            startTagInTable(tag)
        }
    }

    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intr
    private func startTagInRow(_ tag: StartTag) {
        switch tag.name {
        case .th, .td:
            clearStackBack(to: TreeConstructionNames.tableRowContext)
            insertCell(tag)
        case .caption, .col, .colgroup, .tbody, .tfoot, .thead, .tr:
            guard closeRow() else { return }
            process(tag)
        default:
            startTagInTable(tag)
        }
    }

    /// In a template, table parts go in as they come.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intemplate
    private func startTagInTemplate(_ tag: StartTag) {
        switch tag.name {
        case .caption, .colgroup, .tbody, .tfoot, .thead, .tr: insertElement(tag.name, attributes: tag.attributes, fostering: false)
        case .col: insertVoidElement(.col, attributes: tag.attributes, fostering: false)
        case .td, .th: insertCell(tag)
        default: startTagInBody(tag)
        }
    }

    /// A cell begins a scope of formatting elements of its own.
    private func insertCell(_ tag: StartTag) {
        insertElement(tag.name, attributes: tag.attributes, fostering: false)
        formattingElements.insertMarker()
    }

    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inselect
    private func startTagInSelect(_ tag: StartTag) {
        switch tag.name {
        case .html: mergeAttributes(of: tag, into: htmlElement)
        case .option:
            if openElements.current?.isHTML(.option) == true { openElements.pop() }
            insertElement(.option, attributes: tag.attributes)
        case .optgroup, .hr:
            if openElements.current?.isHTML(.option) == true { openElements.pop() }
            if openElements.current?.isHTML(.optgroup) == true { openElements.pop() }
            if tag.name == .hr { insertVoidElement(.hr, attributes: tag.attributes) } else { insertElement(.optgroup, attributes: tag.attributes) }
        case .select:
            if openElements.hasInScope(.select, .select) { openElements.popUntilHTML(.select) }
        case .input, .keygen, .textarea, .caption, .table, .tbody, .tfoot, .thead, .tr, .td, .th:
            let inTable = openElements.containsHTML(.table)
            guard openElements.hasInScope(.select, .select),
                tag.name == .input || tag.name == .keygen || tag.name == .textarea || inTable
            else { return }
            openElements.popUntilHTML(.select)
            process(tag)
        case .script, .template: _ = startTagInHead(tag)
        default: return
        }
    }

    // MARK: - Foreign content

    /// Whether a start tag (nil for text) inside the foreign element `entry` follows the
    /// HTML rules: at MathML text integration points and HTML integration points.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#tree-construction-dispatcher
    func isHTMLContentPoint(_ entry: OpenElementStack.Entry, for tag: StartTag?) -> Bool {
        if entry.namespace == .mathML {
            if TreeConstructionNames.mathMLTextIntegrationPoints.contains(entry.name) {
                return tag.map { store.atoms.name(of: $0.name) != "mglyph" && store.atoms.name(of: $0.name) != "malignmark" } ?? true
            }
            if entry.name == .annotationXML {
                if tag?.name == .svg { return true }
                let encoding = store.attribute(store.atoms.intern("encoding"), of: entry.element).map(asciiLowercase)
                return encoding == "text/html" || encoding == "application/xhtml+xml"
            }
            return false
        }
        return entry.namespace == .svg && TreeConstructionNames.svgHTMLIntegrationPoints.contains(entry.name)
    }

    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign
    private func startTagInForeignContent(_ tag: StartTag) {
        let breaksOut = TreeConstructionNames.breaksOutOfForeignContent.contains(tag.name)
            || (tag.name == .font && tag.attributes.contains { ["color", "face", "size"].contains(store.atoms.name(of: $0.name)) })
        guard breaksOut else {
            return insertForeignElement(tag, namespace: openElements.adjustedCurrent?.namespace ?? .html)
        }
        while let current = openElements.current, !current.isHTML, !isHTMLContentPoint(current, for: nil) {
            openElements.pop()
        }
        processInHTMLContent(tag)
    }

    /// Inserts an SVG or MathML element (names and attributes given their case back),
    /// closed at once when its tag ends with `/>`.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#insert-a-foreign-element
    private func insertForeignElement(_ tag: StartTag, namespace: Namespace) {
        var name = tag.name
        if namespace == .svg, let adjusted = ForeignNames.svgElements[store.atoms.name(of: name)] {
            name = store.atoms.intern(adjusted)
        }
        insertElement(name, namespace: namespace, attributes: adjustedForForeignContent(tag.attributes))
        if tag.selfClosing { openElements.pop() }
    }

    // MARK: - Helpers

    /// Pops elements until the current one is named in `names` (or is `template`, `html`).
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#clear-the-stack-back-to-a-table-context
    func clearStackBack(to names: AtomSet) {
        openElements.pop(toHTMLIn: names)
    }

    /// https://html.spec.whatwg.org/multipage/parsing.html#generate-implied-end-tags
    func generateImpliedEndTags(except excluded: Atom? = nil) {
        openElements.popHTML(while: { $0 != excluded && TreeConstructionNames.impliedEndTags.contains($0) })
    }

    func generateImpliedEndTagsThoroughly() {
        openElements.popHTML(while: { TreeConstructionNames.impliedEndTagsThoroughly.contains($0) })
    }

    /// https://html.spec.whatwg.org/multipage/parsing.html#close-a-p-element
    func closeParagraphInButtonScope() {
        guard openElements.hasInScope(.p, .button) else { return }
        generateImpliedEndTags(except: .p)
        openElements.popUntilHTML(.p)
    }

    /// Closes the open cell; false when none is in table scope.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#close-the-cell
    @discardableResult
    func closeCell() -> Bool {
        guard openElements.hasInScope(.td, .table) || openElements.hasInScope(.th, .table) else { return false }
        generateImpliedEndTags()
        openElements.pop(through: { $0.isHTML(.td) || $0.isHTML(.th) })
        formattingElements.clearToLastMarker()
        return true
    }

    /// Closes the open row; false when none is in table scope.
    @discardableResult
    func closeRow() -> Bool {
        guard openElements.hasInScope(.tr, .table) else { return false }
        clearStackBack(to: TreeConstructionNames.tableRowContext)
        openElements.pop()
        return true
    }

    /// Closes the open table section; false when none is in table scope.
    @discardableResult
    func closeTableBody() -> Bool {
        guard openElements.hasInScope(.tbody, .table) || openElements.hasInScope(.thead, .table)
            || openElements.hasInScope(.tfoot, .table)
        else { return false }
        clearStackBack(to: TreeConstructionNames.tableBodyContext)
        openElements.pop()
        return true
    }

    /// Closes the open caption; false when none is in table scope.
    @discardableResult
    func closeCaption() -> Bool {
        guard openElements.hasInScope(.caption, .table) else { return false }
        generateImpliedEndTags()
        openElements.popUntilHTML(.caption)
        formattingElements.clearToLastMarker()
        return true
    }
}
