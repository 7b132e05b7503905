import Foundation
import TestSupport
import Testing

/// `appexjs run` over the project's own pages and fixture scripts, compared with the
/// golden outputs in `JSFixtures/expected/`.
@Suite(.serialized) struct RunCommandTests {
    static let root = repositoryRoot()

    /// (script, page): each successful run, with the page loaded as https://example.com/<page>.
    static let successfulRuns: [(String, String)] = [
        ("metadata", "article"), ("metadata", "product"), ("metadata", "legacy-windows-1252"),
        ("metadata", "meta-charset-latin1"), ("metadata", "utf16-bom"), ("metadata", "login"),
        ("full-html", "article"), ("full-html", "product"),
        ("timer-completion", "article"), ("completion-variants", "article"), ("login-fill", "login"),
    ]

    @Test(arguments: successfulRuns)
    func runMatchesGoldenOutput(script: String, page: String) throws {
        let result = try runCommand(
            appexjsExecutable,
            ["run", "Pages/\(page).html", "--script", "JSFixtures/\(script).js", "--url", "https://example.com/\(page).html"],
            in: Self.root)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        expectMatchesGolden(result.standardOutput, "JSFixtures/expected/\(script)/\(page).json")
    }

    /// Each failing script: a non-zero exit and one clear line naming the file (and line) on stderr.
    static let failingScripts = [
        "syntax-error", "no-extension-object", "no-run", "run-throws", "never-completes", "not-an-object",
        "endless-loop", "async-rejects", "cyclic-result",
    ]

    @Test(arguments: failingScripts)
    func failureIsOneClearLine(script: String) throws {
        let result = try runCommand(
            appexjsExecutable,
            ["run", "Pages/article.html", "--script", "JSFixtures/errors/\(script).js", "--timeout", "1"],
            in: Self.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty, "nothing is printed on stdout when a run fails")
        expectMatchesGolden(result.standardError, "JSFixtures/expected/errors/\(script).txt")
    }

    @Test func unreadablePageIsAnError() throws {
        let result = try runCommand(
            appexjsExecutable, ["run", "Pages/missing.html", "--script", "JSFixtures/metadata.js"], in: Self.root)
        #expect(result.status == 1)
        #expect(result.standardError == "appexjs: error: cannot read page 'Pages/missing.html': No such file or directory\n")
    }

    @Test func missingScriptOptionIsAUsageError() throws {
        let result = try runCommand(appexjsExecutable, ["run", "Pages/article.html"], in: Self.root)
        #expect(result.status != 0)
        #expect(result.standardError.contains("--script EXT.js is required"))
    }

    @Test func unknownEncodingLabelIsAnError() throws {
        let result = try runCommand(
            appexjsExecutable,
            ["run", "Pages/article.html", "--script", "JSFixtures/metadata.js", "--encoding", "klingon"], in: Self.root)
        #expect(result.status == 1)
        #expect(result.standardError.contains("--encoding 'klingon' is not an encoding label"))
    }

    @Test func failedRunLeavesNoOutputFile() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-\(UUID().uuidString).json")
        let result = try runCommand(
            appexjsExecutable,
            ["run", "Pages/article.html", "--script", "JSFixtures/errors/run-throws.js", "--output", output.path],
            in: Self.root)
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
