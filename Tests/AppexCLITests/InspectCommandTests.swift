import Foundation
import TestSupport
import Testing

/// `appexjs inspect` on bundles built in the tests: the report, its JSON, and the exit
/// status that says whether Safari would offer the extension for a web page.
@Suite struct InspectCommandTests {
    static let webRule: [String: Int] = [
        "NSExtensionActivationSupportsWebPageWithMaxCount": 1, "NSExtensionActivationSupportsWebURLWithMaxCount": 1,
    ]

    func inspect(_ bundle: TemporaryBundle, _ arguments: [String] = []) throws -> CommandResult {
        try runCommand(appexjsExecutable, ["inspect", (bundle.path as NSString).lastPathComponent] + arguments, in: bundle.folder)
    }

    @Test func offeredShareExtensionExitsZero() throws {
        let bundle = try TemporaryBundle(
            name: "Clip",
            extensionDictionary: TemporaryBundle.extensionDictionary(attributes: [
                "NSExtensionJavaScriptPreprocessingFile": "Action", "NSExtensionActivationRule": Self.webRule,
            ]),
            topLevel: ["CFBundleDisplayName": "Clip", "UTExportedTypeDeclarations": [["UTTypeIdentifier": "com.example.clip", "UTTypeConformsTo": ["public.data"]]]])
        defer { bundle.remove() }
        let result = try inspect(bundle)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == """
            Clip.appex
              Info.plist          Clip.appex/Info.plist
              extension point     Share (com.apple.share-services)
              bundle identifier   com.example.app.clip
              name                Clip
              principal class     ShareViewController
              main storyboard     (none)
              preprocessing file  Action -> Clip.appex/Action.js (found)
              activation rule     dictionary
                                    NSExtensionActivationSupportsWebPageWithMaxCount = 1
                                    NSExtensionActivationSupportsWebURLWithMaxCount = 1
              declared types
                                    com.example.clip conforms to public.data

            Sharing a web page in Safari (one item, one attachment: public.url, com.apple.property-list): offered
              attachment 1 of extension item 1 (public.url, com.apple.property-list) is accepted by NSExtensionActivationSupportsWebPageWithMaxCount = 1 (com.apple.property-list) and NSExtensionActivationSupportsWebURLWithMaxCount = 1 (public.url)

            """)
    }

    @Test func notOfferedActionExtensionExitsOneAndNamesTheClause() throws {
        let rule = """

                SUBQUERY (
                    extensionItems, $extensionItem,
                    SUBQUERY ($extensionItem.attachments, $attachment,
                        ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO "com.adobe.pdf"
                    ).@count == $extensionItem.attachments.@count
                ).@count == 1

            """
        let bundle = try TemporaryBundle(
            name: "PDF",
            extensionDictionary: TemporaryBundle.extensionDictionary(
                "com.apple.ui-services", attributes: ["NSExtensionJavaScriptPreprocessingFile": "Action", "NSExtensionActivationRule": rule]),
            format: .binary)
        defer { bundle.remove() }
        let result = try inspect(bundle)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("""
              activation rule     predicate
                                    SUBQUERY (
                                        extensionItems, $extensionItem,
                                        SUBQUERY ($extensionItem.attachments, $attachment,
                                            ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO "com.adobe.pdf"
                                        ).@count == $extensionItem.attachments.@count
                                    ).@count == 1

            Sharing a web page in Safari (one item, one attachment: public.url, com.apple.property-list): not offered
              SUBQUERY(extensionItems, $extensionItem, …).@count == 1 is false (0 == 1 does not hold)
                SUBQUERY(extensionItems, $extensionItem, …) keeps 0 of 1 extension item
                  extension item 1: left out
                    SUBQUERY($extensionItem.attachments, $attachment, …).@count == $extensionItem.attachments.@count is false (0 == 1 does not hold)
                      SUBQUERY($extensionItem.attachments, $attachment, …) keeps 0 of 1 attachment
                        attachment 1 (public.url, com.apple.property-list): left out
                          ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO "com.adobe.pdf" is false (no element of ["public.url", "com.apple.property-list"] UTI-CONFORMS-TO "com.adobe.pdf")

            warnings
              NSExtension.NSExtensionAttributes.NSExtensionJavaScriptPreprocessingFile: on macOS Safari runs preprocessing files for Share extensions only; this Action extension's script runs on iOS

            """), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("  extension point     Action (com.apple.ui-services)\n"))
    }

    @Test func jsonReport() throws {
        let bundle = try TemporaryBundle(
            name: "Any",
            extensionDictionary: TemporaryBundle.extensionDictionary(attributes: ["NSExtensionActivationRule": "TRUEPREDICATE"]),
            script: nil)
        defer { bundle.remove() }
        let result = try inspect(bundle, ["--json"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            {
              "activationRule": {
                "form": "predicate",
                "written": [
                  "TRUEPREDICATE"
                ]
              },
              "bundle": "Any.appex",
              "bundleIdentifier": "com.example.app.any",
              "declaredTypes": [],
              "extensionPoint": "com.apple.share-services",
              "infoPlist": "Any.appex/Info.plist",
              "kind": "Share",
              "mainStoryboard": null,
              "name": null,
              "preprocessingFile": null,
              "principalClass": "ShareViewController",
              "safariWebPage": {
                "decidingClause": "TRUEPREDICATE is always true",
                "offered": true,
                "reasons": [
                  "offered: TRUEPREDICATE is always true"
                ],
                "share": [
                  {
                    "attachments": [
                      [
                        "public.url"
                      ]
                    ]
                  }
                ]
              },
              "warnings": [
                "NSExtension.NSExtensionAttributes.NSExtensionActivationRule: uses TRUEPREDICATE, which offers the extension for everything; App Store review rejects it, so replace it with the types the extension accepts"
              ]
            }

            """)
    }

    /// A bundle that cannot be read: status 2, one line on stderr, nothing on stdout.
    @Test func unreadableBundleExitsTwoWithOneLine() throws {
        let bundle = try TemporaryBundle(infoPlistBytes: Data("<plist><dict><key>NSExtension</key><dict></dict></dict></plist>".utf8))
        defer { bundle.remove() }
        let result = try inspect(bundle)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == """
            appexjs: error: Broken.appex/Info.plist: NSExtension.NSExtensionPointIdentifier: is missing: com.apple.share-services (Share) or com.apple.ui-services (Action)

            """)
    }
}
