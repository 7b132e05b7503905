import Glibc

/// A noncharacter (one of U+FDD0…U+FDEF) that stands for every `&` of a page in the
/// input libxml2 parses, so libxml2 decodes no character reference and the tree builder
/// decodes them as the HTML standard does (``CharacterReferenceDecoder``): in text and
/// attribute values a marker starts a reference; in script and style text, comments and
/// everything else it is an `&` again.
///
/// The marker is one the page does not hold. A page holding all 32 (none does, in
/// practice) is parsed without one, with libxml2 decoding references its own way.
struct AmpersandMarker {
    /// The marker's UTF-8 bytes (`EF B7 90` for U+FDD0).
    let bytes: [UInt8]

    /// The marker for `page`, and the page with each `&` replaced by it; nil when the page
    /// has no `&` or holds every candidate.
    static func marking(_ page: UnsafeRawBufferPointer) -> (marker: AmpersandMarker, input: [UInt8])? {
        guard page.firstIndex(of: UInt8(ascii: "&"), from: 0) != nil, let marker = unused(in: page) else { return nil }
        var input: [UInt8] = []
        input.reserveCapacity(page.count + page.count / 32)
        var runStart = 0
        while let index = page.firstIndex(of: UInt8(ascii: "&"), from: runStart) {
            input.append(contentsOf: page[runStart..<index])
            input.append(contentsOf: marker.bytes)
            runStart = index + 1
        }
        input.append(contentsOf: page[runStart...])
        return (marker, input)
    }

    /// The first candidate `page` does not hold.
    private static func unused(in page: UnsafeRawBufferPointer) -> AmpersandMarker? {
        // Candidates are EF B7 90…AF; note which third bytes follow an EF B7 in the page.
        var used = UInt32(0)
        var from = 0
        while let index = page.firstIndex(of: 0xEF, from: from), index + 2 < page.count {
            if page[index + 1] == 0xB7, (0x90...0xAF).contains(page[index + 2]) {
                used |= 1 << UInt32(page[index + 2] - 0x90)
            }
            from = index + 1
        }
        guard used != UInt32.max else { return nil }
        return AmpersandMarker(bytes: [0xEF, 0xB7, 0x90 + UInt8((~used).trailingZeroBitCount)])
    }

    /// Decodes references in text or an attribute value that libxml2 handed over.
    var decoder: CharacterReferenceDecoder { CharacterReferenceDecoder(ampersand: bytes) }

    /// `bytes` with each marker turned back into `&`, for text where references are not
    /// decoded (scripts, styles, comments).
    func restoringAmpersands(_ text: UnsafeRawBufferPointer) -> String {
        guard var marker = firstMarker(in: text) else { return String(decoding: text, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var runStart = 0
        while true {
            output.append(contentsOf: text[runStart..<marker])
            output.append(UInt8(ascii: "&"))
            runStart = marker + bytes.count
            guard let next = CharacterReferenceDecoder(ampersand: bytes).nextAmpersand(in: text, from: runStart) else { break }
            marker = next
        }
        output.append(contentsOf: text[runStart...])
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `text` holds the marker.
    func occurs(in text: UnsafeRawBufferPointer) -> Bool { firstMarker(in: text) != nil }

    private func firstMarker(in text: UnsafeRawBufferPointer) -> Int? {
        CharacterReferenceDecoder(ampersand: bytes).nextAmpersand(in: text, from: 0)
    }
}

extension UnsafeRawBufferPointer {
    /// The first position at or after `start` holding `byte` (`memchr`).
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start < count, let base = baseAddress, let found = memchr(base + start, Int32(byte), count - start) else {
            return nil
        }
        return UnsafeRawPointer(found) - base
    }
}
