/// The PNG file of a canvas bitmap that nothing has drawn on: every pixel transparent
/// black, 8-bit RGBA, with the `sRGB` and `sBIT` chunks WebKit writes.
///
/// https://www.w3.org/TR/png-3/
enum TransparentPNG {
    /// The file of a `width` × `height` bitmap (both at least 1).
    static func file(width: Int, height: Int) -> [UInt8] {
        precondition(width > 0 && height > 0, "a PNG has at least one pixel")
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits per sample, RGBA, deflate, adaptive filtering, no interlace
        var compressor = RunLengthDeflate()
        let row = [UInt8](repeating: 0, count: 1 + 4 * width)  // filter type 0, then the pixels
        for _ in 0..<height { compressor.append(row) }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", header)
        file += chunk("sRGB", [0])  // perceptual rendering intent
        file += chunk("sBIT", [8, 8, 8, 8])
        file += chunk("IDAT", compressor.finish())
        file += chunk("IEND", [])
        return file
    }

    /// https://www.w3.org/TR/png-3/#5Chunk-layout
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// https://www.w3.org/TR/png-3/#5CRC-algorithm
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
