/// Writes nodes as XML, as `XMLSerializer.serializeToString` does for nodes of HTML
/// documents: void HTML elements close themselves (`<br />`), other empty HTML elements get
/// an end tag (`<div></div>`), other empty elements close themselves (`<g/>`), and text and
/// attributes are escaped for XML.
///
/// Namespaces are declared as WebKit declares them (its `MarkupAccumulator`), which is not
/// quite the DOM Parsing draft:
/// - an element whose namespace is not the default namespace in scope gets an `xmlns`
///   declaration, unless it has an `xmlns` attribute of its own; an `xmlns` attribute a page
///   wrote, whatever its value, is the default namespace in scope for what is inside
///   (`<nav xmlns="http://www.w3.org/1999/html"><ul>` declares the XHTML namespace again on
///   the `ul`);
/// - an `xlink:` attribute of an SVG or MathML element (the parser puts those in the XLink
///   namespace) is preceded by an `xmlns:xlink` declaration unless an ancestor's attribute
///   or an earlier attribute of the same element declared that prefix; when one declared it
///   for another namespace, the attribute gets a new prefix (`ns1`, `ns2`, … in the order
///   they are made), declared likewise;
/// - a tab, line feed or carriage return in an attribute value is `&#9;`, `&#10;`, `&#13;`
///   (the draft's `&#x9;`, `&#xA;`, `&#xD;`).
///
/// https://w3c.github.io/DOM-Parsing/#dfn-xml-serialization
public struct XMLNodeSerializer {
    private let store: NodeStore

    /// A serializer over `store`.
    public init(store: NodeStore) { self.store = store }

    /// The namespace declarations in scope where a node is written.
    private struct Scope {
        /// The default namespace (the last `xmlns` written above), nil at the top.
        var defaultNamespace: String?
        /// The namespace the `xlink` prefix is declared for, if it is.
        var xlinkBinding: String?
        /// The prefix made for the XLink namespace where `xlink` is declared for another.
        var madeXLinkPrefix: String?
    }

    private static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// The XML of `node` and its subtree.
    public func serialize(_ node: NodeID) -> String {
        var output = ""
        var madePrefixes = 0
        var stack: [(node: NodeID, closing: Bool, scope: Scope)] = [(node, false, Scope())]
        while let (current, closing, scope) = stack.popLast() {
            if closing {
                output += "</\(qualifiedName(of: current))>"
                continue
            }
            switch store.kind(of: current) {
            case .element:
                let namespace = store.namespace(of: current)
                output += "<" + qualifiedName(of: current)
                var inner = scope
                let ownDefault = store.attribute(named: "xmlns", of: current)
                if let ownDefault {
                    inner.defaultNamespace = ownDefault
                } else if let uri = namespace.uri, uri != scope.defaultNamespace {
                    output += " xmlns=\"\(uri)\""
                    inner.defaultNamespace = uri
                }
                for attribute in store.attributes(of: current) {
                    var name = store.atoms.name(of: attribute.name)
                    if name.hasPrefix("xlink:"), namespace != .html {
                        switch inner.xlinkBinding {
                        case Self.xlinkNamespace?:
                            break
                        case nil:
                            output += " xmlns:xlink=\"\(Self.xlinkNamespace)\""
                            inner.xlinkBinding = Self.xlinkNamespace
                        case .some:
                            let prefix: String
                            if let made = inner.madeXLinkPrefix {
                                prefix = made
                            } else {
                                madePrefixes += 1
                                prefix = "ns\(madePrefixes)"
                                output += " xmlns:\(prefix)=\"\(Self.xlinkNamespace)\""
                                inner.madeXLinkPrefix = prefix
                            }
                            name = prefix + name.dropFirst(5)
                        }
                    } else if name == "xmlns:xlink" {
                        inner.xlinkBinding = attribute.value
                    }
                    output += " \(name)=\"\(escaped(attribute.value, attribute: true))\""
                }
                // https://w3c.github.io/DOM-Parsing/#xml-serializing-an-element-node (step 20)
                if let childrenParent = store.serializedChildrenParent(of: current), store.hasChildren(childrenParent) {
                    output += ">"
                    stack.append((current, true, scope))
                    for child in store.children(of: childrenParent).reversed() { stack.append((child, false, inner)) }
                } else if namespace != .html {
                    output += "/>"
                } else if HTMLElementKinds.serializesAsVoid(store.localName(of: current)) {
                    output += " />"
                } else {
                    output += "></\(qualifiedName(of: current))>"
                }
            case .text:
                output += escaped(store.data(of: current), attribute: false)
            case .cdataSection:
                output += "<![CDATA[\(store.data(of: current))]]>"
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
                for child in store.children(of: current).reversed() { stack.append((child, false, scope)) }
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
            case "\t" where attribute: result += "&#9;"
            case "\n" where attribute: result += "&#10;"
            case "\r" where attribute: result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
