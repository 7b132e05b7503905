import DOM
import JavaScriptEngine

/// `HTMLMediaElement`'s playback members, which keep their state in the media group's
/// script (see `StandardObjectGroup.mediaSource`): each native member hands it the
/// element and the facts of the tree it needs.
///
/// https://html.spec.whatwg.org/multipage/media.html#htmlmediaelement
enum MediaElementMembers {
    /// The read-only attributes.
    static let readOnlyAttributes = [
        "paused", "ended", "duration", "readyState", "networkState", "seeking", "error", "currentSrc", "buffered", "played",
        "seekable", "textTracks", "audioTracks", "videoTracks",
    ]
    /// The attributes scripts can set.
    static let writableAttributes = ["currentTime", "muted", "volume", "playbackRate", "defaultPlaybackRate"]

    static let properties: [NativeProperty] =
        readOnlyAttributes.map { NativeProperty($0, get: attributeGetter) }
        + writableAttributes.map { NativeProperty($0, get: attributeGetter, set: attributeSetter) }

    static let methods: [NativeMethod] = [
        NativeMethod("play") { c, f, t, n, a, e in forwardToMediaGroup("play", c, f, t, n, a, e) },
        NativeMethod("pause") { c, f, t, n, a, e in forwardToMediaGroup("pause", c, f, t, n, a, e) },
        NativeMethod("load") { c, f, t, n, a, e in forwardToMediaGroup("load", c, f, t, n, a, e) },
        NativeMethod("fastSeek") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlMediaElement, "fastSeek") {
                call, realm, node in
                guard call.count > 0 else { throw call.notEnoughArguments("HTMLMediaElement.fastSeek", required: 1) }
                return try callMediaGroup(realm, node, "fastSeek", [call[0]])
            }
        },
        NativeMethod("canPlayType") { context, function, this, count, arguments, exception in
            nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlMediaElement, "canPlayType") {
                call, realm, _ in
                guard call.count > 0 else { throw call.notEnoughArguments("HTMLMediaElement.canPlayType", required: 1) }
                return realm.context.string(MediaTypeSupport.answer(for: try call[0].domString(in: realm)).rawValue)
            }
        },
    ]

    /// `HTMLVideoElement`'s own attributes: its intrinsic size, 0 while nothing is loaded.
    static let videoProperties: [NativeProperty] = ["videoWidth", "videoHeight"].map { NativeProperty($0, get: attributeGetter) }

    /// `HTMLVideoElement`'s own operation.
    static let videoMethods: [NativeMethod] = [
        NativeMethod("getVideoPlaybackQuality") { context, function, this, count, arguments, exception in
            nodeOperation(
                context, function, this, count, arguments, exception, NodeInterface.htmlVideoElement, "getVideoPlaybackQuality"
            ) { _, realm, node in try callMediaGroup(realm, node, "getVideoPlaybackQuality", []) }
        }
    ]

    /// The `NETWORK_*` and `HAVE_*` constants.
    ///
    /// https://html.spec.whatwg.org/multipage/media.html#dom-media-network_empty
    static let constants: [(name: String, value: Double)] = [
        ("NETWORK_EMPTY", 0), ("NETWORK_IDLE", 1), ("NETWORK_LOADING", 2), ("NETWORK_NO_SOURCE", 3),
        ("HAVE_NOTHING", 0), ("HAVE_METADATA", 1), ("HAVE_CURRENT_DATA", 2), ("HAVE_FUTURE_DATA", 3), ("HAVE_ENOUGH_DATA", 4),
    ]

    private static let attributeGetter: NativeGetterCallback = { context, object, name, exception in
        nodeGetter(context, object, exception) { realm, node in
            try callMediaGroup(realm, node, "mediaAttribute", [realm.context.string(name.map(swiftString) ?? "")])
        }
    }

    private static let attributeSetter: NativeSetterCallback = { context, object, name, value, exception in
        nodeSetter(context, object, value, exception) { realm, node, value in
            _ = try callMediaGroup(realm, node, "mediaAttribute", [realm.context.string(name.map(swiftString) ?? ""), value])
        }
    }

    private static func forwardToMediaGroup(
        _ name: StaticString, _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
        _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?
    ) -> OpaquePointer? {
        nodeOperation(context, function, this, count, arguments, exception, NodeInterface.htmlMediaElement, name) {
            _, realm, node in try callMediaGroup(realm, node, "\(name)", [])
        }
    }

    private static let mutedAttribute = Atom.predefined("muted")

    /// Calls the media group's `name` with the element, its facts and `arguments`.
    private static func callMediaGroup(_ realm: Realm, _ element: NodeID, _ name: String, _ arguments: [JSValue]) throws
        -> JSValue
    {
        let member = try realm.standardFunction(name, in: .media)
        let context = realm.context
        let facts = context.makeObject()
        let store = realm.store
        // An empty `src` fails without a URL (`currentSrc` stays empty).
        let source = store.attribute(.src, of: element).map { $0.isEmpty ? "" : store.reflectedURL(.src, of: element) }
        try facts.setProperty("source", context.stringOrNull(source), in: context)
        let hasSourceChildren = store.elementChildren(of: element).contains { store.isHTMLElement($0, named: .source) }
        try facts.setProperty("hasSourceChildren", context.boolean(hasSourceChildren), in: context)
        try facts.setProperty("mutedAttribute", context.boolean(store.hasAttribute(mutedAttribute, on: element)), in: context)
        return try member.call(this: nil, arguments: [realm.wrap(element).value, facts.value] + arguments, in: context)
    }
}
