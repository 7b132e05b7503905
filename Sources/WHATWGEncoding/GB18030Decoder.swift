/// The Encoding Standard's gb18030 decoder, which is also the GBK decoder, with errors replaced by
/// U+FFFD.
///
/// Index gb18030 and index gb18030 ranges come from glibc's `GB18030`, corrected where the two
/// differ: by ``indexCorrections`` for two-byte sequences, and for the four-byte sequences of
/// U+9FB4–U+9FBB and U+FE10–U+FE19 (see ``IconvConverter``).
///
/// https://encoding.spec.whatwg.org/#gb18030-decoder
enum GB18030Decoder {
    /// The glibc charset that serves index gb18030 and index gb18030 ranges.
    static let charset = "GB18030"

    /// Decodes `bytes` as gb18030 (or GBK, whose decoder is the same).
    static func decode(_ bytes: UnsafeRawBufferPointer) -> String {
        let indexConverter = IconvConverter(fromCharset: charset)
        var text = MultiByteDecodedText(capacity: bytes.count * 2)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // Step 6: runs of ASCII are their own code points.
            if byte < 0x80 {
                let asciiEnd = bytes.endOfASCIIRun(from: index)
                text.appendASCII(UnsafeRawBufferPointer(rebasing: bytes[index..<asciiEnd]))
                index = asciiEnd
                continue
            }
            index += 1
            if byte == 0x80 {
                // Step 7.
                text.append(codePoint: 0x20AC)
                continue
            }
            // Step 8: 0x81–0xFE set gb18030 first; step 9: 0xFF is an error.
            guard byte != 0xFF else {
                text.appendReplacementCharacter()
                continue
            }
            let first = byte
            // Step 2: the end of the queue with first, second or third set is one error.
            guard index < bytes.count else {
                text.appendReplacementCharacter()
                break
            }
            let secondPosition = index
            let second = bytes[index]
            if (0x30...0x39).contains(second) {
                // Step 5.1: a four-byte sequence.
                index += 1
                guard index < bytes.count else {
                    text.appendReplacementCharacter()
                    break
                }
                let third = bytes[index]
                guard (0x81...0xFE).contains(third) else {
                    // Step 4.2: prepend second and this byte, and return error.
                    text.appendReplacementCharacter()
                    index = secondPosition
                    continue
                }
                index += 1
                guard index < bytes.count else {
                    text.appendReplacementCharacter()
                    break
                }
                let fourth = bytes[index]
                guard (0x30...0x39).contains(fourth) else {
                    // Step 3.1: prepend second, third and this byte, and return error.
                    text.appendReplacementCharacter()
                    index = secondPosition
                    continue
                }
                index += 1
                // Steps 3.2-3.5.
                let pointer = (Int(first) - 0x81) * (10 * 126 * 10) + (Int(second) - 0x30) * (10 * 126)
                    + (Int(third) - 0x81) * 10 + Int(fourth) - 0x30
                appendRangesCodePoint(
                    forPointer: pointer,
                    sequence: UnsafeRawBufferPointer(rebasing: bytes[(secondPosition - 1)..<index]),
                    in: indexConverter,
                    to: &text
                )
                continue
            }
            // Steps 5.2-5.8: a two-byte sequence.
            guard (0x40...0x7E).contains(second) || (0x80...0xFE).contains(second) else {
                // The pointer is null: an error, and an ASCII byte is restored (not consumed).
                text.appendReplacementCharacter()
                if second >= 0x80 { index += 1 }
                continue
            }
            index += 1
            if let codePoint = indexCorrections[UInt16(first) << 8 | UInt16(second)] {
                text.append(codePoint: codePoint)
            } else {
                text.appendLookup(first, second, in: indexConverter, restoringOnFailure: second < 0x80 ? second : nil)
            }
        }
        return text.makeString()
    }

    /// Appends the index gb18030 ranges code point for `pointer`, or an error if it has none.
    ///
    /// https://encoding.spec.whatwg.org/#index-gb18030-ranges-code-point
    private static func appendRangesCodePoint(
        forPointer pointer: Int,
        sequence: UnsafeRawBufferPointer,
        in indexConverter: IconvConverter?,
        to text: inout MultiByteDecodedText
    ) {
        switch pointer {
        case 39420..<189_000, 1_237_576...:
            // Step 1: no code point.
            text.appendReplacementCharacter()
        case 7457:
            // Step 2.
            text.append(codePoint: 0xE7C7)
        case 189_000...:
            // Steps 3-6 for the last range, which is linear: the supplementary planes.
            text.append(codePoint: UInt32(0x10000 + pointer - 189_000))
        case 19057...19064:
            // Steps 3-6 in the range that starts at pointer 19043 (U+9FA6). glibc 2.36 gives
            // U+9FB4–U+9FBB to two-byte sequences only, as GB18030-2022 does; the standard decodes
            // these four-byte sequences to them as well.
            text.append(codePoint: UInt32(0x9FA6 + pointer - 19043))
        case 39076...39085:
            // The same for U+FE10–U+FE19, in the range that starts at pointer 38078 (U+FA2A).
            text.append(codePoint: UInt32(0xFA2A + pointer - 38078))
        default:
            // Steps 3-6 for the Basic Multilingual Plane, from glibc.
            text.appendLookup(sequence, in: indexConverter)
        }
    }

    /// Two-byte gb18030 sequences (first << 8 | second) whose index gb18030 code point glibc 2.36's
    /// `GB18030` gets wrong. The standard keeps 0xA3 0xA0 as U+3000 IDEOGRAPHIC SPACE for deployed
    /// content where glibc follows GB18030-2022's U+E5E5, and keeps six Private Use code points that
    /// glibc maps to CJK Extension B ideographs.
    ///
    /// Found by comparing every two-byte sequence between glibc and encoding_rs 0.8.31, and keeping
    /// the differences that the current standard (GB18030-2022 mappings for two-byte sequences,
    /// except 0xA3 0xA0) still has; the other 18 differences are encoding_rs predating that update.
    static let indexCorrections: [UInt16: UInt32] = [
        0xA3A0: 0x3000,
        0xFE51: 0xE816, 0xFE52: 0xE817, 0xFE53: 0xE818, 0xFE6C: 0xE831, 0xFE76: 0xE83B, 0xFE91: 0xE855,
    ]
}
