import DOM
import JavaScriptEngine
import WHATWGURL

/// The payload of `location`: the page's, or a frame document's.
final class LocationPayload: Payload {
    /// The document whose URL it shows; nil for the page's.
    let document: NodeID?

    init(realm: Realm, document: NodeID? = nil) {
        self.document = document
        super.init(realm: realm)
    }

    /// The URL it shows.
    var url: URLRecord { document.map { realm.store.documentState($0).url } ?? realm.documentURL }
}

extension Realm {
    /// `window.location` / `document.location`: the same object every time.
    var location: JSObject {
        cachedObject(.location) { makeObject("Location", payload: LocationPayload(realm: self)) }
    }

    /// The page's URL, as `location` shows it.
    var documentURL: URLRecord { store.documentState(document).url }

    /// Records a navigation the page asked for; nothing navigates.
    func requestNavigation(_ kind: NavigationRequest.Kind, to url: String) {
        navigationRequests.append(NavigationRequest(kind: kind, url: url))
    }
}

extension InterfaceDefinition {
    /// The names of `Location`'s members, in the order the definition (and WebIDL) lists
    /// them: its attributes, then its operations.
    private static let locationMemberNames = location.properties.map(\.name) + location.ownMethods.map(\.name)

    /// `Location`: reads the page URL; assigning or calling `assign`, `replace` or `reload`
    /// records a requested navigation instead of navigating.
    ///
    /// Its members are `[LegacyUnforgeable]`: own, enumerable properties of the location
    /// object, so `JSON.stringify(location)` and `Object.keys(location)` list them as WebKit does.
    ///
    /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface
    static let location: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "Location")
        definition.finalize = releaseOnFinalize
        let parts = ["protocol", "host", "hostname", "port", "pathname", "search", "hash", "origin"]
        definition.properties = [
            NativeProperty(
                "href",
                get: { context, object, _, exception in
                    payloadGetter(object, exception, as: LocationPayload.self) { location in
                        location.realm.context.string(location.url.href)
                    }
                },
                set: { context, object, _, value, exception in
                    payloadSetter(object, value, exception, as: LocationPayload.self) { location, value in
                        try location.realm.navigate(.assign, to: try value.domString(in: location.realm))
                    }
                }, enumerable: true)
        ] + parts.map { part in
            NativeProperty(
                part,
                get: { context, object, name, exception in
                    payloadGetter(object, exception, as: LocationPayload.self) { location in
                        let url = location.url
                        let value: String
                        switch name.map(swiftString) ?? "" {
                        case "protocol": value = url.protocol
                        case "host": value = url.host
                        case "hostname": value = url.hostname
                        case "port": value = url.port
                        case "pathname": value = url.pathname
                        case "search": value = url.search
                        case "hash": value = url.hash
                        default: value = url.origin
                        }
                        return location.realm.context.string(value)
                    }
                },
                set: part == "origin" ? nil : locationPartSetter, enumerable: true)
        } + [
            NativeProperty("ancestorOrigins", get: { _, object, _, exception in
                payloadGetter(object, exception, as: LocationPayload.self) { location in location.realm.ancestorOrigins.value }
            }, enumerable: true)
        ]
        // The engine lists a class's static values in its own hash order, and its functions not
        // at all; naming them all here gives `Object.keys(location)` and `JSON.stringify(location)`
        // WebKit's members in WebKit's order. (The engine describes the functions as neither
        // enumerable nor writable but configurable, whatever the class says; WebKit's are
        // enumerable and not configurable.)
        definition.getPropertyNames = { _, _, accumulator in
            for name in locationMemberNames { addPropertyName(name, to: accumulator) }
        }
        definition.ownMethods = [
            NativeMethod("assign") { context, function, this, count, arguments, exception in
                locationOperation(context, function, this, count, arguments, exception, "assign") { call, location in
                    try location.realm.navigate(.assign, to: try call.requiredString(0, "Location.assign"))
                    return location.realm.context.undefined
                }
            },
            NativeMethod("replace") { context, function, this, count, arguments, exception in
                locationOperation(context, function, this, count, arguments, exception, "replace") { call, location in
                    try location.realm.navigate(.replace, to: try call.requiredString(0, "Location.replace"))
                    return location.realm.context.undefined
                }
            },
            NativeMethod("reload") { context, function, this, count, arguments, exception in
                locationOperation(context, function, this, count, arguments, exception, "reload") { _, location in
                    location.realm.requestNavigation(.reload, to: location.url.href)
                    return location.realm.context.undefined
                }
            },
            NativeMethod("toString") { context, function, this, count, arguments, exception in
                locationOperation(context, function, this, count, arguments, exception, "toString") { _, location in
                    location.realm.context.string(location.url.href)
                }
            },
        ]
        return definition
    }()
}

extension Realm {
    /// Resolves `url` against the document's base URL and records the navigation.
    func navigate(_ kind: NavigationRequest.Kind, to url: String) throws {
        guard let resolved = store.parseURL(url, relativeTo: document) else {
            throw DOMException(.syntaxError, "Invalid URL")
        }
        requestNavigation(kind, to: resolved.href)
    }
}

/// Writes one part of the page URL: records the navigation to the changed URL.
private let locationPartSetter: NativeSetterCallback = { context, object, name, value, exception in
    payloadSetter(object, value, exception, as: LocationPayload.self) { location, value in
        var url = location.url
        let text = try value.domString(in: location.realm)
        switch name.map(swiftString) ?? "" {
        case "protocol": url.protocol = text
        case "host": url.host = text
        case "hostname": url.hostname = text
        case "port": url.port = text
        case "pathname": url.pathname = text
        case "search": url.search = text
        default: url.hash = text
        }
        location.realm.requestNavigation(.assign, to: url.href)
    }
}

/// Runs a `Location` operation: `this` must be the location object.
@inline(__always)
private func locationOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, LocationPayload) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("Location"), name,
        as: LocationPayload.self, body)
}
