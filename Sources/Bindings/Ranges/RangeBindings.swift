import DOM
import JavaScriptEngine

/// Ranges and the selection: `Range`, `StaticRange`, `Selection`, and what other
/// interfaces get from them (`document.createRange`, `getSelection`).
///
/// https://dom.spec.whatwg.org/#ranges and https://w3c.github.io/selection-api/
enum RangeBindings {
    /// The interfaces, each after the one it inherits from.
    static let interfaces: [InterfaceDefinition] = [.abstractRange, .range, .staticRange, .selection]

    /// Functions on the window (`getSelection`).
    static let windowFunctions: [(String, NativeFunctionCallback)] = [
        // https://w3c.github.io/selection-api/#dom-window-getselection
        ("getSelection", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { _, realm in
                realm.selectionObject().value
            }
        })
    ]

    /// Methods documents get (`createRange`, `getSelection`).
    static let documentMethods: [NativeMethod] = [
        // https://dom.spec.whatwg.org/#dom-document-createrange
        NativeMethod("createRange") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "createRange") {
                _, realm, document in realm.makeRangeObject(realm.ranges.registry.makeRange(at: document)).value
            }
        },
        // https://w3c.github.io/selection-api/#dom-document-getselection: null for documents
        // without a browsing context (only the page's document has one).
        NativeMethod("getSelection") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.document, "getSelection") {
                _, realm, document in document == realm.document ? realm.selectionObject().value : realm.context.null
            }
        },
    ]
}
