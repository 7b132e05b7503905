import CSS
import DOM
import JavaScriptEngine
import WHATWGURL

/// The payload of `document.styleSheets`: the document whose sheets it lists.
final class StyleSheetListPayload: Payload, IndexedObjectList {
    let document: NodeID

    init(realm: Realm, document: NodeID) {
        self.document = document
        super.init(realm: realm)
    }

    /// The sheets listed: those of the document's `style` elements and `link rel=stylesheet`
    /// elements that have a sheet, in tree order (a linked sheet the page does not carry is
    /// absent, as with the network off), then its adopted sheets that are not disabled.
    ///
    /// https://drafts.csswg.org/cssom/#document-or-shadow-root-css-style-sheets
    var objects: [JSObject] {
        let store = realm.store
        var objects = store.styleSheetOwners(of: document).map { realm.styleSheet($0.sheet, ownedBy: $0.owner) }
        // WebKit 2.50 lists the adopted sheets too, after the document's own: those not
        // disabled, each as often as it was adopted.
        for sheet in store.adoptedStyleSheets(of: document) where !sheet.disabledFlag {
            if let object = realm.styleSheetObject(of: sheet) { objects.append(object) }
        }
        return objects
    }
}

/// The payload of a `CSSStyleSheet` object: one sheet, and the element that made it or, for
/// a constructed sheet, the document it was constructed for. A `style` element whose text
/// changes, or that leaves the document, gets a new sheet and a new object; the old object
/// keeps its sheet (its rules, `disabled`), with no owner.
final class StyleSheetPayload: Payload {
    /// The `style` or `link` element that made the sheet (or the sheet importing it); nil
    /// for a constructed sheet.
    let owner: NodeID?
    /// A constructed sheet's constructor document (the window's document when it was made),
    /// the only document that may adopt it; nil for other sheets.
    ///
    /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-constructor-document
    let constructorDocument: NodeID?
    let sheet: CSSStyleSheet

    init(realm: Realm, owner: NodeID?, constructorDocument: NodeID? = nil, sheet: CSSStyleSheet) {
        self.owner = owner
        self.constructorDocument = constructorDocument
        self.sheet = sheet
        super.init(realm: realm)
    }

    /// Whether the element still owns this sheet.
    var isOwned: Bool {
        guard let owner else { return false }
        return realm.store.styleSheet(ownedBy: owner) === sheet
    }

    /// Whether scripts may read and change the sheet's rules: a sheet without a URL, from the
    /// document's origin, or a linked `data:` sheet; not an imported `data:` sheet nor one
    /// from another origin, as in WebKit.
    ///
    /// https://drafts.csswg.org/cssom/#concept-css-style-sheet-origin-clean-flag
    var isOriginClean: Bool {
        guard let href = sheet.href, let url = URLRecord.parse(href) else { return true }
        if url.scheme == "data" { return sheet.ownerRule == nil }
        return url.origin != "null" && url.origin == realm.documentURL.origin
    }

    /// Throws WebKit's `SecurityError` (`Not allowed to <action> cross-origin stylesheet`)
    /// unless the sheet is origin-clean.
    func requireOriginClean(_ action: String) throws {
        guard isOriginClean else { throw DOMException(.securityError, "Not allowed to \(action) cross-origin stylesheet") }
    }
}

/// The payload of a live list whose items are objects read by index (`StyleSheetList`,
/// `CSSRuleList`): the objects it holds now.
protocol IndexedObjectList: Payload {
    var objects: [JSObject] { get }
}

extension InterfaceDefinition {
    /// A live list of objects read by index (``IndexedObjectList``): `length`, `list[i]`,
    /// iterable. Its `item()` method is the list's own.
    static func indexedObjectList(named name: String, item: NativeMethod) -> InterfaceDefinition {
        var definition = InterfaceDefinition(name: name)
        definition.hasIndexedIterator = true
        definition.finalize = releaseOnFinalize
        definition.getProperty = indexedObjectGetter
        definition.getPropertyNames = indexedObjectNames
        definition.properties = [indexedObjectLength]
        definition.methods = [item]
        return definition
    }

    /// `list[index]` for an ``IndexedObjectList``.
    static let indexedObjectGetter: NativeGetterCallback = { context, object, name, exception in
        guard let name, let index = arrayIndexValue(of: name), let list = payload(of: object, as: Payload.self) as? any IndexedObjectList
        else { return nil }
        let objects = list.objects
        return index < objects.count ? objects[index].raw : nil
    }

