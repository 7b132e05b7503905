public import Foundation
public import Testing

/// The repository's root folder, found from a test file's `#filePath`
/// (`<root>/Tests/<Target>/<File>.swift`).
public func repositoryRoot(filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// Whether golden files are being re-recorded (`RECORD_SNAPSHOTS=1`).
public var isRecordingGoldenFiles: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

/// Checks `actual` against the golden file at `relativePath` (from the repository root).
///
/// With `RECORD_SNAPSHOTS=1` the file is written instead, and the test fails, so that a
/// recording run is never mistaken for a passing one.
public func expectMatchesGolden(
    _ actual: String, _ relativePath: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = repositoryRoot(filePath: filePath).appendingPathComponent(relativePath)
    if isRecordingGoldenFiles {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(actual.utf8).write(to: url)
        Issue.record("recorded \(relativePath); unset RECORD_SNAPSHOTS and run the tests again", sourceLocation: sourceLocation)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("no golden file \(relativePath); run with RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
        Issue.record(
            "\(relativePath) differs:\n\(firstDifference(expected: expected, actual: actual))", sourceLocation: sourceLocation)
    }
}

/// The first differing line of two texts, for a readable failure.
public func firstDifference(expected: String, actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let left = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
        let right = index < actualLines.count ? String(actualLines[index]) : "<end>"
        if left != right { return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)" }
    }
    return "(same lines; different line endings)"
}
