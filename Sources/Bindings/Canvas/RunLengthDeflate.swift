/// A DEFLATE compressor (RFC 1951) for data made mostly of runs of one byte, such as the
/// rows of a blank bitmap: one block with the fixed Huffman codes, where a byte that
/// repeats the one before it starts a match at distance 1. Input arrives in pieces; the
/// output is a complete zlib stream (RFC 1950) once ``finish()`` is called.
///
/// https://www.rfc-editor.org/rfc/rfc1951#section-3.2.6
struct RunLengthDeflate {
    private var output: [UInt8] = [0x78, 0x01]  // zlib: deflate, 32 KiB window, no dictionary, fastest
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var checksum = Adler32()
    /// The last byte written as a literal or repeated, and how many repeats of it wait.
    private var previous: UInt8?
    private var pendingRun = 0

    init() {
        writeBits(1, count: 1)  // BFINAL
        writeBits(1, count: 2)  // BTYPE 01: fixed Huffman codes
    }

    /// Compresses `bytes`, which follow what came before.
    mutating func append(_ bytes: [UInt8]) {
        checksum.update(bytes)
        for byte in bytes {
            if byte == previous {
                pendingRun += 1
                if pendingRun == Self.longestMatch { flushRun() }
            } else {
                flushRun()
                writeLiteral(byte)
                previous = byte
            }
        }
    }

    /// Ends the block and the stream, and returns the zlib stream.
    mutating func finish() -> [UInt8] {
        flushRun()
        writeSymbol(256)  // end of block
        if bitCount > 0 { output.append(UInt8(truncatingIfNeeded: bitBuffer)) }
        bitBuffer = 0
        bitCount = 0
        let sum = checksum.value
        output += [UInt8(sum >> 24), UInt8(truncatingIfNeeded: sum >> 16), UInt8(truncatingIfNeeded: sum >> 8), UInt8(truncatingIfNeeded: sum)]
        return output
    }

    private static let longestMatch = 258
    /// The first length of each length code from 257, and its number of extra bits.
    private static let lengthBases: [(base: Int, extraBits: Int)] = [
        (3, 0), (4, 0), (5, 0), (6, 0), (7, 0), (8, 0), (9, 0), (10, 0), (11, 1), (13, 1), (15, 1), (17, 1),
        (19, 2), (23, 2), (27, 2), (31, 2), (35, 3), (43, 3), (51, 3), (59, 3), (67, 4), (83, 4), (99, 4),
        (115, 4), (131, 5), (163, 5), (195, 5), (227, 5), (258, 0),
    ]

    /// Writes the repeats waiting: a match at distance 1 when there are at least three,
    /// literals otherwise.
    private mutating func flushRun() {
        guard let byte = previous, pendingRun > 0 else { return }
        if pendingRun < 3 {
            for _ in 0..<pendingRun { writeLiteral(byte) }
        } else {
            let index = Self.lengthBases.lastIndex { $0.base <= pendingRun }!
            let (base, extraBits) = Self.lengthBases[index]
            writeSymbol(257 + index)
            writeBits(UInt32(pendingRun - base), count: extraBits)
            writeBits(0, count: 5)  // distance code 0: distance 1
        }
        pendingRun = 0
    }

    private mutating func writeLiteral(_ byte: UInt8) { writeSymbol(Int(byte)) }

    /// Writes a literal/length symbol with its fixed Huffman code, most significant bit first.
    private mutating func writeSymbol(_ symbol: Int) {
        let (code, length): (Int, Int)
        switch symbol {
        case 0...143: (code, length) = (0x30 + symbol, 8)
        case 144...255: (code, length) = (0x190 + symbol - 144, 9)
        case 256...279: (code, length) = (symbol - 256, 7)
        default: (code, length) = (0xC0 + symbol - 280, 8)
        }
        var reversed: UInt32 = 0
        for bit in 0..<length where code & (1 << (length - 1 - bit)) != 0 { reversed |= 1 << bit }
        writeBits(reversed, count: length)
    }

    /// Writes the `count` low bits of `value`, least significant first.
    private mutating func writeBits(_ value: UInt32, count: Int) {
        bitBuffer |= value << bitCount
        bitCount += count
        while bitCount >= 8 {
            output.append(UInt8(truncatingIfNeeded: bitBuffer))
            bitBuffer >>= 8
            bitCount -= 8
        }
    }
}

/// The Adler-32 checksum of a zlib stream's uncompressed data.
///
/// https://www.rfc-editor.org/rfc/rfc1950#section-8
struct Adler32 {
    private var low: UInt32 = 1
    private var high: UInt32 = 0

    mutating func update(_ bytes: [UInt8]) {
        // 5,552 bytes is the most that cannot overflow 32 bits before the modulo (RFC 1950's NMAX).
        var start = 0
        while start < bytes.count {
            let end = min(start + 5_552, bytes.count)
            for byte in bytes[start..<end] {
                low += UInt32(byte)
                high += low
            }
            low %= 65_521
            high %= 65_521
            start = end
        }
    }

    var value: UInt32 { high << 16 | low }
}
