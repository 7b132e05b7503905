import Foundation
import TestSupport
import Testing

/// The hostile scripts of `JSFixtures/hostile/`, run as a user runs them, each compared
/// with its golden outcome in `JSFixtures/expected/hostile/`: the one line on stderr for
/// a script that must fail, the output for one that must be harmless.
@Suite struct HostileScriptTests {
    static let root = repositoryRoot()

    /// Endless loops in each stage: one timeout line naming the stage, status 1, no output.
    static let endlessLoops = [
        "loop-top-level", "loop-run", "loop-finalize", "loop-timer", "loop-microtask", "loop-listener",
        "loop-mutation-observer", "loop-custom-element", "loop-error-handler", "loop-results-getter",
    ]

    @Test(arguments: endlessLoops)
    func endlessLoopIsOneTimeoutNamingTheStage(script: String) throws {
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
        #expect(ContinuousClock.now - started < .seconds(60))
    }
}
