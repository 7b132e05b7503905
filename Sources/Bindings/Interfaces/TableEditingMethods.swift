import DOM
import JavaScriptEngine

/// The table-editing members: `insertRow`/`deleteRow` on tables and sections,
/// `insertCell`/`deleteCell` on rows, the `create…`/`delete…` methods of a table's caption
/// and sections, a section's `rows`, `tr.sectionRowIndex` and `td.cellIndex`.
///
/// https://html.spec.whatwg.org/multipage/tables.html
enum TableEditingMethods {
    /// `HTMLTableElement`'s methods.
    static let tableMethods: [NativeMethod] = [
        NativeMethod("insertRow") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "insertRow") {
                call, realm, table in
                realm.wrap(try realm.store.insertRow(into: table, at: try call.integer(0, default: -1))).value
            }
        },
        NativeMethod("deleteRow") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "deleteRow") {
                call, realm, table in
                try call.requireArguments(1, "HTMLTableElement.deleteRow")
                try realm.store.deleteRow(from: table, at: try call.integer(0))
                return realm.context.undefined
            }
        },
        NativeMethod("createCaption") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "createCaption") {
                call, realm, table in realm.wrap(realm.store.createCaption(in: table)).value
            }
        },
        NativeMethod("createTHead") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "createTHead") {
                call, realm, table in realm.wrap(realm.store.createTHead(in: table)).value
            }
        },
        NativeMethod("createTFoot") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "createTFoot") {
                call, realm, table in realm.wrap(realm.store.createTFoot(in: table)).value
            }
        },
        NativeMethod("createTBody") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "createTBody") {
                call, realm, table in realm.wrap(realm.store.createTBody(in: table)).value
            }
        },
        NativeMethod("deleteCaption") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "deleteCaption") {
                call, realm, table in
                realm.store.deleteFirstChild(of: table, named: .caption)
                return realm.context.undefined
            }
        },
        NativeMethod("deleteTHead") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "deleteTHead") {
                call, realm, table in
                realm.store.deleteFirstChild(of: table, named: .thead)
                return realm.context.undefined
            }
        },
        NativeMethod("deleteTFoot") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "deleteTFoot") {
                call, realm, table in
                realm.store.deleteFirstChild(of: table, named: .tfoot)
                return realm.context.undefined
            }
        },
    ]

    /// `HTMLTableSectionElement`'s methods (`tbody`, `thead`, `tfoot`).
    static let sectionMethods: [NativeMethod] = [
        NativeMethod("insertRow") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "insertRow") {
                call, realm, section in
                realm.wrap(try realm.store.insertRow(intoSection: section, at: try call.integer(0, default: -1))).value
            }
        },
        NativeMethod("deleteRow") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "deleteRow") {
                call, realm, section in
                try call.requireArguments(1, "HTMLTableSectionElement.deleteRow")
                try realm.store.deleteRow(from: section, at: try call.integer(0))
                return realm.context.undefined
            }
        },
    ]

    /// `HTMLTableRowElement`'s methods.
    static let rowMethods: [NativeMethod] = [
        NativeMethod("insertCell") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "insertCell") {
                call, realm, row in
                realm.wrap(try realm.store.insertCell(into: row, at: try call.integer(0, default: -1))).value
            }
        },
        NativeMethod("deleteCell") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "deleteCell") {
                call, realm, row in
                try call.requireArguments(1, "HTMLTableRowElement.deleteCell")
                try realm.store.deleteCell(from: row, at: try call.integer(0))
                return realm.context.undefined
            }
        },
    ]

    /// `tbody.rows`: a live collection, the same object each time.
    static let sectionRows = NativeProperty("rows", get: { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, node in realm.collection(.sectionRows(section: node)).value }
    })

    /// `tr.sectionRowIndex`.
    static let sectionRowIndex = NativeProperty("sectionRowIndex", get: { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, node in realm.context.number(realm.store.sectionRowIndex(of: node)) }
    })

    /// `td.cellIndex` and `th.cellIndex`.
    static let cellIndex = NativeProperty("cellIndex", get: { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, node in realm.context.number(realm.store.cellIndex(of: node)) }
    })
}
