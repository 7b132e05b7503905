import CSS

/// What WebKit's render tree would say about each node of a subtree, as far as its text
/// iterator asks: which nodes have renderers, which boxes are blocks, tables, replaced
/// elements or line breaks, which clip their contents away, and for each text node the
/// runs of characters that survive white-space collapsing (its "text boxes"). The first
/// pass of `innerText`; ``RenderedTextIterator`` is the second.
///
/// Layout is not done: a box's size is known only where its style gives it (`height: 0`),
/// and lines break only at blocks and `<br>` (soft wraps do not change the text).
///
/// https://drafts.csswg.org/css-text-3/#white-space-phase-1
struct RenderedTextTree {
    /// One node, in tree order.
    struct Item {
        var node: NodeID
        var parent: Int32
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        var flags: Flags = []
        /// For text: where its (transformed) text starts in ``text``, and its boxes in ``boxes``.
        var textRange: Range<Int32> = 0..<0
        var boxRange: Range<Int32> = 0..<0
    }

    /// What the text iterator asks of a node.
    struct Flags: OptionSet {
        let rawValue: UInt32
        static let isText = Flags(rawValue: 1 << 0)
        static let hasRenderer = Flags(rawValue: 1 << 1)
        static let displayContents = Flags(rawValue: 1 << 2)
        /// `isRendererReplacedElement`: images, media, frames, form controls, `legend`,
        /// `meter`, `progress`, `role=img`.
        static let replaced = Flags(rawValue: 1 << 3)
        static let lineBreak = Flags(rawValue: 1 << 4)
        /// `shouldEmitNewlinesBeforeAndAfterNode`.
        static let newlinesAround = Flags(rawValue: 1 << 5)
        /// `shouldEmitExtraNewlineForNode`: a paragraph or heading with a bottom margin.
        static let extraNewline = Flags(rawValue: 1 << 6)
        static let fullyClipsContents = Flags(rawValue: 1 << 7)
        /// Absolutely or fixed positioned: escapes its container's clip.
        static let ignoresContainerClip = Flags(rawValue: 1 << 8)
        /// A table cell after another cell of its row, or below one.
        static let tabBefore = Flags(rawValue: 1 << 9)
        /// An inline table: a space before and after.
        static let spaceAround = Flags(rawValue: 1 << 10)
        static let visible = Flags(rawValue: 1 << 11)
        static let collapsesWhiteSpace = Flags(rawValue: 1 << 12)
        /// Set after the subtree: it has in-flow content that gives it height.
        static let hasHeight = Flags(rawValue: 1 << 13)
        /// White space that is not collapsible (`white-space: pre` and the like), for the
        /// iterator's collapsible-character test.
        static let preservesNewlines = Flags(rawValue: 1 << 14)
        static let isElement = Flags(rawValue: 1 << 15)
        static let isParagraphOrHeading = Flags(rawValue: 1 << 16)
        /// Set after the subtree: a float below it (up to the box that contains floats: one
        /// that clips its overflow, a float, an inline block, …) has height, which that box
        /// grows to contain.
        static let floatHasHeight = Flags(rawValue: 1 << 17)
    }

    let store: NodeStore
    private(set) var items: [Item] = []
    /// Every text node's text, transformed (`text-transform`, tabs and line feeds as
    /// spaces where white space collapses), end to end.
    private(set) var text: [UInt8] = []
    /// Text boxes: byte ranges relative to their text's start.
    private(set) var boxes: [Range<Int32>] = []
    /// Each item's style (elements) or its parent's (text), as its slot in the document's
    /// styles: no style is copied.
    private var styleSlots: [Int32] = []
    /// Absolutely positioned boxes that clip their overflow and take a percentage of their
    /// containing block's height, by the containing block's item: they clip everything away
    /// when that block turns out to have no height.
    private var percentHeightClips: [Int32: [Int32]] = [:]
    /// The `::after` boxes of the elements whose children are being walked, by item.
    private var afterBoxes: [Int32: DocumentStyle.GeneratedBox] = [:]
    /// The blocks matching the `::first-letter` of the block being walked, while its first
    /// letter is still to come (``FirstLetter``).
    private var pendingFirstLetter: [CSSMatchedBlock]?
    /// A pending `::first-letter` put aside while a float's or a positioned box's contents
    /// are walked, with that box's item: WebKit looks for the letter past such boxes.
    private var suspendedFirstLetter: (matched: [CSSMatchedBlock], item: Int32)?
    /// Whether the pending `::first-letter` resumed after such a box: WebKit then takes
    /// the letter from text that follows it, not from an element (`<span style=float:left>
    /// f</span><em>after</em>` keeps `after`).
    private var firstLetterFollowsFloat = false
    private let documentStyle: DocumentStyle
    /// Whether the root's contents are clipped away by it or an ancestor.
    private(set) var rootIsClipped = false

    // MARK: Building

    /// The tree of `root` and its descendants. `root` must be an element or a node whose
    /// ancestors are known to render.
    /// The tree of `root` and its descendants. Nodes below an element that is not
    /// rendered get items only when they hold one of `boundaries` (a range may start or end
    /// there).
    init(store: NodeStore, root: NodeID, boundaries: [NodeID] = []) {
        self.store = store
        documentStyle = store.documentStyle(store.document(of: root))
        self.boundaries = boundaries
        build(root)
        rootIsClipped = clipState(of: root)
    }

    /// Nodes that must have items even below elements that are not rendered.
    private let boundaries: [NodeID]
    /// The `role` attribute's name and the sets of element names asked about each element,
    /// held here: a static is read through a one-time initialization check, and the
    /// attribute's name through a look-up by string.
    private let roleAttribute = Atom.predefined("role")
    private let replacedRendererNames = Self.replacedRendererNames
    private let iteratorReplacedNames = Self.iteratorReplacedNames
    private let headings = Self.headings

    /// The text iterator's "fully clipped" state of `node`: it, or an ancestor that it
    /// does not escape (by being absolutely positioned), clips its contents away.
    private func clipState(of node: NodeID) -> Bool {
        var chain: [NodeID] = []
        var current: NodeID? = store.isElement(node) ? node : store.parentElement(of: node)
        while let element = current {
            chain.append(element)
            current = store.parentElement(of: element)
        }
        var clipped = false
        for element in chain.reversed() {
            let style = store.renderedTextStyle(of: element)
            let isHTML = store.namespace(of: element) == .html
            let name = store.localName(of: element)
            let fullyClips = clipsContentsByStyle(style, isReplaced: isReplacedElement(element, isHTML: isHTML, name: name),
                                                  isHTML: isHTML, name: name)
            clipped = fullyClips || (clipped && !style.isOutOfFlowPositioned)
        }
        return clipped
    }

    /// A container the render tree would add children to, with what the rules for white
    /// space text ask about the children added so far.
    private struct Container {
        var item: Int32
        var kind: ContainerKind
        var preservesNewlines: Bool
        var childrenInline = true
        var hasInFlowChild = false
        var previousIsInline = false
        var previousIsBlockLevel = false
        var previousIsLineBreak = false
        var hasPrevious = false
    }

