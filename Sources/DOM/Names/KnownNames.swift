/// Names every ``AtomTable`` starts with, so the DOM can test for them by atom.
public enum KnownNames {
    /// The predefined names, in atom order.
    public static let all: [String] = [
        // Elements.
        "html", "head", "body", "title", "meta", "link", "base", "style", "script", "noscript",
        "template", "div", "span", "p", "a", "img", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6",
        "ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "td", "th",
        "caption", "colgroup", "col", "form", "input", "button", "select", "option", "optgroup",
        "textarea", "label", "fieldset", "legend", "iframe", "frame", "frameset", "object", "embed",
        "param", "video", "audio", "source", "track", "canvas", "svg", "math", "pre", "code",
        "blockquote", "q", "cite", "em", "strong", "b", "i", "u", "s", "small", "sub", "sup", "mark",
        "abbr", "time", "article", "section", "nav", "aside", "header", "footer", "main", "figure",
        "figcaption", "address", "details", "summary", "dialog", "area", "map", "picture", "wbr",
        "center", "font", "nobr", "xmp", "plaintext", "listing", "noembed", "noframes", "basefont",
        "bgsound", "keygen", "menu", "marquee", "applet", "image", "output", "progress", "meter",
        "data", "datalist", "ins", "del", "slot", "hgroup", "search", "rt", "rp", "ruby",
        "bdi", "bdo", "dfn", "kbd", "samp", "var", "strike", "tt", "big", "acronym",
        // Attributes (names that are not also element names above).
        "id", "class", "href", "src", "name", "content", "property", "rel", "type", "value",
        "checked", "disabled", "selected", "readonly", "multiple", "action", "method", "target",
        "alt", "lang", "dir", "charset", "http-equiv", "width", "height", "for", "placeholder",
        "maxlength", "hidden", "srcset", "itemprop", "datetime", "enctype", "accept-charset",
        "colspan", "rowspan", "is", "xmlns", "open", "defaultValue", "foreignObject",
        // Attributes reflected by IDL attributes (see Bindings' ReflectionTable).
        "accept", "accesskey", "align", "alink", "allow", "allowfullscreen", "as", "async", "auto", "autocapitalize", "autocomplete", "autofocus", "autoplay", "background", "bgcolor", "blocking", "border", "color", "cols", "compact", "contenteditable", "controls", "coords", "crossorigin", "decoding", "defer", "download", "draggable", "face", "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget", "frameborder", "get", "headers", "hreflang", "hspace", "inert", "inputmode", "integrity", "ismap", "kind", "loading", "longdesc", "loop", "lowsrc", "ltr", "marginheight", "marginwidth", "max", "media", "min", "minlength", "muted", "nomodule", "nonce", "novalidate", "nowrap", "part", "pattern", "ping", "playsinline", "popover", "post", "poster", "preload", "referrerpolicy", "required", "reset", "rev", "reversed", "rows", "rtl", "sandbox", "scheme", "scope", "scrolling", "shape", "size", "sizes", "spellcheck", "srcdoc", "srclang", "start", "step", "submit", "text", "translate", "usemap", "version", "vlink", "vspace", "wrap",
        // Elements the parser's scope rules test: MathML and SVG integration points, ruby.
        "mi", "mo", "mn", "ms", "mtext", "annotation-xml", "desc", "rb", "rtc",
    ] + ARIANames.reflected.map(\.attribute) + [
        // Attributes that stand for style (presentational hints).
        "valign", "cellspacing", "clear",
        // SVG elements the user agent's style sheet names, so that its selectors compiled once
        // serve every page.
        "foreignobject", "marker", "symbol", "textPath", "textpath", "tspan",
        // Obsolete and newer attributes reflected by IDL attributes (see Bindings' ReflectionTable).
        "noshade", "cellpadding", "rules", "axis", "char", "charoff", "noresize", "nohref", "archive", "codebase",
        "codetype", "declare", "standby", "valuetype", "event", "behavior", "direction", "truespeed", "scrollamount",
        "scrolldelay", "dirname", "imagesrcset", "imagesizes", "fetchpriority",
    ]

    /// Name → position in ``all``.
    public static let index: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, name) in all.enumerated() {
            precondition(index[name] == nil, "duplicate predefined name \(name)")
            index[name] = position
        }
        return index
    }()
}

