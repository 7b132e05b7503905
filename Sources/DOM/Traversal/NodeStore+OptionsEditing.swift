// The editing methods of a `select` and its `options` collection: options added, removed,
// replaced by index and the list grown or cut, as WebKit runs them (its `HTMLSelectElement`
// `add`, `remove`, `setItem` and `setLength`, which the HTML standard's
// `HTMLOptionsCollection` algorithms describe with a few differences noted below).

/// Where `select.add(element, before)` puts the element.
public enum OptionInsertionPoint: Sendable {
    /// Before this element, in the `select` itself (null: at the end).
    case element(NodeID?)
    /// Before the option at this index, in that option's parent (out of range: at the end).
    case index(Int)
}

extension NodeStore {
    /// The most options `length` or an index assignment may grow a list to: WebKit's
    /// `maxSelectItems`. A larger length, or an index at or past it, changes nothing.
    public static let maximumGrownOptionCount = 10_000

    /// `select.add(element, before)`. WebKit inserts before an element in the `select`
    /// itself (the standard allows any descendant), so an element inside an `optgroup`
    /// gives a `NotFoundError`; before an index, it inserts into the indexed option's parent.
    ///
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-add
    public func addOption(_ element: NodeID, to select: NodeID, before point: OptionInsertionPoint) throws(DOMException) {
        var parent = select
        var reference: NodeID?
        switch point {
        case .element(let element):
            reference = element
        case .index(let index):
            let options = options(of: select)
            if index >= 0, index < options.count {
                reference = options[index]
                parent = self.parent(of: options[index]) ?? select
            }
        }
        _ = try preInsert(element, into: parent, before: reference)
    }

    /// `select.remove(index)`: removes the option at `index` from its parent; an index out
    /// of range does nothing.
    ///
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-remove
    public func removeOption(at index: Int, from select: NodeID) {
        let options = options(of: select)
        guard index >= 0, index < options.count else { return }
        remove(options[index])
    }

    /// `select[index] = option` (`nil` removes the option at `index`). Past the end, blank
    /// options fill the gap first; within the list, the option at `index` is removed and
    /// `option` added before the one that followed it.
    ///
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-setter
    public func setOption(_ option: NodeID?, at index: Int, in select: NodeID) throws(DOMException) {
        guard let option else { return removeOption(at: index, from: select) }
        let options = options(of: select)
        if index > options.count, index >= Self.maximumGrownOptionCount { return }
        var reference: NodeID?
        if index > options.count {
            setOptionCount(index, of: select)
        } else if index < options.count {
            reference = index + 1 < options.count ? options[index + 1] : nil
            remove(options[index])
        }
        try addOption(option, to: select, before: .element(reference))
    }

    /// `select.length = count`: appends blank `option` elements, one at a time, or removes
    /// the options from `count` on. Growing past ``maximumGrownOptionCount`` does nothing.
    ///
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#dom-htmloptionscollection-length
    public func setOptionCount(_ count: Int, of select: NodeID) {
        let options = options(of: select)
        if count > options.count {
            guard count <= Self.maximumGrownOptionCount else { return }
            for _ in options.count..<count {
                insert(createElement(.option, in: document(of: select)), into: select, before: nil)
            }
        } else {
            for option in options[count...] where parent(of: option) != nil { remove(option) }
        }
    }
}
