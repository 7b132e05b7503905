import ExtensionBundles
import Foundation
import TestSupport
import Testing

/// Bad bundles: each is one error naming the file, the key path, and what is wrong.
@Suite struct BundleErrorTests {
    func error(extensionDictionary: [String: Any], topLevel: [String: Any] = [:], format: PropertyListSerialization.PropertyListFormat = .xml)
        throws -> (String, TemporaryBundle)
    {
        let temporary = try TemporaryBundle(extensionDictionary: extensionDictionary, topLevel: topLevel, format: format)
        return (message(of: temporary), temporary)
    }

    func message(of temporary: TemporaryBundle) -> String {
        do {
            _ = try ExtensionBundle(contentsOf: temporary.path)
            return "no error"
        } catch {
            return error.description
        }
    }

    static let share = "com.apple.share-services"

    /// (NSExtension, other top-level keys, the error after the Info.plist's path).
    nonisolated(unsafe) static let cases: [([String: Any], [String: Any], String)] = [
        ([:], ["NSExtension": "x"], "NSExtension: is a string, expected a dictionary"),
        (["NSExtensionAttributes": [:]], [:], "NSExtension.NSExtensionPointIdentifier: is missing: com.apple.share-services (Share) or com.apple.ui-services (Action)"),
        (["NSExtensionPointIdentifier": 7], [:], "NSExtension.NSExtensionPointIdentifier: is a number, expected a string"),
        (["NSExtensionPointIdentifier": share, "NSExtensionAttributes": ["x"]], [:], "NSExtension.NSExtensionAttributes: is an array, expected a dictionary"),
        (["NSExtensionPointIdentifier": share, "NSExtensionAttributes": ["NSExtensionActivationRule": 1]], [:],
         "NSExtension.NSExtensionAttributes.NSExtensionActivationRule: is a number, expected a dictionary of NSExtensionActivationSupports… counts or a predicate string"),
        (["NSExtensionPointIdentifier": share, "NSExtensionAttributes": ["NSExtensionActivationRule": "SUBQUERY(extensionItems, $e,\n  ANY $e.attachments UTI-CONFORMS-TO 'public.url'\n  AND).@count == 1"]], [:],
         "NSExtension.NSExtensionAttributes.NSExtensionActivationRule: the predicate fails at line 3, column 6: expected an expression (a key path, a $variable, a string, a number, SUBQUERY(…) or {…}), found ')'"),
        (["NSExtensionPointIdentifier": share, "NSExtensionAttributes": ["NSExtensionActivationRule": "extensionItems.@count == 1 AND extensionItem.@count == 1"]], [:],
         "NSExtension.NSExtensionAttributes.NSExtensionActivationRule: the predicate fails at line 1, column 32: an activation context has no key 'extensionItem'; did you mean 'extensionItems'? (its keys: extensionItems)"),
        (["NSExtensionPointIdentifier": share, "NSExtensionAttributes": ["NSExtensionActivationRule": "SUBQUERY(extensionItems, $item, TRUEPREDICATE).@count == 1"]], [:],
         "NSExtension.NSExtensionAttributes.NSExtensionActivationRule: the predicate fails at line 1, column 26: the SUBQUERY's variable $item is never used in its predicate"),
        (["NSExtensionPointIdentifier": share, "NSExtensionAttributes": ["NSExtensionActivationRule": ["NSExtensionActivationSupportsImageWithMaxCount": -1]]], [:],
         "NSExtension.NSExtensionAttributes.NSExtensionActivationRule.NSExtensionActivationSupportsImageWithMaxCount: is -1; a count is 0 or more"),
        (["NSExtensionPointIdentifier": share, "NSExtensionAttributes": ["NSExtensionActivationRule": ["NSExtensionActivationSupportsImageWithMaxCount": 1.5]]], [:],
         "NSExtension.NSExtensionAttributes.NSExtensionActivationRule.NSExtensionActivationSupportsImageWithMaxCount: is a number, expected a whole number (<integer>)"),
        (["NSExtensionPointIdentifier": share, "NSExtensionAttributes": ["NSExtensionActivationRule": ["NSExtensionActivationSupportsText": "yes"]]], [:],
         "NSExtension.NSExtensionAttributes.NSExtensionActivationRule.NSExtensionActivationSupportsText: is a string, expected a boolean (<true/> or <false/>)"),
        (["NSExtensionPointIdentifier": share, "NSExtensionAttributes": ["NSExtensionJavaScriptPreprocessingFile": "js/Action"]], [:],
         "NSExtension.NSExtensionAttributes.NSExtensionJavaScriptPreprocessingFile: \"js/Action\" is not a file name; give the script's name without .js, as in Action for Action.js"),
        (["NSExtensionPointIdentifier": share], ["UTExportedTypeDeclarations": [["UTTypeConformsTo": ["public.data"]]]],
         "UTExportedTypeDeclarations[0].UTTypeIdentifier: is missing"),
        (["NSExtensionPointIdentifier": share], ["UTImportedTypeDeclarations": [["UTTypeIdentifier": "a.b", "UTTypeConformsTo": [1]]]],
         "UTImportedTypeDeclarations[0].UTTypeConformsTo[0]: is a number, expected a string"),
        (["NSExtensionPointIdentifier": share], ["CFBundleIdentifier": ["x"]], "CFBundleIdentifier: is an array, expected a string"),
    ]

