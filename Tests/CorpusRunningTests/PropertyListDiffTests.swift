import AppexJS
import CorpusRunning
import Testing

/// The structural diff behind `--expect`, on values built in the test.
struct PropertyListDiffTests {
    private let old: PropertyListValue = .dictionary([
        "title": .string("Tide pools"), "images": .array([.string("a.png"), .string("b.png")]), "count": .integer(2),
        "a key": .boolean(true),
    ])

    @Test func equalValuesHaveNoDifferencesAndIntegersEqualReals() {
        #expect(PropertyListDiff.differences(from: old, to: old).isEmpty)
        #expect(PropertyListDiff.differences(from: .integer(2), to: .real(2)).isEmpty)
    }

    @Test func differencesAreNamedByKeyPathInKeyOrder() {
        let new: PropertyListValue = .dictionary([
            "title": .string("Rock pools"), "images": .array([.string("a.png")]), "count": .integer(2),
            "author": .string("Ann"), "a key": .boolean(true),
        ])
        let lines = PropertyListDiff.differences(from: old, to: new, at: "results").map(\.description)
        #expect(lines == [
            #"results.author: added "Ann""#, #"results.images[1]: removed "b.png""#,
            #"results.title: "Tide pools" → "Rock pools""#,
        ])
    }

    @Test func aKeyThatIsNotAPlainNameIsQuoted() {
        let new: PropertyListValue = .dictionary([
            "title": .string("Tide pools"), "images": .array([.string("a.png"), .string("b.png")]), "count": .integer(2),
            "a key": .boolean(false),
        ])
        #expect(PropertyListDiff.differences(from: old, to: new).map(\.keyPath) == [#"["a key"]"#])
    }

    @Test func ignoredKeyPathsAndWhatIsUnderThemAreNotCompared() {
        let new: PropertyListValue = .dictionary(["title": .string("Other"), "images": .array([]), "count": .integer(3)])
        let differences = PropertyListDiff.differences(
            from: old, to: new, at: "results", ignoring: KeyPathPattern.list(#"title,images,["a key"]"#))
        #expect(differences.map(\.keyPath) == ["results.count"])
    }
}
