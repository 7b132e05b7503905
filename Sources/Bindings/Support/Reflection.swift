import DOM
import JavaScriptEngine

/// How an IDL attribute reflects a content attribute.
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
enum Reflection {
    /// `DOMString`: the attribute's value or "".
    case string(Atom)
    /// `[LegacyNullToEmptyString] DOMString`: as ``string(_:)``, but setting null sets "".
    case nullIsEmptyString(Atom)
    /// `DOMString?`: the attribute's value or null; setting null removes it.
    case nullableString(Atom)
    /// `USVString` URL: resolved against the document's base URL.
    case url(Atom)
    /// A form's `action` or a button's `formAction`: a URL, or the document's URL when the
    /// attribute is missing or empty.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-fs-action
    case actionURL(Atom)
    /// `boolean`: whether the attribute is present.
    case boolean(Atom)
    /// `long`: parsed as an integer, or the default.
    case integer(Atom, default: Int)
    /// `unsigned long`: parsed as a non-negative integer, or the default, within `limit`.
    case nonNegativeInteger(Atom, default: Int, limit: UnsignedLimit = .unlimited)
    /// An enumerated attribute limited to known values: lower-cased keyword, or the
    /// missing/invalid default.
    case enumerated(Atom, keywords: [String], missing: String, invalid: String)
    /// An enumerated attribute WebKit matches case-sensitively (`fetchPriority`: `HIGH` is
    /// `auto`): the keyword as written, or `otherwise`.
    case caseSensitiveEnumerated(Atom, keywords: [String], otherwise: String)
    /// A nullable enumerated attribute (`popover`): null when missing, `empty` for the
    /// empty value, the lower-cased keyword, or `invalid`; setting null removes it.
    case nullableEnumerated(Atom, keywords: [String], empty: String, invalid: String)

    var attribute: Atom {
        switch self {
        case .string(let name), .nullIsEmptyString(let name), .nullableString(let name), .url(let name), .actionURL(let name), .boolean(let name),
            .integer(let name, _), .nonNegativeInteger(let name, _, _), .enumerated(let name, _, _, _),
            .caseSensitiveEnumerated(let name, _, _), .nullableEnumerated(let name, _, _, _):
            return name
        }
    }
}

/// Which IDL attributes reflect which content attributes, by property name, and on
/// which elements. A property can mean different things on different elements
/// (`type` on `input` is enumerated; on `script` it is a plain string).
enum ReflectionTable {
    /// The keywords of `method` and `formmethod`, the default first.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-method
    static let formMethods = ["get", "post", "dialog"]

