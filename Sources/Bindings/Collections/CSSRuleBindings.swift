import CSS
import DOM
import JavaScriptEngine

/// The payload of a `CSSRuleList`: a sheet's rules or a grouping rule's, read anew on each
/// access (the list is live).
final class CSSRuleListPayload: Payload, IndexedObjectList {
    /// Whose rules are listed.
    enum Source {
        case sheet(CSSStyleSheet)
        case group(CSSGroupingRule)
        case keyframes(CSSKeyframesRule)
    }

    let source: Source

    init(realm: Realm, source: Source) {
        self.source = source
        super.init(realm: realm)
    }

    var rules: [CSSRule] {
        switch source {
        case .sheet(let sheet): sheet.rules
        case .group(let group): group.rules
        case .keyframes(let keyframes): keyframes.keyframes
        }
    }

    var objects: [JSObject] { rules.map(realm.ruleObject) }
}

/// The payload of a `CSSRule` object: the rule.
class CSSRulePayload: Payload {
    let rule: CSSRule

    init(realm: Realm, rule: CSSRule) {
        self.rule = rule
        super.init(realm: realm)
    }
}

/// The payload of a `CSSKeyframesRule` object, which lists its keyframes by index as its
/// `cssRules` does.
final class KeyframesRulePayload: CSSRulePayload, IndexedObjectList {
    var objects: [JSObject] { ((rule as? CSSKeyframesRule)?.keyframes ?? []).map(realm.ruleObject) }
}

extension Realm {
    /// The `cssRules` of a sheet or grouping rule: the same object every time.
    func ruleList(_ source: CSSRuleListPayload.Source) -> JSObject {
        let key: NodeObjectKey
        switch source {
        case .sheet(let sheet): key = .cssRuleList(ObjectIdentifier(sheet))
        case .group(let group): key = .cssRuleList(ObjectIdentifier(group))
        case .keyframes(let keyframes): key = .cssRuleList(ObjectIdentifier(keyframes))
        }
        return cachedObject(key) { makeObject("CSSRuleList", payload: CSSRuleListPayload(realm: self, source: source)) }
    }

    /// The object of a rule: the same object every time, of the interface its kind names.
    func ruleObject(_ rule: CSSRule) -> JSObject {
        cachedObject(.cssRule(ObjectIdentifier(rule))) {
            let payload = rule is CSSKeyframesRule ? KeyframesRulePayload(realm: self, rule: rule) : CSSRulePayload(realm: self, rule: rule)
            return makeObject(CSSRuleInterfaces.name(of: rule), payload: payload)
        }
    }

    /// The `style` of a rule, an object of `interface` (`CSSStyleProperties`,
    /// `CSSFontFaceDescriptors`, `CSSPageDescriptors`): the same object every time.
    func ruleStyleObject(_ rule: CSSRule, _ source: StylePayload.Source, interface: String = "CSSStyleProperties") -> JSObject {
        cachedObject(.cssRuleStyle(ObjectIdentifier(rule))) {
            makeObject(interface, payload: StylePayload(realm: self, source: source, parentRule: rule))
        }
    }

    /// The `CSSStyleSheet` object of a sheet: the one made already, else, for a sheet a
    /// `style` or `link` element of this realm's document owns or one imported into such a
    /// sheet (through any chain of `@import`s), a new one; nil for other sheets.
    func styleSheetObject(of sheet: CSSStyleSheet) -> JSObject? {
        if let made = nodeObjects[.styleSheet(ObjectIdentifier(sheet))] { return made }
        var top = sheet
        while let parent = top.parentStyleSheet { top = parent }
        for (owner, owned) in store.styleSheetOwners(of: document) where owned === top { return styleSheet(sheet, ownedBy: owner) }
        return nil
    }
}

/// Inserts and deletes rules, with CSSOM's exceptions.
enum CSSRuleEditing {
    /// What rules are inserted into and deleted from.
    enum Target {
        case sheet(CSSStyleSheet)
        case group(CSSGroupingRule)
    }

    /// The DOMException a failed `insertRule` or `deleteRule` throws, with WebKit's message
    /// (its exceptions' default ones, but for an `@import` in a constructed sheet).
    static func exception(_ error: CSSRuleError) -> DOMException {
        switch error {
        case .indexSizeError: DOMException(.indexSizeError, "The index is not in the allowed range.")
        case .syntaxError: DOMException(.syntaxError, "The string did not match the expected pattern.")
        case .importInConstructedSheet: DOMException(.syntaxError, error.message)
        case .hierarchyRequestError: DOMException(.hierarchyRequestError, "The operation would yield an incorrect node tree.")
        case .invalidStateError: DOMException(.invalidStateError, "The object is in an invalid state.")
        }
    }

