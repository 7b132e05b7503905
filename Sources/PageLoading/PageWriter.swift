public import WHATWGEncoding

/// Writes a page back as it was saved: the serialized document in the page's own encoding.
public enum PageWriter {
    /// The bytes of `html` in `encoding`, as a page read in that encoding is written back: each
    /// character the encoding cannot represent as a numeric character reference, and UTF-16
    /// after a byte order mark (the page was read as UTF-16 only because it had one, or a
    /// container said so). The replacement encoding writes UTF-8.
    ///
    /// https://encoding.spec.whatwg.org/#encode
    public static func bytes(of html: String, in encoding: Encoding) -> [UInt8] {
        switch encoding {
        case .utf16LE: [0xFF, 0xFE] + encoding.encode(html)
        case .utf16BE: [0xFE, 0xFF] + encoding.encode(html)
        default: encoding.encode(html)
        }
    }
}
