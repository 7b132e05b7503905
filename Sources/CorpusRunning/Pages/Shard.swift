/// `--shard i/n`: the `i`th of `n` deterministic parts of a corpus, so several machines
/// can split one. A page belongs to the part its id's hash picks, so the split does not
/// depend on which other pages exist or on the order they are found in.
package struct Shard: Equatable {
    /// 1-based.
    package let index: Int
    package let count: Int

    /// Reads `i/n`; nil unless 1 ≤ i ≤ n.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the page `id` is in this shard.
    package func contains(_ id: String) -> Bool {
        Int(Self.stableHash(id) % UInt64(count)) == index - 1
    }

    /// 64-bit FNV-1a of the id's UTF-8: the same on every machine and run (unlike `Hasher`).
    package static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
