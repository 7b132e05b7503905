import TestSupport
import Testing

@testable import Bindings

/// The PNG writer of blank canvases, and the DEFLATE compressor under it, checked by
/// reading their output back.
@Suite struct TransparentPNGTests {
    /// Every chunk's CRC, the header, and the pixels after inflating: `height` rows of a
    /// filter byte and `width` transparent pixels.
    @Test(arguments: [(1, 1), (2, 3), (300, 150), (259, 2)])
    func fileReadsBackAsATransparentBitmap(width: Int, height: Int) throws {
        let file = TransparentPNG.file(width: width, height: height)
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = try #require(PNGChunks.read(file))
        #expect(chunks.map(\.type) == ["IHDR", "sRGB", "sBIT", "IDAT", "IEND"])
        #expect(chunks[0].data == bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
        let pixels = try #require(FixedHuffmanInflater.inflateZlib(chunks[3].data))
        #expect(pixels == [UInt8](repeating: 0, count: height * (1 + 4 * width)))
    }

    /// WebKit's 1 × 1 file has the same chunks and pixels; its zlib compresses differently,
    /// so this is appexjs's own output, pinned.
    @Test func oneByOneFileIsPinned() {
        #expect(Base64.encode(TransparentPNG.file(width: 1, height: 1))
            == "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAAXNSR0IArs4c6QAAAARzQklUCAgICHwIZIgAAAAKSURBVHgBYwABAAAFAAE20IjdAAAAAElFTkSuQmCC")
    }

    /// Any bytes survive the round trip, with runs longer than a match and runs of one and two.
    @Test func deflateRoundTripsMixedData() throws {
        var generator = SeededRandomNumberGenerator(seed: 7)
        var data: [UInt8] = []
        for _ in 0..<400 {
            let byte = UInt8(truncatingIfNeeded: generator.next() % 300)
            let run = Int(generator.next() % 600) % (generator.next() % 3 == 0 ? 600 : 3)
            data += [UInt8](repeating: byte, count: run + 1)
        }
        var compressor = RunLengthDeflate()
        compressor.append(Array(data.prefix(1000)))
        compressor.append(Array(data.dropFirst(1000)))
        let stream = compressor.finish()
        #expect(try #require(FixedHuffmanInflater.inflateZlib(stream)) == data)
        #expect(stream.count < data.count)
    }

    private func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
}

/// A PNG's chunks, each checked against its CRC.
private enum PNGChunks {
    static func read(_ file: [UInt8]) -> [(type: String, data: [UInt8])]? {
        var chunks: [(type: String, data: [UInt8])] = []
        var position = 8
        while position + 12 <= file.count {
            let length = Int(number(file, at: position))
            guard position + 12 + length <= file.count else { return nil }
            let typeAndData = Array(file[(position + 4)..<(position + 8 + length)])
            guard number(file, at: position + 8 + length) == crc(typeAndData) else { return nil }
            chunks.append((String(decoding: typeAndData.prefix(4), as: UTF8.self), Array(typeAndData.dropFirst(4))))
            position += 12 + length
        }
        return position == file.count ? chunks : nil
    }

    static func number(_ bytes: [UInt8], at index: Int) -> UInt32 {
        bytes[index..<(index + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// CRC-32 bit by bit, independent of the writer's table.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// Inflates a zlib stream made of fixed-Huffman DEFLATE blocks (RFC 1951 §3.2.6), checking
/// the header and the Adler-32 checksum; nil for anything else.
private struct FixedHuffmanInflater {
    let bytes: [UInt8]
    var bitPosition = 16  // after the zlib header

    static func inflateZlib(_ stream: [UInt8]) -> [UInt8]? {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0 else { return nil }
        var inflater = FixedHuffmanInflater(bytes: stream)
        guard let output = inflater.inflate() else { return nil }
        let trailer = (inflater.bitPosition + 7) / 8
        guard trailer + 4 == stream.count else { return nil }
        var low: UInt32 = 1, high: UInt32 = 0
        for byte in output { low = (low + UInt32(byte)) % 65_521; high = (high + low) % 65_521 }
        return PNGChunks.number(stream, at: trailer) == high << 16 | low ? output : nil
    }

    private mutating func bits(_ count: Int) -> Int? {
        var value = 0
        for index in 0..<count {
            let byteIndex = bitPosition / 8
            guard byteIndex < bytes.count else { return nil }
            value |= Int(bytes[byteIndex] >> (bitPosition % 8) & 1) << index
            bitPosition += 1
        }
        return value
    }

    /// One symbol of the fixed literal/length code, read a bit at a time, most significant first.
    private mutating func symbol() -> Int? {
        var code = 0
        for length in 1...9 {
            guard let bit = bits(1) else { return nil }
            code = code << 1 | bit
            switch (length, code) {
            case (7, 0...0x17): return code + 256
            case (8, 0x30...0xBF): return code - 0x30
            case (8, 0xC0...0xC7): return code - 0xC0 + 280
            case (9, 0x190...0x1FF): return code - 0x190 + 144
            default: continue
            }
        }
        return nil
    }

    private mutating func inflate() -> [UInt8]? {
        let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var output: [UInt8] = []
        var final = 0
        while final == 0 {
            guard let last = bits(1), bits(2) == 1 else { return nil }
            final = last
            while true {
                guard let next = symbol() else { return nil }
                if next < 256 { output.append(UInt8(next)); continue }
                if next == 256 { break }
                let index = next - 257
                guard index < lengthBases.count, let extra = bits(lengthExtra[index]), let distanceCode = bits(5) else { return nil }
                var distanceReversed = 0
                for bit in 0..<5 where distanceCode & (1 << bit) != 0 { distanceReversed |= 1 << (4 - bit) }
                guard distanceReversed < 4 else { return nil }  // distances 1 to 4 have no extra bits
                let distance = distanceReversed + 1
                guard distance <= output.count else { return nil }
                for _ in 0..<(lengthBases[index] + extra) { output.append(output[output.count - distance]) }
            }
        }
        return output
    }
}