    @Test(arguments: 0..<cases.count)
    func badKeyNamesFileAndKeyPath(index: Int) throws {
        let (extensionDictionary, topLevel, expected) = Self.cases[index]
        var root = topLevel
        let temporary: TemporaryBundle
        if let replacement = root.removeValue(forKey: "NSExtension") {
            temporary = try TemporaryBundle(
                infoPlistBytes: try PropertyListSerialization.data(fromPropertyList: ["NSExtension": replacement], format: .xml, options: 0))
        } else {
            temporary = try TemporaryBundle(extensionDictionary: extensionDictionary, topLevel: root)
        }
        defer { temporary.remove() }
        #expect(message(of: temporary) == temporary.infoPlist + ": " + expected)
    }

    /// (Info.plist bytes, the error after its path).
    static let files: [(String, String)] = [
        ("", "is empty; expected a property list"),
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>NSExtension</key>\n<dct/>\n</dict>\n</plist>\n",
         "is not an XML property list (Encountered unknown tag dct on line 5); check it with plutil -lint on a Mac"),
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>NSExtension</key>\n",
         "is not an XML property list (Encountered unexpected EOF); check it with plutil -lint on a Mac"),
        ("bplist00\u{1}\u{2}\u{3}", "is not valid as a binary property list"),
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><array><string>a</string></array></plist>",
         "holds an array at its top level; an Info.plist holds a dictionary"),
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleName</key><string>x</string></dict></plist>",
         "NSExtension: is missing: an app extension's Info.plist has an NSExtension dictionary (with NSExtensionPointIdentifier and NSExtensionAttributes)"),
    ]

    @Test(arguments: files)
    func badFileIsOneClearError(bytes: String, expected: String) throws {
        let temporary = try TemporaryBundle(infoPlistBytes: Data(bytes.utf8))
        defer { temporary.remove() }
        let message = message(of: temporary)
        #expect(message.hasPrefix(temporary.infoPlist + ": " + expected), "\(message)")
    }

    @Test func truncatedBinaryPlist() throws {
        let good = try PropertyListSerialization.data(
            fromPropertyList: ["NSExtension": ["NSExtensionPointIdentifier": Self.share]], format: .binary, options: 0)
        let temporary = try TemporaryBundle(infoPlistBytes: good.prefix(good.count - 10))
        defer { temporary.remove() }
        #expect(message(of: temporary).hasPrefix(temporary.infoPlist + ": is not valid as a binary property list"), "\(message(of: temporary))")
    }

    /// A binary Info.plist holding a set crashed Foundation (Scripts/fuzz.sh found it); it is one error.
    @Test func binaryPlistHoldingASet() throws {
        var bytes = [UInt8](try PropertyListSerialization.data(fromPropertyList: ["NSExtension": ["a", "b"]], format: .binary, options: 0))
        let array = try #require(bytes.indices.dropFirst(8).first { bytes[$0] == 0xA2 })
        bytes[array] = 0xC2
        let temporary = try TemporaryBundle(infoPlistBytes: Data(bytes))
        defer { temporary.remove() }
        #expect(message(of: temporary) == temporary.infoPlist
            + ": is not valid as a binary property list (object 2 is a set, which no property list holds); check it with plutil -lint on a Mac")
    }

    @Test func missingBundleAndFolderWithoutInfoPlist() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appex-empty-" + UUID().uuidString).path + "/Empty.appex"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        #expect(throws: BundleError(file: folder, "has no Info.plist (looked for \(folder)/Info.plist and \(folder)/Contents/Info.plist)")) {
            try ExtensionBundle(contentsOf: folder)
        }
        #expect(throws: BundleError(file: folder + "/Nope.appex", "no such file or folder")) {
            try ExtensionBundle(contentsOf: folder + "/Nope.appex")
        }
    }
}