    /// The keywords of `enctype` and `formenctype`, the default first.
    ///
    /// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fs-enctype
    static let formEnctypes = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]

    /// A form's `enctype`, which `encoding` reflects too.
    private static let enctype = Reflection.enumerated(
        Atom.predefined("enctype"), keywords: formEnctypes, missing: formEnctypes[0], invalid: formEnctypes[0])

    /// `dir`, which `HTMLElement` and `Document` (on its `html` element) reflect.
    ///
    /// https://html.spec.whatwg.org/multipage/dom.html#dom-dir
    static let dir = Reflection.enumerated(.dir, keywords: ["ltr", "rtl", "auto"], missing: "", invalid: "")

    /// One reflected property: the elements it applies to (nil: all HTML elements) and how.
    struct Entry {
        let elements: Set<Atom>?
        let reflection: Reflection
    }

    /// Property name → entries, most specific first.
    static let entries: [String: [Entry]] = {
        var table: [String: [Entry]] = [:]
        for (property, elements, reflection) in definitions {
            let entry = Entry(elements: elements.map { Set($0.map { Atom.predefined($0) }) }, reflection: reflection)
            table[property, default: []].append(entry)
        }
        for (property, list) in table {
            table[property] = list.sorted { ($0.elements == nil ? 1 : 0) < ($1.elements == nil ? 1 : 0) }
        }
        return table
    }()

    /// The reflection of `property` on an element named `localName`.
    static func reflection(of property: String, on localName: Atom) -> Reflection? {
        guard let list = entries[property] else { return nil }
        for entry in list where entry.elements?.contains(localName) ?? true { return entry.reflection }
        return nil
    }

    /// The property names elements with these local names reflect, for their class
    /// definition: `seldomRead` picks those only ``obsoleteDefinitions`` give them (`br.clear`,
    /// `td.vAlign`), which a class keeps on its prototype only (see
    /// ``InterfaceDefinition/prototypeOnlyProperties``), or the others.
    static func properties(of elements: [String], seldomRead: Bool) -> [String] {
        let atoms = Set(elements.map { Atom.predefined($0) })
        return entries.compactMap { property, list in
            let applying = list.filter { entry in entry.elements.map { !$0.isDisjoint(with: atoms) } ?? false }
            guard !applying.isEmpty else { return nil }
            return applying.allSatisfy { obsoleteProperties.contains($0.elements.map { ObsoleteKey(property, $0) }!) } == seldomRead
                ? property : nil
        }.sorted()
    }

    /// A property and the elements one entry of ``obsoleteDefinitions`` gives it to.
    private struct ObsoleteKey: Hashable {
        let property: String
        let elements: Set<Atom>
        init(_ property: String, _ elements: Set<Atom>) {
            self.property = property
            self.elements = elements
        }
    }

    /// The entries ``obsoleteDefinitions`` makes.
    private static let obsoleteProperties = Set(obsoleteDefinitions.map { property, elements, _ in
        ObsoleteKey(property, Set(elements!.map { Atom.predefined($0) }))
    })

    private static let inputTypes = [
        "hidden", "text", "search", "tel", "url", "email", "password", "date", "month", "week", "time",
        "datetime-local", "number", "range", "color", "checkbox", "radio", "file", "submit", "image", "reset", "button",
    ]

    /// Every reflected property: (IDL name, elements or nil for every HTML element, reflection).
    private static let definitions: [(String, [String]?, Reflection)] = {
        let a = Atom.predefined
        return [
            // Global attributes (HTMLElement).
            ("title", nil, .string(a("title"))), ("lang", nil, .string(.lang)), ("dir", nil, dir),
            ("hidden", nil, .boolean(.hidden)), ("accessKey", nil, .string(a("accesskey"))),
            ("translate", nil, .boolean(a("translate"))), ("draggable", nil, .boolean(a("draggable"))),
            ("spellcheck", nil, .boolean(a("spellcheck"))), ("autofocus", nil, .boolean(a("autofocus"))),
            ("nonce", nil, .string(a("nonce"))), ("slot", nil, .string(a("slot"))),
            // Links and resources.
            ("href", ["a", "area", "link", "base"], .url(.href)),
            ("target", ["a", "area", "base", "form"], .string(.target)),
            ("download", ["a", "area"], .string(a("download"))), ("ping", ["a", "area"], .string(a("ping"))),
            ("rel", ["a", "area", "link", "form"], .string(.rel)), ("hreflang", ["a", "link"], .string(a("hreflang"))),
            ("referrerPolicy", ["a", "area", "img", "iframe", "link", "script"], .string(a("referrerpolicy"))),
            ("src", ["img", "script", "iframe", "frame", "embed", "source", "track", "video", "audio", "input"], .url(.src)),
            ("srcset", ["img", "source"], .string(a("srcset"))), ("sizes", ["img", "source"], .string(a("sizes"))),
            ("alt", ["img", "area", "input"], .string(a("alt"))), ("useMap", ["img", "input", "object"], .string(a("usemap"))),
            ("isMap", ["img"], .boolean(a("ismap"))), ("loading", ["img", "iframe"],
             .enumerated(a("loading"), keywords: ["lazy", "eager"], missing: "eager", invalid: "eager")),
            ("decoding", ["img"], .enumerated(a("decoding"), keywords: ["sync", "async", "auto"], missing: "auto", invalid: "auto")), ("crossOrigin", ["img", "script", "link", "video", "audio"],
             .string(a("crossorigin"))),
            ("width", ["img", "video", "iframe", "embed", "object", "source", "input"],
             .nonNegativeInteger(a("width"), default: 0)),
            // https://html.spec.whatwg.org/multipage/canvas.html#attr-canvas-width
            ("width", ["canvas"], .nonNegativeInteger(a("width"), default: 300)),
            ("height", ["canvas"], .nonNegativeInteger(a("height"), default: 150)),
            ("height", ["img", "video", "iframe", "embed", "object", "source", "input"],
             .nonNegativeInteger(a("height"), default: 0)),
            ("poster", ["video"], .url(a("poster"))), ("controls", ["video", "audio"], .boolean(a("controls"))),
            ("autoplay", ["video", "audio"], .boolean(a("autoplay"))), ("loop", ["video", "audio"], .boolean(a("loop"))),
            ("defaultMuted", ["video", "audio"], .boolean(a("muted"))), ("playsInline", ["video"], .boolean(a("playsinline"))),
            ("preload", ["video", "audio"],
             .enumerated(a("preload"), keywords: ["none", "metadata", "auto"], missing: "auto", invalid: "auto")),
            ("media", ["link", "style", "source", "meta"], .string(a("media"))),
            ("type", ["link", "style", "script", "source", "embed", "object", "a", "ol", "menu", "ul", "li", "param"],
             .string(.type)),
            ("charset", ["script", "meta"], .string(.charset)),
            ("async", ["script"], .boolean(a("async"))), ("defer", ["script"], .boolean(a("defer"))),
            ("noModule", ["script"], .boolean(a("nomodule"))), ("integrity", ["script", "link"], .string(a("integrity"))),
            ("as", ["link"], .string(a("as"))),
            ("allow", ["iframe"], .string(a("allow"))), ("allowFullscreen", ["iframe"], .boolean(a("allowfullscreen"))),
            ("srcdoc", ["iframe"], .string(a("srcdoc"))), ("data", ["object"], .url(a("data"))),
            // Metadata.
            ("name", ["meta", "iframe", "frame", "form", "input", "button", "select", "textarea", "fieldset", "output",
                      "object", "map", "param", "slot", "a", "img", "embed"], .string(.name)),
            ("content", ["meta"], .string(.content)), ("httpEquiv", ["meta"], .string(.httpEquiv)),
            ("scheme", ["meta"], .string(a("scheme"))),
            // Forms.
            ("action", ["form"], .actionURL(.action)),
            ("method", ["form"], .enumerated(.method, keywords: formMethods, missing: "get", invalid: "get")),
            ("enctype", ["form"], enctype), ("encoding", ["form"], enctype),
            ("formMethod", ["input", "button"],
             .enumerated(a("formmethod"), keywords: formMethods, missing: "", invalid: "get")),
            ("formEnctype", ["input", "button"],
             .enumerated(a("formenctype"), keywords: formEnctypes, missing: "", invalid: formEnctypes[0])),
            ("formNoValidate", ["input", "button"], .boolean(a("formnovalidate"))),
            ("formTarget", ["input", "button"], .string(a("formtarget"))),
            ("acceptCharset", ["form"], .string(a("accept-charset"))), ("noValidate", ["form"], .boolean(a("novalidate"))),
            ("autocomplete", ["form", "input", "select", "textarea"], .string(a("autocomplete"))),
            ("type", ["input"], .enumerated(.type, keywords: inputTypes, missing: "text", invalid: "text")),
            ("type", ["button"], .enumerated(.type, keywords: ["submit", "reset", "button"], missing: "submit", invalid: "submit")),
            ("defaultValue", ["input"], .string(.value)), ("defaultChecked", ["input"], .boolean(.checked)),
            ("placeholder", ["input", "textarea"], .string(a("placeholder"))),
            ("disabled", ["input", "button", "select", "textarea", "fieldset", "optgroup", "option", "link"],
             .boolean(.disabled)),
            ("readOnly", ["input", "textarea"], .boolean(.readonly)),
            ("required", ["input", "select", "textarea"], .boolean(a("required"))),
            ("multiple", ["input", "select"], .boolean(.multiple)),
            ("maxLength", ["input", "textarea"], .integer(a("maxlength"), default: -1)),
            ("minLength", ["input", "textarea"], .integer(a("minlength"), default: -1)),
            ("size", ["select"], .nonNegativeInteger(a("size"), default: 0)),
            ("size", ["input"], .nonNegativeInteger(a("size"), default: 20, limit: .positive)),
            ("pattern", ["input"], .string(a("pattern"))), ("min", ["input"], .string(a("min"))),
            ("max", ["input"], .string(a("max"))), ("step", ["input"], .string(a("step"))),
            ("accept", ["input"], .string(a("accept"))), ("inputMode", nil, .string(a("inputmode"))),
            ("formAction", ["input", "button"], .actionURL(a("formaction"))),
            ("htmlFor", ["label"], .string(.for)),
            ("label", ["option", "optgroup", "track"], .string(.label)),
            ("defaultSelected", ["option"], .boolean(.selected)),
            ("rows", ["textarea"], .nonNegativeInteger(a("rows"), default: 2, limit: .positiveWithFallback)),
            ("cols", ["textarea"], .nonNegativeInteger(a("cols"), default: 20, limit: .positiveWithFallback)),
            ("wrap", ["textarea"], .string(a("wrap"))),
            // Text-level and structure.
            ("cite", ["blockquote", "q", "del", "ins"], .url(.cite)), ("dateTime", ["time", "del", "ins"], .string(.datetime)),
            ("value", ["data", "button", "param"], .string(.value)), ("value", ["li"], .integer(.value, default: 0)),
            ("reversed", ["ol"], .boolean(a("reversed"))), ("start", ["ol"], .integer(a("start"), default: 1)),
            ("open", ["details", "dialog"], .boolean(.open)),
            ("colSpan", ["td", "th"], .nonNegativeInteger(.colspan, default: 1, limit: .clamped(1...1000))),
            ("rowSpan", ["td", "th"], .nonNegativeInteger(.rowspan, default: 1, limit: .clamped(0...65534))),
            ("headers", ["td", "th"], .string(a("headers"))), ("scope", ["th"], .string(a("scope"))),
            ("abbr", ["th", "td"], .string(a("abbr"))), ("span", ["col", "colgroup"], .nonNegativeInteger(a("span"), default: 1, limit: .clamped(1...1000))),
            ("align", ["div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "table", "td", "th", "tr", "img", "iframe",
                       "hr", "caption", "legend", "col", "colgroup", "thead", "tbody", "tfoot", "input", "embed", "object"],
             .string(a("align"))),
            ("border", ["table"], .string(a("border"))), ("border", ["img", "object"], .nullIsEmptyString(a("border"))),
            ("bgColor", ["body", "table", "td", "th", "tr"], .nullIsEmptyString(a("bgcolor"))),
            ("text", ["body"], .nullIsEmptyString(a("text"))), ("link", ["body"], .nullIsEmptyString(.link)),
            ("vLink", ["body"], .nullIsEmptyString(a("vlink"))), ("aLink", ["body"], .nullIsEmptyString(a("alink"))),
            ("background", ["body"], .string(a("background"))),
            ("color", ["font"], .nullIsEmptyString(a("color"))), ("face", ["font"], .string(a("face"))),
            ("coords", ["area", "a"], .string(a("coords"))), ("shape", ["area", "a"], .string(a("shape"))),
            ("kind", ["track"], .string(a("kind"))), ("srclang", ["track"], .string(a("srclang"))),
            ("version", ["html"], .string(a("version"))), ("noWrap", ["td", "th"], .boolean(a("nowrap"))),
            ("frameBorder", ["iframe", "frame"], .string(a("frameborder"))),
            ("scrolling", ["iframe", "frame"], .string(a("scrolling"))),
            ("longDesc", ["img", "iframe", "frame"], .url(a("longdesc"))),
            ("marginHeight", ["iframe", "frame"], .nullIsEmptyString(a("marginheight"))),
            ("marginWidth", ["iframe", "frame"], .nullIsEmptyString(a("marginwidth"))),
            ("vspace", ["img", "object"], .nonNegativeInteger(a("vspace"), default: 0)),
            ("hspace", ["img", "object"], .nonNegativeInteger(a("hspace"), default: 0)),
            ("compact", ["ul", "ol", "dl", "menu", "dir"], .boolean(a("compact"))),
            ("inert", nil, .boolean(a("inert"))),
            // https://html.spec.whatwg.org/multipage/popover.html#dom-popover (WebKit has no `hint`)
            ("popover", nil, .nullableEnumerated(a("popover"), keywords: ["auto", "manual"], empty: "auto", invalid: "manual")),
            ("charset", ["a", "link"], .string(.charset)), ("rev", ["a", "link"], .string(a("rev"))),
            ("lowsrc", ["img"], .url(a("lowsrc"))),
        ] + obsoleteDefinitions + ARIANames.reflected.map { ($0.property, nil, .nullableString(a($0.attribute))) }
    }()

    /// The obsolete attributes the HTML standard still has elements reflect, and WebKit with
    /// them (https://html.spec.whatwg.org/multipage/obsolete.html#other-elements,-attributes-and-apis),
    /// and the newer ones WebKit 2.50 has.
    private static let obsoleteDefinitions: [(String, [String]?, Reflection)] = {
        let a = Atom.predefined
        let tableParts = ["td", "th", "tr", "col", "colgroup", "thead", "tbody", "tfoot"]
        return [
            ("clear", ["br"], .string(a("clear"))),
            ("color", ["hr"], .string(a("color"))), ("noShade", ["hr"], .boolean(a("noshade"))),
            ("size", ["hr"], .string(a("size"))), ("size", ["font"], .string(a("size"))),
            ("width", ["hr", "table", "td", "th", "col", "colgroup", "marquee"], .string(a("width"))),
            ("height", ["td", "th", "marquee"], .string(a("height"))),
            ("width", ["pre"], .integer(a("width"), default: 0)),
            ("cellPadding", ["table"], .nullIsEmptyString(a("cellpadding"))),
            ("cellSpacing", ["table"], .nullIsEmptyString(a("cellspacing"))),
            ("frame", ["table"], .string(a("frame"))), ("rules", ["table"], .string(a("rules"))),
            ("summary", ["table"], .string(a("summary"))), ("axis", ["td", "th"], .string(a("axis"))),
            ("ch", tableParts, .string(a("char"))), ("chOff", tableParts, .string(a("charoff"))),
            ("vAlign", tableParts, .string(a("valign"))),
            ("noResize", ["frame"], .boolean(a("noresize"))),
            ("cols", ["frameset"], .string(a("cols"))), ("rows", ["frameset"], .string(a("rows"))),
            ("noHref", ["area"], .boolean(a("nohref"))),
            ("archive", ["object"], .string(a("archive"))), ("code", ["object"], .string(a("code"))),
            ("codeBase", ["object"], .url(a("codebase"))), ("codeType", ["object"], .string(a("codetype"))),
            ("declare", ["object"], .boolean(a("declare"))), ("standby", ["object"], .string(a("standby"))),
            ("valueType", ["param"], .string(a("valuetype"))),
            ("target", ["link"], .string(.target)),
            ("event", ["script"], .string(a("event"))), ("htmlFor", ["script"], .string(.for)),
            // https://html.spec.whatwg.org/multipage/obsolete.html#the-marquee-element-2 (loop,
            // start() and stop() are not provided: they need the marquee's animation).
            ("behavior", ["marquee"], .string(a("behavior"))), ("bgColor", ["marquee"], .string(a("bgcolor"))),
            ("direction", ["marquee"], .string(a("direction"))), ("trueSpeed", ["marquee"], .boolean(a("truespeed"))),
            ("hspace", ["marquee"], .nonNegativeInteger(a("hspace"), default: 0)),
            ("vspace", ["marquee"], .nonNegativeInteger(a("vspace"), default: 0)),
            ("scrollAmount", ["marquee"], .nonNegativeInteger(a("scrollamount"), default: 6)),
            ("scrollDelay", ["marquee"], .nonNegativeInteger(a("scrolldelay"), default: 85)),
            // https://html.spec.whatwg.org/multipage/interactive-elements.html#dom-details-name
            ("name", ["details"], .string(.name)),
            // https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#dom-fe-dirname
            ("dirName", ["input", "textarea"], .string(a("dirname"))),
            // https://html.spec.whatwg.org/multipage/semantics.html#dom-link-imagesrcset
            ("imageSrcset", ["link"], .string(a("imagesrcset"))), ("imageSizes", ["link"], .string(a("imagesizes"))),
            // https://html.spec.whatwg.org/multipage/urls-and-fetching.html#fetch-priority-attribute
            ("fetchPriority", ["img", "link", "script"],
             .caseSensitiveEnumerated(a("fetchpriority"), keywords: ["high", "low", "auto"], otherwise: "auto")),
        ]
    }()
}

