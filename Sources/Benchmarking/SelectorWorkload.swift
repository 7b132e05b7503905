public import AppexJS
import DOM
import HTMLParsing
import PageLoading
import Selectors

/// A page parsed once, for timing the selector engine's `querySelectorAll` against a
/// plain walk over the same tree (the least any whole-document match has to do).
public final class SelectorWorkload {
    private let store = NodeStore()
    private let document: NodeID
    private let tree: DocumentSelectorTree

    /// Loads and parses the page at `pagePath` as a session would.
    public init(pagePath: String) throws(AppexError) {
        let page: LoadedPage
        do {
            page = try PageLoader.load(contentsOf: pagePath)
        } catch {
            throw AppexError(.pageUnreadable, error.description)
        }
        document = store.createDocument(url: page.url, characterSet: page.encoding.name)
        let store = self.store
        let document = self.document
        page.utf8.withUnsafeBytes { HTMLParser.parseDocument($0, into: store, document: document) }
        tree = DocumentSelectorTree(store: store, containing: document)
    }

    /// Visits every node below the document in tree order and returns how many elements
    /// there are.
    public func walk() -> Int {
        var elements = 0
        var node = store.firstChild(of: document)
        while let current = node {
            if store.kind(of: current) == .element { elements += 1 }
            if let child = store.firstChild(of: current) {
                node = child
                continue
            }
            var climbing: NodeID? = current
            node = nil
            while let candidate = climbing, candidate != document {
                if let sibling = store.nextSibling(of: candidate) {
                    node = sibling
                    break
                }
                climbing = store.parent(of: candidate)
            }
        }
        return elements
    }

    /// The selector list parsed once, ready to match.
    public struct PreparedSelectors {
        fileprivate let bound: BoundSelectorList<DocumentSelectorTree>
    }

    /// Parses `selectors`, or says why it cannot.
    public func prepare(_ selectors: String) throws(AppexError) -> PreparedSelectors {
        do {
            return PreparedSelectors(bound: try SelectorList(parsing: selectors).bound(to: tree))
        } catch {
            throw AppexError(.invalidInput, "\(error)")
        }
    }

    /// `document.querySelectorAll(selectors)` in the engine: how many elements match.
    public func querySelectorAll(_ selectors: PreparedSelectors) -> Int {
        selectors.bound.querySelectorAll(
            in: .documentOrFragment(firstElementChild: store.firstElementChild(of: document)),
            scope: store.documentElement(of: document)
        ).count
    }
}
