/// The Levenshtein distance between two short names, to suggest the key a typo meant.
///
/// https://en.wikipedia.org/wiki/Levenshtein_distance (two rows of the dynamic programme)
enum EditDistance {
    /// The fewest insertions, deletions and substitutions of characters turning `a` into `b`.
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
