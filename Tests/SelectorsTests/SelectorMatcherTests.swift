import Testing

/// Which elements of the page fixture each kind of selector matches. The expected lists
/// follow Selectors Level 4 and HTML's case rules. They were checked against WebKit
/// (WebKitGTK 2.50, `shared/tools/webkit-oracle`) on the same trees written as HTML
/// (`TestNode.html`); rows where WebKit differs say so.
@Suite struct SelectorMatcherTests {
    static let typeAndUniversal: [MatchCase] = [
        MatchCase(#"h1"#, ["headline"]),
        MatchCase(#"H1"#, ["headline"]),
        MatchCase(#"*|h1"#, ["headline"]),
        MatchCase(#"|h1"#, []),
        MatchCase(#"figure *"#, ["img-hero", "caption"]),
        MatchCase(#"figure > *|*"#, ["img-hero", "caption"]),
        MatchCase(#"li"#, ["li-home", "li-news", "li-about", "i1", "i2", "i3", "i4", "i5", "i6"]),
        MatchCase(#"section"#, []),
        // SVG elements keep their case: the selector is compared as written.
        MatchCase(#"foreignObject"#, ["fo"]),
        MatchCase(#"foreignobject"#, []),
        MatchCase(#"svg"#, ["logo"]),
        MatchCase(#"SVG"#, []),
        MatchCase(#"svg circle"#, ["circle"]),
        MatchCase(#"\68 1"#, ["headline"]),
        MatchCase(#"figure > \*"#, ["img-hero", "caption"]), // WebKit reads `\*` as `*`.
    ]

    static let idAndClass: [MatchCase] = [
        MatchCase(#"#main"#, ["main"]),
        MatchCase(#"#MAIN"#, []),
        MatchCase(#"main#main"#, ["main"]),
        MatchCase(#"#\31 23"#, ["123"]),
        MatchCase(#"#\31 23 > span"#, ["a.b", "x:y"]),
        MatchCase(#"#a\.b"#, ["a.b"]),
        MatchCase(#"#x\:y"#, ["x:y"]),
        MatchCase(#".x"#, ["p-empty", "p-comment", "i2", "i4", "i6"]),
        MatchCase(#".X"#, []),
        MatchCase(#".menu-item.current"#, ["li-home"]),
        MatchCase(#".last"#, ["li-about"]),
        MatchCase(#".md\:flex"#, ["g-span"]),
        MatchCase(#".w-1\/2"#, ["g-span"]),
        MatchCase(#".\31 st"#, ["a.b"]),
        MatchCase(#"p.x.note"#, ["p-comment"]),
        MatchCase(#"p.x.x"#, ["p-empty", "p-comment"]),
        MatchCase(#"#main.x"#, []),
        MatchCase(#".icon"#, ["logo"]),
        MatchCase(#".menu-item:not(.current)"#, ["li-news", "li-about"]),
    ]

    static let attributes: [MatchCase] = [
        MatchCase(#"[href]"#, ["canonical", "stylesheet", "a-home", "a-news", "a-about", "a-external"]),
        MatchCase(#"a[href]"#, ["a-home", "a-news", "a-about", "a-external"]),
        MatchCase(#"[HREF]"#, ["canonical", "stylesheet", "a-home", "a-news", "a-about", "a-external"]),
        MatchCase(#"[viewBox]"#, ["logo"]),
        MatchCase(#"[viewbox]"#, []),
        MatchCase(#"[ data-id = "42" ]"#, ["article"]),
        MatchCase(#"[data-id=\34 2]"#, ["article"]),
        MatchCase(#"[*|data-id]"#, ["article"]),
        MatchCase(#"[|data-id]"#, ["article"]),
        MatchCase(#"[property="og:title"]"#, ["og-title"]),
        MatchCase(#"meta[property^="og:"]"#, ["og-title", "og-image", "og-image-width"]),
        MatchCase(#"meta[property^=og]"#, ["og-title", "og-image", "og-image-width"]),
        MatchCase(#"[property$=":width"]"#, ["og-image-width"]),
        MatchCase(#"[content*="selectors"]"#, ["m-description"]),
        MatchCase(#"[content*="Selectors" i]"#, ["m-description", "og-title"]),
        MatchCase(#"[content*=SELECTORS I]"#, ["m-description", "og-title"]),
        MatchCase(#"[rel~=noopener]"#, ["a-external"]),
        MatchCase(#"[rel~="nofollow noopener"]"#, []),
        MatchCase(#"[rel~=""]"#, []),
        MatchCase(#"[class|=menu]"#, ["menu", "li-home", "li-news", "li-about"]),
        MatchCase(#"[class|=menu-item]"#, ["li-news"]),
        MatchCase(#"[lang|=e]"#, []),
        MatchCase(#"[hreflang|=en]"#, ["a-news"]),
        MatchCase(#"[lang|=en]"#, ["html", "article"]),
        MatchCase(#"[lang|="EN"]"#, ["html", "article"]),
        MatchCase(#"[lang=en]"#, ["html"]),
        // The `s` flag is in Selectors Level 4, but WebKit 2.50 refuses it (SyntaxError).
        MatchCase(#"[lang=EN s]"#, []),
        MatchCase(#"[lang=en s]"#, ["html"]), // WebKit: SyntaxError, as above.
        MatchCase(#"input[type=text]"#, ["q"]),
        MatchCase(#"input[type="TEXT"]"#, ["q"]),
        MatchCase(#"input[type=text s]"#, []), // WebKit: SyntaxError, as above.
        MatchCase(#"[type="text/css"]"#, ["stylesheet"]),
        MatchCase(#"[media=screen]"#, ["stylesheet"]),
        MatchCase(#"[rel=canonical]"#, ["canonical"]),
        MatchCase(#"[method=get]"#, ["search"]),
        MatchCase(#"[action="/SEARCH"]"#, []),
        MatchCase(#"[title="Say \"hi\" [now]"]"#, ["a-about"]),
        MatchCase(#"[title='Say "hi" [now]']"#, ["a-about"]),
        MatchCase(#"[title*="] "]"#, []),
        MatchCase(#"[title$="[now]"]"#, ["a-about"]),
        MatchCase(#"[href="/about us"]"#, ["a-about"]),
        MatchCase(#"[href="/ABOUT US"]"#, []),
        MatchCase(#"[href="/ABOUT US" i]"#, ["a-about"]),
        MatchCase(#"[href="/about\20us"]"#, ["a-about"]),
        MatchCase(#"[data-role="related posts"]"#, ["123"]),
        MatchCase(#"[data-role~=posts]"#, ["123"]),
        MatchCase(#"[alt=""]"#, ["g2"]),
        MatchCase(#"[alt]"#, ["img-hero", "g2"]),
        MatchCase(#"[alt^=""]"#, []),
        MatchCase(#"[alt$=""]"#, []),
        MatchCase(#"[alt*=""]"#, []),
        MatchCase(#"[fill=red]"#, []),
        MatchCase(#"[fill=red i]"#, ["circle"]),
        MatchCase(#"[checked]"#, ["agree"]),
        MatchCase(#"[aria-label="Main navigation"]"#, ["nav"]),
        MatchCase(#"[data-missing]"#, []),
        MatchCase(#"[title="a]"#, []),
        MatchCase(#"[*]"#, []), // Valid in WebKit: an attribute named `*`.
    ]

    static let combinators: [MatchCase] = [
        MatchCase(#"ul > li"#, ["li-home", "li-news", "li-about", "i1", "i2", "i3", "i4", "i5", "i6"]),
        MatchCase(#"nav li"#, ["li-home", "li-news", "li-about"]),
        MatchCase(#"header a"#, ["a-home", "a-news", "a-about"]),
        MatchCase(#"h1 + p"#, ["p-intro"]),
        MatchCase(#"h1 ~ p"#, ["p-intro", "p-empty", "p-comment", "p-blank", "p-space", "p-body"]),
        MatchCase(#"figure + p"#, ["p-body"]),
        MatchCase(#"li.x + li"#, ["i3", "i5"]),
        MatchCase(#"li.x ~ li.x"#, ["i4", "i6"]),
        MatchCase(#"article > p a"#, ["a-external"]),
        MatchCase(#"main p"#, ["p-intro", "p-empty", "p-comment", "p-blank", "p-space", "p-body", "p-quote"]),
        MatchCase(#"main > p"#, []),
        MatchCase(#"body > * > * > ul > li > a"#, ["a-home", "a-news", "a-about"]),
        MatchCase(#"article > p:not(.x)"#, ["p-intro", "p-blank", "p-space", "p-body"]),
        MatchCase(#"html body footer p"#, ["copyright"]),
        MatchCase(#"svg div"#, ["fo-div"]),
        MatchCase(#"h1 ~ figure img"#, ["img-hero"]),
        MatchCase(#"p ~ ul li:nth-child(2)"#, ["i2"]),
        MatchCase(#"li > a + a"#, []),
        MatchCase(#"ul>li.current"#, ["li-home"]),
        MatchCase("  ul  >  li.current  ", ["li-home"]),
        MatchCase("ul\n>\tli.current", ["li-home"]),
        MatchCase(#"ul/* comment */>li.current"#, ["li-home"]),
        MatchCase(#"header li + li ~ li a"#, ["a-about"]),
        MatchCase(#"figure ~ * img"#, ["g1", "g2", "g3"]),
        MatchCase(#"h1, h2, h1"#, ["headline", "aside-title"]),
        MatchCase(#"footer, title"#, ["title", "footer"]),
    ]

    static let structural: [MatchCase] = [
        MatchCase(#"li:first-child"#, ["li-home", "i1"]),
        MatchCase(#"li:last-child"#, ["li-about", "i6"]),
        MatchCase(#"a:only-child"#, ["a-home", "a-news", "a-about", "a-external"]),
        MatchCase(#"p:only-child"#, ["p-quote", "copyright"]),
        MatchCase(#"img:first-of-type"#, ["img-hero", "g1"]),
        MatchCase(#"img:last-of-type"#, ["img-hero", "g3"]),
        MatchCase(#"img:only-of-type"#, ["img-hero"]),
        MatchCase(#"span:only-of-type"#, ["g-span"]),
        MatchCase(#"li:nth-child(2)"#, ["li-news", "i2"]),
        MatchCase(#"li:NTH-CHILD(2)"#, ["li-news", "i2"]),
        MatchCase(#"li:nth-child(odd)"#, ["li-home", "li-about", "i1", "i3", "i5"]),
        MatchCase(#"li:nth-child(EVEN)"#, ["li-news", "i2", "i4", "i6"]),
        MatchCase(#"li:nth-child(2n+1)"#, ["li-home", "li-about", "i1", "i3", "i5"]),
        MatchCase(#"li:nth-child(-n+3)"#, ["li-home", "li-news", "li-about", "i1", "i2", "i3"]),
        MatchCase(#"li:nth-child(n+5)"#, ["i5", "i6"]),
        MatchCase(#"li:nth-child(+5)"#, ["i5"]),
        MatchCase(#"li:nth-child(+n+5)"#, ["i5", "i6"]),
        MatchCase(#"li:nth-child( 3n - 1 )"#, ["li-news", "i2", "i5"]),
        MatchCase(#"li:nth-child(3n-1)"#, ["li-news", "i2", "i5"]),
        MatchCase(#"li:nth-child(3n -1)"#, ["li-news", "i2", "i5"]),
        MatchCase(#"li:nth-child(-2n+5)"#, ["li-home", "li-about", "i1", "i3", "i5"]),
        MatchCase(#"li:nth-child(n- 4)"#, ["li-home", "li-news", "li-about", "i1", "i2", "i3", "i4", "i5", "i6"]),
        MatchCase(#"li:nth-child(-n- 4)"#, []),
        MatchCase(#"li:nth-child(0n+0)"#, []),
        MatchCase(#"li:nth-child(0)"#, []),
        MatchCase(#"li:nth-child(99999999999999999999)"#, []),
        MatchCase(#"li:nth-child(2n+1 of .x)"#, ["i2", "i6"]),
        MatchCase(#"li:nth-child(2 of .x, .current)"#, ["i4"]),
        MatchCase(#"li:nth-last-child(1 of .x)"#, ["i6"]),
        MatchCase(#"li:nth-last-child(2)"#, ["li-news", "i5"]),
        MatchCase(#"img:nth-last-of-type(2)"#, ["g2"]),
        MatchCase(#"p:nth-of-type(3)"#, ["p-comment"]),
        MatchCase(#"p:nth-last-of-type(1)"#, ["p-body", "p-quote", "copyright"]),
        MatchCase(#"p:empty"#, ["p-empty", "p-comment", "p-blank"]),
        MatchCase(#"p:not(:empty)"#, ["p-intro", "p-space", "p-body", "p-quote", "copyright"]),
        MatchCase(#":root"#, ["html"]),
        MatchCase(#"head:root"#, []),
        MatchCase(#":root > head > title"#, ["title"]),
    ]

    static let logical: [MatchCase] = [
        MatchCase(#":is(h1, h2)"#, ["headline", "aside-title"]),
        MatchCase(#":where(h1, h2).title"#, ["headline"]),
        MatchCase(#":is(h1, :bogus)"#, ["headline"]),
        MatchCase(#":where(h2, ::before, p ~)"#, ["aside-title"]),
        MatchCase(#":is(:bogus)"#, []),
        MatchCase(#":is()"#, []),
        MatchCase(#":-webkit-any(h1)"#, ["headline"]),
        MatchCase(#":is(nav, footer) a"#, ["a-home", "a-news", "a-about"]),
        MatchCase(#":is(ul, ol) > :is(.current, .last)"#, ["li-home", "li-about"]),
        MatchCase(#"li:not(.x, .current)"#, ["li-news", "li-about", "i1", "i3", "i5"]),
        MatchCase(#"li:not(.x):not(.current)"#, ["li-news", "li-about", "i1", "i3", "i5"]),
        MatchCase(#"li:not(ul > :nth-child(n+2))"#, ["li-home", "i1"]),
        MatchCase(#"input:not([type=checkbox])"#, ["q"]),
        MatchCase(#"img:not([alt])"#, ["g1", "g3"]),
        MatchCase(#"img:not(section *)"#, ["img-hero", "g1", "g2", "g3"]),
        MatchCase(#"div:has(> img)"#, ["gallery"]),
        MatchCase(#":has(> img)"#, ["figure", "gallery"]),
        MatchCase(#"figure:has(img)"#, ["figure"]),
        MatchCase(#"p:has(+ figure)"#, ["p-space"]),
        MatchCase(#"h1:has(~ ul)"#, ["headline"]),
        MatchCase(#"li:has(+ li.x)"#, ["i1", "i3", "i5"]),
        MatchCase(#"li:has(~ li.x)"#, ["i1", "i2", "i3", "i4", "i5"]),
        MatchCase(#":has(> a[rel~=nofollow])"#, ["p-body"]),
        MatchCase(#"article:has(blockquote p)"#, ["article"]),
        MatchCase(#":has(+ figure) + figure"#, ["figure"]),
        MatchCase(#":has(+ p a)"#, ["figure"]),
        MatchCase(#"ul:has(> li:nth-child(6))"#, ["list"]),
        MatchCase(#"body:has(.inside)"#, ["body"]),
        MatchCase(#"section:has(img)"#, []),
        MatchCase(#"aside:has(+ *)"#, []),
        MatchCase(#"ul:has(> li > a, > .x)"#, ["menu", "list"]),
        MatchCase(#"li:not(:has(a))"#, ["i1", "i2", "i3", "i4", "i5", "i6"]),
        MatchCase(#":is(:has(> img)) > img:first-child"#, ["img-hero", "g1"]),
        MatchCase(#":has(:is(:has(p)))"#, []),
    ]

    static let states: [MatchCase] = [
        MatchCase(#":checked"#, ["agree", "opt1"]),
        MatchCase(#":disabled"#, ["off", "go"]),
        MatchCase(#"input:enabled"#, ["q", "agree"]),
        MatchCase(#":link"#, ["a-home", "a-news", "a-about", "a-external"]),
        MatchCase(#"a:any-link"#, ["a-home", "a-news", "a-about", "a-external"]),
        MatchCase(#":not(:defined)"#, ["widget"]),
        MatchCase(#"a:hover, a:focus, :focus-within, a:visited, :target, :active"#, []),
        MatchCase(#":lang(fr)"#, ["quote", "p-quote"]),
        MatchCase(#"p:lang(en)"#, ["p-intro", "p-empty", "p-comment", "p-blank", "p-space", "p-body", "copyright"]),
        MatchCase(#"h1:lang("*-US")"#, ["headline"]),
        MatchCase(#"h1:lang(en-us)"#, ["headline"]),
        MatchCase(#"h2:lang(en-US)"#, []),
        MatchCase(#"h2:lang(de, en)"#, ["aside-title"]),
        MatchCase(#"::before"#, []),
        MatchCase(#"p::first-line"#, []),
        MatchCase(#"p:before"#, []),
        MatchCase(#"h1, p::after"#, ["headline"]),
        MatchCase(#":scope"#, ["html"]),
        MatchCase(#":scope > body"#, ["body"]),
        MatchCase(#"& > head"#, ["head"]),
    ]

    @Test(arguments: typeAndUniversal)
    func typeAndUniversalSelectors(_ row: MatchCase) throws {
        #expect(try query(row.selector, in: PageFixture.page) == row.expected)
    }

    @Test(arguments: idAndClass)
    func idAndClassSelectors(_ row: MatchCase) throws {
        #expect(try query(row.selector, in: PageFixture.page) == row.expected)
    }

    @Test(arguments: attributes)
    func attributeSelectors(_ row: MatchCase) throws {
        #expect(try query(row.selector, in: PageFixture.page) == row.expected)
    }

    @Test(arguments: combinators)
    func combinatorsAndLists(_ row: MatchCase) throws {
        #expect(try query(row.selector, in: PageFixture.page) == row.expected)
    }

    @Test(arguments: structural)
    func structuralPseudoClasses(_ row: MatchCase) throws {
        #expect(try query(row.selector, in: PageFixture.page) == row.expected)
    }

    @Test(arguments: logical)
    func logicalPseudoClasses(_ row: MatchCase) throws {
        #expect(try query(row.selector, in: PageFixture.page) == row.expected)
    }

    @Test(arguments: states)
    func statePseudoClassesAndPseudoElements(_ row: MatchCase) throws {
        #expect(try query(row.selector, in: PageFixture.page) == row.expected)
    }

    // MARK: Other documents

    static let quirksMode: [MatchCase] = [
        MatchCase(#"#main"#, ["q-main"]),
        MatchCase(#".post"#, ["q-main", "q-other"]),
        MatchCase(#".FEATURED"#, ["q-main"]),
        MatchCase(#"DIV#MAIN.POST"#, ["q-main"]),
        MatchCase(#"[id=main]"#, []),
        MatchCase(#"[class~=post]"#, ["q-other"]),
    ]

    @Test(arguments: quirksMode)
    func classesAndIDsIgnoreCaseInQuirksMode(_ row: MatchCase) throws {
        #expect(try query(row.selector, in: PageFixture.quirksPage) == row.expected)
    }

    static let xmlDocument: [MatchCase] = [
        MatchCase(#"entry"#, ["entry-lower"]),
        MatchCase(#"Entry"#, ["entry-upper"]),
        MatchCase(#"[type=post]"#, ["entry-lower"]),
        MatchCase(#"[Type]"#, ["entry-upper"]),
        MatchCase(#"[type=POST]"#, []),
        MatchCase(#"[type=POST i]"#, ["entry-lower"]),
        MatchCase(#":root"#, ["feed"]),
    ]

    @Test(arguments: xmlDocument)
    func namesAndValuesAreCaseSensitiveInXML(_ row: MatchCase) throws {
        #expect(try query(row.selector, in: PageFixture.xmlDocument) == row.expected)
    }

    static let fragment: [MatchCase] = [
        MatchCase(#"p"#, ["f1", "f2", "f3-p"]),
        MatchCase(#":root"#, []),
        MatchCase(#":scope"#, []),
        MatchCase(#"p:first-child"#, ["f1", "f3-p"]),
        MatchCase(#"p + p"#, ["f2"]),
        MatchCase(#"p ~ *"#, ["f2", "f3"]),
        MatchCase(#".a"#, ["f1", "f3-p"]),
        MatchCase(#"div > p"#, ["f3-p"]),
        MatchCase(#"p:has(b)"#, ["f1"]),
        MatchCase(#":empty"#, ["f1-b", "f3-p"]),
    ]

    @Test(arguments: fragment)
    func documentFragment(_ row: MatchCase) throws {
        #expect(try query(row.selector, in: PageFixture.fragment) == row.expected)
    }
}
