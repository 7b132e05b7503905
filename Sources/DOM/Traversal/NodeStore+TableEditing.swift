// The HTML standard's table-editing methods: rows and cells inserted and deleted by
// index, and a table's caption and sections made or removed.

extension NodeStore {
    /// The rows a row method counts: a table's `rows`, or a section's `tr` children.
    public func sectionOrTableRows(of node: NodeID) -> [NodeID] {
        isHTMLElement(node, named: .table) ? rows(of: node) : childRows(of: node)
    }

    /// The `td` and `th` children of a row.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-cells
    public func cells(of row: NodeID) -> [NodeID] {
        elementChildren(of: row).filter { isHTMLElement($0, named: .td) || isHTMLElement($0, named: .th) }
    }

    /// `table.insertRow(index)`.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-insertrow
    public func insertRow(into table: NodeID, at index: Int) throws(DOMException) -> NodeID {
        let rows = rows(of: table)
        try checkInsertionIndex(index, count: rows.count)
        let row = createElement(.tr, in: document(of: table))
        let bodies = elementChildren(of: table).filter { isHTMLElement($0, named: .tbody) }
        if rows.isEmpty, let lastBody = bodies.last {
            insert(row, into: lastBody, before: nil)
        } else if rows.isEmpty {
            let body = createElement(.tbody, in: document(of: table))
            insert(row, into: body, before: nil)
            insert(body, into: table, before: nil)
        } else if index == -1 || index == rows.count {
            insert(row, into: parent(of: rows[rows.count - 1])!, before: nil)
        } else {
            insert(row, into: parent(of: rows[index])!, before: rows[index])
        }
        return row
    }

    /// `tbody.insertRow(index)` (and `thead`, `tfoot`).
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-tbody-insertrow
    public func insertRow(intoSection section: NodeID, at index: Int) throws(DOMException) -> NodeID {
        try insertNewElement(.tr, into: section, among: childRows(of: section), at: index)
    }

    /// `table.deleteRow(index)` and `tbody.deleteRow(index)`.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-deleterow
    public func deleteRow(from tableOrSection: NodeID, at index: Int) throws(DOMException) {
        try deleteIndexed(sectionOrTableRows(of: tableOrSection), at: index)
    }

    /// `tr.insertCell(index)`: a new `td`.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-insertcell
    public func insertCell(into row: NodeID, at index: Int) throws(DOMException) -> NodeID {
        try insertNewElement(.td, into: row, among: cells(of: row), at: index)
    }

    /// `tr.deleteCell(index)`.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-deletecell
    public func deleteCell(from row: NodeID, at index: Int) throws(DOMException) {
        try deleteIndexed(cells(of: row), at: index)
    }

    /// `tr.sectionRowIndex`: the row's index in its parent section's (or table's) rows, or -1.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-sectionrowindex
    public func sectionRowIndex(of row: NodeID) -> Int {
        guard let parent = parentElement(of: row),
            [.table, .tbody, .thead, .tfoot].contains(where: { isHTMLElement(parent, named: $0) })
        else { return -1 }
        return sectionOrTableRows(of: parent).firstIndex(of: row) ?? -1
    }

    /// `td.cellIndex`: the cell's index in its parent row's cells, or -1.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-tdth-cellindex
    public func cellIndex(of cell: NodeID) -> Int {
        guard let row = parentElement(of: cell), isHTMLElement(row, named: .tr) else { return -1 }
        return cells(of: row).firstIndex(of: cell) ?? -1
    }

    /// `table.createCaption()`: the first `caption` child, or a new one made the first child.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-createcaption
    public func createCaption(in table: NodeID) -> NodeID {
        if let caption = firstChild(of: table, named: .caption) { return caption }
        let caption = createElement(.caption, in: document(of: table))
        insert(caption, into: table, before: firstChild(of: table))
        return caption
    }

    /// `table.createTHead()`: the first `thead` child, or a new one before the first child
    /// that is neither a `caption` nor a `colgroup`.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-createthead
    public func createTHead(in table: NodeID) -> NodeID {
        if let head = firstChild(of: table, named: .thead) { return head }
        let head = createElement(.thead, in: document(of: table))
        let before = elementChildren(of: table).first { !isHTMLElement($0, named: .caption) && !isHTMLElement($0, named: .colgroup) }
        insert(head, into: table, before: before)
        return head
    }

    /// `table.createTFoot()`: the first `tfoot` child, or a new one at the end.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-createtfoot
    public func createTFoot(in table: NodeID) -> NodeID {
        if let foot = firstChild(of: table, named: .tfoot) { return foot }
        let foot = createElement(.tfoot, in: document(of: table))
        insert(foot, into: table, before: nil)
        return foot
    }

    /// `table.createTBody()`: a new `tbody` after the last `tbody` child, or at the end.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-createtbody
    public func createTBody(in table: NodeID) -> NodeID {
        let body = createElement(.tbody, in: document(of: table))
        let lastBody = elementChildren(of: table).last { isHTMLElement($0, named: .tbody) }
        insert(body, into: table, before: lastBody.flatMap { nextSibling(of: $0) })
        return body
    }

    /// `deleteCaption()`, `deleteTHead()`, `deleteTFoot()`: removes the first child named `name`.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-deletecaption
    public func deleteFirstChild(of table: NodeID, named name: Atom) {
        if let child = firstChild(of: table, named: name) { remove(child) }
    }

    /// WebKit's message for an index out of range.
    private var indexSizeMessage: String { "The index is not in the allowed range." }

    /// A new element named `name` in `parent`, before `siblings[index]`, or last for -1 or
    /// `siblings.count` (the shared steps of `tbody.insertRow` and `tr.insertCell`).
    private func insertNewElement(
        _ name: Atom, into parent: NodeID, among siblings: [NodeID], at index: Int
    ) throws(DOMException) -> NodeID {
        try checkInsertionIndex(index, count: siblings.count)
        let element = createElement(name, in: document(of: parent))
        insert(element, into: parent, before: index == -1 || index == siblings.count ? nil : siblings[index])
        return element
    }

    private func checkInsertionIndex(_ index: Int, count: Int) throws(DOMException) {
        guard index >= -1, index <= count else { throw DOMException(.indexSizeError, indexSizeMessage) }
    }

    /// Removes `items[index]`, or the last item for -1 (nothing when there are none).
    private func deleteIndexed(_ items: [NodeID], at index: Int) throws(DOMException) {
        if index == -1 {
            if let last = items.last { remove(last) }
            return
        }
        guard index >= 0, index < items.count else { throw DOMException(.indexSizeError, indexSizeMessage) }
        remove(items[index])
    }
}
