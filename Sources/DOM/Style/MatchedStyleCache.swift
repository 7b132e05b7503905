import CSS

/// Styles already computed, by what they were computed from: the parent's style slot and
/// the declaration blocks that matched, in cascade order. Two children of one parent that
/// match the same blocks get the same style whatever else tells them apart (a link's
/// `href`, an image's `src`, classes that select the same rules), so the second takes the
/// first one's slot without running the cascade, as WebKit's matched declarations cache
/// lets it.
///
/// Blocks are told apart by identity and order of appearance: rules' blocks live as long
/// as their rule set, and `style` attributes' and presentational hints' as long as the
/// document's style; both outlive the cache, which is emptied whenever styles are.
///
/// https://drafts.csswg.org/css-cascade-5/#cascading
struct MatchedStyleCache {
    private struct Entry {
        var parentSlot: Int32
        var slot: Int32
        /// Where the entry's blocks are in `keys`.
        var start: Int32
        var count: Int32
    }

    /// Entries by the hash of what they were computed from.
    private var entries: [Int: Entry] = [:]
    /// Each entry's blocks, as (identity, order) pairs end to end.
    private var keys: [UInt] = []

    /// Forgets every style.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        keys.removeAll(keepingCapacity: true)
    }

    /// The hash of a parent's slot and matched blocks.
    static func hash(parentSlot: Int32, matched: [CSSMatchedBlock]) -> Int {
        var hasher = Hasher()
        hasher.combine(parentSlot)
        hasher.combine(matched.count)
        for block in matched {
            hasher.combine(ObjectIdentifier(block.block))
            hasher.combine(block.order)
        }
        return hasher.finalize()
    }

    /// The slot of a style computed from the same parent and blocks, if any.
    func slot(hash: Int, parentSlot: Int32, matched: [CSSMatchedBlock]) -> Int32? {
        guard let entry = entries[hash], entry.parentSlot == parentSlot, Int(entry.count) == matched.count else { return nil }
        var index = Int(entry.start)
        for block in matched {
            guard keys[index] == UInt(bitPattern: ObjectIdentifier(block.block).hashValue), keys[index + 1] == UInt(block.order)
            else { return nil }
            index += 2
        }
        return entry.slot
    }

    /// Remembers that `slot` was computed from this parent and these blocks.
    mutating func insert(slot: Int32, hash: Int, parentSlot: Int32, matched: [CSSMatchedBlock]) {
        let start = Int32(keys.count)
        for block in matched {
            keys.append(UInt(bitPattern: ObjectIdentifier(block.block).hashValue))
            keys.append(UInt(block.order))
        }
        entries[hash] = Entry(parentSlot: parentSlot, slot: slot, start: start, count: Int32(matched.count))
    }
}
