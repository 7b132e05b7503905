/// Writes nodes as XML, as `XMLSerializer.serializeToString` does for nodes of HTML
/// documents: the outermost HTML element gets the XHTML namespace declaration, void HTML
/// elements close themselves (`<br />`), other empty HTML elements get an end tag
/// (`<div></div>`), other empty elements close themselves (`<g/>`), and text and attributes
/// are escaped for XML.
///
/// https://w3c.github.io/DOM-Parsing/#dfn-xml-serialization
public struct XMLNodeSerializer {
    private let store: NodeStore

    /// A serializer over `store`.
    public init(store: NodeStore) { self.store = store }

    /// The XML of `node` and its subtree.
    public func serialize(_ node: NodeID) -> String {
        var output = ""
        var stack: [(node: NodeID, closing: Bool, parentNamespace: Namespace?)] = [(node, false, nil)]
        while let (current, closing, parentNamespace) = stack.popLast() {
            if closing {
                output += "</\(qualifiedName(of: current))>"
                continue
            }
            switch store.kind(of: current) {
            case .element:
                let namespace = store.namespace(of: current)
                output += "<" + qualifiedName(of: current)
                if namespace != parentNamespace, let uri = namespace.uri, store.attribute(named: "xmlns", of: current) == nil {
                    output += " xmlns=\"\(uri)\""
                }
                for attribute in store.attributes(of: current) {
                    output += " \(store.atoms.name(of: attribute.name))=\"\(escaped(attribute.value, attribute: true))\""
                }
                // https://w3c.github.io/DOM-Parsing/#xml-serializing-an-element-node (step 20)
                if let childrenParent = store.serializedChildrenParent(of: current), store.hasChildren(childrenParent) {
                    output += ">"
                    stack.append((current, true, parentNamespace))
                    for child in store.children(of: childrenParent).reversed() { stack.append((child, false, namespace)) }
                } else if namespace != .html {
                    output += "/>"
                } else if HTMLElementKinds.serializesAsVoid(store.localName(of: current)) {
                    output += " />"
                } else {
                    output += "></\(qualifiedName(of: current))>"
                }
            case .text, .cdataSection:
                output += escaped(store.data(of: current), attribute: false)
            case .comment:
                output += "<!--\(store.data(of: current))-->"
            case .processingInstruction:
                output += "<?\(store.target(ofProcessingInstruction: current)) \(store.data(of: current))?>"
            case .documentType:
                let doctype = store.doctype(current)
                output += "<!DOCTYPE \(doctype.name)"
                if !doctype.publicID.isEmpty { output += " PUBLIC \"\(doctype.publicID)\"" }
                if !doctype.systemID.isEmpty {
                    output += doctype.publicID.isEmpty ? " SYSTEM" : ""
                    output += " \"\(doctype.systemID)\""
                }
                output += ">"
            case .document, .documentFragment:
                for child in store.children(of: current).reversed() { stack.append((child, false, parentNamespace)) }
            }
        }
        return output
    }

    private func qualifiedName(of element: NodeID) -> String { store.localNameString(of: element) }

    /// https://w3c.github.io/DOM-Parsing/#dfn-serializing-an-attribute-value
    private func escaped(_ text: String, attribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "\t" where attribute: result += "&#x9;"
            case "\n" where attribute: result += "&#xA;"
            case "\r" where attribute: result += "&#xD;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
