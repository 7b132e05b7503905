import CSS
import DOM
import JavaScriptEngine

/// The members of `CSSStyleSheet` for the sheets scripts make: the constructor,
/// `replace()` and `replaceSync()`, with WebKit's errors. A constructed sheet has no owner
/// and no `href`, is in no document's `styleSheets`, and applies once a document adopts it
/// (``AdoptedStyleSheets``).
///
/// https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssstylesheet
enum ConstructedStyleSheets {
    /// `new CSSStyleSheet(options)`: an empty constructed sheet whose constructor document is
    /// the window's document. `options` is a `CSSStyleSheetInit`: `baseURL` (resolved against
    /// the document's base URL; one that does not parse is WebKit's `NotAllowedError`),
    /// `media` (a `MediaList`'s text or a string) and `disabled`.
    ///
    /// https://drafts.csswg.org/cssom/#dom-cssstylesheet-cssstylesheet
    static let constructor: NativeFunctionCallback = { context, function, this, count, arguments, exception in
        globalFunction(context, function, this, count, arguments, exception) { call, realm in
            let document = realm.document
            // The members in WebIDL's order (alphabetical).
            let options = try DictionaryArgument(call[0], in: realm)
            var baseURL = realm.store.baseURL(of: document).href
            if let value = try options.member("baseURL") {
                guard let url = realm.store.parseURL(try value.domString(in: realm), relativeTo: document) else {
                    throw DOMException(.notAllowedError, "Base URL is invalid")
                }
                baseURL = url.href
            }
            let disabled = try options.boolean("disabled")
            var media = ""
            if let value = try options.member("media") {
                if let list = value.asObject(in: realm.context).flatMap({ payload(of: $0.raw, as: MediaListPayload.self) }) {
                    media = list.queries.mediaText
                } else {
                    media = try value.domString(in: realm)
                }
            }
            let sheet = realm.store.makeConstructedStyleSheet(for: document, baseURL: baseURL, media: media, disabled: disabled)
            return realm.constructedStyleSheet(sheet, for: document).value
        }
    }

    static let methods: [NativeMethod] = [
        // https://drafts.csswg.org/cssom/#dom-cssstylesheet-replace: WebKit replaces the rules
        // at once and returns a settled promise; every error, a wrong `this` included, rejects it.
        NativeMethod("replace") { context, function, this, count, arguments, exception in
            globalFunction(context, function, this, count, arguments, exception) { call, realm in
                let deferred = try realm.context.makeDeferredPromise()
                do {
                    guard let object = call.this, let sheet = payload(of: object.raw, as: StyleSheetPayload.self) else {
                        throw BindingError.typeError("Can only call CSSStyleSheet.replace on instances of CSSStyleSheet")
                    }
                    try replaceRules(of: sheet, call)
                    _ = try deferred.resolve.call(this: nil, arguments: [object.value], in: realm.context)
                } catch {
                    _ = try deferred.reject.call(this: nil, arguments: [realm.throwable(from: error)], in: realm.context)
                }
                return deferred.promise.value
            }
        },
        // https://drafts.csswg.org/cssom/#dom-cssstylesheet-replacesync
        NativeMethod("replaceSync") { c, f, t, n, a, e in
            sheetOperation(c, f, t, n, a, e, "replaceSync") { call, sheet in
                try replaceRules(of: sheet, call)
                return call.context.undefined
            }
        },
    ]

    /// The rules of `replace(text)` and `replaceSync(text)`: a constructed sheet's rules
    /// become those of the text, `@import`s dropped; any other sheet throws WebKit's
    /// `NotAllowedError`.
    private static func replaceRules(of payload: StyleSheetPayload, _ call: NativeCall) throws {
        let text = try call.requiredString(0, "CSSStyleSheet.replaceSync")
        guard payload.sheet.isConstructed else {
            throw DOMException(.notAllowedError, "This CSSStyleSheet object was not constructed by JavaScript")
        }
        payload.sheet.replace(withText: text)
    }
}

extension Realm {
    /// The object of a constructed sheet, made by `new CSSStyleSheet()` for `document`: the
    /// same object for as long as the realm lives.
    func constructedStyleSheet(_ sheet: CSSStyleSheet, for document: NodeID) -> JSObject {
        cachedObject(.styleSheet(ObjectIdentifier(sheet))) {
            makeObject("CSSStyleSheet", payload: StyleSheetPayload(realm: self, owner: nil, constructorDocument: document, sheet: sheet))
        }
    }
}
