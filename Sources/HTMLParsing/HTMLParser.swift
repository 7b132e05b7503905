public import DOM

/// Parses HTML into a ``NodeStore`` with libxml2's HTML parser.
public enum HTMLParser {
    /// Parses a whole page into `document`, which must be empty.
    ///
    /// - Parameter utf8: the page, already decoded to valid UTF-8, with newlines normalized.
    public static func parseDocument(_ utf8: UnsafeRawBufferPointer, into store: NodeStore, document: NodeID) {
        AmpersandMarker.withInput(for: utf8) { input, marker in
            parseDocument(input, ampersandMarker: marker, into: store, document: document)
        }
    }

    /// Parses a page whose ampersands are written as `ampersandMarker`, if there is one.
    private static func parseDocument(
        _ utf8: UnsafeRawBufferPointer, ampersandMarker: AmpersandMarker?, into store: NodeStore, document: NodeID
    ) {
        var hidden: [Int] = []
        var input: [UInt8] = []
        for pass in 1...maximumPasses {
            let builder = TreeBuilder(
                store: store, document: document, source: utf8, ampersandMarker: ampersandMarker,
                hiddenScriptEndTags: Set(hidden))
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
        let wrapper = FragmentWrapper(context: context, in: store)
        var html = wrapper.prefix + normalizingNewlines(markup)
        // Parse in a scratch document of the same store, then move the nodes over.
        let ownerState = store.documentState(owner)
        let scratch = store.createDocument(url: ownerState.url)
        store.updateDocumentState(scratch) { $0.scriptingEnabled = ownerState.scriptingEnabled }
        html.withUTF8 { utf8 in
            AmpersandMarker.withInput(for: UnsafeRawBufferPointer(utf8)) { input, marker in
                let builder = TreeBuilder(store: store, document: scratch, source: input, ampersandMarker: marker)
                LibXML2HTMLParser.parse(input, into: builder)
                builder.finish(ensuringDocumentElements: false)
            }
        }
        guard let container = wrapper.container(in: scratch, store: store) else { return fragment }
        for child in store.children(of: container) {
            store.adopt(child, into: owner)
            store.appendChildForBuilding(child, to: fragment)
        }
        return fragment
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

/// The markup a fragment is wrapped in so libxml2 parses it in the right context,
/// and how to find the parsed children again.
private struct FragmentWrapper {
    let prefix: String
    let containerPath: [Atom]

    init(context: NodeID, in store: NodeStore) {
        let name = store.isElement(context) && store.isHTMLElement(context) ? store.localName(of: context) : Atom.body
        switch name {
        case .html: (prefix, containerPath) = ("", [.html])
        case .head: (prefix, containerPath) = ("<head>", [.html, .head])
        case .table: (prefix, containerPath) = ("<body><table>", [.html, .body, .table])
        case .tbody, .thead, .tfoot:
            let section = store.atoms.name(of: name)
            (prefix, containerPath) = ("<body><table><\(section)>", [.html, .body, .table, name])
        case .tr: (prefix, containerPath) = ("<body><table><tbody><tr>", [.html, .body, .table, .tbody, .tr])
        case .select: (prefix, containerPath) = ("<body><select>", [.html, .body, .select])
        default: (prefix, containerPath) = ("<body>", [.html, .body])
        }
    }

    func container(in document: NodeID, store: NodeStore) -> NodeID? {
        var current = document
        for name in containerPath {
            guard let child = store.elementChildren(of: current).first(where: { store.isHTMLElement($0, named: name) })
            else { return nil }
            current = child
        }
        return current
    }
}
