import DOM

/// Which elements the HTML standard closes when a start tag comes, for the builder to
/// tell apart the closings of libxml2 2.9 (which follows HTML 4's content models) that
/// HTML makes too from those it does not: HTML 4 closes `<b>` at a `<p>`, `<h2>` at a
/// `<p>`, `<a>` at a `<table>`, and `<menu>` at a `<ul>`; HTML keeps them open.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody
enum StartTagClosing {
    /// Whether libxml2 may close `open` for a start tag where HTML would not: the elements
    /// its HTML 4 rules close early (paragraphs, headings, inline styles and phrases, links,
    /// lists, blocks that held only inline content).
    static func mayCloseEarly(_ open: Atom) -> Bool { closedEarlyByLibXML2.contains(open) }

    /// Whether a start tag named `tag` closes the open HTML element `open` in the "in body"
    /// insertion mode, or libxml2's closing is to be trusted (table structure, the head).
    static func closes(_ open: Atom, for tag: Atom, inQuirksMode quirks: Bool) -> Bool {
        if open == .p { return paragraphClosers.contains(tag) || tableParts.contains(tag) || (tag == .table && !quirks) }
        if headings.contains(open) { return headings.contains(tag) }
        if definitionParts.contains(open) { return definitionParts.contains(tag) }
        switch open {
        case .li: return tag == .li
        case .option: return tag == .option || tag == .optgroup
        case .optgroup: return tag == .optgroup
        case .a: return tag == .a
        // A form start tag inside a form is ignored.
        case .form: return false
        default: return trustedClosings.contains(open)
        }
    }

    /// Start tags that close an open `<p>` in button scope (the table is one outside
    /// quirks mode).
    private static let paragraphClosers = AtomSet(
        names: ["address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl",
                "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "main", "menu", "nav", "ol", "p",
                "search", "section", "summary", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "listing", "form",
                "plaintext", "xmp", "hr", "li", "dd", "dt"])

    static let headings = AtomSet(names: ["h1", "h2", "h3", "h4", "h5", "h6"])

    private static let closedEarlyByLibXML2 = AtomSet(
        names: ["p", "h1", "h2", "h3", "h4", "h5", "h6", "tt", "i", "b", "u", "s", "strike", "big", "small", "em",
                "strong", "dfn", "code", "samp", "kbd", "var", "cite", "abbr", "acronym", "font", "a", "ul", "ol",
                "menu", "dir", "dl", "address", "pre", "listing", "form", "center", "fieldset", "legend"])

    static let definitionParts = AtomSet(names: ["dd", "dt"])

    private static let tableParts = AtomSet(names: ["caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "td", "th"])

    /// Elements whose closing by libxml2 the builder does not second-guess: table
    /// structure, the document's own elements, and elements whose text libxml2 reads raw.
    private static let trustedClosings = AtomSet(
        names: ["caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "td", "th", "table", "head", "title",
                "html", "body", "select", "textarea", "template", "script", "style", "noscript", "frameset", "frame"])

    /// The standard's special elements (those an `<li>`, `<dd>` or `<dt>` start tag does not
    /// look past for an open item), less `address`, `div` and `p`, which it does.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#special
    static let listItemSearchStoppers = AtomSet(
        names: ["applet", "area", "article", "aside", "base", "basefont", "bgsound", "blockquote", "body", "br",
                "button", "caption", "center", "col", "colgroup", "details", "dir", "dl", "embed", "fieldset",
                "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head",
                "header", "hgroup", "hr", "html", "iframe", "img", "input", "keygen", "link", "listing", "main",
                "marquee", "menu", "meta", "nav", "noembed", "noframes", "noscript", "object", "ol", "param",
                "plaintext", "pre", "script", "search", "section", "select", "source", "style", "summary", "table",
                "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "title", "tr", "track", "ul", "wbr",
                "xmp"])

    /// Elements that bound the default scope (a `<button>` beyond them is not closed).
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-scope
    static let defaultScopeBoundaries = AtomSet(
        names: ["applet", "caption", "html", "table", "td", "th", "marquee", "object", "template"])

    static let listItems = AtomSet(names: ["li"])
    static let buttons = AtomSet(names: ["button"])

    /// A table and the elements between it and its cells: content inserted into these
    /// that is not table content is fostered before the table.
    static let tableStructure = AtomSet(names: ["table", "tbody", "thead", "tfoot", "tr"])

    /// What the "in table" insertion modes insert in the table (besides hidden inputs).
    static let tableContent = AtomSet(
        names: ["caption", "colgroup", "col", "tbody", "thead", "tfoot", "tr", "td", "th", "script", "style", "template",
                "form", "table"])
}