extension Atom {
    // The predefined names the DOM tests for, as constants the compiler folds in (a
    // stored static would be initialized lazily, at the cost of a `swift_once` call on
    // every read in every hot loop). Each number is the name's position in
    // ``KnownNames/all``; `KnownNamesTests` checks every one.
    // Elements the DOM treats specially.
    @inlinable public static var html: Atom { Atom(rawValue: 0) }
    @inlinable public static var head: Atom { Atom(rawValue: 1) }
    @inlinable public static var body: Atom { Atom(rawValue: 2) }
    @inlinable public static var title: Atom { Atom(rawValue: 3) }
    @inlinable public static var meta: Atom { Atom(rawValue: 4) }
    @inlinable public static var link: Atom { Atom(rawValue: 5) }
    @inlinable public static var base: Atom { Atom(rawValue: 6) }
    @inlinable public static var style: Atom { Atom(rawValue: 7) }
    @inlinable public static var script: Atom { Atom(rawValue: 8) }
    @inlinable public static var noscript: Atom { Atom(rawValue: 9) }
    @inlinable public static var template: Atom { Atom(rawValue: 10) }
    @inlinable public static var div: Atom { Atom(rawValue: 11) }
    @inlinable public static var span: Atom { Atom(rawValue: 12) }
    @inlinable public static var p: Atom { Atom(rawValue: 13) }
    @inlinable public static var a: Atom { Atom(rawValue: 14) }
    @inlinable public static var img: Atom { Atom(rawValue: 15) }
    @inlinable public static var br: Atom { Atom(rawValue: 16) }
    @inlinable public static var hr: Atom { Atom(rawValue: 17) }
    @inlinable public static var table: Atom { Atom(rawValue: 30) }
    @inlinable public static var tr: Atom { Atom(rawValue: 34) }
    @inlinable public static var td: Atom { Atom(rawValue: 35) }
    @inlinable public static var th: Atom { Atom(rawValue: 36) }
    @inlinable public static var tbody: Atom { Atom(rawValue: 32) }
    @inlinable public static var thead: Atom { Atom(rawValue: 31) }
    @inlinable public static var tfoot: Atom { Atom(rawValue: 33) }
    @inlinable public static var caption: Atom { Atom(rawValue: 37) }
    @inlinable public static var colgroup: Atom { Atom(rawValue: 38) }
    @inlinable public static var col: Atom { Atom(rawValue: 39) }
    @inlinable public static var form: Atom { Atom(rawValue: 40) }
    @inlinable public static var input: Atom { Atom(rawValue: 41) }
    @inlinable public static var button: Atom { Atom(rawValue: 42) }
    @inlinable public static var select: Atom { Atom(rawValue: 43) }
    @inlinable public static var option: Atom { Atom(rawValue: 44) }
    @inlinable public static var optgroup: Atom { Atom(rawValue: 45) }
    @inlinable public static var textarea: Atom { Atom(rawValue: 46) }
    @inlinable public static var label: Atom { Atom(rawValue: 47) }
    @inlinable public static var fieldset: Atom { Atom(rawValue: 48) }
    @inlinable public static var legend: Atom { Atom(rawValue: 49) }
    @inlinable public static var iframe: Atom { Atom(rawValue: 50) }
    @inlinable public static var frame: Atom { Atom(rawValue: 51) }
    @inlinable public static var frameset: Atom { Atom(rawValue: 52) }
    @inlinable public static var object: Atom { Atom(rawValue: 53) }
    @inlinable public static var embed: Atom { Atom(rawValue: 54) }
    @inlinable public static var param: Atom { Atom(rawValue: 55) }
    @inlinable public static var video: Atom { Atom(rawValue: 56) }
    @inlinable public static var audio: Atom { Atom(rawValue: 57) }
    @inlinable public static var source: Atom { Atom(rawValue: 58) }
    @inlinable public static var track: Atom { Atom(rawValue: 59) }
    @inlinable public static var canvas: Atom { Atom(rawValue: 60) }
    @inlinable public static var svg: Atom { Atom(rawValue: 61) }
    @inlinable public static var math: Atom { Atom(rawValue: 62) }
    @inlinable public static var pre: Atom { Atom(rawValue: 63) }
    @inlinable public static var area: Atom { Atom(rawValue: 93) }
    @inlinable public static var map: Atom { Atom(rawValue: 94) }
    @inlinable public static var wbr: Atom { Atom(rawValue: 96) }
    @inlinable public static var xmp: Atom { Atom(rawValue: 100) }
    @inlinable public static var plaintext: Atom { Atom(rawValue: 101) }
    @inlinable public static var listing: Atom { Atom(rawValue: 102) }
    @inlinable public static var noembed: Atom { Atom(rawValue: 103) }
    @inlinable public static var noframes: Atom { Atom(rawValue: 104) }
    @inlinable public static var basefont: Atom { Atom(rawValue: 105) }
    @inlinable public static var bgsound: Atom { Atom(rawValue: 106) }
    @inlinable public static var keygen: Atom { Atom(rawValue: 107) }
    @inlinable public static var image: Atom { Atom(rawValue: 111) }
    @inlinable public static var li: Atom { Atom(rawValue: 26) }
    @inlinable public static var details: Atom { Atom(rawValue: 90) }
    @inlinable public static var summary: Atom { Atom(rawValue: 91) }
    @inlinable public static var output: Atom { Atom(rawValue: 112) }
    @inlinable public static var datalist: Atom { Atom(rawValue: 116) }
    @inlinable public static var foreignObject: Atom { Atom(rawValue: 175) }

