/// WebKit's text iterator (`TextIterator`, as `innerText` and the selection's text use it)
/// over a ``RenderedTextTree``: text boxes as they are, a line feed before and after each
/// block, two after a paragraph or heading with a bottom margin, a tab before table
/// cells, nothing for elements that are not rendered or whose contents are clipped away,
/// and the same odd corners WebKit has (a space before an image after collapsed white
/// space, the line feeds of the last block kept when something rendered follows).
///
/// https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute (where
/// WebKit and the standard differ, this follows WebKit)
struct RenderedTextIterator {
    typealias Flags = RenderedTextTree.Flags

    let tree: RenderedTextTree
    /// Where the range starts: an item and an offset (a child index, or a UTF-8 offset in
    /// a text item's rendered text).
    let startItem: Int32
    let startOffset: Int
    let endItem: Int32
    let endOffset: Int
    /// Whether something rendered follows the tree's root in the document.
    let renderedAfterRoot: Bool

    private(set) var output: [UInt8] = []
    private var hasEmitted = false
    private var lastCharacter: UInt8 = 0
    private var lastTextItem: Int32 = -1
    private var lastTextEndedWithCollapsedSpace = false
    private var clipStack: [Bool] = []
    /// The last item with a renderer.
    private let lastRenderedItem: Int32

    init(tree: RenderedTextTree, start: (item: Int32, offset: Int), end: (item: Int32, offset: Int), renderedAfterRoot: Bool,
         lastRenderedItem: Int32? = nil) {
        self.tree = tree
        startItem = start.item
        startOffset = start.offset
        endItem = end.item
        endOffset = end.offset
        self.renderedAfterRoot = renderedAfterRoot
        self.lastRenderedItem = lastRenderedItem ?? Self.lastRenderedItem(of: tree)
        clipStack = [tree.rootIsClipped]
    }

    /// The text the iterator gives from `start` to `end` of `tree` (see the initializer).
    static func text(
        of tree: RenderedTextTree, from start: (item: Int32, offset: Int), to end: (item: Int32, offset: Int),
        renderedAfterRoot: Bool, lastRenderedItem: Int32? = nil
    ) -> String {
        var iterator = RenderedTextIterator(
            tree: tree, start: start, end: end, renderedAfterRoot: renderedAfterRoot, lastRenderedItem: lastRenderedItem)
        iterator.run()
        return String(decoding: iterator.output, as: UTF8.self)
    }

    /// The last item of `tree` with a renderer, or -1.
    static func lastRenderedItem(of tree: RenderedTextTree) -> Int32 {
        tree.items.lastIndex { $0.flags.contains(.hasRenderer) }.map { Int32($0) } ?? -1
    }

    // MARK: Walking

    /// Runs the iterator from the range's first node to its end.
    mutating func run() {
        let items = tree.items
        // The first node: the start's child at its offset, or the start itself (text).
        var node: Int32
        var offset = 0
        if items[Int(startItem)].flags.contains(.isText) {
            node = startItem
            offset = startOffset
        } else {
            guard let child = child(of: startItem, at: startOffset) else { return }
            node = child
        }
        // The clip states of the first node's ancestors below the root.
        var ancestors: [Int32] = []
        var ancestor = items[Int(node)].parent
        while ancestor > 0 {
            ancestors.append(ancestor)
            ancestor = items[Int(ancestor)].parent
        }
        for item in ancestors.reversed() { pushClipState(item) }
        pushClipState(node)
        let pastEnd = self.pastEnd()
        var handledChildren = false
        while node != pastEnd {
            if node == endItem && endOffset == 0 && !items[Int(node)].flags.contains(.isText) {
                representNodeOffsetZero(node)
                return
            }
            let flags = items[Int(node)].flags
            if !flags.contains(.hasRenderer) {
                handledChildren = !flags.contains(.displayContents)
            } else if flags.contains(.isText) {
                handleText(node, from: offset)
            } else if flags.contains(.replaced) {
                handleReplacedElement(node)
            } else {
                handleNonTextNode(node)
            }
            // The next node in tree order, leaving the elements climbed out of.
            var next: Int32 = handledChildren ? -1 : items[Int(node)].firstChild
            offset = 0
            handledChildren = false
            if next < 0 {
                next = items[Int(node)].nextSibling
                if next < 0 {
                    let isPastEnd = nextInTreeOrder(node) == pastEnd
                    var parent = items[Int(node)].parent
                    while next < 0 && parent >= 0 {
                        if (isPastEnd && parent == endItem) || isAncestor(parent, of: endItem) { return }
                        let hadRenderer = items[Int(node)].flags.contains(.hasRenderer)
                        node = parent
                        clipStack.removeLast()
                        parent = items[Int(node)].parent
                        next = items[Int(node)].nextSibling
                        if hadRenderer || (next >= 0 && items[Int(node)].flags.contains(.hasRenderer)) { exitNode(node) }
                    }
                }
                clipStack.removeLast()
            }
            guard next >= 0 else { return }
            node = next
            pushClipState(node)
        }
    }

