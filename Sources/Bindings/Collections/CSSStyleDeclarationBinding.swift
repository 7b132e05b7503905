import CSS
import DOM
import JavaScriptEngine
import Synchronization

/// The payload of `element.style` (the element whose `style` attribute it edits), of
/// `getComputedStyle(element)` (read-only, answering computed values), of a style rule's
/// `style` (the rule's declaration block, edited in place), or of an `@font-face` rule's
/// `style` (its descriptors, edited in place).
final class StylePayload: Payload {
    /// What the declarations are.
    enum Source {
        /// An element's `style` attribute.
        case inline(NodeID)
        /// An element's computed style, or its `::before` or `::after`'s, which cannot be changed.
        case computed(NodeID, PseudoElement?)
        /// A style rule's declarations.
        case rule(CSSDeclarationBlock)
        /// An `@font-face` rule's descriptors.
        case descriptors(CSSFontFaceDescriptors)
    }

    let source: Source
    /// The rule whose declarations these are (`parentRule`), if any.
    let parentRule: CSSRule?

    init(realm: Realm, source: Source, parentRule: CSSRule? = nil) {
        self.source = source
        self.parentRule = parentRule
        super.init(realm: realm)
    }

    /// The block this object last changed and the attribute text it wrote: WebKit keeps an
    /// element's inline declarations in the order its changes left them, which parsing the
    /// text again would not give (an `!important` longhand set in place stays in place).
    private var edited: (text: String, block: CSSDeclarationBlock)?

    /// The declarations of the `style` attribute now, for reading (none for the other sources,
    /// nor for the many elements with no `style` attribute).
    private var inlineDeclarations: CSSDeclarationBlock? {
        guard case .inline(let element) = source else { return nil }
        if let edited, realm.store.attribute(.style, of: element) == edited.text { return edited.block }
        return realm.store.styleAttributeDeclarations(of: element)
    }

    /// Whether this is the computed style of an element that is not in a document (made and
    /// never inserted, removed, inside a detached subtree or a template's contents): WebKit
    /// computes nothing for it, and the declaration reads empty (no value, `length` 0) until
    /// the element is in a document again.
    private var isComputedStyleOfDisconnectedElement: Bool {
        guard case .computed(let element, _) = source else { return false }
        return !realm.store.isConnected(element)
    }

    /// The value `getPropertyValue` answers.
    func value(of property: String) -> String {
        if isComputedStyleOfDisconnectedElement { return "" }
        return switch source {
        case .rule(let block): block.value(of: property)
        case .descriptors(let descriptors): descriptors.value(of: property)
        // A custom property's name is case-sensitive.
        case .computed(let element, nil) where property.hasPrefix("--"):
            realm.store.computedCustomPropertyValue(named: property, for: element)
        case .computed(let element, nil): realm.store.computedStyleValue(of: asciiLowercase(property), for: element)
        case .computed(let element, let pseudoElement?):
            realm.store.computedStyleValue(
                of: property.hasPrefix("--") ? property : asciiLowercase(property), for: element, pseudoElement: pseudoElement)
        case .inline: inlineDeclarations?.value(of: property) ?? ""
        }
    }

    /// The value `getPropertyPriority` answers.
    func priority(of property: String) -> String {
        switch source {
        case .rule(let block): block.priority(of: property)
        case .descriptors: ""
        case .inline, .computed: inlineDeclarations?.priority(of: property) ?? ""
        }
    }

    /// The properties listed by `length` and `item()`.
    var properties: [String] {
        if isComputedStyleOfDisconnectedElement { return [] }
        return switch source {
        case .rule(let block): block.longhandNames
        case .descriptors(let descriptors): descriptors.names
        case .computed: realm.store.computedStyleProperties
        case .inline: inlineDeclarations?.longhandNames ?? []
        }
    }

    /// `cssText` (empty for a computed style, as in WebKit).
    var cssText: String {
        switch source {
        case .rule(let block): block.cssText
        case .descriptors(let descriptors): descriptors.cssText
        case .inline, .computed: inlineDeclarations?.cssText ?? ""
        }
    }

