public import WHATWGEncoding

/// How a style sheet's bytes become text: CSS's own encoding rules.
///
/// https://drafts.csswg.org/css-syntax/#determine-the-fallback-encoding
public enum StyleSheetDecoding {
    /// Decodes a style sheet: a byte order mark wins; then the transport `charset`; then an
    /// `@charset "…";` rule at the very start (UTF-16 there means UTF-8); then the referring
    /// document's encoding; else UTF-8.
    public static func decode(_ bytes: [UInt8], charset: String?, documentEncoding: Encoding?) -> String {
        bytes.withUnsafeBytes { raw in
            if let bom = Encoding.sniffBOM(raw) {
                return bom.encoding.decode(UnsafeRawBufferPointer(rebasing: raw[bom.bomLength...]))
            }
            return encoding(of: raw, charset: charset, documentEncoding: documentEncoding).decode(raw)
        }
    }

    /// The fallback encoding: transport charset, `@charset`, the document's, UTF-8.
    static func encoding(of bytes: UnsafeRawBufferPointer, charset: String?, documentEncoding: Encoding?) -> Encoding {
        if let charset, let encoding = Encoding(label: charset) { return encoding }
        let prefix = Array("@charset \"".utf8)
        if bytes.starts(with: prefix) {
            let rest = bytes[prefix.count...]
            if let quote = rest.firstIndex(of: 0x22), quote + 1 < bytes.count, bytes[quote + 1] == 0x3B,
                let encoding = Encoding(label: String(decoding: rest[..<quote], as: UTF8.self))
            {
                return encoding == .utf16BE || encoding == .utf16LE ? .utf8 : encoding
            }
        }
        return documentEncoding ?? .utf8
    }
}
