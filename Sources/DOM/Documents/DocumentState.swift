public import WHATWGURL

/// What a document node has beyond the tree: its URL, encoding and type.
///
/// https://dom.spec.whatwg.org/#concept-document
public struct DocumentState: Sendable {
    /// The document's URL (`document.URL`).
    public var url: URLRecord
    /// The canonical name of the encoding it was decoded with (`document.characterSet`).
    public var characterSet: String
    /// Its content type (`document.contentType`).
    public var contentType: String
    /// Its mode, from the doctype the parser saw.
    public var mode: DocumentMode = .noQuirks
    /// The HTML scripting flag: whether the document is parsed and serialized as by a
    /// browser with JavaScript on (`<noscript>` content is raw text). Safari has it on;
    /// jsdom, and so Readability's own tests, have it off.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#scripting-flag
    public var scriptingEnabled = true
    /// The URL relative URLs resolve against when the document has no `<base href>`, when it is
    /// not the document's own URL: a frame's `about:blank` or `about:srcdoc` document takes its
    /// parent's base URL.
    ///
    /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fallback-base-url
    public var fallbackBaseURL: URLRecord?
    /// Whether the whole document is editable (`document.designMode` is "on").
    ///
    /// https://html.spec.whatwg.org/multipage/interaction.html#designMode
    public var designModeEnabled = false
    /// Whether editing commands style with CSS (`execCommand("styleWithCSS")`).
    ///
    /// https://w3c.github.io/editing/docs/execCommand/#the-stylewithcss-command
    public var editingStyleWithCSS = false
    /// The element editing commands make paragraphs of, "div" or "p"
    /// (`execCommand("defaultParagraphSeparator")`).
    ///
    /// https://w3c.github.io/editing/docs/execCommand/#the-defaultparagraphseparator-command
    public var defaultParagraphSeparator = "div"

    /// Whether it is an HTML document (its type is `text/html`), not an XML one.
    ///
    /// https://dom.spec.whatwg.org/#html-document
    public var isHTMLDocument: Bool { contentType == "text/html" }

    /// A document state with the given URL, encoding and type.
    public init(url: URLRecord, characterSet: String, contentType: String) {
        self.url = url
        self.characterSet = characterSet
        self.contentType = contentType
    }
}

/// A document's mode.
///
/// https://dom.spec.whatwg.org/#concept-document-mode
public enum DocumentMode: Sendable {
    case noQuirks
    case quirks
    case limitedQuirks

    /// `document.compatMode`.
    public var compatMode: String { self == .quirks ? "BackCompat" : "CSS1Compat" }
}

extension NodeStore {
    /// The state of a document node.
    public func documentState(_ document: NodeID) -> DocumentState {
        guard let state = documentStates[document] else {
            preconditionFailure("\(document) is not a document")
        }
        return state
    }

    /// Changes the state of a document node.
    public func updateDocumentState(_ document: NodeID, _ change: (inout DocumentState) -> Void) {
        guard var state = documentStates[document] else {
            preconditionFailure("\(document) is not a document")
        }
        change(&state)
        documentStates[document] = state
    }
}
