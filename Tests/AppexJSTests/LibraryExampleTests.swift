import AppexJS
import Foundation
import TestSupport
import Testing

/// The README's library example, compiled and run here. The README's code block must be
/// the example as written between the markers below, character for character.
@Suite struct LibraryExampleTests {
    @Test func theExampleRunsAnExtensionAndFinalizesIt() async throws {
        let root = repositoryRoot()
        let (title, page) = try await clip(
            page: root.appendingPathComponent("Pages/article.html").path,
            script: root.appendingPathComponent("JSFixtures/stateful.js").path)
        #expect(title == "How Tide Pools Survive Winter Storms")
        #expect(page.contains("Read later"))
    }

    @Test func theREADMEShowsThisExample() throws {
        let root = repositoryRoot()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: root.appendingPathComponent("Tests/AppexJSTests/LibraryExampleTests.swift"), encoding: .utf8)
        let start = try #require(readme.range(of: "## The library\n\n```swift\n"))
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let begin = try #require(source.range(of: "// README example begins\n"))
        let finish = try #require(source.range(of: "// README example ends\n"))
        let example = "import AppexJS\n\n" + source[begin.upperBound..<finish.lowerBound]
        #expect(String(readme[start.upperBound..<end.lowerBound]) == example)
    }
}

// README example begins
/// Runs an extension's preprocessing file on a saved page as iOS Safari would, then hands
/// what the extension returns to its `finalize`.
func clip(page: String, script: String) async throws -> (title: String?, page: String) {
    var options = SessionOptions()
    options.url = "https://example.com/article"
    options.now = SessionOptions.clockStart(iso8601: "2025-01-31T09:30:00Z")  // a repeatable Date.now()
    let session = try ExtensionSession(pagePath: page, scripts: [ExtensionScript(contentsOf: script)], options: options)
    let item = try session.run()  // the NSExtensionItem Safari hands the extension

    // As NSItemProvider does, the provider hands its items over asynchronously.
    let provider = item.attachments[0]
    var title: String?
    if case .propertyList(let list) = try await provider.loadItem(forTypeIdentifier: TypeIdentifier.propertyList) {
        title = list[NSExtensionJavaScriptPreprocessingResultsKey]?["heading"]?.stringValue
    }

    // What the extension returns reaches finalize (on iOS), in the same page.
    try session.finalize(returning: [.finalizing(with: ["note": .string("Read later")])])
    return (title, session.pageHTML)  // the page as finalize left it
}
// README example ends
