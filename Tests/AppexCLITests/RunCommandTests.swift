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
        ("stateful", "article"), ("password-manager", "login"), ("password-manager", "article"),
    ]

    @Test(arguments: successfulRuns)
    func runMatchesGoldenOutput(script: String, page: String) throws {
        try expectRun(script: script, page: page, matches: "JSFixtures/expected/\(script)/\(page).json")
    }

    /// (script, page, selection arguments, golden name): runs where the user selected something.
    static let selectionRuns: [(String, String, [String], String)] = [
        ("read-later", "article", ["--select-text", "breaking wave can exert more than twenty times the force"], "article.select-text"),
        ("read-later", "article", ["--select", "blockquote"], "article.select"),
        ("read-later", "article", [], "article.no-selection"),
    ]

    @Test(arguments: selectionRuns)
    func selectionRunMatchesGoldenOutput(script: String, page: String, arguments: [String], golden: String) throws {
        try expectRun(script: script, page: page, arguments: arguments, matches: "JSFixtures/expected/\(script)/\(golden).json")
    }

    private func expectRun(script: String, page: String, arguments: [String] = [], matches golden: String) throws {
        let result = try runCommand(
            appexjsExecutable,
            ["run", "Pages/\(page).html", "--script", "JSFixtures/\(script).js", "--url", "https://example.com/\(page).html"]
                + arguments,
            in: Self.root)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        expectMatchesGolden(result.standardOutput, golden)
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

    /// (script, page, finalize argument, golden name): runs that call finalize and write the page.
    static let finalizedRuns: [(String, String, String, String)] = [
        ("metadata", "article", ##"{"bgColor": "#ffcc00", "savedAs": "Tide pools"}"##, "article.finalized"),
        ("login-fill", "login", #"{"usernameField": "email", "username": "ann@example.com", "password": "s3cret", "remember": true}"#,
         "login.finalized"),
        ("stateful", "article", #"{"note": "read later"}"#, "article.finalized"),
        ("password-manager", "login", #"{"form": "login", "values": {"password": "hunter2", "email": "a@b.c"}, "remember": true}"#,
         "login.finalized"),
        ("password-manager", "login",
         #"{"form": "signup", "values": {"name": "Ann Lee", "email": "ann@example.com", "new_password": "correct horse", "confirm_password": "correct horse"}}"#,
         "login.signup.finalized"),
    ]

    @Test(arguments: finalizedRuns)
    func finalizeWritesTheChangedPage(script: String, page: String, argument: String, golden: String) throws {
        let written = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: written) }
        let result = try runCommand(
            appexjsExecutable,
            [
                "run", "Pages/\(page).html", "--script", "JSFixtures/\(script).js", "--url", "https://example.com/\(page).html",
                "--finalize", argument, "--write-page", written.path,
            ],
            in: Self.root)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let html = try String(contentsOf: written, encoding: .utf8)
        expectMatchesGolden(html, "JSFixtures/expected/\(script)/\(golden).html")
    }

    /// A password manager that fills the login form and submits it from `finalize`: the
    /// planned navigation is reported with the `POST` body WebKit would send (WebKit's own
    /// report, through the oracle, names the same URL: `https://example.com/session`).
    @Test func finalizeThatSubmitsAFormReportsTheNavigation() throws {
        let result = try runCommand(
            appexjsExecutable,
            [
                "run", "Pages/login.html", "--script", "JSFixtures/password-manager.js", "--url", "https://example.com/login.html",
                "--finalize", #"{"form": "login", "values": {"password": "hunter2", "email": "a@b.c"}, "submit": true}"#,
            ],
            in: Self.root)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let output = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(output?["navigationRequests"] as? [String] == [
            "submit POST https://example.com/session application/x-www-form-urlencoded email=a%40b.c&password=hunter2&csrf=t0k3n"
        ])
    }

    @Test func macOSNeverCallsFinalize() throws {
        let written = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: written) }
        let result = try runCommand(
            appexjsExecutable,
            [
                "run", "Pages/article.html", "--script", "JSFixtures/metadata.js", "--platform", "macos", "--finalize",
                #"{"bgColor": "red"}"#, "--write-page", written.path,
            ], in: Self.root)
        #expect(result.status == 0)
        #expect(!(try String(contentsOf: written, encoding: .utf8)).contains("background-color"))
        #expect(result.standardError.contains("finalize is not called on macOS"))
    }

    /// The JSON output says whether finalize ran and with what, and the platform and window.
    @Test func theOutputSaysHowTheRunRan() throws {
        func run(_ arguments: [String]) throws -> [String: Any] {
            let result = try runCommand(
                appexjsExecutable, ["run", "Pages/article.html", "--script", "JSFixtures/stateful.js"] + arguments, in: Self.root)
            #expect(result.status == 0, "\(result.standardError)")
            return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any] ?? [:]
        }
        let iOS = try run(["--finalize", #"{"notebook": "Travel"}"#])
        #expect(iOS["platform"] as? String == "ios")
        #expect(iOS["viewport"] as? String == "390x844")
        let finalize = iOS["finalize"] as? [String: Any]
        #expect(finalize?["called"] as? Bool == true)
        #expect((finalize?["argument"] as? [String: Any])?["notebook"] as? String == "Travel")
        let macOS = try run(["--platform", "macos", "--viewport", "1024x768", "--finalize", #"{"notebook": "Travel"}"#])
        #expect(macOS["platform"] as? String == "macos")
        #expect(macOS["viewport"] as? String == "1024x768")
        #expect((macOS["finalize"] as? [String: Any])?["called"] as? Bool == false)
        #expect((macOS["finalize"] as? [String: Any])?["reason"] as? String == "finalize is not called on macOS")
        #expect(try run([])["finalize"] is NSNull)
    }

    /// (arguments after the page, the exit status, the error line).
    static let finalizeFailures: [([String], Int32, String)] = [
        (["--script", "JSFixtures/metadata.js", "--finalize", "[1, 2]"], 64,
         "appexjs: error: the finalize argument (the --finalize JSON) is an array, not a dictionary"),
        (["--script", "JSFixtures/metadata.js", "--finalize", "{bad json"], 64,
         "appexjs: error: the --finalize JSON is not valid JSON at line 1, column 2: expected a member name in double quotes, found 'b'"),
        (["--script", "JSFixtures/metadata.js", "--finalize", #"{"bgColor": "red",}"#], 64,
         "appexjs: error: the --finalize JSON is not valid JSON at line 1, column 19: expected a member name in double quotes, found '}'"),
        (["--script", "JSFixtures/metadata.js", "--finalize", "missing-args.json"], 66,
         "appexjs: error: cannot read the finalize argument 'missing-args.json': no such file"),
        (["--script", "JSFixtures/metadata.js", "--finalize", "Pages"], 66,
         "appexjs: error: cannot read the finalize argument 'Pages': it is a directory"),
        (["--script", "JSFixtures/full-html.js", "--finalize", "{}"], 1,
         "appexjs: error: JSFixtures/full-html.js: ExtensionPreprocessingJS has no finalize function (it is undefined)"),
        (["--script", "JSFixtures/errors/finalize-throws.js", "--finalize", "{}"], 1,
         "appexjs: error: JSFixtures/errors/finalize-throws.js:4:16: TypeError: undefined is not an object (evaluating 'args.target.style') (in ExtensionPreprocessingJS.finalize)"),
    ]

    @Test(arguments: finalizeFailures)
    func finalizeFailuresSayWhichOneItWas(arguments: [String], status: Int32, message: String) throws {
        let written = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-\(UUID().uuidString).html")
        let result = try runCommand(
            appexjsExecutable, ["run", "Pages/article.html"] + arguments + ["--write-page", written.path], in: Self.root)
        #expect(result.status == status)
        #expect(result.standardError.hasPrefix(message), "stderr: \(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: written.path), "nothing is written when the run fails")
    }

    /// A --finalize file that is not JSON is named with the line and column of the error.
    @Test func aMalformedFinalizeFileNamesTheLineAndColumn() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("{\n  \"bgColor\": \"red\",\n  \"sizes\": [1, 2,, 3]\n}\n".utf8).write(to: file)
        let result = try runCommand(
            appexjsExecutable, ["run", "Pages/article.html", "--script", "JSFixtures/metadata.js", "--finalize", file.path],
            in: Self.root)
        #expect(result.status == 64)
        #expect(result.standardError == """
            appexjs: error: \(file.path):3:18: the finalize argument is neither a property list nor valid JSON: \
            expected a value (an object, array, string, number, true, false or null), found ','

            """)
    }

    /// Every kind of failure has its documented status (`appexjs run --help`).
    static let statuses: [([String], Int32, String)] = [
        (["Pages/article.html", "--script", "JSFixtures/metadata.js", "--encoding", "klingon"], 64,
         "appexjs: error: --encoding 'klingon' is not an encoding label"),
        (["Pages/article.html", "--script", "JSFixtures/metadata.js", "--url", "not-a-url"], 64,
         "appexjs: error: --url 'not-a-url' is not a valid absolute URL"),
        (["Pages/article.html", "--script", "JSFixtures/metadata.js", "--viewport", "100"], 64, "Error: --viewport '100'"),
        (["Pages/article.html", "--script", "JSFixtures/metadata.js", "--bogus"], 64, "Error: Unknown option '--bogus'"),
        (["Pages/article.html", "--script", "JSFixtures"], 66,
         "appexjs: error: cannot read script 'JSFixtures': it is a directory; pass the extension's .js file"),
        (["Pages/article.html", "--script", "JSFixtures/errors/empty.js"], 66,
         "appexjs: error: script 'JSFixtures/errors/empty.js' is empty (0 bytes); it should define ExtensionPreprocessingJS"),
        (["Pages", "--script", "JSFixtures/metadata.js"], 66, "appexjs: error: cannot read page 'Pages'"),
        (["Pages/article.html", "--script", "JSFixtures/errors/syntax-error.js"], 1, "appexjs: error: JSFixtures/errors/syntax-error.js:"),
    ]

    @Test(arguments: statuses)
    func eachFailureHasItsDocumentedStatus(arguments: [String], status: Int32, message: String) throws {
        let result = try runCommand(appexjsExecutable, ["run"] + arguments, in: Self.root)
        #expect(result.status == status)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix(message), "stderr: \(result.standardError)")
    }

    @Test func helpListsTheExitStatuses() throws {
        let result = try runCommand(appexjsExecutable, ["run", "--help"], in: Self.root)
        let help = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains(
            "Exit status: 0 success; 1 the extension's script failed (or an output could not be written); "
                + "64 a usage error (a bad option or value); 66 a page, script, --finalize file or bundle cannot be read."))
    }

    @Test(arguments: ["xml", "binary"])
    func propertyListOutputReadsBackWithFoundation(format: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-\(UUID().uuidString).plist")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try runCommand(
            appexjsExecutable,
            [
                "run", "Pages/product.html", "--script", "JSFixtures/metadata.js", "--url", "https://example.com/a",
                "--format", format, "--output", output.path,
            ], in: Self.root)
        #expect(result.status == 0)
        // Nulls (author, published) have no property-list form: left out, with a warning each.
        #expect(result.standardError.contains("is null, which a property list cannot hold"))
        let data = try Data(contentsOf: output)
        let item = try #require(try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])
        let attachments = try #require(item["attachments"] as? [[String: Any]])
        let list = try #require(attachments.first?["com.apple.property-list"] as? [String: Any])
        let results = try #require(list["NSExtensionJavaScriptPreprocessingResultsKey"] as? [String: Any])
        #expect(results["title"] as? String == "Wanderrucksack „Alpin 30“ – Bergladen")
        #expect((results["images"] as? [String])?.count == 2)
        #expect(attachments.first?["public.url"] as? String == "https://example.com/a")
        #expect(results["author"] == nil)
    }

    @Test func unreadablePageIsAnError() throws {
        let result = try runCommand(
            appexjsExecutable, ["run", "Pages/missing.html", "--script", "JSFixtures/metadata.js"], in: Self.root)
        #expect(result.status == 66)
        #expect(result.standardError == "appexjs: error: cannot read page 'Pages/missing.html': No such file or directory\n")
    }

    /// A saved page in each archive format: run, finalized, written back in its format, and
    /// run again from what was written.
    @Test(arguments: ["article.webarchive", "article.mhtml", "pages.warc.gz"])
    func archivesRunAndAreWrittenBackInTheirFormat(name: String) throws {
        let bytes = try name.hasSuffix("webarchive") ? SavedPageSamples.webArchive()
            : name.hasSuffix("mhtml") ? SavedPageSamples.mhtml() : SavedPageSamples.warc(gzip: true)
        let file = try TemporaryFile(name: name, bytes: bytes)
        defer { file.remove() }
        let script = try TemporaryFile(name: "ext.js", bytes: Array("""
            var ExtensionPreprocessingJS = {
              run: function (a) { a.completionFunction({ url: document.URL, text: document.getElementById('text').textContent }); },
              finalize: function () { document.getElementById('text').textContent = 'zmieniony'; }
            };
            """.utf8))
        defer { script.remove() }
        let written = file.folder.appendingPathComponent("written-" + name).path
        let result = try runCommand(
            appexjsExecutable, ["run", file.path, "--script", script.path, "--finalize", "{}", "--write-page", written], in: Self.root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(#""text": "Pchnąć w tę łódź""#))
        #expect(result.standardOutput.contains(#""source": "transport""#))
        let again = try runCommand(appexjsExecutable, ["run", written, "--script", script.path], in: Self.root)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput.contains("zmieniony"))
        #expect(again.standardOutput.contains(SavedPageSamples.url))
    }

    @Test func aWARCRecordIsChosenAndAFileThatIsNotAPageIsRefused() throws {
        let file = try TemporaryFile(name: "pages.warc", bytes: SavedPageSamples.warc())
        defer { file.remove() }
        let chosen = try runCommand(
            appexjsExecutable, ["run", file.path, "--record", SavedPageSamples.url + "/br", "--script", "JSFixtures/metadata.js"], in: Self.root)
        #expect(chosen.status == 66)
        #expect(chosen.standardError.hasSuffix("its Content-Encoding is br (Brotli), which appexjs does not decode\n"))
        let binary = try runCommand(appexjsExecutable, ["run", "/bin/ls", "--script", "JSFixtures/metadata.js"], in: Self.root)
        #expect(binary.status == 66)
        #expect(binary.standardError.hasPrefix("appexjs: error: cannot read page '/bin/ls': it is not a saved page: it looks like an ELF executable"))
        #expect(binary.standardError.split(separator: "\n").count == 1)
    }

    @Test func missingScriptOptionIsAUsageError() throws {
        let result = try runCommand(appexjsExecutable, ["run", "Pages/article.html"], in: Self.root)
        #expect(result.status != 0)
        #expect(result.standardError.contains("--script EXT.js or --appex Foo.appex is required"))
    }

    @Test func unknownEncodingLabelIsAnError() throws {
        let result = try runCommand(
            appexjsExecutable,
            ["run", "Pages/article.html", "--script", "JSFixtures/metadata.js", "--encoding", "klingon"], in: Self.root)
        #expect(result.status == 64)
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

    /// An output that cannot be written is refused before the page runs, naming why: a usage error.
    @Test(arguments: [
        (["--output", "/nonexistent-appexjs/out.json"], "appexjs: error: cannot write '/nonexistent-appexjs/out.json': the folder '/nonexistent-appexjs' does not exist"),
        (["--write-page", "Pages"], "appexjs: error: cannot write 'Pages': it is a folder; give a file name"),
    ])
    func unwritableOutputsAreRefusedFirst(arguments: [String], message: String) throws {
        let result = try runCommand(
            appexjsExecutable, ["run", "Pages/article.html", "--script", "JSFixtures/metadata.js"] + arguments, in: Self.root)
        #expect(result.status == 64)
        #expect(result.standardError.trimmingCharacters(in: .whitespacesAndNewlines) == message)
    }

    /// A standard output that cannot be written (a full disk, a reader that closed the pipe)
    /// is one error line and status 1, not a trap.
    @Test(arguments: ["full", "closed pipe"])
    func failedStandardOutputIsOneClearError(kind: String) throws {
        let process = Process()
        process.executableURL = appexjsExecutable
        process.arguments = ["run", "Pages/article.html", "--script", "JSFixtures/metadata.js"]
        process.currentDirectoryURL = Self.root
        let pipe = Pipe()
        if kind == "full" {
            process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        } else {
            try pipe.fileHandleForReading.close()
            process.standardOutput = pipe
        }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let standardError = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        let reason = kind == "full" ? "No space left on device" : "the reader closed the pipe"
        #expect(standardError == "appexjs: error: cannot write to standard output: \(reason)\n")
    }

    /// `--output` and `--write-page` write through a symbolic link (the link stays) and into
    /// a device in place (it stays a device); a full device is one clear error.
    @Test func outputsWriteThroughLinksAndIntoDevices() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("page.html").path
        let link = folder.appendingPathComponent("link.html").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "page.html")
        let result = try runCommand(
            appexjsExecutable,
            ["run", "Pages/article.html", "--script", "JSFixtures/metadata.js", "--output", "/dev/null", "--write-page", link],
            in: Self.root)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "page.html")
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.html", "page.html"])
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)

        let full = try runCommand(
            appexjsExecutable, ["run", "Pages/article.html", "--script", "JSFixtures/metadata.js", "--output", "/dev/full"],
            in: Self.root)
        #expect(full.status == 1)
        #expect(full.standardError == "appexjs: error: cannot write '/dev/full': No space left on device\n")
    }
}
