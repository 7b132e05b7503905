import CSS
import DOM
import JavaScriptEngine

/// `document.adoptedStyleSheets`: an observable array
/// (``StandardObjectGroup/observableArraysSource``) of constructed sheets, whose every change this checks, with WebKit's errors, and hands to
/// the document's style. The array is made when a script first reads or assigns it, so a
/// page that never does pays nothing.
///
/// https://drafts.csswg.org/cssom/#dom-documentorshadowroot-adoptedstylesheets
enum AdoptedStyleSheets {
    /// The attribute: the same array every time; assigned, any iterable of sheets replaces
    /// its contents.
    static let property = NativeProperty(
        "adoptedStyleSheets",
        get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, root in try realm.adoptedStyleSheetArray(of: root).value }
        },
        set: { context, object, _, value, exception in
            nodeSetter(context, object, value, exception) { realm, root, value in
                let array = try realm.adoptedStyleSheetArray(of: root)
                let assign = try realm.standardFunction("assignObservableArray", in: .observableArrays)
                _ = try assign.call(this: nil, arguments: [array.value, value], in: realm.context)
            }
        })

    /// The native half of the array, each change checked as WebKit checks it: a `TypeError`
    /// for a value that is not a `CSSStyleSheet`, WebKit's `NotAllowedError` for a sheet that
    /// was not constructed or was constructed for another document.
    /// - `adoptStyleSheets(document, list)` makes `list` the document's adopted sheets (an
    ///   assignment);
    /// - `adoptStyleSheet(document, index, sheet)` puts `sheet` at `index`, at most the
    ///   length (an index set, `push`);
    /// - `truncateAdoptedStyleSheets(document, length)` keeps the first `length` (`pop`,
    ///   `length` set lower, `delete` of the last).
    ///
    /// https://drafts.csswg.org/cssom/#observable-array-attribute-adoptedstylesheets
    static let natives: [(String, NativeFunctionCallback)] = [
        ("adoptStyleSheets", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let root = try documentArgument(call, realm)
                guard let list = call[1].asObject(in: realm.context) else { throw BindingError.typeError("adoptStyleSheets needs a list") }
                let length = WebIDLIntegers.length(try list.property("length", in: realm.context).toNumber(in: realm.context))
                var sheets: [StyleSheetPayload] = []
                for index in 0..<length { sheets.append(try sheetArgument(try list.property(at: index, in: realm.context), realm)) }
                for sheet in sheets { try checkAdoptable(sheet, by: root, realm) }
                realm.store.setAdoptedStyleSheets(sheets.map(\.sheet), of: root)
                return realm.context.undefined
            }
        }),
        ("adoptStyleSheet", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let root = try documentArgument(call, realm)
                let index = WebIDLIntegers.length(try call[1].toNumber(in: realm.context))
                let sheet = try sheetArgument(call[2], realm)
                try checkAdoptable(sheet, by: root, realm)
                guard index <= realm.store.adoptedStyleSheets(of: root).count else {
                    throw BindingError.typeError("adoptStyleSheet needs an index at most the length")
                }
                realm.store.setAdoptedStyleSheet(sheet.sheet, at: index, of: root)
                return realm.context.undefined
            }
        }),
        ("truncateAdoptedStyleSheets", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let root = try documentArgument(call, realm)
                let length = WebIDLIntegers.length(try call[1].toNumber(in: realm.context))
                realm.store.truncateAdoptedStyleSheets(of: root, to: length)
                return realm.context.undefined
            }
        }),
    ]

    /// The document a native half's call is for (its first argument).
    private static func documentArgument(_ call: NativeCall, _ realm: Realm) throws -> NodeID {
        guard let root = realm.node(from: call[0]) else { throw BindingError.typeError("adoptedStyleSheets needs a document") }
        return root
    }

    /// `value` as a style sheet, or WebKit's `TypeError`.
    private static func sheetArgument(_ value: JSValue, _ realm: Realm) throws -> StyleSheetPayload {
        guard let object = value.asObject(in: realm.context), let sheet = payload(of: object.raw, as: StyleSheetPayload.self) else {
            throw BindingError.typeError("Type error")
        }
        return sheet
    }

    /// Throws WebKit's `NotAllowedError` unless `sheet` was constructed for `root`'s document.
    private static func checkAdoptable(_ sheet: StyleSheetPayload, by root: NodeID, _ realm: Realm) throws {
        // (A shadow root, when appexjs has them, compares its node document.)
        let document = realm.store.kind(of: root) == .document ? root : realm.store.document(of: root)
        guard sheet.sheet.isConstructed else {
            throw DOMException(.notAllowedError, "Sheet needs to be constructed by JavaScript")
        }
        guard sheet.realm === realm, sheet.constructorDocument == document else {
            throw DOMException(.notAllowedError, "Sheet constructor document doesn't match")
        }
    }
}

extension Realm {
    /// The `adoptedStyleSheets` array of `root` (a document): the same object every time.
    func adoptedStyleSheetArray(of root: NodeID) throws(JSException) -> JSObject {
        if let existing = nodeObjects[.adoptedStyleSheets(root)] { return existing }
        let make = try standardFunction("adoptedStyleSheetArray", in: .observableArrays)
        guard let array = try make.call(this: nil, arguments: [wrap(root).value], in: context).asObject(in: context) else {
            throw JSException(context: context, message: "adoptedStyleSheetArray made no object")
        }
        return cachedObject(.adoptedStyleSheets(root)) { array }
    }
}
