/// Decodes character references (`&amp;`, `&#8217;`, `&nbsp`) in text or an attribute
/// value as the HTML standard's tokenizer does, where libxml2 2.9 knows only HTML 4's
/// names, keeps references without their `;` as written, maps `&#150;` to a C1 control
/// and drops `&#0;` and `&#;` altogether.
///
/// An ampersand is written as ``ampersand``: the `&` itself, or the marker that stands for
/// it in the input libxml2 parsed (see ``AmpersandMarker``).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#character-reference-state
struct CharacterReferenceDecoder {
    /// What starts a reference: `&`, or a marker's bytes.
    let ampersand: [UInt8]

    /// The text in `bytes` (UTF-8) with its references decoded. In an attribute value a
    /// reference without its `;` followed by `=` or a letter or digit stays as written.
    func decode(_ bytes: UnsafeRawBufferPointer, inAttribute: Bool) -> String {
        guard var next = bytes.firstIndex(of: ampersand, from: 0) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while true {
            output.append(contentsOf: bytes[index..<next])
            let afterAmpersand = next + ampersand.count
            if let reference = decodeReference(in: bytes, at: afterAmpersand, inAttribute: inAttribute) {
                output.append(contentsOf: reference.expansion)
                index = reference.end
            } else {
                // Not a reference: the `&` stays, and what follows is read as text.
                output.append(UInt8(ascii: "&"))
                index = afterAmpersand
            }
            guard let found = bytes.firstIndex(of: ampersand, from: index) else { break }
            next = found
        }
        output.append(contentsOf: bytes[index...])
        return String(decoding: output, as: UTF8.self)
    }

    /// The reference starting at `start` (just after an ampersand): what it stands for, and
    /// where it ends. Nil when the ampersand starts none.
    private func decodeReference(
        in bytes: UnsafeRawBufferPointer, at start: Int, inAttribute: Bool
    ) -> (expansion: [UInt8], end: Int)? {
        guard start < bytes.count else { return nil }
        if bytes[start] == UInt8(ascii: "#") { return decodeNumericReference(in: bytes, at: start + 1) }
        return decodeNamedReference(in: bytes, at: start, inAttribute: inAttribute)
    }

    /// A named reference: the longest name of the table the input starts with.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#named-character-reference-state
    private func decodeNamedReference(
        in bytes: UnsafeRawBufferPointer, at start: Int, inAttribute: Bool
    ) -> (expansion: [UInt8], end: Int)? {
        var end = start
        while end < bytes.count, end - start < NamedCharacterReferences.longestName, isASCIIAlphanumeric(bytes[end]) {
            end += 1
        }
        guard end > start else { return nil }
        // A name with its `;`: only the whole run of letters and digits can be one.
        if end < bytes.count, bytes[end] == UInt8(ascii: ";"),
            let expansion = NamedCharacterReferences.expansion(of: bytes[start...end])
        {
            return (expansion, end + 1)
        }
        // A legacy name without `;`, the longest that starts the run.
        for length in stride(from: min(end - start, NamedCharacterReferences.longestLegacyName), through: 2, by: -1) {
            guard let expansion = NamedCharacterReferences.expansion(of: bytes[start..<(start + length)]) else { continue }
            let next = start + length < bytes.count ? bytes[start + length] : nil
            if inAttribute, let next, next == UInt8(ascii: "=") || isASCIIAlphanumeric(next) { return nil }
            return (expansion, start + length)
        }
        return nil
    }

    /// A numeric reference (`&#8217;`, `&#x2019;`, the `;` optional); `start` is just
    /// after the `#`. Nil when no digit follows, so `&#` and `&#x` stay as written.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#numeric-character-reference-state
    private func decodeNumericReference(in bytes: UnsafeRawBufferPointer, at start: Int) -> (expansion: [UInt8], end: Int)? {
        var index = start
        let isHexadecimal = index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "x")
        if isHexadecimal { index += 1 }
        let digitsStart = index
        var value: UInt32 = 0
        while index < bytes.count, let digit = digitValue(bytes[index], hexadecimal: isHexadecimal) {
            // Past the last code point the value only needs to stay past it.
            value = min(value * (isHexadecimal ? 16 : 10) + digit, 0x11_0000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
        return (Array(String(Self.codePoint(forNumericReference: value)).utf8), index)
    }

    /// The character a numeric reference to `value` stands for: U+FFFD for 0, a surrogate
    /// or a value past U+10FFFF, and for 0x80–0x9F the windows-1252 character where it
    /// has one.
    ///
    /// https://html.spec.whatwg.org/multipage/parsing.html#numeric-character-reference-end-state
    static func codePoint(forNumericReference value: UInt32) -> Unicode.Scalar {
        if (0x80...0x9F).contains(value), let replacement = c1Replacements[value] { return replacement }
        return Unicode.Scalar(value).flatMap { $0.value == 0 ? nil : $0 } ?? "\u{FFFD}"
    }

    /// The numeric reference end state's table for C1 controls.
    private static let c1Replacements: [UInt32: Unicode.Scalar] = [
        0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}", 0x86: "\u{2020}",
        0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}", 0x8B: "\u{2039}", 0x8C: "\u{0152}",
        0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}",
        0x96: "\u{2013}", 0x97: "\u{2014}", 0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}",
        0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
    ]
}

private func digitValue(_ byte: UInt8, hexadecimal: Bool) -> UInt32? {
    if byte >= 0x30 && byte <= 0x39 { return UInt32(byte - 0x30) }
    guard hexadecimal else { return nil }
    let lowered = byte | 0x20
    return lowered >= 0x61 && lowered <= 0x66 ? UInt32(lowered - 0x61 + 10) : nil
}
