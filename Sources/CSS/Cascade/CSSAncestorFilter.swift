/// A counting Bloom filter of the names (local names, IDs, classes) of an element's
/// ancestors, kept as a style pass walks down the tree: a selector that needs an ancestor
/// named `.menu` is not tried when no ancestor can be. It can say "maybe" for a name that
/// is absent, never "no" for one that is present.
///
/// WebKit's `SelectorFilter` does the same (https://www.webkit.org/blog/... is not a
/// specification; see the selector matching section of https://www.w3.org/TR/selectors-4/).
public struct CSSAncestorFilter: Sendable {
    private var counters: [UInt8]
    /// Each pushed element's hashes, to take them out when it is popped.
    private var frames: [Int] = []
    private var hashes: [UInt32] = []

    private static let bits = 12
    private static let mask: UInt32 = (1 << 12) - 1

    public init() {
        counters = Array(repeating: 0, count: 1 << Self.bits)
    }

    /// How many elements are in the filter.
    public var depth: Int { frames.count }

    /// Adds an element's names.
    public mutating func push(localName: UnsafeBufferPointer<UInt8>, id: UnsafeBufferPointer<UInt8>?, classes: UnsafeBufferPointer<UInt8>?, ignoresCase: Bool) {
        frames.append(hashes.count)
        add(Self.hash(localName, kind: 1, ignoringCase: true))
        if let id, !id.isEmpty { add(Self.hash(id, kind: 2, ignoringCase: ignoresCase)) }
        if let classes {
            var start = 0
            while start < classes.count {
                while start < classes.count, isClassSeparator(classes[start]) { start += 1 }
                var end = start
                while end < classes.count, !isClassSeparator(classes[end]) { end += 1 }
                if end > start {
                    add(Self.hash(UnsafeBufferPointer(rebasing: classes[start..<end]), kind: 3, ignoringCase: ignoresCase))
                }
                start = end
            }
        }
    }

    /// Takes the last pushed element's names out.
    public mutating func pop() {
        guard let start = frames.popLast() else { return }
        for hash in hashes[start...] {
            let a = Int(hash & Self.mask), b = Int((hash >> 16) & Self.mask)
            counters[a] &-= 1
            counters[b] &-= 1
        }
        hashes.removeSubrange(start...)
    }

    /// Empties the filter.
    public mutating func removeAll() {
        for index in counters.indices { counters[index] = 0 }
        frames.removeAll(keepingCapacity: true)
        hashes.removeAll(keepingCapacity: true)
    }

    private mutating func add(_ hash: UInt32) {
        hashes.append(hash)
        let a = Int(hash & Self.mask), b = Int((hash >> 16) & Self.mask)
        // Saturating: a counter that overflowed stays full (and the filter only says "maybe").
        if counters[a] < 255 { counters[a] += 1 }
        if counters[b] < 255 { counters[b] += 1 }
    }

    /// Whether an ancestor may have the name with this hash.
    @inline(__always)
    public func mayContain(_ hash: UInt32) -> Bool {
        counters[Int(hash & Self.mask)] != 0 && counters[Int((hash >> 16) & Self.mask)] != 0
    }

    /// The hash of a name of `kind` (1 local name, 2 ID, 3 class).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, kind: UInt32, ignoringCase: Bool) -> UInt32 {
        var hash: UInt32 = 0x811c_9dc5 ^ kind
        for byte in bytes {
            hash = (hash ^ UInt32(ignoringCase ? asciiLowercasedByte(byte) : byte)) &* 0x0100_0193
        }
        // Mix the halves the two positions come from.
        hash ^= hash >> 13
        hash = hash &* 0x5bd1_e995
        hash ^= hash >> 15
        return hash == 0 ? 1 : hash
    }

    /// The hash of a name as a rule gives it.
    static func hash(_ name: String, kind: UInt32, ignoringCase: Bool) -> UInt32 {
        var name = name
        return name.withUTF8 { hash($0, kind: kind, ignoringCase: ignoringCase) }
    }
}

@inline(__always) private func isClassSeparator(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
}