    /// Sets `cssText`.
    func setCSSText(_ text: String) throws {
        switch source {
        case .rule(let block): block.replace(withText: text)
        case .descriptors(let descriptors): descriptors.replace(withText: text)
        case .inline, .computed:
            // WebKit writes the attribute even when the text is what it was.
            try edit(writingBack: true) { $0.replace(withText: text) }
        }
    }

    /// `setProperty(property, value, priority)`.
    func setProperty(_ property: String, value: String, important: Bool) throws {
        switch source {
        case .rule(let block): block.setProperty(property, value: value, important: important)
        case .descriptors(let descriptors):
            // A descriptor cannot be important.
            if !important { descriptors.setDescriptor(property, value: value) }
        case .inline, .computed:
            try edit { $0.setProperty(property, value: value, important: important) }
        }
    }

    /// `removeProperty(property)`: the old value.
    func removeProperty(_ property: String) throws -> String {
        switch source {
        case .rule(let block): return block.removeProperty(property)
        case .descriptors(let descriptors): return descriptors.removeDescriptor(property)
        case .inline, .computed:
            var old = ""
            try edit { old = $0.removeProperty(property) }
            return old
        }
    }

    /// Changes a new copy of the `style` attribute's declarations (the parsed block read from
    /// is shared with the cascade) and writes its `cssText` back to the attribute when the
    /// declarations changed or `writingBack` says to: an invalid value or the same value
    /// again leaves the attribute as it was written, as in WebKit.
    private func edit(writingBack: Bool = false, _ change: (CSSDeclarationBlock) -> Void) throws {
        guard case .inline(let element) = source else {
            throw DOMException(.noModificationAllowedError, "a computed style declaration cannot be changed")
        }
        let attribute = realm.store.attribute(.style, of: element)
        let block = edited.flatMap { attribute == $0.text ? $0.block : nil }
            ?? realm.store.editableStyleAttributeDeclarations(of: element)
        let before = writingBack ? "" : block.cssText
        change(block)
        let after = block.cssText
        if writingBack || after != before {
            realm.store.setAttribute(.style, to: after, on: element)
            edited = (after, block)
        }
    }
}

extension Realm {
    /// `element.style`: the same object every time.
    func style(of element: NodeID) -> JSObject {
        slottedObject(.style, of: element) {
            makeObject("CSSStyleProperties", payload: StylePayload(realm: self, source: .inline(element)))
        }
    }
}