    /// The indices of an ``IndexedObjectList``, for `Object.keys` and `for…in`.
    static let indexedObjectNames: NativePropertyNamesCallback = { context, object, accumulator in
        guard let list = payload(of: object, as: Payload.self) as? any IndexedObjectList else { return }
        for index in list.objects.indices { addPropertyName(String(index), to: accumulator) }
    }

    /// `length` of an ``IndexedObjectList``.
    static let indexedObjectLength = NativeProperty("length", get: { context, object, _, exception in
        payloadGetter(object, exception, as: Payload.self) { payload in
            payload.realm.context.number((payload as? any IndexedObjectList)?.objects.count ?? 0)
        }
    })
}

extension Realm {
    /// `document.styleSheets`: the same live list every time.
    func styleSheets(of document: NodeID) -> JSObject {
        cachedObject(.styleSheets(document)) {
            makeObject("StyleSheetList", payload: StyleSheetListPayload(realm: self, document: document))
        }
    }

    /// The `CSSStyleSheet` object of `sheet`, which `owner` made: the same object for as long
    /// as the sheet lives.
    func styleSheet(_ sheet: CSSStyleSheet, ownedBy owner: NodeID) -> JSObject {
        cachedObject(.styleSheet(ObjectIdentifier(sheet))) {
            makeObject("CSSStyleSheet", payload: StyleSheetPayload(realm: self, owner: owner, sheet: sheet))
        }
    }
}

extension InterfaceDefinition {
    /// `StyleSheetList`: live and indexed.
    ///
    /// https://drafts.csswg.org/cssom/#the-stylesheetlist-interface
    static let styleSheetList = indexedObjectList(
        named: "StyleSheetList",
        item: NativeMethod("item") { c, f, t, n, a, e in
            payloadOperation(c, f, t, n, a, e, InterfaceRegistry.shared.jsClass("StyleSheetList"), "item", as: StyleSheetListPayload.self) {
                call, list in
                let index = try call.unsignedInteger(0)
                let objects = list.objects
                return index < objects.count ? objects[index].value : list.realm.context.null
            }
        })

