import Foundation
import TestSupport
import Testing

/// Running `appexjs corpus` from tests: with extra environment variables (the workers'
/// test hooks), in a scratch folder that is removed afterwards.
enum Corpus {
    static let root = repositoryRoot()

    /// What a run of `appexjs` produced.
    typealias Result = CommandResult

    /// Runs `appexjs <arguments>` in the repository root with `environment` added.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        try runCommand(appexjsExecutable, arguments, in: root, environment: environment)
    }

    /// A new empty folder under the temporary folder.
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appexjs-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The JSON objects of a results file, one per line.
    static func records(in file: URL) throws -> [[String: Any]] {
        let text = try String(contentsOf: file, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// The `--json` summary printed on stdout.
    static func summary(_ result: Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    /// `{status: count}` of a `--json` summary.
    static func statusCounts(_ result: Result) throws -> [String: Int] {
        try #require(try summary(result)["statuses"] as? [String: Int])
    }

    /// A `--timeout` that every page of `Pages/` meets on this machine as it runs now: three
    /// times what a whole run of them takes with one worker (its start-up included), at
    /// least 2 s. Tests that need a page to time out while the others pass use it, so they
    /// hold on a slow machine or under a sanitizer as on a fast one. Measured once.
    static let calibratedTimeout: String = {
        let started = ContinuousClock.now
        _ = try? run(["corpus", "Pages", "--script", "JSFixtures/metadata.js", "--jobs", "1", "--quiet"])
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return String(max(2, Int((seconds * 3).rounded(.up))))
    }()

    /// The page ids of the project's own `Pages/` folder.
    static var pageIDs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Pages").path)) ?? []
        return names.filter { $0.hasSuffix(".html") }.sorted()
    }
}
