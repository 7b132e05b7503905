import DOM
import JavaScriptEngine

/// The attributes whose value is a `DOMTokenList` over a content attribute: the same
/// object every time, and assigning to one sets the content attribute
/// (`[PutForwards=value]`).
///
/// https://webidl.spec.whatwg.org/#PutForwards
enum TokenListAttributes {
    /// `relList` of `a`, `area`, `link` and `form`: a `DOMTokenList` over `rel`.
    ///
    /// https://html.spec.whatwg.org/multipage/links.html#dom-a-rellist
    static let relList = NativeProperty(
        "relList",
        get: { context, object, _, exception in tokenListGetter(context, object, exception, attribute: .rel) },
        set: { context, object, _, value, exception in tokenListSetter(context, object, value, exception, attribute: .rel) })

    /// `element.classList`: a `DOMTokenList` over `class`.
    ///
    /// https://dom.spec.whatwg.org/#dom-element-classlist
    static let classList = NativeProperty(
        "classList",
        get: { context, object, _, exception in tokenListGetter(context, object, exception, attribute: .class) },
        set: { context, object, _, value, exception in tokenListSetter(context, object, value, exception, attribute: .class) })

    /// Reads a `DOMTokenList` attribute over `attribute`: the same object every time.
    private static func tokenListGetter(
        _ context: OpaquePointer?, _ object: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
        attribute: Atom
    ) -> OpaquePointer? {
        nodeGetter(context, object, exception) { realm, node in realm.tokenList(attribute, of: node).value }
    }

    /// Assigning to a `DOMTokenList` attribute sets the attribute it is over.
    private static func tokenListSetter(
        _ context: OpaquePointer?, _ object: OpaquePointer?, _ value: OpaquePointer?,
        _ exception: UnsafeMutablePointer<OpaquePointer?>?, attribute: Atom
    ) -> Bool {
        nodeSetter(context, object, value, exception) { realm, node, value in
            realm.store.setAttribute(attribute, to: try value.domString(in: realm), on: node)
        }
    }
}