extension Realm {
    /// The value a reflecting IDL attribute has now.
    func reflectedValue(_ reflection: Reflection, of element: NodeID) -> JSValue {
        switch reflection {
        case .string(let name), .nullIsEmptyString(let name):
            return context.string(store.attribute(name, of: element) ?? "")
        case .nullableString(let name):
            return context.stringOrNull(store.attribute(name, of: element))
        case .url(let name):
            return context.string(store.reflectedURL(name, of: element))
        case .actionURL(let name):
            guard let value = store.attribute(name, of: element), !value.isEmpty else {
                return context.string(store.documentState(store.document(of: element)).url.href)
            }
            return context.string(store.reflectedURL(name, of: element))
        case .boolean(let name):
            return context.boolean(store.hasAttribute(name, on: element))
        case .integer(let name, let defaultValue):
            let parsed = store.attribute(name, of: element).flatMap(parseHTMLInteger)
            return context.number(parsed ?? defaultValue)
        case .nonNegativeInteger(let name, let defaultValue, let limit):
            return context.number(store.unsignedLongAttribute(name, of: element, default: defaultValue, limit: limit))
        case .enumerated(let name, let keywords, let missing, let invalid):
            guard let value = store.attribute(name, of: element) else { return context.string(missing) }
            let lowered = asciiLowercase(value)
            return context.string(keywords.contains(lowered) ? lowered : invalid)
        case .caseSensitiveEnumerated(let name, let keywords, let otherwise):
            let value = store.attribute(name, of: element) ?? otherwise
            return context.string(keywords.contains(value) ? value : otherwise)
        case .nullableEnumerated(let name, let keywords, let empty, let invalid):
            guard let value = store.attribute(name, of: element) else { return context.null }
            let lowered = asciiLowercase(value)
            return context.string(lowered.isEmpty ? empty : keywords.contains(lowered) ? lowered : invalid)
        }
    }

