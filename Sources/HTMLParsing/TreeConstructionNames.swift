import DOM

/// The sets of HTML element names the HTML standard's tree-construction rules test.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#tree-construction
enum TreeConstructionNames {
    /// The special category: elements an end tag for another name does not close past,
    /// and that stop the search of `<li>`, `<dd>` and `<dt>` start tags.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#special
    static let special = AtomSet(
        names: ["address", "applet", "area", "article", "aside", "base", "basefont", "bgsound", "blockquote", "body",
                "br", "button", "caption", "center", "col", "colgroup", "dd", "details", "dir", "div", "dl", "dt",
                "embed", "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3",
                "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "iframe", "img", "input", "keygen", "li",
                "link", "listing", "main", "marquee", "menu", "meta", "nav", "noembed", "noframes", "noscript",
                "object", "ol", "p", "param", "plaintext", "pre", "script", "search", "section", "select", "source",
                "style", "summary", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "title",
                "tr", "track", "ul", "wbr", "xmp"])

    /// SVG and MathML elements in the special category (MathML's first six, SVG's last
    /// three), which also bound every scope.
    static let specialForeign = AtomSet(
        names: ["mi", "mo", "mn", "ms", "mtext", "annotation-xml", "foreignObject", "desc", "title"])

    /// Formatting elements: kept in the list of active formatting elements, reopened
    /// where they were closed early, and ended by the adoption agency algorithm.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#formatting
    static let formatting = AtomSet(
        names: ["a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u"])

    /// HTML elements that bound every scope.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#has-an-element-in-the-specific-scope
    static let scopeBoundaries = AtomSet(
        names: ["applet", "caption", "html", "table", "td", "th", "marquee", "object", "template"])

    /// Elements that bound the table scope.
    static let tableScopeBoundaries = AtomSet(names: ["html", "table", "template"])

    /// Elements whose end tags are implied when another element ends.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#generate-implied-end-tags
    static let impliedEndTags = AtomSet(names: ["dd", "dt", "li", "optgroup", "option", "p", "rb", "rp", "rt", "rtc"])

    /// Elements whose end tags are implied thoroughly (when a template or cell ends).
    static let impliedEndTagsThoroughly = AtomSet(
        names: ["caption", "colgroup", "dd", "dt", "li", "optgroup", "option", "p", "rb", "rp", "rt", "rtc", "tbody", "td",
                "tfoot", "th", "thead", "tr"])

    /// Start tags in the "in body" insertion mode that close an open `<p>` in button
    /// scope and are then inserted as they are.
    static let blocks = AtomSet(
        names: ["address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl",
                "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "main", "menu", "nav", "ol", "p",
                "search", "section", "summary", "ul"])

    /// End tags in the "in body" insertion mode that close their element and whatever is
    /// open inside it, when it is in scope.
    static let blockEndTags = AtomSet(
        names: ["address", "article", "aside", "blockquote", "button", "center", "details", "dialog", "dir", "div",
                "dl", "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "listing", "main", "menu",
                "nav", "ol", "pre", "search", "section", "summary", "ul"])

    static let headings = AtomSet(names: ["h1", "h2", "h3", "h4", "h5", "h6"])

    /// Start tags processed with the "in head" rules wherever they appear in the body.
    static let headContent = AtomSet(
        names: ["base", "basefont", "bgsound", "link", "meta", "noframes", "script", "style", "template", "title"])

    /// Start tags that end a table's cell, row or section to be processed again outside it.
    static let tableParts = AtomSet(names: ["caption", "col", "colgroup", "tbody", "td", "tfoot", "th", "thead", "tr"])

    /// Where clearing the stack back to a table, table body or table row context stops.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#clear-the-stack-back-to-a-table-context
    static let tableContext = AtomSet(names: ["table", "template", "html"])
    static let tableBodyContext = AtomSet(names: ["tbody", "tfoot", "thead", "template", "html"])
    static let tableRowContext = AtomSet(names: ["tr", "template", "html"])

    /// Where foster parenting applies: content inserted into these that the table rules
    /// do not place goes before the table.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#foster-parent
    static let fosteringTargets = AtomSet(names: ["table", "tbody", "tfoot", "thead", "tr"])

    /// Elements that decide the insertion mode when they are the nearest open one.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#reset-the-insertion-mode-appropriately
    static let modeElements = AtomSet(
        names: ["select", "td", "th", "tr", "tbody", "thead", "tfoot", "caption", "colgroup", "table", "template", "body",
                "frameset", "html"])

    /// HTML start tags that end foreign (SVG, MathML) content.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign
    static let breaksOutOfForeignContent = AtomSet(
        names: ["b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed", "h1", "h2",
                "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr", "ol", "p",
                "pre", "ruby", "s", "small", "span", "strong", "strike", "sub", "sup", "table", "tt", "u", "ul", "var"])

    /// HTML elements that may be shadow hosts (besides autonomous custom elements).
    ///
    /// https://dom.spec.whatwg.org/#valid-shadow-host-name
    static let validShadowHosts = AtomSet(
        names: ["article", "aside", "blockquote", "body", "div", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header",
                "main", "nav", "p", "section", "span"])

    /// MathML text integration points: HTML start tags inside them are HTML.
    static let mathMLTextIntegrationPoints = AtomSet(names: ["mi", "mo", "mn", "ms", "mtext"])

    /// SVG elements whose content is HTML.
    static let svgHTMLIntegrationPoints = AtomSet(names: ["foreignObject", "desc", "title"])
}