    /// `insertRule(rule, index = 0)` on a sheet or a grouping rule: the index.
    static func insert(_ call: NativeCall, into source: Target, _ name: StaticString) throws -> JSValue {
        let text = try call.requiredString(0, name)
        let index = try call.unsignedInteger(1)
        do {
            switch source {
            case .sheet(let sheet): return call.context.number(try sheet.insertRule(text, at: index))
            case .group(let group): return call.context.number(try group.insertRule(text, at: index))
            }
        } catch {
            throw exception(error)
        }
    }

    /// `deleteRule(index)` on a sheet or a grouping rule.
    static func delete(_ call: NativeCall, from source: Target) throws -> JSValue {
        let index = try call.unsignedInteger(0)
        do {
            switch source {
            case .sheet(let sheet): try sheet.deleteRule(at: index)
            case .group(let group): try group.deleteRule(at: index)
            }
        } catch {
            throw exception(error)
        }
        return call.context.undefined
    }
}

/// The interfaces of rule objects.
///
/// https://drafts.csswg.org/cssom/#css-rules
enum CSSRuleInterfaces {
    static let all: [InterfaceDefinition] = [
        ruleList, rule, styleRule, groupingRule, conditionRule, mediaRule, supportsRule, importRule, keyframesRule, keyframeRule,
        fontFaceRule, namespaceRule, layerStatementRule, layerBlockRule, containerRule, scopeRule, startingStyleRule, pageRule,
        propertyRule, counterStyleRule, fontFeatureValuesRule, fontPaletteValuesRule, viewTransitionRule,
    ]

    /// The interface of a rule's object.
    static func name(of rule: CSSRule) -> String {
        switch rule {
        case is CSSStyleRule: "CSSStyleRule"
        case is CSSMediaRule: "CSSMediaRule"
        case is CSSSupportsRule: "CSSSupportsRule"
        case is CSSImportRule: "CSSImportRule"
        case is CSSKeyframesRule: "CSSKeyframesRule"
        case is CSSKeyframeRule: "CSSKeyframeRule"
        case is CSSFontFaceRule: "CSSFontFaceRule"
        case is CSSNamespaceRule: "CSSNamespaceRule"
        case is CSSLayerStatementRule: "CSSLayerStatementRule"
        case is CSSLayerBlockRule: "CSSLayerBlockRule"
        case let conditional as CSSConditionalRule:
            switch conditional.kind {
            case .container: "CSSContainerRule"
            case .scope: "CSSScopeRule"
            default: "CSSStartingStyleRule"
            }
        case is CSSPageRule: "CSSPageRule"
        case is CSSPropertyRule: "CSSPropertyRule"
        case is CSSCounterStyleRule: "CSSCounterStyleRule"
        case is CSSFontFeatureValuesRule: "CSSFontFeatureValuesRule"
        case is CSSFontPaletteValuesRule: "CSSFontPaletteValuesRule"
        case is CSSViewTransitionRule: "CSSViewTransitionRule"
        case is CSSGroupingRule: "CSSGroupingRule"
        default: "CSSRule"
        }
    }

    /// `CSSRuleList`: live and indexed.
    ///
    /// https://drafts.csswg.org/cssom/#the-cssrulelist-interface
    static let ruleList = InterfaceDefinition.indexedObjectList(
        named: "CSSRuleList",
        item: NativeMethod("item") { c, f, t, n, a, e in
            payloadOperation(c, f, t, n, a, e, InterfaceRegistry.shared.jsClass("CSSRuleList"), "item", as: CSSRuleListPayload.self) {
                call, list in
                let index = try call.unsignedInteger(0)
                let rules = list.rules
                return index < rules.count ? list.realm.ruleObject(rules[index]).value : list.realm.context.null
            }
        })

