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
        guard page.firstIndex(of: UInt8(ascii: "&"), from: 0) != nil, let marker = page.unusedNoncharacter().map({ AmpersandMarker(bytes: $0) }),
            let input = page.replacing(ampersand, with: marker.bytes)
        else { return nil }
        return (marker, input)
    }

    /// Runs `body` over `page` as libxml2 is to be given it: with its ampersands marked and
    /// the marker, or as it is and no marker.
    static func withInput<Result>(
        for page: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer, AmpersandMarker?) -> Result
    ) -> Result {
        guard let (marker, marked) = marking(page) else { return body(page, nil) }
        return marked.withUnsafeBytes { body($0, marker) }
    }

    private static let ampersand = [UInt8(ascii: "&")]


    /// Decodes references in text or an attribute value that libxml2 handed over.
    var decoder: CharacterReferenceDecoder { CharacterReferenceDecoder(ampersand: bytes) }

    /// `text` with each marker turned back into `&`, for text where references are not
    /// decoded (scripts, styles, comments); nil when it holds none.
    func restoringAmpersandBytes(_ text: UnsafeRawBufferPointer) -> [UInt8]? {
        text.replacing(bytes, with: Self.ampersand)
    }

    /// `text` with each marker turned back into `&`, as a string.
    func restoringAmpersands(_ text: UnsafeRawBufferPointer) -> String {
        guard let restored = restoringAmpersandBytes(text) else { return String(decoding: text, as: UTF8.self) }
        return String(decoding: restored, as: UTF8.self)
    }
}
