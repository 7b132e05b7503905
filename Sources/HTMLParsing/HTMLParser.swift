public import DOM

/// Parses HTML into a ``NodeStore`` with libxml2's HTML parser.
public enum HTMLParser {
    /// Parses a whole page into `document`, which must be empty.
    ///
    /// - Parameter utf8: the page, already decoded to valid UTF-8, with newlines normalized.
    public static func parseDocument(_ utf8: UnsafeRawBufferPointer, into store: NodeStore, document: NodeID) {
        let scriptingEnabled = store.documentState(document).scriptingEnabled
        MarkupDeclarations.withInput(for: utf8, scriptingEnabled: scriptingEnabled) { declared, declarations in
            AmpersandMarker.withInput(for: declared) { input, marker in
                parseDocument(input, ampersandMarker: marker, declarations: declarations, into: store, document: document)
            }
        }
    }

    /// Parses a page whose ampersands are written as `ampersandMarker`, if there is one,
    /// and whose markup declarations are placeholders for `declarations`.
    private static func parseDocument(
        _ utf8: UnsafeRawBufferPointer, ampersandMarker: AmpersandMarker?, declarations: MarkupDeclarations?,
        into store: NodeStore, document: NodeID
    ) {
        var hidden: [Int] = []
        var input: [UInt8] = []
        for pass in 1...maximumPasses {
            let builder = TreeBuilder(
                store: store, document: document, source: utf8, ampersandMarker: ampersandMarker,
                declarations: declarations, hiddenScriptEndTags: Set(hidden))
            if hidden.isEmpty {
                LibXML2HTMLParser.parse(utf8, into: builder)
            } else {
                input.withUnsafeBytes { LibXML2HTMLParser.parse($0, into: builder) }
            }
            guard !builder.scriptEndTagsThatAreText.isEmpty, pass < maximumPasses else {
                builder.finish(ensuringDocumentElements: true)
                return
            }
            // A script held `</script` as text (after `<!--` and `<script`), where libxml2
            // ended it: parse again with those end tags hidden from libxml2 ("</" -> "<!").
            builder.discard()
            hidden += builder.scriptEndTagsThatAreText
            input = Array(utf8)
            for position in hidden { input[position + 1] = UInt8(ascii: "!") }
        }
    }

    /// How many times a page with scripts whose end tags libxml2 misreads is parsed at most.
    private static let maximumPasses = 4

    /// Parses a whole page from a string into `document`, which must be empty.
    public static func parseDocument(_ html: String, into store: NodeStore, document: NodeID) {
        var html = normalizingNewlines(html)
        html.withUTF8 { parseDocument(UnsafeRawBufferPointer($0), into: store, document: document) }
    }

    /// Parses `markup` as the children of `context` would be parsed (`innerHTML`,
    /// `insertAdjacentHTML`): returns a new fragment of `context`'s document holding them.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-html-fragments
    public static func parseFragment(_ markup: String, context: NodeID, in store: NodeStore) -> NodeID {
        let owner = store.document(of: context)
        let fragment = store.createDocumentFragment(in: owner)
        let markup = normalizingNewlines(markup)
        if let text = textOfFragment(markup, context: context, in: store) {
            if !text.isEmpty { store.appendChildForBuilding(store.createText(text, in: owner), to: fragment) }
            return fragment
        }
        // Parse in a scratch document of the same store, then move the nodes over.
        let ownerState = store.documentState(owner)
        let scratch = store.createDocument(url: ownerState.url)
        store.updateDocumentState(scratch) {
            $0.scriptingEnabled = ownerState.scriptingEnabled
            $0.mode = ownerState.mode
        }
        var root: NodeID?
        // libxml2 skips white space at the start of its input: it is given a start tag first,
        // which the builder ignores.
        var html = fragmentInputPrefix + markup
        html.withUTF8 { utf8 in
            MarkupDeclarations.withInput(for: UnsafeRawBufferPointer(utf8), scriptingEnabled: ownerState.scriptingEnabled) {
                declared, declarations in
                AmpersandMarker.withInput(for: declared) { input, marker in
                    let builder = TreeBuilder(
                        store: store, document: scratch, source: input, ampersandMarker: marker, declarations: declarations)
                    builder.startFragment(context: context, ignoringEventsBefore: fragmentInputPrefix.utf8.count)
                    LibXML2HTMLParser.parse(input, into: builder)
                    builder.finish(ensuringDocumentElements: false)
                    root = builder.htmlElement
                }
            }
        }
        guard let root else { return fragment }
        for child in store.children(of: root) {
            store.adopt(child, into: owner)
            store.appendChildForBuilding(child, to: fragment)
        }
        return fragment
    }

    private static let fragmentInputPrefix = "<html>"

    /// The text a fragment is in a context whose content the tokenizer reads as text
    /// (`<title>`, `<textarea>`: character references decoded; `<style>`, `<script>`, `<xmp>`,
    /// … as written); nil for other contexts.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-html-fragments (step 4)
    private static func textOfFragment(_ markup: String, context: NodeID, in store: NodeStore) -> String? {
        guard store.isElement(context), store.isHTMLElement(context) else { return nil }
        switch store.localName(of: context) {
        case .title, .textarea:
            var markup = markup
            return markup.withUTF8 { CharacterReferenceDecoder(ampersand: [UInt8(ascii: "&")]).decode(UnsafeRawBufferPointer($0), inAttribute: false) }
        case .style, .script, .xmp, .iframe, .noembed, .noframes, .plaintext: return markup
        case .noscript where store.documentState(store.document(of: context)).scriptingEnabled: return markup
        default: return nil
        }
    }

    /// `\r\n` and lone `\r` become `\n`, as the HTML standard's input preprocessing says.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream
    public static func normalizingNewlines(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousWasCarriageReturn = false
        for byte in text.utf8 {
            if byte == 0x0A && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = byte == 0x0D
            bytes.append(byte == 0x0D ? 0x0A : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