    /// `CSSRule`: what every rule has.
    ///
    /// https://drafts.csswg.org/cssom/#the-cssrule-interface
    static let rule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSRule")
        // The finalizer of every rule class (JavaScriptCore calls each class's in the chain).
        definition.finalize = releaseOnFinalize
        definition.constants = [
            ("STYLE_RULE", 1), ("CHARSET_RULE", 2), ("IMPORT_RULE", 3), ("MEDIA_RULE", 4), ("FONT_FACE_RULE", 5),
            ("PAGE_RULE", 6), ("KEYFRAMES_RULE", 7), ("KEYFRAME_RULE", 8), ("MARGIN_RULE", 9), ("NAMESPACE_RULE", 10), ("COUNTER_STYLE_RULE", 11),
            ("SUPPORTS_RULE", 12), ("FONT_FEATURE_VALUES_RULE", 14),
        ]
        definition.properties = [
            NativeProperty("type", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in realm.context.number(rule.typeNumber) }
            }),
            NativeProperty("cssText", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in realm.context.string(rule.cssText) }
            }),
            NativeProperty("parentRule", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in rule.parentRule.map { realm.ruleObject($0).value } ?? realm.context.null }
            }),
            NativeProperty("parentStyleSheet", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in
                    rule.containingSheet.flatMap(realm.styleSheetObject(of:))?.value ?? realm.context.null
                }
            }),
        ]
        return definition
    }()

    /// `CSSStyleRule`: `selectorText` and `style`.
    ///
    /// https://drafts.csswg.org/cssom/#the-cssstylerule-interface
    static let styleRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSStyleRule", parent: "CSSRule")
        definition.properties = [
            NativeProperty(
                "selectorText",
                get: { context, object, _, exception in
                    payloadGetter(object, exception, as: CSSRulePayload.self) { payload in
                        payload.realm.context.string((payload.rule as? CSSStyleRule)?.selectorText ?? "")
                    }
                },
                set: { context, object, _, value, exception in
                    payloadSetter(object, value, exception, as: CSSRulePayload.self) { payload, value in
                        (payload.rule as? CSSStyleRule)?.setSelectorText(try value.toString(in: payload.realm.context))
                    }
                }),
            NativeProperty("style", get: { _, object, _, exception in
                ruleStyle(object, exception, as: CSSStyleRule.self) { .rule($0.style) }
            }),
        ]
        return definition
    }()

    /// `CSSGroupingRule`: `cssRules`, `insertRule`, `deleteRule`.
    ///
    /// https://drafts.csswg.org/cssom/#the-cssgroupingrule-interface
    static let groupingRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSGroupingRule", parent: "CSSRule")
        definition.properties = [
            NativeProperty("cssRules", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in
                    guard let group = rule as? CSSGroupingRule else { return realm.context.null }
                    return realm.ruleList(.group(group)).value
                }
            })
        ]
        definition.methods = [
            NativeMethod("insertRule") { c, f, t, n, a, e in
                groupOperation(c, f, t, n, a, e, "insertRule") { call, group in
                    try CSSRuleEditing.insert(call, into: .group(group), "CSSGroupingRule.insertRule")
                }
            },
            NativeMethod("deleteRule") { c, f, t, n, a, e in
                groupOperation(c, f, t, n, a, e, "deleteRule") { call, group in try CSSRuleEditing.delete(call, from: .group(group)) }
            },
        ]
        return definition
    }()

    /// `CSSConditionRule`: `conditionText`.
    ///
    /// https://drafts.csswg.org/css-conditional-3/#the-cssconditionrule-interface
    static let conditionRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSConditionRule", parent: "CSSGroupingRule")
        definition.properties = [
            NativeProperty("conditionText", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in
                    switch rule {
                    case let media as CSSMediaRule: realm.context.string(media.media.mediaText)
                    case let supports as CSSSupportsRule: realm.context.string(supports.conditionText)
                    case let conditional as CSSConditionalRule: realm.context.string(conditional.conditionText)
                    default: realm.context.string("")
                    }
                }
            })
        ]
        return definition
    }()

    /// `CSSMediaRule`: `media`, a live `MediaList` whose changes apply at the next style query.
    ///
    /// https://drafts.csswg.org/css-conditional-3/#the-cssmediarule-interface
    static let mediaRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSMediaRule", parent: "CSSConditionRule")
        definition.properties = [
            NativeProperty("media", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in
                    guard let media = rule as? CSSMediaRule else { return realm.context.null }
                    return realm.mediaList(.mediaRule(media)).value
                }
            })
        ]
        return definition
    }()

    static let supportsRule = InterfaceDefinition(name: "CSSSupportsRule", parent: "CSSConditionRule")

    /// `CSSImportRule`: the URL as written, the media, layer and `supports()` condition, and
    /// the imported sheet (null when the page does not carry it, as with the network off).
    ///
    /// https://drafts.csswg.org/cssom/#the-cssimportrule-interface
    static let importRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSImportRule", parent: "CSSRule")
        definition.properties = [
            NativeProperty("href", get: { _, object, _, exception in
                importAttribute(object, exception) { rule, realm in realm.context.string(rule.href) }
            }),
            NativeProperty("media", get: { _, object, _, exception in
                importAttribute(object, exception) { rule, realm in realm.mediaList(.importRule(rule)).value }
            }),
            NativeProperty("layerName", get: { _, object, _, exception in
                importAttribute(object, exception) { rule, realm in rule.layerName.map { realm.context.string($0) } ?? realm.context.null }
            }),
            NativeProperty("supportsText", get: { _, object, _, exception in
                importAttribute(object, exception) { rule, realm in rule.supportsText.map { realm.context.string($0) } ?? realm.context.null }
            }),
            NativeProperty("styleSheet", get: { _, object, _, exception in
                importAttribute(object, exception) { rule, realm in
                    rule.styleSheet.flatMap(realm.styleSheetObject(of:))?.value ?? realm.context.null
                }
            }),
        ]
        return definition
    }()
}

