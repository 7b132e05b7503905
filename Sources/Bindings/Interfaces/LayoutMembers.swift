import DOM
import JavaScriptEngine

/// What scripts ask about layout, answered without layout: sizes and positions are 0,
/// `getBoundingClientRect()` is an empty rectangle at the origin, `elementFromPoint` is
/// null, scrolling does nothing. `getComputedStyle` answers from the user-agent
/// stylesheet and inline styles (see ``NodeStore/computedStyleValue(of:for:)``).
///
/// The first of these answers a script reads (and an image's size, see
/// ``EmbeddedContentMembers``) gets a warning, once per run (``Realm/noteLayoutRead(_:)``).
///
/// https://drafts.csswg.org/cssom-view/
enum LayoutMembers {
    /// Whether reading an answer that needs layout warns that there is none. The one switch
    /// for that warning: a layout engine that answers these members turns it off.
    static let warnsWithoutLayout = true

    /// Geometry attributes of elements, all 0 (`offsetParent` is null).
    static let elementProperties: [NativeProperty] = [
        "offsetWidth", "offsetHeight", "offsetTop", "offsetLeft", "clientWidth", "clientHeight", "clientTop",
        "clientLeft", "scrollWidth", "scrollHeight",
    ].map { NativeProperty($0, get: zero) } + [
        NativeProperty("scrollTop", get: unscrolled, set: ignoredSetter),
        NativeProperty("scrollLeft", get: unscrolled, set: ignoredSetter),
        NativeProperty("offsetParent", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in
                realm.noteLayoutRead("offsetParent")
                return realm.context.null
            }
        }),
    ]

    /// Geometry methods of elements.
    static let elementMethods: [NativeMethod] = [
        // https://drafts.csswg.org/cssom-view/#dom-element-getboundingclientrect
        NativeMethod("getBoundingClientRect") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "getBoundingClientRect") {
                _, realm, _ in
                realm.noteLayoutRead("getBoundingClientRect()")
                return try realm.emptyRectangle().value
            }
        },
        // https://drafts.csswg.org/cssom-view/#dom-element-getclientrects: one empty box for an
        // element that has boxes (so `getClientRects().length` says "rendered", as scripts
        // such as jQuery's `:visible` ask), none for one that does not.
        NativeMethod("getClientRects") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.element, "getClientRects") {
                _, realm, element in
                realm.noteLayoutRead("getClientRects()")
                return try realm.rectList(realm.store.isBeingRendered(element) ? [realm.emptyRectangle()] : []).value
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
            nodeOperation(c, f, t, n, a, e, NodeInterface.document, "caretRangeFromPoint") { _, realm, _ in
                realm.noteLayoutRead("caretRangeFromPoint()")
                return realm.context.null
            }
        },
        // https://drafts.csswg.org/web-animations-1/#dom-documentorshadowroot-getanimations: nothing animates.
        NativeMethod("getAnimations") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.document, "getAnimations") { _, realm, _ in
                try realm.context.makeArray([]).value
            }
        },
        // https://drafts.csswg.org/cssom-view/#dom-document-elementfrompoint: no boxes, no hit.
        NativeMethod("elementFromPoint") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.document, "elementFromPoint") { _, realm, _ in
                realm.noteLayoutRead("elementFromPoint()")
                return realm.context.null
            }
        },
        NativeMethod("elementsFromPoint") { c, f, t, n, a, e in
            nodeOperation(c, f, t, n, a, e, NodeInterface.document, "elementsFromPoint") { _, realm, _ in
                realm.noteLayoutRead("elementsFromPoint()")
                return try realm.context.makeArray([]).value
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
                // `::before` and `::after` answer their own `display` and `content`.
                let pseudoElement = call.has(1) ? PseudoElement(argument: try call.string(1)) : nil
                return realm.makeObject(
                    "CSSStyleProperties", payload: StylePayload(realm: realm, source: .computed(element, pseudoElement))).value
            }
        })
    ]

    /// 0, for a size or position (`offsetWidth`, …) read with a warning.
    private static let zero: NativeGetterCallback = { context, object, name, exception in
        nodeGetter(context, object, exception) { realm, _ in
            if let name, !realm.layoutWarningGiven { realm.noteLayoutRead(swiftString(name)) }
            return realm.context.number(0)
        }
    }

    /// 0, for a scroll position: nothing scrolls, so that is the answer even with layout.
    private static let unscrolled: NativeGetterCallback = { context, object, _, exception in
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

extension Realm {
    /// Warns, the first time in a run, that a script read `member`, whose answer needs a
    /// layout appexjs does not have, so that a user whose script goes wrong on it knows why.
    /// The only place the warning is given (see ``LayoutMembers/warnsWithoutLayout``); it
    /// names where the script read it when the engine can tell.
    func noteLayoutRead(_ member: String) {
        guard LayoutMembers.warnsWithoutLayout, !layoutWarningGiven else { return }
        layoutWarningGiven = true
        let location = scriptLocation().map { " (at \($0))" } ?? ""
        warn(
            "a script read \(member)\(location), which needs layout: appexjs has none, so element and image sizes "
                + "and positions are 0, getBoundingClientRect() is empty and elementFromPoint() is null "
                + "(warned once per run, for the first such read)")
    }

    /// Where the script that called into native code is (`file:line:column`), from the stack
    /// of an `Error` made now; nil when the stack names no script.
    func scriptLocation() -> String? {
        guard let error = try? builtins.errorConstructor.construct(arguments: [], in: context),
            let stack = try? error.property("stack", in: context).toString(in: context)
        else { return nil }
        for frame in stack.split(separator: "\n") {
            guard let at = frame.lastIndex(of: "@") else { continue }
            let location = frame[frame.index(after: at)...]
            if location.isEmpty || location.hasPrefix("[native code]") || location.hasPrefix(ScriptErrorDetails.hostScriptScheme) { continue }
            return String(location)
        }
        return nil
    }
}
