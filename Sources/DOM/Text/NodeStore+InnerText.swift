// innerText without layout: the HTML standard's rendered text collection steps, with
// `display` and `visibility` from the user-agent stylesheet and inline `style`, CSS
// white-space collapsing for `white-space: normal` and preformatted elements kept as is.
// https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute

extension NodeStore {
    /// `element.innerText`.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-innertext
    public func innerText(of element: NodeID) -> String {
        // 1. An element that is not being rendered gives its descendant text content.
        guard isBeingRendered(element) else { return descendantTextContent(of: element) }
        var collector = RenderedTextCollector(
            preformatted: isPreformatted(element) || hasPreformattedAncestor(element),
            visible: !hasInvisibleInclusiveAncestor(element))
        collectRenderedText(ofChildrenOf: element, into: &collector)
        return collector.result()
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

    /// Whether the element has boxes: it is in a document and neither it nor an
    /// ancestor has `display: none`.
    public func isBeingRendered(_ element: NodeID) -> Bool {
        var current: NodeID? = element
        while let node = current {
            switch kind(of: node) {
            case .document: return true
            case .element where display(of: node) == .none: return false
            default: current = parent(of: node)
            }
        }
        return false
    }

    /// Whether `visibility` makes the element invisible: the nearest inclusive ancestor
    /// that sets it decides (it is inherited, and `visible` undoes `hidden`).
    func hasInvisibleInclusiveAncestor(_ element: NodeID) -> Bool {
        var current: NodeID? = element
        while let node = current, isElement(node) {
            if let hidden = inlineRenderingFacts(of: node).hidden { return hidden }
            current = parent(of: node)
        }
        return false
    }

    func hasPreformattedAncestor(_ element: NodeID) -> Bool {
        var current = parent(of: element)
        while let node = current, isElement(node) {
            if isPreformatted(node) { return true }
            current = parent(of: node)
        }
        return false
    }

    /// Whether white space inside the element is kept as written.
    func isPreformatted(_ element: NodeID) -> Bool {
        inlineRenderingFacts(of: element).preformatted ?? isPreformattedByDefault(element)
    }

    /// Whether the user-agent stylesheet gives the element `white-space: pre`.
    func isPreformattedByDefault(_ element: NodeID) -> Bool {
        guard namespace(of: element) == .html else { return false }
        let name = localName(of: element)
        return name == .pre || name == .listing || name == .plaintext || name == .xmp || name == .textarea
    }

    /// What an element's inline `style` says about rendering, read once per element.
    struct InlineRenderingFacts {
        var display: Display
        /// `visibility` when set inline: true for `hidden`/`collapse`, false for `visible`.
        var hidden: Bool?
        /// `white-space` when set inline: whether it keeps white space.
        var preformatted: Bool?
    }

    func inlineRenderingFacts(of element: NodeID) -> InlineRenderingFacts {
        guard let style = attribute(.style, of: element), !style.isEmpty else {
            return InlineRenderingFacts(display: defaultDisplay(of: element))
        }
        let declarations = CSSDeclarations(parsing: style)
        let display = declarations.value(of: "display")
        let visibility = asciiLowercase(declarations.value(of: "visibility"))
        let whiteSpace = asciiLowercase(declarations.value(of: "white-space"))
        return InlineRenderingFacts(
            display: display.isEmpty ? defaultDisplay(of: element) : Display(keyword: display),
            hidden: visibility.isEmpty ? nil : (visibility == "hidden" || visibility == "collapse"),
            preformatted: whiteSpace.isEmpty
                ? nil : (whiteSpace == "pre" || whiteSpace == "pre-wrap" || whiteSpace == "break-spaces"))
    }

    /// The rendered text collection steps over a subtree, iteratively.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#rendered-text-collection-steps
    private func collectRenderedText(ofChildrenOf root: NodeID, into collector: inout RenderedTextCollector) {
        struct Frame {
            var element: NodeID
            var display: Display
            var saved: RenderedTextCollector.State
        }
        var stack: [Frame] = []
        var node = firstChild(of: root)
        while let current = node {
            var descend = false
            switch kind(of: current) {
            case .text, .cdataSection:
                collector.appendText(data(of: current))
            case .element:
                let facts = inlineRenderingFacts(of: current)
                guard facts.display != .none else { break }
                let frame = Frame(element: current, display: facts.display, saved: collector.state)
                enter(current, facts: facts, into: &collector)
                open(current, display: facts.display, into: &collector)
                if hasChildren(current) && !isReplacedElement(current) {
                    stack.append(frame)
                    descend = true
                } else {
                    close(current, display: facts.display, into: &collector)
                    collector.state = frame.saved
                }
            default:
                break
            }
            if descend {
                node = firstChild(of: current)
                continue
            }
            // Move on: next sibling, or close the elements we climb out of.
            var climbing = current
            while true {
                if let sibling = nextSibling(of: climbing) {
                    node = sibling
                    break
                }
                guard let frame = stack.popLast() else {
                    node = nil
                    break
                }
                close(frame.element, display: frame.display, into: &collector)
                collector.state = frame.saved
                climbing = frame.element
            }
        }
    }

    /// Applies what `element` changes for its descendants' text: its inline `visibility`
    /// and `white-space`, and whether it is an SVG element that renders text.
    ///
    /// https://svgwg.org/svg2-draft/text.html#TextElement (text is rendered only in text
    /// content elements)
    func enter(_ element: NodeID, facts: InlineRenderingFacts, into collector: inout RenderedTextCollector) {
        if let hidden = facts.hidden { collector.visible = !hidden }
        if facts.preformatted ?? isPreformattedByDefault(element) { collector.preformatted = true }
        if facts.preformatted == false { collector.preformatted = false }
        if namespace(of: element) == .svg {
            let name = localName(of: element)
            if name == .foreignObject || Self.svgTextContentElements.contains(localNameString(of: element)) {
                collector.state.inRenderedSVGText = true
            } else if name != .a {
                collector.state.inRenderedSVGText = false
            }
        }
    }

    private static let svgTextContentElements: Set<String> = ["text", "tspan", "textPath"]

    /// Steps 5-9 of the collection steps that come before an element's children.
    func open(_ element: NodeID, display: Display, into collector: inout RenderedTextCollector) {
        if isHTMLElement(element, named: .br) {
            collector.appendForcedText(0x0A)
        } else if isHTMLElement(element, named: .p) {
            collector.requireLineBreaks(2)
        } else if display.isBlockLevel || display == .tableCaption {
            collector.requireLineBreaks(1)
        }
    }

    /// Steps 5-9 of the collection steps that come after an element's children.
    func close(_ element: NodeID, display: Display, into collector: inout RenderedTextCollector) {
        if display == .tableCell, nextSibling(matching: { self.display(of: $0) == .tableCell }, after: element) != nil {
            collector.appendForcedText(0x09)
        } else if display == .tableRow, !isLastTableRow(element) {
            collector.requireLineBreaks(1)
        }
        if isHTMLElement(element, named: .p) {
            collector.requireLineBreaks(2)
        } else if display.isBlockLevel || display == .tableCaption {
            collector.requireLineBreaks(1)
        }
    }

    /// Elements whose children are not rendered as text (replaced elements and form controls).
    func isReplacedElement(_ element: NodeID) -> Bool {
        guard namespace(of: element) == .html else { return false }
        let name = localName(of: element)
        return name == .textarea || name == .select || name == .iframe || name == .video || name == .audio
            || name == .canvas || name == .object || name == .img || name == .input
    }

    private func nextSibling(matching predicate: (NodeID) -> Bool, after node: NodeID) -> NodeID? {
        var sibling = nextElementSibling(of: node)
        while let current = sibling {
            if predicate(current) { return current }
            sibling = nextElementSibling(of: current)
        }
        return nil
    }

    /// Whether a row is the last row of its table (rows of later row groups count).
    private func isLastTableRow(_ row: NodeID) -> Bool {
        if nextSibling(matching: { self.display(of: $0) == .tableRow }, after: row) != nil { return false }
        guard let group = parent(of: row), display(of: group) == .tableRowGroup else { return true }
        var sibling = nextElementSibling(of: group)
        while let current = sibling {
            if display(of: current) == .tableRowGroup,
                elementChildren(of: current).contains(where: { display(of: $0) == .tableRow })
            {
                return false
            }
            sibling = nextElementSibling(of: current)
        }
        return true
    }
}

/// Gathers rendered text: collapses white space, keeps required line breaks pending
/// until text follows, and drops them at the start and end. Works on UTF-8 bytes.
struct RenderedTextCollector {
    /// What an element changes for the text of its descendants; saved when the walk
    /// enters an element and restored when it leaves it.
    struct State {
        var preformatted: Bool
        var visible: Bool
        /// False inside SVG elements other than its text content elements: SVG renders
        /// text only in `text`, `tspan`, `textPath` (and HTML in `foreignObject`).
        var inRenderedSVGText = true
    }