extension CSSRuleInterfaces {
    /// `CSSKeyframesRule`: `name`, the keyframes (`cssRules`, also by index on the rule
    /// itself), `findRule`, `appendRule` and `deleteRule`, as WebKit has them (a text that is
    /// not one keyframe, or a key no keyframe has, changes nothing and throws nothing).
    ///
    /// https://drafts.csswg.org/css-animations-1/#interface-csskeyframesrule
    static let keyframesRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSKeyframesRule", parent: "CSSRule")
        definition.hasIndexedIterator = true
        definition.getProperty = InterfaceDefinition.indexedObjectGetter
        definition.getPropertyNames = InterfaceDefinition.indexedObjectNames
        definition.properties = [
            InterfaceDefinition.indexedObjectLength,
            NativeProperty(
                "name",
                get: { _, object, _, exception in
                    keyframesAttribute(object, exception) { rule, realm in realm.context.string(rule.name) }
                },
                set: { _, object, _, value, exception in
                    payloadSetter(object, value, exception, as: CSSRulePayload.self) { payload, value in
                        (payload.rule as? CSSKeyframesRule)?.name = try value.toString(in: payload.realm.context)
                    }
                }),
            NativeProperty("cssRules", get: { _, object, _, exception in
                keyframesAttribute(object, exception) { rule, realm in realm.ruleList(.keyframes(rule)).value }
            }),
        ]
        definition.methods = [
            NativeMethod("findRule") { c, f, t, n, a, e in
                keyframesOperation(c, f, t, n, a, e, "findRule") { call, rule, realm in
                    guard let index = rule.keyframeIndex(matching: try call.requiredString(0, "CSSKeyframesRule.findRule")) else {
                        return realm.context.null
                    }
                    return realm.ruleObject(rule.keyframes[index]).value
                }
            },
            NativeMethod("appendRule") { c, f, t, n, a, e in
                keyframesOperation(c, f, t, n, a, e, "appendRule") { call, rule, realm in
                    rule.appendRule(try call.requiredString(0, "CSSKeyframesRule.appendRule"))
                    return realm.context.undefined
                }
            },
            NativeMethod("deleteRule") { c, f, t, n, a, e in
                keyframesOperation(c, f, t, n, a, e, "deleteRule") { call, rule, realm in
                    rule.deleteRule(matching: try call.requiredString(0, "CSSKeyframesRule.deleteRule"))
                    return realm.context.undefined
                }
            },
        ]
        return definition
    }()

    /// `CSSKeyframeRule`: `keyText` (a text that is not a list of keys changes nothing, as
    /// in WebKit) and `style`.
    ///
    /// https://drafts.csswg.org/css-animations-1/#interface-csskeyframerule
    static let keyframeRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSKeyframeRule", parent: "CSSRule")
        definition.properties = [
            NativeProperty(
                "keyText",
                get: { _, object, _, exception in
                    ruleAttribute(object, exception) { rule, realm in realm.context.string((rule as? CSSKeyframeRule)?.keyText ?? "") }
                },
                set: { _, object, _, value, exception in
                    payloadSetter(object, value, exception, as: CSSRulePayload.self) { payload, value in
                        (payload.rule as? CSSKeyframeRule)?.setKeyText(try value.toString(in: payload.realm.context))
                    }
                }),
            NativeProperty("style", get: { _, object, _, exception in
                ruleStyle(object, exception, as: CSSKeyframeRule.self) { .rule($0.style) }
            }),
        ]
        return definition
    }()
}

