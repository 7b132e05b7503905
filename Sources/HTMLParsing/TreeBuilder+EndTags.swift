import DOM

/// End tags, by the insertion mode.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tree-construction-dispatcher
extension TreeBuilder {
    func processEndTag(_ name: Atom) {
        ignoresLineFeed = false
        if openElements.adjustedCurrent?.isHTML == false { return endTagInForeignContent(name) }
        // Style text (libxml2 ends it where the standard does): any end tag closes it.
        if openElements.current?.isHTML(.style) == true {
            openElements.pop()
            return
        }
        if mode == .inHead || mode == .afterHead, name != .template, openElements.modeEntry?.isHTML(.template) == true {
            return endTagInTemplateOrTable(name)
        }
        switch mode {
        case .initial, .beforeHTML:
            leaveInitialMode()
            guard name == .head || name == .body || name == .html || name == .br else { return }
            insertHTMLElement()
            processEndTag(name)
        case .beforeHead:
            guard name == .head || name == .body || name == .html || name == .br else { return }
            insertHeadElement()
            processEndTag(name)
        case .inHead:
            if name == .template { return endTemplate() }
            if name == .noscript, openElements.current?.isHTML(.noscript) == true {
                openElements.pop()
                return
            }
            guard name == .head || name == .body || name == .html || name == .br else { return }
            openElements.popUntilHTML(.head)
            mode = .afterHead
            if name != .head { processEndTag(name) }
        case .afterHead:
            if name == .template { return endTemplate() }
            guard name == .body || name == .html || name == .br else { return }
            insertBodyElement()
            processEndTag(name)
        case .inBody, .afterBody:
            if name != .body && name != .html { mode = .inBody }
            endTagInTemplateOrTable(name)
        case .afterAfterBody:
            mode = .inBody
            processEndTag(name)
        case .inFrameset, .afterFrameset:
            if name == .frameset, mode == .inFrameset, let current = openElements.current, !current.isHTML(.html) {
                openElements.pop()
                if openElements.current?.isHTML(.frameset) != true { mode = .afterFrameset }
            }
        }
    }

    /// End tags in the body, where the innermost open table part, select or template
    /// decides the rules.
    private func endTagInTemplateOrTable(_ name: Atom) {
        guard let entry = openElements.modeEntry else { return endTagInBody(name) }
        switch entry.name {
        case .select: endTagInSelect(name)
        case .td, .th:
            // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intd
            switch name {
            case .td, .th:
                guard openElements.hasInScope(name, .table) else { return }
                generateImpliedEndTags()
                openElements.popUntilHTML(name)
                formattingElements.clearToLastMarker()
            case .body, .caption, .col, .colgroup, .html: return
            case .table, .tbody, .tfoot, .thead, .tr:
                guard openElements.hasInScope(name, .table), closeCell() else { return }
                processEndTag(name)
            default: endTagInBody(name)
            }
        case .tr:
            // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intr
            switch name {
            case .tr: closeRow()
            case .table: if closeRow() { processEndTag(name) }
            case .tbody, .tfoot, .thead:
                guard openElements.hasInScope(name, .table), closeRow() else { return }
                processEndTag(name)
            case .body, .caption, .col, .colgroup, .html, .td, .th: return
            default: endTagInTable(name)
            }
        case .tbody, .thead, .tfoot:
            // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intbody
            switch name {
            case .tbody, .tfoot, .thead:
                guard openElements.hasInScope(name, .table) else { return }
                clearStackBack(to: TreeConstructionNames.tableBodyContext)
                openElements.pop()
            case .table: if closeTableBody() { processEndTag(name) }
            case .body, .caption, .col, .colgroup, .html, .td, .th, .tr: return
            default: endTagInTable(name)
            }
        case .caption:
            // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-incaption
            switch name {
            case .caption: closeCaption()
            case .table: if closeCaption() { processEndTag(name) }
            case .body, .col, .colgroup, .html, .tbody, .td, .tfoot, .th, .thead, .tr: return
            default: endTagInBody(name)
            }
        case .colgroup:
            // https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-incolgroup
            switch name {
            case .colgroup: if openElements.current?.isHTML(.colgroup) == true { openElements.pop() }
            case .col: return
            case .template: endTemplate()
            default:
                guard openElements.current?.isHTML(.colgroup) == true else { return }
                openElements.pop()
                processEndTag(name)
            }
        case .table: endTagInTable(name)
        case .template:
            if name == .template { return endTemplate() }
            endTagInBody(name)
        default: endTagInBody(name)
        }
    }

    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intable
    private func endTagInTable(_ name: Atom) {
        switch name {
        case .table:
            guard openElements.hasInScope(.table, .table) else { return }
            openElements.popUntilHTML(.table)
        case .body, .caption, .col, .colgroup, .html, .tbody, .td, .tfoot, .th, .thead, .tr: return
        case .template: endTemplate()
        default: endTagInBody(name)
        }
    }

    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inselect
    private func endTagInSelect(_ name: Atom) {
        switch name {
        case .optgroup:
            if openElements.current?.isHTML(.option) == true, openElements.count > 1,
                openElements[openElements.count - 2].isHTML(.optgroup)
            {
                openElements.pop()
            }
            if openElements.current?.isHTML(.optgroup) == true { openElements.pop() }
        case .option:
            if openElements.current?.isHTML(.option) == true { openElements.pop() }
        case .select:
            if openElements.hasInScope(.select, .select) { openElements.popUntilHTML(.select) }
        case .template: endTemplate()
        case .caption, .table, .tbody, .tfoot, .thead, .tr, .td, .th:
            guard openElements.containsHTML(.table), openElements.hasInScope(name, .table) else { return }
            openElements.popUntilHTML(.select)
            processEndTag(name)
        default: return
        }
    }