    private enum ContainerKind {
        case blockFlow, inline, noWhitespace, svg, svgText
    }

    /// An inline formatting context: where collapsible white space is, for collapsing.
    private struct InlineContext {
        var atLineStart = true
        var afterCollapsibleSpace = false
        /// How wide the line is so far, while it holds only boxes of known width; nil once
        /// it holds text (whose width needs fonts).
        var lineWidth: Double? = 0
        /// How wide lines are, when known.
        var availableWidth: Double
        /// The last collapsible space kept, which a line end drops: (box index, byte).
        var trailingSpace: (box: Int, item: Int32)?
    }

    /// What a text node reads of its parent's style: kept per element on the walk's stack, so
    /// a text node does not copy the parent's whole style.
    private struct TextStyle {
        var isVisible: Bool
        var collapsesWhiteSpace: Bool
        var preservesNewlines: Bool
        /// `white-space-collapse: preserve-breaks`: line feeds are forced breaks.
        var breaksLines: Bool
        var textTransform: ComputedStyle.TextTransform
        var textSecurity: ComputedStyle.TextSecurity

        init(_ style: ComputedStyle) {
            isVisible = style.visibility == .visible
            collapsesWhiteSpace = style.collapsesWhiteSpace
            preservesNewlines = style.preservesNewlines
            breaksLines = style.whiteSpaceCollapse == .preserveBreaks
            textTransform = style.textTransform
            textSecurity = style.textSecurity
        }
    }

    private mutating func build(_ root: NodeID) {
        documentStyle.update()
        var containers: [Container] = []
        var contexts: [InlineContext] = [InlineContext(availableWidth: store.mediaEnvironment.width - 16)]
        // The walk: a stack of (item, pushed container, pushed context, in-flow block).
        struct Frame {
            var item: Int32
            var pushedContainer: Bool
            var pushedContext: Bool
            var isInFlowBlock: Bool
            /// What the element's text children read of its style.
            var textStyle: TextStyle
            var lastChild: Int32 = -1
        }
        var stack: [Frame] = []
        // The root.
        let rootIsElement = store.isElement(root)
        var rootStyle = ComputedStyle()
        if rootIsElement { rootStyle = documentStyle.style(of: root) }
        items.append(Item(node: root, parent: -1, flags: rootIsElement ? [.isElement, .hasRenderer] : [.hasRenderer]))
        styleSlots.append(rootIsElement ? Int32(documentStyle.slot(of: root)!) : -1)
        containers.append(Container(
            item: 0, kind: containerKind(root, rootStyle), preservesNewlines: rootStyle.preservesNewlines))
        stack.append(Frame(item: 0, pushedContainer: true, pushedContext: true, isInFlowBlock: false, textStyle: TextStyle(rootStyle)))
        if rootIsElement {
            if documentStyle.pseudoElementRules.hasFirstLetterRules { pendingFirstLetter = firstLetter(above: root, rootStyle) }
            addBeforeBox(of: 0, &containers, &contexts)
        }
        var next = store.firstChild(of: root)
        while true {
            guard let node = next else {
                // Leave the element whose children are done.
                guard let frame = stack.popLast() else { break }
                addAfterBox(of: frame.item, &containers, &contexts)
                leave(frame.item, &containers, &contexts, frame.pushedContainer, frame.pushedContext, frame.isInFlowBlock)
                if stack.isEmpty { break }
                next = store.nextSibling(of: items[Int(frame.item)].node)
                continue
            }
            let parentItem = stack[stack.count - 1].item
            let index = Int32(items.count)
            var item = Item(node: node, parent: parentItem)
            if stack[stack.count - 1].lastChild >= 0 {
                items[Int(stack[stack.count - 1].lastChild)].nextSibling = index
            } else {
                items[Int(parentItem)].firstChild = index
            }
            stack[stack.count - 1].lastChild = index
            switch store.kind(of: node) {
            case .text, .cdataSection:
                item.flags.insert(.isText)
                items.append(item)
                styleSlots.append(styleSlots[Int(parentItem)])
                addText(index, stack[stack.count - 1].textStyle, &containers, &contexts)
                next = store.nextSibling(of: node)
            case .element:
                item.flags.insert(.isElement)
                // An element that cannot have a renderer whatever its style (inside an image,
                // a form control, an SVG shape) is not styled at all.
                guard mayHaveRenderer(node, container: containers.last) else {
                    items.append(item)
                    styleSlots.append(styleSlots[Int(parentItem)])
                    if store.hasChildren(node), boundaries.contains(where: { store.isInclusiveAncestor(node, of: $0) }) {
                        addUnrenderedDescendants(of: node, item: index)
                    }
                    next = store.nextSibling(of: node)
                    continue
                }
                let slot = documentStyle.computedSlot(of: node)
                let style = documentStyle.style(atSlot: slot)
                items.append(item)
                styleSlots.append(slot)
                let entered = enter(index, style, &containers, &contexts)
                if pendingFirstLetter != nil { firstLetterMeetsElement(index, style) }
                if entered.walksChildren { addBeforeBox(of: index, &containers, &contexts) }
                if entered.walksChildren, let child = store.firstChild(of: node) {
                    stack.append(Frame(item: index, pushedContainer: entered.pushedContainer,
                                       pushedContext: entered.pushedContext, isInFlowBlock: entered.isInFlowBlock,
                                       textStyle: TextStyle(style)))
                    next = child
                } else {
                    if store.hasChildren(node), boundaries.contains(where: { store.isInclusiveAncestor(node, of: $0) }) {
                        addUnrenderedDescendants(of: node, item: index)
                    }
                    addAfterBox(of: index, &containers, &contexts)
                    leave(index, &containers, &contexts, entered.pushedContainer, entered.pushedContext, entered.isInFlowBlock)
                    next = store.nextSibling(of: node)
                }
            default:
                items.append(item)
                styleSlots.append(styleSlots[Int(parentItem)])
                next = store.nextSibling(of: node)
            }
        }
    }

    /// The style of an item (an element's own, a text's parent's).
    @inline(__always) private func style(ofItem item: Int32) -> ComputedStyle {
        let slot = styleSlots[Int(item)]
        return slot >= 0 ? documentStyle.style(atSlot: slot) : ComputedStyle()
    }

