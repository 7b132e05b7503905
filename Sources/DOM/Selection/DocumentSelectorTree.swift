public import Selectors

/// One document's tree as the selector engine sees it.
///
/// https://dom.spec.whatwg.org/#scope-match-a-selectors-string
public struct DocumentSelectorTree: SelectorTree {
    /// The store holding the nodes.
    @inlinable public var store: NodeStore { unretainedStore.takeUnretainedValue() }
    /// The store, read without reference counting; kept alive by `retainedStore`, or by
    /// its owner when the tree belongs to the store itself. The methods matching calls
    /// borrow it with `withStore`: every read of `store` (as of an `unowned(unsafe)`
    /// reference) retains and releases it.
    @usableFromInline let unretainedStore: Unmanaged<NodeStore>
    /// The store, held strongly unless the tree is kept inside the store (a document's
    /// style rules stay bound to its tree, which must not keep the store alive).
    let retainedStore: NodeStore?
    /// Whether the document is in quirks mode.
    public let isInQuirksMode: Bool

    /// The tree of the document that `node` belongs to.
    public init(store: NodeStore, containing node: NodeID) {
        self.init(store: store, containing: node, retainsStore: true)
    }

    /// The tree of the document of `node`; with `retainsStore` false, for an object the
    /// store owns, the tree does not keep the store alive.
    init(store: NodeStore, containing node: NodeID, retainsStore: Bool) {
        unretainedStore = Unmanaged.passUnretained(store)
        retainedStore = retainsStore ? store : nil
        let document = store.document(of: node)
        isInQuirksMode = store.isInQuirksMode(document)
    }

    /// Runs `body` with the store borrowed, without a retain and release.
    @inlinable @inline(__always) func withStore<Result>(_ body: (NodeStore) -> Result) -> Result {
        unretainedStore._withUnsafeGuaranteedRef(body)
    }

    public func internedName(_ string: String) -> Atom? { store.atoms.lookup(string) }

    /// The store's versions added up: each only goes up, so the sum changes with any of them.
    @inlinable public var matchingVersion: UInt64? {
        store.childListVersion &+ store.attributeVersion &+ store.characterDataVersion
    }

    @inlinable @inline(__always) public func parentElement(of element: NodeID) -> NodeID? {
        withStore { $0.parentElement(of: element) }
    }

    @inlinable @inline(__always) public func isRoot(_ element: NodeID) -> Bool {
        withStore { store in
            guard let parent = store.parent(of: element) else { return false }
            return store.kind(of: parent) == .document
        }
    }

    @inlinable @inline(__always) public func previousElementSibling(of element: NodeID) -> NodeID? {
        withStore { $0.previousElementSibling(of: element) }
    }

    @inlinable @inline(__always) public func nextElementSibling(of element: NodeID) -> NodeID? {
        withStore { $0.nextElementSibling(of: element) }
    }

    @inlinable @inline(__always) public func firstElementChild(of element: NodeID) -> NodeID? {
        withStore { $0.firstElementChild(of: element) }
    }

    @inlinable @inline(__always) public func lastElementChild(of element: NodeID) -> NodeID? {
        withStore { $0.lastElementChild(of: element) }
    }

    /// https://drafts.csswg.org/selectors-4/#the-empty-pseudo
    public func isEmpty(_ element: NodeID) -> Bool {
        var child = store.firstChild(of: element)
        while let current = child {
            switch store.kind(of: current) {
            case .element: return false
            case .text, .cdataSection: if !store.data(of: current).isEmpty { return false }
            default: break
            }
            child = store.nextSibling(of: current)
        }
        return true
    }

    @inlinable @inline(__always) public func localName(of element: NodeID) -> Atom {
        withStore { $0.localName(of: element) }
    }

    @inlinable @inline(__always) public func following(_ element: NodeID, within root: NodeID?) -> NodeID? {
        withStore { $0.followingElement(after: element, within: root) }
    }

    @inlinable @inline(__always) public func following(_ element: NodeID, named name: Atom, within root: NodeID?) -> NodeID? {
        withStore { $0.followingElement(after: element, named: name, within: root) }
    }

    @inlinable @inline(__always) public func isHTMLElementInHTMLDocument(_ element: NodeID) -> Bool {
        withStore { $0.namespace(of: element) == .html }
    }

    @inlinable @inline(__always) public func attributeValue(of element: NodeID, named name: Atom) -> String? {
        withStore { $0.attribute(name, of: element) }
    }

    @inlinable @inline(__always) public func hasAttribute(_ element: NodeID, named name: Atom) -> Bool {
        withStore { $0.hasAttribute(name, on: element) }
    }

    @inlinable @inline(__always) public func id(of element: NodeID) -> String? {
        withStore { $0.attribute(.id, of: element) }
    }

    @inlinable @inline(__always) public func classAttribute(of element: NodeID) -> String? {
        withStore { $0.attribute(.class, of: element) }
    }

    public func element(_ element: NodeID, isIn state: ElementState) -> Bool {
        switch state {
        case .checked: return store.isChecked(element)
        case .disabled: return store.isDisabledFormControl(element)
        case .enabled: return store.canBeDisabled(element) && !store.isDisabledFormControl(element)
        case .link:
            return (store.isHTMLElement(element, named: .a) || store.isHTMLElement(element, named: .area))
                && store.hasAttribute(.href, on: element)
        case .defined: return store.isDefined(element)
        }
    }
}