    /// The first item after the range: the end's child at its offset, or the item after
    /// the end's subtree.
    private func pastEnd() -> Int32 {
        let items = tree.items
        if !items[Int(endItem)].flags.contains(.isText), let child = child(of: endItem, at: endOffset) { return child }
        var current = endItem
        while current >= 0 {
            if items[Int(current)].nextSibling >= 0 { return items[Int(current)].nextSibling }
            current = items[Int(current)].parent
        }
        return -1
    }

    private func child(of item: Int32, at offset: Int) -> Int32? {
        var child = tree.items[Int(item)].firstChild
        var index = 0
        while child >= 0 {
            if index == offset { return child }
            index += 1
            child = tree.items[Int(child)].nextSibling
        }
        return nil
    }

    private func nextInTreeOrder(_ item: Int32) -> Int32 {
        let items = tree.items
        if items[Int(item)].firstChild >= 0 { return items[Int(item)].firstChild }
        var current = item
        while current >= 0 {
            if items[Int(current)].nextSibling >= 0 { return items[Int(current)].nextSibling }
            current = items[Int(current)].parent
        }
        return -1
    }

    private func isAncestor(_ ancestor: Int32, of item: Int32) -> Bool {
        var current = tree.items[Int(item)].parent
        while current >= 0 {
            if current == ancestor { return true }
            current = tree.items[Int(current)].parent
        }
        return false
    }

    /// The index after `item`'s subtree.
    private func subtreeEnd(_ item: Int32) -> Int32 {
        var current = item
        while current >= 0 {
            let sibling = tree.items[Int(current)].nextSibling
            if sibling >= 0 { return sibling }
            current = tree.items[Int(current)].parent
        }
        return Int32(tree.items.count)
    }

    // MARK: Clipping

    private mutating func pushClipState(_ item: Int32) {
        let flags = tree.items[Int(item)].flags
        let fullyClips: Bool
        if flags.contains(.hasRenderer) {
            fullyClips = flags.contains(.fullyClipsContents)
        } else {
            fullyClips = flags.contains(.isElement) && !flags.contains(.displayContents)
        }
        let parentClipped = clipStack.last ?? false
        clipStack.append(fullyClips || (parentClipped && !flags.contains(.ignoresContainerClip)))
    }

    private var isClipped: Bool { clipStack.last ?? false }

    // MARK: Nodes

    /// `handleTextNode` and `handleTextBox`.
    private mutating func handleText(_ item: Int32, from offset: Int) {
        guard !isClipped else { return }
        let entry = tree.items[Int(item)]
        let flags = entry.flags
        lastTextItem = item
        let textStart = Int(entry.textRange.lowerBound)
        let length = entry.textRange.count
        let end = item == endItem ? min(endOffset, length) : length
        let visible = flags.contains(.visible)
        if !flags.contains(.collapsesWhiteSpace) {
            if lastTextEndedWithCollapsedSpace && visible { emitCharacter(0x20) }
            // Its one box starts after a hidden `::first-letter`.
            let shown = entry.boxRange.isEmpty ? 0 : Int(tree.boxes[Int(entry.boxRange.lowerBound)].lowerBound)
            let start = max(offset, shown)
            guard visible, start < end else { return }
            emitText(textStart + start, textStart + end)
            return
        }
        // Boxes a line end emptied are no boxes.
        let allBoxes = tree.boxes
        var box = nextBox(from: Int(entry.boxRange.lowerBound), before: Int(entry.boxRange.upperBound), in: allBoxes)
        if box == nil && length > 0 {
            guard visible else { return }
            lastTextEndedWithCollapsedSpace = true
            return
        }
        guard visible else { return }
        var current = Int(offset)
        var isFirst = true
        while let boxIndex = box {
            let boxStart = Int(allBoxes[boxIndex].lowerBound), boxEnd = Int(allBoxes[boxIndex].upperBound)
            let isFirstBox = isFirst
            isFirst = false
            box = nextBox(from: boxIndex + 1, before: Int(entry.boxRange.upperBound), in: allBoxes)
            if boxEnd <= current && boxEnd < end { continue }
            let runStart = max(boxStart, current)
            let needSpace = lastTextEndedWithCollapsedSpace || (isFirstBox && boxStart == runStart && runStart > 0)
            if needSpace && !isCollapsibleWhiteSpace(lastCharacter, flags) && lastCharacter != 0 {
                emitCharacter(0x20)
            }
            let runEnd = min(boxEnd, end)
            if runStart < runEnd {
                emitText(textStart + runStart, textStart + runEnd)
                current = runEnd
                let nextRunStart = box.map { Int(allBoxes[$0].lowerBound) } ?? length
                if nextRunStart > runEnd { lastTextEndedWithCollapsedSpace = true }
            }
            if runEnd >= end { break }
        }
    }

