/// WebKit's default style sheet for HTML (its `html.css`, as the Linux port builds it:
/// neither iOS nor dark-mode rules), the dialog and popover sheets it adds, and the
/// quirks-mode additions (`quirks.css`). Written here as data from those files; rules for
/// WebKit's internal pseudo-elements (form control parts, auto-fill buttons) are left out,
/// as no element here has them. `__qem` is WebKit's "quirky em": an em whose margin
/// collapses away at the edges of the body and table cells in quirks mode.
///
/// Each sheet's selectors apply to its namespace's elements only (it declares it as the
/// default). `hidden` and `noscript` are decided in code, as WebKit decides them outside
/// the sheet.
///
/// https://html.spec.whatwg.org/multipage/rendering.html#the-css-user-agent-style-sheet-and-presentational-hints
enum UserAgentStyleSheet {
    static let text = """
        html { display: block }
        head, link, meta, script, style, title { display: none }
        body { display: block; margin: 8px }
        p { display: block; margin-block-start: 1__qem; margin-block-end: 1__qem; margin-inline-start: 0; margin-inline-end: 0 }
        address, article, aside, div, footer, header, hgroup, main, nav, section { display: block }
        marquee { display: inline-block }
        blockquote { display: block; margin-block-start: 1__qem; margin-block-end: 1em; margin-inline-start: 40px; margin-inline-end: 40px }
        figcaption { display: block }
        figure { display: block; margin-block-start: 1em; margin-block-end: 1em; margin-inline-start: 40px; margin-inline-end: 40px }
        q { display: inline }
        q::before { content: open-quote }
        q::after { content: close-quote }
        center { display: block; text-align: -webkit-center }
        hr { display: block; margin-block-start: 0.5em; margin-block-end: 0.5em; margin-inline-start: auto; margin-inline-end: auto; border-style: inset; border-width: 1px }
        video { object-fit: contain; content: normal !important }
        audio { width: 200px; height: 25px }
        h1 { display: block; font-size: 2em; margin-block-start: 0.67__qem; margin-block-end: 0.67em; margin-inline-start: 0; margin-inline-end: 0; font-weight: bold }
        :is(article, aside, nav, section) h1 { font-size: 1.5em; margin-block-start: 0.83__qem; margin-block-end: 0.83em }
        :is(article, aside, nav, section) :is(article, aside, nav, section) h1 { font-size: 1.17em; margin-block-start: 1__qem; margin-block-end: 1em }
        :is(article, aside, nav, section) :is(article, aside, nav, section) :is(article, aside, nav, section) h1 { font-size: 1.00em; margin-block-start: 1.33__qem; margin-block-end: 1.33em }
        :is(article, aside, nav, section) :is(article, aside, nav, section) :is(article, aside, nav, section) :is(article, aside, nav, section) h1 { font-size: .83em; margin-block-start: 1.67__qem; margin-block-end: 1.67em }
        :is(article, aside, nav, section) :is(article, aside, nav, section) :is(article, aside, nav, section) :is(article, aside, nav, section) :is(article, aside, nav, section) h1 { font-size: .67em; margin-block-start: 2.33__qem; margin-block-end: 2.33em }
        h2 { display: block; font-size: 1.5em; margin-block-start: 0.83__qem; margin-block-end: 0.83em; margin-inline-start: 0; margin-inline-end: 0; font-weight: bold }
        h3 { display: block; font-size: 1.17em; margin-block-start: 1__qem; margin-block-end: 1em; margin-inline-start: 0; margin-inline-end: 0; font-weight: bold }
        h4 { display: block; margin-block-start: 1.33__qem; margin-block-end: 1.33em; margin-inline-start: 0; margin-inline-end: 0; font-weight: bold }
        h5 { display: block; font-size: .83em; margin-block-start: 1.67__qem; margin-block-end: 1.67em; margin-inline-start: 0; margin-inline-end: 0; font-weight: bold }
        h6 { display: block; font-size: .67em; margin-block-start: 2.33__qem; margin-block-end: 2.33em; margin-inline-start: 0; margin-inline-end: 0; font-weight: bold }
        table { display: table; border-collapse: separate; border-spacing: 2px; border-color: gray; text-indent: initial; box-sizing: border-box }
        thead { display: table-header-group; vertical-align: middle; border-color: inherit }
        tbody { display: table-row-group; vertical-align: middle; border-color: inherit }
        tfoot { display: table-footer-group; vertical-align: middle; border-color: inherit }
        table > tr { vertical-align: middle }
        col { display: table-column }
        colgroup { display: table-column-group }
        tr { display: table-row; vertical-align: inherit; border-color: inherit }
        td, th { display: table-cell; vertical-align: inherit }
        th { font-weight: bold; text-align: -internal-th-center }
        caption { display: table-caption; text-align: -webkit-center }
        ul, menu, dir { display: block; list-style-type: disc; margin-block-start: 1__qem; margin-block-end: 1em; margin-inline-start: 0; margin-inline-end: 0; padding-inline-start: 40px }
        ol { display: block; list-style-type: decimal; margin-block-start: 1__qem; margin-block-end: 1em; margin-inline-start: 0; margin-inline-end: 0; padding-inline-start: 40px }
        li { display: list-item; text-align: match-parent }
        ::marker { unicode-bidi: isolate; font-variant-numeric: tabular-nums; white-space: pre; text-transform: none }
        ul ul, ol ul { list-style-type: circle }
        ol ol ul, ol ul ul, ul ol ul, ul ul ul { list-style-type: square }
        dd { display: block; margin-inline-start: 40px }
        dl { display: block; margin-block-start: 1__qem; margin-block-end: 1em; margin-inline-start: 0; margin-inline-end: 0 }
        dt { display: block }
        ol ul, ul ol, ul ul, ol ol { margin-block-start: 0; margin-block-end: 0 }
        form { display: block; margin-top: 0__qem }
        label { cursor: default }
        legend { display: block; padding-inline-start: 2px; padding-inline-end: 2px; border: none }
        fieldset { display: block; margin-inline-start: 2px; margin-inline-end: 2px; padding-block-start: 0.35em; padding-inline-start: 0.75em; padding-inline-end: 0.75em; padding-block-end: 0.625em; border: 2px groove ThreeDFace; min-width: min-content }
        button { appearance: auto }
        input, textarea, select, button, meter, progress { writing-mode: horizontal-tb !important }
        input, textarea, select, button { margin: 0__qem; font: -webkit-small-control; color: initial; letter-spacing: normal; word-spacing: normal; line-height: normal; text-transform: none; text-indent: 0; text-shadow: none; display: inline-block; text-align: start }
        input[type="hidden"] { display: none }
        input { appearance: auto; background-color: white; border: 2px inset; padding: 1px; -webkit-rtl-ordering: logical; -webkit-user-select: text; cursor: auto }
        input[type="search"] { box-sizing: border-box }
        input:is([type="date"], [type="time"], [type="datetime-local"], [type="month"], [type="week"]) { align-items: center; display: inline-flex; overflow: hidden; outline: none; font-variant-numeric: tabular-nums; font-feature-settings: "ss03" }
        select { border-radius: 5px }
        textarea { appearance: auto; background-color: white; border: 1px solid; -webkit-rtl-ordering: logical; -webkit-user-select: text; padding: 2px; flex-direction: column; resize: auto; cursor: auto; white-space: pre-wrap; word-wrap: break-word }
        input:is([type="hidden"], [type="image"], [type="file"]) { appearance: initial; padding: initial; background-color: initial; border: initial }
        input[type="file"] { align-items: baseline; color: inherit; text-align: start !important }
        input:is([type="radio"], [type="checkbox"]) { margin: 3px 2px; padding: initial; background-color: initial; border: initial }
        input:is([type="button"], [type="submit"], [type="reset"]) { white-space: pre }
        input:is([type="button"], [type="submit"], [type="reset"]), button { align-items: flex-start; text-align: center; cursor: default; color: ButtonText; padding: 2px 6px 3px 6px; border: 2px outset ButtonFace; background-color: ButtonFace; box-sizing: border-box }
        input[type="range"] { padding: initial; border: initial; margin: 2px; color: #909090 }
        input:is([type="button"], [type="submit"], [type="reset"]):disabled, button:disabled, select:disabled, optgroup:disabled, option:disabled, select[disabled] > option { color: GrayText }
        area, param { display: none }
        input[type="checkbox"] { box-sizing: border-box }
        input[type="radio"] { box-sizing: border-box }
        select { box-sizing: border-box; appearance: auto; border: 1px solid; color: black; background-color: white; align-items: center; white-space: pre; -webkit-rtl-ordering: logical; cursor: default }
        select:is([size], [multiple]), select[size][multiple] { align-items: flex-start; border: 1px inset gray; border-radius: initial; white-space: initial }
        select:is([size=""], [size="0"], [size="1"]) { align-items: center; border: 1px solid; border-radius: 5px; white-space: pre }
        optgroup { font-weight: bolder }
        option { font-weight: normal }
        output { display: inline }
        meter { appearance: auto; box-sizing: border-box; display: inline-block; height: 1em; width: 5em; vertical-align: -0.2em }
        progress { appearance: auto; box-sizing: border-box; display: inline-block; height: 1em; width: 10em; vertical-align: -0.2em }
        u, ins { text-decoration: underline }
        strong, b { font-weight: bold }
        i, cite, em, var, address, dfn { font-style: italic }
        tt, code, kbd, samp { font-family: monospace }
        pre, xmp, plaintext, listing { display: block; font-family: monospace; white-space: pre; margin: 1__qem 0 }
        mark { background-color: Mark; color: MarkText }
        big { font-size: larger }
        small { font-size: smaller }
        s, strike, del { text-decoration: line-through }
        sub { vertical-align: sub; font-size: smaller }
        sup { vertical-align: super; font-size: smaller }
        nobr { white-space: nowrap }
        a:any-link { color: -webkit-link; text-decoration: underline; cursor: auto }
        ruby, rt { text-indent: 0 }
        rt { line-height: normal; text-emphasis: none }
        ruby > rt { display: block; font-size: 50%; text-align: start }
        ruby > rp { display: none }
        noframes { display: none }
        frameset, frame { display: block }
        frameset { border-color: inherit }
        iframe { border: 2px inset }
        details { display: block }
        summary { display: block }
        template { display: none }
        bdi, output { unicode-bidi: isolate }
        bdo { unicode-bidi: bidi-override }
        slot { display: contents }
        ins, del { text-decoration-skip: none }
        dialog:not([open]) { display: none }
        dialog { position: absolute; inset-inline-start: 0; inset-inline-end: 0; width: fit-content; height: fit-content; margin: auto; border: solid; padding: 1em; background-color: Canvas; color: CanvasText }
        [popover]:not(:popover-open):not(dialog[open]) { display: none }
        [popover] { position: fixed; inset: 0; width: fit-content; height: fit-content; margin: auto; border: solid; padding: 0.25em; overflow: auto; color: CanvasText; background-color: Canvas }
        """