    /// Sets a reflecting IDL attribute.
    func setReflectedValue(_ reflection: Reflection, of element: NodeID, to value: JSValue) throws {
        switch reflection {
        case .string(let name), .url(let name), .actionURL(let name), .enumerated(let name, _, _, _),
            .caseSensitiveEnumerated(let name, _, _):
            store.setAttribute(name, to: try value.domString(in: self), on: element)
        case .nullIsEmptyString(let name):
            store.setAttribute(name, to: try value.legacyNullToEmptyString(in: self), on: element)
        case .nullableString(let name), .nullableEnumerated(let name, _, _, _):
            if let text = try value.nullableDOMString(in: self) {
                store.setAttribute(name, to: text, on: element)
            } else {
                store.removeAttribute(name, from: element)
            }
        case .boolean(let name):
            if value.toBoolean(in: context) {
                store.setAttribute(name, to: "", on: element)
            } else {
                store.removeAttribute(name, from: element)
            }
        case .integer(let name, _):
            let integer = WebIDLIntegers.long(try value.toNumber(in: context))
            store.setAttribute(name, to: String(integer), on: element)
        case .nonNegativeInteger(let name, let defaultValue, let limit):
            let integer = Int(WebIDLIntegers.unsignedLong(try value.toNumber(in: context)))
            store.setAttribute(name, to: String(try limit.contentValue(setting: integer, default: defaultValue)), on: element)
        }
    }
}

