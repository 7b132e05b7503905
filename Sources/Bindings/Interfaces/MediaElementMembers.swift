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
    static func callMediaGroup(_ realm: Realm, _ element: NodeID, _ name: String, _ arguments: [JSValue]) throws -> JSValue {
        let member = try realm.standardFunction(name, in: .media)
        return try member.call(
            this: nil, arguments: [realm.wrap(element).value, try facts(of: element, in: realm).value] + arguments,
            in: realm.context)
    }

    /// What the media group needs to know of `element`'s tree now: `source`, the URL of its
    /// `src` attribute (null without one), `sourceElements`, its `source` children, and
    /// `mutedAttribute`.
    static func facts(of element: NodeID, in realm: Realm) throws -> JSObject {
        let context = realm.context
        let facts = context.makeObject()
        let store = realm.store
        // An empty `src` fails without a URL (`currentSrc` stays empty).
        let source = store.attribute(.src, of: element).map { $0.isEmpty ? "" : store.reflectedURL(.src, of: element) }
        try facts.setProperty("source", context.stringOrNull(source), in: context)
        let sourceElements = store.elementChildren(of: element).filter { store.isHTMLElement($0, named: .source) }
        try facts.setProperty("sourceElements", try context.makeArray(sourceElements.map { realm.wrap($0).value }).value, in: context)
        try facts.setProperty("mutedAttribute", context.boolean(store.hasAttribute(mutedAttribute, on: element)), in: context)
        return facts
    }
}

/// Starts loading a media element again when a script changes where it loads from: when
/// its `src` attribute is set or changed, or a `source` child is inserted (the media
/// group decides whether that starts anything). Watching starts when a realm first wires
/// `HTMLMediaElement`, so pages that never touch media pay nothing on their mutations;
/// elements the parser made had their sources chosen (and failed) before any script ran.
///
/// https://html.spec.whatwg.org/multipage/media.html#location-of-the-media-resource
final class MediaElementObserver: NodeStoreObserver {
    private unowned let realm: Realm

    init(realm: Realm) { self.realm = realm }

    func attributeChanged(_ element: NodeID, name: Atom, oldValue: String?) {
        guard name == .src, isMediaElement(element), realm.store.hasAttribute(.src, on: element) else { return }
        notify(element, "src")
    }

    func didInsert(_ nodes: [NodeID], into parent: NodeID, before child: NodeID?, at index: Int) {
        guard isMediaElement(parent), nodes.contains(where: { realm.store.isHTMLElement($0, named: .source) }) else { return }
        notify(parent, "source")
    }

    private func isMediaElement(_ node: NodeID) -> Bool { NodeInterface.htmlMediaElement.admits(node, in: realm.store) }

    private func notify(_ element: NodeID, _ reason: String) {
        do {
            _ = try MediaElementMembers.callMediaGroup(realm, element, "sourceChanged", [realm.context.string(reason)])
        } catch {
            realm.warn("a media element's new source could not be loaded: \(error)")
        }
    }
}

extension Realm {
    /// Starts telling the media group about script changes to media sources (once).
    func watchMediaElements() {
        guard mediaElementObserver == nil else { return }
        let observer = MediaElementObserver(realm: self)
        mediaElementObserver = observer
        store.addObserver(observer)
    }
}