    /// `svg.css`: for SVG elements.
    static let svgText = """
        svg:not(:root), symbol, image, marker, pattern, foreignObject { overflow: hidden }
        svg:root { width: 100%; height: 100% }
        title { display: none }
        text, foreignObject { display: block }
        text, tspan, textPath { white-space: nowrap }
        a:any-link { cursor: pointer }
        """

    /// `quirks.css`: what quirks mode adds.
    static let quirksText = """
        img[align="left"] { margin-right: 3px }
        img[align="right"] { margin-left: 3px }
        table { white-space: normal; line-height: normal; font-weight: normal; font-size: medium; font-variant: normal; font-style: normal; color: -internal-document-text-color; text-align: start }
        input:not([type=image]), textarea { box-sizing: border-box }
        form { margin-block-end: 1em }
        """
}

extension CSSRuleSet {
    /// The user agent's rules, for documents in quirks mode or not: built once per process,
    /// with every declaration read up front, and never changed after.
    public static func userAgent(quirksMode: Bool) -> CSSRuleSet {
        quirksMode ? userAgentQuirks : userAgentStandard
    }

    nonisolated(unsafe) private static let userAgentStandard = makeUserAgent(quirksMode: false)
    nonisolated(unsafe) private static let userAgentQuirks = makeUserAgent(quirksMode: true)

