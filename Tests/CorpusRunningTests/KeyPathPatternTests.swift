import CorpusRunning
import Testing

/// `--ignore-keys` globs against snapshot key paths, without running a corpus.
struct KeyPathPatternTests {
    @Test func aPlainKeyMatchesItselfFromTheRootOrInsideResults() {
        let pattern = KeyPathPattern("timestamp")
        #expect(pattern.matches(keyPath: "timestamp"))
        #expect(pattern.matches(keyPath: "results.timestamp"))
        #expect(!pattern.matches(keyPath: "results.timestamps"))
        #expect(!pattern.matches(keyPath: "results.meta.timestamp"))
    }

    @Test func aStarCrossesDotsAndBrackets() {
        let pattern = KeyPathPattern("*.id")
        #expect(pattern.matches(keyPath: "results.images[2].id"))
        #expect(pattern.matches(keyPath: "results.author.id"))
        #expect(!pattern.matches(keyPath: "results.identity"))
    }

    @Test func elementsOfAnArrayMatchByIndexGlob() {
        let pattern = KeyPathPattern("images[*]")
        #expect(pattern.matches(keyPath: "results.images[0]"))
        #expect(pattern.matches(keyPath: "results.images[12]"))
        #expect(!pattern.matches(keyPath: "results.imageCount"))
    }

    @Test func aQuestionMarkIsOneCharacter() {
        let pattern = KeyPathPattern("a?c")
        #expect(pattern.matches(keyPath: "abc"))
        #expect(!pattern.matches(keyPath: "ac"))
        #expect(!pattern.matches(keyPath: "abbc"))
    }

    @Test func aListDropsEmptyEntriesAndTrimsSpaces() {
        #expect(KeyPathPattern.list(" timestamp, ,*.id,") == [KeyPathPattern("timestamp"), KeyPathPattern("*.id")])
        #expect(KeyPathPattern.list(" , ").isEmpty)
    }
}
