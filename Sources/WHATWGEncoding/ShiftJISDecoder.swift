/// The Encoding Standard's Shift_JIS decoder, with errors replaced by U+FFFD.
///
/// Index jis0208 comes from glibc's `CP932` (see ``IconvConverter``), which matches it exactly.
///
/// https://encoding.spec.whatwg.org/#shift_jis-decoder
enum ShiftJISDecoder {
    /// Decodes `bytes` as Shift_JIS.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> String {
        let jis0208 = JIS0208Index.converter()
        var text = MultiByteDecodedText(capacity: bytes.count * 2)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // Step 4 (ASCII part): runs of ASCII are their own code points.
            if byte < 0x80 {
                let asciiEnd = bytes.endOfASCIIRun(from: index)
                text.appendASCII(UnsafeRawBufferPointer(rebasing: bytes[index..<asciiEnd]))
                index = asciiEnd
                continue
            }
            index += 1
            switch byte {
            case 0x80:
                // Step 4.
                text.append(codePoint: 0x80)
            case 0xA1...0xDF:
                // Step 5: halfwidth katakana.
                text.append(codePoint: 0xFF61 - 0xA1 + UInt32(byte))
            case 0x81...0x9F, 0xE0...0xFC:
                // Step 6 sets Shift_JIS lead; step 1 is the end of the queue after it.
                guard index < bytes.count else {
                    text.appendReplacementCharacter()
                    break
                }
                // Step 3.
                let lead = byte
                let trail = bytes[index]
                guard (0x40...0x7E).contains(trail) || (0x80...0xFC).contains(trail) else {
                    // The pointer is null: an error, and an ASCII byte is restored (not consumed).
                    text.appendReplacementCharacter()
                    if trail >= 0x80 { index += 1 }
                    break
                }
                index += 1
                let offset = trail < 0x7F ? 0x40 : 0x41
                let leadOffset = lead < 0xA0 ? 0x81 : 0xC1
                let pointer = (Int(lead) - leadOffset) * 188 + Int(trail) - offset
                if (8836...10715).contains(pointer) {
                    // The user-defined area maps to the Private Use Area.
                    text.append(codePoint: UInt32(0xE000 - 8836 + pointer))
                } else {
                    text.appendLookup(lead, trail, in: jis0208, restoringOnFailure: trail < 0x80 ? trail : nil)
                }
            default:
                // Step 7: 0xA0 and 0xFD–0xFF.
                text.appendReplacementCharacter()
            }
        }
        return text.makeString()
    }
}
