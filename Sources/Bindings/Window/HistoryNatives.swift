import DOM
import JavaScriptEngine

/// The native half of `history`, which the bootstrap script defines. A saved page has no
/// session history: `pushState` and `replaceState` are recorded as navigation requests.
/// Only the bootstrap script sees these helpers; they are not globals.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-history-pushstate
enum HistoryNatives {
    static let functions: [(String, NativeFunctionCallback)] = [
        // `recordHistory(kind, url)`: `url` resolved against the document, or the document's URL when empty.
        ("recordHistory", { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let kind = try call.string(0)
                let url = try call.string(1)
                let resolved = url.isEmpty ? realm.documentURL.href : (realm.store.parseURL(url, relativeTo: realm.document)?.href ?? url)
                realm.requestNavigation(kind == "pushState" ? .pushState : .replaceState, to: resolved)
                return realm.context.undefined
            }
        })
    ]
}
