/// Namespace lookups: `lookupNamespaceURI`, `lookupPrefix` and `isDefaultNamespace`.
///
/// appexjs's tree keeps no namespace prefixes on elements, and attributes only by their
/// qualified names. An HTML parser puts only two attributes in the XMLNS namespace, `xmlns`
/// and `xmlns:xlink` of SVG and MathML elements (its "adjust foreign attributes" table);
/// every other `xmlns:…` attribute, and any on an HTML element, is in no namespace and
/// declares nothing. So only those two declare anything here, as in WebKit.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#adjust-foreign-attributes
extension NodeStore {
    /// The XML namespace, which the `xml` prefix always names.
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    /// The XMLNS namespace, which the `xmlns` prefix always names.
    static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"

    /// The XLink namespace, which the parser gives `xlink:…` attributes of SVG and MathML elements.
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// The qualified name under which an attribute in `namespace` named `localName` is kept.
    /// Attributes keep only their qualified names, and those an HTML parser puts in a
    /// namespace carry its fixed prefix (`xlink:href`, `xml:lang`, `xmlns:xlink`); an
    /// attribute in any other namespace is found by its local name.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#adjust-foreign-attributes
    public func keptAttributeName(namespace: String?, localName: String) -> String {
        switch namespace {
        case Self.xlinkNamespace: return "xlink:" + localName
        case Self.xmlNamespace: return "xml:" + localName
        case Self.xmlnsNamespace: return localName == "xmlns" ? localName : "xmlns:" + localName
        default: return localName
        }
    }

    /// The namespace `prefix` (nil for the default namespace) stands for at `node`.
    ///
    /// https://dom.spec.whatwg.org/#locate-a-namespace
    public func locateNamespace(of node: NodeID, prefix: String?) -> String? {
        var current = elementForNamespaceLookup(node)
        while let element = current {
            if prefix == "xml" { return Self.xmlNamespace }
            if prefix == "xmlns" { return Self.xmlnsNamespace }
            // Elements have no prefix here, so only the default namespace is an element's own.
            if prefix == nil, let uri = namespace(of: element).uri { return uri }
            let declaration = prefix.map { "xmlns:" + $0 } ?? "xmlns"
            if let attribute = namespaceDeclarations(of: element).first(where: { $0.name == declaration }) {
                return attribute.value.isEmpty ? nil : attribute.value
            }
            current = parentElement(of: element)
        }
        return nil
    }

    /// The prefix a namespace declaration at `node` or an ancestor gives `namespace`.
    ///
    /// https://dom.spec.whatwg.org/#dom-node-lookupprefix
    /// https://dom.spec.whatwg.org/#locate-a-namespace-prefix
    public func lookupPrefix(of node: NodeID, namespace: String?) -> String? {
        guard let namespace, !namespace.isEmpty else { return nil }
        var current = elementForNamespaceLookup(node)
        while let element = current {
            for declaration in namespaceDeclarations(of: element)
            where declaration.name.hasPrefix("xmlns:") && declaration.value == namespace {
                return String(declaration.name.dropFirst("xmlns:".count))
            }
            current = parentElement(of: element)
        }
        return nil
    }

    /// Whether `namespace` ("" for none) is the default namespace at `node`.
    ///
    /// https://dom.spec.whatwg.org/#dom-node-isdefaultnamespace
    public func isDefaultNamespace(_ namespace: String?, at node: NodeID) -> Bool {
        let namespace = namespace?.isEmpty == true ? nil : namespace
        return locateNamespace(of: node, prefix: nil) == namespace
    }

    /// The element whose scope a lookup at `node` starts in: the node itself, a document's
    /// document element, nothing for a doctype or fragment, otherwise the parent element.
    private func elementForNamespaceLookup(_ node: NodeID) -> NodeID? {
        switch kind(of: node) {
        case .element: return node
        case .document: return documentElement(of: node)
        case .documentType, .documentFragment: return nil
        default: return parentElement(of: node)
        }
    }

    /// The attributes of `element` that declare namespaces (`xmlns` and `xmlns:xlink` of SVG
    /// and MathML elements, see the extension's documentation), as names and values.
    private func namespaceDeclarations(of element: NodeID) -> [(name: String, value: String)] {
        guard namespace(of: element) != .html else { return [] }
        return attributes(of: element).compactMap { attribute in
            let name = atoms.name(of: attribute.name)
            return name == "xmlns" || name == "xmlns:xlink" ? (name, attribute.value) : nil
        }
    }
}
