import DOM
import JavaScriptEngine

/// What images and frames say when nothing is loaded: a saved page's images are never
/// fetched, and no frame has a document.
///
/// https://html.spec.whatwg.org/multipage/embedded-content.html
enum EmbeddedContentMembers {
    /// `HTMLImageElement` members beyond reflection.
    static let imageProperties: [NativeProperty] = [
        // https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-complete:
        // an image that will not be fetched is "broken", and broken images are complete.
        NativeProperty("complete", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in realm.context.boolean(true) }
        }),
        // https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-naturalwidth: 0 without an image.
        NativeProperty("naturalWidth", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in
                realm.noteLayoutRead("an image's naturalWidth")
                return realm.context.number(0)
            }
        }),
        NativeProperty("naturalHeight", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, _ in
                realm.noteLayoutRead("an image's naturalHeight")
                return realm.context.number(0)
            }
        }),
        // https://html.spec.whatwg.org/multipage/embedded-content-other.html#dom-dim-width: the
        // rendered size in a browser; here the reflected attribute (0 without one).
        NativeProperty("width", get: imageDimension, set: reflectedSetter),
        NativeProperty("height", get: imageDimension, set: reflectedSetter),
        // https://html.spec.whatwg.org/multipage/embedded-content.html#dom-img-currentsrc: the
        // URL the image would be fetched from on the session's screen.
        NativeProperty("currentSrc", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                let screen = ImageSelectionScreen(
                    viewportWidth: Double(realm.environment.viewport.width), pixelRatio: realm.environment.devicePixelRatio)
                return realm.context.string(realm.store.currentSource(ofImage: node, on: screen))
            }
        }),
    ]

    /// `img.width` and `img.height`: the reflected attribute, with the layout warning.
    private static let imageDimension: NativeGetterCallback = { context, object, name, exception in
        if let context, let realm = RealmRegistry.realm(of: JSContext(raw: context)), !realm.layoutWarningGiven, let name {
            realm.noteLayoutRead("an image's \(swiftString(name))")
        }
        return reflectedGetter(context, object, name, exception)
    }

    /// `contentWindow` and `contentDocument` of `iframe`, `frame` and `object`: the frame's
    /// window and document (see `FrameWindows`); always null for `object`, whose data is never
    /// loaded.
    ///
    /// https://html.spec.whatwg.org/multipage/iframe-embed-object.html#dom-iframe-contentwindow
    static let frameProperties: [NativeProperty] = [
        NativeProperty("contentWindow", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.contentWindow(of: node) }
        }),
        NativeProperty("contentDocument", get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in realm.contentDocument(of: node) }
        }),
    ]
}
