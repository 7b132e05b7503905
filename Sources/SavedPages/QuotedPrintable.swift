/// The quoted-printable content transfer encoding, both ways.
///
/// https://www.rfc-editor.org/rfc/rfc2045#section-6.7
enum QuotedPrintable {
    /// Decodes quoted-printable text: `=XX` is a byte, `=` at a line's end is a soft line break
    /// (removed with the line break), white space before a line break is dropped (rule 3), and
    /// anything malformed is kept as written, as mail readers do.
    static func decode(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        func byteAt(_ index: Int) -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x3D {
                // A soft line break: '=' then optional white space then CRLF or LF.
                var next = index + 1
                while next < bytes.endIndex, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
                if next < bytes.endIndex, bytes[next] == 0x0D, next + 1 < bytes.endIndex, bytes[next + 1] == 0x0A {
                    index = next + 2
                    continue
                }
                if next < bytes.endIndex, bytes[next] == 0x0A {
                    index = next + 1
                    continue
                }
                if next == bytes.endIndex {
                    index = next
                    continue
                }
                if let high = hexValue(byteAt(index + 1)), let low = hexValue(byteAt(index + 2)) {
                    output.append(high << 4 | low)
                    index += 3
                    continue
                }
                output.append(byte)
                index += 1
                continue
            }
            if byte == 0x20 || byte == 0x09 {
                // Trailing white space on a line is not part of the text.
                var next = index
                while next < bytes.endIndex, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
                if next == bytes.endIndex || bytes[next] == 0x0A || (bytes[next] == 0x0D && next + 1 < bytes.endIndex && bytes[next + 1] == 0x0A) {
                    index = next
                    continue
                }
                output.append(contentsOf: bytes[index..<next])
                index = next
                continue
            }
            output.append(byte)
            index += 1
        }
        return output
    }

    /// Encodes bytes as quoted-printable lines of at most 76 characters: the bytes' own line
    /// breaks (LF or CRLF) become `lineBreak`, printable ASCII other than `=` stays, space and
    /// tab stay except at a line's end, and everything else is `=XX`.
    static func encode(_ bytes: [UInt8], lineBreak: [UInt8] = [0x0D, 0x0A]) -> [UInt8] {
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var lineLength = 0
        func emit(_ piece: [UInt8]) {
            // A soft line break keeps each line within 76 characters, '=' included.
            if lineLength + piece.count > 75 {
                output.append(0x3D)
                output.append(contentsOf: lineBreak)
                lineLength = 0
            }
            output.append(contentsOf: piece)
            lineLength += piece.count
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) {
                output.append(contentsOf: lineBreak)
                lineLength = 0
                index += byte == 0x0D ? 2 : 1
                continue
            }
            let atLineEnd = index + 1 == bytes.count || bytes[index + 1] == 0x0A || bytes[index + 1] == 0x0D
            if (0x21...0x7E).contains(byte) && byte != 0x3D || (byte == 0x20 || byte == 0x09) && !atLineEnd {
                emit([byte])
            } else {
                emit([0x3D, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]])
            }
            index += 1
        }
        return output
    }

    private static func hexValue(_ byte: UInt8?) -> UInt8? {
        switch byte {
        case let digit? where (0x30...0x39).contains(digit): digit - 0x30
        case let letter? where (0x41...0x46).contains(letter): letter - 0x41 + 10
        case let letter? where (0x61...0x66).contains(letter): letter - 0x61 + 10
        default: nil
        }
    }
}