extension NodeStore {
    /// The value of an `unsigned long` IDL attribute reflecting `name` of `element`.
    ///
    /// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
    func unsignedLongAttribute(_ name: Atom, of element: NodeID, default defaultValue: Int, limit: UnsignedLimit = .unlimited) -> Int {
        let parsed = attribute(name, of: element).flatMap(parseHTMLInteger).flatMap { $0 >= 0 && $0 <= Int32.max ? $0 : nil }
        return limit.value(parsed: parsed, default: defaultValue)
    }
}

/// How an `unsigned long` reflecting attribute limits its values.
///
/// https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes
enum UnsignedLimit: Equatable {
    /// Any value from 0 to 2147483647.
    case unlimited
    /// Limited to only positive numbers (`input.size`): setting 0 throws `IndexSizeError`.
    case positive
    /// Limited to only positive numbers with fallback (`textarea.rows`): 0 means the default.
    case positiveWithFallback
    /// Clamped to a range (`colSpan`): a parsed value outside it reads as its nearer end.
    case clamped(ClosedRange<Int>)

    /// The IDL value of a content attribute that parsed to `parsed` (nil when it failed).
    func value(parsed: Int?, default defaultValue: Int) -> Int {
        guard let parsed else { return defaultValue }
        switch self {
        case .unlimited: return parsed
        case .positive, .positiveWithFallback: return parsed > 0 ? parsed : defaultValue
        case .clamped(let range): return min(max(parsed, range.lowerBound), range.upperBound)
        }
    }

