/// Writes nodes as HTML text: `innerHTML`, `outerHTML` and whole pages.
///
/// Follows the HTML standard's fragment serialization algorithm, iteratively, so a
/// tree of any depth serializes without recursion.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments
public struct HTMLSerializer {
    /// Whether `<` and `>` in attribute values are escaped (the HTML standard does since
    /// 2025; engines are moving to it).
    public var escapesAngleBracketsInAttributes: Bool

    /// Whether form controls are written with the state scripts gave them through
    /// properties (a typed `value`, `checked`, an option's `selected`, a textarea's text),
    /// so a written page shows what was filled. `innerHTML` and `outerHTML` leave this off,
    /// as browsers write attributes only.
    public var writesFormState = false

    private let store: NodeStore

    /// A serializer over `store`.
    public init(store: NodeStore, escapesAngleBracketsInAttributes: Bool = true) {
        self.store = store
        self.escapesAngleBracketsInAttributes = escapesAngleBracketsInAttributes
    }

    /// The HTML of `node`'s children (`innerHTML`; a whole document's markup for a document).
    public func serializeChildren(of node: NodeID) -> String {
        var output = HTMLOutput()
        if !serializesAsVoid(node), let container = store.serializedChildrenParent(of: node) {
            writeChildren(of: container, into: &output)
        }
        return output.string
    }

    /// The HTML of `node` itself and its subtree (`outerHTML`).
    public func serialize(_ node: NodeID) -> String {
        var output = HTMLOutput()
        if store.kind(of: node) == .document || store.kind(of: node) == .documentFragment {
            writeChildren(of: node, into: &output)
        } else {
            writeSubtree(node, into: &output)
        }
        return output.string
    }

    private func writeChildren(of node: NodeID, into output: inout HTMLOutput) {
        var child = store.firstChild(of: node)
        while let current = child {
            writeSubtree(current, into: &output)
            child = store.nextSibling(of: current)
        }
    }

    /// Writes `root` and its descendants: start tags on the way down, end tags on the way up.
    private func writeSubtree(_ root: NodeID, into output: inout HTMLOutput) {
        var node = root
        while true {
            let descend = writeStart(of: node, into: &output)
            if descend && store.isTemplate(node) {
                // A template's children are its template contents.
                if let contents = store.nonEmptyTemplateContents(of: node) { writeChildren(of: contents, into: &output) }
                writeEnd(of: node, into: &output)
            } else if descend, let child = store.firstChild(of: node) {
                node = child
                continue
            } else if descend {
                writeEnd(of: node, into: &output)
            }
            // Climb until a node has a next sibling, closing elements on the way.
            while true {
                if node == root { return }
                if let sibling = store.nextSibling(of: node) {
                    node = sibling
                    break
                }
                guard let parent = store.parent(of: node) else { return }
                node = parent
                writeEnd(of: node, into: &output)
            }
        }
    }

    /// Writes what comes before a node's children. Returns whether children and an end tag follow.
    private func writeStart(of node: NodeID, into output: inout HTMLOutput) -> Bool {
        switch store.kind(of: node) {
        case .element:
            output.append("<")
            output.append(tagName(of: node))
            let attributes = writesFormState ? store.attributesShowingFormState(of: node) : store.attributes(of: node)
            for attribute in attributes {
                output.append(" ")
                output.append(store.atoms.name(of: attribute.name))
                output.append("=\"")
                output.appendEscaped(attribute.value, attributeMode: true, angleBrackets: escapesAngleBracketsInAttributes)
                output.append("\"")
            }
            output.append(">")
            return !serializesAsVoid(node)
        case .text, .cdataSection:
            if writesFormState, let parent = store.parent(of: node), store.isHTMLElement(parent, named: .textarea),
                store.formControlState(of: parent).dirtyValue != nil
            {
                // The textarea's value is written once, in place of its first text child.
                if store.firstChild(of: parent) == node {
                    output.appendEscaped(store.value(of: parent), attributeMode: false, angleBrackets: true)
                }
            } else if let parent = store.parent(of: node), isRawTextParent(parent) {
                output.append(store.data(of: node))
            } else {
                output.appendEscaped(store.data(of: node), attributeMode: false, angleBrackets: true)
            }
        case .comment:
            output.append("<!--")
            output.append(store.data(of: node))
            output.append("-->")
        case .processingInstruction:
            output.append("<?")
            output.append(store.target(ofProcessingInstruction: node))
            output.append(" ")
            output.append(store.data(of: node))
            output.append(">")
        case .documentType:
            output.append("<!DOCTYPE ")
            output.append(store.doctype(node).name)
            output.append(">")
        case .document, .documentFragment:
            return true
        }
        return false
    }

    private func writeEnd(of node: NodeID, into output: inout HTMLOutput) {
        guard store.kind(of: node) == .element else { return }
        if writesFormState, store.isHTMLElement(node, named: .textarea), !store.hasChildren(node),
            store.formControlState(of: node).dirtyValue != nil
        {
            output.appendEscaped(store.value(of: node), attributeMode: false, angleBrackets: true)
        }
        output.append("</")
        output.append(tagName(of: node))
        output.append(">")
    }

    /// The tag name written: the local name for HTML, SVG and MathML elements.
    private func tagName(of element: NodeID) -> String { store.localNameString(of: element) }

    /// Whether the element is written without children or an end tag.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#serializes-as-void
    public func serializesAsVoid(_ node: NodeID) -> Bool {
        guard store.isHTMLElement(node) else { return false }
        return HTMLElementKinds.serializesAsVoid(store.localName(of: node))
    }

    /// Whether text children of `parent` are written unescaped.
    private func isRawTextParent(_ parent: NodeID) -> Bool {
        guard store.isHTMLElement(parent) else { return false }
        let name = store.localName(of: parent)
        if name == .noscript {
            let document = store.document(of: parent)
            return store.kind(of: document) != .document || store.documentState(document).scriptingEnabled
        }
        return HTMLElementKinds.rawTextSerialization.contains(name)
    }
}

/// A byte buffer the serializer writes into.
struct HTMLOutput {
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(4096) }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` escaped as the HTML standard's "escaping a string" says. Runs of
    /// bytes that need no escaping are copied whole.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#escapingString
    mutating func appendEscaped(_ text: String, attributeMode: Bool, angleBrackets: Bool) {
        var text = text
        text.withUTF8 { source in
            let count = source.count
            var runStart = 0
            var index = 0
            while index < count {
                let replacement: StaticString
                var length = 1
                switch source[index] {
                case 0x26: replacement = "&amp;"
                case 0x22 where attributeMode: replacement = "&quot;"
                case 0x3C where angleBrackets: replacement = "&lt;"
                case 0x3E where angleBrackets: replacement = "&gt;"
                case 0xC2 where index + 1 < count && source[index + 1] == 0xA0:  // U+00A0
                    replacement = "&nbsp;"
                    length = 2
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                index += length
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<count]))
        }
    }
}
