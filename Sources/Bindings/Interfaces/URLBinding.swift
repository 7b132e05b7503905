import DOM
import JavaScriptEngine
import WHATWGURL

/// The payload of a `URL` object: its URL record, which the setters change.
final class URLPayload: Payload {
    var url: URLRecord {
        didSet { searchParams?.list = FormURLEncoding.parse(url.query ?? "") }
    }
    /// The `searchParams` object's payload, once made; kept in step with the query.
    weak var searchParams: URLSearchParamsPayload?

    init(realm: Realm, url: URLRecord) {
        self.url = url
        super.init(realm: realm)
    }
}

extension Realm {
    /// `new URL(url, base)`.
    ///
    /// https://url.spec.whatwg.org/#dom-url-url
    func makeURL(_ input: String, base: String?) throws -> JSObject {
        var baseRecord: URLRecord?
        if let base {
            guard let parsed = URLRecord.parse(base) else { throw BindingError.typeError("\(base) cannot be parsed as a URL.") }
            baseRecord = parsed
        }
        guard let url = URLRecord.parse(input, base: baseRecord) else {
            throw BindingError.typeError("\(input) cannot be parsed as a URL.")
        }
        return makeObject("URL", payload: URLPayload(realm: self, url: url))
    }
}

extension InterfaceDefinition {
    /// `URL` (without `searchParams`).
    ///
    /// https://url.spec.whatwg.org/#url-class
    static let url: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "URL")
        definition.finalize = releaseOnFinalize
        // https://url.spec.whatwg.org/#dom-url-url
        definition.constructorLength = 1
        definition.constructor = { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let url = try call.requiredString(0, "URL")
                return try realm.makeURL(url, base: call.has(1) ? try call.string(1) : nil).value
            }
        }
        let parts = ["protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"]
        definition.properties = [
            NativeProperty(
                "href",
                get: { context, object, _, exception in
                    payloadGetter(object, exception, as: URLPayload.self) { url in url.realm.context.string(url.url.href) }
                },
                set: { context, object, _, value, exception in
                    payloadSetter(object, value, exception, as: URLPayload.self) { url, value in
                        let text = try value.domString(in: url.realm)
                        do {
                            try url.url.setHref(text)
                        } catch {
                            throw BindingError.typeError("\(text) cannot be parsed as a URL.")
                        }
                    }
                }),
            NativeProperty("origin", get: { context, object, _, exception in
                payloadGetter(object, exception, as: URLPayload.self) { url in url.realm.context.string(url.url.origin) }
            }),
            // https://url.spec.whatwg.org/#dom-url-searchparams
            NativeProperty("searchParams", get: { context, object, _, exception in
                payloadGetter(object, exception, as: URLPayload.self) { url in
                    try url.realm.searchParams(of: JSObject(raw: object!), payload: url)
                }
            }),
        ] + parts.map { NativeProperty($0, get: urlPartGetter, set: urlPartSetter) }
        definition.methods = [
            NativeMethod("toString") { context, function, this, count, arguments, exception in
                urlOperation(context, function, this, count, arguments, exception, "toString") { _, url in
                    url.realm.context.string(url.url.href)
                }
            },
            NativeMethod("toJSON") { context, function, this, count, arguments, exception in
                urlOperation(context, function, this, count, arguments, exception, "toJSON") { _, url in
                    url.realm.context.string(url.url.href)
                }
            },
        ]
        return definition
    }()

    private static let urlPartGetter: NativeGetterCallback = { context, object, name, exception in
        payloadGetter(object, exception, as: URLPayload.self) { url in
            guard let keyPath = HyperlinkMembers.keyPath(of: name.map(swiftString) ?? "") else {
                return url.realm.context.undefined
            }
            return url.realm.context.string(url.url[keyPath: keyPath])
        }
    }

    private static let urlPartSetter: NativeSetterCallback = { context, object, name, value, exception in
        payloadSetter(object, value, exception, as: URLPayload.self) { url, value in
            guard let keyPath = HyperlinkMembers.keyPath(of: name.map(swiftString) ?? "") else { return }
            url.url[keyPath: keyPath] = try value.domString(in: url.realm)
        }
    }
}

@inline(__always)
private func urlOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, URLPayload) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("URL"), name,
        as: URLPayload.self, body)
}