    /// The content attribute's value for setting the IDL attribute to `integer` (already
    /// converted to `unsigned long`).
    func contentValue(setting integer: Int, default defaultValue: Int) throws -> Int {
        switch self {
        case .positive where integer == 0:
            throw DOMException(.indexSizeError, "The index is not in the allowed range.")
        case .positiveWithFallback where integer == 0:
            return defaultValue
        default:
            return integer <= Int(Int32.max) ? integer : defaultValue
        }
    }
}

/// The getter every reflected property shares: it finds the reflection by property name.
let reflectedGetter: NativeGetterCallback = { context, object, name, exception in
    nodeGetter(context, object, exception) { realm, node in
        guard let name, let reflection = ReflectionTable.reflection(of: swiftString(name), on: realm.store.localName(of: node))
        else { return realm.context.undefined }
        return realm.reflectedValue(reflection, of: node)
    }
}

/// The setter every reflected property shares.
let reflectedSetter: NativeSetterCallback = { context, object, name, value, exception in
    nodeSetter(context, object, value, exception) { realm, node, value in
        guard let name, let reflection = ReflectionTable.reflection(of: swiftString(name), on: realm.store.localName(of: node))
        else { return }
        try realm.setReflectedValue(reflection, of: node, to: value)
    }
}

/// Accessors for reflected properties.
func reflectedProperties(_ names: [String]) -> [NativeProperty] {
    names.map { NativeProperty($0, get: reflectedGetter, set: reflectedSetter) }
}
