// The structure of tables and selects that their live collections and indices follow.

extension NodeStore {
    /// The rows of a `table`: the `tr` children of its `thead` children, then its own `tr`
    /// children and those of its `tbody` children in tree order, then those of its `tfoot` children.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-rows
    public func rows(of table: NodeID) -> [NodeID] {
        let children = elementChildren(of: table)
        var head: [NodeID] = [], body: [NodeID] = [], foot: [NodeID] = []
        for child in children {
            if isHTMLElement(child, named: .thead) {
                head += childRows(of: child)
            } else if isHTMLElement(child, named: .tfoot) {
                foot += childRows(of: child)
            } else if isHTMLElement(child, named: .tbody) {
                body += childRows(of: child)
            } else if isHTMLElement(child, named: .tr) {
                body.append(child)
            }
        }
        return head + body + foot
    }

    /// The `tr` children of a table section (`tbody.rows`).
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-tbody-rows
    public func childRows(of section: NodeID) -> [NodeID] {
        elementChildren(of: section).filter { isHTMLElement($0, named: .tr) }
    }

    /// The first child of `table` that is an HTML element named `name` (`caption`, `thead`, `tfoot`).
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-thead
    public func firstChild(of table: NodeID, named name: Atom) -> NodeID? {
        elementChildren(of: table).first { isHTMLElement($0, named: name) }
    }

    /// A row's index in its table's rows, or -1 when it is in no table.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-tr-rowindex
    public func rowIndex(of row: NodeID) -> Int {
        guard var table = parentElement(of: row) else { return -1 }
        if !isHTMLElement(table, named: .table) {
            guard isHTMLElement(table, named: .thead) || isHTMLElement(table, named: .tbody) || isHTMLElement(table, named: .tfoot),
                let grandparent = parentElement(of: table), isHTMLElement(grandparent, named: .table)
            else { return -1 }
            table = grandparent
        }
        return rows(of: table).firstIndex(of: row) ?? -1
    }

    /// The options of a `select` whose selectedness is true; a single-select with none
    /// selected has its first option selected.
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-select-selectedoptions
    public func selectedOptions(of select: NodeID) -> [NodeID] {
        let options = options(of: select)
        if hasAttribute(.multiple, on: select) { return options.filter { isChecked($0) } }
        let index = selectedIndex(of: select)
        return index >= 0 ? [options[index]] : []
    }
}
