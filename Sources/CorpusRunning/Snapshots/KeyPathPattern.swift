/// A glob from `--ignore-keys`, matched against the key paths of a snapshot: `*` stands
/// for any run of characters (dots and brackets included), `?` for one character, and
/// everything else for itself. So `timestamp` matches the results key `timestamp`,
/// `*.id` matches an `id` key at any depth, and `images[*]` every element of `images`.
package struct KeyPathPattern: Equatable, CustomStringConvertible {
    package let description: String
    private let characters: [Character]

    /// The pattern `text`.
    package init(_ text: String) {
        description = text
        characters = Array(text)
    }

    /// The patterns of a comma-separated list, without empty entries.
    package static func list(_ text: String) -> [KeyPathPattern] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map(KeyPathPattern.init)
    }

    /// Whether the key path matches: written from the snapshot's root
    /// (`results.images[2]`) or from inside `results` (`images[2]`).
    package func matches(keyPath: String) -> Bool {
        if matches(Array(keyPath)) { return true }
        let prefix = Snapshot.resultsKey + "."
        let bracket = Snapshot.resultsKey + "["
        if keyPath.hasPrefix(prefix) { return matches(Array(keyPath.dropFirst(prefix.count))) }
        if keyPath.hasPrefix(bracket) { return matches(Array(keyPath.dropFirst(Snapshot.resultsKey.count))) }
        return false
    }

    /// Glob matching with backtracking to the last `*` (linear for one star, quadratic at worst).
    private func matches(_ text: [Character]) -> Bool {
        var patternIndex = 0
        var textIndex = 0
        var star: (pattern: Int, text: Int)?
        while textIndex < text.count {
            if patternIndex < characters.count, characters[patternIndex] == "*" {
                star = (patternIndex, textIndex)
                patternIndex += 1
            } else if patternIndex < characters.count, characters[patternIndex] == "?" || characters[patternIndex] == text[textIndex] {
                patternIndex += 1
                textIndex += 1
            } else if let last = star {
                patternIndex = last.pattern + 1
                textIndex = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while patternIndex < characters.count, characters[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == characters.count
    }
}
