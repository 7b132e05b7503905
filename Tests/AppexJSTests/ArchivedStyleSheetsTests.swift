@testable import AppexJS
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
}