    var state: State
    var preformatted: Bool {
        get { state.preformatted }
        set { state.preformatted = newValue }
    }
    var visible: Bool {
        get { state.visible }
        set { state.visible = newValue }
    }
    private var rendersText: Bool { state.visible && state.inRenderedSVGText }
    private var output: [UInt8] = []
    private var pendingLineBreaks = 0
    private var pendingSpace = false
    private var lineHasContent = false

    init(preformatted: Bool, visible: Bool) {
        state = State(preformatted: preformatted, visible: visible)
        output.reserveCapacity(4096)
    }

    /// A block boundary: at least `count` line feeds before any following text.
    mutating func requireLineBreaks(_ count: Int) {
        pendingSpace = false
        lineHasContent = false
        pendingLineBreaks = max(pendingLineBreaks, count)
    }

    /// Text that is not white-space processed (`<br>`'s line feed, a cell's tab).
    mutating func appendForcedText(_ byte: UInt8) {
        guard rendersText else { return }
        flushLineBreaks()
        output.append(byte)
        pendingSpace = false
        lineHasContent = byte != 0x0A
    }

    /// A text node's data, after white-space processing.
    mutating func appendText(_ text: String) {
        guard rendersText, !text.isEmpty else { return }
        var text = text
        text.withUTF8 { bytes in
            if preformatted {
                flushLineBreaks()
                output.append(contentsOf: bytes)
                lineHasContent = bytes.last != 0x0A
                pendingSpace = false
                return
            }
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if isCollapsibleSpace(byte) {
                    if lineHasContent { pendingSpace = true }
                    index += 1
                    continue
                }
                // A run that needs no collapsing (words with single spaces between them)
                // is copied whole.
                var end = index + 1
                while end < count {
                    if !isCollapsibleSpace(bytes[end]) {
                        end += 1
                    } else if bytes[end] == 0x20, end + 1 < count, !isCollapsibleSpace(bytes[end + 1]) {
                        end += 2
                    } else {
                        break
                    }
                }
                flushLineBreaks()
                if pendingSpace {
                    output.append(0x20)
                    pendingSpace = false
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                lineHasContent = true
                index = end
            }
        }
    }

    @inline(__always) private func isCollapsibleSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private mutating func flushLineBreaks() {
        if pendingLineBreaks > 0 {
            // Required line breaks at the very start are dropped (step 4 of the getter).
            if !output.isEmpty { output.append(contentsOf: repeatElement(0x0A, count: pendingLineBreaks)) }
            pendingLineBreaks = 0
        }
    }

    /// The collected text; trailing required line breaks are dropped.
    func result() -> String { String(decoding: output, as: UTF8.self) }
}
