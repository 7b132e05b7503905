extension Encoding {
    /// Decodes `bytes` to text with this encoding's decoder, replacing every error with U+FFFD
    /// REPLACEMENT CHARACTER and going on (the standard's "replacement" error mode). Never fails.
    ///
    /// A byte order mark is not looked for or removed: sniff it first with ``sniffBOM(_:)`` and
    /// pass the bytes after it (the standard's "decode" does exactly that).
    ///
    /// The CJK encodings (GBK, gb18030, Big5, EUC-JP, ISO-2022-JP, Shift_JIS, EUC-KR) take their
    /// indexes from glibc's iconv; where that is known to differ from the standard is listed on
    /// `IconvConverter` in the sources.
    ///
    /// https://encoding.spec.whatwg.org/#decode (its steps after the BOM sniff)
    public func decode(_ bytes: UnsafeRawBufferPointer) -> String {
        switch kind {
        case .utf8:
            UTF8Decoder.decode(bytes)
        case .utf16BE:
            UTF16Decoder.decode(bytes, bigEndian: true)
        case .utf16LE:
            UTF16Decoder.decode(bytes, bigEndian: false)
        case .gbk, .gb18030:
            GB18030Decoder.decode(bytes)
        case .big5:
            Big5Decoder.decode(bytes)
        case .eucJP:
            EUCJPDecoder.decode(bytes)
        case .iso2022JP:
            ISO2022JPDecoder.decode(bytes)
        case .shiftJIS:
            ShiftJISDecoder.decode(bytes)
        case .eucKR:
            EUCKRDecoder.decode(bytes)
        case .replacement:
            // https://encoding.spec.whatwg.org/#replacement-decoder
            bytes.isEmpty ? "" : "\u{FFFD}"
        case .xUserDefined:
            XUserDefinedDecoder.decode(bytes)
        case .ibm866, .iso8859_2, .iso8859_3, .iso8859_4, .iso8859_5, .iso8859_6, .iso8859_7, .iso8859_8,
             .iso8859_8I, .iso8859_10, .iso8859_13, .iso8859_14, .iso8859_15, .iso8859_16, .koi8R, .koi8U,
             .macintosh, .windows874, .windows1250, .windows1251, .windows1252, .windows1253, .windows1254,
             .windows1255, .windows1256, .windows1257, .windows1258, .xMacCyrillic:
            // SingleByteIndex has a table for each of these kinds, as its tests check.
            SingleByteDecoder.decode(bytes, index: SingleByteIndex.table(for: kind)!)
        }
    }

    /// Decodes `bytes` to text, as the `UnsafeRawBufferPointer` overload does.
    public func decode(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { decode($0) }
    }
}
