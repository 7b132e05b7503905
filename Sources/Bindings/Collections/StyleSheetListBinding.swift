import DOM
import JavaScriptEngine

/// The payload of `document.styleSheets`: the document whose sheets it lists.
final class StyleSheetListPayload: Payload {
    let document: NodeID

    init(realm: Realm, document: NodeID) {
        self.document = document
        super.init(realm: realm)
    }

    /// The elements whose sheets are listed, in tree order: the document's `style` elements
    /// and `link rel=stylesheet` elements that have a sheet (a linked sheet the page does not
    /// carry is absent, as with the network off).
    ///
    /// https://drafts.csswg.org/cssom/#document-or-shadow-root-css-style-sheets
    var owners: [NodeID] {
        realm.store.styleSheetOwners(of: document).map(\.owner)
    }
}

extension Realm {
    /// `document.styleSheets`: the same live list every time.
    func styleSheets(of document: NodeID) -> JSObject {
        cachedObject(.styleSheets(document)) {
            makeObject("StyleSheetList", payload: StyleSheetListPayload(realm: self, document: document))
        }
    }

    /// The `CSSStyleSheet` of a `style` element (`style.sheet`): the same object every time.
    func styleSheet(of owner: NodeID) -> JSObject {
        nodePart("CSSStyleSheet", .styleSheet(owner), of: owner)
    }
}

extension InterfaceDefinition {
    /// `StyleSheetList`: live and indexed.
    ///
    /// https://drafts.csswg.org/cssom/#the-stylesheetlist-interface
    static let styleSheetList: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "StyleSheetList")
        definition.hasIndexedIterator = true
        definition.finalize = releaseOnFinalize
        definition.getProperty = { context, object, name, exception in
            guard let name, let index = arrayIndexValue(of: name), let object, let pointer = JSObject(raw: object).privateData,
                let list = Payload.from(pointer) as? StyleSheetListPayload
            else { return nil }
            let owners = list.owners
            return index < owners.count ? list.realm.styleSheet(of: owners[index]).raw : nil
        }
        definition.properties = [
            NativeProperty("length", get: { context, object, _, exception in
                payloadGetter(object, exception, as: StyleSheetListPayload.self) { list in list.realm.context.number(list.owners.count) }
            })
        ]
        definition.methods = [
            NativeMethod("item") { c, f, t, n, a, e in
                payloadOperation(c, f, t, n, a, e, InterfaceRegistry.shared.jsClass("StyleSheetList"), "item", as: StyleSheetListPayload.self) {
                    call, list in
                    let index = try call.unsignedInteger(0)
                    let owners = list.owners
                    return index < owners.count ? list.realm.styleSheet(of: owners[Int(index)]).value : list.realm.context.null
                }
            }
        ]
        return definition
    }()

    /// `CSSStyleSheet` of a `style` element. appexjs parses no stylesheets, so `cssRules`
    /// is always empty (docs/differences-from-safari.md).
    ///
    /// https://drafts.csswg.org/cssom/#the-cssstylesheet-interface
    static let cssStyleSheet: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSStyleSheet")
        // Its objects own a NodePartPayload (see Realm.nodePart).
        definition.finalize = releaseOnFinalize
        let emptyRules: NativeGetterCallback = { context, object, _, exception in
            payloadGetter(object, exception, as: NodePartPayload.self) { sheet in try sheet.realm.context.makeArray([]).value }
        }
        definition.properties = [
            NativeProperty("ownerNode", get: { context, object, _, exception in
                payloadGetter(object, exception, as: NodePartPayload.self) { sheet in sheet.realm.wrap(sheet.node).value }
            }),
            NativeProperty("type", get: { context, object, _, exception in
                payloadGetter(object, exception, as: NodePartPayload.self) { sheet in sheet.realm.context.string("text/css") }
            }),
            NativeProperty("title", get: { context, object, _, exception in
                payloadGetter(object, exception, as: NodePartPayload.self) { sheet in
                    guard let title = sheet.realm.store.attribute(named: "title", of: sheet.node) else { return sheet.realm.context.null }
                    return sheet.realm.context.string(title)
                }
            }),
            NativeProperty("href", get: { context, object, _, exception in
                payloadGetter(object, exception, as: NodePartPayload.self) { sheet in
                    guard sheet.realm.store.isHTMLElement(sheet.node, named: .link) else { return sheet.realm.context.null }
                    return sheet.realm.context.string(sheet.realm.store.reflectedURL(.href, of: sheet.node))
                }
            }),
            NativeProperty("parentStyleSheet", get: { context, object, _, exception in
                payloadGetter(object, exception, as: NodePartPayload.self) { sheet in sheet.realm.context.null }
            }),
            NativeProperty("ownerRule", get: { context, object, _, exception in
                payloadGetter(object, exception, as: NodePartPayload.self) { sheet in sheet.realm.context.null }
            }),
            NativeProperty("disabled", get: { context, object, _, exception in
                payloadGetter(object, exception, as: NodePartPayload.self) { sheet in sheet.realm.context.boolean(false) }
            }),
            // A plain object with `mediaText` and `length`, not a live `MediaList`.
            NativeProperty("media", get: { context, object, _, exception in
                payloadGetter(object, exception, as: NodePartPayload.self) { sheet in
                    let context = sheet.realm.context
                    let text = sheet.realm.store.attribute(named: "media", of: sheet.node) ?? ""
                    let media = context.makeObject()
                    try media.setProperty("mediaText", context.string(text), in: context)
                    try media.setProperty("length", context.number(text.isEmpty ? 0 : text.split(separator: ",").count), in: context)
                    return media.value
                }
            }),
            NativeProperty("cssRules", get: emptyRules),
            NativeProperty("rules", get: emptyRules),
        ]
        return definition
    }()
}

/// `sheet` of `style` and `link` elements (the `LinkStyle` mixin).
///
/// https://drafts.csswg.org/cssom/#the-linkstyle-interface
enum StyleSheetMembers {
    /// `sheet`: the element's sheet while it is in a document and has one, else null.
    static let sheet = NativeProperty("sheet", get: { context, object, _, exception in
        nodeGetter(context, object, exception) { realm, node in
            realm.store.styleSheet(ownedBy: node) != nil ? realm.styleSheet(of: node).value : realm.context.null
        }
    })
}
