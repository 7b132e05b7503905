import Foundation
import TestSupport
import Testing

/// `appexjs run` and `appexjs corpus` with `--appex` and `--info-plist`: the script comes
/// from the bundle, and the results are those of running it with `--script`.
@Suite(.serialized) struct BundleRunTests {
    static let root = repositoryRoot()
    static let metadata = try! String(contentsOf: root.appendingPathComponent("JSFixtures/metadata.js"), encoding: .utf8)

    func bundle(_ point: String = "com.apple.share-services", rule: Any, script: (String, String)? = ("Metadata", metadata)) throws -> TemporaryBundle {
        try TemporaryBundle(
            name: point == "com.apple.ui-services" ? "Action" : "Clip",
            extensionDictionary: TemporaryBundle.extensionDictionary(
                point, attributes: ["NSExtensionJavaScriptPreprocessingFile": "Metadata", "NSExtensionActivationRule": rule]),
            script: script.map { (name: $0.0, text: $0.1) })
    }

    static let webRule = ["NSExtensionActivationSupportsWebURLWithMaxCount": 1]

    func run(_ arguments: [String]) throws -> CommandResult {
        try runCommand(
            appexjsExecutable, ["run", "Pages/article.html", "--url", "https://example.com/article.html"] + arguments, in: Self.root)
    }

    /// The `item` of `run`'s JSON.
    func item(_ output: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let item = try JSONSerialization.data(withJSONObject: object?["item"] ?? [:], options: [.sortedKeys])
        return String(decoding: item, as: UTF8.self)
    }

    @Test func runWithAppexMatchesRunWithScript() throws {
        let bundle = try bundle(rule: Self.webRule)
        defer { bundle.remove() }
        let viaScript = try run(["--script", "JSFixtures/metadata.js"])
        for arguments in [["--appex", bundle.path], ["--info-plist", bundle.infoPlist]] {
            let viaBundle = try run(arguments)
            #expect(viaBundle.status == 0, "\(viaBundle.standardError)")
            #expect(viaBundle.standardError.isEmpty, "\(viaBundle.standardError)")
            #expect(try item(viaBundle.standardOutput) == item(viaScript.standardOutput))
            #expect(viaBundle.standardOutput.contains("""
                  "extension": {
                    "bundle": "\(arguments[1])",
                    "bundleIdentifier": "com.example.app.clip",
                    "extensionPoint": "com.apple.share-services",
                    "kind": "Share",
                    "offeredForWebPage": true,
                    "script": "\(bundle.path)/Metadata.js"
                  },
                """), "\(viaBundle.standardOutput)")
        }
    }

    @Test func actionOnMacOSWarnsAndNeverFinalizes() throws {
        let bundle = try bundle("com.apple.ui-services", rule: ["NSExtensionActivationSupportsImageWithMaxCount": 1])
        defer { bundle.remove() }
        let result = try run(["--appex", bundle.path, "--platform", "macos", "--finalize", "{\"a\": 1}"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError == """
            appexjs: warning: Safari would not offer \(bundle.path) for a web page: attachment 1 of extension item 1 (public.url, com.apple.property-list) is accepted by no key: it is a web page (com.apple.property-list), but NSExtensionActivationSupportsWebPageWithMaxCount is missing; a web URL (public.url), but NSExtensionActivationSupportsWebURLWithMaxCount is missing (NSExtensionActivationDictionaryVersion 1: every attachment must be accepted)
            appexjs: warning: on macOS Safari runs preprocessing files for Share extensions only, so it would not run this Action extension's script
            appexjs: warning: finalize is not called on macOS

            """)
        #expect(result.standardOutput.contains("\"kind\": \"Action\""))
        #expect(result.standardOutput.contains("\"offeredForWebPage\": false"))
    }

    /// (what is wrong, the error after `appexjs: error: <Info.plist>: `).
    @Test func badBundleIsOneLineAndNoOutput() throws {
        let missing = try bundle(rule: Self.webRule, script: nil)
        let latin1 = try bundle(rule: Self.webRule, script: ("Metadata", "var s = 'caf\u{E9}';"))
        try Data([0x76, 0x61, 0x72, 0x20, 0xE9, 0x3B]).write(to: URL(fileURLWithPath: latin1.path + "/Metadata.js"))
        let badRule = try bundle(rule: "extensionItems.@count == ")
        defer { [missing, latin1, badRule].forEach { $0.remove() } }
        let cases: [(TemporaryBundle, String)] = [
            (missing, "NSExtension.NSExtensionAttributes.NSExtensionJavaScriptPreprocessingFile names \"Metadata\", but there is no \(missing.path)/Metadata.js"),
            (latin1, "NSExtension.NSExtensionAttributes.NSExtensionJavaScriptPreprocessingFile: script '\(latin1.path)/Metadata.js' is not valid UTF-8 (first bad byte at offset 4); save it as UTF-8"),
            (badRule, "NSExtension.NSExtensionAttributes.NSExtensionActivationRule: the predicate fails at line 1, column 26: expected an expression (a key path, a $variable, a string, a number, SUBQUERY(…) or {…}), found the end of the predicate"),
        ]
        for (bundle, message) in cases {
            let result = try run(["--appex", bundle.path, "--output", bundle.folder.path + "/out.json"])
            #expect(result.status == 66)
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError == "appexjs: error: \(bundle.infoPlist): \(message)\n")
            #expect(!FileManager.default.fileExists(atPath: bundle.folder.path + "/out.json"))
        }
    }

    @Test func corpusWithAppexMatchesCorpusWithScript() throws {
        let bundle = try bundle(rule: Self.webRule)
        defer { bundle.remove() }
        var results: [String] = []
        for arguments in [["--script", "JSFixtures/metadata.js"], ["--appex", bundle.path]] {
            let out = bundle.folder.path + "/results-\(results.count).jsonl"
            let result = try runCommand(
                appexjsExecutable,
                ["corpus", "Pages", "--jobs", "1", "--quiet", "--url", "https://example.com/{id}", "--out", out] + arguments, in: Self.root)
            #expect(result.status == 0, "\(result.standardError)")
            let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").map { line in
                let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
                let results = try JSONSerialization.data(withJSONObject: [record["id"] ?? "", record["results"] ?? [:]], options: [.sortedKeys])
                return String(decoding: results, as: UTF8.self)
            }
            results.append(lines.sorted().joined(separator: "\n"))
        }
        #expect(results[0] == results[1])
        #expect(results[0].contains("tide-pools"))
    }
}
