/// The changes to a store's elements and child lists since its documents' styles last
/// looked, so that `DocumentStyle` drops only the styles a change can alter instead of all
/// of them, as WebKit invalidates by what changed.
///
/// The store makes the log when a style is first computed: until then a mutation records
/// nothing (a page whose scripts never ask for a style pays one test of a nil reference per
/// mutation). Changes to nodes made since the styles last looked are not recorded either
/// (such nodes have no style): building a fragment from markup records only its insertion.
/// Past ``capacity`` changes the log stops recording and stands for "anything changed",
/// which the next style query answers by starting over.
///
/// https://dom.spec.whatwg.org/#mutation-algorithms
final class StyleChangeLog {
    /// One change.
    enum Change {
        /// An attribute of an element was set or removed; `oldValue` nil when it was absent.
        case attribute(NodeID, name: Atom, oldValue: String?)
        /// Something of an element that selectors read, not told apart (its attributes as
        /// a whole, its form or custom element state).
        case element(NodeID)
        /// A node's children changed: `node` was put in or taken out (nil: not told).
        case children(of: NodeID, node: NodeID?)
    }

    /// The most changes kept; past it, the log stands for "anything changed".
    static let capacity = 1024

    /// The changes after the first `start` ever recorded, in order.
    private(set) var changes: [Change] = []
    /// How many changes were recorded before `changes[0]`.
    private(set) var start: UInt64 = 0
    /// Whether changes were lost: a reader past `start` must start over.
    private(set) var overflowed = false
    /// Nodes from this index on were made after the styles last looked, so have no style:
    /// what changes in them is not recorded.
    var firstUnstyledNode = 0

    /// How many changes were ever recorded (the position after the last).
    var end: UInt64 { start + UInt64(changes.count) }

    /// Records `change`, unless the log has overflowed.
    func record(_ change: Change) {
        guard !overflowed else { return }
        if changes.count >= Self.capacity {
            overflowed = true
            return
        }
        changes.append(change)
    }

    /// The changes from `position` on, or nil when some of them were lost.
    func changes(from position: UInt64) -> ArraySlice<Change>? {
        guard !overflowed, position >= start, position <= end else { return nil }
        return changes[Int(position - start)...]
    }

    /// Forgets every change (all readers have read them).
    func removeAll() {
        start = end
        changes.removeAll(keepingCapacity: true)
        overflowed = false
    }
}

extension NodeStore {
    /// Records that an attribute of `element` changed, for the styles to drop what it can
    /// change (see `StyleChangeLog`); nothing while no style was computed.
    @inline(__always) func recordStyleChange(ofAttribute name: Atom, of element: NodeID, oldValue: String?) {
        guard let log = styleChangeLog, Int(element.index) < log.firstUnstyledNode else { return }
        log.record(.attribute(element, name: name, oldValue: oldValue))
        if name == .selected || name == .disabled || name == .multiple || name == .size {
            recordSelectednessChange(around: element)
        }
    }

    /// Records that something selectors read of `element` changed (its state, or its
    /// attributes as a whole).
    @inline(__always) func recordStyleChange(of element: NodeID) {
        guard let log = styleChangeLog, Int(element.index) < log.firstUnstyledNode else { return }
        log.record(.element(element))
    }

    /// Records that `node` was put into or taken out of the children of `parent`.
    @inline(__always) func recordStyleChange(ofChildrenOf parent: NodeID, node: NodeID) {
        guard let log = styleChangeLog else { return }
        if Int(parent.index) < log.firstUnstyledNode || Int(node.index) < log.firstUnstyledNode {
            log.record(.children(of: parent, node: node))
            // An option group's options are its select's.
            if isHTMLElement(parent, named: .optgroup) { recordSelectednessChange(around: parent) }
        }
    }
}
