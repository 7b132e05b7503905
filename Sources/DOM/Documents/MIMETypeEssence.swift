/// The essence of a MIME type such as `Video/MP4; codecs="avc1"`: the type and subtype
/// before any parameters, trimmed of ASCII whitespace and ASCII-lowercased (`video/mp4`).
/// Enough to look a type up in a list; it does not check that the type is valid.
///
/// https://mimesniff.spec.whatwg.org/#mime-type-essence
public func mimeTypeEssence(_ type: String) -> String {
    let beforeParameters = type.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
    return asciiLowercase(stripLeadingAndTrailingASCIIWhitespace(String(beforeParameters)))
}