extension InterfaceDefinition {
    /// `CSSStyleDeclaration` for inline styles: `cssText`, the property methods, indexed
    /// access, and camel-case properties (`style.backgroundColor`).
    ///
    /// https://drafts.csswg.org/cssom/#the-cssstyledeclaration-interface
    static let cssStyleDeclaration: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "CSSStyleDeclaration")
        definition.finalize = releaseOnFinalize
        // Every property read and write on a declaration passes through these hooks first
        // (`style.display`, but also `style.getPropertyValue`), so names are resolved
        // through the realm's ``Realm/stylePropertyNames``.
        definition.getProperty = { context, object, name, exception in
            guard let name, let style = payload(of: object, as: StylePayload.self) else { return nil }
            let realm = style.realm
            if let index = arrayIndexValue(of: name) {
                let properties = style.properties
                return (index < properties.count ? realm.context.string(properties[index]) : realm.context.undefined).raw
            }
            guard let property = realm.stylePropertyNames.value(for: name, computing: CSSPropertyNames.property(forAttribute:)) else { return nil }
            return realm.context.string(style.value(of: property)).raw
        }
        definition.setProperty = { context, object, name, value, exception in
            guard let name, let style = payload(of: object, as: StylePayload.self),
                let property = style.realm.stylePropertyNames.value(for: name, computing: CSSPropertyNames.property(forAttribute:))
            else { return false }
            return payloadSetter(object, value, exception, as: StylePayload.self) { style, value in
                try style.setProperty(property, value: try value.legacyNullToEmptyString(in: style.realm), important: false)
            }
        }
        definition.properties = [
            NativeProperty(
                "cssText",
                get: { context, object, _, exception in
                    payloadGetter(object, exception, as: StylePayload.self) { style in style.realm.context.string(style.cssText) }
                },
                set: { context, object, _, value, exception in
                    payloadSetter(object, value, exception, as: StylePayload.self) { style, value in
                        try style.setCSSText(try value.legacyNullToEmptyString(in: style.realm))
                    }
                }),
            NativeProperty("length", get: { context, object, _, exception in
                payloadGetter(object, exception, as: StylePayload.self) { style in
                    style.realm.context.number(style.properties.count)
                }
            }),
            NativeProperty("parentRule", get: { context, object, _, exception in
                payloadGetter(object, exception, as: StylePayload.self) { style in
                    style.parentRule.map { style.realm.ruleObject($0).value } ?? style.realm.context.null
                }
            }),
        ]
        definition.methods = [
            NativeMethod("getPropertyValue") { context, function, this, count, arguments, exception in
                styleOperation(context, function, this, count, arguments, exception, "getPropertyValue") { call, style in
                    let property = try call.requiredString(0, "CSSStyleDeclaration.getPropertyValue")
                    return style.realm.context.string(style.value(of: property))
                }
            },
            NativeMethod("getPropertyPriority") { context, function, this, count, arguments, exception in
                styleOperation(context, function, this, count, arguments, exception, "getPropertyPriority") { call, style in
                    let property = try call.requiredString(0, "CSSStyleDeclaration.getPropertyPriority")
                    return style.realm.context.string(style.priority(of: property))
                }
            },
            // https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-setproperty
            NativeMethod("setProperty") { context, function, this, count, arguments, exception in
                styleOperation(context, function, this, count, arguments, exception, "setProperty") { call, style in
                    let property = try call.requiredString(0, "CSSStyleDeclaration.setProperty")
                    let value = call[1].isNull(in: call.context) ? "" : try call.string(1)
                    let priority = call.has(2) ? asciiLowercase(try call.string(2)) : ""
                    guard priority.isEmpty || priority == "important" else { return style.realm.context.undefined }
                    try style.setProperty(property, value: value, important: priority == "important")
                    return style.realm.context.undefined
                }
            },
            NativeMethod("removeProperty") { context, function, this, count, arguments, exception in
                styleOperation(context, function, this, count, arguments, exception, "removeProperty") { call, style in
                    let old = try style.removeProperty(try call.requiredString(0, "CSSStyleDeclaration.removeProperty"))
                    return style.realm.context.string(old)
                }
            },
            NativeMethod("item") { context, function, this, count, arguments, exception in
                styleOperation(context, function, this, count, arguments, exception, "item") { call, style in
                    let index = try call.unsignedInteger(0)
                    let properties = style.properties
                    return style.realm.context.string(index < properties.count ? properties[index] : "")
                }
            },
        ]
        return definition
    }()
}

/// Runs a `CSSStyleDeclaration` operation: `this` must be a style declaration.
@inline(__always)
private func styleOperation(
    _ context: OpaquePointer?, _ function: OpaquePointer?, _ this: OpaquePointer?, _ count: Int,
    _ arguments: UnsafePointer<OpaquePointer?>?, _ exception: UnsafeMutablePointer<OpaquePointer?>?,
    _ name: StaticString, _ body: (NativeCall, StylePayload) throws -> JSValue
) -> OpaquePointer? {
    payloadOperation(
        context, function, this, count, arguments, exception, InterfaceRegistry.shared.jsClass("CSSStyleDeclaration"),
        name, as: StylePayload.self, body)
}

/// The CSS properties `style.someProperty` reads and writes.
enum CSSPropertyNames {
    /// The CSS property for an IDL attribute name (`backgroundColor`, `background-color`,
    /// `cssFloat`, `webkitTransform`), or nil when it names no known CSS property.
    ///
    /// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-camel-cased-attribute
    static func property(forAttribute name: String) -> String? {
        if let answer = answers.withLock({ $0[name] }) { return answer }
        let property = name.contains("-") ? name : cssPropertyName(fromCamelCase: name)
        let unprefixed = property.hasPrefix("-webkit-") ? String(property.dropFirst(8)) : property
        // The common names, and every property (and WebKit alias) the engine knows.
        let answer = known.contains(unprefixed) || CSSProperty(named: property) != nil ? property : nil
        answers.withLock { answers in
            if answers.count < maximumRemembered { answers[name] = answer }
        }
        return answer
    }

