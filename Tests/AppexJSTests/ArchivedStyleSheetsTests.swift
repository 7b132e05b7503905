@testable import AppexJS
import SavedPages
import Testing
import TestSupport

/// The style sheets a web archive or MHTML file carries, found as a page's links name them.
struct ArchivedStyleSheetsTests {
    @Test(arguments: ["article.webarchive", "article.mhtml"])
    func linkedSheetsComeFromTheArchive(name: String) throws {
        let file = try TemporaryFile(name: name, bytes: name.hasSuffix("mhtml") ? SavedPageSamples.mhtml() : SavedPageSamples.webArchive())
        defer { file.remove() }
        let script = ExtensionScript(source: "var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({}); } };", name: "ext.js")
        let session = try ExtensionSession(pagePath: file.path, scripts: [script])
        let sheets = try #require(session.styleSheets)
        // Relative to the document's base URL, or to an importing sheet's URL.
        let linked = try #require(sheets.loadStyleSheet(href: "style.css", base: nil))
        #expect(linked.text == SavedPageSamples.styleSheet && linked.url == "https://example.pl/style.css")
        #expect(sheets.loadStyleSheet(href: "../style.css", base: "https://example.pl/css/main.css")?.url == "https://example.pl/style.css")
        #expect(sheets.loadStyleSheet(href: "missing.css", base: nil) == nil)
        // A bare page carries none.
        let bare = try ExtensionSession(html: "<link rel=stylesheet href=style.css>", scripts: [script])
        #expect(bare.styleSheets == nil)
    }

    /// The page's cascade reads the linked sheet from the archive (`p { color: red }`); a bare
    /// page linking to the same URL has no such sheet, as with the network off.
    @Test(arguments: ["article.webarchive", "article.mhtml"])
    func linkedSheetsApplyToThePage(name: String) throws {
        let file = try TemporaryFile(name: name, bytes: name.hasSuffix("mhtml") ? SavedPageSamples.mhtml() : SavedPageSamples.webArchive())
        defer { file.remove() }
        let script = ExtensionScript(source: """
            var ExtensionPreprocessingJS = { run: function (a) {
              a.completionFunction({ color: getComputedStyle(document.querySelector('p')).color, sheets: document.styleSheets.length });
            } };
            """, name: "ext.js")
        let archived = try ExtensionSession(pagePath: file.path, scripts: [script]).run().preprocessingResults
        #expect(archived == .dictionary(["color": .string("rgb(255, 0, 0)"), "sheets": .integer(1)]))
        let bare = try ExtensionSession(html: "<link rel=stylesheet href=style.css><p>x</p>", scripts: [script]).run().preprocessingResults
        #expect(bare == .dictionary(["color": .string("rgb(0, 0, 0)"), "sheets": .integer(0)]))
    }

    /// Sheets `@import`ed from the archive, through a chain of two: each is its rule's
    /// `styleSheet`, with the rule as `ownerRule`, the importing sheet as `parentStyleSheet`
    /// and its URL as `href` (WebKit's answers for `data:` imports, whose rules WebKit hides as
    /// cross-origin; these are the page's origin), and their rules apply. A sheet from another
    /// origin applies too, but its rules are not for scripts (`SecurityError`, as WebKit
    /// answers for any sheet whose origin is not clean).
    @Test(arguments: ["imports.webarchive", "imports.mhtml"])
    func importedSheetsComeFromTheArchive(name: String) throws {
        var page = SavedPageSamples.archivedPage
        page.subframes = []
        page.subresources = [
            ArchivedResource(url: "https://example.pl/style.css", mimeType: "text/css", charset: "UTF-8",
                             data: Array("@import 'css/imp.css' screen; @import url(https://cdn.example.net/c.css); p { color: red }".utf8)),
            ArchivedResource(url: "https://cdn.example.net/c.css", mimeType: "text/css", charset: "UTF-8",
                             data: Array("i { color: purple }".utf8)),
            ArchivedResource(url: "https://example.pl/css/imp.css", mimeType: "text/css", charset: "UTF-8",
                             data: Array("@import url(../deep.css); em { color: blue }".utf8)),
            ArchivedResource(url: "https://example.pl/deep.css", mimeType: "text/css", charset: "UTF-8",
                             data: Array("b { color: green }".utf8)),
        ]
        let bytes = name.hasSuffix("mhtml") ? MHTMLArchive.encode(page) : try WebArchive.encode(page)
        let file = try TemporaryFile(name: name, bytes: bytes)
        defer { file.remove() }
        let script = ExtensionScript(source: """
            var ExtensionPreprocessingJS = { run: function (a) {
              var top = document.styleSheets[0], im = top.cssRules[0], imp = im.styleSheet, deep = imp.cssRules[0].styleSheet;
              var cross = top.cssRules[1].styleSheet;
              ['em', 'b', 'i'].forEach(function (n) { document.body.appendChild(document.createElement(n)); });
              function color(n) { return getComputedStyle(document.querySelector(n)).color; }
              a.completionFunction({
                sheets: document.styleSheets.length, hrefs: [top.href, imp.href, deep.href].join(' '),
                owners: [imp.ownerRule === im, imp.parentStyleSheet === top, deep.ownerRule === imp.cssRules[0],
                         deep.parentStyleSheet === imp, top.ownerRule === null, imp.ownerNode === null, imp.cssRules[1].parentStyleSheet === imp].join(),
                colors: [color('em'), color('b'), color('i')].join(' '),
                cross: [cross.href, (function () { try { return cross.cssRules.length; } catch (e) { return e.name; } })()].join(' ')
              });
            } };
            """, name: "ext.js")
        let results = try ExtensionSession(pagePath: file.path, scripts: [script]).run().preprocessingResults
        #expect(results == .dictionary([
            "sheets": .integer(1),
            "hrefs": .string("https://example.pl/style.css https://example.pl/css/imp.css https://example.pl/deep.css"),
            "owners": .string("true,true,true,true,true,true,true"),
            "colors": .string("rgb(0, 0, 255) rgb(0, 128, 0) rgb(128, 0, 128)"),
            "cross": .string("https://cdn.example.net/c.css SecurityError"),
        ]))
    }
}