    /// The first box at or after `index` (and before `end`) that a line end did not empty.
    private func nextBox(from index: Int, before end: Int, in boxes: [Range<Int32>]) -> Int? {
        var index = index
        while index < end {
            if !boxes[index].isEmpty { return index }
            index += 1
        }
        return nil
    }

    /// `handleReplacedElement`: nothing of its own, but it counts as something emitted.
    private mutating func handleReplacedElement(_ item: Int32) {
        guard !isClipped, tree.items[Int(item)].flags.contains(.visible) else { return }
        if lastTextEndedWithCollapsedSpace { emitCharacter(0x20) }
        hasEmitted = true
        lastCharacter = 0
    }

    /// `handleNonTextNode`: a line feed for `<br>`, else what the box's start needs.
    private mutating func handleNonTextNode(_ item: Int32) {
        if tree.items[Int(item)].flags.contains(.lineBreak) {
            emitCharacter(0x0A)
        } else {
            representNodeOffsetZero(item)
        }
    }

    /// A tab before a table cell, a line feed before a block, a space before an inline
    /// table.
    private mutating func representNodeOffsetZero(_ item: Int32) {
        let flags = tree.items[Int(item)].flags
        guard flags.contains(.hasRenderer) else { return }
        if flags.contains(.tabBefore) {
            if shouldRepresentNodeOffsetZero(item) { emitCharacter(0x09) }
        } else if flags.contains(.newlinesAround) {
            if shouldRepresentNodeOffsetZero(item) { emitCharacter(0x0A) }
        } else if flags.contains(.spaceAround) {
            if shouldRepresentNodeOffsetZero(item) { emitCharacter(0x20) }
        }
    }

    private func shouldRepresentNodeOffsetZero(_ item: Int32) -> Bool {
        if lastCharacter == 0x0A { return false }
        if hasEmitted { return true }
        if item == startItem { return false }
        if !isAncestor(startItem, of: item) { return true }
        return false
    }

    /// `exitNode`: after a block, a line feed (two after a paragraph or heading with a
    /// margin), when something was emitted and something rendered follows.
    private mutating func exitNode(_ item: Int32) {
        guard hasEmitted else { return }
        let flags = tree.items[Int(item)].flags
        var emitted = false
        if lastTextItem >= 0 && flags.contains(.newlinesAround) && (renderedAfterRoot || lastRenderedItem >= subtreeEnd(item)) {
            let addNewline = flags.contains(.extraNewline)
            if lastCharacter != 0x0A {
                emitCharacter(0x0A)
                if addNewline { emitCharacter(0x0A) }
                emitted = true
            } else if addNewline {
                emitCharacter(0x0A)
                emitted = true
            }
        }
        if !emitted && flags.contains(.spaceAround) { emitCharacter(0x20) }
    }

    // MARK: Emitting

    private mutating func emitCharacter(_ byte: UInt8) {
        hasEmitted = true
        output.append(byte)
        lastCharacter = byte
        lastTextEndedWithCollapsedSpace = false
    }

    private mutating func emitText(_ start: Int, _ end: Int) {
        guard start < end else { return }
        tree.text.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[start..<end])) }
        hasEmitted = true
        lastCharacter = tree.text[end - 1]
        lastTextEndedWithCollapsedSpace = false
    }

    /// WebKit's `isCollapsibleWhiteSpace` for the current text's style.
    private func isCollapsibleWhiteSpace(_ byte: UInt8, _ flags: Flags) -> Bool {
        switch byte {
        case 0x20, 0x09: flags.contains(.collapsesWhiteSpace)
        case 0x0A: !flags.contains(.preservesNewlines)
        default: false
        }
    }
}
