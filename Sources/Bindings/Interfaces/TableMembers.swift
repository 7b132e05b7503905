import DOM
import JavaScriptEngine

/// `HTMLTableElement` and `HTMLTableRowElement` members beyond reflection: the table's
/// sections and rows, and a row's cells and index. Collections are live and the same object each time.
///
/// https://html.spec.whatwg.org/multipage/tables.html#htmltableelement
enum TableMembers {
    /// `table.caption`, `tHead`, `tFoot`, `rows`, `tBodies`.
    static let tableProperties: [NativeProperty] = [
        NativeProperty("caption", get: { c, o, _, e in firstChild(c, o, e, named: .caption) }),
        NativeProperty("tHead", get: { c, o, _, e in firstChild(c, o, e, named: .thead) }),
        NativeProperty("tFoot", get: { c, o, _, e in firstChild(c, o, e, named: .tfoot) }),
        // https://html.spec.whatwg.org/multipage/tables.html#dom-table-rows
        NativeProperty("rows", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.collection(.tableRows(table: node)).value }
        }),
        // https://html.spec.whatwg.org/multipage/tables.html#dom-table-tbodies
        NativeProperty("tBodies", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.collection(.tableBodies(table: node)).value }
        }),
    ]

    /// `tr.cells` and `tr.rowIndex`.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#htmltablerowelement
    static let rowProperties: [NativeProperty] = [
        NativeProperty("cells", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.collection(.rowCells(row: node)).value }
        }),
        NativeProperty("rowIndex", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.number(realm.store.rowIndex(of: node)) }
        }),
    ]

    /// The table's first child named `name`, or null.
    ///
    /// https://html.spec.whatwg.org/multipage/tables.html#dom-table-caption
    private static func firstChild(
        _ context: OpaquePointer?, _ object: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?, named name: Atom
    ) -> OpaquePointer? {
        nodeGetter(context, object, exception) { realm, node in realm.wrap(realm.store.firstChild(of: node, named: name)) }
    }
}
