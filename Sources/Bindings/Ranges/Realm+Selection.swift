public import DOM
import Selectors

// What the user selected. A saved page has no user selection, so the host says what it
// was, before any script runs; scripts then see it through `getSelection()`.

extension Realm {
    /// The selection of the page's document (what `getSelection()` returns to scripts).
    public var selection: Selection { ranges.selection }

    /// Selects the contents of `node`, as a user selecting all of an element's text
    /// would (and as WebKit does for `selectNodeContents` + `addRange`). Replaces any
    /// selection. Returns false, selecting nothing, when `node` is not in the page's
    /// document or is a doctype.
    @discardableResult
    public func selectContents(of node: NodeID) -> Bool {
        guard store.root(of: node) == document, store.kind(of: node) != .documentType else { return false }
        let range = ranges.registry.makeRange(at: node)
        do {
            try range.selectNodeContents(node)
        } catch {
            return false
        }
        selection.removeAllRanges()
        selection.addRange(range)
        return selection.range === range
    }

    /// Selects the contents of the first element matching the CSS `selectors` in the page's
    /// document. Returns false, selecting nothing, when no element matches; throws a
    /// `SelectorParseError` for selectors that do not parse.
    @discardableResult
    public func selectContents(ofFirstMatch selectors: String) throws -> Bool {
        let list = try selectorList(selectors)
        let (root, scope) = searchRoot(of: document)
        guard let element = list.bound(to: DocumentSelectorTree(store: store, containing: document))
            .querySelector(in: root, scope: scope)
        else { return false }
        return selectContents(of: element)
    }

    /// Selects the first occurrence of `text` in the page's rendered text nodes, in tree
    /// order (see ``DOM/NodeStore/firstOccurrence(of:under:)``): white space must match
    /// the text data exactly, but the match may span several text nodes. Replaces any
    /// selection. Returns false, selecting nothing, when the text does not occur.
    @discardableResult
    public func selectText(_ text: String) -> Bool {
        guard let (start, end) = store.firstOccurrence(of: text, under: document),
            let range = try? ranges.registry.makeRange(from: start, to: end)
        else { return false }
        selection.removeAllRanges()
        selection.addRange(range)
        return selection.range === range
    }
}
