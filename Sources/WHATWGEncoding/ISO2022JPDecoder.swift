/// The Encoding Standard's ISO-2022-JP decoder, with errors replaced by U+FFFD.
///
/// The escape-sequence state machine is the standard's, step for step; only index jis0208 comes
/// from glibc, through ``JIS0208Index``.
///
/// https://encoding.spec.whatwg.org/#iso-2022-jp-decoder
enum ISO2022JPDecoder {
    /// The decoder's states; the standard's "ISO-2022-JP decoder state".
    enum State {
        case ascii, roman, katakana, leadByte, trailByte, escapeStart, escape
    }

    /// Decodes `bytes` as ISO-2022-JP.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> String {
        let jis0208 = JIS0208Index.converter()
        var text = MultiByteDecodedText(capacity: bytes.count * 2)
        var state = State.ascii
        var outputState = State.ascii
        var lead: UInt8 = 0x00
        var outputFlag = false
        // `position` is the byte being handled; `index` is the next byte to read. "Prepend" in the
        // standard moves `index` back: every byte it prepends is one just read.
        var index = 0
        while true {
            let position = index
            let byte: UInt8? = position < bytes.count ? bytes[position] : nil  // nil is end-of-queue
            if byte != nil { index += 1 }
            switch state {
            case .ascii, .roman:
                guard let byte else { return text.makeString() }
                switch byte {
                case 0x1B:
                    state = .escapeStart
                case 0x5C where state == .roman:
                    outputFlag = false
                    text.append(codePoint: 0xA5)
                case 0x7E where state == .roman:
                    outputFlag = false
                    text.append(codePoint: 0x203E)
                case 0x00...0x7F where byte != 0x0E && byte != 0x0F:
                    outputFlag = false
                    if state == .ascii {
                        // Copy the rest of this run of plain ASCII at once.
                        var end = index
                        while end < bytes.count, bytes[end] < 0x80, bytes[end] != 0x0E, bytes[end] != 0x0F,
                            bytes[end] != 0x1B
                        {
                            end += 1
                        }
                        text.appendASCII(UnsafeRawBufferPointer(rebasing: bytes[position..<end]))
                        index = end
                    } else {
                        text.append(codePoint: UInt32(byte))
                    }
                default:
                    outputFlag = false
                    text.appendReplacementCharacter()
                }
            case .katakana:
                guard let byte else { return text.makeString() }
                switch byte {
                case 0x1B:
                    state = .escapeStart
                case 0x21...0x5F:
                    outputFlag = false
                    text.append(codePoint: 0xFF61 - 0x21 + UInt32(byte))
                default:
                    outputFlag = false
                    text.appendReplacementCharacter()
                }
            case .leadByte:
                guard let byte else { return text.makeString() }
                switch byte {
                case 0x1B:
                    state = .escapeStart
                case 0x21...0x7E:
                    outputFlag = false
                    lead = byte
                    state = .trailByte
                default:
                    outputFlag = false
                    text.appendReplacementCharacter()
                }
            case .trailByte:
                guard let byte else {
                    // End of queue: back to the lead byte state, with an error.
                    state = .leadByte
                    text.appendReplacementCharacter()
                    continue
                }
                switch byte {
                case 0x1B:
                    state = .escapeStart
                    text.appendReplacementCharacter()
                case 0x21...0x7E:
                    state = .leadByte
                    let pointer = (Int(lead) - 0x21) * 94 + Int(byte) - 0x21
                    let sequence = JIS0208Index.shiftJISSequence(forPointer: pointer)
                    text.appendLookup(sequence.lead, sequence.trail, in: jis0208)
                default:
                    state = .leadByte
                    text.appendReplacementCharacter()
                }
            case .escapeStart:
                if let byte, byte == 0x24 || byte == 0x28 {
                    lead = byte
                    state = .escape
                    continue
                }
                // Prepend the byte (so it is not consumed), and go back to the output state.
                index = position
                outputFlag = false
                state = outputState
                text.appendReplacementCharacter()
            case .escape:
                let escapeLead = lead
                lead = 0x00
                var newState: State?
                switch (escapeLead, byte) {
                case (0x28, 0x42): newState = .ascii
                case (0x28, 0x4A): newState = .roman
                case (0x28, 0x49): newState = .katakana
                case (0x24, 0x40), (0x24, 0x42): newState = .leadByte
                default: newState = nil
                }
                if let newState {
                    state = newState
                    outputState = newState
                    let output = outputFlag
                    outputFlag = true
                    // Two escape sequences in a row are an error.
                    if output { text.appendReplacementCharacter() }
                    continue
                }
                // Prepend the lead (the byte before this one) and, unless at the end, this byte.
                index = position - 1
                outputFlag = false
                state = outputState
                text.appendReplacementCharacter()
            }
        }
    }
}
