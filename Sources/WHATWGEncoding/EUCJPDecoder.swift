/// The Encoding Standard's EUC-JP decoder, with errors replaced by U+FFFD.
///
/// Index jis0208 comes from glibc's `CP932` (see ``JIS0208Index``) and index jis0212 from glibc's
/// `EUC-JP`; both match the standard's indexes exactly (see ``IconvConverter``).
///
/// https://encoding.spec.whatwg.org/#euc-jp-decoder
enum EUCJPDecoder {
    /// The glibc charset that serves index jis0212, asked with the 0x8F-prefixed EUC-JP sequence.
    static let jis0212Charset = "EUC-JP"

    /// Decodes `bytes` as EUC-JP.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> String {
        let jis0208 = JIS0208Index.converter()
        var jis0212: IconvConverter?
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
            // Step 7: 0x8E, 0x8F and 0xA1–0xFE set EUC-JP lead; step 8: anything else is an error.
            guard byte == 0x8E || byte == 0x8F || (0xA1...0xFE).contains(byte) else {
                text.appendReplacementCharacter()
                continue
            }
            // Step 1: the end of the queue after a lead is an error.
            guard index < bytes.count else {
                text.appendReplacementCharacter()
                break
            }
            var lead = byte
            var next = bytes[index]
            var usesJIS0212 = false
            if lead == 0x8E, (0xA1...0xDF).contains(next) {
                // Step 3: halfwidth katakana.
                index += 1
                text.append(codePoint: 0xFF61 - 0xA1 + UInt32(next))
                continue
            }
            if lead == 0x8F, (0xA1...0xFE).contains(next) {
                // Step 4: set the jis0212 flag and take the next byte as the lead.
                index += 1
                guard index < bytes.count else {
                    text.appendReplacementCharacter()
                    break
                }
                usesJIS0212 = true
                lead = next
                next = bytes[index]
            }
            // Step 5: both bytes must be in 0xA1–0xFE for a pointer.
            guard (0xA1...0xFE).contains(lead), (0xA1...0xFE).contains(next) else {
                // The code point is null: an error, and an ASCII byte is restored (not consumed).
                text.appendReplacementCharacter()
                if next >= 0x80 { index += 1 }
                continue
            }
            index += 1
            if usesJIS0212 {
                if jis0212 == nil { jis0212 = IconvConverter(fromCharset: jis0212Charset) }
                withUnsafeBytes(of: (UInt8(0x8F), lead, next)) { sequence in
                    text.appendLookup(sequence, in: jis0212)
                }
            } else {
                let pointer = (Int(lead) - 0xA1) * 94 + Int(next) - 0xA1
                let sequence = JIS0208Index.shiftJISSequence(forPointer: pointer)
                text.appendLookup(sequence.lead, sequence.trail, in: jis0208)
            }
        }
        return text.makeString()
    }
}
