/// What a live collection (`HTMLCollection`, live `NodeList`) holds: a root and a filter.
///
/// Two requests for the same key get the same members; the members are recomputed
/// only after the tree (or, for attribute-based filters, an attribute) changed.
///
/// https://dom.spec.whatwg.org/#concept-collection
public enum CollectionKey: Hashable, Sendable {
    /// `parentNode.children`.
    case elementChildren(of: NodeID)
    /// `getElementsByTagName(qualifiedName)` under a root.
    case tagName(root: NodeID, qualifiedName: String)
    /// `getElementsByTagNameNS(namespace, localName)` under a root (`nil` is the null
    /// namespace; `"*"` matches any namespace or name).
    case tagNameNS(root: NodeID, namespace: String?, localName: String)
    /// `getElementsByClassName(classNames)` under a root.
    case classNames(root: NodeID, classNames: String)
    /// `document.getElementsByName(name)`.
    case name(root: NodeID, name: String)
    /// `document.forms`.
    case forms(document: NodeID)
    /// `document.images`.
    case images(document: NodeID)
    /// `document.links`: `a` and `area` elements with `href`.
    case links(document: NodeID)
    /// `document.scripts`.
    case scripts(document: NodeID)
    /// `document.embeds` / `document.plugins`.
    case embeds(document: NodeID)
    /// `document.anchors`: `a` elements with `name`.
    case anchors(document: NodeID)
    /// `form.elements`: the listed form controls whose form owner is the form.
    case formControls(form: NodeID)
    /// `select.options`.
    case options(select: NodeID)
    /// `fieldset.elements`: the listed elements under the fieldset, whatever their form owner.
    case fieldsetElements(fieldset: NodeID)
    /// `select.selectedOptions`: its options whose selectedness is true.
    case selectedOptions(select: NodeID)
    /// `table.rows`: the table's rows, header rows first and footer rows last.
    case tableRows(table: NodeID)
    /// `table.tBodies`: the table's `tbody` children.
    case tableBodies(table: NodeID)
    /// `tr.cells`: the row's `td` and `th` children.
    case rowCells(row: NodeID)
    /// `tbody.rows` (and `thead`, `tfoot`): the section's `tr` children.
    case sectionRows(section: NodeID)

    /// Whether membership depends on attribute values (not only on the tree's shape).
    var dependsOnAttributes: Bool {
        switch self {
        case .elementChildren, .tagName, .tagNameNS, .forms, .images, .scripts, .embeds, .options, .fieldsetElements, .tableRows,
            .tableBodies, .rowCells, .sectionRows:
            return false
        case .classNames, .name, .links, .anchors, .formControls, .selectedOptions: return true
        }
    }
}

extension NodeStore {
    /// The members of a live collection now, in tree order.
    public func members(of key: CollectionKey) -> [NodeID] {
        let cacheKey = DerivedDataCaches.CacheKey.collection(key)
        if let entry = caches.entries[cacheKey], entry.childListVersion == childListVersion,
            !key.dependsOnAttributes || entry.attributeVersion == attributeVersion
        {
            return entry.nodes
        }
        let nodes = computeMembers(of: key)
        caches.entries[cacheKey] = .init(
            childListVersion: childListVersion, attributeVersion: attributeVersion, nodes: nodes)
        return nodes
    }

    private func computeMembers(of key: CollectionKey) -> [NodeID] {
        switch key {
        case .elementChildren(let parent):
            return elementChildren(of: parent)
        case .tagName(let root, let qualifiedName):
            return elements(under: root, withQualifiedName: qualifiedName)
        case .tagNameNS(let root, let namespace, let localName):
            return elements(under: root, inNamespace: namespace, withLocalName: localName)
        case .classNames(let root, let classNames):
            return elements(under: root, withClassNames: classNames)
        case .name(let root, let name):
            return descendantElements(of: root) { attribute(.name, of: $0) == name }
        case .forms(let document):
            return descendantElements(of: document) { isHTMLElement($0, named: .form) }
        case .images(let document):
            return descendantElements(of: document) { isHTMLElement($0, named: .img) }
        case .links(let document):
            return descendantElements(of: document) {
                (isHTMLElement($0, named: .a) || isHTMLElement($0, named: .area)) && hasAttribute(.href, on: $0)
            }
        case .scripts(let document):
            return descendantElements(of: document) { isHTMLElement($0, named: .script) }
        case .embeds(let document):
            return descendantElements(of: document) { isHTMLElement($0, named: .embed) }
        case .anchors(let document):
            return descendantElements(of: document) { isHTMLElement($0, named: .a) && hasAttribute(.name, on: $0) }
        case .formControls(let form):
            return listedElements(ownedBy: form)
        case .options(let select):
            return options(of: select)
        case .fieldsetElements(let fieldset):
            // https://html.spec.whatwg.org/multipage/form-elements.html#dom-fieldset-elements
            return descendantElements(of: fieldset) {
                HTMLElementKinds.isListedFormElement(localName(of: $0), namespace: namespace(of: $0))
            }
        case .selectedOptions(let select):
            return selectedOptions(of: select)
        case .tableRows(let table):
            return rows(of: table)
        case .tableBodies(let table):
            return elementChildren(of: table).filter { isHTMLElement($0, named: .tbody) }
        case .rowCells(let row):
            return cells(of: row)
        case .sectionRows(let section):
            return childRows(of: section)
        }
    }

