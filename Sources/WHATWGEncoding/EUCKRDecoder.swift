/// The Encoding Standard's EUC-KR decoder, with errors replaced by U+FFFD.
///
/// Index EUC-KR (which is Windows code page 949, the whole Unified Hangul Code) comes from glibc's
/// `UHC`, which matches it exactly (see ``IconvConverter``).
///
/// https://encoding.spec.whatwg.org/#euc-kr-decoder
enum EUCKRDecoder {
    /// The glibc charset that serves index EUC-KR.
    static let charset = "UHC"

    /// Decodes `bytes` as EUC-KR.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> String {
        let indexConverter = IconvConverter(fromCharset: charset)
        var text = MultiByteDecodedText(capacity: bytes.count * 2)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // Step 4: runs of ASCII are their own code points.
            if byte < 0x80 {
                let asciiEnd = bytes.endOfASCIIRun(from: index)
                text.appendASCII(UnsafeRawBufferPointer(rebasing: bytes[index..<asciiEnd]))
                index = asciiEnd
                continue
            }
            index += 1
            // Step 5: 0x81–0xFE set EUC-KR lead; step 6: 0x80 and 0xFF are errors.
            guard (0x81...0xFE).contains(byte) else {
                text.appendReplacementCharacter()
                continue
            }
            // Step 1: the end of the queue after a lead is an error.
            guard index < bytes.count else {
                text.appendReplacementCharacter()
                break
            }
            // Step 3: a pointer needs a trail byte in 0x41–0xFE.
            let trail = bytes[index]
            guard (0x41...0xFE).contains(trail) else {
                // The code point is null: an error, and an ASCII byte is restored (not consumed).
                text.appendReplacementCharacter()
                if trail >= 0x80 { index += 1 }
                continue
            }
            index += 1
            text.appendLookup(byte, trail, in: indexConverter, restoringOnFailure: trail < 0x80 ? trail : nil)
        }
        return text.makeString()
    }
}