    // Attributes the DOM reads.
    @inlinable public static var id: Atom { Atom(rawValue: 135) }
    @inlinable public static var `class`: Atom { Atom(rawValue: 136) }
    @inlinable public static var href: Atom { Atom(rawValue: 137) }
    @inlinable public static var src: Atom { Atom(rawValue: 138) }
    @inlinable public static var name: Atom { Atom(rawValue: 139) }
    @inlinable public static var content: Atom { Atom(rawValue: 140) }
    @inlinable public static var rel: Atom { Atom(rawValue: 142) }
    @inlinable public static var type: Atom { Atom(rawValue: 143) }
    @inlinable public static var value: Atom { Atom(rawValue: 144) }
    @inlinable public static var checked: Atom { Atom(rawValue: 145) }
    @inlinable public static var disabled: Atom { Atom(rawValue: 146) }
    @inlinable public static var selected: Atom { Atom(rawValue: 147) }
    @inlinable public static var readonly: Atom { Atom(rawValue: 148) }
    @inlinable public static var multiple: Atom { Atom(rawValue: 149) }
    @inlinable public static var size: Atom { Atom(rawValue: 256) }
    @inlinable public static var action: Atom { Atom(rawValue: 150) }
    @inlinable public static var method: Atom { Atom(rawValue: 151) }
    @inlinable public static var lang: Atom { Atom(rawValue: 154) }
    @inlinable public static var dir: Atom { Atom(rawValue: 155) }
    @inlinable public static var charset: Atom { Atom(rawValue: 156) }
    @inlinable public static var httpEquiv: Atom { Atom(rawValue: 157) }
    @inlinable public static var hidden: Atom { Atom(rawValue: 163) }
    @inlinable public static var `for`: Atom { Atom(rawValue: 160) }
    @inlinable public static var `is`: Atom { Atom(rawValue: 171) }
    @inlinable public static var open: Atom { Atom(rawValue: 173) }
    @inlinable public static var target: Atom { Atom(rawValue: 152) }
    @inlinable public static var cite: Atom { Atom(rawValue: 67) }
    @inlinable public static var datetime: Atom { Atom(rawValue: 166) }
    @inlinable public static var colspan: Atom { Atom(rawValue: 169) }
    @inlinable public static var rowspan: Atom { Atom(rawValue: 170) }
    // Elements the parser's tree construction tests.
    @inlinable public static var ul: Atom { Atom(rawValue: 24) }
    @inlinable public static var ol: Atom { Atom(rawValue: 25) }
    @inlinable public static var dl: Atom { Atom(rawValue: 27) }
    @inlinable public static var dd: Atom { Atom(rawValue: 29) }
    @inlinable public static var dt: Atom { Atom(rawValue: 28) }
    @inlinable public static var address: Atom { Atom(rawValue: 89) }
    @inlinable public static var nobr: Atom { Atom(rawValue: 99) }
    @inlinable public static var applet: Atom { Atom(rawValue: 110) }
    @inlinable public static var marquee: Atom { Atom(rawValue: 109) }
    @inlinable public static var ruby: Atom { Atom(rawValue: 124) }
    @inlinable public static var rt: Atom { Atom(rawValue: 122) }
    @inlinable public static var rp: Atom { Atom(rawValue: 123) }
    @inlinable public static var rb: Atom { Atom(rawValue: 278) }
    @inlinable public static var rtc: Atom { Atom(rawValue: 279) }
    @inlinable public static var font: Atom { Atom(rawValue: 98) }
    @inlinable public static var annotationXML: Atom { Atom(rawValue: 276) }
    @inlinable public static var center: Atom { Atom(rawValue: 97) }
}