    /// The "in body" rules for end tags.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody
    func endTagInBody(_ name: Atom) {
        switch name {
        case .template: endTemplate()
        case .body, .html:
            guard openElements.hasInScope(.body) else { return }
            mode = name == .body ? .afterBody : .afterAfterBody
        case _ where TreeConstructionNames.blockEndTags.contains(name):
            guard openElements.hasInScope(name) else { return }
            generateImpliedEndTags()
            openElements.popUntilHTML(name)
        case .form:
            if openElements.containsHTML(.template) {
                guard openElements.hasInScope(.form) else { return }
                generateImpliedEndTags()
                openElements.popUntilHTML(.form)
                return
            }
            let form = formElement
            formElement = nil
            guard let form, openElements.hasInScope(element: form), let position = openElements.position(of: form) else { return }
            generateImpliedEndTags()
            flushText()
            openElements.remove(at: position)
        case .p:
            if !openElements.hasInScope(.p, .button) { insertElement(.p, attributes: []) }
            closeParagraphInButtonScope()
        case .li:
            guard openElements.hasInScope(.li, .listItem) else { return }
            generateImpliedEndTags(except: .li)
            openElements.popUntilHTML(.li)
        case .dd, .dt:
            guard openElements.hasInScope(name) else { return }
            generateImpliedEndTags(except: name)
            openElements.popUntilHTML(name)
        case _ where TreeConstructionNames.headings.contains(name):
            let isHeading: (OpenElementStack.Entry) -> Bool = { $0.isHTML && TreeConstructionNames.headings.contains($0.name) }
            guard openElements.positionInScope(.default, matching: isHeading) != nil else { return }
            generateImpliedEndTags()
            openElements.pop(through: isHeading)
        case _ where TreeConstructionNames.formatting.contains(name):
            if !runAdoptionAgency(for: name) { anyOtherEndTag(name) }
        case .applet, .marquee, .object:
            guard openElements.hasInScope(name) else { return }
            generateImpliedEndTags()
            openElements.popUntilHTML(name)
            formattingElements.clearToLastMarker()
        case .br:
            // `</br>` is read as `<br>`.
            reconstructActiveFormattingElements()
            framesetOK = false
            insertVoidElement(.br, attributes: [])
        default:
            anyOtherEndTag(name)
        }
    }

    /// An end tag for which the "in body" rules have no case of its own: it closes the
    /// innermost element of its name, unless a special element is open inside that one.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody ("any other
    /// end tag")
    func anyOtherEndTag(_ name: Atom) {
        for position in (0..<openElements.count).reversed() {
            let entry = openElements[position]
            if entry.isHTML(name) {
                generateImpliedEndTags(except: name)
                openElements.pop(from: position)
                return
            }
            if entry.isSpecial { return }
        }
    }

    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead (an end tag
    /// whose tag name is "template")
    private func endTemplate() {
        guard openElements.containsHTML(.template) else { return }
        generateImpliedEndTagsThoroughly()
        openElements.popUntilHTML(.template)
        formattingElements.clearToLastMarker()
    }

    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign (any
    /// other end tag)
    private func endTagInForeignContent(_ name: Atom) {
        let tagName = store.atoms.name(of: name)
        for position in (0..<openElements.count).reversed() {
            let entry = openElements[position]
            if entry.isHTML {
                // Back in HTML: the insertion mode's rules decide.
                return processEndTagAsHTML(name)
            }
            if entry.name == name || asciiLowercase(store.atoms.name(of: entry.name)) == tagName {
                return openElements.pop(from: position)
            }
        }
    }

    /// Processes an end tag by the body's rules, past the foreign content check (foreign
    /// content is only ever in the body).
    private func processEndTagAsHTML(_ name: Atom) {
        guard mode == .inBody || mode == .afterBody || mode == .afterAfterBody else { return }
        endTagInTemplateOrTable(name)
    }
}
