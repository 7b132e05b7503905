// CharacterData and Text. Offsets and lengths are in UTF-16 code units, as scripts see them.
// https://dom.spec.whatwg.org/#interface-characterdata

extension NodeStore {
    /// The length of the node's data in UTF-16 code units.
    ///
    /// https://dom.spec.whatwg.org/#concept-node-length
    public func length(of node: NodeID) -> Int {
        switch kind(of: node) {
        case .documentType: return 0
        case .text, .cdataSection, .comment, .processingInstruction: return data(of: node).utf16.count
        default: return childCount(of: node)
        }
    }

    /// Replaces the whole data of a character-data node (`data`, `nodeValue` setters).
    public func setData(_ data: String, of node: NodeID) {
        replaceData(of: node, offset: 0, count: length(of: node), with: data)
    }

    /// https://dom.spec.whatwg.org/#concept-cd-replace
    public func replaceData(of node: NodeID, offset: Int, count: Int, with data: String) {
        let old = characterData[Int(node.index)]
        let length = old.utf16.count
        let count = min(count, length - offset)
        let start = String.Index(utf16Offset: offset, in: old)
        let end = String.Index(utf16Offset: offset + count, in: old)
        var new = ""
        new.reserveCapacity(old.utf8.count + data.utf8.count)
        appendUTF16Slice(of: old, from: old.startIndex, to: start, into: &new)
        new.append(data)
        appendUTF16Slice(of: old, from: end, to: old.endIndex, into: &new)
        characterData[Int(node.index)] = new
        characterDataChanged()
        observer?.characterDataReplaced(node, offset: offset, count: count, insertedLength: data.utf16.count, oldValue: old)
    }

    /// Checks `offset` against the node's length, as every CharacterData method must.
    public func checkOffset(_ offset: Int, in node: NodeID) throws(DOMException) {
        guard offset >= 0, offset <= length(of: node) else {
            throw DOMException(.indexSizeError, "offset \(offset) is outside the node's data (length \(length(of: node)))")
        }
    }

    /// https://dom.spec.whatwg.org/#concept-cd-substring
    public func substringData(of node: NodeID, offset: Int, count: Int) throws(DOMException) -> String {
        try checkOffset(offset, in: node)
        let data = characterData[Int(node.index)]
        let end = min(offset + max(count, 0), data.utf16.count)
        return utf16Substring(data, from: offset, to: end)
    }

    /// https://dom.spec.whatwg.org/#concept-text-split
    public func splitText(_ node: NodeID, at offset: Int) throws(DOMException) -> NodeID {
        try checkOffset(offset, in: node)
        let data = characterData[Int(node.index)]
        let length = data.utf16.count
        let newData = utf16Substring(data, from: offset, to: length)
        let newNode = makeNode(kind(of: node), document: document(of: node).index, data: newData)
        if let parent = parent(of: node) {
            insert(newNode, into: parent, before: nextSibling(of: node))
            observer?.textSplit(node, at: offset, into: newNode)
        }
        replaceData(of: node, offset: offset, count: length - offset, with: "")
        return newNode
    }

    /// Appends text to a text node with no notifications, for building trees.
    public func appendDataForBuilding(_ data: String, to node: NodeID) {
        characterData[Int(node.index)].append(data)
        characterDataChanged()
    }

    // MARK: - textContent

    /// `node.textContent`: nil for documents and doctypes.
    ///
    /// https://dom.spec.whatwg.org/#dom-node-textcontent
    public func textContent(of node: NodeID) -> String? {
        var isNull = false
        let text = joinedString { isNull = !forEachTextContentPiece(of: node, $0) }
        return isNull ? nil : text
    }

    /// The length in UTF-8 bytes of `node.textContent`, nil for null; with
    /// ``forEachTextContentPiece(of:_:)``, what lets a caller build the text in a form of its
    /// own without a Swift string in between.
    public func textContentUTF8Count(of node: NodeID) -> Int? {
        var count = 0
        return forEachTextContentPiece(of: node, { count += $0.count }) ? count : nil
    }

    /// Calls `body` with the UTF-8 bytes of each piece of `node.textContent`, in order: the
    /// node's own data for character data, the data of each `Text` descendant for an
    /// element or fragment. Returns false, calling nothing, for a document or doctype, whose
    /// `textContent` is null.
    ///
    /// https://dom.spec.whatwg.org/#dom-node-textcontent
    @discardableResult
    public func forEachTextContentPiece(of node: NodeID, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        switch kind(of: node) {
        case .document, .documentType: return false
        case .text, .cdataSection, .comment, .processingInstruction: forEachTextPiece(of: node, ownData: true, body)
        case .element, .documentFragment: forEachTextPiece(of: node, ownData: false, body)
        }
        return true
    }

