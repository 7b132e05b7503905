import DOM
import JavaScriptEngine

/// The attributes whose value is a `DOMTokenList` over a content attribute: the same
/// object every time, and assigning to one sets the content attribute
/// (`[PutForwards=value]`).
///
/// https://webidl.spec.whatwg.org/#PutForwards
enum TokenListAttributes {
    /// `element.classList`, over `class`.
    ///
    /// https://dom.spec.whatwg.org/#dom-element-classlist
    static let classList = property("classList")

    /// `element.part`, over `part`.
    ///
    /// https://drafts.csswg.org/css-shadow-parts/#idl
    static let part = property("part")

    /// `relList` of `a`, `area`, `link` and `form`, over `rel`.
    ///
    /// https://html.spec.whatwg.org/multipage/links.html#dom-a-rellist
    static let relList = property("relList")

    /// `iframe.sandbox`, over `sandbox`.
    ///
    /// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-iframe-sandbox
    static let sandbox = property("sandbox")

    /// `output.htmlFor`, over `for`.
    ///
    /// https://html.spec.whatwg.org/multipage/form-elements.html#dom-output-htmlfor
    static let htmlFor = property("htmlFor")

    /// `link.sizes`, over `sizes`.
    ///
    /// https://html.spec.whatwg.org/multipage/semantics.html#dom-link-sizes
    static let sizes = property("sizes")

    /// `blocking` of `link`, `script` and `style`, over `blocking`.
    ///
    /// https://html.spec.whatwg.org/multipage/urls-and-fetching.html#blocking-attributes
    static let blocking = property("blocking")

    /// The tokens `supports()` accepts for `attribute` on `element` (ASCII lower case), as
    /// WebKit supports them; nil when the attribute defines none, and `supports()` throws.
    ///
    /// https://dom.spec.whatwg.org/#concept-domtokenlist-validation
    static func supportedTokens(of attribute: Atom, on element: NodeID, in store: NodeStore) -> Set<String>? {
        switch attribute {
        case .rel:
            // https://html.spec.whatwg.org/multipage/links.html#linkTypes
            if store.isHTMLElement(element, named: .link) { return linkTypes }
            return ["noopener", "noreferrer", "opener"]
        case sandboxAtom: return sandboxKeywords
        case blockingAtom: return ["render"]
        default: return nil
        }
    }

    private static let linkTypes: Set<String> = [
        "alternate", "apple-touch-icon", "apple-touch-icon-precomposed", "dns-prefetch", "expect", "icon", "modulepreload",
        "preconnect", "preload", "stylesheet",
    ]

    private static let sandboxKeywords: Set<String> = [
        "allow-downloads", "allow-forms", "allow-modals", "allow-pointer-lock", "allow-popups", "allow-popups-to-escape-sandbox",
        "allow-same-origin", "allow-scripts", "allow-storage-access-by-user-activation", "allow-top-navigation",
        "allow-top-navigation-by-user-activation", "allow-top-navigation-to-custom-protocols",
    ]

    private static let partAtom = Atom.predefined("part")
    private static let sandboxAtom = Atom.predefined("sandbox")
    private static let sizesAtom = Atom.predefined("sizes")
    private static let blockingAtom = Atom.predefined("blocking")

    /// Each property's content attribute, by the property's name as the engine hands it
    /// to the accessors (a C callback cannot capture it).
    private static let attributes: [(property: JSStringHandle, attribute: Atom)] = [
        ("classList", .class), ("relList", .rel), ("part", partAtom), ("sandbox", sandboxAtom), ("htmlFor", .for),
        ("sizes", sizesAtom), ("blocking", blockingAtom),
    ].map { (JSStringHandle($0.0), $0.1) }

    private static func attribute(of property: OpaquePointer?) -> Atom {
        guard let property, let entry = attributes.first(where: { $0.property.isEqual(to: property) }) else {
            preconditionFailure("a DOMTokenList attribute missing from TokenListAttributes.attributes")
        }
        return entry.attribute
    }

    /// A `DOMTokenList` attribute: reading it gives the same object every time; assigning
    /// to it sets the attribute it is over.
    private static func property(_ name: String) -> NativeProperty { NativeProperty(name, get: getter, set: setter) }

    private static let getter: NativeGetterCallback = { context, object, property, exception in
        nodeGetter(context, object, exception) { realm, node in
            realm.tokenList(TokenListAttributes.attribute(of: property), of: node).value
        }
    }

    private static let setter: NativeSetterCallback = { context, object, property, value, exception in
        nodeSetter(context, object, value, exception) { realm, node, value in
            realm.store.setAttribute(TokenListAttributes.attribute(of: property), to: try value.domString(in: realm), on: node)
        }
    }
}
