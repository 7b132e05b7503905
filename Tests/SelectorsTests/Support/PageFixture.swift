/// The trees the tests query: a small article page shaped like the saved pages appexjs
/// runs on (metadata in the head, navigation, an article with figures and lists, a form,
/// inline SVG, a footer), plus a quirks-mode page and a document fragment.
///
/// Labels are written in the tests' expected results. Where an element has an `id`
/// attribute, its label is the same.
enum PageFixture {
    static let nodes: [TestNode] = [
        E("html", "html", ["lang": "en"]) {
            E("head", "head") {
                E("meta", "m-charset", ["charset": "utf-8"])
                E("title", "title") { T("Selectors in practice") }
                E("meta", "m-description", ["name": "description", "content": "A short article about selectors"])
                E("meta", "og-title", ["property": "og:title", "content": "Selectors in practice"])
                E("meta", "og-image", ["property": "og:image", "content": "https://example.com/hero.png"])
                E("meta", "og-image-width", ["property": "og:image:width", "content": "1200"])
                E("meta", "tw-card", ["name": "twitter:card", "content": "summary_large_image"])
                E("link", "canonical", ["rel": "Canonical", "href": "https://example.com/article"])
                E("link", "stylesheet", [
                    "rel": "stylesheet", "href": "/site.css", "type": "TEXT/CSS", "media": "Screen",
                ])
            }
            E("body", "body", ["class": "page article-page"]) {
                E("header", "header", ["class": "site-header"]) {
                    E("nav", "nav", ["aria-label": "Main navigation"]) {
                        E("ul", "menu", ["class": "menu"]) {
                            E("li", "li-home", ["class": "menu-item current"]) {
                                E("a", "a-home", ["href": "/", "class": "nav-link"]) { T("Home") }
                            }
                            E("li", "li-news", ["class": "menu-item"]) {
                                E("a", "a-news", ["href": "/news", "hreflang": "EN-us"]) { T("News") }
                            }
                            E("li", "li-about", ["class": "menu-item\tlast"]) {
                                E("a", "a-about", ["href": "/about us", "title": "Say \"hi\" [now]"]) { T("About") }
                            }
                        }
                    }
                }
                E("main", "main", ["id": "main"]) {
                    E("article", "article", ["class": "post featured", "data-id": "42", "lang": "en-US"]) {
                        E("h1", "headline", ["class": "title"]) { T("Selectors in practice") }
                        E("p", "p-intro", ["class": "lead intro"]) { T("An introduction.") }
                        E("p", "p-empty", ["class": "x"])
                        E("p", "p-comment", ["class": "x note"]) { C("only a comment") }
                        E("p", "p-blank") { T("") }
                        E("p", "p-space") { T(" ") }
                        E("figure", "figure") {
                            E("img", "img-hero", ["src": "hero.png", "alt": "Hero image"])
                            E("figcaption", "caption") { T("The hero") }
                        }
                        E("p", "p-body", ["class": "body"]) {
                            T("Read ")
                            E("a", "a-external", [
                                "href": "https://example.org/x", "class": "external", "rel": "nofollow noopener",
                            ]) {
                                T("this")
                            }
                            T(".")
                        }
                        E("blockquote", "quote", ["cite": "https://example.com/q", "lang": "fr"]) {
                            E("p", "p-quote") { T("Bonjour") }
                        }
                        E("ul", "list") {
                            E("li", "i1")
                            E("li", "i2", ["class": "x"])
                            E("li", "i3")
                            E("li", "i4", ["class": "x"])
                            E("li", "i5")
                            E("li", "i6", ["class": "x"])
                        }
                        E("div", "gallery", ["class": "gallery"]) {
                            E("img", "g1", ["src": "1.png"])
                            E("img", "g2", ["src": "2.png", "alt": ""])
                            E("span", "g-span", ["class": "md:flex w-1/2"])
                            E("img", "g3", ["src": "3.png"])
                        }
                        E("div", "123", ["id": "123", "data-role": "related posts"]) {
                            E("span", "a.b", ["id": "a.b", "class": "1st"])
                            E("span", "x:y", ["id": "x:y"])
                        }
                    }
                    E("aside", "aside", ["class": "sidebar"]) {
                        E("h2", "aside-title") { T("Search") }
                        E("form", "search", ["method": "GET", "action": "/search"]) {
                            E("input", "q", ["type": "TEXT", "name": "q", "placeholder": "Search"])
                            E("input", "agree", ["type": "checkbox", "checked": ""])
                            E("input", "off", ["type": "checkbox", "disabled": ""])
                            E("select", "select") {
                                E("option", "opt1", ["selected": ""]) { T("One") }
                                E("option", "opt2") { T("Two") }
                            }
                            E("button", "go", ["type": "submit", "disabled": ""]) { T("Go") }
                        }
                        E("my-widget", "widget")
                    }
                }
                E("svg", "logo", ["viewBox": "0 0 10 10", "class": "icon"]) {
                    E("foreignObject", "fo") {
                        E("div", "fo-div", ["class": "inside"])
                    }
                    E("circle", "circle", ["r": "5", "fill": "RED"])
                }
                E("footer", "footer") {
                    E("p", "copyright") { T("© 2024 Example") }
                }
            }
        },
    ]

    static let page = TestTree(nodes)

    /// A page with no doctype: class and ID selectors ignore ASCII case.
    static let quirksNodes: [TestNode] = [
        E("html", "q-html") {
            E("body", "q-body") {
                E("div", "q-main", ["id": "Main", "class": "Post Featured"])
                E("div", "q-other", ["id": "other", "class": "post"])
            }
        },
    ]

    static let quirksPage = TestTree(quirksNodes, isInQuirksMode: true)

    /// A document fragment: three top-level elements, none of them a root.
    static let fragment = TestTree(
        [
            E("p", "f1", ["class": "a"]) { E("b", "f1-b") },
            E("p", "f2") { T("text") },
            E("div", "f3") { E("p", "f3-p", ["class": "a"]) },
        ], isFragment: true)

    /// An XML document: nothing is an HTML element, so names and values are case-sensitive.
    static let xmlDocument = TestTree(
        [
            E("feed", "feed") {
                E("Entry", "entry-upper", ["Type": "Post"])
                E("entry", "entry-lower", ["type": "post"])
            },
        ], isHTMLDocument: false)
}
