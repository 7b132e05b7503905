extension Encoding {
    /// Encodes `text` with this encoding's encoder, writing each code point the encoding cannot
    /// represent as an HTML decimal numeric character reference (`&#8364;`): the standard's
    /// "encode" with error mode "html", which is what a browser does to a form's values.
    ///
    /// Every encoder is the inverse of this module's decoder for the same encoding, so decoding
    /// the output gives `text` back, with the unrepresentable code points as references. The
    /// replacement encoding, which has no encoder, writes UTF-8 (its output encoding). UTF-16BE
    /// and UTF-16LE, which the standard gives no encoder either, write UTF-16 code units, so that a
    /// page read as UTF-16 is written back in it; callers that need a byte order mark add one.
    ///
    /// https://encoding.spec.whatwg.org/#encode
    public func encode(_ text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { utf8 -> [UInt8] in
            let raw = UnsafeRawBufferPointer(utf8)
            switch kind {
            case .utf8, .replacement:
                return Array(raw)
            case .utf16BE, .utf16LE:
                return UTF16Encoder.encode(raw, bigEndian: kind == .utf16BE)
            case .gbk, .gb18030:
                return GB18030Encoder.encode(raw, isGBK: kind == .gbk)
            case .big5:
                return Big5Encoder.encode(raw)
            case .eucJP:
                return EUCJPEncoder.encode(raw)
            case .iso2022JP:
                return ISO2022JPEncoder.encode(raw)
            case .shiftJIS:
                return ShiftJISEncoder.encode(raw)
            case .eucKR:
                return EUCKREncoder.encode(raw)
            case .xUserDefined:
                return XUserDefinedEncoder.encode(raw)
            case .ibm866, .iso8859_2, .iso8859_3, .iso8859_4, .iso8859_5, .iso8859_6, .iso8859_7, .iso8859_8,
                 .iso8859_8I, .iso8859_10, .iso8859_13, .iso8859_14, .iso8859_15, .iso8859_16, .koi8R, .koi8U,
                 .macintosh, .windows874, .windows1250, .windows1251, .windows1252, .windows1253, .windows1254,
                 .windows1255, .windows1256, .windows1257, .windows1258, .xMacCyrillic:
                return SingleByteEncoder.encode(raw, kind: kind)
            }
        }
    }

    /// Whether every code point can be written in this encoding without a character reference:
    /// UTF-8 and UTF-16 (and replacement, which writes UTF-8).
    public var encodesEveryCodePoint: Bool {
        switch kind {
        case .utf8, .utf16BE, .utf16LE, .replacement: true
        default: false
        }
    }
}

/// Calls `body` with each Unicode scalar of well-formed UTF-8 `bytes`, passing runs of ASCII
/// whole to `ascii` first when it is given, since pages are mostly ASCII markup.
func forEachScalar(
    in bytes: UnsafeRawBufferPointer, ascii: ((UnsafeRawBufferPointer) -> Void)? = nil, _ body: (UInt32) -> Void
) {
    var index = 0
    while index < bytes.count {
        let lead = bytes[index]
        if lead < 0x80 {
            if let ascii {
                let end = bytes.endOfASCIIRun(from: index)
                ascii(UnsafeRawBufferPointer(rebasing: bytes[index..<end]))
                index = end
            } else {
                body(UInt32(lead))
                index += 1
            }
            continue
        }
        var scalar: UInt32
        let length: Int
        switch lead {
        case 0xC0..<0xE0: (scalar, length) = (UInt32(lead & 0x1F), 2)
        case 0xE0..<0xF0: (scalar, length) = (UInt32(lead & 0x0F), 3)
        default: (scalar, length) = (UInt32(lead & 0x07), 4)
        }
        for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
        body(scalar)
        index += length
    }
}
