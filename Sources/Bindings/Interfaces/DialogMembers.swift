import DOM
import JavaScriptEngine

/// `HTMLDialogElement`'s `show()`, `close()`, `requestClose()` and `returnValue`, as WebKit
/// 2.50 has them. `showModal()` is not provided: a modal dialog needs the top layer, focus
/// and making the rest of the page inert, which need layout.
///
/// https://html.spec.whatwg.org/multipage/interactive-elements.html#the-dialog-element
enum DialogMembers {
    /// `returnValue`: "" until a `close(result)` or a script sets it.
    ///
    /// https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-returnvalue
    static let properties = [
        NativeProperty(
            "returnValue",
            get: { context, object, _, exception in
                nodeGetter(context, object, exception) { realm, node in
                    realm.context.string(realm.formControls.dialogReturnValues[node] ?? "")
                }
            },
            set: { context, object, _, value, exception in
                nodeSetter(context, object, value, exception) { realm, node, value in
                    realm.formControls.dialogReturnValues[node] = try value.domString(in: realm)
                }
            })
    ]

    static let methods = [
        // https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-show
        NativeMethod("show") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, .htmlElement, "show") { call, realm, dialog in
                if !realm.store.hasAttribute(.open, on: dialog) { realm.store.setAttribute(.open, to: "", on: dialog) }
                return realm.context.undefined
            }
        },
        // https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-close
        NativeMethod("close") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, .htmlElement, "close") { call, realm, dialog in
                let result = call.has(0) && !call[0].isUndefined(in: realm.context) ? try call.string(0) : nil
                realm.closeDialog(dialog, result: result)
                return realm.context.undefined
            }
        },
        // https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-dialog-requestclose:
        // a cancelable `cancel` event first; closing when no listener canceled it.
        NativeMethod("requestClose") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, .htmlElement, "requestClose") { call, realm, dialog in
                guard realm.store.hasAttribute(.open, on: dialog) else { return realm.context.undefined }
                let result = call.has(0) && !call[0].isUndefined(in: realm.context) ? try call.string(0) : nil
                if try realm.fireEvent("cancel", at: .node(dialog), cancelable: true) {
                    realm.closeDialog(dialog, result: result)
                }
                return realm.context.undefined
            }
        },
    ]
}

extension Realm {
    /// Closes `dialog` with `result`: nothing when it is not open; else its `open`
    /// attribute goes, its return value becomes `result` (when given), and a task fires
    /// `close` at it.
    ///
    /// https://html.spec.whatwg.org/multipage/interactive-elements.html#close-the-dialog
    func closeDialog(_ dialog: NodeID, result: String?) {
        // 1.
        guard store.hasAttribute(.open, on: dialog) else { return }
        // 3-4, 8.
        store.removeAttribute(.open, from: dialog)
        if let result { formControls.dialogReturnValues[dialog] = result }
        // 12. Queue an element task to fire `close`.
        let fire = makeFunction(name: "") { [unowned self] _ in
            try fireEvent("close", at: .node(dialog))
            return context.undefined
        }
        _ = eventLoop.add(
            callback: ProtectedValue(fire.value, in: context), arguments: [], delay: 0, repeating: false)
    }
}