    /// Answers already worked out: scripts read the same few properties (`style.display`)
    /// thousands of times. Bounded, so a script inventing names cannot grow it forever.
    private static let answers = Mutex<[String: String?]>([:])
    private static let maximumRemembered = 4096

    /// The longhand and shorthand properties browsers support (the common ones).
    static let known: Set<String> = [
        "align-content", "align-items", "align-self", "all", "animation", "animation-delay", "animation-direction",
        "animation-duration", "animation-fill-mode", "animation-iteration-count", "animation-name",
        "animation-play-state", "animation-timing-function", "appearance", "aspect-ratio", "backdrop-filter",
        "backface-visibility", "background", "background-attachment", "background-blend-mode", "background-clip",
        "background-color", "background-image", "background-origin", "background-position", "background-repeat",
        "background-size", "block-size", "border", "border-block", "border-bottom", "border-bottom-color",
        "border-bottom-left-radius", "border-bottom-right-radius", "border-bottom-style", "border-bottom-width",
        "border-collapse", "border-color", "border-image", "border-inline", "border-left", "border-left-color",
        "border-left-style", "border-left-width", "border-radius", "border-right", "border-right-color",
        "border-right-style", "border-right-width", "border-spacing", "border-style", "border-top", "border-top-color",
        "border-top-left-radius", "border-top-right-radius", "border-top-style", "border-top-width", "border-width",
        "bottom", "box-shadow", "box-sizing", "break-after", "break-before", "break-inside", "caption-side",
        "caret-color", "clear", "clip", "clip-path", "color", "column-count", "column-gap", "column-rule",
        "column-width", "columns", "contain", "content", "counter-increment", "counter-reset", "cursor", "direction",
        "display", "empty-cells", "fill", "filter", "flex", "flex-basis", "flex-direction", "flex-flow", "flex-grow",
        "flex-shrink", "flex-wrap", "float", "font", "font-family", "font-feature-settings", "font-kerning",
        "font-size", "font-stretch", "font-style", "font-variant", "font-weight", "gap", "grid", "grid-area",
        "grid-auto-columns", "grid-auto-flow", "grid-auto-rows", "grid-column", "grid-column-end", "grid-column-start",
        "grid-row", "grid-row-end", "grid-row-start", "grid-template", "grid-template-areas", "grid-template-columns",
        "grid-template-rows", "height", "hyphens", "image-rendering", "inline-size", "inset", "isolation",
        "justify-content", "justify-items", "justify-self", "left", "letter-spacing", "line-break", "line-height",
        "list-style", "list-style-image", "list-style-position", "list-style-type", "margin", "margin-block",
        "margin-bottom", "margin-inline", "margin-left", "margin-right", "margin-top", "mask", "max-block-size",
        "max-height", "max-inline-size", "max-width", "min-block-size", "min-height", "min-inline-size", "min-width",
        "mix-blend-mode", "object-fit", "object-position", "opacity", "order", "orphans", "outline", "outline-color",
        "outline-offset", "outline-style", "outline-width", "overflow", "overflow-wrap", "overflow-x", "overflow-y",
        "overscroll-behavior", "padding", "padding-block", "padding-bottom", "padding-inline", "padding-left",
        "padding-right", "padding-top", "page-break-after", "page-break-before", "page-break-inside", "perspective",
        "perspective-origin", "place-content", "place-items", "place-self", "pointer-events", "position", "quotes",
        "resize", "right", "rotate", "row-gap", "scale", "scroll-behavior", "scroll-margin", "scroll-padding",
        "scroll-snap-align", "scroll-snap-type", "stroke", "stroke-width", "tab-size", "table-layout", "text-align",
        "text-align-last", "text-decoration", "text-decoration-color", "text-decoration-line", "text-decoration-style",
        "text-indent", "text-overflow", "text-rendering", "text-shadow", "text-size-adjust", "text-transform",
        "text-underline-offset", "top", "touch-action", "transform", "transform-origin", "transform-style",
        "transition", "transition-delay", "transition-duration", "transition-property", "transition-timing-function",
        "translate", "unicode-bidi", "user-select", "vertical-align", "visibility", "white-space", "widows", "width",
        "will-change", "word-break", "word-spacing", "word-wrap", "writing-mode", "z-index", "zoom",
    ]
}

