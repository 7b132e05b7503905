import AppexJS
import Foundation
import Testing

@testable import Conformance

@Suite struct ContentComparisonTests {
    @Test func whitespaceCommentsAndEntitySpellingDoNotCount() {
        let actual = "<div id=\"readability-page-1\"><p>One&nbsp; <b>two</b></p>\n\n<!-- gone --><br/></div>"
        let expected = "<div id=\"readability-page-1\">\n  <p>\n    One&#160;\n    <b>two</b>\n  </p><br>\n</div>"
        #expect(ContentComparison.firstDifference(actual: actual, expected: expected) == nil)
    }

    @Test func textSplitByACommentIsMerged() {
        #expect(ContentComparison.firstDifference(actual: "<p>ab<!--x-->cd</p>", expected: "<p>abcd</p>") == nil)
    }

    @Test func theFirstDifferingNodeIsNamed() {
        let difference = ContentComparison.firstDifference(
            actual: "<div><p class=\"a\">x</p><p>y</p></div>", expected: "<div><p class=\"a\">x</p><h2>y</h2></div>")
        #expect(difference == "differs at node 4: got p[], expected h2[]")
    }

    @Test func attributesAndTextAreCompared() {
        #expect(ContentComparison.firstDifference(actual: "<a href=\"/a\">x</a>", expected: "<a href=\"/b\">x</a>")
            == "differs at node 1: got a[href=/a], expected a[href=/b]")
        #expect(ContentComparison.firstDifference(actual: "<p>x y</p>", expected: "<p>x  z</p>")
            == "differs at node 2: got #text(x y), expected #text(x z)")
        #expect(ContentComparison.firstDifference(actual: "<p>x</p>", expected: "<p>x</p><p>more</p>")
            == "differs at node 3: got (end), expected p[]")
    }
}

@Suite struct ReadabilityExpectationsTests {
    func expectations(_ json: String) throws -> ReadabilityExpectations {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("<p>x</p>".utf8).write(to: directory.appendingPathComponent("expected.html"))
        try Data(json.utf8).write(to: directory.appendingPathComponent("expected-metadata.json"))
        return try ReadabilityExpectations(directory: directory)
    }

    @Test func fieldsUpstreamSkipsWhenUnsetAreSkipped() throws {
        let expected = try expectations(
            #"{"title": "T", "byline": null, "excerpt": "E", "siteName": null, "dir": null, "lang": "en", "publishedTime": null}"#)
        let results: [String: PropertyListValue] = [
            "title": .string("T"), "byline": .null, "excerpt": .string("E"), "lang": .string("en"), "dir": .string("rtl"),
        ]
        #expect(expected.metadataMismatches(in: results).isEmpty)
        #expect(expected.metadataMismatches(in: ["title": .string("U"), "excerpt": .string("E"), "lang": .string("fr")]) == [
            "title: expected \"T\", got \"U\"", "lang: expected \"en\", got \"fr\"",
        ])
    }

    @Test func aMissingMetadataFileIsAnError() {
        #expect(throws: ConformanceError.self) {
            try ReadabilityExpectations(directory: URL(fileURLWithPath: "/nonexistent/page"))
        }
    }
}
