import Foundation
import TestSupport
import Testing

/// The hostile scripts of `JSFixtures/hostile/`, run as a user runs them, each compared
/// with its golden outcome in `JSFixtures/expected/hostile/`: the one line on stderr for
/// a script that must fail, what the run returned for one that must be harmless.
@Suite struct HostileScriptTests {
    static let root = repositoryRoot()

    /// Endless loops in each stage: one timeout line naming the stage, status 1, no output.
    static let endlessLoops = [
        "loop-top-level", "loop-run", "loop-finalize", "loop-timer", "loop-microtask", "loop-listener",
        "loop-mutation-observer", "loop-custom-element", "loop-error-handler", "loop-results-getter",
        "loop-promise-chain", "loop-await-chain", "loop-observer-feedback",
    ]

    /// Scripts that fail with one clear line: runaway recursion.
    static let failingScripts = ["recursion-plain", "recursion-deep-result"]

    @Test(arguments: endlessLoops + failingScripts)
    func failureIsOneLineNamingTheStage(script: String) throws {
        let started = ContinuousClock.now
        let result = try runCommand(
            appexjsExecutable,
            [
                "run", "Pages/article.html", "--script", "JSFixtures/hostile/\(script).js", "--timeout", "0.5",
                "--finalize", "{}",
            ],
            in: Self.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        expectMatchesGolden(result.standardError, "JSFixtures/expected/hostile/\(script).txt")
        // The engine's limit counts the script's CPU time, so a busy machine stretches it;
        // this only checks that the run ended, not how fast.
        #expect(ContinuousClock.now - started < .seconds(120))
    }

    /// Scripts the runtime must survive unharmed: what they returned, the errors and
    /// warnings reported, the navigations asked for, and the page finalize left.
    static let harmlessScripts = ["tamper-builtins", "tamper-event-loop", "recursion-through-dom", "escape-network-and-files"]

    @Test(arguments: harmlessScripts)
    func runtimeSurvivesTheScript(script: String) throws {
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: page) }
        let finalizes = script.hasPrefix("tamper")
        let result = try runCommand(
            appexjsExecutable,
            ["run", "Pages/article.html", "--script", "JSFixtures/hostile/\(script).js", "--url", "https://example.com/article.html"]
                + (finalizes ? ["--finalize", #"{"note": "kept"}"#, "--write-page", page.path] : []),
            in: Self.root)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        expectMatchesGolden(try Self.outcome(of: result.standardOutput), "JSFixtures/expected/hostile/\(script).json")
        if finalizes {
            #expect(try String(contentsOf: page, encoding: .utf8).contains(#"data-note="kept""#), "finalize changed the page")
        }
    }

    /// No way out, checked at the system calls: under `strace`, the escape fixture's run makes
    /// no socket, starts no process and opens no file but the page, the script and what the
    /// process loads; the file it asks for (`file:///etc/passwd`) is never opened.
    @Test func noSystemCallReachesOutsideTheProcess() throws {
        let strace = try #require(
            ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "strace is missing: ./setup.sh test installs it")
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-\(UUID().uuidString).strace")
        defer { try? FileManager.default.removeItem(at: trace) }
        let result = try runCommand(
            URL(fileURLWithPath: strace),
            [
                "-f", "-qq", "-e", "trace=socket,connect,openat,open,execve,fork,vfork,clone,clone3", "-o", trace.path,
                appexjsExecutable.path, "run", "Pages/article.html", "--script", "JSFixtures/hostile/escape-network-and-files.js",
                "--url", "https://example.com/article.html",
            ],
            in: Self.root, environment: ["ASAN_OPTIONS": Self.asanOptionsUnderPtrace])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let calls = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        #expect(!calls.isEmpty)
        #expect(calls.filter { $0.contains(" socket(") || $0.contains(" connect(") }.isEmpty, "\(calls.filter { $0.contains("socket") })")
        #expect(calls.filter { $0.contains(" execve(") }.count == 1, "only appexjs itself is executed")
        #expect(calls.filter { $0.contains(" fork(") || $0.contains(" vfork(") }.isEmpty)
        #expect(calls.filter { ($0.contains(" clone(") || $0.contains(" clone3(")) && !$0.contains("CLONE_THREAD") }.isEmpty, "only threads")
        #expect(calls.filter { $0.contains("/etc/passwd") }.isEmpty)
    }

    /// AddressSanitizer's options for a process run under `strace`: LeakSanitizer cannot check a
    /// traced process (under `./setup.sh sanitize` it would end the run with a fatal error);
    /// other builds read no such variable.
    static let asanOptionsUnderPtrace = (ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? "")
        + "detect_leaks=0"

    /// The parts of a run's JSON output the hostile fixtures are judged by, as sorted JSON.
    static func outcome(of output: String) throws -> String {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let item = json["item"] as? [String: Any]
        let attachment = (item?["attachments"] as? [[String: Any]])?.first
        let results = (attachment?["com.apple.property-list"] as? [String: Any])?["NSExtensionJavaScriptPreprocessingResultsKey"]
        let outcome: [String: Any] = [
            "results": results ?? NSNull(), "uncaughtErrors": json["uncaughtErrors"] ?? [],
            "warnings": json["warnings"] ?? [], "navigationRequests": json["navigationRequests"] ?? [],
        ]
        let data = try JSONSerialization.data(withJSONObject: outcome, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// Runaway memory: one out-of-memory line. Run one at a time, as each uses a few hundred MB.
@Suite(.serialized) struct HostileMemoryTests {
    static let runaways = ["memory-string-doubling", "memory-giant-arrays", "memory-small-objects", "memory-dom-growth"]

    @Test(arguments: runaways)
    func runawayMemoryIsOneOutOfMemoryLine(script: String) throws {
        let result = try runCommand(
            appexjsExecutable,
            ["run", "Pages/article.html", "--script", "JSFixtures/hostile/\(script).js", "--max-memory", "100", "--timeout", "60"],
            in: HostileScriptTests.root)
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        expectMatchesGolden(result.standardError, "JSFixtures/expected/hostile/\(script).txt")
    }
}