/// The payload of `element.dataset`.
final class DatasetPayload: Payload {
    let element: NodeID

    init(realm: Realm, element: NodeID) {
        self.element = element
        super.init(realm: realm)
    }
}

extension Realm {
    /// `element.dataset`: the same object every time.
    func dataset(of element: NodeID) -> JSObject {
        cachedObject(.dataset(element)) {
            makeObject("DOMStringMap", payload: DatasetPayload(realm: self, element: element))
        }
    }
}

extension InterfaceDefinition {
    /// `DOMStringMap` (`element.dataset`): `data-*` attributes as camel-case properties.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#domstringmap
    static let domStringMap: InterfaceDefinition = {
        var definition = InterfaceDefinition(name: "DOMStringMap")
        definition.finalize = releaseOnFinalize
        definition.getProperty = { context, object, name, exception in
            guard let name else { return nil }
            return payloadGetter(object, exception, as: DatasetPayload.self) { dataset in
                let realm = dataset.realm
                guard let attribute = DatasetNames.attributeName(forProperty: swiftString(name)),
                    let atom = realm.store.atoms.lookup(attribute), let value = realm.store.attribute(atom, of: dataset.element)
                else { throw PassThrough() }
                return realm.context.string(value)
            }
        }
        definition.setProperty = { context, object, name, value, exception in
            guard let name, let attribute = DatasetNames.attributeName(forProperty: swiftString(name)) else { return false }
            return payloadSetter(object, value, exception, as: DatasetPayload.self) { dataset, value in
                let realm = dataset.realm
                realm.store.setAttribute(realm.store.atoms.intern(attribute), to: try value.domString(in: realm), on: dataset.element)
            }
        }
        definition.deleteProperty = { context, object, name, exception in
            guard let object, let name, let attribute = DatasetNames.attributeName(forProperty: swiftString(name)),
                let pointer = JSObject(raw: object).privateData, let dataset = Payload.from(pointer) as? DatasetPayload,
                let atom = dataset.realm.store.atoms.lookup(attribute)
            else { return false }
            return dataset.realm.store.removeAttribute(atom, from: dataset.element) != nil
        }
        definition.getPropertyNames = { context, object, accumulator in
            guard let object, let pointer = JSObject(raw: object).privateData,
                let dataset = Payload.from(pointer) as? DatasetPayload
            else { return }
            for attribute in dataset.realm.store.attributes(of: dataset.element) {
                let name = dataset.realm.store.atoms.name(of: attribute.name)
                if let property = DatasetNames.propertyName(forAttribute: name) { addPropertyName(property, to: accumulator) }
            }
        }
        return definition
    }()
}

/// The name conversions of `dataset`.
///
/// https://html.spec.whatwg.org/multipage/dom.html#dom-domstringmap-setitem
enum DatasetNames {
    /// `fooBar` → `data-foo-bar`; nil for names with `-` followed by a lower-case letter.
    static func attributeName(forProperty name: String) -> String? {
        var result = "data-"
        var previousWasHyphen = false
        for character in name {
            if previousWasHyphen && character.isASCII && character.isLowercase { return nil }
            previousWasHyphen = character == "-"
            if character.isASCII && character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `data-foo-bar` → `fooBar`; nil for attributes that are not `data-*` or have upper case.
    static func propertyName(forAttribute name: String) -> String? {
        guard name.hasPrefix("data-"), !name.contains(where: { $0.isASCII && $0.isUppercase }) else { return nil }
        var result = ""
        var pendingHyphen = false
        for character in name.dropFirst(5) {
            if pendingHyphen {
                pendingHyphen = false
                if character.isASCII && character.isLowercase {
                    result += character.uppercased()
                    continue
                }
                result.append("-")
            }
            if character == "-" {
                pendingHyphen = true
            } else {
                result.append(character)
            }
        }
        if pendingHyphen { result.append("-") }
        return result
    }
}
