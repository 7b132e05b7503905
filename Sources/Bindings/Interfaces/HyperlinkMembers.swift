import DOM
import JavaScriptEngine
import WHATWGURL

/// `HTMLHyperlinkElementUtils`: the URL parts of `a` and `area` (`a.hostname`, `a.pathname`, …).
///
/// https://html.spec.whatwg.org/multipage/links.html#htmlhyperlinkelementutils
enum HyperlinkMembers {
    /// Which URL attribute each property reads and writes.
    nonisolated(unsafe) private static let parts: [(String, WritableKeyPath<URLRecord, String>?)] = [
        ("protocol", \.protocol), ("username", \.username), ("password", \.password), ("host", \.host),
        ("hostname", \.hostname), ("port", \.port), ("pathname", \.pathname), ("search", \.search), ("hash", \.hash),
        ("origin", nil),
    ]

    static let properties: [NativeProperty] = [
        NativeProperty("href", get: reflectedGetter, set: reflectedSetter), TokenListAttributes.relList,
    ] + parts.map { name, _ in
        NativeProperty(name, get: hyperlinkPartGetter, set: name == "origin" ? nil : hyperlinkPartSetter)
    }

    static let methods: [NativeMethod] = [
        NativeMethod("toString") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlElement, "toString") {
                _, realm, node in realm.context.string(realm.store.reflectedURL(.href, of: node))
            }
        }
    ]

    /// The key path for a property name.
    static func keyPath(of name: String) -> WritableKeyPath<URLRecord, String>? {
        parts.first { $0.0 == name }?.1
    }

    /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-protocol and its siblings
    private static let hyperlinkPartGetter: NativeGetterCallback = { context, object, name, exception in
        nodeGetter(context, object, exception) { realm, node in
            let property = name.map(swiftString) ?? ""
            guard let href = realm.store.attribute(.href, of: node),
                let url = realm.store.parseURL(href, relativeTo: realm.store.document(of: node))
            else { return realm.context.string(property == "protocol" ? ":" : "") }
            if property == "origin" { return realm.context.string(url.origin) }
            guard let keyPath = keyPath(of: property) else { return realm.context.string("") }
            return realm.context.string(url[keyPath: keyPath])
        }
    }

    /// https://html.spec.whatwg.org/multipage/links.html#dom-hyperlink-protocol (setter steps)
    private static let hyperlinkPartSetter: NativeSetterCallback = { context, object, name, value, exception in
        nodeSetter(context, object, value, exception) { realm, node, value in
            let property = name.map(swiftString) ?? ""
            guard let keyPath = keyPath(of: property), let href = realm.store.attribute(.href, of: node),
                var url = realm.store.parseURL(href, relativeTo: realm.store.document(of: node))
            else { return }
            url[keyPath: keyPath] = try value.domString(in: realm)
            realm.store.setAttribute(.href, to: url.href, on: node)
        }
    }
}
