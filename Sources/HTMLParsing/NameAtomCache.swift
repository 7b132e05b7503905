import DOM

/// The atoms of the names libxml2 hands the tree builder, by the address of libxml2's
/// interned copy (one address per name for a whole parse).
///
/// An open-addressing table: finding a name is one multiplication and, nearly always,
/// one comparison. A `Dictionary` would run its seeded hash for every start tag and
/// every attribute of the page.
struct NameAtomCache {
    /// Addresses, 0 for an empty slot.
    private var keys: [UInt]
    private var atoms: [Atom]
    private var count = 0
    /// log2 of the number of slots.
    private var bits: Int

    init() {
        bits = 8
        keys = Array(repeating: 0, count: 1 << bits)
        atoms = Array(repeating: Atom(rawValue: 0), count: 1 << bits)
    }

    /// The atom recorded for `name`, if any.
    @inline(__always) func atom(for name: UnsafeRawPointer) -> Atom? {
        let key = UInt(bitPattern: name)
        var slot = self.slot(for: key)
        while true {
            let found = keys[slot]
            if found == key { return atoms[slot] }
            if found == 0 { return nil }
            slot = (slot + 1) & (keys.count - 1)
        }
    }

    /// Records `atom` for `name` (which must not be recorded yet).
    mutating func insert(_ atom: Atom, for name: UnsafeRawPointer) {
        if (count + 1) * 2 > keys.count { grow() }
        place(UInt(bitPattern: name), atom)
        count += 1
    }

    private mutating func place(_ key: UInt, _ atom: Atom) {
        var slot = self.slot(for: key)
        while keys[slot] != 0 { slot = (slot + 1) & (keys.count - 1) }
        keys[slot] = key
        atoms[slot] = atom
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldAtoms = atoms
        bits += 1
        keys = Array(repeating: 0, count: 1 << bits)
        atoms = Array(repeating: Atom(rawValue: 0), count: 1 << bits)
        for (key, atom) in zip(oldKeys, oldAtoms) where key != 0 { place(key, atom) }
    }

    /// Fibonacci hashing: the top bits of the address times 2^64/φ.
    @inline(__always) private func slot(for key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }
}