    /// The user agent's sheets as sources: HTML's and SVG's, and in quirks mode the quirks
    /// additions. Parsed once per process.
    public static func userAgentSources(quirksMode: Bool) -> [Source] {
        quirksMode ? userAgentSources + [userAgentQuirksSource] : userAgentSources
    }

    nonisolated(unsafe) private static let userAgentSources = [
        Source(sheet: sharedSheet(UserAgentStyleSheet.text), isUserAgent: true, namespace: .html),
        Source(sheet: sharedSheet(UserAgentStyleSheet.svgText), isUserAgent: true, namespace: .svg),
    ]
    nonisolated(unsafe) private static let userAgentQuirksSource =
        Source(sheet: sharedSheet(UserAgentStyleSheet.quirksText), isUserAgent: true, namespace: .html)

    /// A user agent's sheet, its declarations all parsed: every document's rule sets read its
    /// rules, from any thread, so nothing may be parsed on first match and written then.
    private static func sharedSheet(_ text: String) -> CSSStyleSheet {
        let sheet = CSSStyleSheet(text: text)
        sheet.parseAllDeclarations()
        return sheet
    }

    private static func makeUserAgent(quirksMode: Bool) -> CSSRuleSet {
        let ruleSet = CSSRuleSet(
            sources: userAgentSources(quirksMode: quirksMode), environment: MediaEnvironment(width: 1280, height: 800, devicePixelRatio: 1),
            quirksMode: false)
        return ruleSet
    }
}
