import ExtensionBundles
import Foundation
import TestSupport
import Testing

/// Bundles built in the tests, read back: what they declare, the verdict for Safari's
/// web-page share and for other shares, and the warnings.
@Suite struct ExtensionBundleTests {
    nonisolated(unsafe) static let webRule: [String: Any] = [
        "NSExtensionActivationSupportsWebURLWithMaxCount": 1, "NSExtensionActivationSupportsWebPageWithMaxCount": 1,
    ]

    func bundle(
        _ point: String = "com.apple.share-services", attributes: [String: Any], topLevel: [String: Any] = [:],
        script: (name: String, text: String)? = ("Action", "var ExtensionPreprocessingJS = {};"),
        format: PropertyListSerialization.PropertyListFormat = .xml, layout: TemporaryBundle.Layout = .iOS
    ) throws -> (ExtensionBundle, TemporaryBundle) {
        let temporary = try TemporaryBundle(
            name: point == "com.apple.ui-services" ? "Action" : "Share",
            extensionDictionary: TemporaryBundle.extensionDictionary(point, attributes: attributes), topLevel: topLevel, script: script,
            format: format, layout: layout)
        return (try ExtensionBundle(contentsOf: temporary.path), temporary)
    }

    @Test func shareBundleWithTheDictionaryFormIsOfferedForAWebPage() throws {
        let (bundle, temporary) = try bundle(
            attributes: ["NSExtensionJavaScriptPreprocessingFile": "Action", "NSExtensionActivationRule": Self.webRule],
            topLevel: ["CFBundleDisplayName": "Clip"])
        defer { temporary.remove() }
        #expect(bundle.extensionPoint == .share)
        #expect(bundle.bundleIdentifier == "com.example.app.share")
        #expect(bundle.displayName == "Clip")
        #expect(bundle.principalClass == "ShareViewController")
        #expect(bundle.preprocessingFile == PreprocessingFile(name: "Action", path: temporary.path + "/Action.js", exists: true))
        #expect(bundle.warnings.isEmpty, "\(bundle.warnings)")
        let verdict = try bundle.verdictForSafariWebPage()
        #expect(verdict.offered)
        #expect(verdict.reasons == [
            "offered: attachment 1 of extension item 1 (public.url, com.apple.property-list) is accepted by "
                + "NSExtensionActivationSupportsWebPageWithMaxCount = 1 (com.apple.property-list) and "
                + "NSExtensionActivationSupportsWebURLWithMaxCount = 1 (public.url)"
        ])
        #expect(!(try bundle.verdict(for: SampleShares.webURLs(count: 2))).offered)
        #expect(!(try bundle.verdict(for: SampleShares.images())).offered)
    }

    @Test func actionBundleInABinaryPlistWithAPredicate() throws {
        let rule = """
            SUBQUERY(extensionItems, $extensionItem,
                SUBQUERY($extensionItem.attachments, $attachment,
                    ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO "public.url").@count == 1).@count == 1
            """
        let (bundle, temporary) = try bundle(
            "com.apple.ui-services",
            attributes: ["NSExtensionJavaScriptPreprocessingFile": "Action", "NSExtensionActivationRule": rule], format: .binary)
        defer { temporary.remove() }
        #expect(bundle.extensionPoint == .action)
        #expect(bundle.extensionPoint.description == "Action (com.apple.ui-services)")
        guard case .predicate(let predicate) = bundle.activationRule else {
            Issue.record("not read as a predicate")
            return
        }
        #expect(predicate.format == rule)
        #expect(try bundle.verdictForSafariWebPage().offered)
        #expect(!(try bundle.verdict(for: SampleShares.webURLs(count: 2))).offered)
        #expect(bundle.warnings.map(\.description) == [
            "NSExtension.NSExtensionAttributes.NSExtensionJavaScriptPreprocessingFile: on macOS Safari runs preprocessing files for Share extensions only; this Action extension's script runs on iOS"
        ])
    }

    @Test func applesPDFExampleIsNotOfferedForAWebPageButForOnePDFItem() throws {
        let (bundle, temporary) = try bundle(attributes: ["NSExtensionActivationRule": AppleExamples.onePDF], script: nil)
        defer { temporary.remove() }
        let page = try bundle.verdictForSafariWebPage()
        #expect(!page.offered)
        #expect(page.reasons.first == "not offered: SUBQUERY(extensionItems, $extensionItem, …).@count == 1 is false (0 == 1 does not hold)")
        #expect(page.decidingClause == "SUBQUERY(extensionItems, $extensionItem, …).@count == 1 is false (0 == 1 does not hold)")
        #expect(page.reasons.dropFirst().first == "  SUBQUERY(extensionItems, $extensionItem, …) keeps 0 of 1 extension item")
        #expect(try bundle.verdict(for: SampleShares.pdfs()).offered)
        #expect(try bundle.verdict(for: SampleShares.pdfs(count: 2)).offered)
    }

    @Test func applesCustomTypeExampleUsesTheBundlesOwnTypeDeclarations() throws {
        let declarations: [[String: Any]] = [
            ["UTTypeIdentifier": "org.appextension.action-one", "UTTypeConformsTo": ["public.data"]],
            ["UTTypeIdentifier": "org.appextension.action-two", "UTTypeConformsTo": "public.data"],
        ]
        let (bundle, temporary) = try bundle(
            attributes: ["NSExtensionActivationRule": AppleExamples.eitherCustomType],
            topLevel: ["UTExportedTypeDeclarations": declarations, "UTImportedTypeDeclarations": [["UTTypeIdentifier": "com.example.sub", "UTTypeConformsTo": ["org.appextension.action-one"]]]],
            script: nil)
        defer { temporary.remove() }
        #expect(bundle.typeDeclarations.map(\.identifier) == ["org.appextension.action-one", "org.appextension.action-two", "com.example.sub"])
        #expect(bundle.typeDeclarations[0].source == temporary.infoPlist + " UTExportedTypeDeclarations[0]")
        #expect(try bundle.verdict(for: SampleShares.attachments(["org.appextension.action-two"])).offered)
        #expect(try bundle.verdict(for: SampleShares.attachments(["com.example.sub"])).offered)
        #expect(!(try bundle.verdict(for: SampleShares.pdfs())).offered)
    }

    @Test func truePredicateIsOfferedWithAWarning() throws {
        let (bundle, temporary) = try bundle(attributes: ["NSExtensionActivationRule": "TRUEPREDICATE", "NSExtensionJavaScriptPreprocessingFile": "Action"])
        defer { temporary.remove() }
        #expect(try bundle.verdictForSafariWebPage().offered)
        #expect(bundle.warnings.map(\.description) == [
            "NSExtension.NSExtensionAttributes.NSExtensionActivationRule: uses TRUEPREDICATE, which offers the extension for everything; App Store review rejects it, so replace it with the types the extension accepts"
        ])
    }

    @Test func scriptWithoutWebPagesOrURLsNeverRuns() throws {
        let (bundle, temporary) = try bundle(attributes: [
            "NSExtensionJavaScriptPreprocessingFile": "Action", "NSExtensionActivationRule": ["NSExtensionActivationSupportsImageWithMaxCount": 10],
        ])
        defer { temporary.remove() }
        #expect(bundle.warnings.map(\.description) == [
            "NSExtension.NSExtensionAttributes.NSExtensionActivationRule: supports neither NSExtensionActivationSupportsWebPageWithMaxCount nor NSExtensionActivationSupportsWebURLWithMaxCount, so Safari never offers the extension for a page and its JavaScript never runs"
        ])
        let page = try bundle.verdictForSafariWebPage()
        #expect(!page.offered)
        #expect(page.reasons == [
            "not offered: attachment 1 of extension item 1 (public.url, com.apple.property-list) is accepted by no key: it is a web page (com.apple.property-list), "
                + "but NSExtensionActivationSupportsWebPageWithMaxCount is missing; a web URL (public.url), but NSExtensionActivationSupportsWebURLWithMaxCount is missing "
                + "(NSExtensionActivationDictionaryVersion 1: every attachment must be accepted)"
        ])
        #expect(try bundle.verdict(for: SampleShares.images(count: 10)).offered)
        #expect(try bundle.verdict(for: SampleShares.images(count: 11)).reasons == [
            "not offered: 11 images shared, more than NSExtensionActivationSupportsImageWithMaxCount = 10"
        ])
    }

    /// (rule, share, offered, first reason).
    nonisolated(unsafe) static let dictionaryCases: [([String: Any], ActivationContext, Bool, String)] = [
        (["NSExtensionActivationSupportsWebURLWithMaxCount": 0], SampleShares.webURLs(), false,
         "not offered: attachment 1 of extension item 1 (public.url) is accepted by no key: it is a web URL (public.url), but NSExtensionActivationSupportsWebURLWithMaxCount = 0 (NSExtensionActivationDictionaryVersion 1: every attachment must be accepted)"),
        (["NSExtensionActivationSupportsWebURLWithMaxCount": 2], SampleShares.webURLs(count: 2), true, "offered: every attachment is accepted"),
        (["NSExtensionActivationSupportsText": true], SampleShares.text(), true,
         "offered: attachment 1 of extension item 1 (public.plain-text) is accepted by NSExtensionActivationSupportsText = true (public.plain-text)"),
        (["NSExtensionActivationSupportsText": false], SampleShares.text(), false,
         "not offered: attachment 1 of extension item 1 (public.plain-text) is accepted by no key: it is a text (public.plain-text), but NSExtensionActivationSupportsText = false (NSExtensionActivationDictionaryVersion 1: every attachment must be accepted)"),
        (["NSExtensionActivationSupportsFileWithMaxCount": 3], SampleShares.pdfs(count: 3), true, "offered: every attachment is accepted"),
        (["NSExtensionActivationSupportsFileWithMaxCount": 3], SampleShares.images(count: 2), true, "offered: every attachment is accepted"),
        (["NSExtensionActivationSupportsMovieWithMaxCount": 1], SampleShares.movies(), true,
         "offered: attachment 1 of extension item 1 (com.apple.quicktime-movie) is accepted by NSExtensionActivationSupportsMovieWithMaxCount = 1 (com.apple.quicktime-movie)"),
        (["NSExtensionActivationSupportsWebURLWithMaxCount": 1, "NSExtensionActivationSupportsImageWithMaxCount": 1],
         ActivationContext(extensionItems: [ActivationItem(attachments: SampleShares.webURLs().attachments + SampleShares.pdfs().attachments)]), false,
         "not offered: attachment 2 of extension item 1 (com.adobe.pdf, public.file-url) is accepted by no key: it is a file (com.adobe.pdf), but NSExtensionActivationSupportsFileWithMaxCount is missing (NSExtensionActivationDictionaryVersion 1: every attachment must be accepted)"),
        (["NSExtensionActivationDictionaryVersion": 2, "NSExtensionActivationSupportsWebURLWithMaxCount": 1],
         ActivationContext(extensionItems: [ActivationItem(attachments: SampleShares.webURLs().attachments + SampleShares.text().attachments)]), true,
         "offered: 1 of 2 attachments accepted (version 2: one is enough)"),
        (["NSExtensionActivationDictionaryVersion": 2, "NSExtensionActivationSupportsWebURLWithMaxCount": 1], SampleShares.text(), false,
         "not offered: no attachment is accepted (NSExtensionActivationDictionaryVersion 2: at least one must be)"),
        (["NSExtensionActivationSupportsAttachmentsWithMaxCount": 1, "NSExtensionActivationSupportsWebURLWithMaxCount": 5], SampleShares.webURLs(count: 2), false,
         "not offered: 2 attachments, more than NSExtensionActivationSupportsAttachmentsWithMaxCount = 1"),
        (["NSExtensionActivationSupportsAttachmentsWithMinCount": 2, "NSExtensionActivationSupportsWebURLWithMaxCount": 5], SampleShares.webURLs(), false,
         "not offered: 1 attachments, fewer than NSExtensionActivationSupportsAttachmentsWithMinCount = 2"),
        (["NSExtensionActivationSupportsWebURLWithMaxCount": 1], ActivationContext(extensionItems: []), false,
         "not offered: nothing is attached, and every key of the rule counts attachments"),
        ([:], SampleShares.webURLs(), false,
         "not offered: attachment 1 of extension item 1 (public.url) is accepted by no key: it is a web URL (public.url), but NSExtensionActivationSupportsWebURLWithMaxCount is missing (NSExtensionActivationDictionaryVersion 1: every attachment must be accepted)"),
    ]

    @Test(arguments: 0..<dictionaryCases.count)
    func dictionaryForm(index: Int) throws {
        let (rule, share, offered, reason) = Self.dictionaryCases[index]
        let (bundle, temporary) = try bundle(attributes: ["NSExtensionActivationRule": rule], script: nil)
        defer { temporary.remove() }
        let verdict = try bundle.verdict(for: share)
        #expect(verdict.offered == offered)
        #expect(verdict.reasons.first == reason)
    }

    @Test func warningsForKeysThatWorkButProbablyNotAsMeant() throws {
        let (bundle, temporary) = try bundle(attributes: [
            "NSExtensionJavaScriptPreprocessingFile": "Clip.js",
            "NSExtensionActivationRule": [
                "NSExtensionActivationSupportsWebURLWithMaxcount": 1, "NSExtensionActivationSupportsWebPageWithMaxCount": "1",
                "NSExtensionActivationSupportsText": 1, "NSExtensionActivationDictionaryVersion": 3, "Colour": "blue",
            ],
        ])
        defer { temporary.remove() }
        let rule = "NSExtension.NSExtensionAttributes.NSExtensionActivationRule"
        #expect(bundle.warnings.map(\.description) == [
            "NSExtension.NSExtensionAttributes.NSExtensionJavaScriptPreprocessingFile: \"Clip.js\" ends in .js; the system adds .js itself and looks for Clip.js.js, so write Clip",
            "\(rule).NSExtensionActivationSupportsWebPageWithMaxCount: is the string \"1\"; write <integer>1</integer>",
            "\(rule).NSExtensionActivationSupportsText: is the number 1; write <true/>",
            "\(rule).NSExtensionActivationDictionaryVersion: is 3; the versions are 1 and 2, and it is read as 1",
            "\(rule).Colour: is not an activation rule key, so it is ignored",
            "\(rule).NSExtensionActivationSupportsWebURLWithMaxcount: is not an activation rule key, so it is ignored; did you mean NSExtensionActivationSupportsWebURLWithMaxCount?",
            "NSExtension.NSExtensionAttributes.NSExtensionJavaScriptPreprocessingFile: names \"Clip.js\", but there is no Clip.js.js in \(temporary.path)",
        ])
        #expect(bundle.preprocessingFile?.exists == false)
        #expect(bundle.activationRule?.written == [
            "Colour = \"blue\"", "NSExtensionActivationDictionaryVersion = 3", "NSExtensionActivationSupportsText = 1",
            "NSExtensionActivationSupportsWebPageWithMaxCount = \"1\"", "NSExtensionActivationSupportsWebURLWithMaxcount = 1",
        ])
    }

    @Test func missingRuleAndOtherExtensionPoints() throws {
        let (bundle, temporary) = try bundle("com.apple.widget-extension", attributes: ["NSExtensionJavaScriptPreprocessingFile": "Action"])
        defer { temporary.remove() }
        #expect(bundle.extensionPoint == .other("com.apple.widget-extension"))
        #expect(bundle.warnings.map(\.description) == [
            "NSExtension.NSExtensionAttributes.NSExtensionActivationRule: is missing, so the extension declares no data it accepts and no share offers it",
            "NSExtension.NSExtensionAttributes.NSExtensionJavaScriptPreprocessingFile: Safari runs preprocessing files for Share (com.apple.share-services) and Action (com.apple.ui-services) extensions, not for com.apple.widget-extension",
        ])
        #expect(!(try bundle.verdictForSafariWebPage()).offered)
    }

    @Test func macOSLayoutAndAnInfoPlistGivenOnItsOwn() throws {
        let (bundle, temporary) = try bundle(
            attributes: ["NSExtensionJavaScriptPreprocessingFile": "Action", "NSExtensionActivationRule": Self.webRule], layout: .macOS)
        defer { temporary.remove() }
        #expect(bundle.infoPlistPath == temporary.path + "/Contents/Info.plist")
        #expect(bundle.preprocessingFile?.path == temporary.path + "/Contents/Resources/Action.js")
        #expect(bundle.preprocessingFile?.exists == true)
        let plistOnly = try ExtensionBundle(contentsOf: temporary.infoPlist)
        #expect(plistOnly.preprocessingFile?.exists == true)
        #expect(plistOnly.infoPlistPath == temporary.infoPlist)
    }
}