    /// Items with no renderer for the descendants of an element that is not rendered (or
    /// whose children are not), in tree order.
    private mutating func addUnrenderedDescendants(of root: NodeID, item rootItem: Int32) {
        var stack: [(item: Int32, lastChild: Int32)] = [(rootItem, -1)]
        var next = store.firstChild(of: root)
        while true {
            guard let node = next else {
                guard let frame = stack.popLast(), !stack.isEmpty else { return }
                next = store.nextSibling(of: items[Int(frame.item)].node)
                continue
            }
            let parentItem = stack[stack.count - 1].item
            let index = Int32(items.count)
            if stack[stack.count - 1].lastChild >= 0 {
                items[Int(stack[stack.count - 1].lastChild)].nextSibling = index
            } else {
                items[Int(parentItem)].firstChild = index
            }
            stack[stack.count - 1].lastChild = index
            let kind = store.kind(of: node)
            var flags: Flags = []
            if kind == .text || kind == .cdataSection { flags.insert(.isText) }
            if kind == .element { flags.insert(.isElement) }
            items.append(Item(node: node, parent: parentItem, flags: flags))
            styleSlots.append(styleSlots[Int(parentItem)])
            if let child = store.firstChild(of: node) {
                stack.append((index, -1))
                next = child
            } else {
                next = store.nextSibling(of: node)
            }
        }
    }

    /// What kind of container an element's renderer is, for white-space text.
    private func containerKind(_ element: NodeID, _ style: ComputedStyle) -> ContainerKind {
        if store.isElement(element), store.namespace(of: element) == .svg {
            let name = store.localNameString(of: element)
            return name == "text" || name == "tspan" || name == "textPath" ? .svgText : (name == "foreignObject" ? .blockFlow : .svg)
        }
        switch style.display {
        case .inline, .ruby, .rubyBase: return .inline
        case .table, .inlineTable, .tableRow, .tableRowGroup, .tableHeaderGroup, .tableFooterGroup, .tableColumn,
            .tableColumnGroup, .flex, .inlineFlex, .grid, .inlineGrid:
            return .noWhitespace
        default:
            return store.isHTMLElement(element, named: .frameset) ? .noWhitespace : .blockFlow
        }
    }

    /// Registers an element: decides its renderer and flags. Returns whether its
    /// children are walked and what it pushed.
    private mutating func enter(
        _ index: Int32, _ style: ComputedStyle, _ containers: inout [Container], _ contexts: inout [InlineContext]
    ) -> (walksChildren: Bool, pushedContainer: Bool, pushedContext: Bool, isInFlowBlock: Bool) {
        let element = items[Int(index)].node
        if style.display == .none { return (false, false, false, false) }
        var flags = items[Int(index)].flags
        if style.visibility == .visible { flags.insert(.visible) }
        if style.collapsesWhiteSpace { flags.insert(.collapsesWhiteSpace) }
        if style.preservesNewlines { flags.insert(.preservesNewlines) }
        if style.display == .contents {
            flags.insert(.displayContents)
            items[Int(index)].flags = flags
            return (true, false, false, false)
        }
        flags.insert(.hasRenderer)
        let isHTML = store.namespace(of: element) == .html
        let name = store.localName(of: element)
        let outOfFlow = style.isOutOfFlowPositioned || style.float != .none
        let isReplaced = isReplacedElement(element, isHTML: isHTML, name: name)
        if isReplaced { flags.insert(.replaced) }
        if isHTML && name == .br { flags.insert(.lineBreak) }
        if style.isOutOfFlowPositioned { flags.insert(.ignoresContainerClip) }
        let kind = containerKind(element, style)
        let isInline = style.display.isInlineLevel && !outOfFlow
        let isBlockLevel = !isInline && !outOfFlow && !style.display.isTablePart
        // shouldEmitNewlinesBeforeAndAfterNode
        if style.display == .tableRow {
            if !isInInlineTable(index) { flags.insert(.newlinesAround) }
        } else if style.display != .tableCell && !isInline && !outOfFlow && isRenderBlock(element, style, isReplaced: isReplacedRenderer(element, isHTML: isHTML, name: name))
            && !(isHTML && name == .body) && style.display != .rubyText
        {
            flags.insert(.newlinesAround)
        }
        if style.display == .inlineTable { flags.insert(.spaceAround) }
        if style.display == .tableCell, hasCellBefore(index) { flags.insert(.tabBefore) }
        if isHTML && (name == .p || headings.contains(name)) { flags.insert(.isParagraphOrHeading) }
        if clipsContentsByStyle(style, isReplaced: isReplaced, isHTML: isHTML, name: name) { flags.insert(.fullyClipsContents) }
        if style.position == .absolute, style.clipsOverflow, !isReplaced, case .length(let height) = style.height,
            height.pixels == 0, height.percent > 0, let block = containingBlock(of: index)
        {
            percentHeightClips[block, default: []].append(index)
        }
        items[Int(index)].flags = flags
        // The parent container learns of a new child renderer.
        addChildRenderer(&containers, isInline: isInline || isReplaced && isInline, isBlockLevel: isBlockLevel,
                         isFloatingOrPositioned: outOfFlow, isLineBreak: flags.contains(.lineBreak))
        // White-space collapsing in the enclosing inline formatting context.
        // SVG's shapes and groups inside an <svg> draw in its box: they take no room on a line.
        let isSVGContent = kind == .svg && containers.last?.kind == .svg
        let isAtomicInline = isInline && (isReplaced || (kind != .inline && kind != .svgText)) && !isSVGContent
        var fillsLine = false
        if flags.contains(.lineBreak) || isBlockLevel {
            endLine(&contexts)
        } else if isAtomicInline {
            // A box wider than what is left of the line goes to the next one.
            let width = atomicWidth(element, style, available: contexts.last?.availableWidth ?? 0)
            let available = contexts[contexts.count - 1].availableWidth
            if let width {
                if let used = contexts[contexts.count - 1].lineWidth {
                    if used > 0 && used + width > available { endLine(&contexts) }
                } else if width >= available && !contexts[contexts.count - 1].atLineStart {
                    endLine(&contexts)
                }
            }
            markContent(&contexts)
            if let width, let used = contexts[contexts.count - 1].lineWidth {
                contexts[contexts.count - 1].lineWidth = used + width
                fillsLine = used + width >= contexts[contexts.count - 1].availableWidth
            } else {
                contexts[contexts.count - 1].lineWidth = nil
            }
        }
        let walksChildren = !isReplacedRenderer(element, isHTML: isHTML, name: name) || name == .button || name == .fieldset
            || name == .legend || !isHTML
        var pushedContext = false
        if kind != .inline && kind != .svg {
            contexts.append(InlineContext(availableWidth: contentWidth(style, within: contexts.last?.availableWidth ?? 0)))
            pushedContext = true
        }
        containers.append(Container(item: index, kind: kind, preservesNewlines: style.preservesNewlines))
        return (walksChildren, true, pushedContext, isBlockLevel || fillsLine)
    }

