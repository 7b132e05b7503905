import DOM

/// Elements whose content is text the builder takes from the source, where libxml2 2.9
/// parses tags: raw text (`<xmp>`, `<iframe>`, `<noembed>`, `<noframes>`, `<noscript>`
/// with scripting on), escapable raw text (`<textarea>`, `<title>`) and `<plaintext>`;
/// and scripts, whose end tags libxml2 may read where the standard reads text.
extension TreeBuilder {
    /// Gives `element`, just inserted for a start tag libxml2 reported at `tagStart`, its
    /// source text up to its first end tag (to the end of the input for `<plaintext>`),
    /// closes it, and ignores libxml2's events until past that end tag.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#generic-raw-text-element-parsing-algorithm
    func takeContentFromSource(of element: NodeID, named name: Atom, startTagAt tagStart: Int) {
        let start = min(contentStart(afterStartTagAt: tagStart), source.count)
        let region = UnsafeRawBufferPointer(rebasing: source[start...])
        let endTag = name == .plaintext ? nil : region.firstEndTag(named: store.atoms.name(of: name))
        let text = UnsafeRawBufferPointer(rebasing: region[..<(endTag ?? region.count)])
        // Markup declarations read as such where the tree builder reads text (in rare
        // misnested markup) are written back.
        let content =
            if let restored = declarations?.restoringPlaceholders(in: text) {
                restored.withUnsafeBytes { contentText($0, of: name) }
            } else {
                contentText(text, of: name)
            }
        if !content.isEmpty { store.appendChildForBuilding(store.createText(content, in: document), to: element) }
        openElements.pop()
        skipsEventsUntil = endTag.map { contentStart(afterStartTagAt: start + $0) } ?? source.count
    }

    /// The text of an element named `name` whose source content is `text`: references
    /// decoded in escapable raw text, as written in raw text.
    private func contentText(_ text: UnsafeRawBufferPointer, of name: Atom) -> String {
        guard name == .textarea || name == .title else { return restoringAmpersands(text) }
        var text = text
        if name == .textarea, text.first == UInt8(ascii: "\n") { text = UnsafeRawBufferPointer(rebasing: text.dropFirst()) }
        return sourceDecoder.decode(text, inAttribute: false)
    }

    /// Ends the open script at `offset`, where libxml2 ended it.
    func endScript(at offset: Int) {
        guard let (script, tagStart) = openScript else { return }
        openScript = nil
        finishScript(script, tagStart: tagStart, end: offset)
        if openElements.current?.element == script { openElements.pop() }
    }

    /// Notes end tags in a script that the HTML standard reads as text, and gives a script
    /// whose content held hidden ones its content as written.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#script-data-double-escaped-state
    func finishScript(_ element: NodeID, tagStart: Int, end: Int) {
        flushText()
        let contentStart = contentStart(afterStartTagAt: tagStart)
        guard contentStart <= end, end <= source.count else { return }
        let found = ScriptDataEscapes.endTagsThatAreText(in: source, contentStart: contentStart)
        scriptEndTagsThatAreText += found.filter { !hiddenScriptEndTags.contains($0) }
        let contentEnd: Int
        if !hiddenScriptEndTags.isEmpty, !found.isEmpty {
            // The script ends at its last end tag, unless that one is text too: then at the
            // end of the input.
            let lastTag = UnsafeRawBufferPointer(rebasing: source[contentStart..<end]).lastEndTag(named: "script")
                .map { contentStart + $0 }
            contentEnd = lastTag.flatMap { found.contains($0) ? nil : $0 } ?? end
        } else if end == source.count, UnsafeRawBufferPointer(rebasing: source[contentStart...]).firstEndTag(named: "script") == nil {
            // A script the input ends in holds the rest of the input, where libxml2 drops end
            // tags of other elements.
            contentEnd = end
        } else {
            return
        }
        for child in store.children(of: element) { store.remove(child, suppressObservers: true) }
        let text = restoringAmpersands(UnsafeRawBufferPointer(rebasing: source[contentStart..<contentEnd]))
        if !text.isEmpty { store.appendChildForBuilding(store.createText(text, in: document), to: element) }
    }

    /// Where the content after the tag that libxml2 reported at `offset` begins: after the
    /// tag's `>` (libxml2 reports a start tag before reading its `>`). The end of the input
    /// when there is no `>`.
    func contentStart(afterStartTagAt offset: Int) -> Int {
        var position = offset
        while position < source.count, source[position] != UInt8(ascii: ">") { position += 1 }
        return min(position + 1, source.count)
    }
}
