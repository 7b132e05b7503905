import Foundation
import TestSupport
import Testing

/// `appexjs bench-selectors`: what it prints (not how fast anything is).
@Suite struct SelectorBenchCommandTests {
    static let root = repositoryRoot()

    @Test func reportsMatchesAndTimesForEachSelector() throws {
        let result = try runCommand(
            appexjsExecutable,
            ["bench-selectors", "Pages/article.html", "--repeat", "2", "--selector", "p", "--selector", "meta[property^=\"og:\"]"],
            in: Self.root)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput.contains("plain tree walk"))
        #expect(result.standardOutput.contains("p                        7 matches"))
        #expect(result.standardOutput.contains("meta[property^=\"og:\"]    6 matches"))
        #expect(result.standardOutput.contains("from JavaScript"))
    }

    @Test func anInvalidSelectorIsAClearError() throws {
        let result = try runCommand(
            appexjsExecutable, ["bench-selectors", "Pages/article.html", "--repeat", "1", "--selector", "p >"], in: Self.root)
        #expect(result.status != 0)
        #expect(result.standardError.hasPrefix("appexjs: error: 'p >' is not a valid selector"))
    }
}
