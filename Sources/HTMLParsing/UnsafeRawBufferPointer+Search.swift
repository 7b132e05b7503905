import Glibc

/// Finding and replacing bytes in the page and in what libxml2 hands over.
extension UnsafeRawBufferPointer {
    /// The first position at or after `start` holding `byte` (`memchr`).
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start < count, let base = baseAddress, let found = memchr(base + start, Int32(byte), count - start) else {
            return nil
        }
        return UnsafeRawPointer(found) - base
    }

    /// The first position at or after `start` where `pattern` (not empty) begins.
    func firstIndex(of pattern: [UInt8], from start: Int) -> Int? {
        var from = start
        while let index = firstIndex(of: pattern[0], from: from) {
            if count - index >= pattern.count, pattern.indices.dropFirst().allSatisfy({ self[index + $0] == pattern[$0] }) {
                return index
            }
            from = index + 1
        }
        return nil
    }

    /// Whether `pattern` (lower-case ASCII, not empty) occurs anywhere, in any case.
    func containsIgnoringASCIICase(_ pattern: [UInt8]) -> Bool {
        guard count >= pattern.count else { return false }
        for index in 0...(count - pattern.count) where asciiLowercased(self[index]) == pattern[0] {
            if pattern.indices.dropFirst().allSatisfy({ asciiLowercased(self[index + $0]) == pattern[$0] }) { return true }
        }
        return false
    }

    /// The UTF-8 bytes of the first noncharacter of U+FDD0…U+FDEF the bytes do not hold (a
    /// marker in the input libxml2 is given); nil when they hold all 32.
    func unusedNoncharacter() -> [UInt8]? {
        // Candidates are EF B7 90…AF; note which third bytes follow an EF B7.
        var used = UInt32(0)
        var from = 0
        while let index = firstIndex(of: 0xEF, from: from), index + 2 < count {
            if self[index + 1] == 0xB7, (0x90...0xAF).contains(self[index + 2]) {
                used |= 1 << UInt32(self[index + 2] - 0x90)
            }
            from = index + 1
        }
        guard used != UInt32.max else { return nil }
        return [0xEF, 0xB7, 0x90 + UInt8((~used).trailingZeroBitCount)]
    }

    /// The bytes with every `pattern` replaced by `replacement`; nil when there is none.
    func replacing(_ pattern: [UInt8], with replacement: [UInt8]) -> [UInt8]? {
        guard var next = firstIndex(of: pattern, from: 0) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(count + count / 32)
        var runStart = 0
        while true {
            output.append(contentsOf: self[runStart..<next])
            output.append(contentsOf: replacement)
            runStart = next + pattern.count
            guard let found = firstIndex(of: pattern, from: runStart) else { break }
            next = found
        }
        output.append(contentsOf: self[runStart...])
        return output
    }
}

/// Whether `byte` is an ASCII letter.
func isASCIIAlpha(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
}

/// Whether `byte` is an ASCII letter or digit.
func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
}

/// `byte` with an ASCII upper-case letter made lower-case.
func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
}
