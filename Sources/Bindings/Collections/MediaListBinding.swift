import CSS
import DOM
import JavaScriptEngine

/// The payload of a `MediaList`: whose media it reads and edits, a style sheet's (whose
/// owner's `media` attribute, when it changes, replaces them), an `@media` rule's or an
/// `@import` rule's. Every change takes effect on the next style query.
final class MediaListPayload: Payload, IndexedStringList {
    /// Whose media the list is.
    enum Source {
        /// A sheet, and the element that made it (or made the sheet that imports it; nil
        /// for a constructed sheet).
        case sheet(CSSStyleSheet, owner: NodeID?)
        case mediaRule(CSSMediaRule)
        case importRule(CSSImportRule)

        /// The identity the list's object is cached under: the sheet's or rule's.
        var identifier: ObjectIdentifier {
            switch self {
            case .sheet(let sheet, _): ObjectIdentifier(sheet)
            case .mediaRule(let rule): ObjectIdentifier(rule)
            case .importRule(let rule): ObjectIdentifier(rule)
            }
        }
    }

    let source: Source

    init(realm: Realm, source: Source) {
        self.source = source
        super.init(realm: realm)
    }

    /// The media now (a sheet's after any change of its owner's `media` attribute); set,
    /// they replace the source's media.
    var queries: MediaQueryList {
        get {
            switch source {
            case .sheet(let sheet, let owner):
                if let owner { _ = realm.store.styleSheet(ownedBy: owner) }
                return sheet.media
            case .mediaRule(let rule): return rule.media
            case .importRule(let rule): return rule.media
            }
        }
        set {
            switch source {
            case .sheet(let sheet, _): sheet.media = newValue
            case .mediaRule(let rule): rule.media = newValue
            case .importRule(let rule): rule.media = newValue
            }
        }
    }

    /// The queries now, each serialized.
    var strings: [String] { queries.items }

    /// Replaces the media by `queries` (each a query's serialization).
    func update(_ queries: [String]) {
        self.queries = MediaQueryList(parsing: queries.joined(separator: ", "))
    }
}

extension Realm {
    /// The `media` of a sheet, `@media` rule or `@import` rule: the same live list every time.
    func mediaList(_ source: MediaListPayload.Source) -> JSObject {
        cachedObject(.mediaList(source.identifier)) { makeObject("MediaList", payload: MediaListPayload(realm: self, source: source)) }
    }
}

extension InterfaceDefinition {
    /// `MediaList` of a style sheet, `@media` rule or `@import` rule: live, indexed;
    /// `mediaText`, `appendMedium` and `deleteMedium` change the media the sheet or rule
    /// applies to (not a sheet's element's `media` attribute), as in WebKit.
    ///
    /// https://drafts.csswg.org/cssom/#the-medialist-interface
    static let mediaList: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "MediaList")
        // Only `[Symbol.iterator]`, as an interface with an indexed getter has in WebKit.
        definition.hasIndexedIterator = true
        definition.finalize = releaseOnFinalize
        definition.getProperty = indexedStringGetter
        definition.getPropertyNames = indexedStringNames
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
                        list.queries = MediaQueryList(parsing: try value.legacyNullToEmptyString(in: list.realm))
                    }
                }),
        ]
        definition.methods = [
            NativeMethod("item") { context, function, this, count, arguments, exception in
                mediaListOperation(context, function, this, count, arguments, exception, "item") { call, list in try list.item(call) }
            },
            // https://drafts.csswg.org/cssom/#dom-medialist-appendmedium
            // WebKit appends every query of the text, a query the list has already included.
            NativeMethod("appendMedium") { context, function, this, count, arguments, exception in
                mediaListOperation(context, function, this, count, arguments, exception, "appendMedium") { call, list in
                    let added = MediaQueryList(parsing: try call.requiredString(0, "MediaList.appendMedium")).items
                    if !added.isEmpty { list.update(list.strings + added) }
                    return list.realm.context.undefined
                }
            },
            // https://drafts.csswg.org/cssom/#dom-medialist-deletemedium
            // WebKit removes the first query equal to the text's one query.
            NativeMethod("deleteMedium") { context, function, this, count, arguments, exception in
                mediaListOperation(context, function, this, count, arguments, exception, "deleteMedium") { call, list in
                    let medium = try call.requiredString(0, "MediaList.deleteMedium")
                    let parsed = MediaQueryList(parsing: medium).items
                    var media = list.strings
                    guard parsed.count == 1, let index = media.firstIndex(of: parsed[0]) else {
                        throw DOMException(.notFoundError, "the medium '\(medium)' is not in the list")
                    }
                    media.remove(at: index)
                    list.update(media)
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
