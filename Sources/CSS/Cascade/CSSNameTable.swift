/// A hash table from names (IDs, classes, tag names) to small integers, looked up by UTF-8
/// bytes without making a string: an element's class attribute is split in place and each
/// class looked up as a slice of it.
public struct CSSNameTable: Sendable {
    private var slots: [Int32]
    private var keys: [[UInt8]] = []
    private var hashes: [UInt64] = []
    /// Whether keys and lookups ignore ASCII case (IDs and classes in quirks mode).
    public let ignoresCase: Bool

    public init(ignoresCase: Bool) {
        self.ignoresCase = ignoresCase
        slots = Array(repeating: -1, count: 16)
    }

    /// How many names the table holds.
    public var count: Int { keys.count }

    /// The names, by number (lowered when the table ignores case).
    public var names: [String] { keys.map { String(decoding: $0, as: UTF8.self) } }

    /// The number for `name`, adding it when new.
    public mutating func insert(_ name: String) -> Int {
        let bytes = Array(name.utf8).map { ignoresCase ? asciiLowercasedByte($0) : $0 }
        let hash = bytes.withUnsafeBufferPointer { Self.hash($0, ignoringCase: false) }
        if let found = find(bytes, hash: hash) { return found }
        if (keys.count + 1) * 2 > slots.count { grow() }
        keys.append(bytes)
        hashes.append(hash)
        place(Int32(keys.count - 1), hash: hash)
        return keys.count - 1
    }

    /// The number for the name in `bytes`, or nil.
    @inline(__always)
    public func lookup(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !keys.isEmpty else { return nil }
        let hash = Self.hash(bytes, ignoringCase: ignoresCase)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { return nil }
            if hashes[Int(entry)] == hash && equal(keys[Int(entry)], bytes) { return Int(entry) }
            slot = (slot + 1) & mask
        }
    }

    /// The number for `name`, or nil.
    public func lookup(_ name: String) -> Int? {
        var name = name
        return name.withUTF8 { lookup($0) }
    }

    private func equal(_ key: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count == bytes.count else { return false }
        for index in 0..<key.count {
            let byte = ignoresCase ? asciiLowercasedByte(bytes[index]) : bytes[index]
            if key[index] != byte { return false }
        }
        return true
    }

    private func find(_ bytes: [UInt8], hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { return nil }
            if hashes[Int(entry)] == hash && keys[Int(entry)] == bytes { return Int(entry) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func place(_ entry: Int32, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for (index, hash) in hashes.enumerated() { place(Int32(index), hash: hash) }
    }

    /// FNV-1a over the bytes (lowered when ignoring case).
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, ignoringCase: Bool) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(ignoringCase ? asciiLowercasedByte(byte) : byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}

@inline(__always) func asciiLowercasedByte(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
}
