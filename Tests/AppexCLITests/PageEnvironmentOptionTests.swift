import Foundation
import TestSupport
import Testing

/// `--select`, `--select-text`, `--user-agent`, `--viewport` and the other options that
/// say what a saved page cannot: what the user selected and what the window reports.
@Suite struct PageEnvironmentOptionTests {
    static let root = repositoryRoot()

    /// A script that reports what the window says about itself and the selection.
    static let probe = """
        var ExtensionPreprocessingJS = { run: function (args) {
          args.completionFunction({ ua: navigator.userAgent, platform: navigator.platform, language: navigator.language,
            size: innerWidth + "x" + innerHeight, screen: screen.width + "x" + screen.height, dpr: devicePixelRatio,
            referrer: document.referrer, selection: String(getSelection()), now: new Date().toISOString() });
        } };
        """

    func runProbe(_ arguments: [String]) throws -> [String: Any] {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString).js")
        try Data(Self.probe.utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try runCommand(appexjsExecutable, ["run", "Pages/article.html", "--script", script.path] + arguments, in: Self.root)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let item = json?["item"] as? [String: Any]
        let provider = (item?["attachments"] as? [[String: Any]])?.first
        let list = provider?["com.apple.property-list"] as? [String: Any]
        return list?["NSExtensionJavaScriptPreprocessingResultsKey"] as? [String: Any] ?? [:]
    }

    @Test func defaultsFollowThePlatform() throws {
        let iOS = try runProbe([])
        #expect((iOS["ua"] as? String)?.contains("iPhone") == true)
        #expect(iOS["platform"] as? String == "iPhone")
        #expect(iOS["size"] as? String == "390x844")
        #expect(iOS["dpr"] as? Int == 3)
        let macOS = try runProbe(["--platform", "macos"])
        #expect((macOS["ua"] as? String)?.contains("Macintosh") == true)
        #expect(macOS["platform"] as? String == "MacIntel")
        #expect(macOS["size"] as? String == "1280x800")
    }

    @Test func optionsOverrideTheDefaults() throws {
        let values = try runProbe([
            "--user-agent", "TestAgent/1.0", "--language", "de-CH", "--navigator-platform", "Linux x86_64",
            "--viewport", "800x600", "--referrer", "https://search.example/?q=tide", "--select", "h1",
            "--now", "2025-01-31T09:30:00+01:00",
        ])
        #expect(values["now"] as? String == "2025-01-31T08:30:00.000Z")
        #expect(values["ua"] as? String == "TestAgent/1.0")
        #expect(values["language"] as? String == "de-CH")
        #expect(values["platform"] as? String == "Linux x86_64")
        #expect(values["size"] as? String == "800x600")
        #expect(values["screen"] as? String == "800x600")
        #expect(values["referrer"] as? String == "https://search.example/?q=tide")
        #expect(values["selection"] as? String == "How Tide Pools Survive Winter Storms")
    }

    @Test func noSelectionIsTheEmptyString() throws {
        #expect(try runProbe([])["selection"] as? String == "")
    }

    static let badOptions: [([String], String)] = [
        (["--select", "h1 >"], "appexjs: error: the selection 'h1 >' is not a valid CSS selector"),
        (["--select", "video"], "appexjs: error: the selection 'video' matches no element on the page"),
        (["--select-text", "not on the page"], "appexjs: error: the selected text \"not on the page\" does not occur in the page's rendered text"),
        (["--select", "h1", "--select-text", "Tide"], "Error: --select and --select-text both give the selection; use one of them"),
        (["--viewport", "wide"], "Error: --viewport 'wide' is not WIDTHxHEIGHT in CSS pixels, for example 390x844"),
        (["--now", "2025-01-31T09:30"],
         "Error: --now '2025-01-31T09:30' is not an ISO 8601 date and time with a zone, for example 2025-01-31T09:30:00Z or 2025-01-31"),
    ]

    @Test(arguments: badOptions)
    func badOptionsSayWhatIsWrong(arguments: [String], message: String) throws {
        let result = try runCommand(
            appexjsExecutable, ["run", "Pages/article.html", "--script", "JSFixtures/read-later.js"] + arguments, in: Self.root)
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix(message), "stderr: \(result.standardError)")
    }
}