    /// After an element's children: its line ends, and its height is known.
    private mutating func leave(
        _ index: Int32, _ containers: inout [Container], _ contexts: inout [InlineContext], _ pushedContainer: Bool,
        _ pushedContext: Bool, _ isInFlowBlock: Bool
    ) {
        if pushedContext {
            endLine(&contexts)
            contexts.removeLast()
        }
        if pushedContainer { containers.removeLast() }
        if isInFlowBlock { endLine(&contexts) }
        let flags = items[Int(index)].flags
        if let suspended = suspendedFirstLetter, suspended.item == index {
            pendingFirstLetter = suspended.matched
            suspendedFirstLetter = nil
            firstLetterFollowsFloat = true
        } else if pendingFirstLetter != nil, flags.contains(.hasRenderer) {
            // A box with no text in it (an empty span, a `<br>`) ends the search.
            pendingFirstLetter = nil
        }
        guard flags.contains(.hasRenderer), index > 0 || items.count > 0 else { return }
        let style = style(ofItem: index)
        let containsFloats = style.clipsOverflow || style.float != .none || style.isOutOfFlowPositioned
            || style.display == .inlineBlock || style.display == .flowRoot
        let contentHasHeight = flags.contains(.hasHeight) || flags.contains(.lineBreak) || hasTextWithBoxes(index)
            || (flags.contains(.replaced) && replacedElementHasHeight(items[Int(index)].node, style))
            || svgRootHasHeight(items[Int(index)].node, style)
            || (containsFloats && flags.contains(.floatHasHeight))
        if fullyClipsEmptyContent(index, style, contentHasHeight: contentHasHeight) {
            items[Int(index)].flags.insert(.fullyClipsContents)
        }
        if !percentHeightClips.isEmpty, let clipping = percentHeightClips.removeValue(forKey: index), !contentHasHeight,
            paddingBoxHeightIsContentBased(index, style)
        {
            for item in clipping { items[Int(item)].flags.insert(.fullyClipsContents) }
        }
        var hasHeight = contentHasHeight
        if case .length(let height) = style.height,
            height.pixels > 0 || (height.percent > 0 && !heightIsContentBased(index, style))
        {
            hasHeight = true
        }
        if style.paddingTop.pixels > 0 || style.paddingBottom.pixels > 0 || style.borderTopWidth > 0 || style.borderBottomWidth > 0 {
            hasHeight = true
        }
        if case .length(let minHeight) = style.minHeight, minHeight.pixels > 0 { hasHeight = true }
        let parent = items[Int(index)].parent
        if hasHeight {
            items[Int(index)].flags.insert(.hasHeight)
            let outOfFlow = style.isOutOfFlowPositioned || style.float != .none
            if !outOfFlow, parent >= 0 { items[Int(parent)].flags.insert(.hasHeight) }
            if style.float != .none, !style.isOutOfFlowPositioned, parent >= 0 { items[Int(parent)].flags.insert(.floatHasHeight) }
        }
        if flags.contains(.floatHasHeight), !containsFloats, parent >= 0 {
            items[Int(parent)].flags.insert(.floatHasHeight)
        }
        if flags.contains(.isParagraphOrHeading) && hasHeight && style.display.isBlockLevelBox {
            // `bottomMargin * 2 >= fontSize`, in whole pixels as WebKit compares them.
            let margin: Double
            switch style.marginBottom {
            case .length(let length): margin = length.resolved(percentOf: store.mediaEnvironment.width)
            default: margin = 0
            }
            if Int(margin) * 2 >= Int((style.fontSize + 0.5).rounded(.down)) { items[Int(index)].flags.insert(.extraNewline) }
        }
    }

    /// Registers the `::before` box of the element at `index`, if it has one, and keeps its
    /// `::after` box for ``addAfterBox(of:_:_:)``.
    private mutating func addBeforeBox(of index: Int32, _ containers: inout [Container], _ contexts: inout [InlineContext]) {
        let boxes = documentStyle.generatedBoxes(of: items[Int(index)].node)
        if let firstLetter = boxes.firstLetter, hasFirstLetter(index) {
            pendingFirstLetter = firstLetter
            firstLetterFollowsFloat = false
        }
        if let after = boxes.after { afterBoxes[index] = after }
        if let before = boxes.before { addGeneratedBox(before, of: index, &containers, &contexts) }
    }

    /// Registers the `::after` box of the element at `index`, once its children are done.
    private mutating func addAfterBox(of index: Int32, _ containers: inout [Container], _ contexts: inout [InlineContext]) {
        guard !afterBoxes.isEmpty, let after = afterBoxes.removeValue(forKey: index) else { return }
        addGeneratedBox(after, of: index, &containers, &contexts)
    }

