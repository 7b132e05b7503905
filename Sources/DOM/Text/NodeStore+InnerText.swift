// innerText as WebKit gives it: its text iterator over the render tree the computed styles
// make (RenderedTextTree, RenderedTextIterator), without layout.
// https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute

extension NodeStore {
    /// `element.innerText`.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-innertext
    public func innerText(of element: NodeID) -> String {
        // An element without a renderer gives its text content, `<br>`s as line feeds.
        guard hasRenderer(element) else { return textContentWithLineBreaks(of: element) }
        let tree = RenderedTextTree(store: self, root: element)
        var iterator = RenderedTextIterator(
            tree: tree, start: (0, 0), end: (0, childCount(of: element)),
            renderedAfterRoot: hasRenderedNode(after: element), rootIsClipped: tree.rootIsClipped)
        iterator.run()
        return String(decoding: iterator.output, as: UTF8.self)
    }

    /// Whether WebKit would make a renderer for the element: it is connected, neither it
    /// nor an ancestor is `display: none`, it is not `display: contents`, and no ancestor
    /// draws its own contents (an image, a `select`, …).
    public func hasRenderer(_ element: NodeID) -> Bool {
        guard isConnected(element), isElement(element) else { return false }
        let ownDisplay = display(of: element)
        guard ownDisplay != .none, ownDisplay != .contents else { return false }
        var ancestor = parentElement(of: element)
        while let current = ancestor {
            if display(of: current) == .none || drawsOwnContents(current) { return false }
            ancestor = parentElement(of: current)
        }
        return true
    }

    /// `textContent`, with a line feed for each `<br>` (what WebKit's `innerText` gives
    /// for an element it does not render).
    func textContentWithLineBreaks(of element: NodeID) -> String {
        var bytes: [UInt8] = []
        forEachDescendant(of: element) { node in
            switch kind(of: node) {
            case .text, .cdataSection: bytes.append(contentsOf: data(of: node).utf8)
            case .element where isHTMLElement(node, named: .br): bytes.append(0x0A)
            default: break
            }
            return true
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether something after `node` in its document has a renderer (an element that is
    /// rendered, or text that is not only white space in one): WebKit puts a line feed
    /// after a block only then.
    func hasRenderedNode(after node: NodeID) -> Bool {
        var current: NodeID? = node
        var next: NodeID?
        while let candidate = current {
            if let sibling = nextSibling(of: candidate) {
                next = sibling
                break
            }
            current = parent(of: candidate)
        }
        var checked = 0
        while let candidate = next, checked < 10_000 {
            checked += 1
            switch kind(of: candidate) {
            case .element where hasRenderer(candidate):
                return true
            case .text where !data(of: candidate).utf8.allSatisfy(isASCIIWhitespace):
                if let parent = parentElement(of: candidate), hasRenderer(parent) { return true }
            default:
                break
            }
            next = following(candidate, within: document(of: node))
        }
        return false
    }

    /// Sets `element.innerText`: the text with line feeds turned into `<br>` elements.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#set-the-inner-text-steps
    public func setInnerText(_ value: String, of element: NodeID) {
        replaceAll(in: element, with: renderedTextFragment(value, in: document(of: element)))
    }

    /// Sets `element.outerText`: replaces the element itself with the text, line feeds
    /// turned into `<br>` elements, and merges the text with neighbouring text nodes.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-outertext
    public func setOuterText(_ value: String, of element: NodeID) throws(DOMException) {
        // 1.
        guard let parent = parent(of: element) else {
            throw DOMException(.noModificationAllowedError, "the element has no parent")
        }
        // 2.
        let next = nextSibling(of: element)
        let previous = previousSibling(of: element)
        // 3-4.
        let document = self.document(of: element)
        let fragment = renderedTextFragment(value, in: document)
        if !hasChildren(fragment) { appendChildForBuilding(createText("", in: document), to: fragment) }
        // 5.
        try replace(element, with: fragment, in: parent)
        // 6.
        if let next, let before = previousSibling(of: next), kind(of: before) == .text { mergeWithNextTextNode(before) }
        // 7.
        if let previous, kind(of: previous) == .text { mergeWithNextTextNode(previous) }
    }

    /// Appends the data of `node`'s next sibling to it and removes that sibling, when the
    /// sibling is a text node.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#merge-with-the-next-text-node
    private func mergeWithNextTextNode(_ node: NodeID) {
        guard let next = nextSibling(of: node), kind(of: next) == .text else { return }
        replaceData(of: node, offset: length(of: node), count: 0, with: data(of: next))
        remove(next)
    }

    /// A fragment holding `value` as text nodes, with a `<br>` for each line break
    /// (CR LF counting once).
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#rendered-text-fragment
    func renderedTextFragment(_ value: String, in document: NodeID) -> NodeID {
        let fragment = createDocumentFragment(in: document)
        var text = ""
        func flush() {
            if !text.isEmpty { appendChildForBuilding(createText(text, in: document), to: fragment) }
            text = ""
        }
        var previousWasCarriageReturn = false
        for character in value.unicodeScalars {
            switch character {
            case "\r", "\n":
                if character == "\n" && previousWasCarriageReturn {
                    previousWasCarriageReturn = false
                    continue
                }
                flush()
                appendChildForBuilding(createElement(.br, in: document), to: fragment)
                previousWasCarriageReturn = character == "\r"
            default:
                previousWasCarriageReturn = false
                text.unicodeScalars.append(character)
            }
        }
        flush()
        return fragment
    }
}
