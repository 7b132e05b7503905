// innerText as WebKit gives it: its text iterator over the render tree the computed styles
// make (RenderedTextTree, RenderedTextIterator), without layout.
// https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute

extension NodeStore {
    /// `element.innerText`.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-innertext
    public func innerText(of element: NodeID) -> String {
        var lines: LineContainerText?
        return innerText(of: element, keepingLines: &lines)
    }

    /// `element.innerText`, reading an inline element's text from the lines of its block
    /// kept in `lines` when they are current, and keeping there the lines it reads: a
    /// caller that reads the text of every link in a paragraph builds the paragraph's
    /// lines once.
    public func innerText(of element: NodeID, keepingLines lines: inout LineContainerText?) -> String {
        // An element without a renderer gives its text content, `<br>`s as line feeds.
        guard hasRenderer(element) else { return textContentWithLineBreaks(of: element) }
        if let container = lineContainer(of: element) { return innerText(of: element, onLinesOf: container, keeping: &lines) }
        return RenderedTextIterator.text(
            of: RenderedTextTree(store: self, root: element), from: (0, 0), to: (0, childCount(of: element)),
            renderedAfterRoot: hasRenderedNode(after: element))
    }

    /// The text of an inline element's boxes, from the lines of `container`: WebKit's
    /// `innerText` is its text iterator over the range of the element's contents, which
    /// keeps a space at either edge that the line around the element keeps (`"US &
    /// Canada "` for a link followed by more text on its line).
    private func innerText(of element: NodeID, onLinesOf container: NodeID, keeping lines: inout LineContainerText?) -> String {
        let style = documentStyle(document(of: container))
        style.update()
        if lines?.isCurrent(for: container, generation: style.generation, in: self) != true {
            lines = LineContainerText(store: self, container: container, generation: style.generation)
        }
        return lines!.text(of: element, in: self)
    }

    /// The nearest ancestor whose lines an inline element's text is on, when that text
    /// starts or ends with white space (the only case where the line around the element
    /// changes what its own text gives) and the ancestor holds at most
    /// `lineContainerLimit` nodes; nil otherwise. The limit keeps a script that changes the
    /// page before reading each link's text from styling a whole page-sized block each
    /// time: past it, the element's text is read alone, its edge spaces dropped.
    private func lineContainer(of element: NodeID) -> NodeID? {
        guard display(of: element) == .inline, edgeTextHasWhitespace(element) else { return nil }
        var ancestor = parentElement(of: element)
        while let current = ancestor {
            let display = display(of: current)
            if display != .inline && display != .contents {
                return hasDescendants(current, moreThan: Self.lineContainerLimit) ? nil : current
            }
            ancestor = parentElement(of: current)
        }
        return nil
    }

    /// The most nodes a block may hold for its lines to be read for an inline element's
    /// `innerText`.
    public static let lineContainerLimit = 2_000

    /// Whether `root` has more than `limit` descendants (counting at most `limit + 1`).
    private func hasDescendants(_ root: NodeID, moreThan limit: Int) -> Bool {
        var count = 0
        forEachDescendant(of: root) { _ in
            count += 1
            return count <= limit
        }
        return count > limit
    }

    /// Whether the first or the last non-empty text in `element` starts or ends with
    /// ASCII white space.
    private func edgeTextHasWhitespace(_ element: NodeID) -> Bool {
        var first: UInt8?
        var last: UInt8?
        forEachDescendant(of: element) { node in
            guard kind(of: node) == .text else { return true }
            let bytes = data(of: node).utf8
            guard let edge = bytes.first else { return true }
            if first == nil { first = edge }
            last = bytes.last
            return true
        }
        return first.map(isASCIIWhitespace) == true || last.map(isASCIIWhitespace) == true
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
