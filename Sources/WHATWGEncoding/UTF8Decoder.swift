/// The Encoding Standard's UTF-8 decoder, with errors replaced by U+FFFD.
///
/// Each maximal subpart of an ill-formed sequence becomes one U+FFFD, as in Unicode's "best practice
/// for U+FFFD substitution": `F0 9F 98` then `A` gives "\u{FFFD}A", and `C0 80` gives two.
///
/// https://encoding.spec.whatwg.org/#utf-8-decoder
enum UTF8Decoder {
    /// Decodes `bytes` as UTF-8. The byte order mark, if any, is left in as U+FEFF.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> String {
        if isValidUTF8(bytes) {
            return String(decoding: bytes, as: UTF8.self)
        }
        var text = DecodedText(capacity: bytes.count + 16)
        var index = 0
        while index < bytes.count {
            let asciiEnd = bytes.endOfASCIIRun(from: index)
            if asciiEnd > index {
                text.appendUTF8(UnsafeRawBufferPointer(rebasing: bytes[index..<asciiEnd]))
                index = asciiEnd
                continue
            }
            // Step 3: a byte that starts no sequence is an error on its own.
            guard let (needed, lower, upper) = UTF8Sequence.lead(bytes[index]) else {
                text.appendReplacementCharacter()
                index += 1
                continue
            }
            var lowerBoundary = lower
            var upperBoundary = upper
            var seen = 0
            var position = index + 1
            while seen < needed {
                // Step 1: the end of the queue while bytes are needed is one error.
                guard position < bytes.count else { break }
                let byte = bytes[position]
                // Step 4: a byte outside the boundaries is an error, and is processed again (so it
                // is not consumed here).
                guard byte >= lowerBoundary, byte <= upperBoundary else { break }
                // Steps 5-7.
                lowerBoundary = 0x80
                upperBoundary = 0xBF
                seen += 1
                position += 1
            }
            if seen == needed {
                // Steps 8-9: the sequence is whole; its bytes are already UTF-8.
                text.appendUTF8(UnsafeRawBufferPointer(rebasing: bytes[index..<position]))
            } else {
                text.appendReplacementCharacter()
            }
            index = position
        }
        return text.makeString()
    }
}
