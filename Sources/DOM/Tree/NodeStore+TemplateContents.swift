// A template element's children live in its template contents, a document fragment of
// its own, rather than in the tree: the parser puts them there, `innerHTML` reads and
// writes them there, and tree walks and selectors never see them.
// https://html.spec.whatwg.org/multipage/scripting.html#the-template-element

extension NodeStore {
    /// Whether `node` is an HTML `template` element.
    @inlinable public func isTemplate(_ node: NodeID) -> Bool { isHTMLElement(node, named: .template) }

    /// The template contents of a template element, made on first use. (The fragment
    /// belongs to the template's own document, where browsers give it an inert document
    /// of its own.)
    ///
    /// https://html.spec.whatwg.org/multipage/scripting.html#template-contents
    public func templateContents(of template: NodeID) -> NodeID {
        if let existing = templateContentsByTemplate[template] { return existing }
        let fragment = createDocumentFragment(in: document(of: template))
        templateContentsByTemplate[template] = fragment
        return fragment
    }

    /// The node whose children markup means for `node` (`innerHTML`, serializing): a
    /// template's contents, or the node itself.
    ///
    /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-innerhtml
    public func markupContainer(of node: NodeID) -> NodeID {
        isTemplate(node) ? templateContents(of: node) : node
    }

    /// The node whose children serializers write as `node`'s: a template's contents (nil
    /// when it has none), or the node itself.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#serialising-html-fragments (step 3)
    func serializedChildrenParent(of node: NodeID) -> NodeID? {
        isTemplate(node) ? nonEmptyTemplateContents(of: node) : node
    }

    /// The contents of `template` when they were made and hold something.
    func nonEmptyTemplateContents(of template: NodeID) -> NodeID? {
        guard let contents = templateContentsByTemplate[template], hasChildren(contents) else { return nil }
        return contents
    }

    /// The template's cloning steps: a deep copy of `source`'s contents goes into `copy`'s.
    ///
    /// https://html.spec.whatwg.org/multipage/scripting.html#the-template-element:concept-node-clone-ext
    func cloneTemplateContents(of source: NodeID, into copy: NodeID) {
        guard isTemplate(source), let contents = nonEmptyTemplateContents(of: source) else { return }
        let target = templateContents(of: copy)
        for child in children(of: contents) {
            appendChildForBuilding(clone(child, deep: true, into: document(of: copy)), to: target)
        }
    }

    /// The template's adopting steps for every template in `root`'s inclusive subtree:
    /// their contents move to `document` too.
    ///
    /// https://html.spec.whatwg.org/multipage/scripting.html#template-adopting-steps
    func adoptTemplateContents(within root: NodeID, into document: NodeID) {
        guard !templateContentsByTemplate.isEmpty else { return }
        var templates: [NodeID] = isTemplate(root) ? [root] : []
        forEachDescendant(of: root) { node in
            if isTemplate(node) { templates.append(node) }
            return true
        }
        for template in templates {
            if let contents = templateContentsByTemplate[template] { adopt(contents, into: document) }
        }
    }
}