    /// `StyleSheet`: what every sheet has, whatever its language.
    ///
    /// https://drafts.csswg.org/cssom/#the-stylesheet-interface
    static let styleSheet: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "StyleSheet")
        // Its objects own a StyleSheetPayload (see Realm.styleSheet(_:ownedBy:)); only the base
        // class releases it.
        definition.finalize = releaseOnFinalize
        definition.properties = [
            NativeProperty("ownerNode", get: { context, object, _, exception in
                payloadGetter(object, exception, as: StyleSheetPayload.self) { sheet in
                    guard let owner = sheet.owner, sheet.isOwned else { return sheet.realm.context.null }
                    return sheet.realm.wrap(owner).value
                }
            }),
            NativeProperty("type", get: { context, object, _, exception in
                payloadGetter(object, exception, as: StyleSheetPayload.self) { sheet in sheet.realm.context.string("text/css") }
            }),
            NativeProperty("title", get: { context, object, _, exception in
                payloadGetter(object, exception, as: StyleSheetPayload.self) { sheet in
                    guard sheet.sheet.ownerRule == nil, let owner = sheet.owner, let title = sheet.realm.store.attribute(named: "title", of: owner)
                    else {
                        return sheet.realm.context.null
                    }
                    return sheet.realm.context.string(title)
                }
            }),
            NativeProperty("href", get: { context, object, _, exception in
                payloadGetter(object, exception, as: StyleSheetPayload.self) { sheet in
                    // An imported sheet's URL.
                    if sheet.sheet.ownerRule != nil { return sheet.sheet.href.map { sheet.realm.context.string($0) } ?? sheet.realm.context.null }
                    guard let owner = sheet.owner, sheet.realm.store.isHTMLElement(owner, named: .link) else { return sheet.realm.context.null }
                    return sheet.realm.context.string(sheet.realm.store.reflectedURL(.href, of: owner))
                }
            }),
            // An imported sheet's importing sheet, and its `@import` rule; null for others.
            NativeProperty("parentStyleSheet", get: { context, object, _, exception in
                payloadGetter(object, exception, as: StyleSheetPayload.self) { sheet in
                    sheet.sheet.parentStyleSheet.flatMap(sheet.realm.styleSheetObject(of:))?.value ?? sheet.realm.context.null
                }
            }),
            NativeProperty(
                "disabled",
                get: { context, object, _, exception in
                    payloadGetter(object, exception, as: StyleSheetPayload.self) { sheet in
                        sheet.realm.context.boolean(sheet.sheet.disabledFlag)
                    }
                },
                set: { context, object, _, value, exception in
                    payloadSetter(object, value, exception, as: StyleSheetPayload.self) { sheet, value in
                        sheet.sheet.disabledFlag = value.toBoolean(in: sheet.realm.context)
                    }
                }),
            NativeProperty("media", get: { context, object, _, exception in
                payloadGetter(object, exception, as: StyleSheetPayload.self) { sheet in sheet.realm.mediaList(.sheet(sheet.sheet, owner: sheet.owner)).value }
            }),
        ]
        return definition
    }()

    /// `CSSStyleSheet` of a `style` or `link` element, or constructed: one object per sheet (a
    /// `style` element whose text changed has a new sheet and a new object, as in WebKit).
    ///
    /// https://drafts.csswg.org/cssom/#the-cssstylesheet-interface
    static let cssStyleSheet: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSStyleSheet", parent: "StyleSheet")
        let rules: NativeGetterCallback = { context, object, _, exception in
            payloadGetter(object, exception, as: StyleSheetPayload.self) { payload in
                try payload.requireOriginClean("access")
                return payload.realm.ruleList(.sheet(payload.sheet)).value
            }
        }
        definition.properties = [
            NativeProperty("ownerRule", get: { context, object, _, exception in
                payloadGetter(object, exception, as: StyleSheetPayload.self) { sheet in
                    sheet.sheet.ownerRule.map { sheet.realm.ruleObject($0).value } ?? sheet.realm.context.null
                }
            }),
            NativeProperty("cssRules", get: rules),
            NativeProperty("rules", get: rules),
        ]
        definition.constructor = ConstructedStyleSheets.constructor
        definition.methods = ConstructedStyleSheets.methods + [
            NativeMethod("insertRule") { c, f, t, n, a, e in
                sheetOperation(c, f, t, n, a, e, "insertRule") { call, payload in
                    try payload.requireOriginClean("insert rule into")
                    return try CSSRuleEditing.insert(call, into: .sheet(payload.sheet), "CSSStyleSheet.insertRule")
                }
            },
            NativeMethod("deleteRule") { c, f, t, n, a, e in
                sheetOperation(c, f, t, n, a, e, "deleteRule") { call, payload in
                    try payload.requireOriginClean("delete rule from")
                    return try CSSRuleEditing.delete(call, from: .sheet(payload.sheet))
                }
            },
            // https://drafts.csswg.org/cssom/#dom-cssstylesheet-addrule
            NativeMethod("addRule") { c, f, t, n, a, e in
                sheetOperation(c, f, t, n, a, e, "addRule") { call, payload in
                    try payload.requireOriginClean("insert rule into")
                    let selector = call.has(0) ? try call.string(0) : "undefined"
                    let block = call.has(1) ? try call.string(1) : "undefined"
                    let index = call.has(2) ? try call.unsignedInteger(2) : payload.sheet.rules.count
                    do throws(CSSRuleError) {
                        _ = try payload.sheet.insertRule("\(selector) { \(block) }", at: index)
                    } catch {
                        throw CSSRuleEditing.exception(error)
                    }
                    return call.context.number(-1)
                }
            },
            // https://drafts.csswg.org/cssom/#dom-cssstylesheet-removerule
            NativeMethod("removeRule") { c, f, t, n, a, e in
                sheetOperation(c, f, t, n, a, e, "removeRule") { call, payload in
                    try payload.requireOriginClean("delete rule from")
                    return try CSSRuleEditing.delete(call, from: .sheet(payload.sheet))
                }
            },
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
            guard let sheet = realm.store.styleSheet(ownedBy: node) else { return realm.context.null }
            return realm.styleSheet(sheet, ownedBy: node).value
        }
    })

    /// `HTMLStyleElement.disabled`: its sheet's `disabled` (false, and nothing to set, when it
    /// has none).
    ///
    /// https://html.spec.whatwg.org/multipage/semantics.html#dom-style-disabled
    static let disabled = NativeProperty(
        "disabled",
        get: { context, object, _, exception in
            nodeGetter(context, object, exception) { realm, node in
                realm.context.boolean(realm.store.styleSheet(ownedBy: node)?.disabledFlag ?? false)
            }
        },
        set: { context, object, _, value, exception in
            nodeSetter(context, object, value, exception) { realm, node, value in
                realm.store.styleSheet(ownedBy: node)?.disabledFlag = value.toBoolean(in: realm.context)
            }
        })
}

/// Runs a `CSSStyleSheet` operation: `this` must be a style sheet.
func sheetOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, StyleSheetPayload) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("CSSStyleSheet"), name,
        as: StyleSheetPayload.self, body)
}
