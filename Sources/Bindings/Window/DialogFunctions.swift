import DOM
import JavaScriptEngine

/// A dialog a script opened. A saved page has no user; each dialog is answered at once
/// (`confirm` with true, as a user accepting; `prompt` with null, as a user cancelling,
/// since no text was typed) and recorded.
public struct Dialog: Sendable, Equatable, Codable {
    /// `alert`, `confirm`, `prompt` or `print`.
    public var kind: String
    /// The message shown.
    public var message: String
}

/// `alert`, `confirm`, `prompt`, `print`, `open`, `fetch`, and the layout queries of the
/// window that have fixed answers without layout.
///
/// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#user-prompts
enum DialogFunctions {
    static let functions: [(String, NativeFunctionCallback)] = [
        ("alert", { c, f, t, n, a, e in dialog("alert", c, f, t, n, a, e) { realm, _ in realm.context.undefined } }),
        ("confirm", { c, f, t, n, a, e in dialog("confirm", c, f, t, n, a, e) { realm, _ in realm.context.boolean(true) } }),
        ("prompt", { c, f, t, n, a, e in dialog("prompt", c, f, t, n, a, e) { realm, _ in realm.context.null } }),
        ("print", { c, f, t, n, a, e in dialog("print", c, f, t, n, a, e) { realm, _ in realm.context.undefined } }),
        // https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-open: recorded, never opened.
        ("open", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let url = call.has(0) ? try call.string(0) : "about:blank"
                let resolved = realm.store.parseURL(url, relativeTo: realm.document)?.href ?? url
                realm.requestNavigation(.open, to: resolved)
                return realm.context.null
            }
        }),
        // https://fetch.spec.whatwg.org/#dom-global-fetch: no network; the promise rejects.
        ("fetch", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let target = call.has(0) ? realm.fetchTarget(call[0]) : ""
                let deferred = try realm.context.makeDeferredPromise()
                let error = realm.makeError(
                    realm.builtins.typeError, "network access is disabled: fetch(\(target)) was not sent")
                _ = try deferred.reject.call(this: nil, arguments: [error], in: realm.context)
                realm.warn("fetch(\(target)) was refused: network access is disabled")
                return deferred.promise.value
            }
        }),
        ("scrollTo", { c, f, t, n, a, e in noLayout(c, f, t, n, a, e) }),
        ("scrollBy", { c, f, t, n, a, e in noLayout(c, f, t, n, a, e) }),
        ("scroll", { c, f, t, n, a, e in noLayout(c, f, t, n, a, e) }),
        ("focus", { c, f, t, n, a, e in noLayout(c, f, t, n, a, e) }),
        ("blur", { c, f, t, n, a, e in noLayout(c, f, t, n, a, e) }),
        ("stop", { c, f, t, n, a, e in noLayout(c, f, t, n, a, e) }),
    ]

    private static func dialog(
        _ kind: String, _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
        _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
        answer: (Realm, NativeCall) -> JSValue
    ) -> OpaquePointer? {
        globalFunction(context, function, this, count, arguments, exception) { call, realm in
            realm.dialogs.append(Dialog(kind: kind, message: call.has(0) ? try call.string(0) : ""))
            return answer(realm, call)
        }
    }

    private static func noLayout(
        _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
        _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?
    ) -> OpaquePointer? {
        globalFunction(context, function, this, count, arguments, exception) { _, realm in realm.context.undefined }
    }
}

extension Realm {
    /// The URL `fetch(input)` would have requested, for what it reports: a `Request`'s URL,
    /// or `input` as a string parsed against the document's base URL (as it is when left
    /// unparsable).
    ///
    /// https://fetch.spec.whatwg.org/#dom-request (steps 5 and 6)
    func fetchTarget(_ input: JSValue) -> String {
        if let reader = requestURLReader, input.isObject(in: context),
            let url = try? reader.call(this: nil, arguments: [input], in: context), url.isString(in: context),
            let text = try? url.toString(in: context)
        {
            return text
        }
        guard let text = try? input.toString(in: context) else { return "" }
        return store.parseURL(text, relativeTo: document)?.href ?? text
    }
}