    /// Registers a `::before` or `::after` box of the element at `index`. WebKit's text
    /// iterator walks nodes, so it emits none of the box's text, but the box takes part in
    /// white-space collapsing and line breaking as its display makes it: an inline block
    /// before a list item's leading white space keeps that space.
    ///
    /// https://drafts.csswg.org/css-pseudo-4/#generated-content
    private mutating func addGeneratedBox(
        _ box: DocumentStyle.GeneratedBox, of index: Int32, _ containers: inout [Container], _ contexts: inout [InlineContext]
    ) {
        let boxStyle = box.style
        let outOfFlow = boxStyle.isOutOfFlowPositioned || boxStyle.float != .none
        // The child of a flex or grid container is blockified.
        let inFlexOrGrid = containers.last?.kind == .noWhitespace && !style(ofItem: index).display.isTablePart
        let display = boxStyle.display
        let isInline = (display.isInlineLevel || display == .contents || display.isTablePart) && !outOfFlow && !inFlexOrGrid
        let isBlockLevel = !isInline && !outOfFlow
        addChildRenderer(&containers, isInline: isInline, isBlockLevel: isBlockLevel, isFloatingOrPositioned: outOfFlow,
                         isLineBreak: false)
        guard !outOfFlow, !contexts.isEmpty else { return }
        // The box's text, which the iterator does not give, has the first letter.
        pendingFirstLetter = nil
        let element = items[Int(index)].node
        var text: [UInt8] = []
        for item in box.content.items {
            text.append(contentsOf: (item.text { store.attribute(named: $0, of: element) } ?? "").utf8)
        }
        let hasImage = box.content.hasImage
        if isBlockLevel {
            endLine(&contexts)
            if hasImage || text.contains(where: { !isASCIIWhitespace($0) }) { items[Int(index)].flags.insert(.hasHeight) }
            return
        }
        if hasImage || (display != .inline && display != .contents) {
            // An atomic inline: content on the line, though none of it is text.
            markContent(&contexts)
            contexts[contexts.count - 1].lineWidth = nil
            items[Int(index)].flags.insert(.hasHeight)
            return
        }
        // Inline text: it collapses with the line's white space, as a text node's would.
        guard !text.isEmpty else { return }
        var context = contexts[contexts.count - 1]
        if boxStyle.collapsesWhiteSpace {
            for byte in text {
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    if context.atLineStart || context.afterCollapsibleSpace { continue }
                    // A space of its own: a line end drops it from the box, not from the text.
                    context.afterCollapsibleSpace = true
                    context.trailingSpace = nil
                    continue
                }
                context.atLineStart = false
                context.afterCollapsibleSpace = false
                context.trailingSpace = nil
                context.lineWidth = nil
                items[Int(index)].flags.insert(.hasHeight)
            }
        } else {
            context.atLineStart = text.last == 0x0A
            context.afterCollapsibleSpace = false
            context.trailingSpace = nil
            context.lineWidth = context.atLineStart ? 0 : nil
            items[Int(index)].flags.insert(.hasHeight)
        }
        contexts[contexts.count - 1] = context
    }

    /// Registers a text node: decides whether it has a renderer, transforms its text and
    /// finds its text boxes.
    private mutating func addText(_ index: Int32, _ style: TextStyle, _ containers: inout [Container], _ contexts: inout [InlineContext]) {
        guard let container = containers.last else { return }
        let node = items[Int(index)].node
        // The children of an image, a text field or a `select` are not rendered.
        let parent = items[Int(container.item)].node
        if store.isElement(parent), store.namespace(of: parent) == .html, replacedRendererNames.contains(store.localName(of: parent)) {
            return
        }
        let data = store.data(of: node)
        guard textRendererIsNeeded(data, container: container) else { return }
        var flags = items[Int(index)].flags
        flags.insert(.hasRenderer)
        if style.isVisible { flags.insert(.visible) }
        if style.collapsesWhiteSpace { flags.insert(.collapsesWhiteSpace) }
        if style.preservesNewlines { flags.insert(.preservesNewlines) }
        items[Int(index)].flags = flags
        addChildRenderer(&containers, isInline: true, isBlockLevel: false, isFloatingOrPositioned: false, isLineBreak: false)
        // The text as rendered: transformed.
        let textStart = Int32(text.count)
        let previous = text.last
        var hiddenLetterLength: Int32 = 0
        if let firstLetter = pendingFirstLetter {
            // The block's first letter: its own box, with the `::first-letter`'s style. A text
            // of white space alone that has a box (in an inline, or where white space is kept)
            // is the letter whole: WebKit looks no further (`<em> <i>x</i></em>` keeps `x`).
            let letterEnd = FirstLetter.end(in: data) ?? data.endIndex
            pendingFirstLetter = nil
            let letterStyle = documentStyle.firstLetterStyle(firstLetter, parentSlot: styleSlots[Int(index)])
            TextTransformation.append(String(data[..<letterEnd]), transform: letterStyle.textTransform,
                                      security: letterStyle.textSecurity, previousByte: previous, to: &text)
            if letterStyle.visibility != .visible { hiddenLetterLength = Int32(text.count) - textStart }
            TextTransformation.append(String(data[letterEnd...]), transform: style.textTransform, security: style.textSecurity,
                                      previousByte: text.last, to: &text)
        } else {
            TextTransformation.append(data, transform: style.textTransform, security: style.textSecurity, previousByte: previous,
                                      to: &text)
        }
        let textEnd = Int32(text.count)
        items[Int(index)].textRange = textStart..<textEnd
        // White space: collapse it and find the boxes.
        let boxStart = Int32(boxes.count)
        if style.collapsesWhiteSpace {
            collapse(Int(textStart)..<Int(textEnd), item: index, breaksLines: style.breaksLines, &contexts)
        } else if textEnd > textStart {
            boxes.append(0..<(textEnd - textStart))
            var context = contexts[contexts.count - 1]
            context.atLineStart = text[Int(textEnd) - 1] == 0x0A
            context.afterCollapsibleSpace = false
            context.trailingSpace = nil
            context.lineWidth = context.atLineStart ? 0 : nil
            contexts[contexts.count - 1] = context
        }
        items[Int(index)].boxRange = boxStart..<Int32(boxes.count)
        // A hidden first letter takes its place on the line but gives no text.
        if hiddenLetterLength > 0 {
            for box in Int(boxStart)..<boxes.count where boxes[box].lowerBound < hiddenLetterLength {
                boxes[box] = min(hiddenLetterLength, boxes[box].upperBound)..<boxes[box].upperBound
            }
        }
    }

    // MARK: `::first-letter`

    /// Whether the element at `index` is a block container that can have a first letter
    /// (WebKit's `supportsFirstLetter`: a block flow or a button, not another replaced
    /// element).
    private func hasFirstLetter(_ index: Int32) -> Bool {
        let flags = items[Int(index)].flags
        let element = items[Int(index)].node
        guard flags.contains(.hasRenderer),
            !flags.contains(.replaced) || store.isHTMLElement(element, named: .button)
        else { return false }
        let style = style(ofItem: index)
        return Self.firstLetterDisplays.contains(style.display) && containerKind(element, style) == .blockFlow
    }

    /// The `::first-letter` of a block above `root` whose first letter is in `root`: the
    /// nearest ancestor that has one, when nothing renders before `root` in it (only
    /// white space, comments and unrendered elements) and no box between takes the letter
    /// (generated content, an inline block).
    private func firstLetter(above root: NodeID, _ rootStyle: ComputedStyle) -> [CSSMatchedBlock]? {
        if rootStyle.isOutOfFlowPositioned || rootStyle.float != .none || isAtomicInline(root, rootStyle) { return nil }
        var child = root
        while let ancestor = store.parentElement(of: child) {
            let style = documentStyle.style(of: ancestor)
            // White space before `child` has a box in an inline or where it is kept: the
            // letter is then that text's (see ``addText``).
            let whiteSpaceRenders = style.display != .contents
                && (style.preservesNewlines || containerKind(ancestor, style) == .inline)
            guard rendersNothingBefore(child, whiteSpaceRenders: whiteSpaceRenders) else { return nil }
            if style.display != .contents {
                let boxes = documentStyle.generatedBoxes(of: ancestor)
                if let before = boxes.before, !before.style.isOutOfFlowPositioned, before.style.float == .none { return nil }
                if let firstLetter = boxes.firstLetter, containerKind(ancestor, style) == .blockFlow,
                    Self.firstLetterDisplays.contains(style.display) || store.isHTMLElement(ancestor, named: .button)
                {
                    return firstLetter
                }
                if isAtomicInline(ancestor, style) || style.isOutOfFlowPositioned || style.float != .none { return nil }
            }
            child = ancestor
        }
        return nil
    }

    /// The displays of a block flow, which can have a first letter.
    private static let firstLetterDisplays: Set<ComputedStyle.Display> = [.block, .listItem, .inlineBlock, .tableCell, .tableCaption, .flowRoot]

    /// An inline block, inline table, inline flex or grid box: atomic on its line.
    private func isAtomicInline(_ element: NodeID, _ style: ComputedStyle) -> Bool {
        style.display.isInlineLevel && containerKind(element, style) != .inline
    }

    /// Whether nothing before the element `node` among its siblings has a box: only
    /// comments, elements with no box and white-space text, unless `whiteSpaceRenders`
    /// (after a float or a positioned box, WebKit takes a first letter from text only).
    private func rendersNothingBefore(_ node: NodeID, whiteSpaceRenders: Bool) -> Bool {
        var sibling = store.previousSibling(of: node)
        while let current = sibling {
            switch store.kind(of: current) {
            case .text, .cdataSection:
                let data = store.data(of: current)
                if whiteSpaceRenders ? !data.isEmpty : data.utf8.contains(where: { !isASCIIWhitespace($0) }) { return false }
            case .element:
                if documentStyle.style(of: current).display != .none { return false }
            default:
                break
            }
            sibling = store.previousSibling(of: current)
        }
        return true
    }

    /// A box met while a first letter is looked for: a float or positioned box is passed
    /// over (the search resumes after it, for text only), a replaced element or an atomic
    /// inline (an inline block, an inline table) ends it, and other boxes are searched.
    private mutating func firstLetterMeetsElement(_ index: Int32, _ style: ComputedStyle) {
        let flags = items[Int(index)].flags
        guard flags.contains(.hasRenderer), let matched = pendingFirstLetter else { return }
        if style.isOutOfFlowPositioned || style.float != .none {
            if suspendedFirstLetter == nil { suspendedFirstLetter = (matched, index) }
            pendingFirstLetter = nil
        } else if firstLetterFollowsFloat || flags.contains(.replaced) || isAtomicInline(items[Int(index)].node, style) {
            pendingFirstLetter = nil
        }
    }

    /// Collapses the white space of one text node's bytes in the current inline
    /// formatting context, appending its boxes; spaces, tabs and (unless `breaksLines`)
    /// line feeds become spaces.
    private mutating func collapse(_ range: Range<Int>, item: Int32, breaksLines: Bool, _ contexts: inout [InlineContext]) {
        var context = contexts[contexts.count - 1]
        let base = range.lowerBound
        var runStart = -1
        // The text, held alone while its bytes are rewritten in place (no copy, no check of
        // the array's uniqueness per byte).
        var bytes: [UInt8] = []
        swap(&bytes, &text)
        defer { swap(&bytes, &text) }
        bytes.withUnsafeMutableBufferPointer { bytes in
            func closeRun(_ end: Int) {
                if runStart >= 0 {
                    boxes.append(Int32(runStart - base)..<Int32(end - base))
                    runStart = -1
                }
            }
            // Spaces, tabs, carriage returns and line feeds; any other byte is content.
            func isContent(_ byte: UInt8) -> Bool {
                byte > 0x20 || (byte != 0x20 && byte != 0x09 && byte != 0x0D && byte != 0x0A)
            }
            var position = range.lowerBound
            while position < range.upperBound {
                let byte = bytes[position]
                if isContent(byte) {
                    // Content, to the next white space.
                    if runStart < 0 { runStart = position }
                    position += 1
                    while position < range.upperBound && isContent(bytes[position]) { position += 1 }
                    context.atLineStart = false
                    context.afterCollapsibleSpace = false
                    context.trailingSpace = nil
                    context.lineWidth = nil
                    continue
                }
                bytes[position] = 0x20
                if byte == 0x0A && breaksLines {
                    // A preserved line feed (`pre-line`): a forced break, kept as a space.
                    if runStart < 0 { runStart = position }
                    context.atLineStart = true
                    context.afterCollapsibleSpace = false
                    context.trailingSpace = nil
                } else if context.atLineStart || context.afterCollapsibleSpace {
                    closeRun(position)
                } else {
                    if runStart < 0 { runStart = position }
                    context.afterCollapsibleSpace = true
                    // The box this space ends, once its run closes, is `boxes.count`.
                    context.trailingSpace = (box: boxes.count, item: item)
                }
                position += 1
            }
            closeRun(range.upperBound)
        }
        contexts[contexts.count - 1] = context
    }

    /// A line ends (a block, a `<br>`, the end of the formatting context): the collapsible
    /// space at its end goes.
    private mutating func endLine(_ contexts: inout [InlineContext]) {
        guard !contexts.isEmpty else { return }
        var context = contexts[contexts.count - 1]
        if let trailing = context.trailingSpace, trailing.box < boxes.count {
            let box = boxes[trailing.box]
            // The space is the last byte of its box.
            if box.count <= 1 {
                boxes[trailing.box] = box.lowerBound..<box.lowerBound
            } else {
                boxes[trailing.box] = box.lowerBound..<(box.upperBound - 1)
            }
        }
        context.atLineStart = true
        context.afterCollapsibleSpace = false
        context.trailingSpace = nil
        context.lineWidth = 0
        contexts[contexts.count - 1] = context
    }

    /// Inline content that is not a space (an image, an inline block) on the line.
    private func markContent(_ contexts: inout [InlineContext]) {
        guard !contexts.isEmpty else { return }
        contexts[contexts.count - 1].atLineStart = false
        contexts[contexts.count - 1].afterCollapsibleSpace = false
        contexts[contexts.count - 1].trailingSpace = nil
    }

    private func addChildRenderer(
        _ containers: inout [Container], isInline: Bool, isBlockLevel: Bool, isFloatingOrPositioned: Bool, isLineBreak: Bool
    ) {
        guard !containers.isEmpty else { return }
        var container = containers[containers.count - 1]
        if container.kind == .blockFlow && isBlockLevel { container.childrenInline = false }
        if !isFloatingOrPositioned { container.hasInFlowChild = true }
        container.hasPrevious = true
        container.previousIsInline = isInline
        container.previousIsBlockLevel = !isInline && !isFloatingOrPositioned
        container.previousIsLineBreak = isLineBreak
        containers[containers.count - 1] = container
    }

    /// WebKit's `textRendererIsNeeded`: white-space-only text gets no renderer at the
    /// start of a block, after a block or a `<br>`, or in tables and flex or grid boxes.
    private func textRendererIsNeeded(_ data: String, container: Container) -> Bool {
        switch container.kind {
        case .svg: return false
        case .svgText: return !data.isEmpty
        default: break
        }
        guard !data.isEmpty else { return false }
        // Over the contiguous bytes: walking `String.UTF8View` byte by byte costs more.
        let utf8 = data.utf8
        guard utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isASCIIWhitespace) }) ?? utf8.allSatisfy(isASCIIWhitespace)
        else { return true }
        if container.kind == .noWhitespace { return false }
        if container.preservesNewlines { return true }
        if container.hasPrevious && container.previousIsLineBreak { return false }
        if container.kind == .inline {
            return !(container.hasPrevious && container.previousIsBlockLevel)
        }
        if !container.childrenInline && (!container.hasPrevious || !container.previousIsInline) { return false }
        return container.hasInFlowChild
    }

    // MARK: Facts about elements

    static let headings = AtomSet(names: ["h1", "h2", "h3", "h4", "h5", "h6"])
    /// Elements whose renderer draws its own contents: children get no renderers.
    static let replacedRendererNames = AtomSet(names: [
        "img", "video", "audio", "canvas", "iframe", "frame", "embed", "object", "input", "textarea", "select", "meter",
        "progress", "applet",
    ])
    /// Replaced renderers whose own overflow clip hides them: a `textarea` (WebKit's
    /// CodeMirror quirk) and a `meter` (a block of shadow content).
    static let selfClippingReplacedNames = AtomSet(names: ["textarea", "meter"])
    /// What WebKit's text iterator treats as replaced elements: images, frames, plug-ins
    /// and media (not canvases), and HTML's form controls.
    static let iteratorReplacedNames = AtomSet(names: [
        "img", "iframe", "frame", "embed", "object", "applet", "video", "audio", "button", "fieldset", "input", "output",
        "select", "textarea", "legend", "meter", "progress",
    ])

    /// Whether `element` may have a renderer in `container`, before its style is known: its
    /// parent does not draw its own contents (an image, a form control), an SVG container
    /// holds only SVG elements, and SVG's definitions, gradients, metadata and the like are
    /// never rendered.
    private func mayHaveRenderer(_ element: NodeID, container: Container?) -> Bool {
        guard let container else { return false }
        let parent = items[Int(container.item)].node
        if store.isElement(parent), store.namespace(of: parent) == .html,
            replacedRendererNames.contains(store.localName(of: parent))
        {
            return false
        }
        let isSVG = store.namespace(of: element) == .svg
        if (container.kind == .svg || container.kind == .svgText) && !isSVG { return false }
        return !isSVG || !SVGDisplay.neverRendered.contains(store.localNameString(of: element))
    }

    /// Whether the element's renderer is a replaced one (its children are not rendered).
    private func isReplacedRenderer(_ element: NodeID, isHTML: Bool, name: Atom) -> Bool {
        isHTML && replacedRendererNames.contains(name)
    }

    /// WebKit's `isRendererReplacedElement`.
    private func isReplacedElement(_ element: NodeID, isHTML: Bool, name: Atom) -> Bool {
        if isHTML && iteratorReplacedNames.contains(name) { return true }
        if let role = store.attribute(roleAttribute, of: element), asciiLowercase(role) == "img" { return true }
        return false
    }

    /// The width an atomic inline box takes on its line (margins, borders and padding
    /// included), when its style or kind tells: nil when only layout would.
    private func atomicWidth(_ element: NodeID, _ style: ComputedStyle, available: Double) -> Double? {
        var content: Double?
        if case .length(let width) = style.width {
            content = width.resolved(percentOf: available)
            if style.boxSizing == .borderBox {
                content = max(0, content! - style.paddingLeft.pixels - style.paddingRight.pixels - style.borderLeftWidth
                    - style.borderRightWidth)
            }
        } else if style.width == .auto {
            if store.namespace(of: element) == .svg && store.localNameString(of: element) == "svg" {
                // Without a size, an SVG with a view box is as wide as the line; without one, 300 pixels.
                content = store.attribute(named: "viewBox", of: element) != nil && style.height == .auto ? available : 300
            } else if store.namespace(of: element) == .html {
                switch store.localName(of: element) {
                case .iframe, .video, .canvas, .embed, .object: content = 300
                default: content = nil
                }
            }
        }
        guard let content else { return nil }
        func margin(_ size: ComputedStyle.Size) -> Double { size.length.map { $0.resolved(percentOf: available) } ?? 0 }
        return content + style.paddingLeft.pixels + style.paddingRight.pixels + style.borderLeftWidth + style.borderRightWidth
            + margin(style.marginLeft) + margin(style.marginRight)
    }

    /// The width of a block container's lines: its content width when its style gives
    /// one, else what it takes of its container's.
    private func contentWidth(_ style: ComputedStyle, within available: Double) -> Double {
        let horizontal = style.paddingLeft.pixels + style.paddingRight.pixels + style.borderLeftWidth + style.borderRightWidth
        if case .length(let width) = style.width {
            let resolved = width.resolved(percentOf: available)
            return max(0, style.boxSizing == .borderBox ? resolved - horizontal : resolved)
        }
        func margin(_ size: ComputedStyle.Size) -> Double { size.length.map { $0.resolved(percentOf: available) } ?? 0 }
        return max(0, available - horizontal - margin(style.marginLeft) - margin(style.marginRight))
    }

    /// Whether a child of `index` is rendered text with a box left after white space
    /// collapsed (a line with text has height).
    private func hasTextWithBoxes(_ index: Int32) -> Bool {
        var child = items[Int(index)].firstChild
        while child >= 0 {
            let item = items[Int(child)]
            if item.flags.contains(.isText) && item.flags.contains(.hasRenderer),
                item.boxRange.contains(where: { !boxes[Int($0)].isEmpty })
            {
                return true
            }
            child = item.nextSibling
        }
        return false
    }

    /// Whether a replaced element takes vertical space. Images are never loaded here: an
    /// image with alt text shows it, one with no `alt` a broken-image icon, one with an
    /// empty `alt` nothing; in no-quirks mode a line holding any inline image has the
    /// height of a line, in (limited-)quirks mode it does not.
    private func replacedElementHasHeight(_ element: NodeID, _ style: ComputedStyle) -> Bool {
        guard store.isHTMLElement(element, named: .img) else { return true }
        if let height = store.attribute(named: "height", of: element), PresentationalHints.dimension(height) != nil { return true }
        let alt = store.attribute(named: "alt", of: element)
        if let alt, !alt.isEmpty { return true }
        let document = store.document(of: element)
        let noQuirks = store.kind(of: document) != .document || store.documentState(document).mode == .noQuirks
        guard noQuirks else { return false }
        return style.display.isInlineLevel || alt == nil
    }

    /// Whether an outer `<svg>` takes vertical space: in no-quirks mode an inline one gives its
    /// line a line's height, as an image does; otherwise its own height counts, which is 150
    /// pixels (or its view box's share of its width) unless a `height` or `width` makes it 0.
    private func svgRootHasHeight(_ element: NodeID, _ style: ComputedStyle) -> Bool {
        guard store.namespace(of: element) == .svg, store.localNameString(of: element) == "svg",
            let parent = store.parentElement(of: element), store.namespace(of: parent) != .svg
        else { return false }
        let document = store.document(of: element)
        if store.documentState(document).mode == .noQuirks && style.display.isInlineLevel { return true }
        func isZero(_ size: ComputedStyle.Size, attribute: String) -> Bool {
            if case .length(let length) = size { return length.pixels <= 0 && length.percent <= 0 }
            guard let value = store.attribute(named: attribute, of: element), let digits = PresentationalHints.dimension(value)
            else { return false }
            return (Double(digits) ?? 1) <= 0
        }
        return !isZero(style.height, attribute: "height") && !isZero(style.width, attribute: "width")
    }

    /// Whether a box clips its contents away by what its style says of its size: it clips its
    /// overflow and its content box has no area. Images, media, frames and form controls
    /// other than `textarea` and `meter` never do (WebKit 2.50 emits an `img`, `video`,
    /// `iframe`, `input`, `select` or `progress` with `overflow: hidden; height: 0`).
    private func clipsContentsByStyle(_ style: ComputedStyle, isReplaced: Bool, isHTML: Bool, name: Atom) -> Bool {
        if isReplaced && isHTML && replacedRendererNames.contains(name) && !Self.selfClippingReplacedNames.contains(name) {
            return false
        }
        return isRenderBox(style, isReplaced: isReplaced) && style.clipsOverflow
            && contentIsEmpty(style, isTextArea: isHTML && name == .textarea)
    }

    /// The item of an absolutely positioned box's containing block: its nearest positioned
    /// ancestor, or nil for the viewport's (whose height is known).
    private func containingBlock(of index: Int32) -> Int32? {
        var current = items[Int(index)].parent
        while current >= 0 {
            if items[Int(current)].flags.contains(.hasRenderer), style(ofItem: current).position != .static { return current }
            current = items[Int(current)].parent
        }
        return nil
    }

    /// Whether a box's padding box is as high as its content: no vertical padding, border or
    /// minimum height, and a height that depends on the content.
    private func paddingBoxHeightIsContentBased(_ index: Int32, _ boxStyle: ComputedStyle) -> Bool {
        if boxStyle.paddingTop.pixels > 0 || boxStyle.paddingBottom.pixels > 0 || boxStyle.paddingTop.percent > 0
            || boxStyle.paddingBottom.percent > 0 || boxStyle.borderTopWidth > 0 || boxStyle.borderBottomWidth > 0
        {
            return false
        }
        if case .length(let minimum) = boxStyle.minHeight, minimum.pixels > 0 || minimum.percent > 0 { return false }
        return heightIsContentBased(index, boxStyle)
    }

    /// Whether a box's height is `auto` or a percentage of such a height (a percentage of an
    /// `auto` height is `auto`), up to the first box whose height is known.
    private func heightIsContentBased(_ index: Int32, _ boxStyle: ComputedStyle) -> Bool {
        var current = index
        var height = boxStyle.height
        var isOutOfFlow = boxStyle.isOutOfFlowPositioned
        while true {
            guard case .length(let length) = height else { return height == .auto }
            guard length.pixels == 0, length.percent > 0, !isOutOfFlow else { return false }
            current = items[Int(current)].parent
            guard current >= 0, !store.isHTMLElement(items[Int(current)].node, named: .html) else { return false }
            let parentStyle = style(ofItem: current)
            height = parentStyle.height
            isOutOfFlow = parentStyle.isOutOfFlowPositioned
        }
    }

    /// Whether a box that clips its overflow has an empty content box because nothing in it
    /// gives it height: an `auto` height over content without text, line breaks, replaced
    /// elements that have height, or floats that do (WebKit's `fullyClipsContents` after
    /// layout: `p { overflow-y: hidden }` around an image that did not load, in
    /// limited-quirks mode). The root and `body` pass their overflow to the viewport.
    private func fullyClipsEmptyContent(_ index: Int32, _ style: ComputedStyle, contentHasHeight: Bool) -> Bool {
        let flags = items[Int(index)].flags
        guard style.clipsOverflow, style.height == .auto, !contentHasHeight, !flags.contains(.floatHasHeight),
            !flags.contains(.replaced), isRenderBox(style, isReplaced: false)
        else { return false }
        if case .length(let minimum) = style.minHeight, minimum.pixels > 0 || minimum.percent > 0 { return false }
        let element = items[Int(index)].node
        return !(store.isHTMLElement(element, named: .body) || store.isHTMLElement(element, named: .html))
    }

    /// Whether the renderer is a `RenderBlock`: blocks, list items, tables, captions,
    /// flex and grid boxes, SVG text; not replaced elements or table sections.
    private func isRenderBlock(_ element: NodeID, _ style: ComputedStyle, isReplaced: Bool) -> Bool {
        if isReplaced { return false }
        if store.namespace(of: element) == .svg {
            let name = store.localNameString(of: element)
            return name == "text" || name == "foreignObject"
        }
        switch style.display {
        case .tableRowGroup, .tableHeaderGroup, .tableFooterGroup, .tableRow, .tableColumn, .tableColumnGroup, .none,
            .contents, .inline, .ruby, .rubyBase:
            return false
        default:
            return true
        }
    }

    /// Whether the renderer is a box (not an inline or text): what can clip its contents.
    private func isRenderBox(_ style: ComputedStyle, isReplaced: Bool) -> Bool {
        isReplaced || (style.display != .inline && style.display != .contents && style.display != .none)
    }

    /// Whether the content box has no area, as far as the style tells: a zero width or
    /// height (after padding and borders for `border-box`), or a zero maximum.
    private func contentIsEmpty(_ style: ComputedStyle, isTextArea: Bool) -> Bool {
        func empty(_ size: ComputedStyle.Size, padding: Double, border: Double) -> Bool {
            guard case .length(let length) = size, length.percent == 0 else {
                if case .length(let length) = size, length.pixels == 0, length.percent == 0 { return true }
                return false
            }
            let content = style.boxSizing == .borderBox && !isTextArea ? length.pixels - padding - border : length.pixels
            return content <= 0
        }
        let verticalPadding = style.paddingTop.pixels + style.paddingBottom.pixels
        let horizontalPadding = style.paddingLeft.pixels + style.paddingRight.pixels
        let verticalBorder = style.borderTopWidth + style.borderBottomWidth
        let horizontalBorder = style.borderLeftWidth + style.borderRightWidth
        if empty(style.height, padding: verticalPadding, border: verticalBorder) { return true }
        if empty(style.width, padding: horizontalPadding, border: horizontalBorder) { return true }
        if case .length(let maximum) = style.maxHeight, maximum.pixels <= 0, maximum.percent == 0 { return true }
        if case .length(let maximum) = style.maxWidth, maximum.pixels <= 0, maximum.percent == 0 { return true }
        return false
    }

    /// Whether a table row is in an inline table.
    private func isInInlineTable(_ index: Int32) -> Bool {
        var current = items[Int(index)].parent
        while current >= 0 {
            let display = style(ofItem: current).display
            if display == .inlineTable { return true }
            if display == .table { return false }
            if !display.isTablePart && display != .contents { return false }
            current = items[Int(current)].parent
        }
        return false
    }

    /// Whether a cell has a cell before it in its row, or its row has a row before it.
    private func hasCellBefore(_ index: Int32) -> Bool {
        let row = items[Int(index)].parent
        guard row >= 0 else { return false }
        var sibling = items[Int(row)].firstChild
        while sibling >= 0 && sibling != index {
            if items[Int(sibling)].flags.contains(.hasRenderer), style(ofItem: sibling).display == .tableCell { return true }
            sibling = items[Int(sibling)].nextSibling
        }
        // A cell above: any earlier row of the same table.
        guard style(ofItem: row).display == .tableRow else { return false }
        var earlier = items[Int(row)].parent >= 0 ? items[Int(items[Int(row)].parent)].firstChild : -1
        while earlier >= 0 && earlier != row {
            if items[Int(earlier)].flags.contains(.hasRenderer), style(ofItem: earlier).display == .tableRow { return true }
            earlier = items[Int(earlier)].nextSibling
        }
        return false
    }
}

extension ComputedStyle.Display {
    /// Whether the box is a block-level box that can have margins collapse (for the
    /// paragraph test).
    var isBlockLevelBox: Bool {
        switch self {
        case .block, .listItem, .flowRoot, .table, .flex, .grid, .webkitBox: true
        default: false
        }
    }
}
