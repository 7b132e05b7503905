import CSS
import DOM
import JavaScriptEngine

/// The payload of a style sheet's `MediaList`: the sheet whose media it reads and edits,
/// and the element that made it (whose `media` attribute, when it changes, replaces them).
final class MediaListPayload: Payload, IndexedStringList {
    let sheet: CSSStyleSheet
    let owner: NodeID

    init(realm: Realm, sheet: CSSStyleSheet, owner: NodeID) {
        self.sheet = sheet
        self.owner = owner
        super.init(realm: realm)
    }

    /// The sheet's media now, after any change of its owner's `media` attribute.
    var queries: MediaQueryList {
        _ = realm.store.styleSheet(ownedBy: owner)
        return sheet.media
    }

    /// The queries now, each serialized.
    var strings: [String] { queries.items }

    /// Replaces the sheet's media by `queries` (each a query's serialization): the next style
    /// query applies them.
    func update(_ queries: [String]) {
        sheet.media = MediaQueryList(parsing: queries.joined(separator: ", "))
    }

    /// `medium` parsed as one query, serialized; nil when it is not one query.
    func serializedMedium(_ medium: String) -> String? {
        let parsed = MediaQueryList(parsing: medium).items
        return parsed.count == 1 ? parsed[0] : nil
    }
}

extension Realm {
    /// `sheet.media`: the same live list every time.
    func mediaList(of sheet: CSSStyleSheet, ownedBy owner: NodeID) -> JSObject {
        cachedObject(.mediaList(ObjectIdentifier(sheet))) {
            makeObject("MediaList", payload: MediaListPayload(realm: self, sheet: sheet, owner: owner))
        }
    }
}

extension InterfaceDefinition {
    /// `MediaList` of a style sheet: live, indexed; `mediaText`, `appendMedium` and
    /// `deleteMedium` change the sheet's media (not its element's `media` attribute), as in
    /// WebKit.
    ///
    /// https://drafts.csswg.org/cssom/#the-medialist-interface
    static let mediaList: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "MediaList")
        definition.isArrayLikeIterable = true
        definition.finalize = releaseOnFinalize
        definition.getProperty = indexedStringGetter
        definition.properties = [
            indexedStringLength,
            NativeProperty(
                "mediaText",
                get: { context, object, _, exception in
                    payloadGetter(object, exception, as: MediaListPayload.self) { list in
                        list.realm.context.string(list.queries.mediaText)
                    }
                },
                set: { context, object, _, value, exception in
                    payloadSetter(object, value, exception, as: MediaListPayload.self) { list, value in
                        list.sheet.media = MediaQueryList(parsing: try value.legacyNullToEmptyString(in: list.realm))
                    }
                }),
        ]
        definition.methods = [
            NativeMethod("item") { context, function, this, count, arguments, exception in
                mediaListOperation(context, function, this, count, arguments, exception, "item") { call, list in try list.item(call) }
            },
            // https://drafts.csswg.org/cssom/#dom-medialist-appendmedium
            NativeMethod("appendMedium") { context, function, this, count, arguments, exception in
                mediaListOperation(context, function, this, count, arguments, exception, "appendMedium") { call, list in
                    let medium = try call.requiredString(0, "MediaList.appendMedium")
                    var media = list.strings
                    if let query = list.serializedMedium(medium), !media.contains(query) {
                        media.append(query)
                        list.update(media)
                    }
                    return list.realm.context.undefined
                }
            },
            // https://drafts.csswg.org/cssom/#dom-medialist-deletemedium
            NativeMethod("deleteMedium") { context, function, this, count, arguments, exception in
                mediaListOperation(context, function, this, count, arguments, exception, "deleteMedium") { call, list in
                    let medium = try call.requiredString(0, "MediaList.deleteMedium")
                    let media = list.strings
                    guard let query = list.serializedMedium(medium), media.contains(query) else {
                        throw DOMException(.notFoundError, "the medium '\(medium)' is not in the list")
                    }
                    list.update(media.filter { $0 != query })
                    return list.realm.context.undefined
                }
            },
            NativeMethod("toString") { context, function, this, count, arguments, exception in
                mediaListOperation(context, function, this, count, arguments, exception, "toString") { _, list in
                    list.realm.context.string(list.queries.mediaText)
                }
            },
        ]
        return definition
    }()
}

/// Runs a `MediaList` operation: `this` must be a media list.
private func mediaListOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, MediaListPayload) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("MediaList"), name,
        as: MediaListPayload.self, body)
}
