import DOM
import JavaScriptEngine

/// What scripts ask about layout, answered without layout: sizes and positions are 0,
/// `getBoundingClientRect()` is an empty rectangle at the origin, `elementFromPoint` is
/// null, scrolling does nothing. `getComputedStyle` answers from the user-agent
/// stylesheet and inline styles (see ``NodeStore/computedStyleValue(of:for:)``).
///
/// https://drafts.csswg.org/cssom-view/
enum LayoutMembers {
    /// Geometry attributes of elements, all 0 (`offsetParent` is null).
    static let elementProperties: [NativeProperty] = [
        "offsetWidth", "offsetHeight", "offsetTop", "offsetLeft", "clientWidth", "clientHeight", "clientTop",
        "clientLeft", "scrollWidth", "scrollHeight",
    ].map { NativeProperty($0, get: zero) } + [
        NativeProperty("scrollTop", get: zero, set: ignoredSetter),
        NativeProperty("scrollLeft", get: zero, set: ignoredSetter),
        NativeProperty("offsetParent", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.null }
        }),
    ]

    /// Geometry methods of elements.
    static let elementMethods: [NativeMethod] = [
        // https://drafts.csswg.org/cssom-view/#dom-element-getboundingclientrect
        NativeMethod("getBoundingClientRect") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "getBoundingClientRect") {
                _, realm, _ in try realm.emptyRectangle().value
            }
        },
        // https://drafts.csswg.org/cssom-view/#dom-element-getclientrects: one empty box for an
        // element that has boxes (so `getClientRects().length` says "rendered", as scripts
        // such as jQuery's `:visible` ask), none for one that does not.
        NativeMethod("getClientRects") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "getClientRects") {
                _, realm, element in
                try realm.rectList(realm.store.isBeingRendered(element) ? [realm.emptyRectangle()] : []).value
            }
        },
        NativeMethod("scrollIntoView") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.element, "scrollIntoView") { _, realm, _ in realm.context.undefined }
        },
        NativeMethod("scrollTo") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.element, "scrollTo") { _, realm, _ in realm.context.undefined }
        },
        NativeMethod("scroll") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.element, "scroll") { _, realm, _ in realm.context.undefined }
        },
        // WebKit's own (Safari scripts call it).
        NativeMethod("scrollIntoViewIfNeeded") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.element, "scrollIntoViewIfNeeded") { _, realm, _ in realm.context.undefined }
        },
        // https://drafts.csswg.org/cssom-view/#dom-element-checkvisibility (WebKit also reads
        // the older names `opacityProperty` and `visibilityProperty`)
        NativeMethod("checkVisibility") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "checkVisibility") {
                call, realm, element in
                let options = try DictionaryArgument(call[0], in: realm)
                let checkOpacity = try options.boolean("checkOpacity") || options.boolean("opacityProperty")
                let checkVisibilityCSS = try options.boolean("checkVisibilityCSS") || options.boolean("visibilityProperty")
                return realm.context.boolean(
                    realm.store.checkVisibility(element, checkOpacity: checkOpacity, checkVisibilityCSS: checkVisibilityCSS))
            }
        },
        NativeMethod("scrollBy") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.element, "scrollBy") { _, realm, _ in realm.context.undefined }
        },
    ]

    /// Layout queries of documents.
    static let documentMethods: [NativeMethod] = [
        // WebKit's; no boxes, so no caret position.
        NativeMethod("caretRangeFromPoint") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.document, "caretRangeFromPoint") { _, realm, _ in realm.context.null }
        },
        // https://drafts.csswg.org/web-animations-1/#dom-documentorshadowroot-getanimations: nothing animates.
        NativeMethod("getAnimations") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.document, "getAnimations") { _, realm, _ in
                try realm.context.makeArray([]).value
            }
        },
        // https://drafts.csswg.org/cssom-view/#dom-document-elementfrompoint: no boxes, no hit.
        NativeMethod("elementFromPoint") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.document, "elementFromPoint") { _, realm, _ in realm.context.null }
        },
        NativeMethod("elementsFromPoint") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.document, "elementsFromPoint") { _, realm, _ in
                try realm.context.makeArray([]).value
            }
        },
    ]

    /// `getComputedStyle` on the window.
    static let windowFunctions: [(String, NativeFunctionCallback)] = [
        // https://drafts.csswg.org/cssom/#dom-window-getcomputedstyle
        ("getComputedStyle", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                guard let element = realm.node(from: call[0]), realm.store.isElement(element) else {
                    throw BindingError.typeError("Argument 1 ('element') to Window.getComputedStyle must be an instance of Element")
                }
                return realm.makeObject("CSSStyleProperties", payload: StylePayload(realm: realm, element: element, isComputed: true)).value
            }
        })
    ]

    private static let zero: NativeGetterCallback = { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, _ in realm.context.number(0) }
    }

    private static let ignoredSetter: NativeSetterCallback = { context, object, _, value, exception in
        nodeSetter(context, object, value, exception) { _, _, _ in }
    }
}

extension Realm {
    /// `new DOMRect()`: an empty rectangle at the origin.
    /// A `DOMRectList` of `rects`.
    func rectList(_ rects: [JSObject]) throws(JSException) -> JSObject {
        guard let make = try bootstrapExtras.property("makeRectList", in: context).asObject(in: context) else {
            throw JSException(context: context, message: "makeRectList is missing from the bootstrap extras")
        }
        let array = try context.makeArray(rects.map(\.value))
        guard let list = try make.call(this: nil, arguments: [array.value], in: context).asObject(in: context) else {
            throw JSException(context: context, message: "makeRectList did not make a list")
        }
        return list
    }

    func emptyRectangle() throws(JSException) -> JSObject {
        guard let constructor = try bootstrapExtras.property("DOMRect", in: context).asObject(in: context) else {
            throw JSException(context: context, message: "DOMRect is missing from the bootstrap extras")
        }
        return try constructor.construct(arguments: [], in: context)
    }
}