    /// The concatenated data of all `Text` descendants, in tree order.
    ///
    /// https://dom.spec.whatwg.org/#concept-descendant-text-content
    public func descendantTextContent(of node: NodeID) -> String {
        joinedString { forEachTextPiece(of: node, ownData: false, $0) }
    }

    /// Calls `body` with the UTF-8 bytes of `node`'s own data when `ownData`, else of the data
    /// of each `Text` descendant of `node` in tree order. The strings are borrowed from the
    /// array's buffer, held once for the whole walk, rather than copied out and retained.
    private func forEachTextPiece(of node: NodeID, ownData: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        characterData.withUnsafeBufferPointer { data in
            func visit(_ index: Int) {
                if data[index].utf8.withContiguousStorageIfAvailable(body) == nil {
                    Array(data[index].utf8).withUnsafeBufferPointer(body)
                }
            }
            guard !ownData else { return visit(Int(node.index)) }
            forEachDescendant(of: node) { descendant in
                if records[Int(descendant.index)].kind.isText { visit(Int(descendant.index)) }
                return true
            }
        }
    }

    /// The string of the UTF-8 pieces `pieces` hands its argument, which it must hand the
    /// same way twice: once to measure, once to copy.
    private func joinedString(_ pieces: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) -> String {
        var count = 0
        pieces { count += $0.count }
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            pieces { piece in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(fromContentsOf: piece)
                written += piece.count
            }
            return written
        }
    }

    /// Sets `node.textContent`.
    ///
    /// https://dom.spec.whatwg.org/#set-text-content
    public func setTextContent(_ value: String, of node: NodeID) {
        switch kind(of: node) {
        case .document, .documentType: return
        case .text, .cdataSection, .comment, .processingInstruction: setData(value, of: node)
        case .element, .documentFragment:
            let text = value.isEmpty ? nil : createText(value, in: document(of: node))
            replaceAll(in: node, with: text)
        }
    }

    /// `text.wholeText`: the data of the node and its contiguous text siblings.
    ///
    /// https://dom.spec.whatwg.org/#dom-text-wholetext
    public func wholeText(of node: NodeID) -> String {
        var first = node
        while let previous = previousSibling(of: first), kind(of: previous).isText { first = previous }
        var result = ""
        var current: NodeID? = first
        while let text = current, kind(of: text).isText {
            result.append(data(of: text))
            current = nextSibling(of: text)
        }
        return result
    }

    /// `node.normalize()`: merges adjacent texts and removes empty ones in the subtree.
    ///
    /// https://dom.spec.whatwg.org/#dom-node-normalize
    public func normalize(_ node: NodeID) {
        var textNodes: [NodeID] = []
        forEachDescendant(of: node) { descendant in
            if kind(of: descendant) == .text { textNodes.append(descendant) }
            return true
        }
        for text in textNodes where parent(of: text) != nil {
            var length = self.length(of: text)
            if length == 0 {
                remove(text)
                continue
            }
            // Only the first of a run of adjacent texts gathers the others.
            if let previous = previousSibling(of: text), kind(of: previous) == .text { continue }
            var data = ""
            var current = nextSibling(of: text)
            while let sibling = current, kind(of: sibling) == .text {
                data.append(self.data(of: sibling))
                current = nextSibling(of: sibling)
            }
            if !data.isEmpty {
                replaceData(of: text, offset: length, count: 0, with: data)
                length += data.utf16.count
            }
            current = nextSibling(of: text)
            while let sibling = current, kind(of: sibling) == .text {
                current = nextSibling(of: sibling)
                remove(sibling)
            }
        }
    }
}

/// The part of `string` between two UTF-16 offsets, which must be in range.
/// A surrogate pair cut in half leaves its lone half as U+FFFD.
public func utf16Substring(_ string: String, from start: Int, to end: Int) -> String {
    guard start < end else { return "" }
    let utf16 = string.utf16
    let from = utf16.index(utf16.startIndex, offsetBy: start)
    let to = utf16.index(from, offsetBy: end - start)
    return String(decoding: utf16[from..<to], as: UTF16.self)
}

/// Appends `string[from..<to]` (UTF-16 index bounds) to `result`.
private func appendUTF16Slice(of string: String, from: String.Index, to: String.Index, into result: inout String) {
    guard from < to else { return }
    result.append(String(decoding: string.utf16[from..<to], as: UTF16.self))
}
