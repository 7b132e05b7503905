/// Whether `bytes` decode as UTF-8 without a single error: every sequence is one the Encoding
/// Standard's UTF-8 decoder accepts.
///
/// Overlong forms (such as C0 80 or E0 80 80), encoded surrogates (ED A0 80 to ED BF BF), code
/// points above U+10FFFF (F4 90 80 80 and up, and the bytes F5–FF), stray continuation bytes, and a
/// sequence cut off by the end of the input all make it `false`. A byte order mark is just U+FEFF.
///
/// This runs on every page, so ASCII is skipped eight bytes at a time.
///
/// https://encoding.spec.whatwg.org/#utf-8-decoder
public func isValidUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let count = bytes.count
    var index = 0
    while index < count {
        // ASCII fast path: two words at a time, then one.
        while index + 16 <= count {
            let first = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let second = bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
            if (first | second) & 0x8080_8080_8080_8080 != 0 { break }
            index += 16
        }
        while index + 8 <= count {
            if bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
            index += 8
        }
        guard index < count else { return true }
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            continue
        }
        guard let length = UTF8Sequence.lengthOfWellFormedSequence(in: bytes, at: index) else { return false }
        index += length
    }
    return true
}

/// The well-formed UTF-8 byte sequences, as the Encoding Standard's UTF-8 decoder accepts them
/// (the same as Unicode's Table 3-7).
enum UTF8Sequence {
    /// The number of bytes a lead byte announces and the range its first continuation byte must be
    /// in, or `nil` if the byte cannot start a sequence (continuation bytes, C0, C1, F5–FF).
    ///
    /// https://encoding.spec.whatwg.org/#utf-8-decoder (step 3)
    @inline(__always)
    static func lead(_ byte: UInt8) -> (needed: Int, lower: UInt8, upper: UInt8)? {
        switch byte {
        case 0xC2...0xDF: (1, 0x80, 0xBF)
        case 0xE0: (2, 0xA0, 0xBF)
        case 0xED: (2, 0x80, 0x9F)
        case 0xE1...0xEF: (2, 0x80, 0xBF)
        case 0xF0: (3, 0x90, 0xBF)
        case 0xF4: (3, 0x80, 0x8F)
        case 0xF1...0xF3: (3, 0x80, 0xBF)
        default: nil
        }
    }

    /// The length of the well-formed multi-byte sequence at `index`, or `nil` if the bytes there
    /// do not make one (including when the input ends inside it).
    @inline(__always)
    static func lengthOfWellFormedSequence(in bytes: UnsafeRawBufferPointer, at index: Int) -> Int? {
        guard let (needed, lower, upper) = lead(bytes[index]), index + needed < bytes.count else { return nil }
        let first = bytes[index + 1]
        guard first >= lower, first <= upper else { return nil }
        for offset in stride(from: 2, through: needed, by: 1) where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return needed + 1
    }
}
