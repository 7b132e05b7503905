import DOM
import JavaScriptEngine

/// The payload of a `DOMTokenList`: the element and the attribute it edits.
final class TokenListPayload: Payload, IndexedStringList {
    let element: NodeID
    let attribute: Atom

    init(realm: Realm, element: NodeID, attribute: Atom) {
        self.element = element
        self.attribute = attribute
        super.init(realm: realm)
    }

    var store: NodeStore { realm.store }

    /// The token set now.
    var tokens: [String] { orderedSetOfTokens(store.attribute(attribute, of: element) ?? "") }

    var strings: [String] { tokens }

    /// Writes `tokens` back to the attribute.
    ///
    /// https://dom.spec.whatwg.org/#concept-dtl-update
    func update(_ tokens: [String]) {
        if store.attribute(attribute, of: element) == nil && tokens.isEmpty { return }
        store.setAttribute(attribute, to: tokens.joined(separator: " "), on: element)
    }

    /// Checks a token for `add`, `remove`, `toggle`, `replace`.
    func validate(_ token: String) throws {
        if token.isEmpty { throw DOMException(.syntaxError, "the token must not be empty") }
        if token.utf8.contains(where: isASCIIWhitespace) {
            throw DOMException(.invalidCharacterError, "the token '\(token)' contains white space")
        }
    }
}

extension Realm {
    /// `element.classList` (or another token list): the same object every time.
    func tokenList(_ attribute: Atom, of element: NodeID) -> JSObject {
        cachedObject(.tokenList(element, attribute)) {
            makeObject("DOMTokenList", payload: TokenListPayload(realm: self, element: element, attribute: attribute))
        }
    }
}

extension InterfaceDefinition {
    /// `DOMTokenList`.
    ///
    /// https://dom.spec.whatwg.org/#interface-domtokenlist
    static let domTokenList: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "DOMTokenList")
        definition.isArrayLikeIterable = true
        definition.finalize = releaseOnFinalize
        definition.getProperty = indexedStringGetter
        definition.getPropertyNames = indexedStringNames
        definition.properties = [
            indexedStringLength,
            NativeProperty(
                "value",
                get: { context, object, _, exception in
                    payloadGetter(object, exception, as: TokenListPayload.self) { list in
                        list.realm.context.string(list.store.attribute(list.attribute, of: list.element) ?? "")
                    }
                },
                set: { context, object, _, value, exception in
                    payloadSetter(object, value, exception, as: TokenListPayload.self) { list, value in
                        list.store.setAttribute(list.attribute, to: try value.domString(in: list.realm), on: list.element)
                    }
                }),
        ]
        definition.methods = [
            NativeMethod("item") { context, function, this, count, arguments, exception in
                tokenListOperation(context, function, this, count, arguments, exception, "item") { call, list in try list.item(call) }
            },
            NativeMethod("contains") { context, function, this, count, arguments, exception in
                tokenListOperation(context, function, this, count, arguments, exception, "contains") { call, list in
                    list.realm.context.boolean(list.tokens.contains(try call.requiredString(0, "DOMTokenList.contains")))
                }
            },
            // https://dom.spec.whatwg.org/#dom-domtokenlist-add
            NativeMethod("add") { context, function, this, count, arguments, exception in
                tokenListOperation(context, function, this, count, arguments, exception, "add") { call, list in
                    let added = try (0..<call.count).map { try call.string($0) }
                    for token in added { try list.validate(token) }
                    var tokens = list.tokens
                    for token in added where !tokens.contains(token) { tokens.append(token) }
                    list.update(tokens)
                    return list.realm.context.undefined
                }
            },
            // https://dom.spec.whatwg.org/#dom-domtokenlist-remove
            NativeMethod("remove") { context, function, this, count, arguments, exception in
                tokenListOperation(context, function, this, count, arguments, exception, "remove") { call, list in
                    let removed = try (0..<call.count).map { try call.string($0) }
                    for token in removed { try list.validate(token) }
                    list.update(list.tokens.filter { !removed.contains($0) })
                    return list.realm.context.undefined
                }
            },
            // https://dom.spec.whatwg.org/#dom-domtokenlist-toggle
            NativeMethod("toggle") { context, function, this, count, arguments, exception in
                tokenListOperation(context, function, this, count, arguments, exception, "toggle") { call, list in
                    let token = try call.requiredString(0, "DOMTokenList.toggle")
                    try list.validate(token)
                    var tokens = list.tokens
                    if tokens.contains(token) {
                        if call.has(1) && call.boolean(1) { return list.realm.context.boolean(true) }
                        tokens.removeAll { $0 == token }
                        list.update(tokens)
                        return list.realm.context.boolean(false)
                }
                if call.has(1) && !call.boolean(1) { return list.realm.context.boolean(false) }
                tokens.append(token)
                list.update(tokens)
                return list.realm.context.boolean(true)
                }
            },
            // https://dom.spec.whatwg.org/#dom-domtokenlist-replace
            NativeMethod("replace") { context, function, this, count, arguments, exception in
                tokenListOperation(context, function, this, count, arguments, exception, "replace") { call, list in
                    let token = try call.requiredString(0, "DOMTokenList.replace")
                    let newToken = try call.requiredString(1, "DOMTokenList.replace")
                    try list.validate(token)
                    try list.validate(newToken)
                    var tokens = list.tokens
                    guard let index = tokens.firstIndex(of: token) else { return list.realm.context.boolean(false) }
                    if tokens.contains(newToken) {
                        tokens.remove(at: index)
                    } else {
                        tokens[index] = newToken
                }
                var seen: [String] = []
                for existing in tokens where !seen.contains(existing) { seen.append(existing) }
                list.update(seen)
                return list.realm.context.boolean(true)
                }
            },
            // https://dom.spec.whatwg.org/#dom-domtokenlist-supports
            NativeMethod("supports") { context, function, this, count, arguments, exception in
                tokenListOperation(context, function, this, count, arguments, exception, "supports") { call, list in
                    let token = try call.requiredString(0, "DOMTokenList.supports")
                    guard let supported = TokenListAttributes.supportedTokens(of: list.attribute, on: list.element, in: list.store)
                    else { throw BindingError.typeError("Type error") }
                    return list.realm.context.boolean(supported.contains(asciiLowercase(token)))
                }
            },
            NativeMethod("toString") { context, function, this, count, arguments, exception in
                tokenListOperation(context, function, this, count, arguments, exception, "toString") { _, list in
                    list.realm.context.string(list.store.attribute(list.attribute, of: list.element) ?? "")
                }
            },
        ]
        return definition
    }()
}

/// Runs a `DOMTokenList` operation: `this` must be a token list.
@inline(__always)
private func tokenListOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, TokenListPayload) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("DOMTokenList"), name,
        as: TokenListPayload.self, body)
}
