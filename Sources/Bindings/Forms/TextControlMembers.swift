import DOM
import JavaScriptEngine

/// The text selection APIs of `input` and `textarea` (`selectionStart`, `selectionEnd`,
/// `selectionDirection`, `setSelectionRange()`, `select()`), and `textarea`'s `type` and
/// `textLength`. Nothing is shown, so the selection is only numbers kept per control.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#textFieldSelection
enum TextControlMembers {
    /// The selection attributes both `input` and `textarea` have.
    static let selectionProperties: [NativeProperty] = [
        // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-selectionstart
        NativeProperty(
            "selectionStart",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    guard realm.store.supportsTextSelection(node) else { return realm.context.null }
                    return realm.context.number(realm.textSelection(of: node).start)
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    guard realm.store.supportsTextSelection(node) else { throw realm.selectionNotSupported(node) }
                    let selection = realm.textSelection(of: node)
                    let start = try value.unsignedLong(in: realm)
                    realm.setSelectionRange(
                        of: node, start: start, end: max(selection.end, start), direction: selection.direction)
                }
            }),
        // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-selectionend
        NativeProperty(
            "selectionEnd",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    guard realm.store.supportsTextSelection(node) else { return realm.context.null }
                    return realm.context.number(realm.textSelection(of: node).end)
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    guard realm.store.supportsTextSelection(node) else { throw realm.selectionNotSupported(node) }
                    let selection = realm.textSelection(of: node)
                    realm.setSelectionRange(
                        of: node, start: selection.start, end: try value.unsignedLong(in: realm),
                        direction: selection.direction)
                }
            }),
        // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-selectiondirection
        NativeProperty(
            "selectionDirection",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    guard realm.store.supportsTextSelection(node) else { return realm.context.null }
                    return realm.context.string(realm.textSelection(of: node).direction)
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    guard realm.store.supportsTextSelection(node) else { throw realm.selectionNotSupported(node) }
                    let selection = realm.textSelection(of: node)
                    realm.setSelectionRange(
                        of: node, start: selection.start, end: selection.end, direction: try value.domString(in: realm))
                }
            }),
    ]

    /// The selection methods both `input` and `textarea` have.
    static let selectionMethods: [NativeMethod] = [
        // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-setselectionrange
        NativeMethod("setSelectionRange") { context, function, this, count, arguments, exception in
            textControlOperation(context, function, this, count, arguments, exception, "setSelectionRange") { call, realm, node in
                try call.requireArguments(2, "setSelectionRange")
                guard realm.store.supportsTextSelection(node) else { throw realm.selectionNotSupported(node) }
                realm.setSelectionRange(
                    of: node, start: try call[0].unsignedLong(in: realm), end: try call[1].unsignedLong(in: realm),
                    direction: call.has(2) ? try call.string(2) : nil)
                return realm.context.undefined
            }
        },
        // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-textarea/input-select
        NativeMethod("select") { context, function, this, count, arguments, exception in
            textControlOperation(context, function, this, count, arguments, exception, "select") { _, realm, node in
                // Controls without selectable text (checkboxes, numbers, …) ignore it.
                if realm.store.supportsTextSelection(node) {
                    realm.setSelectionRange(of: node, start: 0, end: realm.store.textLength(of: node), direction: nil)
                }
                return realm.context.undefined
            }
        },
    ]

    /// `textarea.type` and `textarea.textLength`.
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-type
    static let textAreaProperties: [NativeProperty] = [
        NativeProperty("type", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.string("textarea") }
        }),
        // https://html.spec.whatwg.org/multipage/form-elements.html#dom-textarea-textlength
        NativeProperty("textLength", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.context.number(realm.store.textLength(of: node)) }
        }),
    ]

    /// Runs a method whose `this` must be an `input` or a `textarea`.
    private static func textControlOperation(
        _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
        _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
        _ name: StaticString, _ body: (NativeCall, Realm, NodeID) throws -> JSValue
    ) -> OpaquePointer? {
        nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, name) {
            call, realm, node in
            guard realm.store.isHTMLElement(node, named: .input) || realm.store.isHTMLElement(node, named: .textarea)
            else { throw BindingError.typeError("Can only call HTMLInputElement.\(name) on instances of HTMLInputElement") }
            return try body(call, realm, node)
        }
    }
}
