// Finding text in the tree, for a host that says which words the user selected.

extension NodeStore {
    /// The boundary points around the first occurrence of `text` in the data of the rendered
    /// text nodes under `root`, in tree order, or nil when it does not occur.
    ///
    /// The data of consecutive text nodes is searched as one string (nothing is added
    /// between nodes, even across elements), so a match may span several text nodes;
    /// everything else matches exactly, white space included, UTF-16 code unit by code
    /// unit. Text that is not rendered is skipped: the contents of elements with
    /// `display: none` (`head`, `script`, `style`, `template`, hidden elements) and of
    /// replaced elements and form controls (`textarea`, `select`, …).
    public func firstOccurrence(of text: String, under root: NodeID) -> (start: BoundaryPoint, end: BoundaryPoint)? {
        let needle = Array(text.utf16)
        guard !needle.isEmpty else { return nil }
        // The searched text, and where each text node's data starts in it.
        var haystack: [UInt16] = []
        var pieces: [(node: NodeID, start: Int)] = []
        var next = following(root, within: root)
        while let node = next {
            switch kind(of: node) {
            case .text, .cdataSection:
                let data = data(of: node)
                if !data.isEmpty {
                    pieces.append((node, haystack.count))
                    haystack.append(contentsOf: data.utf16)
                }
            case .element where display(of: node) == .none || drawsOwnContents(node):
                next = followingSkippingChildren(node, within: root)
                continue
            default:
                break
            }
            next = following(node, within: root)
        }
        guard let matchStart = firstIndex(of: needle, in: haystack) else { return nil }
        let matchEnd = matchStart + needle.count
        // The start is in the piece holding the first matched unit, the end in the one holding the last.
        let startPiece = pieceIndex(containing: matchStart, in: pieces)
        let endPiece = pieceIndex(containing: matchEnd - 1, in: pieces)
        return (
            BoundaryPoint(pieces[startPiece].node, matchStart - pieces[startPiece].start),
            BoundaryPoint(pieces[endPiece].node, matchEnd - pieces[endPiece].start)
        )
    }

    /// Whether the element is a replaced element or form control whose children are not
    /// rendered (`img`, `textarea`, `select`, …).
    func drawsOwnContents(_ element: NodeID) -> Bool {
        namespace(of: element) == .html && RenderedTextTree.replacedRendererNames.contains(localName(of: element))
    }

    /// The index of the last piece starting at or before `position` (pieces are sorted and not empty).
    private func pieceIndex(containing position: Int, in pieces: [(node: NodeID, start: Int)]) -> Int {
        var low = 0
        var high = pieces.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if pieces[middle].start <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// The first position of `needle` in `haystack` (Knuth-Morris-Pratt: linear in both).
private func firstIndex(of needle: [UInt16], in haystack: [UInt16]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    // failure[i]: the length of the longest proper prefix of needle[0...i] that is also its suffix.
    var failure = [Int](repeating: 0, count: needle.count)
    var length = 0
    for index in needle.indices.dropFirst() {
        while length > 0 && needle[index] != needle[length] { length = failure[length - 1] }
        if needle[index] == needle[length] { length += 1 }
        failure[index] = length
    }
    var matched = 0
    for (index, unit) in haystack.enumerated() {
        while matched > 0 && unit != needle[matched] { matched = failure[matched - 1] }
        if unit == needle[matched] { matched += 1 }
        if matched == needle.count { return index - needle.count + 1 }
    }
    return nil
}
