import AppexJS
import Foundation
import TestSupport
import Testing

/// The library API host emulators use: load bundles, ask which a share would offer, and
/// run a bundle's script in a session.
@Suite struct AppExtensionTests {
    static let script = """
        var ExtensionPreprocessingJS = {
            run: function (args) { args.completionFunction({ title: document.title, url: document.URL }); },
            finalize: function (args) { document.body.setAttribute('data-done', args.colour); }
        };
        """

    func bundle(_ name: String, rule: Any, script: String? = AppExtensionTests.script) throws -> TemporaryBundle {
        try TemporaryBundle(
            name: name,
            extensionDictionary: TemporaryBundle.extensionDictionary(
                attributes: ["NSExtensionJavaScriptPreprocessingFile": "Action", "NSExtensionActivationRule": rule]),
            script: script.map { ("Action", $0) })
    }

    @Test func sessionRunsTheBundlesScript() throws {
        let temporary = try bundle("Clip", rule: ["NSExtensionActivationSupportsWebPageWithMaxCount": 1])
        defer { temporary.remove() }
        let clip = try AppExtension(contentsOf: temporary.path)
        var options = SessionOptions()
        options.url = "https://example.com/page"
        let session = try clip.makeSession(html: "<title>Tide</title><body>", options: options)
        let item = try session.run()
        #expect(item.preprocessingResults == .dictionary(["title": .string("Tide"), "url": .string("https://example.com/page")]))
        try session.finalize(with: ["colour": .string("teal")])
        #expect(session.pageHTML.contains("data-done=\"teal\""))
    }

    @Test func verdictForExtensionItemsAHostHolds() throws {
        let temporary = try bundle("Clip", rule: ["NSExtensionActivationSupportsWebURLWithMaxCount": 1])
        defer { temporary.remove() }
        let clip = try AppExtension(contentsOf: temporary.path)
        let page = ExtensionItem.preprocessingResults(.dictionary([:]), pageURL: "https://example.com/")
        let verdict = try clip.verdict(for: [page])
        #expect(verdict.offered, "\(verdict.reasons)")
        #expect(!(try clip.verdict(for: [page, page])).offered)
    }

    @Test func whichOfSeveralBundlesSafariWouldOffer() throws {
        let web = try bundle("Web", rule: ["NSExtensionActivationSupportsWebURLWithMaxCount": 1])
        let images = try bundle("Images", rule: ["NSExtensionActivationSupportsImageWithMaxCount": 5])
        let any = try bundle("Any", rule: "TRUEPREDICATE")
        defer { [web, images, any].forEach { $0.remove() } }
        let extensions = try [web, images, any].map { (temporary) throws(AppexError) in try AppExtension(contentsOf: temporary.path) }
        let verdicts = try AppExtension.verdictsForWebPage(extensions)
        #expect(verdicts.map { ($0.extension.bundle.location as NSString).lastPathComponent } == ["Web.appex", "Images.appex", "Any.appex"])
        #expect(verdicts.map(\.verdict.offered) == [true, false, true])
    }

    @Test func errorsNameTheInfoPlistAndKeyPath() throws {
        let missing = try bundle("Missing", rule: ["NSExtensionActivationSupportsWebURLWithMaxCount": 1], script: nil)
        defer { missing.remove() }
        let appExtension = try AppExtension(contentsOf: missing.path)
        #expect(throws: AppexError(
            .scriptUnreadable,
            "NSExtension.NSExtensionAttributes.NSExtensionJavaScriptPreprocessingFile names \"Action\", but there is no \(missing.path)/Action.js",
            file: missing.infoPlist)) { try appExtension.makeSession(html: "") }
        #expect(throws: AppexError(.bundleUnreadable, "no such file or folder", file: missing.path + "/nope")) {
            try AppExtension(contentsOf: missing.path + "/nope")
        }
    }
}
