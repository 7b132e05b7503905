/// The Encoding Standard's shared UTF-16BE/LE decoder, with errors replaced by U+FFFD.
///
/// An unpaired surrogate becomes U+FFFD, and so does a last odd byte; a lead surrogate cut off by
/// the end of the input and an odd byte after it together make a single U+FFFD, as in the standard.
///
/// https://encoding.spec.whatwg.org/#shared-utf-16-decoder
enum UTF16Decoder {
    /// Decodes `bytes` as UTF-16 of the given byte order. A byte order mark, if any, is left in as
    /// U+FEFF (or as U+FFFE, for the other byte order).
    static func decode(_ bytes: UnsafeRawBufferPointer, bigEndian: Bool) -> String {
        var text = DecodedText(capacity: bytes.count + bytes.count / 2)
        var leadSurrogate: UInt32?
        var index = 0
        while index + 1 < bytes.count {
            let first = UInt32(bytes[index])
            let second = UInt32(bytes[index + 1])
            // Step 4: the code unit, from the lead byte and this byte.
            let codeUnit = bigEndian ? first << 8 | second : second << 8 | first
            index += 2
            // Step 5: a lead surrogate waits for a trail surrogate.
            if let lead = leadSurrogate {
                leadSurrogate = nil
                if (0xDC00...0xDFFF).contains(codeUnit) {
                    text.append(codePoint: 0x10000 + ((lead - 0xD800) << 10) + (codeUnit - 0xDC00))
                } else {
                    // The unpaired lead surrogate is an error, and this code unit's bytes are
                    // processed again.
                    text.appendReplacementCharacter()
                    index -= 2
                }
                continue
            }
            switch codeUnit {
            case 0xD800...0xDBFF:
                // Step 6.
                leadSurrogate = codeUnit
            case 0xDC00...0xDFFF:
                // Step 7: a trail surrogate on its own.
                text.appendReplacementCharacter()
            default:
                // Step 8.
                text.append(codePoint: codeUnit)
            }
        }
        // Step 1: at the end of the queue, a leftover lead byte or lead surrogate is one error.
        if leadSurrogate != nil || index < bytes.count {
            text.appendReplacementCharacter()
        }
        return text.makeString()
    }
}