extension CSSRuleInterfaces {
    /// `CSSFontFaceRule`: `style`, its descriptors.
    ///
    /// https://drafts.csswg.org/css-fonts-4/#cssfontfacerule
    static let fontFaceRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSFontFaceRule", parent: "CSSRule")
        definition.properties = [
            NativeProperty("style", get: { _, object, _, exception in
                ruleStyle(object, exception, as: CSSFontFaceRule.self, interface: "CSSFontFaceDescriptors") { .descriptors($0.style) }
            })
        ]
        return definition
    }()
}

extension CSSRuleInterfaces {
    /// `CSSNamespaceRule`: `namespaceURI` and `prefix`.
    ///
    /// https://drafts.csswg.org/cssom/#the-cssnamespacerule-interface
    static let namespaceRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSNamespaceRule", parent: "CSSRule")
        definition.properties = ["namespaceURI", "prefix"].map { NativeProperty($0, get: ruleStringAttribute) }
        return definition
    }()

    /// `CSSLayerStatementRule`: `nameList`, an array of the layers' names.
    ///
    /// https://drafts.csswg.org/css-cascade-5/#csslayerstatementrule
    static let layerStatementRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSLayerStatementRule", parent: "CSSRule")
        definition.properties = [
            NativeProperty("nameList", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in
                    try realm.context.makeArray(((rule as? CSSLayerStatementRule)?.names ?? []).map(realm.context.string)).value
                }
            })
        ]
        return definition
    }()

    /// `CSSLayerBlockRule`: `name` ("" for an anonymous layer).
    ///
    /// https://drafts.csswg.org/css-cascade-5/#csslayerblockrule
    static let layerBlockRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSLayerBlockRule", parent: "CSSGroupingRule")
        definition.properties = [NativeProperty("name", get: ruleStringAttribute)]
        return definition
    }()

    /// `CSSContainerRule`: `containerName` and `containerQuery` (its rules never apply here:
    /// there are no containers without layout).
    ///
    /// https://drafts.csswg.org/css-contain-3/#the-csscontainerrule-interface
    static let containerRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSContainerRule", parent: "CSSConditionRule")
        definition.properties = ["containerName", "containerQuery"].map { NativeProperty($0, get: ruleStringAttribute) }
        return definition
    }()

    /// `CSSScopeRule`: `start` and `end`, the scope's selectors (null when absent).
    ///
    /// https://drafts.csswg.org/css-cascade-6/#the-cssscoperule-interface
    static let scopeRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSScopeRule", parent: "CSSGroupingRule")
        definition.properties = [
            NativeProperty("start", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in
                    (rule as? CSSConditionalRule)?.scopeLimits.start.map(realm.context.string) ?? realm.context.null
                }
            }),
            NativeProperty("end", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in
                    (rule as? CSSConditionalRule)?.scopeLimits.end.map(realm.context.string) ?? realm.context.null
                }
            }),
        ]
        return definition
    }()

    /// `CSSStartingStyleRule`: a grouping rule (its rules never apply here).
    ///
    /// https://drafts.csswg.org/css-transitions-2/#the-cssstartingstylerule-interface
    static let startingStyleRule = InterfaceDefinition(name: "CSSStartingStyleRule", parent: "CSSGroupingRule")

    /// `CSSPageRule`: `selectorText` and `style` (a `CSSPageDescriptors`).
    ///
    /// https://drafts.csswg.org/cssom/#the-csspagerule-interface
    static let pageRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSPageRule", parent: "CSSRule")
        definition.properties = [
            NativeProperty("selectorText", get: ruleStringAttribute),
            NativeProperty("style", get: { _, object, _, exception in
                ruleStyle(object, exception, as: CSSPageRule.self, interface: "CSSPageDescriptors") { .rule($0.style) }
            }),
        ]
        return definition
    }()
}

