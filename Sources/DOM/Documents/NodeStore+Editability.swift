// Which elements a user could edit: the `contenteditable` attribute's states and the
// document's design mode.

/// The states of the `contenteditable` attribute.
///
/// https://html.spec.whatwg.org/multipage/interaction.html#attr-contenteditable
public enum ContentEditableState: Sendable {
    /// `""` or `true`: an editing host.
    case editable
    /// `false`: not editable, nor is what it holds.
    case notEditable
    /// `plaintext-only`: an editing host for plain text.
    case plaintextOnly
    /// Missing or any other value: as the parent is.
    case inherit

    /// The `contentEditable` IDL value.
    public var keyword: String {
        switch self {
        case .editable: "true"
        case .notEditable: "false"
        case .plaintextOnly: "plaintext-only"
        case .inherit: "inherit"
        }
    }
}

extension NodeStore {
    private static let contentEditableAttribute = Atom.predefined("contenteditable")

    /// The state of an element's `contenteditable` attribute (its value, ASCII case-insensitively).
    public func contentEditableState(of element: NodeID) -> ContentEditableState {
        guard let value = attribute(Self.contentEditableAttribute, of: element) else { return .inherit }
        switch asciiLowercase(value) {
        case "", "true": return .editable
        case "false": return .notEditable
        case "plaintext-only": return .plaintextOnly
        default: return .inherit
        }
    }

    /// `element.contentEditable = keyword`: "inherit" removes the attribute; "true",
    /// "false" and "plaintext-only" (ASCII case-insensitively) set it in lower case; any
    /// other keyword is a `SyntaxError`.
    ///
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-contenteditable
    public func setContentEditable(_ keyword: String, on element: NodeID) throws(DOMException) {
        let lowered = asciiLowercase(keyword)
        switch lowered {
        case "inherit":
            _ = removeAttribute(Self.contentEditableAttribute, from: element)
        case "true", "false", "plaintext-only":
            setAttribute(Self.contentEditableAttribute, to: lowered, on: element)
        default:
            throw DOMException(.syntaxError, "'\(keyword)' is not one of true, false, plaintext-only, inherit")
        }
    }

    /// `element.isContentEditable`: whether the element is in the document and its nearest
    /// HTML element (itself or an ancestor) with a `contenteditable` state other than
    /// inherit makes it editable; with none, whether the document is in design mode. What
    /// hides an element does not change the answer, as in WebKit.
    ///
    /// https://html.spec.whatwg.org/multipage/interaction.html#dom-iscontenteditable
    public func isContentEditable(_ element: NodeID) -> Bool {
        guard isConnected(element) else { return false }
        var current: NodeID? = element
        while let node = current, kind(of: node) == .element {
            if isHTMLElement(node) {
                switch contentEditableState(of: node) {
                case .editable, .plaintextOnly: return true
                case .notEditable: return false
                case .inherit: break
                }
            }
            current = parent(of: node)
        }
        return documentState(document(of: element)).designModeEnabled
    }
}