    /// Element descendants of `root` that pass `filter`, in tree order.
    public func descendantElements(of root: NodeID, where filter: (NodeID) -> Bool) -> [NodeID] {
        var result: [NodeID] = []
        forEachDescendantElement(of: root) { element in
            if filter(element) { result.append(element) }
            return true
        }
        return result
    }

    /// https://dom.spec.whatwg.org/#concept-getelementsbytagname
    private func elements(under root: NodeID, withQualifiedName qualifiedName: String) -> [NodeID] {
        if qualifiedName == "*" { return descendantElements(of: root) { _ in true } }
        let lowercased = asciiLowercase(qualifiedName)
        let htmlAtom = atoms.lookup(lowercased)
        let otherAtom = atoms.lookup(qualifiedName)
        guard htmlAtom != nil || otherAtom != nil else { return [] }
        return descendantElements(of: root) { element in
            let name = localName(of: element)
            return namespace(of: element) == .html ? name == htmlAtom : name == otherAtom
        }
    }

    /// Elements can only be in the namespaces ``Namespace`` names, so one in any other
    /// matches none.
    ///
    /// https://dom.spec.whatwg.org/#concept-getelementsbytagnamens
    private func elements(under root: NodeID, inNamespace uri: String?, withLocalName name: String) -> [NodeID] {
        let anyNamespace = uri == "*"
        let wantedNamespace = Namespace(uri: uri)
        if !anyNamespace, uri != nil, wantedNamespace == .none { return [] }
        let anyName = name == "*"
        let wantedName = atoms.lookup(name)
        if !anyName, wantedName == nil { return [] }
        return descendantElements(of: root) { element in
            (anyNamespace || namespace(of: element) == wantedNamespace) && (anyName || localName(of: element) == wantedName)
        }
    }

    /// https://dom.spec.whatwg.org/#concept-getelementsbyclassname
    private func elements(under root: NodeID, withClassNames classNames: String) -> [NodeID] {
        let wanted = classNames.split(whereSeparator: isASCIIWhitespace)
        guard !wanted.isEmpty else { return [] }
        return descendantElements(of: root) { element in
            guard let classes = attribute(.class, of: element) else { return false }
            let present = classes.split(whereSeparator: isASCIIWhitespace)
            return wanted.allSatisfy { present.contains($0) }
        }
    }

    /// The `option` elements of a `select`: its option children and those of its optgroup children.
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#concept-select-option-list
    public func options(of select: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        for child in elementChildren(of: select) {
            if isHTMLElement(child, named: .option) {
                result.append(child)
            } else if isHTMLElement(child, named: .optgroup) {
                result.append(contentsOf: elementChildren(of: child).filter { isHTMLElement($0, named: .option) })
            }
        }
        return result
    }

    /// The listed form-associated elements whose form owner is `form`, in tree order.
    ///
    /// https://html.spec.whatwg.org/multipage/forms.html#dom-form-elements
    public func listedElements(ownedBy form: NodeID) -> [NodeID] {
        let root = self.root(of: form)
        return descendantElements(of: root) { element in
            HTMLElementKinds.isListedFormElement(localName(of: element), namespace: namespace(of: element))
                && formOwner(of: element) == form
        }
    }

    /// The form an element belongs to: the one its `form` attribute names, else its
    /// nearest `form` ancestor.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#form-owner
    public func formOwner(of element: NodeID) -> NodeID? {
        if let formID = attribute(.form, of: element) {
            let owner = self.element(withID: formID, under: root(of: element))
            return owner.flatMap { isHTMLElement($0, named: .form) ? $0 : nil }
        }
        var current = parent(of: element)
        while let ancestor = current {
            if isHTMLElement(ancestor, named: .form) { return ancestor }
            current = parent(of: ancestor)
        }
        return nil
    }
}
