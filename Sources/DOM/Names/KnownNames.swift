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
        "accept", "accesskey", "align", "allow", "allowfullscreen", "as", "async", "auto", "autocomplete", "autofocus", "autoplay", "bgcolor", "border", "color", "cols", "compact", "controls", "coords", "crossorigin", "decoding", "defer", "download", "draggable", "face", "formaction", "frameborder", "get", "headers", "hreflang", "hspace", "inputmode", "integrity", "ismap", "kind", "loading", "longdesc", "loop", "ltr", "marginheight", "marginwidth", "max", "media", "min", "minlength", "muted", "nomodule", "nonce", "novalidate", "nowrap", "pattern", "ping", "post", "poster", "referrerpolicy", "required", "reset", "reversed", "rows", "rtl", "scheme", "scope", "scrolling", "shape", "size", "sizes", "spellcheck", "srcdoc", "srclang", "start", "step", "submit", "translate", "usemap", "version", "vspace", "wrap",
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
    // Elements the DOM treats specially.
    public static let html = predefined("html"), head = predefined("head"), body = predefined("body")
    public static let title = predefined("title"), meta = predefined("meta"), link = predefined("link")
    public static let base = predefined("base"), style = predefined("style"), script = predefined("script")
    public static let noscript = predefined("noscript"), template = predefined("template")
    public static let div = predefined("div"), span = predefined("span"), p = predefined("p"), a = predefined("a")
    public static let img = predefined("img"), br = predefined("br"), hr = predefined("hr")
    public static let table = predefined("table"), tr = predefined("tr"), td = predefined("td"), th = predefined("th")
    public static let tbody = predefined("tbody"), thead = predefined("thead"), tfoot = predefined("tfoot")
    public static let caption = predefined("caption"), colgroup = predefined("colgroup"), col = predefined("col")
    public static let form = predefined("form"), input = predefined("input"), button = predefined("button")
    public static let select = predefined("select"), option = predefined("option"), optgroup = predefined("optgroup")
    public static let textarea = predefined("textarea"), label = predefined("label")
    public static let fieldset = predefined("fieldset"), legend = predefined("legend")
    public static let iframe = predefined("iframe"), frame = predefined("frame"), frameset = predefined("frameset")
    public static let object = predefined("object"), embed = predefined("embed"), param = predefined("param")
    public static let video = predefined("video"), audio = predefined("audio"), source = predefined("source")
    public static let track = predefined("track"), canvas = predefined("canvas"), svg = predefined("svg")
    public static let math = predefined("math"), pre = predefined("pre"), area = predefined("area")
    public static let map = predefined("map"), wbr = predefined("wbr"), xmp = predefined("xmp")
    public static let plaintext = predefined("plaintext"), listing = predefined("listing")
    public static let noembed = predefined("noembed"), noframes = predefined("noframes")
    public static let basefont = predefined("basefont"), bgsound = predefined("bgsound")
    public static let keygen = predefined("keygen"), image = predefined("image"), li = predefined("li")
    public static let details = predefined("details"), summary = predefined("summary")
    public static let output = predefined("output"), datalist = predefined("datalist")
    public static let foreignObject = predefined("foreignObject")

    // Attributes the DOM reads.
    public static let id = predefined("id"), `class` = predefined("class"), href = predefined("href")
    public static let src = predefined("src"), name = predefined("name"), content = predefined("content")
    public static let rel = predefined("rel"), type = predefined("type"), value = predefined("value")
    public static let checked = predefined("checked"), disabled = predefined("disabled")
    public static let selected = predefined("selected"), readonly = predefined("readonly")
    public static let multiple = predefined("multiple"), action = predefined("action")
    public static let method = predefined("method"), lang = predefined("lang"), dir = predefined("dir")
    public static let charset = predefined("charset"), httpEquiv = predefined("http-equiv")
    public static let hidden = predefined("hidden"), `for` = predefined("for"), `is` = predefined("is")
    public static let open = predefined("open"), target = predefined("target"), cite = predefined("cite")
    public static let datetime = predefined("datetime"), colspan = predefined("colspan"), rowspan = predefined("rowspan")
}