extension CSSRuleInterfaces {
    /// `CSSPropertyRule`: `name`, `syntax`, `inherits` and `initialValue` (null when absent).
    ///
    /// https://drafts.css-houdini.org/css-properties-values-api/#the-css-property-rule-interface
    static let propertyRule: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSPropertyRule", parent: "CSSRule")
        definition.properties = ["name", "syntax"].map { NativeProperty($0, get: ruleStringAttribute) } + [
            NativeProperty("inherits", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in realm.context.boolean((rule as? CSSPropertyRule)?.inherits ?? false) }
            }),
            NativeProperty("initialValue", get: { _, object, _, exception in
                ruleAttribute(object, exception) { rule, realm in
                    (rule as? CSSPropertyRule)?.initialValue.map(realm.context.string) ?? realm.context.null
                }
            }),
        ]
        return definition
    }()
}

/// The read-only string attributes of the rules above, found by the attribute's name.
private let ruleStringAttribute: NativeGetterCallback = { _, object, name, exception in
    ruleAttribute(object, exception) { rule, realm in
        let value: String? =
            switch (name.map(swiftString) ?? "", rule) {
            case ("namespaceURI", let namespace as CSSNamespaceRule): namespace.namespaceURI
            case ("prefix", let namespace as CSSNamespaceRule): namespace.prefix
            case ("name", let layer as CSSLayerBlockRule): layer.name
            case ("containerName", let container as CSSConditionalRule): container.containerName
            case ("containerQuery", let container as CSSConditionalRule): container.containerQuery
            case ("selectorText", let page as CSSPageRule): page.selectorText
            case ("name", let property as CSSPropertyRule): property.name
            case ("syntax", let property as CSSPropertyRule): property.syntax
            default: nil
            }
        return realm.context.string(value ?? "")
    }
}

/// Runs an attribute getter of a `@keyframes` rule.
private func keyframesAttribute(
    _ object: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?, _ body: (CSSKeyframesRule, Realm) throws -> JSValue
) -> OpaquePointer? {
    ruleAttribute(object, exception) { rule, realm in
        guard let keyframes = rule as? CSSKeyframesRule else { return realm.context.null }
        return try body(keyframes, realm)
    }
}

/// Runs a `CSSKeyframesRule` operation: `this` must be a `@keyframes` rule.
private func keyframesOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, CSSKeyframesRule, Realm) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("CSSKeyframesRule"), name,
        as: CSSRulePayload.self
    ) { call, payload in
        guard let rule = payload.rule as? CSSKeyframesRule else { throw DOMException(.notSupportedError, "the rule is not a @keyframes rule") }
        return try body(call, rule, payload.realm)
    }
}

/// Runs an attribute getter of an `@import` rule.
private func importAttribute(
    _ object: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?, _ body: (CSSImportRule, Realm) throws -> JSValue
) -> OpaquePointer? {
    ruleAttribute(object, exception) { rule, realm in
        guard let importRule = rule as? CSSImportRule else { return realm.context.null }
        return try body(importRule, realm)
    }
}

/// Runs an attribute getter of a rule.
func ruleAttribute(
    _ object: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?, _ body: (CSSRule, Realm) throws -> JSValue
) -> OpaquePointer? {
    payloadGetter(object, exception, as: CSSRulePayload.self) { payload in try body(payload.rule, payload.realm) }
}

/// The `style` of a rule of type `Rule` (null on another kind of rule): the object, made
/// once per rule, of interface `interface` over the declarations `source` names.
private func ruleStyle<Rule: CSSRule>(
    _ object: OpaquePointer?, _ exception: UnsafeMutablePointer<OpaquePointer?>?, as _: Rule.Type,
    interface: String = "CSSStyleProperties", _ source: (Rule) -> StylePayload.Source
) -> OpaquePointer? {
    ruleAttribute(object, exception) { rule, realm in
        guard let rule = rule as? Rule else { return realm.context.null }
        return realm.ruleStyleObject(rule, source(rule), interface: interface).value
    }
}

/// Runs a `CSSGroupingRule` operation: `this` must be a grouping rule.
private func groupOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, CSSGroupingRule) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("CSSGroupingRule"), name,
        as: CSSRulePayload.self
    ) { call, payload in
        guard let group = payload.rule as? CSSGroupingRule else {
            throw DOMException(.notSupportedError, "the rule holds no rules")
        }
        return try body(call, group)
    }
}
